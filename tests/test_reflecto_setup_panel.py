"""The Reflecto part of the New game form, driven like a player would: clicks and keys only."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click_on, key_to

from reflectgames.app import App
from reflectgames.games import get_rules
from reflectgames.games.reflecto.setup_panel import OptionsEditor
from reflectgames.i18n import set_language, t
from reflectgames.scenes.setup import SetupScene
from reflectgames.ui.theme import get_palette

RULES = get_rules("reflecto")


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def make_editor(size=(576, 320)) -> OptionsEditor:
    editor = OptionsEditor(get_palette("standard"))
    editor.layout(pygame.Rect(192, 300, *size))
    return editor


def click_right(editor: OptionsEditor, name: str) -> None:
    rect = editor.choices[name].rect
    pos = (rect.right - 8, rect.centery)
    click_on(editor, pos)


def test_the_defaults_are_the_rulebook_game():
    editor = make_editor()
    assert editor.options() == {"word_length": 5, "dictionary": "none", "mirrors": 2,
                                "wrong_guess": "lose", "show_numbers": False, "memory": True,
                                "blank_last": False, "first": 0}
    assert editor.error() is None


def test_per_player_handicaps_become_lists_of_two():
    editor = make_editor()
    for _ in range(3):
        click_right(editor, "mirrors")  # 2 each -> 1 each -> none -> 1 and 2
    click_right(editor, "show_numbers")  # nobody -> player 1
    options = editor.options()
    assert options["mirrors"] == [1, 2] and options["show_numbers"] == [True, False]
    state = RULES.new_game(2, 1, options)
    assert RULES.observe(state, 0).letter_screens == [6, 5]


def test_keys_walk_the_choices_and_change_them_and_leave_at_either_end():
    editor = make_editor()
    key_to(editor, pygame.K_RIGHT)  # word length 5 -> 6
    assert editor.options()["word_length"] == 6
    key_to(editor, pygame.K_DOWN)
    key_to(editor, pygame.K_RIGHT)  # dictionary: English
    assert editor.options()["dictionary"] == "en"
    assert key_to(editor, pygame.K_UP)
    assert not key_to(editor, pygame.K_UP)  # past the first choice the form takes over
    for _ in range(7):
        assert key_to(editor, pygame.K_TAB)
    assert not key_to(editor, pygame.K_TAB)


def test_a_narrow_short_editor_uses_two_columns_and_shows_every_choice():
    editor = make_editor((600, 200))
    assert editor.columns == 2 and all(choice.visible for choice in editor.choices.values())


def test_starting_from_the_form_opens_a_reflecto_game_with_those_options():
    app = App(headless=True, size=(1280, 800))
    scene = SetupScene(app, "reflecto")
    app.reset_to(scene)
    app.step([])
    click_right(scene.editor, "word_length")
    click_right(scene.editor, "wrong_guess")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.start_button.rect.center, button=1)])
    play = app.scenes[0]
    assert type(play).__name__ == "PlayScene" and play.match.game_id == "reflecto"
    assert play.match.options["word_length"] == 6 and play.match.options["wrong_guess"] == "lose_turn"
    assert type(app.top).__name__ == "HandoffScene"  # the curtain comes before the first setup


def test_labels_follow_the_language():
    editor = make_editor()
    surface = pygame.Surface((960, 700))
    set_language("fr")
    editor.draw(surface)
    assert editor.choices["word_length"].label == t("reflecto_setup.word_length") == "Mots"
