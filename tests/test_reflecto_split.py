"""The rulebook's variants per player: word lengths, a free split of the letters, some numbers written."""

from __future__ import annotations

import pytest
from reflecto_helpers import RULES, arrange, screen_at, started

from reflectgames.core.errors import InvalidSetup
from reflectgames.core.rules import IllegalMove


def refused_key(state, text):
    with pytest.raises(IllegalMove) as refusal:
        RULES.play(state, text)
    return refusal.value.key


# --- word length per player ---------------------------------------------------------------------------


def test_each_player_writes_a_word_of_their_own_length_and_both_lengths_are_public():
    state = started(word0="CHAT", word1="ELEPHANT", word_length=[4, 8])
    assert state.faces == (("", "C", "H", "A", "T"), ("E", "L", "EP", "HA", "NT"))
    for seat in (0, 1):
        assert RULES.observe(state, seat).word_lengths == [4, 8]
        assert RULES.observe(state, seat).model_dump(mode="json")["word_lengths"] == [4, 8]


def test_a_word_of_the_other_players_length_is_refused_at_setup():
    state = RULES.new_game(2, 1, {"word_length": [4, 8]})
    assert refused_key(state, "setup ELEPHANT 12M34M5") == "reflecto.illegal.word_length"
    state = RULES.play(state, "setup CHAT 12M34M5")
    assert refused_key(state, "setup CHAT M12345M") == "reflecto.illegal.word_length"


def test_a_guess_has_the_length_of_the_opponents_word():
    state = started(word0="CHAT", word1="ELEPHANT", word_length=[4, 8], wrong_guess="lose_turn")
    assert refused_key(state, "guess LOUP") == "reflecto.illegal.guess_length"
    after = RULES.play(state, "guess ELEPHANT")
    assert RULES.outcome(after).winners == frozenset({0})
    player_one = RULES.play(state, "guess MOUNTAIN")  # wrong: only the turn is lost
    assert refused_key(player_one, "guess ELEPHANT") == "reflecto.illegal.guess_length"
    assert RULES.outcome(RULES.play(player_one, "guess CHAT")).winners == frozenset({1})


# --- the free split -----------------------------------------------------------------------------------


def test_a_free_split_puts_the_given_number_of_letters_on_each_screen_in_exit_order():
    state = RULES.new_game(2, 1, {"word_length": 8, "split": "free"})
    state = RULES.play(state, "setup ELEPHANT 12M34M5 2-2-1-2-1", "setup MOUNTAIN M12345M 3-0-3-1-1")
    assert state.faces == (("EL", "EP", "H", "AN", "T"), ("MOU", "", "NTA", "I", "N"))


def test_the_setup_text_keeps_the_split_and_parses_back():
    state = RULES.new_game(2, 1, {"word_length": 8, "split": "free"})
    move = RULES.parse(state, "setup elephant 12m34m5 2-2-1-2-1")
    assert str(move) == "setup ELEPHANT 12M34M5 2-2-1-2-1"
    assert RULES.parse(state, str(move)) == move
    assert move != RULES.parse(state, "setup ELEPHANT 12M34M5 2-2-2-1-1")


def test_without_the_suffix_a_free_player_gets_the_standard_split():
    state = RULES.new_game(2, 1, {"word_length": 8, "split": "free"})
    state = RULES.play(state, "setup ELEPHANT 12M34M5", "setup MOUNTAIN M12345M")
    assert state.faces[0] == ("E", "L", "EP", "HA", "NT")


def test_with_the_standard_split_a_suffix_is_refused():
    state = RULES.new_game(2, 1, {"word_length": 8, "split": ["standard", "free"]})
    assert refused_key(state, "setup ELEPHANT 12M34M5 2-2-1-2-1") == "reflecto.illegal.split_standard"
    state = RULES.play(state, "setup ELEPHANT 12M34M5")
    assert RULES.play(state, "setup MOUNTAIN M12345M 2-2-2-1-1").faces[1] == ("MO", "UN", "TA", "I", "N")


