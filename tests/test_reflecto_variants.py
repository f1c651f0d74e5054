"""Reflecto variants: word length, fewer mirrors, written exit numbers, blanks last, options checking."""

from __future__ import annotations

import pytest
from reflecto_helpers import RULES, arrange, screen_at, started

from reflectgames.core.rules import IllegalMove
from reflectgames.games.reflecto.words import normalize_word, screen_faces


def own_faces(state, seat=0):
    view = RULES.observe(state, seat)
    return {s.number: s.letters for s in view.screens if s.owner == seat and s.kind == "letter"}


def test_a_four_letter_word_leaves_the_first_screen_blank_and_it_exits_first():
    state = started(word0="CHAT", word1="LOUP", word_length=4)
    assert own_faces(state) == {1: "", 2: "C", 3: "H", 4: "A", 5: "T"}
    state = arrange(state, {"c6": (0, 0), "a1": (1, 0)}, to_move=0)
    assert RULES.observe(RULES.play(state, "c6-c7"), 0).exit_lanes[0] == [""]


def test_blank_last_puts_the_blank_screens_after_the_letters():
    state = started(word0="CHAT", word1="LOUP", word_length=4, blank_last=[True, False])
    assert own_faces(state, 0) == {1: "C", 2: "H", 3: "A", 4: "T", 5: ""}
    assert own_faces(state, 1) == {1: "", 2: "L", 3: "O", 4: "U", 5: "P"}


def test_long_words_put_two_letters_on_the_last_screens():
    state = started(word0="ELEPHANT", word1="MOUNTAIN", word_length=8)
    assert own_faces(state) == {1: "E", 2: "L", 3: "EP", 4: "HA", 5: "NT"}
    assert screen_faces("PRINCESSES", 5, False) == ("PR", "IN", "CE", "SS", "ES")


def test_a_screen_with_two_letters_shows_both_in_a_mirror_and_the_notebook():
    state = started(word0="ELEPHANT", word1="MOUNTAIN", word_length=8)
    state = arrange(state, {"d4": (0, 5), "d3": (1, 4), "a7": (1, 0), "g1": (0, 0)}, to_move=0)
    view = RULES.observe(state, 0)
    assert screen_at(view, "d3").letters == "IN" and view.notebook == "IN"


def test_one_mirror_fewer_gives_six_letter_screens():
    state = RULES.new_game(2, 1, {"mirrors": [1, 2]})
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "setup PIANO 12M34M5")
    assert error.value.key == "reflecto.illegal.layout" and error.value.params == {"letters": 6, "count": 1}
    state = RULES.play(state, "setup PIANO 123M456", "setup ZEBRE 12M34M5")
    assert own_faces(state) == {1: "", 2: "P", 3: "I", 4: "A", 5: "N", 6: "O"}
    assert RULES.observe(state, 1).letter_screens == [6, 5]


def test_without_mirrors_all_seven_screens_carry_letters():
    state = RULES.new_game(2, 1, {"mirrors": 0, "word_length": 7})
    state = RULES.play(state, "setup PIANIST 1234567", "setup ZEBRINE 7654321")
    assert own_faces(state) == dict(enumerate("PIANIST", start=1))
    assert not any(s.kind == "mirror" for s in RULES.observe(state, 0).screens)


def test_ten_letters_on_five_screens_is_the_longest_word():
    state = started(word0="WATERFALLS", word1="BLACKBOARD", word_length=10)
    assert own_faces(state) == {1: "WA", 2: "TE", 3: "RF", 4: "AL", 5: "LS"}


def test_written_numbers_show_with_the_face_only_for_the_player_who_writes_them():
    placement = {"d4": (1, 5), "d5": (0, 1), "c4": (0, 5), "c3": (1, 1), "a1": (0, 0), "g7": (1, 0)}
    state = arrange(started(show_numbers=True), placement, to_move=0)
    assert screen_at(RULES.observe(state, 1), "d5").number == 2
    assert screen_at(RULES.observe(state, 0), "c3").number == 2
    state = arrange(started(show_numbers=[True, False]), placement, to_move=0)
    assert screen_at(RULES.observe(state, 1), "d5").number == 2
    assert screen_at(RULES.observe(state, 0), "c3").number is None


@pytest.mark.parametrize(
    "options",
    [
        {"word_length": 3}, {"word_length": 11}, {"word_length": "5"}, {"mirrors": 3}, {"mirrors": [1]},
        {"mirrors": True}, {"show_numbers": "yes"}, {"show_numbers": [True, 1]}, {"blank_last": None},
        {"wrong_guess": "never"}, {"first": 2}, {"first": True}, {"dictionary": "de"}, {"memory": 0},
        {"colour": "blue"}, {1: 2}, {"colour": "blue", 2: 3},
    ],
)
def test_impossible_options_are_refused(options):
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, options)


def test_only_two_players():
    with pytest.raises(ValueError):
        RULES.new_game(3, 1)


def test_the_dictionary_option_refuses_words_outside_the_list():
    state = RULES.new_game(2, 1, {"dictionary": "en"})
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "setup QZXVW 12M34M5")
    assert error.value.key == "reflecto.illegal.not_in_dictionary.en"
    assert RULES.play(state, "setup HOUSE 12M34M5")
    french = RULES.new_game(2, 1, {"dictionary": "fr", "word_length": 6})
    assert RULES.play(french, "setup fenêtre 12M34M5".replace("fenêtre", "écoles"))
    with pytest.raises(IllegalMove):
        RULES.parse(french, "setup HOUSES 12M34M5")


def test_accents_and_ligatures_are_stripped():
    assert normalize_word("Élève") == "ELEVE"
    assert normalize_word("cœur") == "COEUR"
    assert normalize_word("Lætitia") == "LAETITIA"
    assert normalize_word("naïf") == "NAIF"
