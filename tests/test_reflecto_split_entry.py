"""The word entry at setup: each player's own length, and with the free split the counts per screen."""

from __future__ import annotations

import pygame
import pytest

from reflectgames.games import get_rules
from reflectgames.games.reflecto.setup_view import SetupView

RULES = get_rules("reflecto")


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def view_for(options, seat=0):
    state = RULES.new_game(2, 1, options)
    if seat == 1:
        state = RULES.play(state, "setup " + "A" * state.config.word_lengths[0] + " 12M34M5")
    return state, SetupView(RULES.observe(state, seat))


def key(code, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=text, scancode=0)


def test_each_player_types_a_word_of_their_own_length():
    _state, first = view_for({"word_length": [4, 9]})
    _state, second = view_for({"word_length": [4, 9]}, seat=1)
    assert first.entry.word_length == 4 and second.entry.word_length == 9
    assert first.split is None


def test_a_free_split_starts_standard_and_its_counts_reach_the_move():
    state, view = view_for({"split": "free", "word_length": 8})
    view.entry.letters = "ELEPHANT"
    assert str(view.move()) == "setup ELEPHANT 12M34M5"  # unchanged: the standard split
    assert view.faces() == ("E", "L", "EP", "HA", "NT")
    view.split.set(0, 2)
    view.split.set(2, 1)
    assert view.faces() == ("EL", "E", "P", "HA", "NT")
    assert str(view.ready().move) == "setup ELEPHANT 12M34M5 2-1-1-2-2"
    assert RULES.play(state, str(view.ready().move)).faces[0] == ("EL", "E", "P", "HA", "NT")


def test_digits_set_the_count_of_the_screen_under_the_cursor_and_mirrors_take_none():
    _state, view = view_for({"split": "free", "word_length": 8})
    view.entry.letters = "ELEPHANT"
    view.cursor = 0  # file a holds letter screen 1
    view._key(key(pygame.K_3, "3"))
    assert view.split.counts[0] == 3
    intent = view.ready()
    assert intent.error and intent.move is None  # nine letters placed for an eight-letter word
    view.cursor = 2  # file c holds a mirror
    assert view._key(key(pygame.K_1, "1")).error
    view.cursor = 1
    view._key(key(pygame.K_0, "0"))  # letter screen 2 becomes blank
    view.cursor = 3  # file d: letter screen 3
    view._key(key(pygame.K_1, "1"))
    assert str(view.ready().move) == "setup ELEPHANT 12M34M5 3-0-1-2-2"


def test_clicks_on_a_count_add_and_take_away_letters():
    _state, view = view_for({"split": "free", "word_length": 5})
    view.split.rect = pygame.Rect(0, 0, 400, view.split.height())
    box = view.split.boxes()[4]
    assert view.split.click((box.centerx, box.top + 2))
    assert view.split.counts[4] == 2
    assert view.split.click((box.centerx, box.bottom - 2))
    view.split.click((box.centerx, box.bottom - 2))
    assert view.split.counts[4] == 0
    view.split.click((box.centerx, box.bottom - 2))
    assert view.split.counts[4] == 0  # never below a blank
