"""A lower bound on the moves that bring one suit into one straight line, window by window.

A line is six side-by-side cells of one row (or column): a window. For a
window, every coin of the suit outside it must get in. A jump moves one coin
along one axis, by two to seven cells (its suit's coins in that row or
column, itself included, plus one), so a coin that only jumps needs

- across the line: no jump when it is on the line's row, two when it is one
  row off (no single jump moves one cell), else one jump per seven rows or
  part of them;
- along the line: no jump when it is within the window's six cells, else one
  jump per seven cells or part of them to the nearest cell of the window.

A turn or shift carries the suit's coins on one tile: at most four, of which
at most two end up inside the window (a tile covers two cells of a line at
most). So with `t` tile moves, at most 2t coins get in without a jump of
their own after their last carry, and at most 2t more were carried at all
(each then still needs a jump, at least one). Every tile move but a last one
is followed by a jump. The bound of a window is the least, over `t`, of
`t + max(jumps the suit still needs, t - 1)`, and a suit's bound the least
over its windows. Landing cells are assumed free and on the board, so the
bound can only be too hopeful, never too strict.

Windows far from the coins never do better than nearer ones: along the line
the costs only grow with the distance, and across it they only grow from two
rows off, while whether a shift across the line may put a coin inside
depends on the parity of the distance. So only rows from three below the
lowest coin to three above the highest, and windows reaching a coin's
column, are tried. And the windows with no coin inside are tried only when
those with coins inside leave a bound above the least a window without
coins could have (FEWEST_FOR): in the searches that is rare, and it saves
most of the work.
"""

from __future__ import annotations

from reflectgames.games.plans.board import COINS_PER_SUIT
from reflectgames.games.plans.solver.frame import ANCHOR, SHIFT, WIDTH

_COL = WIDTH - 1
_LIMIT = 200_000  # entries per table; past it the table empties and refills
LONGEST_JUMP = COINS_PER_SUIT + 1  # a coin jumps over its suit's coins in the row, itself included
ONE_OFF_JUMPS = 2  # jumps that move a coin by exactly one row: no jump is shorter than two cells
# Rows beyond the coins worth trying: a row further out costs every coin at least as much as
# the row two nearer (same parity), which is at least two rows off every coin.
NEAR_ROWS = 3
PER_TILE_IN = 2  # coins a tile move can put inside a window
PER_TILE_CARRIED = 4  # coins of one suit a tile move can carry

_bounds: dict[tuple[int, ...], int] = {}
_loose: dict[tuple[int, ...], int] = {}
_patterns: dict[tuple[tuple[int, int, bool], ...], int] = {}


