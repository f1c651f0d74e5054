"""The animation of one Reflec action, built from the events `apply` reported.

Coins slide (turning their pip on the way), spin in place, swap across, or
drop in from above; a laser pawn slides. A shot runs its beam at about 20
cells a second, flashing at every coin it turns at; a loop's coins flare
and fade out; a destroyed laser bursts; then the beam fades. Meanwhile the
4-3-2-1 tiles flip for the points just spent. Times are seconds at normal
speed (the view divides the frame time by the speed setting).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reflectgames.core.rules import Event
from reflectgames.games.reflec.board import SUITS, Cell, Direction
from reflectgames.games.reflec.events import (
    BeamFired,
    CoinMoved,
    Dropped,
    LaserDestroyed,
    LaserMoved,
    LoopRemoved,
    Spun,
    Swapped,
)
from reflectgames.ui.tween import ease_in_out_cubic, ease_out_cubic

SLIDE = 0.34
SPIN = 0.26
SWAP = 0.42
DROP = 0.3
# How long each action's own movement lasts (a shot's depends on its length).
ACTION_LENGTH: dict[type[Event], float] = {
    CoinMoved: SLIDE, LaserMoved: SLIDE, Spun: SPIN, Swapped: SWAP, Dropped: DROP
}
# A dropped coin falls from this size down to its own.
DROP_START_SCALE = 1.45
# How far (in cells) two swapping coins bow out sideways at the middle of their passage.
SWAP_ARC = 0.28
QUARTER_TURN = 90
HALF_TURN = 180
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

    suit: str  # its letter
    start: Cell
    end: Cell
    progress: float
    angle: float
    scale: float = 1.0
    alpha: int = 255
    arc: float = 0.0  # sideways lift, in cells, for a coin passing another in a swap


def _angle_between(was: Direction, now: Direction, amount: float) -> float:
    """The pip's angle turning the short way from `was` to `now`."""
    start = was * QUARTER_TURN
    delta = (now * QUARTER_TURN - start + HALF_TURN) % 360 - HALF_TURN
    if delta == -HALF_TURN:  # a half turn goes clockwise
        delta = HALF_TURN
    return start + delta * amount


Action = Dropped | CoinMoved | LaserMoved | Spun | Swapped | BeamFired


class ReflecAnimation:
    def __init__(self, events: Sequence[Event]) -> None:
        self.events = list(events)
        self.elapsed = 0.0
        self.action: Action | None = next((e for e in events if isinstance(e, Action)), None)
        self.loop = next((e for e in events if isinstance(e, LoopRemoved)), None)
        self.destroyed = next((e for e in events if isinstance(e, LaserDestroyed)), None)
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
        action = self.action
        if action is None:
            return FLIP
        if isinstance(action, BeamFired):
            return max(FLIP, self.impact_end + BEAM_FADE)
        return max(FLIP, ACTION_LENGTH[type(action)])

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def advance(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + max(0.0, dt))

    # --- pieces --------------------------------------------------------------------------------
    def hidden_cells(self) -> set[Cell]:
        """Cells whose piece the view must not draw in its resting place right now."""
        action = self.action
        if action is None or self.done:
            return set()
        if isinstance(action, CoinMoved | LaserMoved):
            return {action.end}
        if isinstance(action, Spun | Dropped):
            return {action.cell}
        if isinstance(action, Swapped):
            return set(action.cells)
        return set()

    def coin_poses(self) -> list[CoinPose]:
        action = self.action
        t = self.elapsed
        if isinstance(action, CoinMoved):
            x = ease_in_out_cubic(t / SLIDE)
            angle = _angle_between(action.was, action.facing, x)
            return [CoinPose(SUITS[action.suit], action.start, action.end, x, angle)]
        if isinstance(action, Spun):
            x = ease_out_cubic(t / SPIN)
            angle = _angle_between(action.was, action.facing, x)
            return [CoinPose(SUITS[action.suit], action.cell, action.cell, 1.0, angle)]
        if isinstance(action, Swapped):
            x = ease_in_out_cubic(t / SWAP)
            a, b = action.cells
            (suit_a, suit_b), (face_a, face_b) = action.suits, action.facings
            lift = SWAP_ARC * 4 * x * (1 - x)
            # Each coin travels to the other's cell and turns to the facing waiting there.
            return [
                CoinPose(SUITS[suit_a], a, b, x, _angle_between(face_a, face_b, x), arc=lift),
                CoinPose(SUITS[suit_b], b, a, x, _angle_between(face_b, face_a, x), arc=-lift),
            ]
        if isinstance(action, Dropped):
            x = ease_out_cubic(t / DROP)
            cell = action.cell
            scale = DROP_START_SCALE - (DROP_START_SCALE - 1) * x
            angle = action.facing * QUARTER_TURN
            return [CoinPose(SUITS[action.suit], cell, cell, 1.0, angle, scale=scale, alpha=int(255 * x))]
        return []

    def laser_pose(self) -> tuple[str, Cell, Cell, float] | None:
        """A sliding laser pawn: (suit letter, from, to, progress)."""
        action = self.action
        if not isinstance(action, LaserMoved):
            return None
        x = ease_in_out_cubic(self.elapsed / SLIDE)
        return SUITS[action.suit], action.start, action.end, x

    # --- the shot ------------------------------------------------------------------------------------
    @property
    def beam(self) -> BeamFired | None:
        return self.action if isinstance(self.action, BeamFired) else None

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
