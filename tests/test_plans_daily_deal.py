"""The daily puzzle follows the date alone; graded deals fit their level."""

from __future__ import annotations

import datetime

from reflectgames.games.plans.daily import daily_level, daily_puzzle, daily_seed
from reflectgames.games.plans.deal import LEVEL_SPECS, Dealt, candidate, deal_graded, level_of

MONDAY = datetime.date(2025, 3, 3)


def test_the_daily_puzzle_is_the_same_for_everyone_on_a_date():
    assert daily_puzzle(MONDAY) == daily_puzzle(datetime.date(2025, 3, 3))
    assert daily_seed(MONDAY) == daily_seed(datetime.date.fromisoformat("2025-03-03"))


def test_consecutive_days_give_different_puzzles():
    days = [MONDAY + datetime.timedelta(days=n) for n in range(14)]
    assert len({daily_puzzle(day).layout for day in days}) == 14


def test_the_week_climbs_from_easy_to_hard():
    levels = [daily_level(MONDAY + datetime.timedelta(days=n)) for n in range(7)]
    assert levels == ["easy", "easy", "medium", "medium", "medium", "hard", "hard"]
    sunday = daily_puzzle(MONDAY + datetime.timedelta(days=6))
    assert (sunday.goal, sunday.suits) == ("group", "all") and level_of(sunday) == "hard"


def test_a_graded_deal_keeps_the_first_candidate_inside_its_window():
    lengths = iter([1, 2, 5, 3])  # too short, too short, too long, fits

    def solve(puzzle, seconds):
        return ["move"] * next(lengths), True

    dealt = deal_graded("easy", 40, solve)
    assert dealt == Dealt(candidate("easy", 43), ["move"] * 3, True)
    assert LEVEL_SPECS["easy"].shortest <= len(dealt.best) <= LEVEL_SPECS["easy"].longest


def test_a_deal_out_of_time_settles_for_the_closest_candidate():
    lengths = iter([40, 9])

    def solve(puzzle, seconds):
        return ["move"] * next(lengths), False

    dealt = deal_graded("hard", 5, solve, seconds=-1.0)  # the clock has run out after one try
    assert len(dealt.best) == 40 and dealt.puzzle == candidate("hard", 5)


def test_the_levels_span_every_goal_and_expert_puzzles_are_really_solvable():
    goals = {(spec.goal, spec.suits) for spec in LEVEL_SPECS.values()}
    assert goals == {("group", "one"), ("line", "one"), ("group", "all"), ("line", "all")}
    puzzle = candidate("expert", 11)
    assert (puzzle.goal, puzzle.suits) == ("line", "all") and level_of(puzzle) == "expert"
    from reflectgames.games.plans.board import parse_layout
    from reflectgames.games.plans.position import Position
    from reflectgames.games.plans.rules import RULES
    from reflectgames.games.plans.solver.solve import solve

    start = Position.from_layout(parse_layout(puzzle.layout))
    found = solve(start, "line", 4, time_limit=30.0, first=True)
    assert found.moves is not None
    state = RULES.play(RULES.new_game(1, 0, puzzle.options()), *found.moves)
    assert RULES.outcome(state) is not None and RULES.outcome(state).winners == frozenset({0})
