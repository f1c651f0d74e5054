"""The Reflection Pond set-up editor, driven like a player would: clicks and keys only."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click_on, key_to

from reflectgames.games import get_rules
from reflectgames.games.pond.board import row_col
from reflectgames.games.pond.setup_panel import OptionsEditor
from reflectgames.i18n import set_language
from reflectgames.ui.text import set_ui_scale
from reflectgames.ui.theme import get_palette

RULES = get_rules("pond")


@pytest.fixture(autouse=True)
def screen():
    pygame.init()
    return pygame.Surface((960, 600))


def make_editor(size=(576, 120)) -> OptionsEditor:
    editor = OptionsEditor(get_palette("standard"))
    editor.layout(pygame.Rect(192, 352, *size))
    return editor


def click_segment(editor: OptionsEditor, row: int, index: int, count: int) -> None:
    click_on(editor, editor.segment_rects(editor.rows[row], count)[index].center)


def click_pad(editor: OptionsEditor, tile: int, button: int = 1) -> None:
    click_on(editor, editor.pad_rect(tile).center, button)


def observe(options):
    return RULES.observe(RULES.new_game(2, 7, options), 0)


def test_random_setup_fixes_nothing():
    editor = make_editor()
    assert editor.options() == {}
    assert editor.error() is None


def test_chosen_tiles_by_clicks_build_exactly_that_game(screen):
    editor = make_editor()
    click_segment(editor, 0, 1, 2)  # "Choose tiles"
    assert editor.mode == "choose"
    click_segment(editor, 1, 0, 3)  # the fly tool
    for tile in (1, 4, 8, 13, 16):
        click_pad(editor, tile)
    # The tool moves on by itself once the five flies are down.
    assert editor.tool == "start"
    click_pad(editor, 6)
    assert editor.tool == "water"
    click_pad(editor, 11)
    click_pad(editor, 15)
    assert editor.error() is None
    options = editor.options()
    assert options == {"flies": [1, 4, 8, 13, 16], "start": 6, "water": [11, 15]}
    view = observe(options)
    for pond in view.ponds:
        assert pond.flies == [1, 4, 8, 13, 16]
        assert pond.frog == 6
        assert pond.water == [11, 15]
    editor.draw(screen)


def test_a_half_placed_kind_of_piece_says_what_is_missing():
    editor = make_editor()
    click_segment(editor, 0, 1, 2)
    for tile in (1, 2, 3):
        click_pad(editor, tile)
    assert editor.error() == "Place 2 more flies, or lift them all to have the flies drawn at random."
    click_pad(editor, 4)
    assert editor.error() == "Place 1 more fly, or lift them all to have the flies drawn at random."
    click_pad(editor, 5)
    assert editor.error() is None  # frog start and water are left to the draw
    click_pad(editor, 7)  # the tool is on the frog start now
    click_segment(editor, 1, 2, 3)
    click_pad(editor, 8)
    assert editor.error() == "Place 1 more water tile, or lift it to have the water drawn at random."


@pytest.mark.parametrize("fixed", [("flies",), ("start",), ("water",), ("flies", "water"), ("start", "water"),
                                   ("flies", "start"), ()])
def test_any_kinds_of_piece_may_be_fixed_and_the_rest_are_drawn(fixed):
    editor = make_editor()
    click_segment(editor, 0, 1, 2)
    pads = {"flies": (1, 4, 8, 13, 16), "start": (6,), "water": (11, 15)}
    for tool in fixed:
        click_segment(editor, 1, ("flies", "start", "water").index(tool), 3)
        for tile in pads[tool]:
            click_pad(editor, tile)
    assert editor.error() is None
    options = editor.options()
    assert set(options) == set(fixed)
    assert editor.drawn_at_random() == [tool for tool in ("flies", "start", "water") if tool not in fixed]
    view = observe(options)
    for pond in view.ponds:
        if "flies" in fixed:
            assert pond.flies == [1, 4, 8, 13, 16]
        if "start" in fixed:
            assert pond.frog == 6
        if "water" in fixed:
            assert pond.water == [11, 15]


def test_the_labels_say_drawn_at_random_for_what_is_left_free(screen):
    editor = make_editor()
    click_segment(editor, 0, 1, 2)
    click_segment(editor, 1, 1, 3)
    click_pad(editor, 6)
    labels = editor.tool_labels()
    assert labels[0][2] == "Flies drawn at random" and labels[2][2] == "Water drawn at random"
    assert labels[1][1] == "1 of 1"
    assert editor._status()[0] == "Ready: both ponds get these tiles; drawn at random: Flies, Water."
    set_language("fr")
    assert editor.tool_labels()[0][1] == "au hasard"
    editor.draw(screen)


def test_the_error_line_follows_the_language():
    editor = make_editor()
    click_segment(editor, 0, 1, 2)
    click_pad(editor, 3)
    set_language("fr")
    assert editor.error() == "Placez encore 4 mouches, ou retirez-les toutes pour un tirage au hasard."


def test_clicking_a_piece_again_lifts_it():
    editor = make_editor()
    click_segment(editor, 0, 1, 2)
    click_pad(editor, 9)
    click_pad(editor, 9)
    assert editor.flies == []


def test_a_pad_holds_one_piece_a_new_one_replaces_the_old():
    editor = make_editor()
    click_segment(editor, 0, 1, 2)
    click_pad(editor, 3)  # a fly
    click_segment(editor, 1, 2, 3)  # water
    click_pad(editor, 3)
    assert editor.flies == [] and editor.water == [3]
    assert "replaced" in editor.notice
    click_segment(editor, 1, 1, 3)  # frog start
    click_pad(editor, 3)
    assert editor.water == [] and editor.start == 3


def test_a_sixth_fly_is_refused_with_a_reason():
    editor = make_editor()
    click_segment(editor, 0, 1, 2)
    for tile in (1, 2, 3, 4, 5):
        click_pad(editor, tile)
    click_segment(editor, 1, 0, 3)
    click_pad(editor, 9)
    assert 9 not in editor.flies and len(editor.flies) == 5
    assert editor.notice == "All 5 flies are placed: click one of them to lift it first."


def test_right_click_clears_a_pad():
    editor = make_editor()
    click_segment(editor, 0, 1, 2)
    click_pad(editor, 12)
    click_pad(editor, 12, button=3)
    assert editor.flies == []


def test_clicking_the_pond_in_random_mode_starts_choosing():
    editor = make_editor()
    click_pad(editor, 10)
    assert editor.mode == "choose" and editor.flies == [10]


def test_back_to_random_fixes_nothing_again():
    editor = make_editor()
    click_segment(editor, 0, 1, 2)
    click_pad(editor, 10)
    click_segment(editor, 0, 0, 2)
    assert editor.options() == {} and editor.error() is None


def test_who_starts_is_a_choice_of_random_or_a_player():
    editor = make_editor()
    click_on(editor, (editor.first.rect.right - 10, editor.first.rect.centery))
    assert editor.options() == {"first": 0}
    assert observe(editor.options()).to_move == 0
    click_on(editor, (editor.first.rect.right - 10, editor.first.rect.centery))
    assert editor.options() == {"first": 1}
    click_on(editor, (editor.first.rect.right - 10, editor.first.rect.centery))
    assert editor.options() == {}


def move_cursor_to(editor: OptionsEditor, tile: int) -> None:
    row, col = row_col(tile)
    current_row, current_col = row_col(editor.cursor)
    for _ in range(current_row - row):
        key_to(editor, pygame.K_UP)
    for _ in range(row - current_row):
        key_to(editor, pygame.K_DOWN)
    for _ in range(current_col - col):
        key_to(editor, pygame.K_LEFT)
    for _ in range(col - current_col):
        key_to(editor, pygame.K_RIGHT)
    assert editor.cursor == tile


def test_keyboard_only_placement():
    editor = make_editor()
    assert key_to(editor, pygame.K_RIGHT)  # the mode row: over to "Choose tiles"
    assert editor.mode == "choose"
    assert key_to(editor, pygame.K_TAB) and editor.stop == "tool"
    assert key_to(editor, pygame.K_TAB) and editor.stop == "pond"
    for tile in (2, 3, 5, 12, 14):
        move_cursor_to(editor, tile)
        key_to(editor, pygame.K_SPACE)
    move_cursor_to(editor, 7)
    key_to(editor, pygame.K_RETURN)
    for tile in (1, 16):
        move_cursor_to(editor, tile)
        key_to(editor, pygame.K_RETURN)
    assert editor.error() is None
    # Down from the bottom row leaves the pond for "Who starts"; Right picks player 2... after player 1.
    move_cursor_to(editor, 13)
    assert key_to(editor, pygame.K_DOWN) and editor.stop == "first"
    key_to(editor, pygame.K_RIGHT)
    key_to(editor, pygame.K_RIGHT)
    assert editor.options() == {"flies": [2, 3, 5, 12, 14], "start": 7, "water": [1, 16], "first": 1}
    view = observe(editor.options())
    assert view.ponds[1].flies == [2, 3, 5, 12, 14] and view.to_move == 1


def test_keyboard_tool_choice_and_leaving_the_editor():
    editor = make_editor()
    key_to(editor, pygame.K_RIGHT)
    key_to(editor, pygame.K_DOWN)
    assert editor.stop == "tool"
    key_to(editor, pygame.K_RIGHT)
    assert editor.tool == "start"
    key_to(editor, pygame.K_TAB)
    key_to(editor, pygame.K_RETURN)
    assert editor.start == 1
    key_to(editor, pygame.K_TAB)
    # Tab past the last control is left to the form, which moves its own focus on.
    assert key_to(editor, pygame.K_TAB) is False
    assert editor.focused is False
    # Shift+Tab from the first control also hands the focus back.
    editor.stop = "mode"
    assert key_to(editor, pygame.K_TAB, pygame.KMOD_SHIFT) is False


@pytest.mark.parametrize("size", [(576, 120), (576, 224), (864, 180), (300, 420)])
@pytest.mark.parametrize("palette", ["standard", "colorblind"])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_draws_at_every_size_palette_and_scale(size, palette, scale):
    set_ui_scale(scale)
    surface = pygame.Surface((1280, 800))
    editor = OptionsEditor(get_palette(palette))
    editor.layout(pygame.Rect(100, 100, *size))
    editor.draw(surface)
    click_pad(editor, 6)
    for tile in (1, 2, 3, 4):
        click_pad(editor, tile)
    editor.focused = True
    editor.stop = "pond"
    editor.draw(surface)
    assert editor.pond.width > 0 and editor.rect.contains(editor.pond)
    for row in editor.rows:
        assert editor.rect.contains(row)


def test_an_impossible_set_is_reported_not_started():
    editor = make_editor()
    editor.mode = "choose"
    # Pieces set behind the editor's back, overlapping: the rules still have the last word.
    editor.flies = [1, 2, 3, 4, 5]
    editor.start = 6
    editor.water = [6, 7]
    assert editor.error() == "These tiles do not make a valid set-up."
    with pytest.raises(ValueError):
        RULES.new_game(2, 0, editor.options())
