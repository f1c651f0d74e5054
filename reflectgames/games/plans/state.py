"""The state of a game of Plans of Action: the position, the puzzle it must reach, and the move count.

An immutable value: the rules' `apply` returns a new one. Everything is
public (a solitaire hides nothing), so the observation shows it all.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflectgames.core.rules import Outcome
from reflectgames.games.plans.board import Cell
from reflectgames.games.plans.position import Position


@dataclass(frozen=True, slots=True)
class PlansState:
    position: Position
    goal: str  # "group" or "line" (option `goal`)
    need: int  # suits that must meet the goal at once: 1 to 4 (option `suits`)
    layout: str  # the starting layout, in the option's format
    moves: int = 0
    # The tile that has just turned or shifted: one of its coins must jump next.
    must_jump_from: Cell | None = None
    result: Outcome | None = None
