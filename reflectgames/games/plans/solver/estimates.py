"""How far a position is from the goal: guesses that steer the search, and bounds that prove.

`guess` may overestimate (it only orders the search); `lower_bound` never
does, so a solution whose length equals the bound at the start is the
shortest. Both are built from per-suit figures remembered by the suit's
cells.

Bounds: a jump moves one coin; a turn or shift moves the four coins of one
tile and, unless it ends the game, is followed by a jump. A straight line of
six cells crosses a tile in at most two cells, so towards a line a jump adds
at most one coin and a tile move at most two to any fixed six-cell window;
towards groups a tile move relocates at most four coins.
"""

from __future__ import annotations

from reflectgames.games.plans.board import COINS_PER_SUIT
from reflectgames.games.plans.solver.frame import SHIFT, WIDTH
from reflectgames.games.plans.solver.linebound import line_bound, remembered_line_bound
from reflectgames.games.plans.solver.measure import is_group, is_line
from reflectgames.games.plans.solver.suitwise import must_move

_COL = WIDTH - 1
_LIMIT = 200_000  # entries per table; past it the table empties and refills
_spread: dict[tuple[int, ...], int] = {}
_line_options: dict[tuple[int, ...], tuple[tuple[int, int, int], ...]] = {}


def _points(cells: tuple[int, ...]) -> list[tuple[int, int]]:
    return [(cell & _COL, cell >> SHIFT) for cell in cells]


def group_spread(cells: tuple[int, ...]) -> int:
    """Steps of the shortest tree joining the coins (Manhattan) beyond the 5 of a group: 0 when joined."""
    known = _spread.get(cells)
    if known is None:
        if len(_spread) > _LIMIT:
            _spread.clear()
        points = _points(cells)
        best = [abs(points[0][0] - x) + abs(points[0][1] - y) for x, y in points]
        joined = [False] * len(points)
        joined[0] = True
        total = 0
        for _ in range(len(points) - 1):
            index = min((i for i in range(len(points)) if not joined[i]), key=best.__getitem__)
            joined[index] = True
            total += best[index]
            x0, y0 = points[index]
            for i, (x, y) in enumerate(points):
                if not joined[i]:
                    best[i] = min(best[i], abs(x - x0) + abs(y - y0))
        known = _spread[cells] = total - (len(points) - 1)
        if known == 0 and not is_group(cells):
            known = 1
    return known


def _best_span(values: list[int]) -> int:
    """The most values inside any six consecutive integers."""
    values = sorted(values)
    best, low = 0, 0
    for high, value in enumerate(values):
        while value - values[low] > COINS_PER_SUIT - 1:
            low += 1
        best = max(best, high - low + 1)
    return best


def _most_in_window(lines: dict[int, list[int]]) -> int:
    return max(_best_span(along) for along in lines.values())


def _row_costs(points: list[tuple[int, int]], steps: list[int]) -> list[tuple[int, int]]:
    """(cost, row) of gathering the coins into each promising row: 0 per coin on it, 1 per coin
    one jump from it, else 2.

    `points` are (x, y) with y the coordinate that must become equal;
    `steps[i]` is how far coin i jumps towards that row (its suit's coins in
    its column, itself included, plus one).
    """
    on: dict[int, int] = {}
    near: dict[int, int] = {}
    for (_, y), step in zip(points, steps, strict=True):
        on[y] = on.get(y, 0) + 1
        near[y + step] = near.get(y + step, 0) + 1
        near[y - step] = near.get(y - step, 0) + 1
    full = 2 * len(points)
    rows = set(on) | set(near)
    return [(full - 2 * on.get(row, 0) - near.get(row, 0), row) for row in rows]


