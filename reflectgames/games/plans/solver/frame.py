"""The solver's board: cells numbered in a fixed 64x64 frame, so a cell is one small int.

Cell (x, y) of the game is number (y + OFFSET) * WIDTH + (x + OFFSET).
OFFSET is even, so a tile's lower-left cell (odd x and y) stays odd in the
frame. Tiles may sit anywhere with their lower-left cell in MIN_ANCHOR ..
MAX_ANCHOR on both axes: MARGIN tile-spaces beyond the starting square on
every side alike. A jump (at most seven cells) from a tile never wraps
around the frame: cell 2 is the lowest it reaches, 63 the highest.

Why a bounded frame still proves "shortest": a shift takes a tile at most
one tile-space past the tiles furthest that way, and a jump must follow it,
so d moves hold at most ceil(d / 2) shifts. Every sequence of 2 * m moves
from a position with m free tile-spaces on its tightest side stays inside
the frame (`sound_depth`): a search that has seen all of them has seen all
the game allows, and only such a search may call a solution shortest.
"""

from __future__ import annotations

from collections.abc import Iterable

from reflectgames.games.plans.board import Cell

WIDTH = 64
SHIFT = 6  # WIDTH == 1 << SHIFT
OFFSET = 28
MARGIN = 10  # tile-spaces beyond the starting square (anchors 1..7) on each side
MIN_ANCHOR = 1 + OFFSET - 2 * MARGIN  # 9
MAX_ANCHOR = 7 + OFFSET + 2 * MARGIN  # 55
# From the starting square every sequence this long stays inside the frame.
SOUND_DEPTH = 2 * MARGIN

UP, DOWN, LEFT, RIGHT = WIDTH, -WIDTH, -1, 1
STEPS = {"U": UP, "D": DOWN, "L": LEFT, "R": RIGHT}
DIRECTION_OF_STEP = {step: name for name, step in STEPS.items()}


def to_index(cell: Cell) -> int:
    return (cell[1] + OFFSET) * WIDTH + cell[0] + OFFSET


def to_cell(index: int) -> Cell:
    return (index & (WIDTH - 1)) - OFFSET, (index >> SHIFT) - OFFSET


def in_frame(anchor: int) -> bool:
    """May a tile have its lower-left cell here?"""
    x, y = anchor & (WIDTH - 1), anchor >> SHIFT
    return MIN_ANCHOR <= x <= MAX_ANCHOR and MIN_ANCHOR <= y <= MAX_ANCHOR


def sound_depth(anchors: Iterable[int]) -> int:
    """How many moves from tiles with these lower-left cells surely stay inside the frame."""
    anchors = list(anchors)
    if not anchors:
        return 0
    xs = [anchor & (WIDTH - 1) for anchor in anchors]
    ys = [anchor >> SHIFT for anchor in anchors]
    free = min(min(xs) - MIN_ANCHOR, MAX_ANCHOR - max(xs), min(ys) - MIN_ANCHOR, MAX_ANCHOR - max(ys))
    # Two cells make one tile-space, and each tile-space allows one shift out of every two moves.
    return max(0, 2 * (free // 2))


def _anchor(index: int) -> int:
    x, y = index & (WIDTH - 1), index >> SHIFT
    return ((y - (y + 1) % 2) << SHIFT) + x - (x + 1) % 2


# The lower-left cell of the tile-space holding each cell of the frame.
ANCHOR: tuple[int, ...] = tuple(_anchor(index) for index in range(WIDTH * WIDTH))


def tile_indices(anchor: int) -> tuple[int, int, int, int]:
    """Lower-left, lower-right, upper-left, upper-right."""
    return anchor, anchor + 1, anchor + WIDTH, anchor + WIDTH + 1


def _quarter_turn(anchor: int) -> dict[int, int]:
    bl, br, tl, tr = tile_indices(anchor)
    # Clockwise seen from above (y up): upper-left -> upper-right -> lower-right -> lower-left.
    return {tl: tr, tr: br, br: bl, bl: tl}


def turn_map(anchor: int, quarters: int) -> dict[int, int]:
    """Where each cell of the tile goes after `quarters` clockwise quarter turns."""
    one = _quarter_turn(anchor)
    result = {cell: cell for cell in one}
    for _ in range(quarters):
        result = {cell: one[to] for cell, to in result.items()}
    return result
