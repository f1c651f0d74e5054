"""What a Plans of Action move reports: typed events for the view, its animation, history and sounds.

Cells are the board's (x, y) cells, y upwards; a tile is named by its
lower-left cell. The kind words and end reasons are those of docs/rules/plans.md
("Events", D6, D7); a solitaire hides nothing, so every event is public (D8).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from reflectgames.core.rules import Ended, EndReason, Event
from reflectgames.games.plans.board import Cell


class PlansEnd(EndReason):
    """Why a game of Plans of Action ended."""

    SOLVED = "solved"  # enough suits meet the goal at once
    STUCK = "stuck"  # no legal move is left (undo is the way on)


@dataclass(frozen=True, kw_only=True)
class Jumped(Event):
    """A coin of `suit` jumped from `start` over `over` cells in `direction` and came down on `landing`."""

    kind: ClassVar[str] = "jump"
    start: Cell
    landing: Cell
    suit: str
    over: int
    direction: str


@dataclass(frozen=True, kw_only=True)
class Turned(Event):
    """The full tile at `tile` turned clockwise by `angle` degrees (90, 180 or 270), coins with it."""

    kind: ClassVar[str] = "rotate"
    tile: Cell
    angle: int


@dataclass(frozen=True, kw_only=True)
class Shifted(Event):
    """The full tile at `start` slid in `direction` to the first empty tile-space, `target`."""

    kind: ClassVar[str] = "shift"
    start: Cell
    target: Cell
    direction: str


@dataclass(frozen=True, kw_only=True)
class Solved(Ended):
    """The goal is met: `suits` are the letters of the suits that meet it, in suit order."""

    suits: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class Stuck(Ended):
    """No legal move is left. Its own kind word: a stuck puzzle is no win to sound a fanfare for."""

    kind: ClassVar[str] = "stuck"
