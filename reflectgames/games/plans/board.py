"""Geometry of the Plans of Action board: cells, tiles, directions, the starting layout.

Cells are (x, y) pairs, x to the right and y upwards, and may leave 1..8
(shifts grow the board in any direction, negative coordinates included).
A tile is 2x2 cells and is named by its lower-left cell, whose x and y are
odd; the cells of one tile-space therefore never straddle two tiles.
"""

from __future__ import annotations

from reflectgames.core.validation import ascii_signed_int

Cell = tuple[int, int]

SUITS = "SMCA"  # suns, moons, crowns, arms: index 0..3 everywhere in this package
SUIT_COUNT = len(SUITS)
COINS_PER_SUIT = 6
CELLS_PER_TILE = 4  # a full tile holds this many coins
DIRECTIONS: dict[str, Cell] = {"U": (0, 1), "D": (0, -1), "L": (-1, 0), "R": (1, 0)}
ANGLES = (90, 180, 270)

# Sixteen tiles fill x=1..8, y=1..8 at the start.
START_TILES: frozenset[Cell] = frozenset((x, y) for x in (1, 3, 5, 7) for y in (1, 3, 5, 7))
# The coins start on the centre block x=2..7, y=3..6, read top row (y=6) first.
LAYOUT_ROWS = (6, 5, 4, 3)
LAYOUT_COLUMNS = (2, 3, 4, 5, 6, 7)
LAYOUT_CELLS: tuple[Cell, ...] = tuple((x, y) for y in LAYOUT_ROWS for x in LAYOUT_COLUMNS)


def tile_of(cell: Cell) -> Cell:
    """The tile-space (its lower-left cell) that holds `cell`."""
    x, y = cell
    return x - (x + 1) % 2, y - (y + 1) % 2


def tile_cells(tile: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four cells of a tile-space: lower-left, lower-right, upper-left, upper-right."""
    x, y = tile
    return (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)


def turned(cell: Cell, tile: Cell, quarter_turns: int) -> Cell:
    """Where a cell of `tile` goes when the tile turns clockwise by `quarter_turns` (y up)."""
    dx, dy = cell[0] - tile[0], cell[1] - tile[1]
    for _ in range(quarter_turns % 4):
        # Clockwise seen from above: upper-left -> upper-right -> lower-right -> lower-left.
        dx, dy = dy, 1 - dx
    return tile[0] + dx, tile[1] + dy


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str) -> Cell | None:
    """'5,3' -> (5, 3); None when the text is not two integers separated by a comma.

    Only ASCII digits with an optional sign: `int` would also take '١', '1_0' and ' 5'.
    """
    left, comma, right = text.partition(",")
    if not comma:
        return None
    x, y = ascii_signed_int(left.strip()), ascii_signed_int(right.strip())
    return None if x is None or y is None else (x, y)


# --- the layout string ------------------------------------------------------------------


class LayoutError(ValueError):
    """A layout string that does not describe 24 coins, 6 of each suit."""


def parse_layout(text: str) -> tuple[str, ...]:
    """'SASASS/MMACSS/CACCAA/MCMCMM' -> 24 suit letters in LAYOUT_CELLS order.

    Letter case and spaces around the rows do not matter; anything else that
    is wrong is explained in one sentence.
    """
    if not isinstance(text, str):
        raise LayoutError("The layout must be text such as SASASS/MMACSS/CACCAA/MCMCMM.")
    if not text.isascii():  # upper-casing would read 'ſ' as S
        raise LayoutError("The layout may only use the letters S, M, C and A, and '/' between rows.")
    rows = [row.strip().upper() for row in text.strip().split("/")]
    if len(rows) != len(LAYOUT_ROWS) or any(len(row) != len(LAYOUT_COLUMNS) for row in rows):
        raise LayoutError("The layout must be 4 rows of 6 letters separated by '/', "
                          "e.g. SASASS/MMACSS/CACCAA/MCMCMM.")
    letters = "".join(rows)
    wrong = sorted(set(letters) - set(SUITS))
    if wrong:
        raise LayoutError(f"The layout may only use the letters S, M, C and A, not {', '.join(wrong)}.")
    counts = {suit: letters.count(suit) for suit in SUITS}
    if any(count != COINS_PER_SUIT for count in counts.values()):
        listed = ", ".join(f"{count} {suit}" for suit, count in counts.items())
        raise LayoutError(f"The layout needs exactly 6 coins of each suit, not {listed}.")
    return tuple(letters)


def format_layout(letters: tuple[str, ...] | list[str] | str) -> str:
    """24 suit letters in LAYOUT_CELLS order -> the canonical layout string."""
    text = "".join(letters)
    width = len(LAYOUT_COLUMNS)
    return "/".join(text[i : i + width] for i in range(0, len(text), width))
