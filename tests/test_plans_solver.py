"""The Plans of Action solver: its answers replay to solved positions, and none is longer than needed."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.games import get_rules
from reflectgames.games.plans.board import parse_layout
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.solve import solve

RULES = get_rules("plans")
ONE_MOVE = "ASMCCS/MMSMAA/ASACCA/MSSMCC"
TWO_MOVES = "MCAASM/SCCAMM/SCAACC/ASSSMM"
THREE_MOVES = "CAACSS/MMCSMC/SCSMAA/CMMSAA"
LINE_IN_ONE = "MMCACM/MACMAC/MSCAAA/SSCSSS"


def start(layout: str, goal: str = "group", suits: str = "one"):
    return RULES.new_game(1, 0, {"layout": layout, "goal": goal, "suits": suits})


def replays_to_solved(state, moves) -> bool:
    outcome = RULES.outcome(RULES.play(state, *moves))
    return outcome is not None and outcome.reason == "solved"


def solvable_within(state, depth: int) -> bool:
    """Exhaustive search through the rules themselves (independent of the solver)."""
    frontier = [state]
    for _ in range(depth):
        following = []
        for position in frontier:
            for move in RULES.legal_moves(position):
                after = RULES.apply(position, move)
                if RULES.outcome(after) is not None:
                    return True
                following.append(after)
        frontier = following
    return False


def test_a_one_move_puzzle_is_solved_in_one_proven_move():
    result = solve(Position.from_layout(parse_layout(ONE_MOVE)))
    assert result.proven and len(result.moves) == 1
    assert replays_to_solved(start(ONE_MOVE), result.moves)


def test_shortest_solutions_are_shortest_by_exhaustive_search():
    for layout, length in ((TWO_MOVES, 2), (THREE_MOVES, 3)):
        state = start(layout)
        result = solve(state.position)
        assert result.proven and len(result.moves) == length
        assert replays_to_solved(state, result.moves)
        assert not solvable_within(state, length - 1)


def test_every_answer_on_random_deals_replays_to_a_solved_position():
    for seed in range(6):
        state = RULES.new_game(1, seed)
        result = solve(state.position, time_limit=20)
        assert result.moves is not None and result.proven
        assert result.lower_bound == len(result.moves)
        assert replays_to_solved(state, result.moves)


def test_the_solver_continues_from_a_tile_that_must_jump():
    state = RULES.play(start(THREE_MOVES), "rotate 5,5 90")
    assert state.must_jump_from == (5, 5)
    result = solve(state.position, must_jump_from=state.must_jump_from)
    assert result.moves[0].split()[0].count(",") == 1  # a jump comes first
    assert replays_to_solved(state, result.moves)


def test_a_line_in_one_turn_is_found_and_proven():
    state = start(LINE_IN_ONE, goal="line")
    result = solve(state.position, "line", time_limit=60)
    assert result.moves == ("rotate 3,3 270",) and result.proven
    assert replays_to_solved(state, result.moves)


def test_all_four_suits_get_a_solution_that_replays():
    # Three suits already form groups; the lone moon on (3,5) jumps over four to rejoin its suit.
    state = start("SSSSMM/SMSMMM/CCCCAA/CCAAAA", suits="all")
    result = solve(state.position, "group", 4, time_limit=60)
    assert result.moves == ("3,5 R",) and result.proven and result.lower_bound == 1
    assert replays_to_solved(state, result.moves)


def test_a_solved_position_needs_no_move():
    state = RULES.play(start(ONE_MOVE), "rotate 5,5 90")
    assert solve(state.position).moves == ()


def test_cancelling_stops_the_search_without_an_answer():
    result = solve(RULES.new_game(1, 1, {"goal": "line", "suits": "all"}).position, "line", 4,
                   time_limit=30, should_stop=lambda: True)
    assert result.moves is None and result.seconds < 30


@settings(max_examples=15)
@given(seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=40))
def test_the_solver_sees_exactly_the_legal_moves_of_the_rules(seed, choices):
    state = RULES.new_game(1, seed)
    for pick in choices:
        legal = RULES.legal_moves(state)
        if not legal:
            break
        node = nodes.from_position(state.position, state.must_jump_from)
        seen = {}
        for move, child in nodes.expand(node):
            if move[0] != "J" and not nodes.tile_move_ok(child):
                continue
            seen[nodes.move_text(move)] = child
        assert set(seen) == {str(m) for m in legal}
        move = legal[pick % len(legal)]
        state = RULES.apply(state, move)
        if RULES.outcome(state) is not None:
            break
        assert seen[str(move)] == nodes.from_position(state.position, state.must_jump_from)


# --- all four lines, built coin by coin (lines.py) ----------------------------------------------

def test_a_coins_own_ways_are_legal_jumps_of_the_rules():
    from reflectgames.games.plans.solver.lines import coin_ways

    state = RULES.new_game(1, 7, {"goal": "line", "suits": "all"})
    node = nodes.from_position(state.position)
    board, suits, _ = node
    occ = nodes.occupied(suits)
    for suit, cells in enumerate(suits):
        for coin in cells:
            parent = coin_ways(board, cells, coin, occ - {coin}, 3)
            for cell, before in parent.items():
                if before is None:
                    continue
                way = [cell]
                while parent[way[-1]] is not None:
                    way.append(parent[way[-1]])
                way.reverse()
                moves = [nodes.move_text(("J", a, b)) for a, b in itertools.pairwise(way)]
                after = RULES.play(state, *moves)  # raises if any jump is illegal
                assert nodes.to_cell(cell) in after.position.suits[suit]


@pytest.mark.slow
def test_nearly_finished_lines_are_finished_and_replay():
    state = start("SSSSSS/MMMMMM/CCCCCA/AAAAAC", goal="line", suits="all")
    result = solve(state.position, "line", 4, time_limit=20)
    assert result.moves is not None
    assert replays_to_solved(state, result.moves)


def test_the_line_builder_solves_random_deals_with_answers_that_replay():
    import time

    from reflectgames.games.plans.solver.lines import build_lines

    for seed in (3, 11):
        state = RULES.new_game(1, seed, {"goal": "line", "suits": "all"})
        root = nodes.from_position(state.position)
        moves, _effort, first = build_lines(root, time.monotonic() + 30)
        assert moves is not None and first is not None
        assert replays_to_solved(state, [nodes.move_text(m) for m in moves])


@pytest.mark.slow
def test_all_four_lines_through_the_front_door_replay():
    state = RULES.new_game(1, 5, {"goal": "line", "suits": "all"})
    result = solve(state.position, "line", 4, time_limit=8)
    assert result.moves is not None and result.first_seconds <= result.seconds
    assert replays_to_solved(state, result.moves)


def test_cutting_detours_removes_a_jump_there_and_back():
    from reflectgames.games.plans.solver.lines import shorten_fast

    state = start(TWO_MOVES)
    root = nodes.from_position(state.position)
    found = solve(state.position).moves
    moves = []
    node = root
    for text in found:
        move = next(m for m, child in nodes.expand(node) if nodes.move_text(m) == text)
        moves.append(move)
        node = nodes.play_moves(node, [move])
    # A detour first: some coin jumps and jumps straight back.
    there = next(m for m, _ in nodes.expand(root) if m[0] == "J")
    back = ("J", there[2], there[1])
    detour = [there, back, *moves]
    assert nodes.play_moves(root, [there, back]) == root
    cut = shorten_fast(root, detour, "group", 1)
    assert len(cut) <= len(moves)
    assert replays_to_solved(state, [nodes.move_text(m) for m in cut])


@pytest.mark.slow
def test_one_line_from_the_builder_stops_when_any_suit_is_in_line():
    import time

    from reflectgames.games.plans.solver.lines import build_lines

    for seed in (2, 9):
        state = RULES.new_game(1, seed, {"goal": "line"})
        root = nodes.from_position(state.position)
        moves, _effort, _first = build_lines(root, time.monotonic() + 20, need=1)
        assert moves is not None
        assert replays_to_solved(state, [nodes.move_text(m) for m in moves])
        # Through the front door the builder's answer is only where the beam starts from.
        result = solve(state.position, "line", time_limit=3)
        assert result.moves is not None and replays_to_solved(state, result.moves)
