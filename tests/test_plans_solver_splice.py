"""Splicing short sequences into a found solution (splice.py) and rebuilding its parts (lines.py):
answers stay legal, solved, and never grow longer."""

from __future__ import annotations

import random
import time

import pytest

from reflectgames.games import get_rules
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.lines import build_lines, shorten_fast
from reflectgames.games.plans.solver.measure import solved
from reflectgames.games.plans.solver.splice import Splicer, positions, replay

RULES = get_rules("plans")
FAR_AHEAD = 1e9  # no deadline: a splice ends by itself once a round finds nothing shorter


def replays_to_solved(state, moves) -> bool:
    outcome = RULES.outcome(RULES.play(state, *[nodes.move_text(m) for m in moves]))
    return outcome is not None and outcome.reason == "solved"


def line_deal(seed: int):
    state = RULES.new_game(1, seed, {"goal": "line", "suits": "all"})
    return state, nodes.from_position(state.position)


def test_every_jump_can_be_played_back():
    # The splice joins positions from behind by jumps played back: this is the premise.
    for seed in (1, 4, 8):
        _state, node = line_deal(seed)
        rng = random.Random(seed)
        for _ in range(30):
            options = [(m, c) for m, c in nodes.expand(node) if m[0] == "J"]
            for move, child in options:
                back = ("J", move[2], move[1])
                assert (back, node) in nodes.expand(child)
            node = rng.choice(options)[1]


def test_replay_refuses_an_illegal_move_and_stops_at_the_goal():
    _state, root = line_deal(3)
    jump = next(m for m, _ in nodes.expand(root) if m[0] == "J")
    assert replay(root, [("J", jump[1], jump[1] + 999)], "line", 4) is None
    assert replay(root, [jump], "line", 4) is None  # legal but unsolved
    moves, _effort, _first = build_lines(root, time.monotonic() + 30)
    assert moves is not None
    assert replay(root, moves, "line", 4) == moves


@pytest.mark.slow
def test_a_detour_in_the_middle_is_spliced_out():
    state, root = line_deal(5)
    moves, _effort, _first = build_lines(root, time.monotonic() + 30)
    assert moves is not None
    # Two coins of different suits jump away and back in the middle of the solution.
    middle = positions(root, moves)[len(moves) // 2]
    jumps = [m for m, _ in nodes.expand(middle) if m[0] == "J"]
    first = jumps[0]
    after_first = nodes.play_moves(middle, [first])
    second = next(m for m, _ in nodes.expand(after_first) if m[0] == "J" and m[1] != first[2])
    detour = [first, second, ("J", second[2], second[1]), ("J", first[2], first[1])]
    half = len(moves) // 2
    longer = moves[:half] + detour + moves[half:]
    assert replay(root, longer, "line", 4) == longer
    spliced = Splicer("line", 4, FAR_AHEAD).run(root, longer)
    assert len(spliced) <= len(moves)
    assert replays_to_solved(state, spliced)


@pytest.mark.slow
def test_a_splice_never_lengthens_and_replays_through_the_rules():
    for seed in (2, 7):
        state, root = line_deal(seed)
        moves, _effort, _first = build_lines(root, time.monotonic() + 30, seed=seed)
        assert moves is not None
        moves = shorten_fast(root, moves, "line", 4)
        spliced = Splicer("line", 4, FAR_AHEAD).run(root, moves)
        assert len(spliced) <= len(moves)
        assert replays_to_solved(state, spliced)
        assert solved(positions(root, spliced)[-1][1], "line", 4)


@pytest.mark.slow
def test_the_shortcuts_are_as_short_as_plain_enumeration_finds_them():
    # From the first position, every position two moves ahead that the solution passes later must
    # be joined in two moves: compare the splice's chain with a direct enumeration.
    _state, root = line_deal(6)
    moves, _effort, _first = build_lines(root, time.monotonic() + 30, seed=6)
    assert moves is not None
    along = positions(root, moves)
    later = {node: j for j, node in enumerate(along)}
    best_reach = 1
    for _m1, child in nodes.expand(root):
        best_reach = max(best_reach, later.get(child, 0))
        for _m2, grandchild in nodes.expand(child):
            best_reach = max(best_reach, later.get(grandchild, 0) - 1)
    spliced = Splicer("line", 4, FAR_AHEAD, behind=0).run(root, moves)
    assert len(spliced) <= len(moves) - (best_reach - 1)

