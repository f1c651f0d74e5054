"""The solver and the hint for two and three suits at once: answers that replay through the rules."""

from __future__ import annotations

import pytest

from reflectgames.games import get_rules
from reflectgames.games.plans.board import format_layout
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.rules import deal
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.estimates import combine, lower_bound
from reflectgames.games.plans.solver.solve import solve
from reflectgames.games.plans.solver_worker import answer, position_question

RULES = get_rules("plans")
SUNS_DONE = "SSSMMM/SSSMMC/ACCAAM/CAACAC"  # one jump from two groups


def replays(layout: str, goal: str, suits: str, moves) -> bool:
    state = RULES.play(RULES.new_game(1, 0, {"layout": layout, "goal": goal, "suits": suits}), *moves)
    outcome = RULES.outcome(state)
    return outcome is not None and outcome.reason == "solved"


def test_a_one_move_two_suit_puzzle_is_solved_in_one_and_proven():
    state = RULES.new_game(1, 0, {"layout": SUNS_DONE, "suits": "two"})
    result = solve(state.position, "group", 2, time_limit=10)
    assert result.moves is not None and len(result.moves) == 1 and result.proven
    assert replays(SUNS_DONE, "group", "two", result.moves)


@pytest.mark.parametrize(("goal", "need", "suits"), [("group", 2, "two"), ("group", 3, "three"),
                                                     ("line", 2, "two"), ("line", 3, "three")])
def test_dealt_puzzles_of_two_and_three_suits_are_solved_and_replay(goal, need, suits):
    letters = deal(20_240_000, goal, need)
    # The first solution will do: the test is that one exists and replays, not how short it is.
    result = solve(Position.from_layout(letters), goal, need, time_limit=30, first=True)
    assert result.moves is not None
    assert len(result.moves) >= result.lower_bound
    assert replays(format_layout(letters), goal, suits, result.moves)


def test_the_bound_for_more_suits_never_falls_below_the_bound_for_fewer():
    for seed in range(20):
        suits = nodes.from_position(Position.from_layout(deal(seed)), None)[1]
        for goal in ("group", "line"):
            bounds = [lower_bound(suits, goal, need) for need in (1, 2, 3, 4)]
            assert bounds == sorted(bounds) and bounds[0] >= 1


def test_combine_counts_suits_already_done():
    done = (True, 0.0, 0, 0)
    open_suit = (False, 3.0, 2, 3)
    assert combine([done, done, open_suit, open_suit], 2) == (True, 0.0, 0)
    met, estimate, bound = combine([done, open_suit, open_suit, open_suit], 2)
    assert not met and estimate == 3.0 and bound == 2


def test_a_bool_is_refused_where_a_number_of_suits_is_meant():
    position = Position.from_layout(deal(1))
    with pytest.raises(ValueError):
        solve(position, "group", True, time_limit=1)  # type: ignore[arg-type]


def test_the_hint_question_asks_for_as_many_suits_as_the_puzzle():
    state = RULES.new_game(1, 0, {"layout": SUNS_DONE, "suits": "two"})
    question = position_question(RULES.observe(state, 0), seconds=10.0)
    assert question.need == 2
    reply = answer(question)
    assert reply.moves == ["7,4 U"] and reply.proven

