"""Graded puzzles: the four levels, and dealing a puzzle whose solution length fits its level.

A level is a goal together with a window of solution lengths, so the levels
span the goals. One suit in a group takes 1 to 5 moves on most deals, so easy
keeps the deals whose proven shortest solution is 3 or 4 moves (1 or 2 would
be found by chance). One suit in a straight line takes some 6 to 10 moves:
medium. Every suit in a group at once takes 12 to 30: hard. Every suit in a
line takes some 40 to 60: expert. Lengths beyond easy are the best the
solver finds in its time, not proven shortest.

Dealing runs in the solver's worker process (`solver_worker`), never in the
window: it tries consecutive seeds until one grades into its window, and
after a time limit settles for the closest candidate seen.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from reflectgames.games.plans.board import format_layout
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.goals import suits_needed
from reflectgames.games.plans.rules import deal

LEVELS = ("easy", "medium", "hard", "expert")


@dataclass(frozen=True)
class Level:
    goal: str
    suits: str
    shortest: int  # the window of solution lengths this level accepts
    longest: int
    seconds: float  # how long the solver may grade one candidate


LEVEL_SPECS = {
    "easy": Level("group", "one", 3, 4, 2.0),
    "medium": Level("line", "one", 6, 10, 1.5),
    "hard": Level("group", "all", 12, 30, 3.0),
    "expert": Level("line", "all", 30, 70, 3.0),
}


@dataclass(frozen=True)
class Dealt:
    puzzle: Puzzle
    best: list[str] | None  # a best-known solution from the start, as move texts
    proven: bool  # no shorter solution exists


# solve(puzzle, seconds) -> (moves or None, proven)
Solve = Callable[[Puzzle, float], tuple[list[str] | None, bool]]


def candidate(level: str, seed: int) -> Puzzle:
    spec = LEVEL_SPECS[level]
    letters = deal(seed, spec.goal, suits_needed(spec.suits))
    return Puzzle(format_layout(letters), spec.goal, spec.suits)


def level_of(puzzle: Puzzle) -> str | None:
    """The level whose goal this puzzle has."""
    for name, spec in LEVEL_SPECS.items():
        if (spec.goal, spec.suits) == (puzzle.goal, puzzle.suits):
            return name
    return None


def deal_graded(level: str, seed: int, solve: Solve, seconds: float = 20.0) -> Dealt:
    """A puzzle of `level` from the seeds `seed`, `seed + 1`, ... (the same while nothing times out)."""
    if level not in LEVEL_SPECS:
        raise ValueError(f"Unknown level {level!r}: choose easy, medium, hard or expert.")
    spec = LEVEL_SPECS[level]
    deadline = time.monotonic() + seconds
    closest: tuple[int, Dealt] | None = None
    attempt = 0
    while True:
        puzzle = candidate(level, seed + attempt)
        attempt += 1
        moves, proven = solve(puzzle, spec.seconds)
        if moves is not None:
            dealt = Dealt(puzzle, moves, proven)
            if spec.shortest <= len(moves) <= spec.longest:
                return dealt
            miss = max(spec.shortest - len(moves), len(moves) - spec.longest)
            if closest is None or miss < closest[0]:
                closest = (miss, dealt)
        if time.monotonic() > deadline:
            return closest[1] if closest is not None else Dealt(puzzle, None, False)
