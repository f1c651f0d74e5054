"""Easing curves and a tiny tween for animations, plus the animation-speed setting.

STYLE.md: ease-out for arrivals, ease-in-out for travel. Durations are given
at "normal" speed and multiplied by `speed_factor(setting)`; "off" means the
caller skips the animation entirely.
"""

from __future__ import annotations

from collections.abc import Callable

Easing = Callable[[float], float]

_SPEED_FACTORS: dict[str, float | None] = {"off": None, "fast": 0.5, "normal": 1.0, "slow": 1.6}
# In the order a person reads a speed dial: none, then slower to faster (Settings steps through it).
ANIMATION_SPEEDS: tuple[str, ...] = ("off", "slow", "normal", "fast")


HALFWAY = 0.5  # where an ease-in-out curve turns from speeding up to slowing down

def linear(x: float) -> float:
    return max(0.0, min(1.0, x))


def ease_out_cubic(x: float) -> float:
    x = linear(x)
    return 1 - (1 - x) ** 3


def ease_in_out_cubic(x: float) -> float:
    x = linear(x)
    if x < HALFWAY:
        return 4 * x**3
    return 1 - (-2 * x + 2) ** 3 / 2


def speed_factor(setting: str) -> float | None:
    """Duration multiplier for an animation-speed setting; None for "off" (skip animations)."""
    return _SPEED_FACTORS.get(setting, 1.0)


class Tween:
    """Progress from 0 to 1 over `duration_s`, shaped by an easing curve; advanced by the frame time."""

    def __init__(self, duration_s: float, ease: Easing = ease_out_cubic) -> None:
        self.duration_s = max(0.0, float(duration_s))
        self.ease = ease
        self.elapsed = 0.0

    def advance(self, dt: float) -> None:
        self.elapsed = min(self.duration_s, self.elapsed + max(0.0, dt))

    @property
    def progress(self) -> float:
        """Raw linear progress 0..1 (before easing)."""
        if self.duration_s <= 0:
            return 1.0
        return self.elapsed / self.duration_s

    @property
    def value(self) -> float:
        """Eased progress 0..1."""
        return self.ease(self.progress)

    @property
    def done(self) -> bool:
        return self.progress >= 1.0

    def finish(self) -> None:
        """Jump to the end (a click skips an animation)."""
        self.elapsed = self.duration_s


def lerp(a: float, b: float, amount: float) -> float:
    return a + (b - a) * amount
