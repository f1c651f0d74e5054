"""The animation of one Reflec action, built from the events `apply` reported.

Coins slide (turning their pip on the way), spin in place, swap across, or
drop in from above; a laser pawn slides. A shot runs its beam at about 20
cells a second, flashing at every coin it turns at; a loop's coins flare
and fade out; a destroyed laser bursts; then the beam fades. Meanwhile the
4-3-2-1 tiles flip for the points just spent. Times are seconds at normal
speed (the view divides the frame time by the speed setting).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reflectgames.core.rules import Event
from reflectgames.games.reflec.board import CELL_INDEX, DIRECTIONS
from reflectgames.ui.tween import ease_in_out_cubic, ease_out_cubic

SLIDE = 0.34
SPIN = 0.26
SWAP = 0.42
DROP = 0.3
FLIP = 0.3
CELLS_PER_SECOND = 20.0
TURN_FLASH = 0.28
FLARE = 0.22
FADE = 0.45
BURST = 0.55
BEAM_FADE = 0.35


@dataclass(frozen=True)
class CoinPose:
    """A coin being animated: drawn between two cells, its pip at an angle (degrees clockwise from N)."""

    suit: str
    start: int
    end: int
    progress: float
    angle: float
    scale: float = 1.0
    alpha: int = 255
    arc: float = 0.0  # sideways lift, in cells, for a coin passing another in a swap


def _angle_between(was: str, now: str, amount: float) -> float:
    """The pip's angle turning the short way from `was` to `now`."""
    start = DIRECTIONS.index(was) * 90
    delta = (DIRECTIONS.index(now) * 90 - start + 180) % 360 - 180
    if delta == -180:
        delta = 180
    return start + delta * amount


