"""Plans of Action moves and their notation.

`5,3 U` jumps the coin on (5,3) upwards; `rotate 5,5 90` turns the tile
holding (5,5) clockwise; `shift 5,5 L` slides that tile left. The canonical
text names a tile by its lower-left cell; any cell of the tile is understood.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflectgames.core.rules import IllegalMove
from reflectgames.core.validation import clip
from reflectgames.games.plans.board import ANGLES, DIRECTIONS, Cell, cell_text, parse_cell, tile_of

JUMP = "jump"
ROTATE = "rotate"
SHIFT = "shift"


@dataclass(frozen=True, slots=True)
class PlansMove:
    """A jump (`cell` is the coin, `arg` a direction), rotate (`arg` degrees) or shift (`arg` a direction).

    For a rotate or shift `cell` is the tile's lower-left cell.
    """

    kind: str
    cell: Cell
    arg: str | int

    def __str__(self) -> str:
        if self.kind == JUMP:
            return f"{cell_text(self.cell)} {self.arg}"
        return f"{self.kind} {cell_text(self.cell)} {self.arg}"

    @property
    def is_tile_move(self) -> bool:
        return self.kind != JUMP


def jump(cell: Cell, direction: str) -> PlansMove:
    return PlansMove(JUMP, cell, direction)


def rotate(tile: Cell, angle: int) -> PlansMove:
    return PlansMove(ROTATE, tile, angle)


def shift(tile: Cell, direction: str) -> PlansMove:
    return PlansMove(SHIFT, tile, direction)


def _notation_error(text: str) -> IllegalMove:
    shown = clip(text)
    return IllegalMove(
        f"'{shown}' is not a Plans of Action move: write '5,3 U' (or D, L, R) to jump a coin, "
        "'rotate 5,5 90' (or 180, 270) or 'shift 5,5 L' (or R, U, D) to move a full tile.",
        "plans.illegal.notation",
        text=shown,
    )


def parse_move(text: str) -> PlansMove:
    """Notation -> move (not yet checked for legality); IllegalMove with an example if unreadable."""
    words = text.split() if text.isascii() else []  # notation is ASCII: 'ſ'.upper() == 'S'

    if len(words) == 2:
        cell = parse_cell(words[0])
        direction = words[1].upper()
        if cell is not None and direction in DIRECTIONS:
            return jump(cell, direction)
    elif len(words) == 3:
        kind = words[0].lower()
        cell = parse_cell(words[1])
        if cell is not None and kind == ROTATE and words[2] in {str(a) for a in ANGLES}:
            return rotate(tile_of(cell), int(words[2]))
        if cell is not None and kind == SHIFT and words[2].upper() in DIRECTIONS:
            return shift(tile_of(cell), words[2].upper())
    raise _notation_error(text)
