"""A finished game is final: reviewing it steps through positions and takes nothing back."""

from __future__ import annotations

import pygame
from ui_helpers import click_events, key_event, open_play

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games import get_rules
from reflectgames.i18n import t
from reflectgames.scenes.gameover import GameOverScene
from reflectgames.scenes.setup import SetupScene


def finished_pond() -> Match:
    rules = get_rules("pond")
    match = Match("pond", [PlayerSpec("Ada"), PlayerSpec("Bo")], 11)
    while match.outcome() is None:
        match.play(rules.legal_moves(match.state)[0])
    return match


def test_review_of_a_finished_game_cannot_take_the_winning_move_back() -> None:
    app = App(headless=True, size=(1280, 800))
    match = finished_pond()
    end, result = match.cursor, match.outcome()
    scene = open_play(app, match)
    scene._show_game_over()  # as when the winning move has just landed
    assert isinstance(app.top, GameOverScene)
    app.top._review()
    assert scene.review == 0
    ctrl_z = key_event(pygame.K_z, mod=pygame.KMOD_CTRL)
    ctrl_y = key_event(pygame.K_y, mod=pygame.KMOD_CTRL)
    app.step([ctrl_z, ctrl_z, ctrl_y])
    app.step([key_event(pygame.K_RIGHT), key_event(pygame.K_RIGHT)])
    assert scene.review == 2  # stepping through positions still works
    app.step([key_event(pygame.K_ESCAPE), ctrl_z])
    assert match.cursor == end and match.outcome() == result
    assert scene.panel.final and scene.panel.undo not in scene.panel.group.widgets
    assert scene.status == t("play.cannot_undo.over")


def test_in_review_of_a_game_in_progress_undo_is_refused_and_says_why() -> None:
    app = App(headless=True, size=(1280, 800))
    setup = {"flies": [1, 2, 3, 4, 8], "start": 14, "water": [9, 12], "first": 0}
    match = Match("pond", [PlayerSpec("Ada"), PlayerSpec("Bo")], 1, setup, ["frog F", "stick 1-2"])
    scene = open_play(app, match)
    assert scene.panel.undo.enabled
    scene.show_position(1)
    assert not scene.panel.undo.enabled and not scene.panel.redo.enabled
    app.step([key_event(pygame.K_z, mod=pygame.KMOD_CTRL)])
    assert match.cursor == 2 and scene.status == t("play.review_read_only")


def test_a_greyed_out_undo_says_why_when_pointed_at() -> None:
    app = App(headless=True, size=(1280, 800))
    setup = {"flies": [1, 2, 3, 4, 8], "start": 14, "water": [9, 12], "first": 0}
    match = Match("pond", [PlayerSpec("Ada"), PlayerSpec("Bo")], 1, setup, ["frog F"])
    scene = open_play(app, match)
    assert not scene.panel.undo.enabled
    app.step(click_events(scene.panel.undo.rect.center))
    assert scene.status == t("play.cannot_undo.handover")
    assert match.cursor == 1


def test_the_finished_games_panel_offers_a_rematch_and_a_new_game() -> None:
    app = App(headless=True, size=(1280, 800))
    scene = open_play(app, finished_pond())
    scene.game_over_shown = True
    app.step([])
    assert scene.panel.final
    app.step(click_events(scene.panel.new_game.rect.center))
    assert isinstance(app.top, SetupScene) and app.top.game_id == "pond"
