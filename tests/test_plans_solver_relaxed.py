"""The relaxed one-suit game of the Plans solver (relaxed.py): every real move is one of its moves
(or a pass) for each suit, its search with cuts agrees with plain enumeration, and so it never claims
more moves than a suit really needs."""

from __future__ import annotations

import random

import pytest
from solver_search import fewest_moves
from test_plans_solver_line_bound import dealt_positions, legal_children, near_line_positions, walks

from reflectgames.games.plans.solver.frame import ANCHOR, WIDTH, to_index
from reflectgames.games.plans.solver.measure import is_line
from reflectgames.games.plans.solver.relaxed import (
    NO_TILE,
    RelaxedLine,
    _joins,
    _tiles_without,
    best_window_cells,
    changes_needed,
    changes_without,
    may_settle,
    relaxed_jumps,
    relaxed_tile_moves,
)

PLAIN_DEPTH = 2  # plain enumeration of the relaxed game: hundreds of moves a position


def relaxed_children(cells: tuple[int, ...], forced: int) -> set[tuple[tuple[int, ...], int]]:
    """Every (cells, forced tile) one relaxed move leads to, passes included."""
    found = {(cells, NO_TILE)}  # a pass
    for cell, target in relaxed_jumps(cells):
        if forced == NO_TILE or ANCHOR[cell] == forced:
            found.add((tuple(sorted([c for c in cells if c != cell] + [target])), NO_TILE))
    if forced == NO_TILE:
        found.update(relaxed_tile_moves(cells))
    return found


def plain_within(cells: tuple[int, ...], forced: int, left: int) -> bool:
    if is_line(cells):
        return True
    if left == 0:
        return False
    return any(plain_within(after, tile, left - 1) for after, tile in relaxed_children(cells, forced))


def test_every_real_move_is_a_relaxed_move_or_a_pass_for_every_suit():
    for node in walks(near_line_positions() + dealt_positions(4), 6, seed=11):
        for move, child in legal_children(node):
            for suit in range(4):
                before, after = node[1][suit], child[1][suit]
                forced = child[2] if move[0] != "J" and after != before else NO_TILE
                if after == before:
                    continue  # a pass for this suit
                assert (after, forced) in relaxed_children(before, node[2]), (move, suit)


def test_the_search_with_its_cuts_agrees_with_plain_enumeration():
    rng = random.Random(12)
    positions = walks(near_line_positions(), 4, seed=13)
    relaxed = RelaxedLine()
    for node in positions:
        for cells in node[1]:
            forced = rng.choice([NO_TILE, ANCHOR[cells[0]]])
            for left in range(PLAIN_DEPTH + 1):
                assert relaxed.within(cells, forced, left) == plain_within(cells, forced, left), (cells, left)


def test_the_groups_to_move_are_zero_exactly_on_a_line_and_never_above_the_relaxed_distance():
    relaxed = RelaxedLine()
    for node in walks(near_line_positions() + dealt_positions(3), 5, seed=14):
        for cells in node[1]:
            assert (changes_needed(cells) == 0) == is_line(cells)
            assert changes_needed(cells) <= relaxed.distance(cells, changes_needed(cells))


def test_the_groups_to_move_without_a_coin_are_those_of_the_other_coins():
    """changes_without works all six out from the windows of all the coins at once."""
    rng = random.Random(16)
    walked = walks(near_line_positions() + dealt_positions(3), 5, seed=17)
    positions = [cells for node in walked for cells in node[1]]
    for _ in range(300):
        side = rng.choice([3, 4, 6, 8])
        square = [to_index((x, y)) for x in range(side) for y in range(side)]
        positions.append(tuple(sorted(rng.sample(square, rng.choice([2, 5, 6])))))
    for cells in positions:
        expected = tuple(changes_needed(tuple(c for c in cells if c != cell)) for cell in cells)
        assert changes_without(cells) == expected, cells


def tight_tile_moves(depth: int, steps: int, seed: int) -> list[tuple[tuple[int, ...], int, frozenset[int]]]:
    """(cells after, tile, best_window_cells of the coins off it) of the turns and shifts the
    search tries with `depth` moves left and none to spare, from suits along random games."""
    found = []
    for node in walks(near_line_positions() + dealt_positions(3), steps, seed=seed):
        for cells in node[1]:
            for anchor in {ANCHOR[cell] for cell in cells}:
                off = tuple(cell for cell in cells if ANCHOR[cell] != anchor)
                good = best_window_cells(off)
                if changes_needed(off) != depth - 2 or good is None:
                    continue
                moves = relaxed_tile_moves(cells, frozenset((anchor,)))
                found.extend((after, tile, good) for after, tile in moves)
    return found


