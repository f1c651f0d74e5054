"""What a Reflection Pond player sees (everything: the game hides nothing).

The field names follow the observation list of docs/rules/pond.md
("Observation"); a few extra fields (whose first turn it was, the turn's
starting tiles, the result) help the views explain the current choice.
"""

from __future__ import annotations

from pydantic import BaseModel


class PondSideView(BaseModel):
    frog: int
    flies: list[int]
    water: list[int]
    sticks: list[list[int]]
    caught: int
    inventory: int


class PondObservation(BaseModel):
    to_move: int | None
    actions_left: int
    ponds: list[PondSideView]
    first_player: int
    turn_actions: int
    turn_start: list[int]
    winners: list[int] | None
    reason: str | None
