"""The state of a game of Reflection Pond: a frozen value of small ints and bit masks.

The computer players and the benchmark apply hundreds of thousands of
actions, so both ponds are packed per seat into pairs of ints: tiles as
numbers 1-16, flies and water as bit masks over the tiles, sticks as a bit
mask over the 24 stick places (board.EDGES).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reflectgames.core.rules import Outcome
from reflectgames.games.pond.board import Tile

STICKS_PER_PLAYER = 3
FLIES_TO_WIN = 5


@dataclass(frozen=True, slots=True)
class PondState:
    """Both ponds, whose action it is and what the repetition and two-frog-moves rules remember."""

    rng: int
    first: int
    to_move: int | None
    actions_left: int
    frogs: tuple[Tile, Tile]
    flies: tuple[int, int]  # bit masks of tiles still holding a fly, per pond
    water: tuple[int, int]  # bit masks of the two water tiles, per pond
    sticks: tuple[int, int]  # bit masks over EDGES, per pond
    caught: tuple[int, int]
    turn_start: tuple[Tile, Tile]  # both frogs' tiles when the current turn began
    turn_actions: int  # how many actions the current turn has (1 or 2)
    # The mover's frog tile after this turn's first action if that action was a
    # frog move, else 0: needed for the two-frog-moves restrictions.
    turn_frog_tile: Tile
    history: tuple[int, ...]  # position keys since the last caught fly (repetition)
    result: Outcome | None = None

    def inventory(self, seat: int) -> int:
        """Sticks still in `seat`'s hand."""
        return STICKS_PER_PLAYER - self.sticks[seat].bit_count()


def position_key(state: PondState) -> int:
    """Everything that makes up 'the same full position' (docs/rules/pond.md, D16), packed in one int."""
    key = state.frogs[0] | state.frogs[1] << 5
    key |= state.flies[0] << 10 | state.flies[1] << 26
    key |= state.water[0] << 42 | state.water[1] << 58
    key |= state.sticks[0] << 74 | state.sticks[1] << 98
    mover = 2 if state.to_move is None else state.to_move
    return key | mover << 122 | state.actions_left << 124


def replace_state(state: PondState, **changes: Any) -> PondState:
    """A copy of `state` with some fields changed (the rules' one way of making a new state)."""
    fields = {name: getattr(state, name) for name in PondState.__slots__}
    fields.update(changes)
    return PondState(**fields)