@pytest.mark.parametrize("suffix", ["2-2-1-2", "2-2-1-2-1-0", "2-2-1-2-2", "4-1-1-1-1", "0-0-2-3-2"])
def test_a_split_must_give_every_letter_screen_0_to_3_letters_summing_to_the_word(suffix):
    state = RULES.new_game(2, 1, {"word_length": 8, "split": "free"})
    assert refused_key(state, f"setup ELEPHANT 12M34M5 {suffix}") == "reflecto.illegal.split"


@pytest.mark.parametrize("suffix", ["2-2-x-2-1", "2--2", "22121", "²-2-1-2-1"])
def test_a_split_that_is_not_numbers_joined_by_dashes_is_refused(suffix):
    state = RULES.new_game(2, 1, {"word_length": 8, "split": "free"})
    key = refused_key(state, f"setup ELEPHANT 12M34M5 {suffix}")
    assert key in ("reflecto.illegal.split_notation", "reflecto.illegal.split")


def test_a_screen_split_with_no_letter_is_a_blank_that_exits_in_its_turn():
    state = RULES.new_game(2, 1, {"split": "free", "first": 0})
    state = RULES.play(state, "setup PIANO 12M34M5 0-2-1-1-1", "setup ZEBRE M12345M")
    assert state.faces[0] == ("", "PI", "A", "N", "O")
    placed = arrange(state, {"a6": (0, 0), "c6": (1, 0), "g1": (1, 1)}, to_move=0)
    after = RULES.play(placed, "a6-a7")
    assert after.exited[0] == 1


def test_a_free_split_with_more_screens_than_letters_and_one_mirror_less():
    state = RULES.new_game(2, 1, {"split": "free", "mirrors": [1, 2], "word_length": 4})
    state = RULES.play(state, "setup LOUP 123M456 1-0-1-0-1-1", "setup CHAT M12345M")
    assert state.faces[0] == ("L", "", "O", "", "U", "P")


# --- some exit numbers written ------------------------------------------------------------------------


def test_only_the_listed_screens_show_their_number_when_seen():
    # Player 1's screens 1 and 4 stand in front of player 0's mirrors; only screen 4 is numbered.
    placement = {"d4": (0, 5), "d3": (1, 3), "b4": (0, 6), "b3": (1, 0), "g1": (0, 0), "g7": (1, 1)}
    state = arrange(started(show_numbers=[[1, 3], [4]]), placement, to_move=0)
    view = RULES.observe(state, 0)
    assert screen_at(view, "d3").number == 4 and screen_at(view, "d3").letters == "R"
    assert screen_at(view, "b3").number is None and screen_at(view, "b3").letters == "Z"
    assert view.numbered == [1, 3]
    assert RULES.observe(state, 1).numbered == [4]


def test_a_list_of_numbers_is_one_value_for_both_players():
    state = RULES.new_game(2, 1, {"show_numbers": [1, 3]})
    assert state.config.numbered == (0b101, 0b101)
    assert RULES.new_game(2, 1, {"show_numbers": [True, False]}).config.numbered == (0b11111, 0)
    assert RULES.new_game(2, 1, {"show_numbers": [[], [2]]}).config.numbered == (0, 0b10)
    assert RULES.new_game(2, 1, {"show_numbers": [6], "mirrors": 1}).config.numbered == (0b100000,) * 2


@pytest.mark.parametrize("options", [
    {"show_numbers": [6]}, {"show_numbers": [1, 1]}, {"show_numbers": [0]}, {"show_numbers": [[7], False],
                                                                              "mirrors": [1, 0]},
    {"show_numbers": [True, 1]}, {"show_numbers": ["1"]}, {"word_length": [4, 11]}, {"word_length": [5]},
    {"split": "odd"}, {"split": ["free"]}, {"split": True}, {"word_length": [4, 5, 6]},
])
def test_impossible_variant_values_are_refused_with_the_options_message(options):
    with pytest.raises(InvalidSetup) as refusal:
        RULES.new_game(2, 1, options)
    assert refusal.value.key == f"validation.reflecto.{next(iter(options))}"
