"""The game-agnostic search: determinism, its checks, and whole games."""

from __future__ import annotations

import random

import pytest

from reflectgames.ai import LEVELS, choose_move, think
from reflectgames.ai.arena import play_game
from reflectgames.ai.baselines import greedy_move, random_move
from reflectgames.ai.game_ai import outcome_rewards
from reflectgames.ai.mcts import Budget
from reflectgames.core.rules import Outcome
from reflectgames.games import get_rules

POND = get_rules("pond")


def _pond_after(*texts: str):
    return POND.play(POND.new_game(2, 7), *texts)


def test_same_seed_and_iterations_give_the_same_move():
    state = _pond_after()
    first = think("pond", state, POND.to_move(state), seed=3, iterations=150)
    again = think("pond", state, POND.to_move(state), seed=3, iterations=150)
    assert first.move == again.move
    assert first.visits == again.visits
    assert 0 < first.iterations <= 150  # the search may stop early once the choice is clear


def test_the_chosen_move_is_legal_and_most_visited():
    state = _pond_after()
    result = think("pond", state, POND.to_move(state), seed=1, iterations=200)
    assert result.move in POND.legal_moves(state)
    assert result.visits[str(result.move)] == max(result.visits.values())


def test_easy_picks_among_searched_moves():
    state = _pond_after()
    seat = POND.to_move(state)
    moves = {str(choose_move("pond", state, seat, level="easy", seed=s, iterations=60)) for s in range(12)}
    legal = {str(m) for m in POND.legal_moves(state)}
    assert moves <= legal
    assert len(moves) > 1  # deliberately loose: not always the same move


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"level": "genius"}, "Unknown level"),
        ({"iterations": 0}, "iterations"),
        ({"iterations": True}, "iterations"),
    ],
)
def test_bad_requests_are_refused_clearly(kwargs, message):
    state = _pond_after()
    with pytest.raises(ValueError, match=message):
        choose_move("pond", state, POND.to_move(state), **kwargs)


def test_only_the_seat_to_move_may_ask():
    state = _pond_after()
    with pytest.raises(ValueError, match="not seat"):
        choose_move("pond", state, 1 - POND.to_move(state), iterations=10)


def test_unknown_game_and_game_without_computer_player():
    with pytest.raises(ValueError, match="Unknown game"):
        choose_move("chess", None, 0)
    plans = get_rules("plans")
    with pytest.raises(ValueError, match="no computer player"):
        choose_move("plans", plans.new_game(1, 1), 0, iterations=5)


def test_a_budget_is_time_or_iterations():
    with pytest.raises(ValueError):
        Budget()
    with pytest.raises(ValueError):
        Budget(seconds=1.0, iterations=10)
    assert set(LEVELS) == {"easy", "normal", "hard"}
    assert LEVELS["easy"] < LEVELS["normal"] < LEVELS["hard"]


def test_outcome_rewards():
    assert outcome_rewards(Outcome(frozenset({1}), "x"), 2) == [0.0, 1.0]
    assert outcome_rewards(Outcome(frozenset(), "draw"), 4) == [0.25] * 4
    assert outcome_rewards(Outcome(frozenset({0, 2}), "x"), 3) == [0.5, 0.0, 0.5]


def test_search_does_not_peek_at_future_draws():
    # Two states that differ only in the generator of future draws look the same
    # to a player, so they must get the same move.
    import dataclasses

    state = _pond_after()
    other = dataclasses.replace(state, rng=state.rng ^ 0x5DEECE66D)
    seat = POND.to_move(state)
    assert think("pond", state, seat, seed=5, iterations=120).visits == think(
        "pond", other, seat, seed=5, iterations=120
    ).visits


def test_baselines_play_legal_moves():
    state = _pond_after()
    seat = POND.to_move(state)
    legal = POND.legal_moves(state)
    for seed in range(5):
        assert random_move("pond", state, seat, random.Random(seed)) in legal
        assert greedy_move("pond", state, seat, random.Random(seed)) in legal


def test_a_whole_game_between_search_and_greedy_finishes():
    def searcher(game_id, state, seat, rng):
        return choose_move(game_id, state, seat, seed=rng.getrandbits(32), iterations=12)

    record = play_game("pond", [searcher, greedy_move], seed=2)
    assert record.finished
    replayed = POND.play(POND.new_game(2, 2), *record.moves)
    assert POND.outcome(replayed) == record.outcome


def test_strength_figures_count_wins_draws_and_think_times():
    from reflectgames.ai.strength import Trial, play_trial, summarize, trials

    planned = trials("pond", "random", 4, "normal", 8)
    assert [trial.seat for trial in planned] == [0, 1, 0, 1]
    assert len({trial.seed for trial in planned}) == 4
    result = play_trial(Trial("pond", "random", 5, 1, "normal", 8))
    assert result.finished
    assert len(result.think_seconds) > 0
    figures = summarize([result, result])
    assert figures["games"] == 2
    assert figures["wins"] == (2 if result.won else 0)
    assert figures["unfinished"] == 0



class _WorldRules:
    """Pond's rules for worlds that carry their number: (number, state[, root move])."""

    def outcome(self, world):
        return POND.outcome(world[1])

    def to_move(self, world):
        return POND.to_move(world[1])


class _NumberedWorlds:
    """Pond's search knowledge over worlds numbered as they are drawn; each score notes its world."""

    playout_depth = 0

    def __init__(self, paired: bool) -> None:
        from reflectgames.ai.players import game_ai

        self.base = game_ai("pond")
        self.rules = _WorldRules()
        self.paired_worlds = paired
        self.tree_depth = 1
        self.exploration = self.base.exploration
        self.drawn = 0
        self.scored_in: dict[object, list[int]] = {}  # root move -> numbers of the worlds it was scored in

    def draw_world(self, state):
        def draw(rng):
            self.drawn += 1
            return (self.drawn, state)
        return draw

    def candidate_moves(self, world):
        return self.base.candidate_moves(world[1])

    def advance(self, world, move):
        return (world[0], self.base.advance(world[1], move), move)

    def playout_move(self, world, rng):
        return None

    def rewards(self, world):
        self.scored_in.setdefault(world[2], []).append(world[0])
        return [0.5, 0.5]


def test_paired_worlds_score_every_root_move_in_the_same_worlds_in_turn():
    from reflectgames.ai.mcts import search

    state = _pond_after()
    game = _NumberedWorlds(paired=True)
    root, done, _ = search(game, game.draw_world(state), Budget(iterations=90), random.Random(5))
    assert len(POND.legal_moves(state)) > 2 and done == 90
    assert all(not child.children for child in root.children.values())  # one move deep
    for move, worlds in game.scored_in.items():
        assert worlds == list(range(1, len(worlds) + 1)), move  # the k-th visit meets the k-th world
    # Unpaired, each iteration draws a world of its own.
    unpaired = _NumberedWorlds(paired=False)
    search(unpaired, unpaired.draw_world(state), Budget(iterations=90), random.Random(5))
    assert unpaired.drawn == 90 > game.drawn
