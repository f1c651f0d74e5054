"""Solver figures for `reflectgames bench --solver`: fixed random deals, each with a time limit.

Sets (deals, seconds each): group_one (100, 10), line_one (50, 60: its goal
is a proven shortest answer within a minute), group_all (30, 30), line_all
(30, 60), and for the variants asking two or
three suits at once group_two (50, 10), group_three (50, 15), line_two
(50, 10), line_three (50, 10). For each set: the share solved, the
share proven shortest, median and maximum seconds to the answer (to the
first solution for the searches that keep improving until their time is
up), the median and maximum seconds to a proof over the deals proven
shortest, the median length, and the quality of the lower bound: the mean ratio
of the bound at the start to the optimum, over the deals proven shortest
(1.0 would prove every answer without searching). Deals come from fixed seeds, so every run times
the same puzzles.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from reflectgames.games.plans.events import PlansEnd
from reflectgames.games.plans.goals import suit_mode
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.rules import RULES, deal
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.estimates import lower_bound
from reflectgames.games.plans.solver.solve import solve

# name: (goal, suits needed at once, deals, seconds each)
SETS: dict[str, tuple[str, int, int, float]] = {
    "group_one": ("group", 1, 100, 10.0),
    "line_one": ("line", 1, 50, 60.0),
    "group_all": ("group", 4, 30, 30.0),
    "line_all": ("line", 4, 30, 60.0),
    "group_two": ("group", 2, 50, 10.0),
    "group_three": ("group", 3, 50, 15.0),
    "line_two": ("line", 2, 50, 10.0),
    "line_three": ("line", 3, 50, 10.0),
}
QUICK_DEALS = {"group_one": 10, "line_one": 3, "group_all": 3, "line_all": 2,
               "group_two": 3, "group_three": 3, "line_two": 2, "line_three": 2}
QUICK_SECONDS = {"group_one": 10.0, "line_one": 10.0, "group_all": 10.0, "line_all": 20.0,
                 "group_two": 10.0, "group_three": 10.0, "line_two": 10.0, "line_three": 10.0}
SEED_BASE = 20_240_000


def run_set(
    name: str, deals: int, seconds: float, progress: Callable[[str], None] | None = None
) -> dict[str, Any]:
    goal, need, _, _ = SETS[name]
    times: list[float] = []
    lengths: list[int] = []
    ratios: list[float] = []
    proof_times: list[float] = []
    solved = proven = 0
    for index in range(deals):
        letters = deal(SEED_BASE + index, goal, need)
        position = Position.from_layout(letters)
        result = solve(position, goal, need, time_limit=seconds)
        if result.moves is not None:
            _check(letters, goal, need, result.moves)
            solved += 1
            proven += result.proven
            lengths.append(len(result.moves))
            if result.proven:
                proof_times.append(result.seconds)
            if result.proven and result.moves:
                root = nodes.from_position(position)
                ratios.append(lower_bound(root[1], goal, need) / len(result.moves))
            times.append(result.first_seconds)
        if progress is not None:
            found = "none" if result.moves is None else len(result.moves)
            progress(f"{name} {index + 1}/{deals}: {found} in {result.seconds:.2f} s")
    return {
        "deals": deals,
        "seconds_each": seconds,
        "solved_share": round(solved / deals, 3),
        "proven_share": round(proven / deals, 3),
        "median_s": round(statistics.median(times), 3) if times else None,
        "max_s": round(max(times), 3) if times else None,
        "median_proof_s": round(statistics.median(proof_times), 3) if proof_times else None,
        "max_proof_s": round(max(proof_times), 3) if proof_times else None,
        "median_length": statistics.median(lengths) if lengths else None,
        "bound_ratio": round(statistics.mean(ratios), 3) if ratios else None,
    }


def _check(letters: tuple[str, ...], goal: str, need: int, moves: tuple[str, ...]) -> None:
    """A figure only counts answers that replay to a solved position."""
    from reflectgames.games.plans.board import format_layout

    options = {"layout": format_layout(letters), "goal": goal, "suits": suit_mode(need)}
    final = RULES.play(RULES.new_game(1, 0, options), *moves)
    outcome = RULES.outcome(final)
    if outcome is None or outcome.reason != PlansEnd.SOLVED:
        raise RuntimeError("a solver answer does not solve its puzzle")


def measure_solver(quick: bool, progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    figures = {}
    for name, (_, _, full_deals, full_seconds) in SETS.items():
        deals, seconds = (QUICK_DEALS[name], QUICK_SECONDS[name]) if quick else (full_deals, full_seconds)
        started = time.monotonic()
        figures[name] = run_set(name, deals, seconds, progress)
        figures[name]["wall_s"] = round(time.monotonic() - started, 1)
    return figures