def line_options(cells: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """The four most promising lines for one suit: (guess, 0 for a row or 1 for a column, its y or x).

    The guess adds what it takes to bring the coins into that row (see
    _row_costs) and into six neighbouring columns (1 per coin outside the
    best six), or the same for a column.
    """
    known = _line_options.get(cells)
    if known is None:
        if len(_line_options) > _LIMIT:
            _line_options.clear()
        points = _points(cells)
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        down_steps = [xs.count(x) + 1 for x in xs]  # a vertical jump's length
        side_steps = [ys.count(y) + 1 for y in ys]  # a horizontal jump's length
        spread_x = len(points) - _best_span(xs)
        spread_y = len(points) - _best_span(ys)
        options = [(cost + spread_x, 0, row) for cost, row in _row_costs(points, down_steps)]
        flipped = [(y, x) for x, y in points]
        options += [(cost + spread_y, 1, col) for cost, col in _row_costs(flipped, side_steps)]
        options.sort()
        known = _line_options[cells] = tuple(options[:4])
    return known


def line_figures(cells: tuple[int, ...]) -> tuple[float, int]:
    """(guess, coins missing from the best six-cell window) for one suit and the line goal."""
    points = _points(cells)
    rows: dict[int, list[int]] = {}
    cols: dict[int, list[int]] = {}
    for x, y in points:
        rows.setdefault(y, []).append(x)
        cols.setdefault(x, []).append(y)
    most_inside = max(_most_in_window(rows), _most_in_window(cols))
    return line_options(cells)[0][0], len(points) - most_inside


def _moves_for_line(missing: int) -> int:
    """Fewest moves that can add `missing` coins to one window: 2 per tile move, 1 per jump."""
    moves, gained = 0, 0
    while gained < missing:
        moves += 1
        gained += 2 if moves % 2 else 1  # tile move, then the jump that must follow
    return moves


def _moves_for_total(missing: int, per_tile_move: int) -> int:
    moves, gained = 0, 0
    while gained < missing:
        moves += 1
        gained += per_tile_move if moves % 2 else 1
    return moves


_figures: dict[str, dict[tuple[int, ...], tuple[bool, float, int, int]]] = {"group": {}, "line": {}}


def figures(cells: tuple[int, ...], goal: str) -> tuple[bool, float, int, int]:
    """(goal met, guess, lower bound in moves, coins to move) for one suit, remembered."""
    table = _figures[goal]
    known = table.get(cells)
    if known is None:
        if len(table) > _LIMIT:
            table.clear()
        if goal == "line":
            done = is_line(cells)
            estimate, missing = line_figures(cells)
            bound = _moves_for_line(missing)
        else:
            done = is_group(cells)
            estimate = group_spread(cells)
            missing = max(1, must_move(cells))
            bound = _moves_for_total(missing, 4)
        known = (True, 0.0, 0, 0) if done else (False, estimate, max(1, bound), missing)
        table[cells] = known
    return known


def combine(per_suit: list[tuple[bool, float, int, int]], need: int) -> tuple[bool, float, int]:
    """(goal met, guess, lower bound) of a position from its four suits' figures, `need` suits to finish.

    Whichever `need` suits end up finished, each took at least its own bound,
    so the need-th smallest bound holds; together they had at least the
    `need` smallest numbers of coins to move, and a tile move carries at
    most four of them.
    """
    if need == 1:
        done = any(f[0] for f in per_suit)
        return done, min(f[1] for f in per_suit), min(f[2] for f in per_suit)
    done = sum(1 for f in per_suit if f[0]) >= need
    if done:
        return True, 0.0, 0
    bounds = sorted(f[2] for f in per_suit)
    missing = sum(sorted(f[3] for f in per_suit)[:need])
    bound = max(bounds[need - 1], _moves_for_total(missing, 4))
    return done, sum(sorted(f[1] for f in per_suit)[:need]), bound


def guess(suits: tuple[tuple[int, ...], ...], goal: str, need: int) -> float:
    return combine([figures(cells, goal) for cells in suits], need)[1]


def lower_bound(suits: tuple[tuple[int, ...], ...], goal: str, need: int) -> int:
    """Moves still needed at least (0 only when the goal is met).

    For lines the window bounds of linebound.py join in: stronger, but too
    slow for the beam search, which keeps to the figures above.
    """
    per_suit = [figures(cells, goal) for cells in suits]
    if goal == "line":
        per_suit = [
            (done, estimate, max(bound, line_bound(cells)), missing)
            for cells, (done, estimate, bound, missing) in zip(suits, per_suit, strict=True)
        ]
    return combine(per_suit, need)[2]


def bound_exceeds(suits: tuple[tuple[int, ...], ...], goal: str, need: int, limit: int) -> bool:
    """lower_bound(suits, goal, need) > limit, often without working out the whole bound.

    One suit in line: the bound is the least of the suits' own, so one suit
    at or under `limit` settles it. The suits whose line bounds are already
    remembered are asked first, and a suit whose cheap figure is already
    above `limit` never needs its line bound.
    """
    if goal != "line" or need != 1:
        return lower_bound(suits, goal, need) > limit
    unknown = []
    for cells in suits:
        bound = figures(cells, goal)[2]
        if bound > limit:
            continue
        line = remembered_line_bound(cells)
        if line is None:
            unknown.append(cells)
        elif line <= limit:
            return False
    return all(line_bound(cells) > limit for cells in unknown)
