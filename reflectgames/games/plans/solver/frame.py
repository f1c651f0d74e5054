"""The solver's board: cells numbered in a fixed 64x64 frame, so a cell is one small int.

Cell (x, y) of the game is number (y + OFFSET) * WIDTH + (x + OFFSET).
OFFSET is even, so a tile's lower-left cell (odd x and y) stays odd in the
frame. Tiles may sit anywhere with their lower-left cell in MIN_ANCHOR ..
MAX_ANCHOR on both axes: twenty cells around the starting square, which no
solution of fewer than about twenty moves can reach (each shift pushes a
tile at most one tile-space past the edge, and is followed by a jump). A jump
(at most seven cells) from a tile therefore never wraps around the frame.
"""

from __future__ import annotations

from reflectgames.games.plans.board import Cell

WIDTH = 64
SHIFT = 6  # WIDTH == 1 << SHIFT
OFFSET = 28
MIN_ANCHOR = 9
MAX_ANCHOR = 53
# Moves longer than this could leave the frame: the exact search proves optimality only below it.
SOUND_DEPTH = 20

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
