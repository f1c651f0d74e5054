"""What the Plans of Action player sees: everything (a solitaire hides nothing).

The first five fields are the contract of docs/rules/plans.md ("Observation");
the others help the views: the puzzle's goal, each suit's progress towards it
(largest group, or longest line, out of 6), and whether the game ended stuck.
"""

from __future__ import annotations

from pydantic import BaseModel


class PlansObservation(BaseModel):
    tiles: list[list[int]]
    coins: dict[str, str]
    moves: int
    must_jump_from: list[int] | None
    solved: bool
    goal: str
    suits: str
    layout: str
    progress: dict[str, int]
    done_suits: list[str]
    stuck: bool