@pytest.mark.parametrize("depth", [2, 3])
def test_turns_and_shifts_left_untried_never_reach_a_line_in_time(depth):
    """may_settle only drops what the search without it (itself checked against plain enumeration
    below a turn or shift, where it has no turns to drop) finds hopeless."""
    relaxed = RelaxedLine()
    dropped = 0
    for after, tile, good in tight_tile_moves(depth, 8, seed=18):
        if not may_settle(after, tile, good):
            dropped += 1
            assert not relaxed.within(after, tile, depth - 1), (after, tile)
            if depth == PLAIN_DEPTH:
                assert not plain_within(after, tile, depth - 1), (after, tile)
    assert dropped > 100  # the test sees the cut at work


def test_best_window_cells_are_those_of_every_window_doing_best():
    rng = random.Random(19)
    for _ in range(120):
        side = rng.choice([4, 6, 8])
        square = [to_index((x, y)) for x in range(side) for y in range(side)]
        cells = tuple(sorted(rng.sample(square, rng.choice([2, 3, 4, 5]))))
        good = best_window_cells(cells)
        # A coin added in a good cell keeps the groups to move; anywhere else it adds one.
        for cell in range(min(cells) - 8 * WIDTH - 8, max(cells) + 8 * WIDTH + 8):
            if cell in cells:
                continue
            grown = changes_needed(tuple(sorted((*cells, cell))))
            if good is None:
                assert grown <= changes_needed(cells) + 1
            else:
                assert (grown == changes_needed(cells)) == (cell in good), (cells, cell)


def test_a_coin_landing_clear_of_the_others_adds_a_group_to_move():
    """The jumps _search leaves untried when the other coins have no group to spare."""
    walked = walks(near_line_positions() + dealt_positions(3), 5, seed=20)
    skipped = 0
    for cells in {cells for node in walked for cells in node[1]}:
        for cell, fewest in zip(cells, changes_without(cells), strict=True):
            if _tiles_without(cells, cell) <= fewest:
                continue
            # A jump lands in the coin's row or column, two to seven cells away.
            lines = [cell + step * length for step in (1, -1, WIDTH, -WIDTH) for length in range(1, 12)]
            for target in lines:
                if target in cells or _joins(target, cells, cell):
                    continue
                skipped += 1
                grown = tuple(sorted([other for other in cells if other != cell] + [target]))
                assert changes_needed(grown) > fewest, (cells, cell, target)
    assert skipped > 500


def relaxed_never_exceeds_exhaustive_search(depth: int, steps: int) -> None:
    relaxed = RelaxedLine()
    for node in walks(near_line_positions(), steps, seed=15):
        for suit in range(4):
            fewest = fewest_moves(node, lambda n, s=suit: is_line(n[1][s]), depth)
            if fewest is not None:
                assert relaxed.within(node[1][suit], node[2], fewest)


def test_the_relaxed_distance_never_exceeds_what_exhaustive_search_finds():
    relaxed_never_exceeds_exhaustive_search(2, 5)


@pytest.mark.slow
def test_the_relaxed_distance_never_exceeds_what_exhaustive_search_finds_in_three_moves():
    relaxed_never_exceeds_exhaustive_search(3, 3)


def test_the_relaxed_distance_is_above_the_line_bound_at_the_start_of_a_deal():
    """Why it is worth its time: real jump lengths make the first deals' suits need more moves."""
    from reflectgames.games.plans.solver.linebound import line_bound

    relaxed = RelaxedLine()
    node = dealt_positions(1)[0]
    assert min(relaxed.distance(cells, 4) for cells in node[1]) > min(line_bound(cells) for cells in node[1])



def test_a_node_budget_stops_the_exact_search_at_the_same_place_on_any_machine():
    import time

    from reflectgames.games.plans.solver.exact import ExactSearch

    root = dealt_positions(1)[0]
    runs = [ExactSearch("line", 1, time.monotonic() + 600.0, max_nodes=2_000).run(root) for _ in range(2)]
    assert runs[0].moves is None and runs[1].moves is None  # 2000 positions prove nothing here
    assert runs[0].depth_done == runs[1].depth_done
    assert runs[0].nodes == runs[1].nodes == 2_001
