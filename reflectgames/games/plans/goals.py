"""The two goals for one suit's six coins (one orthogonal group, or one straight line), and how many
suits must meet the goal at once for the puzzle to be solved."""

from __future__ import annotations

from collections.abc import Iterable

from reflectgames.games.plans.board import Cell

GOALS = ("group", "line")
SUIT_MODES = ("one", "two", "three", "all")
# How many suits must meet the goal at the same moment; "at least": a third suit done as well never hurts.
SUITS_NEEDED = {"one": 1, "two": 2, "three": 3, "all": 4}


def suits_needed(mode: str) -> int:
    """The number of suits option `suits` asks for (ValueError for an unknown mode)."""
    try:
        return SUITS_NEEDED[mode]
    except KeyError:
        raise ValueError(f"Unknown suits mode {mode!r}.") from None


def suit_mode(need: int) -> str:
    """The option value that asks for `need` suits (1..4)."""
    return SUIT_MODES[need - 1]


def groups(cells: Iterable[Cell]) -> list[set[Cell]]:
    """The orthogonally connected groups of `cells`, largest first."""
    left = set(cells)
    found = []
    while left:
        start = left.pop()
        group = {start}
        stack = [start]
        while stack:
            x, y = stack.pop()
            for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if nxt in left:
                    left.remove(nxt)
                    group.add(nxt)
                    stack.append(nxt)
        found.append(group)
    found.sort(key=len, reverse=True)
    return found


def largest_group(cells: Iterable[Cell]) -> int:
    found = groups(cells)
    return len(found[0]) if found else 0


def is_group(cells: Iterable[Cell]) -> bool:
    return len(groups(cells)) <= 1


def is_line(cells: Iterable[Cell]) -> bool:
    """All cells in one row or one column, side by side with no gap."""
    cells = list(cells)
    xs = {x for x, _ in cells}
    ys = {y for _, y in cells}
    if len(ys) == 1:
        return len(xs) == len(cells) and max(xs) - min(xs) == len(cells) - 1
    if len(xs) == 1:
        return len(ys) == len(cells) and max(ys) - min(ys) == len(cells) - 1
    return False


def meets(goal: str, cells: Iterable[Cell]) -> bool:
    """Does one suit's set of cells meet `goal` ('group' or 'line')?"""
    return is_line(cells) if goal == "line" else is_group(cells)


def longest_line(cells: Iterable[Cell]) -> int:
    """The most coins side by side in one row or column (progress towards a line)."""
    cells = set(cells)
    best = 0
    for x, y in cells:
        for dx, dy in ((1, 0), (0, 1)):
            if (x - dx, y - dy) in cells:
                continue  # count each run once, from its first cell
            run = 1
            while (x + dx * run, y + dy * run) in cells:
                run += 1
            best = max(best, run)
    return best


def progress(goal: str, cells: Iterable[Cell]) -> int:
    """How far a suit is towards the goal, out of 6: its largest group or its longest line."""
    return longest_line(cells) if goal == "line" else largest_group(cells)
