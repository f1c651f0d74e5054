"""The Reflecto computer player's words: its own secret word, the candidates for the other, its guesses."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from reflecto_helpers import RULES, started

from reflectgames.ai import choose_move
from reflectgames.games.reflecto.ai import AI
from reflectgames.games.reflecto.ai_words import WordClues, candidates, clues_of, spelled_words
from reflectgames.games.reflecto.moves import GuessMove, SetupMove
from reflectgames.games.reflecto.words import in_dictionary, screen_faces, standard_split

GAME_AI = AI(RULES)


def _clues(*, fixed=(), loose=(), exited=0, length=5, screens=5, spare=3, excluded=(), dictionary="none"):
    shape = standard_split(length, screens, False)
    return WordClues(length, screens, shape, exited, tuple(fixed), tuple(sorted(loose)), spare,
                     frozenset(excluded), dictionary)


def _seen(state, seat, screens):
    """`state` where `seat` has seen the faces of the opponent's screens with these indices."""
    identified = list(state.identified)
    identified[seat] = sum(1 << index for index in screens)
    return replace(state, identified=tuple(identified))


@pytest.mark.parametrize(
    "options", [{}, {"dictionary": "fr", "word_length": 7}, {"word_length": 10, "mirrors": 1}]
)
def test_the_secret_word_is_listed_and_the_rules_accept_it(options):
    state = RULES.new_game(2, 4, options)
    for _seat in (0, 1):
        seat = RULES.to_move(state)
        move = GAME_AI.opening_move(RULES.observe(state, seat), random.Random(seat))
        assert isinstance(move, SetupMove)
        assert len(move.word) == state.config.word_lengths[seat]
        assert in_dictionary(move.word, options.get("dictionary", "en"))
        state = RULES.apply(state, RULES.parse(state, str(move)))
    assert RULES.observe(state, 0).phase == "play"


def test_candidates_fit_the_known_faces_and_numbers():
    clues = _clues(fixed=[(0, "S")], loose=[("T", False), ("A", False)])
    words = candidates(clues).words
    assert "STAND" in words and "START" in words
    assert "SMILE" not in words  # no T, no A
    assert "TASTE" not in words  # does not start with S
    for word in words:
        assert word[0] == "S" and "T" in word[1:] and "A" in word[1:]


def test_a_seen_letter_on_the_last_row_is_not_the_next_to_leave():
    # A letter screen standing on its owner's last row would have left if it were next in order.
    near = candidates(_clues(loose=[("S", True)])).words
    anywhere = candidates(_clues(loose=[("S", False)])).words
    assert "STAND" in anywhere and "STAND" not in near
    assert "BASIS" in near


def test_the_exit_lanes_and_wrong_guesses_narrow_the_words():
    clues = _clues(fixed=[(0, "P"), (1, "I")], exited=2, excluded=["PIANO"])
    words = candidates(clues).words
    assert "PIANO" not in words and "PILOT" in words
    assert all(word.startswith("PI") for word in words)


def test_blank_screens_only_match_blank_places():
    clues = WordClues(4, 5, (0, 1, 1, 1, 1), 0, (), (("", False), ("P", False)), 3, frozenset(), "none")
    words = candidates(clues).words
    assert "PLAN" in words
    assert all(screen_faces(word, 5, False)[0] == "" for word in words)


def test_clues_come_from_the_observation_only():
    state = _seen(started(word1="TABLE", show_numbers=True), 0, [0, 2])
    clues = clues_of(RULES.observe(state, 0))
    assert clues.fixed == ((0, "T"), (2, "B"))
    assert "TABLE" in candidates(clues).words


def test_one_word_left_is_guessed():
    state = _seen(started(word1="ZEBRE"), 0, range(5))
    assert candidates(clues_of(RULES.observe(state, 0))).words == ("ZEBRE",)
    move = choose_move("reflecto", state, 0, seed=1, iterations=5)
    assert isinstance(move, GuessMove) and move.word == "ZEBRE"


@pytest.mark.parametrize("seen", [(), (0,), (1, 3)])
def test_no_guess_from_a_few_letters(seen):
    state = _seen(started(word1="TABLE"), 0, seen)
    for seed in range(3):
        assert not isinstance(choose_move("reflecto", state, 0, seed=seed, iterations=20), GuessMove)


def test_a_word_in_no_list_is_guessed_only_once_spelled_out():
    partly = _seen(started(word1="QXZVJ", show_numbers=True), 0, range(3))
    assert not candidates(clues_of(RULES.observe(partly, 0))).words
    assert not isinstance(choose_move("reflecto", partly, 0, seed=2, iterations=20), GuessMove)
    whole = _seen(partly, 0, range(5))
    move = choose_move("reflecto", whole, 0, seed=2, iterations=20)
    assert isinstance(move, GuessMove) and move.word == "QXZVJ"


def test_letters_without_their_order_are_not_enough_to_guess():
    state = _seen(started(word1="QXZVJ"), 0, range(5))
    assert len(spelled_words(clues_of(RULES.observe(state, 0)))) == 120
    assert not isinstance(choose_move("reflecto", state, 0, seed=3, iterations=20), GuessMove)


def test_a_wrong_guess_is_not_repeated_when_it_only_costs_a_turn():
    state = _seen(started(word1="ZEBRE", wrong_guess="lose_turn"), 0, range(5))
    state = RULES.play(state, "guess BREEZ")
    state = RULES.play(state, str(RULES.legal_moves(state)[0]))
    clues = clues_of(RULES.observe(state, 0))
    assert "BREEZ" in clues.excluded
    assert choose_move("reflecto", state, 0, seed=1, iterations=5).word == "ZEBRE"
