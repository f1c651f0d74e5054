"""The Reflecto computer player's worlds and search: consistent, blind to hidden facts, repeatable."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from reflecto_helpers import RULES

from reflectgames.ai import choose_move, think
from reflectgames.ai.arena import play_game
from reflectgames.games.reflecto.ai import AI
from reflectgames.games.reflecto.ai_worlds import Belief
from reflectgames.games.reflecto.board import LAST_ROW
from reflectgames.games.reflecto.rules import random_opening
from reflectgames.games.reflecto.words import screen_faces, words_of_length

GAME_AI = AI(RULES)
VARIANTS = [
    {},
    {"show_numbers": True, "wrong_guess": "lose_turn"},
    {"word_length": 8, "mirrors": [1, 2]},
    {"word_length": 4, "blank_last": [True, False]},
    {"memory": False},
    {"dictionary": "fr", "word_length": 10, "mirrors": 0, "first": 1},
]


def _random_position(seed, options, moves):
    """A game after `random_opening` and up to `moves` random moves (never a finished one)."""
    state = RULES.play(RULES.new_game(2, seed, options), *random_opening(seed, options))
    rng = random.Random(seed)
    for _ in range(moves):
        following = RULES.apply(state, rng.choice(RULES.legal_moves(state)))
        if RULES.outcome(following) is not None:
            break
        state = following
    return state


@pytest.mark.parametrize("options", VARIANTS)
def test_every_drawn_world_looks_exactly_like_the_observation(options):
    rng = random.Random(5)
    for seed in range(8):
        state = _random_position(seed, options, rng.randrange(0, 70))
        for seat in (0, 1):
            observation = RULES.observe(state, seat)
            belief = Belief(observation)
            for _ in range(3):
                world = belief.draw(rng)
                assert RULES.observe(world, seat).model_dump() == observation.model_dump()
                if seat == state.to_move:
                    assert set(RULES.legal_moves(world)) == set(RULES.legal_moves(state))


def test_worlds_vary_what_is_hidden():
    state = _random_position(3, {}, 10)
    belief = Belief(RULES.observe(state, 0))
    worlds = [belief.draw(random.Random(seed)) for seed in range(30)]
    assert len({world.words[1] for world in worlds}) > 10
    assert len({world.cells for world in worlds}) > 10  # which screen is which, mirrors included
    assert {world.words[0] for world in worlds} == {state.words[0]}


def test_worlds_during_the_setup_hide_the_first_players_word():
    state = RULES.play(RULES.new_game(2, 1), "setup PIANO 12M34M5")
    observation = RULES.observe(state, 1)
    world = GAME_AI.sample_world(observation, random.Random(1))
    assert RULES.observe(world, 1).model_dump() == observation.model_dump()
    assert len(world.words[0]) == 5


def _same_view_other_word(state, seat):
    """`state` with the opponent's word swapped for another listed word showing the same seen faces."""
    other = 1 - seat
    letters = state.config.letter_screens(other)
    seen = [index for index in range(letters) if state.identified[seat] >> index & 1]
    faces = state.faces[other]
    for word in words_of_length("en", state.config.word_lengths[other]):
        new_faces = screen_faces(word, letters, state.config.blank_last[other])
        if word != state.words[other] and all(new_faces[index] == faces[index] for index in seen):
            words = list(state.words)
            words[other] = word
            all_faces = list(state.faces)
            all_faces[other] = new_faces
            return replace(state, words=tuple(words), faces=tuple(all_faces))
    raise AssertionError("no other word shows the same faces")


@pytest.mark.parametrize("seed", [2, 7])
def test_the_opponents_word_does_not_change_the_move(seed):
    state = _random_position(seed, {}, 24)
    seat = RULES.to_move(state)
    twin = _same_view_other_word(state, seat)
    assert twin.words != state.words
    assert RULES.observe(twin, seat).model_dump() == RULES.observe(state, seat).model_dump()
    first = think("reflecto", state, seat, seed=11, iterations=120)
    second = think("reflecto", twin, seat, seed=11, iterations=120)
    assert first.move == second.move
    assert first.visits == second.visits


def test_the_seeded_search_repeats_itself():
    state = _random_position(4, {}, 16)
    seat = RULES.to_move(state)
    first = think("reflecto", state, seat, seed=3, iterations=150)
    again = think("reflecto", state, seat, seed=3, iterations=150)
    assert first.move == again.move and first.visits == again.visits
    assert first.move in RULES.legal_moves(state)
    assert first.visits[str(first.move)] == max(first.visits.values())


def test_playouts_push_letters_towards_the_last_row():
    state = _random_position(6, {}, 12)
    player = state.to_move
    letters = state.config.letter_screens(player)

    def rows_gained(move):
        if state.cells[move.path[0]] % 7 >= letters:
            return 0  # a mirror
        end = move.path[-1]
        far = -1 if end >= 49 else abs(LAST_ROW[player] - end // 7)
        return abs(LAST_ROW[player] - move.path[0] // 7) - far

    best = max(rows_gained(move) for move in RULES.legal_moves(state))
    assert best >= 2
    gains = [rows_gained(GAME_AI.playout_move(state, random.Random(seed))) for seed in range(20)]
    assert min(gains) >= best - 1  # the noise only chooses among nearly the best
    assert len(set(gains)) > 1 or best == 0


def test_a_whole_game_between_two_computer_players_replays():
    def searcher(game_id, state, seat, rng):
        return choose_move(game_id, state, seat, seed=rng.getrandbits(32), iterations=6)

    options = {"word_length": 6}
    record = play_game("reflecto", [searcher, searcher], seed=9, options=options)
    assert record.finished
    replayed = RULES.play(RULES.new_game(2, 9, options), *record.moves)
    assert RULES.outcome(replayed) == record.outcome
    assert record.moves[0].startswith("setup ") and record.moves[1].startswith("setup ")
