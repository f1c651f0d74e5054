"""The computer plays every variant: its own word length and split, guesses of the other length,
and worlds that stay true to what it saw when the opponent spread their letters freely."""

from __future__ import annotations

import random

import pytest
from reflecto_helpers import RULES, arrange

from reflectgames.ai import choose_move
from reflectgames.ai.arena import play_game
from reflectgames.games.reflecto.ai import AI, free_split
from reflectgames.games.reflecto.ai_words import clues_of
from reflectgames.games.reflecto.ai_worlds import Belief
from reflectgames.games.reflecto.moves import GuessMove
from reflectgames.games.reflecto.rules import random_opening

GAME_AI = AI(RULES)
VARIANTS = [
    {"word_length": [4, 9], "first": 1},
    {"split": "free", "word_length": [8, 6]},
    {"split": ["free", "standard"], "mirrors": [1, 2], "word_length": [4, 10]},
    {"show_numbers": [[1, 3], True], "wrong_guess": "lose_turn", "split": "free"},
    {"show_numbers": [2, 4], "blank_last": True, "word_length": 4, "memory": False},
]


def searcher(game_id, state, seat, rng):
    return choose_move(game_id, state, seat, seed=rng.getrandbits(32), iterations=6)


@pytest.mark.parametrize("options", VARIANTS)
def test_a_whole_computer_game_in_each_variant_finishes_and_replays(options):
    record = play_game("reflecto", [searcher, searcher], seed=4, options=options)
    assert record.finished
    replayed = RULES.play(RULES.new_game(2, 4, options), *record.moves)
    assert RULES.outcome(replayed) == record.outcome
    config = replayed.config
    for seat in (0, 1):
        assert len(replayed.words[seat]) == config.word_lengths[seat]
        assert "".join(replayed.faces[seat]) == replayed.words[seat]
    state = RULES.play(RULES.new_game(2, 4, options), *record.moves[:2])
    for text in record.moves[2:]:
        if text.startswith("guess "):  # always the opponent's length (the rules refuse any other)
            assert len(text.split()[1]) == config.word_lengths[1 - RULES.to_move(state)]
        state = RULES.play(state, text)


@pytest.mark.parametrize("options", VARIANTS)
def test_the_secret_setup_fits_the_players_own_length_and_split(options):
    state = RULES.new_game(2, 2, options)
    for _ in (0, 1):
        seat = RULES.to_move(state)
        move = GAME_AI.opening_move(RULES.observe(state, seat), random.Random(seat))
        assert len(move.word) == state.config.word_lengths[seat]
        if state.config.splits[seat] == "free":
            assert len(move.split) == state.config.letter_screens(seat) and sum(move.split) == len(move.word)
        else:
            assert move.split == ()
        state = RULES.apply(state, move)
    assert state.phase == 1


def test_a_free_split_is_spread_as_evenly_as_it_goes():
    for length, screens in ((8, 5), (4, 5), (10, 5), (7, 6)):
        counts = free_split(length, screens, random.Random(length))
        assert sum(counts) == length and len(counts) == screens and max(counts) - min(counts) <= 1


def test_a_seen_face_the_standard_split_cannot_hold_makes_the_worlds_follow_it():
    state = RULES.new_game(2, 1, {"split": "free", "word_length": 8, "first": 0})
    state = RULES.play(state, "setup ELEPHANT 12M34M5", "setup MOUNTAIN M12345M 3-0-3-1-1")
    # Player 0's mirror on d4 shows player 1's first screen, carrying three letters.
    placed = arrange(state, {"d4": (0, 5), "d3": (1, 0), "a1": (0, 0), "b1": (0, 1), "c1": (0, 2),
                             "e1": (0, 3), "f1": (0, 4), "g1": (0, 6), "a7": (1, 1), "b7": (1, 2),
                             "c7": (1, 3), "e7": (1, 4), "f7": (1, 5), "g7": (1, 6)}, to_move=0)
    observation = RULES.observe(placed, 0)
    clues = clues_of(observation)
    assert sum(clues.shape) == 8 and "MOU" in [face for face, _ in clues.loose]
    assert 3 in clues.shape
    belief = Belief(observation)
    rng = random.Random(3)
    for _ in range(10):
        world = belief.draw(rng)
        assert RULES.observe(world, 0).model_dump() == observation.model_dump()
        assert len(world.words[1]) == 8
    move = choose_move("reflecto", placed, 0, seed=1, iterations=20)
    assert move in RULES.legal_moves(placed) or isinstance(move, GuessMove)


@pytest.mark.parametrize("options", VARIANTS)
def test_worlds_drawn_mid_game_look_like_the_observation(options):
    rng = random.Random(7)
    for seed in range(4):
        state = RULES.play(RULES.new_game(2, seed, options), *random_opening(seed, options))
        for _ in range(rng.randrange(0, 60)):
            following = RULES.apply(state, rng.choice(RULES.legal_moves(state)))
            if RULES.outcome(following) is not None:
                break
            state = following
        for seat in (0, 1):
            observation = RULES.observe(state, seat)
            world = Belief(observation).draw(rng)
            assert RULES.observe(world, seat).model_dump() == observation.model_dump()