class ReflecAnimation:
    def __init__(self, events: list[Event]) -> None:
        self.events = events
        self.elapsed = 0.0
        self.action: Event | None = next(
            (e for e in events if e.kind in ("drop", "move", "spin", "swap", "laser_move", "beam")), None
        )
        self.loop = next((e for e in events if e.kind == "loop"), None)
        self.destroyed = next((e for e in events if e.kind == "destroyed"), None)
        self.beam_length = 0.0  # in cells, set by the view once it knows the geometry

    # --- timing ------------------------------------------------------------------------------
    def set_beam_length(self, cells: float) -> None:
        """The beam's length in cells (known once the view has placed it on screen)."""
        self.beam_length = max(0.0, cells)

    @property
    def travel(self) -> float:
        return self.beam_length / CELLS_PER_SECOND

    @property
    def impact_end(self) -> float:
        """When the loop has faded or the burst has finished."""
        end = self.travel
        if self.loop is not None:
            end += FLARE + FADE
        elif self.destroyed is not None:
            end += BURST
        return end

    @property
    def duration(self) -> float:
        kind = self.action.kind if self.action is not None else ""
        if kind == "beam":
            return max(FLIP, self.impact_end + BEAM_FADE)
        length = {"move": SLIDE, "laser_move": SLIDE, "spin": SPIN, "swap": SWAP, "drop": DROP}.get(kind, 0.0)
        return max(FLIP, length)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def advance(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + max(0.0, dt))

    # --- pieces --------------------------------------------------------------------------------
    def hidden_cells(self) -> set[int]:
        """Cells whose piece the view must not draw in its resting place right now."""
        action = self.action
        if action is None or self.done:
            return set()
        data = action.data
        if action.kind in ("move", "laser_move"):
            return {CELL_INDEX[data["to"]]}
        if action.kind == "spin":
            return {CELL_INDEX[data["cell"]]}
        if action.kind in ("swap",):
            return {CELL_INDEX[cell] for cell in data["cells"]}
        if action.kind == "drop":
            return {CELL_INDEX[data["cell"]]}
        return set()

    def coin_poses(self) -> list[CoinPose]:
        action = self.action
        if action is None:
            return []
        data: dict[str, Any] = dict(action.data)
        t = self.elapsed
        if action.kind == "move":
            x = ease_in_out_cubic(t / SLIDE)
            start, end = CELL_INDEX[data["from"]], CELL_INDEX[data["to"]]
            return [CoinPose(data["suit"], start, end, x, _angle_between(data["was"], data["facing"], x))]
        if action.kind == "spin":
            x = ease_out_cubic(t / SPIN)
            cell = CELL_INDEX[data["cell"]]
            return [CoinPose(data["suit"], cell, cell, 1.0, _angle_between(data["was"], data["facing"], x))]
        if action.kind == "swap":
            x = ease_in_out_cubic(t / SWAP)
            a, b = (CELL_INDEX[cell] for cell in data["cells"])
            (suit_a, suit_b), (face_a, face_b) = data["suits"], data["facings"]
            lift = 0.28 * 4 * x * (1 - x)
            # Each coin travels to the other's cell and turns to the facing waiting there.
            return [
                CoinPose(suit_a, a, b, x, _angle_between(face_a, face_b, x), arc=lift),
                CoinPose(suit_b, b, a, x, _angle_between(face_b, face_a, x), arc=-lift),
            ]
        if action.kind == "drop":
            x = ease_out_cubic(t / DROP)
            cell = CELL_INDEX[data["cell"]]
            angle = DIRECTIONS.index(data["facing"]) * 90
            return [CoinPose(data["suit"], cell, cell, 1.0, angle, scale=1.45 - 0.45 * x, alpha=int(255 * x))]
        return []

    def laser_pose(self) -> tuple[str, int, int, float] | None:
        """A sliding laser pawn: (suit, from, to, progress)."""
        action = self.action
        if action is None or action.kind != "laser_move":
            return None
        data = action.data
        x = ease_in_out_cubic(self.elapsed / SLIDE)
        return data["suit"], CELL_INDEX[data["from"]], CELL_INDEX[data["to"]], x

    # --- the shot ------------------------------------------------------------------------------------
    @property
    def beam(self) -> dict[str, Any] | None:
        return dict(self.action.data) if self.action is not None and self.action.kind == "beam" else None

    def beam_reach(self) -> float:
        """The share of the beam's path drawn now (0 to 1)."""
        if self.travel <= 0:
            return 1.0
        return min(1.0, self.elapsed / self.travel)

    def beam_fade(self) -> float:
        """1 while the beam burns, down to 0 as it fades at the end."""
        start = self.impact_end
        if self.elapsed <= start:
            return 1.0
        return max(0.0, 1 - (self.elapsed - start) / BEAM_FADE)

    def turn_flashes(self, turn_shares: list[float]) -> list[float]:
        """Brightness of the flash at each turning coin, given the share of the path before it."""
        flashes = []
        for share in turn_shares:
            since = self.elapsed - share * self.travel
            flashes.append(0.0 if since < 0 else max(0.0, 1 - since / TURN_FLASH))
        return flashes

    def loop_state(self) -> tuple[float, int]:
        """(flare 0-1, alpha 0-255) of the coins a loop removes; full alpha before the beam arrives."""
        if self.loop is None:
            return 0.0, 0
        t = self.elapsed - self.travel
        if t < 0:
            return 0.0, 255
        if t < FLARE:
            return t / FLARE, 255
        fading = min(1.0, (t - FLARE) / FADE)
        return 1 - fading, int(255 * (1 - ease_out_cubic(fading)))

    def burst_progress(self) -> float | None:
        """How far a destroyed laser's burst has gone (None before the beam arrives)."""
        if self.destroyed is None:
            return None
        t = self.elapsed - self.travel
        if t < 0:
            return None
        return min(1.0, t / BURST)

    # --- the table side ---------------------------------------------------------------------------
    def flip(self) -> float:
        """Progress of the 4-3-2-1 tiles' flip for the points just spent."""
        return min(1.0, self.elapsed / FLIP)
