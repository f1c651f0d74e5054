"""Per-suit facts the searches ask about over and over, remembered by the suit's cells.

A suit's six coin cells (a sorted tuple) decide whether it meets the goal and
how far it is from it; the same tuples come back again and again in a search,
so each answer is computed once.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from reflectgames.games.plans.solver.frame import SHIFT, WIDTH

_COL = WIDTH - 1
_LIMIT = 400_000
_group: dict[tuple[int, ...], bool] = {}
_line: dict[tuple[int, ...], bool] = {}


def is_group(cells: tuple[int, ...]) -> bool:
    known = _group.get(cells)
    if known is None:
        if len(_group) > _LIMIT:
            _group.clear()
        known = _group[cells] = _connected(cells)
    return known


def _connected(cells: tuple[int, ...]) -> bool:
    left = set(cells)
    stack = [left.pop()]
    while stack:
        cell = stack.pop()
        for nxt in (cell + 1, cell - 1, cell + WIDTH, cell - WIDTH):
            if nxt in left:
                left.remove(nxt)
                stack.append(nxt)
    return not left


def is_line(cells: tuple[int, ...]) -> bool:
    """Sorted cells side by side in one row, or one above the other in one column."""
    known = _line.get(cells)
    if known is None:
        if len(_line) > _LIMIT:
            _line.clear()
        first, last = cells[0], cells[-1]
        span = len(cells) - 1
        in_row = last - first == span and first >> SHIFT == last >> SHIFT
        in_column = all(b - a == WIDTH for a, b in itertools.pairwise(cells))
        known = _line[cells] = in_row or in_column
    return known


def checker(goal: str) -> Callable[[tuple[int, ...]], bool]:
    """The test one suit's sorted cells must pass for `goal`."""
    return is_line if goal == "line" else is_group


def solved(suits: tuple[tuple[int, ...], ...], goal: str, need: int) -> bool:
    """Do at least `need` of the suits meet the goal?"""
    test = checker(goal)
    if need == 1:
        return any(test(cells) for cells in suits)
    return sum(1 for cells in suits if test(cells)) >= need


def row_col(cell: int) -> tuple[int, int]:
    return cell >> SHIFT, cell & _COL
