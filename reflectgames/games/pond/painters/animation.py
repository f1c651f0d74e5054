"""The animation of one Reflection Pond action, built from the events `apply` reported.

Both frogs hop at once in an arc (a blocked frog bumps against the stick or
the edge and settles back), a frog that fell in sinks and comes up at the
other water tile, a caught fly shrinks into the frog, a new water tile opens,
a stick drops into place. Times are in seconds at normal speed; the view
scales them by the animation-speed setting.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reflectgames.core.rules import Event
from reflectgames.games.pond.board import Direction, Tile
from reflectgames.games.pond.events import (
    Bump,
    Catch,
    ExtraFly,
    FrogEvent,
    Hop,
    NewWater,
    Splash,
    StickEvent,
    StickLifted,
    StickPlaced,
)
from reflectgames.ui.tween import ease_in_out_cubic, ease_out_cubic

HOP = 0.42
SINK = 0.22
RISE = 0.26
CATCH = 0.35
STICK = 0.28
EXTRA_FLY = 0.5
# A blocked frog rises this much (share of a full hop's height) and leans this far (share of a tile).
BUMP_LIFT = 0.35
BUMP_REACH = 0.28


@dataclass(frozen=True)
class FrogPose:
    """Where a frog is drawn at one moment: a tile, or between two, and how."""

    start: Tile
    end: Tile
    progress: float  # 0..1 from start to end
    lift: float = 0.0  # 0 on the pad, 1 at the top of the hop
    scale: float = 1.0  # below 1 while sinking or coming up
    direction: Direction | None = None  # the way it hopped (owner-relative)


@dataclass
class PondAnimation:
    events: list[Event]
    elapsed: float = 0.0
    hops: dict[int, FrogEvent] = field(default_factory=dict)
    splashes: dict[int, Splash] = field(default_factory=dict)
    catches: dict[int, Catch] = field(default_factory=dict)
    new_water: dict[int, NewWater] = field(default_factory=dict)
    sticks: list[StickEvent] = field(default_factory=list)
    extra_flies: list[ExtraFly] = field(default_factory=list)

    def __post_init__(self) -> None:
        for event in self.events:
            seat = event.player
            if isinstance(event, Hop | Bump) and seat is not None:
                self.hops[seat] = event
            elif isinstance(event, Splash) and seat is not None:
                self.splashes[seat] = event
            elif isinstance(event, Catch) and seat is not None:
                self.catches[seat] = event
            elif isinstance(event, NewWater) and seat is not None:
                self.new_water[seat] = event
            elif isinstance(event, StickPlaced | StickLifted):
                self.sticks.append(event)
            elif isinstance(event, ExtraFly):
                self.extra_flies.append(event)

    @property
    def hop_end(self) -> float:
        return HOP if self.hops else 0.0

    @property
    def splash_end(self) -> float:
        return self.hop_end + (SINK + RISE if self.splashes else 0.0)

    @property
    def duration(self) -> float:
        end = self.splash_end
        if self.catches:
            end += CATCH
        if self.sticks:
            end = max(end, STICK)
        if self.extra_flies:
            end += EXTRA_FLY
        return end

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def advance(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + dt)

    def frog_pose(self, seat: int) -> FrogPose | None:
        """The frog's pose now, or None when this action does not move it."""
        hop = self.hops.get(seat)
        if hop is None:
            return None
        t = self.elapsed
        direction = hop.direction
        if isinstance(hop, Bump):
            start = end = hop.tile
        else:
            start, end = hop.from_tile, hop.to_tile
        if t < HOP:
            x = t / HOP
            if isinstance(hop, Bump):
                # Leans a third of the way towards the blocked pad and back.
                return FrogPose(start, start, 0.0, lift=BUMP_LIFT * (1 - abs(2 * x - 1)), direction=direction)
            return FrogPose(start, end, ease_in_out_cubic(x), lift=4 * x * (1 - x), direction=direction)
        splash = self.splashes.get(seat)
        if splash is None:
            return FrogPose(end, end, 1.0, direction=direction)
        into, out = splash.fell_in, splash.came_up
        t -= HOP
        if t < SINK:
            return FrogPose(into, into, 1.0, scale=1 - ease_out_cubic(t / SINK), direction=direction)
        t -= SINK
        return FrogPose(out, out, 1.0, scale=ease_out_cubic(min(1.0, t / RISE)), direction=direction)

    def bump_offset(self, seat: int) -> tuple[Direction, float] | None:
        """For a blocked frog: the way it leans and how far (share of a tile)."""
        hop = self.hops.get(seat)
        if not isinstance(hop, Bump) or self.elapsed >= HOP:
            return None
        x = self.elapsed / HOP
        return hop.direction, BUMP_REACH * (1 - abs(2 * x - 1))

    def caught_fly(self, seat: int) -> tuple[Tile, float] | None:
        """A fly being eaten: its tile and how much of it is left (1 -> 0)."""
        catch = self.catches.get(seat)
        if catch is None:
            return None
        t = self.elapsed - self.splash_end
        if t < 0:
            return catch.tile, 1.0
        return catch.tile, max(0.0, 1 - t / CATCH)

    def water_opening(self, seat: int) -> tuple[Tile, Tile, float] | None:
        """A new water tile opening and the old one drying: (new, dried, progress)."""
        event = self.new_water.get(seat)
        if event is None:
            return None
        t = self.elapsed - self.hop_end - SINK
        return event.tile, event.dried, min(1.0, max(0.0, t / RISE))

    def stick_drop(self) -> tuple[StickEvent, float] | None:
        if not self.sticks:
            return None
        return self.sticks[0], ease_out_cubic(min(1.0, self.elapsed / STICK))

    def extra_fly_arrival(self) -> tuple[Tile, float] | None:
        if not self.extra_flies:
            return None
        start = self.duration - EXTRA_FLY
        return self.extra_flies[0].tile, min(1.0, max(0.0, (self.elapsed - start) / EXTRA_FLY))
