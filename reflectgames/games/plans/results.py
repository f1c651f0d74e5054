"""How a Plans of Action attempt stands, in one word for every screen that says it.

The puzzle screen's panel and the load list both word an attempt from here,
so they never disagree: not solved yet, solved, solved by the solver (Solve
played at least one of its moves), or stuck (no move left; undo is the way on).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from reflectgames.games.plans.events import PlansEnd
from reflectgames.i18n import t


class PuzzleResult(Enum):
    UNSOLVED = "unsolved"
    SOLVED = "solved"
    SOLVED_BY_SOLVER = "solved_by_solver"
    STUCK = "stuck"


# The words of each result (a table, so every key used is one the catalog defines).
RESULT_WORDS: dict[PuzzleResult, str] = {
    PuzzleResult.UNSOLVED: "puzzles.unsolved",
    PuzzleResult.SOLVED: "puzzles.result.solved",
    PuzzleResult.SOLVED_BY_SOLVER: "puzzles.result.solved_by_solver",
    PuzzleResult.STUCK: "puzzles.result.stuck",
}


def puzzle_result(reason: str | None, played: int, solver_moves: Iterable[int]) -> PuzzleResult:
    """The result of an attempt that ended for `reason` (None: still open) after `played` moves,
    of which the move numbers `solver_moves` were the solver's."""
    if reason is None:
        return PuzzleResult.UNSOLVED
    if reason == PlansEnd.STUCK.value:
        return PuzzleResult.STUCK
    if any(0 < number <= played for number in solver_moves):
        return PuzzleResult.SOLVED_BY_SOLVER
    return PuzzleResult.SOLVED


def result_words(result: PuzzleResult) -> str:
    return t(RESULT_WORDS[result])
