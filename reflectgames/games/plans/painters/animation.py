"""The animation of one Plans of Action move, built from the events `apply` reported.

A jump arcs over the cells it passes (longer jumps fly a little longer and
higher); a rotation turns the tile with its coins; a shift slides the tile to
its new tile-space. Times are in seconds at normal speed; the view divides
the frame time by the animation-speed factor.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from reflectgames.core.rules import Event
from reflectgames.games.plans.board import Cell
from reflectgames.games.plans.events import Jumped, Shifted, Turned
from reflectgames.ui.tween import ease_in_out_cubic, ease_out_cubic

JUMP_BASE = 0.32
JUMP_PER_CELL = 0.05
ROTATE_TIME = 0.5
SHIFT_BASE = 0.3
SHIFT_PER_SPACE = 0.1
REFIT_TIME = 0.45
SETTLE = 0.12  # a moment at the end for the landing to read before the next move


@dataclass(frozen=True)
class CoinFlight:
    """A jumping coin now: where it is between two cells (in cell units) and how high."""

    start: Cell
    end: Cell
    x: float
    y: float
    lift: float  # 0 on the board, 1 at the top of the arc
    passed: int  # how many of the jumped-over cells it has already flown past


@dataclass(frozen=True)
class TileTurn:
    tile: Cell
    angle: float  # degrees still to turn clockwise before the tile rests (counts down to 0)


@dataclass(frozen=True)
class TileSlide:
    start: Cell
    end: Cell
    x: float  # the tile's lower-left corner now, in cell units
    y: float


class PlansAnimation:
    """One move's motion; `elapsed` runs from 0 to `duration`."""

    def __init__(self, events: list[Event]) -> None:
        self.jump: Jumped | None = None
        self.rotate: Turned | None = None
        self.shift: Shifted | None = None
        for event in events:
            if isinstance(event, Jumped):
                self.jump = event
            elif isinstance(event, Turned):
                self.rotate = event
            elif isinstance(event, Shifted):
                self.shift = event
        self.elapsed = 0.0
        self.duration = self._motion_time() + SETTLE if self.moves_something else 0.0

    @property
    def moves_something(self) -> bool:
        return any(e is not None for e in (self.jump, self.rotate, self.shift))

    def _motion_time(self) -> float:
        if self.jump is not None:
            return JUMP_BASE + JUMP_PER_CELL * self.jump.over
        if self.rotate is not None:
            return ROTATE_TIME * (1 + 0.25 * (self.rotate.angle // 90 - 1))
        if self.shift is not None:
            start, end = self.shift.start, self.shift.target
            spaces = (abs(end[0] - start[0]) + abs(end[1] - start[1])) // 2
            return SHIFT_BASE + SHIFT_PER_SPACE * spaces
        return 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def advance(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + max(0.0, dt))

    def finish(self) -> None:
        self.elapsed = self.duration

    @property
    def progress(self) -> float:
        """Raw progress of the motion itself, 0..1 (the settling moment counts as 1)."""
        motion = self._motion_time()
        return 1.0 if motion <= 0 else min(1.0, self.elapsed / motion)

    def coin_flight(self) -> CoinFlight | None:
        if self.jump is None:
            return None
        start, end = self.jump.start, self.jump.landing
        raw = self.progress
        travel = ease_in_out_cubic(raw)
        x = start[0] + (end[0] - start[0]) * travel
        y = start[1] + (end[1] - start[1]) * travel
        distance = abs(end[0] - start[0]) + abs(end[1] - start[1])
        passed = min(self.jump.over, int(travel * distance + 1e-9))
        return CoinFlight(start, end, x, y, math.sin(math.pi * raw), passed)

    def tile_turn(self) -> TileTurn | None:
        if self.rotate is None:
            return None
        angle = self.rotate.angle
        return TileTurn(self.rotate.tile, angle * (1 - ease_in_out_cubic(self.progress)))

    def tile_slide(self) -> TileSlide | None:
        if self.shift is None:
            return None
        start, end = self.shift.start, self.shift.target
        travel = ease_in_out_cubic(self.progress)
        return TileSlide(
            start, end,
            start[0] + (end[0] - start[0]) * travel,
            start[1] + (end[1] - start[1]) * travel,
        )

    def moving_tile(self) -> Cell | None:
        """The tile-space (after the move) whose tile is drawn by the animation instead of in place."""
        if self.rotate is not None:
            return self.rotate.tile
        if self.shift is not None:
            return self.shift.target
        return None

    def landing_pop(self) -> float:
        """0..1 for a short ring that spreads from the landing cell as the coin settles (0 before)."""
        if self.jump is None or self.progress < 1:
            return 0.0
        return ease_out_cubic(min(1.0, (self.elapsed - self._motion_time()) / SETTLE))
