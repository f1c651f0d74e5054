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
from reflectgames.ui.tween import ease_in_out_cubic, ease_out_cubic

HOP = 0.42
SINK = 0.22
RISE = 0.26
CATCH = 0.35
STICK = 0.28
EXTRA_FLY = 0.5


@dataclass(frozen=True)
class FrogPose:
    """Where a frog is drawn at one moment: a tile, or between two, and how."""

    start: int
    end: int
    progress: float  # 0..1 from start to end
    lift: float = 0.0  # 0 on the pad, 1 at the top of the hop
    scale: float = 1.0  # below 1 while sinking or coming up
    direction: str | None = None  # the way it hopped (owner-relative)


@dataclass
class PondAnimation:
    events: list[Event]
    elapsed: float = 0.0
    hops: dict[int, Event] = field(default_factory=dict)
    splashes: dict[int, Event] = field(default_factory=dict)
    catches: dict[int, Event] = field(default_factory=dict)
    new_water: dict[int, Event] = field(default_factory=dict)
    sticks: list[Event] = field(default_factory=list)
    extra_flies: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        for event in self.events:
            if event.kind in ("hop", "bump"):
                self.hops[event.player] = event
            elif event.kind == "splash":
                self.splashes[event.player] = event
            elif event.kind == "catch":
                self.catches[event.player] = event
            elif event.kind == "new_water":
                self.new_water[event.player] = event
            elif event.kind in ("stick", "unstick"):
                self.sticks.append(event)
            elif event.kind == "extra_fly":
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
        start, end = hop.data["from"], hop.data["to"]
        direction = hop.data["direction"]
        if t < HOP:
            x = t / HOP
            if hop.kind == "bump":
                # Leans a third of the way towards the blocked pad and back.
                return FrogPose(start, start, 0.0, lift=0.35 * (1 - abs(2 * x - 1)), direction=direction)
            return FrogPose(start, end, ease_in_out_cubic(x), lift=4 * x * (1 - x), direction=direction)
        splash = self.splashes.get(seat)
        if splash is None:
            return FrogPose(end, end, 1.0, direction=direction)
        into, out = splash.data["into"], splash.data["out"]
        t -= HOP
        if t < SINK:
            return FrogPose(into, into, 1.0, scale=1 - ease_out_cubic(t / SINK), direction=direction)
        t -= SINK
        return FrogPose(out, out, 1.0, scale=ease_out_cubic(min(1.0, t / RISE)), direction=direction)

    def bump_offset(self, seat: int) -> tuple[str, float] | None:
        """For a blocked frog: the way it leans and how far (share of a tile)."""
        hop = self.hops.get(seat)
        if hop is None or hop.kind != "bump" or self.elapsed >= HOP:
            return None
        x = self.elapsed / HOP
        return hop.data["direction"], 0.28 * (1 - abs(2 * x - 1))

    def caught_fly(self, seat: int) -> tuple[int, float] | None:
        """A fly being eaten: its tile and how much of it is left (1 -> 0)."""
        catch = self.catches.get(seat)
        if catch is None:
            return None
        t = self.elapsed - self.splash_end
        if t < 0:
            return catch.data["tile"], 1.0
        return catch.data["tile"], max(0.0, 1 - t / CATCH)

    def water_opening(self, seat: int) -> tuple[int, int, float] | None:
        """A new water tile opening and the old one drying: (new, dried, progress)."""
        event = self.new_water.get(seat)
        if event is None:
            return None
        t = self.elapsed - self.hop_end - SINK
        return event.data["tile"], event.data["dried"], min(1.0, max(0.0, t / RISE))

    def stick_drop(self) -> tuple[Event, float] | None:
        if not self.sticks:
            return None
        return self.sticks[0], ease_out_cubic(min(1.0, self.elapsed / STICK))

    def extra_fly_arrival(self) -> tuple[int, float] | None:
        if not self.extra_flies:
            return None
        start = self.duration - EXTRA_FLY
        return self.extra_flies[0].data["tile"], min(1.0, max(0.0, (self.elapsed - start) / EXTRA_FLY))
