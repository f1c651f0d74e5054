"""The puzzle clock: real time spent on a puzzle, read from a monotonic clock.

The main loop sleeps between wake-ups while nothing moves and clamps each
frame's step, so adding up frame steps would run slow whenever the window is
idle. The clock instead notes the monotonic time when it starts and when it
stops: what it shows, and what goes into the best scores, is the time that
really passed while it ran.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class PuzzleClock:
    """Seconds counted while running; `now` is the monotonic clock (a test hands in its own)."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._banked = 0.0  # seconds counted before the current run
        self._started: float | None = None  # when the current run began; None while stopped

    @property
    def running(self) -> bool:
        return self._started is not None

    @property
    def seconds(self) -> float:
        if self._started is None:
            return self._banked
        return self._banked + max(0.0, self._now() - self._started)

    def run(self, running: bool = True) -> None:
        """Start counting (or stop, with False); asking for the state it is in changes nothing."""
        if running and self._started is None:
            self._started = self._now()
        elif not running and self._started is not None:
            self._banked = self.seconds
            self._started = None

    def stop(self) -> None:
        self.run(False)

    def reset(self) -> None:
        """Back to 0:00, still running if it was."""
        self._banked = 0.0
        if self._started is not None:
            self._started = self._now()
