"""Waiting for a background worker's reply in tests, polling as the window does."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

Reply = TypeVar("Reply")

# Generous: the machine may be busy; a healthy worker answers far sooner. The bound only
# keeps a broken worker from hanging the tests.
WAIT = 60.0


def wait_for_reply(poll: Callable[[], Reply | None], seconds: float = WAIT) -> Reply:
    """Call `poll` until it gives a reply; fail the test if none comes within `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        reply = poll()
        if reply is not None:
            return reply
        time.sleep(0.005)
    raise AssertionError("the worker did not answer")