def across_cost(offset: int) -> int:
    """Jumps that move a coin by exactly `offset` cells along one axis."""
    offset = abs(offset)
    if offset == 0:
        return 0
    if offset == 1:
        return ONE_OFF_JUMPS
    return -(-offset // LONGEST_JUMP)


def along_cost(position: int, first: int) -> int:
    """Jumps along the line that bring a coin at `position` into cells first .. first + 5."""
    if position < first:
        gap = first - position
    elif position > first + COINS_PER_SUIT - 1:
        gap = position - first - COINS_PER_SUIT + 1
    else:
        return 0
    return -(-gap // LONGEST_JUMP)


def with_tile_moves(coins: list[tuple[int, int, bool]], floor: int = 0) -> int:
    """The fewest moves for the coins outside a window: (jumps alone, start tile, one carry may put
    it inside) each, jumps alone at least one; tile moves allowed. Stops early at `floor`, a known
    lower bound of the answer.

    A coin that never jumps gets inside only by moves of its own start tile:
    one move must put it inside, two or more may put it anywhere. A tile
    covers two cells of the window at most, so each tile gives two such coins
    at most. Every other carried coin still jumps at least once.
    """
    jumps_alone = sorted((coin[0] for coin in coins), reverse=True)
    count = len(jumps_alone)
    best = sum(jumps_alone)
    by_tile: dict[int, list[int]] = {}
    coins_on: dict[int, int] = {}
    for cost, tile, one_carry in coins:
        coins_on[tile] = coins_on.get(tile, 0) + 1
        if one_carry:
            by_tile.setdefault(tile, []).append(cost)
    # One tile move: the coins of its tile that one carry puts inside cost nothing, three or
    # four more coins are carried and jump once.
    carried = PER_TILE_CARRIED
    options = [sorted(costs, reverse=True)[:PER_TILE_IN] for costs in by_tile.values()] or [[]]
    for free in options:
        rest = list(jumps_alone)
        for cost in free:
            rest.remove(cost)
        left = carried - len(free)
        best = min(best, 1 + min(left, len(rest)) + sum(rest[left:]))
        if best <= floor:
            return best
    # Two tile moves carry every coin: one tile twice frees any two of its coins, two tiles
    # the coins one carry of each puts inside.
    twice = max(min(PER_TILE_IN, n) for n in coins_on.values())
    once = sorted((min(PER_TILE_IN, len(costs)) for costs in by_tile.values()), reverse=True)[:2]
    free_count = max(twice, sum(once))
    best = min(best, 2 + max(1, count - free_count))
    # Three or more: any two coins per tile move may cost nothing.
    tile_moves = 2
    while PER_TILE_IN * tile_moves < count and tile_moves + 1 < best:
        tile_moves += 1
        inside = PER_TILE_IN * tile_moves
        carried = PER_TILE_CARRIED * tile_moves
        jumps = sum(jumps_alone[carried:]) + len(jumps_alone[inside:carried])
        best = min(best, tile_moves + max(jumps, tile_moves - 1))
    return best


def _one_carry_in(across: int, along: int, line: int, first: int) -> bool:
    """Can one turn or shift of the coin's tile put it inside the window (shift lengths relaxed)?"""
    last = first + COINS_PER_SUIT - 1
    if across == line:
        return True  # a shift along the line, far enough
    if first <= along <= last and (line - across) % 2 == 0:
        return True  # a shift across the line by whole tile-spaces
    # A turn: the coin goes to another cell of its tile.
    low_across, low_along = across - (across + 1) % 2, along - (along + 1) % 2
    return low_across <= line <= low_across + 1 and (
        first <= low_along <= last or first <= low_along + 1 <= last
    )


def _tile_free_bound(costs: tuple[int, ...]) -> int:
    """with_tile_moves with any coins free of jumps, two per tile move: never more than it."""
    known = _loose.get(costs)
    if known is None:
        best = sum(costs)
        tile_moves = 0
        while PER_TILE_IN * tile_moves < len(costs):
            tile_moves += 1
            inside = PER_TILE_IN * tile_moves
            carried = PER_TILE_CARRIED * tile_moves
            jumps = sum(costs[carried:]) + len(costs[inside:carried])
            best = min(best, tile_moves + max(jumps, tile_moves - 1))
        known = _loose[costs] = best
    return known


def _axis_windows(across: list[int], along: list[int], kind: int) -> list[tuple[int, int, int, int]]:
    """(loose bound, 0 for rows or 1 for columns, line, first cell) of every window worth trying."""
    found = []
    firsts = range(min(along) - COINS_PER_SUIT + 1, max(along) + 1)
    along_costs = [[along_cost(b, first) for b in along] for first in firsts]
    for line in range(min(across) - NEAR_ROWS, max(across) + NEAR_ROWS + 1):
        offs = [across_cost(line - a) for a in across]
        for first, alongs in zip(firsts, along_costs, strict=True):
            costs = tuple(sorted((o + b for o, b in zip(offs, alongs, strict=True) if o + b), reverse=True))
            found.append((_tile_free_bound(costs), kind, line, first))
    return found


def _window_bound(across: list[int], along: list[int], line: int, first: int, floor: int) -> int:
    """The bound of one window; `floor` is its loose bound, which it never falls below."""
    coins = []
    tiles: dict[int, int] = {}
    for a, b in zip(across, along, strict=True):
        cost = across_cost(line - a) + along_cost(b, first)
        if cost:
            tile = (a - (a + 1) % 2) * WIDTH + b - (b + 1) % 2
            coins.append((cost, tiles.setdefault(tile, len(tiles)), _one_carry_in(a, b, line, first)))
    if not coins:
        return 0
    key = tuple(sorted(coins))
    known = _patterns.get(key)
    if known is None:
        if len(_patterns) > _LIMIT:
            _patterns.clear()
        known = _patterns[key] = with_tile_moves(coins, floor)
    return known


def remembered_line_bound(cells: tuple[int, ...]) -> int | None:
    """line_bound(cells) if it is already known, else None (nothing is worked out)."""
    return _bounds.get(cells)


def _fewest_for(outside: int) -> int:
    """The least any window bound can be with `outside` coins outside it: each costs at least one
    jump unless a tile move (two coins each) puts it inside (_tile_free_bound with all costs one)."""
    return min(
        tile_moves + max(outside - PER_TILE_IN * tile_moves, tile_moves - 1, 0)
        for tile_moves in range(outside + 1)
    )


# By coins outside the window: no window bound is smaller (the window's loose bound is not).
FEWEST_FOR = tuple(_fewest_for(outside) for outside in range(COINS_PER_SUIT + 1))


def line_bound(cells: tuple[int, ...]) -> int:
    """Moves still needed, at least, before this suit stands in one line (remembered per cells)."""
    known = _bounds.get(cells)
    if known is None:
        if len(_bounds) > _LIMIT:
            _bounds.clear()
        xs = [cell & _COL for cell in cells]
        ys = [cell >> SHIFT for cell in cells]
        known = _bound_near_coins(xs, ys)
        if known > FEWEST_FOR[COINS_PER_SUIT]:
            # A window holding none of the coins may still do better: try every window.
            known = min(known, _least_window_bound(xs, ys, _every_window(xs, ys)))
        _bounds[cells] = known
    return known


def _bound_near_coins(xs: list[int], ys: list[int]) -> int:
    """The least bound of the windows holding at least one coin.

    Most windows are far from every coin; their bounds are never below
    FEWEST_FOR[6], so the windows with coins inside are tried first, and the
    others only when those leave a higher bound (line_bound).
    """
    inside: set[tuple[int, int, int]] = set()
    for x, y in zip(xs, ys, strict=True):
        inside.update((0, y, first) for first in range(x - COINS_PER_SUIT + 1, x + 1))
        inside.update((1, x, first) for first in range(y - COINS_PER_SUIT + 1, y + 1))
    found = []
    for kind, line, first in inside:
        across, along = (ys, xs) if kind == 0 else (xs, ys)
        costs = [across_cost(line - a) + along_cost(b, first) for a, b in zip(across, along, strict=True)]
        costs.sort(reverse=True)
        found.append((_tile_free_bound(tuple(cost for cost in costs if cost)), kind, line, first))
    return _least_window_bound(xs, ys, found)


def _least_window_bound(xs: list[int], ys: list[int], found: list[tuple[int, int, int, int]]) -> int:
    """The least bound of these windows (loose bound, kind, line, first cell), the most hopeful first."""
    found.sort()
    known = found[0][0] + LONGEST_JUMP * COINS_PER_SUIT
    for loose, kind, line, first in found:
        if loose >= known:
            break
        axes = (ys, xs) if kind == 0 else (xs, ys)
        known = min(known, _window_bound(*axes, line, first, loose))
    return known


def _every_window(xs: list[int], ys: list[int]) -> list[tuple[int, int, int, int]]:
    return _axis_windows(ys, xs, 0) + _axis_windows(xs, ys, 1)


def bound_of_all_windows(cells: tuple[int, ...]) -> int:
    """The least bound over every window worth trying, not remembered (line_bound gets the same
    number faster)."""
    xs = [cell & _COL for cell in cells]
    ys = [cell >> SHIFT for cell in cells]
    return _least_window_bound(xs, ys, _every_window(xs, ys))


_one_jump: dict[tuple[int, ...], bool] = {}


def _collinear(cells: list[int], span: int) -> bool:
    """All in one row, or all in one column, within `span` cells from first to last."""
    rows = {cell >> SHIFT for cell in cells}
    cols = {cell & _COL for cell in cells}
    if len(rows) == 1:
        along = [cell & _COL for cell in cells]
    elif len(cols) == 1:
        along = [cell >> SHIFT for cell in cells]
    else:
        return False
    return max(along) - min(along) <= span


def one_jump_from_line(cells: tuple[int, ...]) -> bool:
    """Could one jump put the suit in line? Only if five of its coins already stand in one."""
    known = _one_jump.get(cells)
    if known is None:
        if len(_one_jump) > _LIMIT:
            _one_jump.clear()
        rest = list(cells)
        known = any(_collinear(rest[:i] + rest[i + 1:], COINS_PER_SUIT - 1) for i in range(len(rest)))
        _one_jump[cells] = known
    return known


_line_up_tiles: dict[tuple[int, ...], frozenset[int]] = {}


def tile_may_line_up(cells: tuple[int, ...], anchor: int) -> bool:
    """Could a turn or shift of the tile at `anchor` put the suit in line? It must carry some of
    the suit's coins, and the others, which stay, must already stand in one line's six cells."""
    return anchor in line_up_tiles(cells)


def line_up_tiles(cells: tuple[int, ...]) -> frozenset[int]:
    """The lower-left cells of the tiles for which tile_may_line_up holds (remembered per cells)."""
    known = _line_up_tiles.get(cells)
    if known is None:
        if len(_line_up_tiles) > _LIMIT:
            _line_up_tiles.clear()
        anchors = {ANCHOR[cell] for cell in cells}
        known = frozenset(
            anchor for anchor in anchors
            if _collinear([cell for cell in cells if ANCHOR[cell] != anchor], COINS_PER_SUIT - 1)
        )
        _line_up_tiles[cells] = known
    return known
