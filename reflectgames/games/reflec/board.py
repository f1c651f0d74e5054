"""Geometry of the Reflec board and who plays which suit.

The board is 8x8 cells (four by four piecepack tiles, each cut in four by its
grid lines). A cell is one int, `rank * 8 + file`, with file 0 = `a` on the
left and rank 0 = `1` at the bottom, as drawn on screen. Directions are ints
0-3 for N, E, S, W; turning clockwise adds one (D1 to D5 of
docs/rules/reflec.md). Every table is computed once at import so the rules
only index tuples.
"""

from __future__ import annotations

from collections.abc import Iterable

SIZE = 8
CELLS = tuple(range(SIZE * SIZE))
FILES = "abcdefgh"

DIRECTIONS = "NESW"
NORTH, EAST, SOUTH, WEST = range(4)
# (d_file, d_rank) for each direction.
STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))

SUITS = "SMCA"  # suns, moons, crowns, arms: the turn order
COINS_PER_SUIT = 6
# Lasers start in the corners, clockwise in turn order.
LASER_START = (0, 56, 63, 7)  # a1, a8, h8, h1
DIE_START = 2
DIE_MAX = 5


# The table sizes whose seating differs: with two players each plays two suits, with three the arms sit out.
TWO_PLAYERS, THREE_PLAYERS = 2, 3

Quad = tuple[int, int, int, int]  # one int per direction, or per suit
# The game's own coordinates, named for what the int means: a cell `rank * 8 + file`,
# a direction 0-3 (N, E, S, W) and a suit 0-3 (an index into SUITS).
Cell = int
Direction = int
Suit = int


def quad(values: Iterable[int]) -> Quad:
    """Exactly four ints as a 4-tuple."""
    first, second, third, fourth = values
    return first, second, third, fourth


def cell_of(file: int, rank: int) -> int:
    return rank * SIZE + file


def file_rank(cell: int) -> tuple[int, int]:
    return cell % SIZE, cell // SIZE


def _name(cell: int) -> str:
    file, rank = file_rank(cell)
    return f"{FILES[file]}{rank + 1}"


CELL_NAMES: tuple[str, ...] = tuple(_name(cell) for cell in CELLS)
CELL_INDEX: dict[str, int] = {name: cell for cell, name in enumerate(CELL_NAMES)}


def _build_neighbours() -> tuple[Quad, ...]:
    """NEIGHBOUR[cell][direction]: the next cell that way, or -1 past the edge."""
    table: list[Quad] = []
    for cell in CELLS:
        file, rank = file_rank(cell)
        row = []
        for d_file, d_rank in STEPS:
            f, r = file + d_file, rank + d_rank
            row.append(cell_of(f, r) if 0 <= f < SIZE and 0 <= r < SIZE else -1)
        table.append(quad(row))
    return tuple(table)


NEIGHBOUR = _build_neighbours()
# Neighbours without the edge markers, for "is any next cell free?" questions.
ADJACENT: tuple[tuple[int, ...], ...] = tuple(tuple(n for n in row if n >= 0) for row in NEIGHBOUR)


def _build_pairs() -> tuple[tuple[int, int], ...]:
    """Every orthogonally adjacent pair of cells once, ordered as the notation writes it."""
    pairs = set()
    for cell in CELLS:
        for other in ADJACENT[cell]:
            a, b = sorted((cell, other), key=lambda c: CELL_NAMES[c])
            pairs.add((a, b))
    return tuple(sorted(pairs, key=lambda pair: (CELL_NAMES[pair[0]], CELL_NAMES[pair[1]])))


ADJACENT_PAIRS = _build_pairs()


def suits_in_play(players: int) -> tuple[int, ...]:
    """Suit indices used by a game: arms sit out with three players."""
    return (0, 1, 2) if players == THREE_PLAYERS else (0, 1, 2, 3)


def owner_of(suit: int, players: int) -> int:
    """The player of a suit: with two players each plays two suits (S and C, M and A)."""
    return suit % 2 if players == TWO_PLAYERS else suit


def suits_of(player: int, players: int) -> tuple[int, ...]:
    return tuple(s for s in suits_in_play(players) if owner_of(s, players) == player)


def coin_suit(coin: int) -> int:
    """Coins are numbered 1-24: suit k holds coins 6k+1 to 6k+6."""
    return (coin - 1) // COINS_PER_SUIT


def suit_mask(suit: int) -> int:
    """The bits of a suit's six coins in a 24-bit coin mask (bit coin-1)."""
    return 0x3F << (COINS_PER_SUIT * suit)
