"""Watching the computer play Reflecto: the notebook names the seat's word instead of saying "Your word"."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key

from reflectgames.ai.worker import InProcessWorker
from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.reflecto.notebook import Notebook
from reflectgames.games.reflecto.rules import random_opening
from reflectgames.i18n import t
from reflectgames.scenes import navigation
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.scenes.watch import WatchScene, watch_match
from reflectgames.table import computer_turns


@pytest.fixture
def captions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every caption the notebook draws."""
    drawn: list[str] = []
    caption = Notebook._caption

    def record(self, surface, palette, text, y):
        drawn.append(text)
        return caption(self, surface, palette, text, y)

    monkeypatch.setattr(Notebook, "_caption", record)
    monkeypatch.setattr(computer_turns, "make_worker", lambda: InProcessWorker(iterations=4))
    return drawn


def test_a_watched_game_names_the_word_of_the_seat_on_screen(captions: list[str]) -> None:
    app = App(headless=True, size=(1280, 800))
    match = watch_match("reflecto", 2, seed=3)
    match.play_all(random_opening(3))
    scene = WatchScene(app, match)
    app.reset_to(scene)
    scene.paused = True
    app.render()
    seat = scene.view.obs.seat
    assert t("reflecto.notebook.seat_word", name=match.players[seat].name) in captions
    assert t("reflecto.notebook.your_word") not in captions


def test_a_player_still_reads_your_word(captions: list[str]) -> None:
    app = App(headless=True, size=(1280, 800))
    match = Match("reflecto", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {"first": 0}, random_opening(3))
    app.reset_to(navigation.play_scene(app, match, autosave=False))
    assert isinstance(app.top, HandoffScene)
    key(app, pygame.K_SPACE)  # Ada lifts the curtain and sees her own board
    app.render()
    assert t("reflecto.notebook.your_word") in captions
