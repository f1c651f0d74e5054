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
from reflectgames.storage.settings import Settings
from reflectgames.ui.text import set_ui_scale
from reflectgames.ui.theme import get_palette

RULES = get_rules("reflecto")


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def make_editor(size=(576, 320)) -> OptionsEditor:
    editor = OptionsEditor(get_palette("standard"))
    editor.layout(pygame.Rect(192, 300, *size))
    return editor


def click_right(editor: OptionsEditor, name: str, seat: int | None = None) -> None:
    """A click on the right arrow of a shared choice, or of one player's value."""
    choice = editor.choices[name] if seat is None else editor.pairs[name][seat]
    editor.column.reveal(choice)
    click_on(editor, (choice.rect.right - 8, choice.rect.centery))


def test_the_defaults_are_the_rulebook_game():
    editor = make_editor()
    assert editor.options() == {"word_length": 5, "split": "standard", "mirrors": 2, "show_numbers": False,
                                "blank_last": False, "dictionary": "none", "wrong_guess": "lose",
                                "memory": True, "first": 0}
    assert editor.error() is None


def test_each_player_has_their_own_values():
    editor = make_editor()
    click_right(editor, "word_length", 1)  # player 2: 6 letters
    click_right(editor, "mirrors", 0)  # player 1: one mirror
    click_right(editor, "split", 1)  # player 2: free
    click_right(editor, "blank_last", 0)
    options = editor.options()
    assert options["word_length"] == [5, 6] and options["mirrors"] == [1, 2]
    assert options["split"] == ["standard", "free"] and options["blank_last"] == [True, False]
    state = RULES.new_game(2, 1, options)
    assert RULES.observe(state, 0).letter_screens == [6, 5] and RULES.observe(state, 0).word_lengths == [5, 6]


def test_some_numbers_are_chosen_on_the_players_chips():
    editor = make_editor()
    click_right(editor, "show_numbers", 1)  # player 2: all
    assert editor.options()["show_numbers"] == [False, True]
    for _ in range(2):
        click_right(editor, "show_numbers", 0)  # player 1: none -> all -> some
    picker = editor.pickers[0]
    assert picker.enabled and not editor.pickers[1].enabled
    editor.column.reveal(picker)
    chips = picker._chips()
    click_on(editor, chips[2].center)  # number 3 joins number 1
    assert editor.options()["show_numbers"] == [[1, 3], True]
    click_right(editor, "mirrors", 0)  # a sixth letter screen: six chips
    assert len(editor.pickers[0]._chips()) == 6
    assert RULES.new_game(2, 1, editor.options()).config.numbered == (0b101, 0b11111)


def test_keys_walk_the_choices_and_change_them_and_leave_at_either_end():
    editor = make_editor()
    key_to(editor, pygame.K_RIGHT)  # player 1's word length 5 -> 6
    assert editor.options()["word_length"] == [6, 5]
    key_to(editor, pygame.K_DOWN)
    key_to(editor, pygame.K_RIGHT)  # player 2's word length
    assert editor.options()["word_length"] == 6
    assert key_to(editor, pygame.K_UP)
    assert not key_to(editor, pygame.K_UP)  # past the first choice the form takes over
    for _ in range(len(editor.stops()) - 1):
        assert key_to(editor, pygame.K_TAB)
    assert not key_to(editor, pygame.K_TAB)


@pytest.mark.parametrize("size", [(600, 200), (330, 250), (900, 120)])
def test_at_a_large_text_scale_every_control_is_reached_by_the_keyboard_and_scrolled_into_view(size):
    set_ui_scale(1.75)
    editor = make_editor(size)
    assert editor.column.overflows
    key_to(editor, pygame.K_DOWN)
    for key in ("show_numbers", "show_numbers"):  # player 1 chooses some numbers: the chips join in
        editor.pairs[key][0].step(1)
    seen = []
    stops = editor.stops()
    editor.stop = stops[0]
    for index in range(len(stops)):
        widget = editor.stop
        seen.append(widget)
        assert editor.column.viewport.contains(widget.rect), index
        if index < len(stops) - 1:
            assert key_to(editor, pygame.K_TAB)
    assert seen == stops and editor.pickers[0] in seen
    key_to(editor, pygame.K_RIGHT)  # the last control, who moves first, changes by key
    assert editor.options()["first"] == 1


def test_the_mouse_wheel_reaches_the_last_choice_and_a_click_changes_it():
    set_ui_scale(1.75)
    editor = make_editor((600, 200))
    last = editor.choices["first"]
    assert not editor.column.is_shown(last)
    editor.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=editor.rect.center, rel=(0, 0),
                                           buttons=(0, 0, 0)))
    for _ in range(20):
        editor.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert editor.column.viewport.contains(last.rect)
    click_on(editor, (last.rect.right - 8, last.rect.centery))
    assert editor.options()["first"] == 1


def test_starting_from_the_form_opens_a_reflecto_game_with_those_options():
    app = App(headless=True, size=(1280, 800))
    scene = SetupScene(app, "reflecto")
    app.reset_to(scene)
    app.step([])
    click_right(scene.editor, "word_length", 0)
    click_right(scene.editor, "word_length", 1)
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
    assert editor.labels["word_length"].text == t("reflecto_setup.word_length") == "Longueur du mot"
    assert editor.choices["first"].options[0].text == "Joueur 1"


def test_on_the_new_game_screen_the_wheel_scrolls_the_options_under_the_pointer_without_a_click():
    app = App(headless=True, size=(1280, 800))
    app.apply_settings(Settings(language="fr", ui_scale=1.75))
    scene = SetupScene(app, "reflecto")
    app.reset_to(scene)
    app.step([])
    editor = scene.editor
    assert editor.column.max_offset > 0  # at this scale the options do not all fit
    assert not scene.editor_widget.focused
    shown = editor.column.viewport.clip(scene.scroll.viewport) if scene.scrolling else editor.column.viewport
    inside = shown.center  # on the part of the options the window shows
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)] * 3)
    assert editor.column.offset > 0
    away = (5, 5)  # the pointer outside the options: the wheel leaves them alone
    offset = editor.column.offset
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert editor.column.offset == offset
