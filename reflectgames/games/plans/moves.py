"""Plans of Action moves and their notation (docs/rules/plans.md, "Notation").

`5,3 U` jumps the coin on (5,3) upwards; `rotate 5,5 90` turns the tile
holding (5,5) clockwise; `shift 5,5 L` slides that tile left. The canonical
text names a tile by its lower-left cell; any cell of the tile is understood.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from reflectgames.core.rules import IllegalMove
from reflectgames.core.validation import clip
from reflectgames.games.plans.board import ANGLES, DIRECTIONS, Cell, cell_text, parse_cell, tile_of

ROTATE_WORD = "rotate"
SHIFT_WORD = "shift"
JUMP_WORDS = 2  # `cell direction`
TILE_MOVE_WORDS = 3  # `rotate|shift cell angle|direction`


@dataclass(frozen=True, slots=True)
class Jump:
    """The coin on `cell` jumps in `direction` (U, D, L or R)."""

    cell: Cell
    direction: str

    def __str__(self) -> str:
        return f"{cell_text(self.cell)} {self.direction}"


@dataclass(frozen=True, slots=True)
class Rotate:
    """The full tile at `tile` (its lower-left cell) turns clockwise by `angle` degrees: 90, 180 or 270."""

    tile: Cell
    angle: int

    def __str__(self) -> str:
        return f"{ROTATE_WORD} {cell_text(self.tile)} {self.angle}"


@dataclass(frozen=True, slots=True)
class Shift:
    """The full tile at `tile` (its lower-left cell) slides in `direction` to the first empty tile-space."""

    tile: Cell
    direction: str

    def __str__(self) -> str:
        return f"{SHIFT_WORD} {cell_text(self.tile)} {self.direction}"


TileMove: TypeAlias = Rotate | Shift
PlansMove: TypeAlias = Jump | Rotate | Shift


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

    if len(words) == JUMP_WORDS:
        cell = parse_cell(words[0])
        direction = words[1].upper()
        if cell is not None and direction in DIRECTIONS:
            return Jump(cell, direction)
    elif len(words) == TILE_MOVE_WORDS:
        word = words[0].lower()
        cell = parse_cell(words[1])
        if cell is not None and word == ROTATE_WORD and words[2] in {str(a) for a in ANGLES}:
            return Rotate(tile_of(cell), int(words[2]))
        if cell is not None and word == SHIFT_WORD and words[2].upper() in DIRECTIONS:
            return Shift(tile_of(cell), words[2].upper())
    raise _notation_error(text)
