"""The New game form with Plans of Action: goal, suits and a typed or pasted layout or code; the
generic form's honest labels; and a form that scrolls so every option is reachable at any size."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key

from reflectgames.app import App
from reflectgames.games import GAME_IDS
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.setup_panel import OptionsEditor
from reflectgames.i18n import set_language
from reflectgames.scenes.setup import RANDOM, SetupScene
from reflectgames.storage.settings import Settings
from reflectgames.ui.text import set_ui_scale

EXAMPLE = "SASASS/MMACSS/CACCAA/MCMCMM"
SUNS_DONE = "SSSMMM/SSSMMC/ACCAAM/CAACAC"  # suns already in one group


@pytest.fixture
def started(monkeypatch):
    """Matches the form starts, instead of opening the puzzle screen (and its solver process)."""
    matches = []
    monkeypatch.setattr("reflectgames.scenes.navigation.open_match", lambda app, match: matches.append(match))
    return matches


def open_setup(app: App, game_id: str = "plans") -> SetupScene:
    setup = SetupScene(app, game_id)
    app.reset_to(setup)
    app.step([])
    app.render()
    return setup


def type_text(app: App, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])
    app.render()


def focus_layout_field(app: App, setup: SetupScene) -> OptionsEditor:
    editor = setup.editor
    assert isinstance(editor, OptionsEditor)
    setup.group.focus(setup.editor_widget)
    editor.enter(backwards=True)  # straight to the layout field
    return editor


def test_plans_brings_its_own_editor_with_every_suits_value():
    setup = open_setup(App(headless=True, size=(1280, 800)))
    editor = setup.editor
    assert isinstance(editor, OptionsEditor)
    assert [option.value for option in editor.suits.options] == ["one", "two", "three", "all"]
    assert [option.value for option in editor.goal.options] == ["group", "line"]
    assert editor.options() == {"goal": "group", "suits": "one"}  # no layout: the seed deals


def test_a_typed_layout_starts_that_puzzle_with_the_chosen_goal_and_suits(started):
    app = App(headless=True, size=(1280, 800))
    setup = open_setup(app)
    editor = focus_layout_field(app, setup)
    editor.stop = "suits"
    key(app, pygame.K_RIGHT)  # one -> two
    key(app, pygame.K_DOWN)  # on to the layout field
    type_text(app, EXAMPLE.lower())
    assert editor.error() is None
    setup._start()
    assert started[0].options == {"goal": "group", "suits": "two", "layout": EXAMPLE}


def test_a_pasted_code_sets_the_goal_and_suits_it_names(started):
    app = App(headless=True, size=(1280, 800))
    setup = open_setup(app)
    focus_layout_field(app, setup)
    code = Puzzle(EXAMPLE, "line", "three").code
    pygame.scrap.put_text(code)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert setup.editor.entry.text == code
    assert (setup.editor.goal.value, setup.editor.suits.value) == ("line", "three")
    setup._start()
    assert started[0].options == {"goal": "line", "suits": "three", "layout": EXAMPLE}


@pytest.mark.parametrize(("text", "language", "words"), [
    ("SASASS/MMACSS", "en", "4 rows"),
    ("45UK2-25T7X", "en", "typing mistake"),
    ("SASASS/MMACSS/CACCAA/MCMCMM diagonal", "fr", "diagonal"),
    ("45UK2-25T7X", "fr", "faute de frappe"),
])
def test_a_bad_layout_or_code_is_refused_before_starting(started, text, language, words):
    app = App(headless=True, size=(1280, 800))
    app.apply_settings(Settings(language=language))
    setup = open_setup(app)
    focus_layout_field(app, setup)
    type_text(app, text)
    setup._start()
    assert started == [] and words in setup.status


def test_a_layout_that_already_meets_the_chosen_goal_is_refused_but_fits_a_harder_one(started):
    app = App(headless=True, size=(1280, 800))
    setup = open_setup(app)
    editor = focus_layout_field(app, setup)
    type_text(app, SUNS_DONE)
    setup._start()
    assert started == [] and "already meets the goal" in setup.status
    editor.suits.set_value("two")
    setup._start()
    assert started[0].options["suits"] == "two"


def test_the_generic_form_names_real_defaults_and_keeps_random_for_draws(monkeypatch):
    # Without its editor Plans falls back on the generic form: its choices have real defaults.
    from dataclasses import replace

    from reflectgames import games

    monkeypatch.setitem(games._entries, "plans", replace(games.game_entry("plans"), setup_panel=None))
    setup = open_setup(App(headless=True, size=(1280, 800)))
    choices = dict(setup.option_choices)
    assert set(choices) == {"goal", "suits"}  # a free-text layout is left to the deal
    assert choices["goal"].options[choices["goal"].index].text == "Group"
    assert choices["suits"].options[choices["suits"].index].text == "One suit"
    assert all(option.value is not RANDOM for choice in choices.values() for option in choice.options)
    assert "Random" not in {option.text for choice in choices.values() for option in choice.options}


def focusable(setup: SetupScene):
    return [widget for widget in setup.group.widgets if setup.group._usable(widget)]


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("size", [(960, 600), (800, 600)])
def test_every_row_of_the_form_is_reachable_by_keyboard_at_a_large_text_scale(game_id, size):
    app = App(headless=True, size=size)
    app.apply_settings(Settings(language="fr", ui_scale=1.75))
    try:
        setup = open_setup(app, game_id)
        assert setup.scrolling
        view = setup.scroll.viewport
        for _ in range(len(focusable(setup)) * 8):
            focused = setup.group.focused
            if focused is not setup.editor_widget and focused not in (setup.start_button, setup.back_button):
                assert view.contains(focused.rect), focused  # the focus is always wholly in view
            if focused is setup.editor_widget and hasattr(setup.editor, "focus_rect"):
                assert view.contains(setup.editor.focus_rect())
            key(app, pygame.K_TAB)
        assert not setup.start_button.rect.colliderect(view) and not setup.back_button.rect.colliderect(view)
    finally:
        set_language("en")
        set_ui_scale(1.0)


def test_the_wheel_scrolls_the_form_and_a_click_out_of_view_reaches_nothing():
    app = App(headless=True, size=(960, 600))
    app.apply_settings(Settings(language="fr", ui_scale=1.75))
    try:
        setup = open_setup(app, "plans")
        view = setup.scroll.viewport
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=view.center, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False, precise_x=0.0,
                                     precise_y=-5.0)])
        assert setup.scroll.offset > 0
        hidden = setup.game_choice
        assert not view.colliderect(hidden.rect)
        before = hidden.value
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hidden.rect.center, button=1)])
        assert hidden.value == before
    finally:
        set_language("en")
        set_ui_scale(1.0)
