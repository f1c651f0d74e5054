"""Shared test setup: no window, no sound, no real user data, no clocks.

The SDL drivers are chosen at import time because pygame reads them when its
display is first initialised, which may happen while test modules import.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# No deadline: a test must never pass or fail because the machine was busy.
settings.register_profile("reflectgames", deadline=None, max_examples=60)
settings.load_profile("reflectgames")


@pytest.fixture(autouse=True)
def reflectgames_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own empty data folder (saves, settings, log)."""
    home = tmp_path / "reflectgames-home"
    home.mkdir()
    monkeypatch.setenv("REFLECTGAMES_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def english_at_ui_scale_one():
    """Every test starts in English at UI scale 1, and leaves the next one so, whatever it switched to."""
    from reflectgames.i18n import set_language
    from reflectgames.ui.text import set_ui_scale

    set_language("en")
    set_ui_scale(1.0)
    yield
    set_language("en")
    set_ui_scale(1.0)


@pytest.fixture(autouse=True)
def computer_thinks_in_process(monkeypatch: pytest.MonkeyPatch):
    """Play scenes think with a few search iterations in this process, never a real worker process.

    A test that asks for a hint or plays against the computer then gets its
    answer on the next frame, whatever the machine's load; the tests of the
    worker process itself start it directly.
    """
    from reflectgames.ai.worker import InProcessWorker
    from reflectgames.table import computer_turns

    monkeypatch.setattr(computer_turns, "make_worker", lambda: InProcessWorker(iterations=8))
