"""The Reflector part of the New game form, driven like a player would: clicks and keys only."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click_on, key_to

from reflectgames.app import App
from reflectgames.games import get_rules
from reflectgames.games.reflector.setup_panel import OptionsEditor
from reflectgames.i18n import set_language
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.scenes.setup import SetupScene
from reflectgames.ui.theme import get_palette

RULES = get_rules("reflector")


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def make_editor(size=(576, 220)) -> OptionsEditor:
    editor = OptionsEditor(get_palette("standard"))
    editor.layout(pygame.Rect(192, 300, *size))
    return editor


def test_by_default_the_coin_decides_and_claims_touch_by_a_side():
    editor = make_editor()
    assert editor.options() == {"adjacency": "orthogonal"}
    assert editor.error() is None
    assert RULES.new_game(2, 1, editor.options()).king is False


def test_clicks_choose_the_first_shooter_and_diagonal_adjacency():
    editor = make_editor()
    right_end = (editor.first.rect.right - 10, editor.first.rect.centery)
    click_on(editor, right_end)
    assert editor.options()["first"] == 0
    right_end = (editor.adjacency.rect.right - 10, editor.adjacency.rect.centery)
    click_on(editor, right_end)
    assert editor.options() == {"first": 0, "adjacency": "king"}
    state = RULES.new_game(2, 1, editor.options())
    assert state.first == 0 and state.king


def test_keys_move_between_the_two_choices_and_hand_the_focus_back_at_either_end():
    editor = make_editor()
    assert not key_to(editor, pygame.K_UP)  # above the first choice: the form takes over
    assert key_to(editor, pygame.K_RIGHT) and editor.options()["first"] == 0
    assert key_to(editor, pygame.K_RIGHT) and editor.options()["first"] == 1
    assert key_to(editor, pygame.K_DOWN) and editor.stop == "adjacency"
    assert key_to(editor, pygame.K_LEFT) and editor.options()["adjacency"] == "king"
    assert not key_to(editor, pygame.K_DOWN)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(576, 220), (400, 96), (700, 320)])
def test_the_editor_draws_in_both_languages_and_any_size(language, size):
    set_language(language)
    editor = make_editor(size)
    surface = pygame.Surface((1280, 800))
    editor.focused = True
    editor.draw(surface)
    key_to(editor, pygame.K_DOWN)
    key_to(editor, pygame.K_RIGHT)
    editor.draw(surface)
    assert editor.first.rect.width > 0 and editor.adjacency.rect.bottom <= 300 + size[1]


def test_starting_from_the_form_gives_a_game_with_those_options_behind_the_curtain():
    app = App(headless=True, size=(1280, 800))
    setup = SetupScene(app, "reflector")
    app.reset_to(setup)
    app.render()
    setup.editor.adjacency.set_value("king")
    setup.editor.first.set_value(1)
    setup._start()
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Player 1"
    play = app.scenes[-2]
    assert play.match.options == {"adjacency": "king", "first": 1}
