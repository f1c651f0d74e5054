"""Small chores for the background worker's tests, in a module of their own so a worker process imports
them by name without importing the tests."""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from dataclasses import dataclass

from reflectgames.ai.background import StopCheck, WorkerSpec

CRASH_EXIT_CODE = 3
STOPPED = "The chores stopped."
LOG = logging.getLogger("tests.chores")


@dataclass(frozen=True)
class Chore:
    action: str  # echo, wait, hold, fail, refuse or crash
    text: str = ""
    seconds: float = 0.0  # how long a wait lasts unless it is stopped


def perform(chore: Chore, should_stop: StopCheck) -> str:
    if chore.action == "echo":
        return chore.text.upper()
    if chore.action == "wait":
        deadline = time.monotonic() + chore.seconds
        while time.monotonic() < deadline:
            if should_stop():
                return "stopped"
            time.sleep(0.005)
        return "waited"
    if chore.action == "hold":
        return _hold(chore.text)
    if chore.action == "refuse":
        raise ValueError(chore.text)
    if chore.action == "crash":
        os._exit(CRASH_EXIT_CODE)
    raise RuntimeError(chore.text)


KEPT = WorkerSpec(perform, name="test-chores", label="the chores", log=LOG, stopped_message=STOPPED,
                  refusals=(ValueError,))
ONE_EACH = dataclasses.replace(KEPT, one_job_per_process=True)


def _hold(marks: str) -> str:
    """Wait until ended, without looking at should_stop; `marks`.started and `marks`.unwound tell
    the test that it began and that it was unwound when its process was ended."""
    with open(marks + ".started", "w", encoding="utf-8"):
        pass
    try:
        while True:
            time.sleep(0.005)
    finally:
        with open(marks + ".unwound", "w", encoding="utf-8"):
            pass
