"""Watch a game: the computer plays every seat by itself, can be paused, and leaves no save behind."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key, settle

from reflectgames.ai.worker import InProcessWorker
from reflectgames.app import App
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.scenes.title import TitleScene
from reflectgames.scenes.watch import WatchScene, WatchSetupScene, watch_match
from reflectgames.storage.saves import list_saves
from reflectgames.table import computer_turns


@pytest.fixture(autouse=True)
def quick_computer(monkeypatch):
    monkeypatch.setattr(computer_turns, "make_worker", lambda: InProcessWorker(iterations=4))


def test_from_the_title_a_watched_game_plays_several_moves_by_itself():
    app = App(headless=True, size=(1280, 800))
    app.reset_to(TitleScene(app))
    app.step([])
    key(app, pygame.K_w)
    assert isinstance(app.top, WatchSetupScene)
    click(app, app.top.watch_button.rect.center)
    scene = app.top
    assert isinstance(scene, WatchScene)
    assert all(not player.is_human for player in scene.match.players)
    settle(app, 200)
    assert len(scene.match.moves) >= 4
    assert list_saves() == []  # a watched game is a show, not a saved game
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_pause_holds_the_game_and_resume_goes_on():
    app = App(headless=True, size=(1280, 800))
    scene = WatchScene(app, watch_match("pond", 2, seed=4))
    app.reset_to(scene)
    key(app, pygame.K_SPACE)
    assert scene.paused and "Paused" in scene.status
    settle(app, 60)
    assert scene.match.moves == []
    click(app, scene.panel.pause.rect.center)
    assert not scene.paused
    settle(app, 60)
    assert len(scene.match.moves) >= 2


def test_a_pause_between_moves_lets_each_move_be_seen():
    app = App(headless=True, size=(1280, 800))
    scene = WatchScene(app, watch_match("pond", 2, seed=4))
    app.reset_to(scene)
    app.step([], dt=0.05)
    assert len(scene.match.moves) == 1
    app.step([], dt=0.05)
    assert len(scene.match.moves) == 1  # the next one waits for the animation and a short rest


def test_undo_does_nothing_while_watching():
    app = App(headless=True, size=(1280, 800))
    scene = WatchScene(app, watch_match("pond", 2, seed=4))
    app.reset_to(scene)
    settle(app, 40)
    played = list(scene.match.moves)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.moves[: len(played)] == played
    assert not isinstance(app.top, HandoffScene)
