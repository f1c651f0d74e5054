"""The solver's "proven shortest" checked against plain exhaustive search on small deals,
and against the answers of its other strategies (beam search, line builder)."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from solver_search import fewest_moves

from reflectgames.games.plans.board import format_layout, parse_layout
from reflectgames.games.plans.goals import suit_mode
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.rules import RULES, deal
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.best import BeamSearch
from reflectgames.games.plans.solver.lines import build_lines
from reflectgames.games.plans.solver.measure import solved
from reflectgames.games.plans.solver.solve import solve

# (layout, goal, suits needed): deals whose optimum is 3 or 4 moves, so that every sequence
# one move shorter can be tried by brute force in a moment.
SMALL = [
    (format_layout(deal(0, "group", 1)), "group", 1),
    (format_layout(deal(1, "group", 1)), "group", 1),
    (format_layout(deal(5, "group", 1)), "group", 1),
    ("SSSSSA/MMACSA/CACCAA/MCMCMM", "line", 1),
    ("SASSSS/MMACSM/CACCAA/MCMCMA", "line", 1),
    ("SSSSSM/AMACSA/CACCAA/MCMCMM", "line", 1),
    ("SSSSSA/MMACSA/CACCAA/MCMCMM", "group", 2),
]


def shortest_by_brute_force(root: nodes.Node, goal: str, need: int, depth: int) -> int | None:
    """The fewest moves to the goal, trying every sequence of up to `depth` moves (breadth first)."""
    return fewest_moves(root, lambda node: solved(node[1], goal, need), depth)


def replays(layout: str, goal: str, need: int, moves: tuple[str, ...]) -> bool:
    options = {"layout": layout, "goal": goal, "suits": suit_mode(need)}
    outcome = RULES.outcome(RULES.play(RULES.new_game(1, 0, options), *moves))
    return outcome is not None and outcome.reason == "solved"


# Positions the exact search may visit: its proofs of these deals take a few thousand, on any machine.
NODE_BUDGET = 200_000
# The time limit only keeps the other searches short; the exact search stops at its node budget.
GENEROUS_SECONDS = 120.0


@pytest.mark.parametrize(("layout", "goal", "need"), SMALL)
def test_a_proven_answer_is_as_short_as_exhaustive_search_finds(layout, goal, need):
    position = Position.from_layout(parse_layout(layout))
    one_group = goal == "group" and need == 1
    # One suit in a group is solved by the exact search alone, so it may have all the time it
    # wants; the others share their time with searches that use all of it.
    seconds = GENEROUS_SECONDS if one_group else 10.0
    found = solve(position, goal, need, time_limit=seconds, node_budget=NODE_BUDGET)
    assert found.moves is not None and replays(layout, goal, need, found.moves)
    assert found.lower_bound <= len(found.moves)
    if one_group:
        assert found.proven  # within the node budget, whatever the machine's speed
    # What the solver claims, checked by brute force: nothing shorter than a proven answer,
    # and nothing shorter than the lower bound it reports otherwise (a busy machine may stop it early).
    claimed = len(found.moves) if found.proven else found.lower_bound
    root = nodes.from_position(position)
    assert shortest_by_brute_force(root, goal, need, claimed - 1) is None


@settings(max_examples=6)
@given(seed=st.integers(0, 10_000))
def test_a_proven_answer_is_never_longer_than_the_beam_search_s(seed):
    position = Position.from_layout(deal(seed, "group", 1))
    found = solve(position, "group", 1, time_limit=10.0)
    root = nodes.from_position(position)
    other = BeamSearch("group", 1, time.monotonic() + 10.0, first=True).run(root)
    if found.proven and other is not None:
        assert len(found.moves) <= len(other)


@settings(max_examples=2)
@given(seed=st.integers(0, 10_000))
def test_a_proven_line_is_never_longer_than_the_line_builder_s(seed):
    position = Position.from_layout(deal(seed, "line", 1))
    found = solve(position, "line", 1, time_limit=1.5)
    root = nodes.from_position(position)
    other, _, _ = build_lines(root, time.monotonic() + 1.0, None, first=True, need=1)
    if found.moves is not None and other is not None and found.proven:
        assert len(found.moves) <= len(other)
    if found.moves is not None:
        assert found.lower_bound <= len(found.moves)
