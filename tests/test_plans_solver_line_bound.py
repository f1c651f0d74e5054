"""The line bound of the Plans solver (linebound.py) against exhaustive search: it never claims more
moves than a suit really needs, so the answers it proves shortest are shortest."""

from __future__ import annotations

import random

import pytest
from solver_search import fewest_moves

from reflectgames.games.plans.board import parse_layout
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.rules import deal
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.estimates import bound_exceeds, lower_bound
from reflectgames.games.plans.solver.linebound import (
    FEWEST_FOR,
    bound_of_all_windows,
    line_bound,
    one_jump_from_line,
    tile_may_line_up,
)
from reflectgames.games.plans.solver.measure import is_line
from reflectgames.games.plans.solver.solve import solve

NEAR_LINES = [
    "SSSSSA/MMACSA/CACCAA/MCMCMM",
    "SASSSS/MMACSM/CACCAA/MCMCMA",
    "SSSSSM/AMACSA/CACCAA/MCMCMM",
    "SSSCSA/MMACSA/CASCAA/MCMCMM",  # four moves
]
FIVE_MOVES = "MSSSSA/MMACSA/CACCAA/MCSCMM"
WALK = 6  # random moves from each starting position
SUIT_DEPTH = 3  # how deep the per-suit exhaustive search goes in the quick test


def legal_children(node: nodes.Node) -> list[tuple[nodes.Move, nodes.Node]]:
    return [(move, child) for move, child in nodes.expand(node) if child[2] < 0 or nodes.tile_move_ok(child)]


def fewest_moves_to_line(root: nodes.Node, suits: tuple[int, ...], depth: int) -> int | None:
    """The fewest moves after which one of `suits` stands in line (exhaustive, up to `depth`)."""
    return fewest_moves(root, lambda node: any(is_line(node[1][s]) for s in suits), depth)


def walks(starts: list[nodes.Node], steps: int, seed: int) -> list[nodes.Node]:
    """The positions along random games from each start."""
    rng = random.Random(seed)
    found = []
    for start in starts:
        node = start
        for _ in range(steps):
            found.append(node)
            node = rng.choice(legal_children(node))[1]
    return found


def near_line_positions() -> list[nodes.Node]:
    return [nodes.from_position(Position.from_layout(parse_layout(layout))) for layout in NEAR_LINES]


def dealt_positions(count: int) -> list[nodes.Node]:
    return [nodes.from_position(Position.from_layout(deal(seed, "line", 1))) for seed in range(count)]


def test_the_bound_is_zero_exactly_for_a_suit_in_line():
    for node in walks(near_line_positions() + dealt_positions(4), WALK, seed=1):
        for cells in node[1]:
            assert (line_bound(cells) == 0) == is_line(cells)


def test_trying_the_windows_with_coins_first_gives_the_bound_of_every_window():
    for node in walks(near_line_positions() + dealt_positions(6), 3 * WALK, seed=5):
        for cells in node[1]:
            assert line_bound(cells) == bound_of_all_windows(cells)


def test_the_threshold_test_agrees_with_the_bound():
    # Fresh suit cells (not yet remembered) and remembered ones alike, for every goal.
    for node in walks(dealt_positions(8), 2 * WALK, seed=6):
        for goal, need in (("line", 1), ("line", 2), ("group", 1), ("group", 4)):
            for limit in range(8):
                assert bound_exceeds(node[1], goal, need, limit) == (lower_bound(node[1], goal, need) > limit)


def test_no_window_without_coins_has_a_bound_below_its_floor():
    # Six coins outside a window: two turns or shifts bring in four at most, two still jump.
    assert FEWEST_FOR == (0, 1, 1, 2, 3, 3, 4)


def test_no_move_lowers_the_bound_by_more_than_one():
    """A bound that is zero on a line and falls by at most one a move never overestimates."""
    for node in walks(near_line_positions() + dealt_positions(4), WALK, seed=2):
        for cells_before, children in [(cells, legal_children(node)) for cells in node[1]]:
            before = line_bound(cells_before)
            suit = node[1].index(cells_before)
            for _move, child in children:
                assert before <= line_bound(child[1][suit]) + 1


def test_the_bound_never_exceeds_what_exhaustive_search_finds():
    for node in walks(near_line_positions(), 2, seed=3):
        for suit in range(4):
            fewest = fewest_moves_to_line(node, (suit,), SUIT_DEPTH - 1)
            if fewest is not None:
                assert line_bound(node[1][suit]) <= fewest
    for node in near_line_positions():
        fewest = fewest_moves_to_line(node, (0, 1, 2, 3), SUIT_DEPTH)
        if fewest is not None:
            assert lower_bound(node[1], "line", 1) <= fewest


def test_the_last_move_filters_keep_every_move_that_lines_a_suit_up():
    for node in walks(near_line_positions(), WALK, seed=4):
        for move, child in legal_children(node):
            for suit in range(4):
                if is_line(child[1][suit]) and not is_line(node[1][suit]):
                    if move[0] == "J":
                        assert one_jump_from_line(node[1][suit])
                    else:
                        assert tile_may_line_up(node[1][suit], move[1])


@pytest.mark.slow
@pytest.mark.parametrize(("layout", "shortest"), [(NEAR_LINES[3], 4), (FIVE_MOVES, 5)])
def test_a_proven_line_is_as_short_as_exhaustive_search_finds(layout, shortest):
    position = Position.from_layout(parse_layout(layout))
    found = solve(position, "line", 1, time_limit=20.0)
    assert found.moves is not None and len(found.moves) >= shortest
    if found.proven:  # a busy machine may stop the proof early, never make it wrong
        assert len(found.moves) == shortest
    root = nodes.from_position(position)
    assert fewest_moves_to_line(root, (0, 1, 2, 3), shortest - 1) is None
    assert fewest_moves_to_line(root, (0, 1, 2, 3), shortest) == shortest
