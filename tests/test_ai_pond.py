"""The Reflection Pond computer player: its evaluation, its pruning and its search."""

from __future__ import annotations

import dataclasses
import random

from reflectgames.ai import think
from reflectgames.ai.arena import play_game
from reflectgames.ai.players import game_ai
from reflectgames.games import get_rules
from reflectgames.games.pond.ai_distance import FAR, fly_distance, landing
from reflectgames.games.pond.board import edge_index, tile_bit
from reflectgames.games.pond.moves import FrogMove, StickMove

POND = get_rules("pond")
AI = game_ai("pond")


def _bits(*tiles: int) -> int:
    return sum(tile_bit(tile) for tile in tiles)


def _game(**options):
    """Flies on 3 5 8 11 12, frogs on 15, water on 1 and 13, player 0 first."""
    base = {"flies": [3, 5, 8, 11, 12], "start": 15, "water": [1, 13], "first": 0}
    return POND.new_game(2, 7, {**base, **options})


def test_fly_distance_walks_around_sticks_and_through_water():
    assert fly_distance(6, 0, _bits(7), 0) == 1
    assert fly_distance(6, 0, _bits(8), 0) == 2
    assert fly_distance(6, 0, 0, 0) == FAR
    # A stick between 6 and 7 makes the frog go round it.
    assert fly_distance(6, 1 << edge_index(6, 7), _bits(7), 0) == 3
    # Water on 2 sends the frog to the other water tile, 16, next to the fly on 12.
    assert landing(6, "F", 0, _bits(2, 16)) == 16
    assert fly_distance(6, 0, _bits(12), _bits(2, 16)) == 2


def test_a_fly_caught_is_worth_more_than_being_near_one():
    state = _game()
    ahead = dataclasses.replace(state, caught=(1, 0))
    behind = dataclasses.replace(state, caught=(0, 1))
    assert AI.evaluate(ahead)[0] > AI.evaluate(state)[0] > AI.evaluate(behind)[0]
    assert abs(sum(AI.evaluate(state)) - 1.0) < 1e-9


def test_a_frog_nearer_its_flies_is_better_placed():
    state = _game()
    near = dataclasses.replace(state, frogs=(16, 15))  # 16 is next to the fly on 12
    far = dataclasses.replace(state, frogs=(14, 15))  # 14 is two steps from the nearest fly
    assert AI.evaluate(near)[0] > AI.evaluate(far)[0]


def test_the_player_to_move_is_as_near_as_their_actions_reach():
    state = dataclasses.replace(_game(), frogs=(6, 6), actions_left=2)
    # Same tiles for both frogs: only the tempo of the player to move tells them apart.
    assert AI.evaluate(state)[0] > 0.5
    assert AI.evaluate(dataclasses.replace(state, to_move=1))[1] > 0.5


def test_candidates_keep_frog_moves_and_sticks_beside_the_frog_only():
    state = _game()
    legal = POND.legal_moves(state)
    candidates = AI.candidate_moves(state)
    assert set(candidates) <= set(legal)
    assert {str(move) for move in candidates if isinstance(move, FrogMove)} == {
        str(move) for move in legal if isinstance(move, FrogMove)
    }
    sticks = {str(move) for move in candidates if isinstance(move, StickMove)}
    assert sticks == {"stick 11-15", "stick 14-15", "stick 15-16"}


def test_the_search_catches_the_winning_fly():
    # Player 0 has four flies and its frog is one step left of the fly on 5;
    # the other frog is far from its flies.
    state = dataclasses.replace(_game(), caught=(4, 0), frogs=(6, 16), flies=(_bits(5), _bits(1, 2)))
    state = dataclasses.replace(state, actions_left=2, turn_actions=2, turn_start=(6, 16))
    result = think("pond", state, 0, seed=4, iterations=200)
    assert str(result.move) == "frog L"
    assert POND.outcome(POND.apply(state, result.move)).winners == frozenset({0})


def test_same_seed_and_iterations_give_the_same_search():
    state = POND.play(_game(), "frog F")
    first = think("pond", state, 1, seed=11, iterations=300)
    again = think("pond", state, 1, seed=11, iterations=300)
    assert (first.move, first.visits) == (again.move, again.visits)


def test_the_search_ignores_the_generator_of_future_water():
    state = _game()
    world = AI.unknown_future(state, random.Random(1))
    assert world.rng != state.rng
    assert dataclasses.replace(world, rng=state.rng) == state


def test_a_whole_game_between_two_searches_replays_legally():
    def searcher(game_id, state, seat, rng):
        return think(game_id, state, seat, seed=rng.getrandbits(32), iterations=40).move

    record = play_game("pond", [searcher, searcher], seed=5)
    assert record.finished
    replayed = POND.play(POND.new_game(2, 5), *record.moves)
    assert POND.outcome(replayed) == record.outcome
