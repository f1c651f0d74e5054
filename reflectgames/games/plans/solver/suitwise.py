"""What one suit's coins alone allow, ignoring the other suits: the solver's cheap bounds.

These answers depend only on a suit's six cells, so they are remembered per
cells tuple. "Geometric" jumps follow the suit's own counts (N+1 cells in a
row or column) but ignore whether the landing cell is free or on a tile: a
bound built on them may only be too hopeful, never too strict.
"""

from __future__ import annotations

from reflectgames.games.plans.board import COINS_PER_SUIT
from reflectgames.games.plans.solver.frame import SHIFT, WIDTH
from reflectgames.games.plans.solver.measure import is_group

_COL = WIDTH - 1
_LIMIT = 300_000
# Five coins in more parts than this cannot all be joined by one sixth coin (it has four sides).
MAX_PARTS = 4
_completing: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}
_within_two: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}
_keep: dict[tuple[int, ...], int] = {}
_tile_moved: dict[tuple[tuple[int, ...], int, int], bool] = {}
_relocations: dict[tuple[int, ...], dict[int, frozenset[int]]] = {}
_tile_then_jump: dict[tuple[tuple[int, ...], int, int], tuple[int, ...]] = {}
_jump_then_tile: dict[tuple[tuple[int, ...], int, int], tuple[int, ...]] = {}
_geometric: dict[tuple[int, ...], list[tuple[int, int]]] = {}
_off_tile: dict[tuple[tuple[int, ...], int], int] = {}


def _fits(points: list[tuple[int, int]]) -> bool:
    """Could these cells belong to one connected set of six? (Its box has width + height <= 7.)"""
    if not points:
        return True
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    return max(xs) - min(xs) + max(ys) - min(ys) <= COINS_PER_SUIT - 1


def off_tile_spread(cells: tuple[int, ...], anchor: int) -> int:
    """0 when the suit's coins off the tile at `anchor` could still be part of one group;
    1 when they could once one of them moves; 2 when not even then.

    A turn or shift of that tile leaves those coins where they are, so this
    rules out most tile moves for most suits at once.
    """
    key = (cells, anchor)
    known = _off_tile.get(key)
    if known is None:
        if len(_off_tile) > _LIMIT:
            _off_tile.clear()
        tile = (anchor, anchor + 1, anchor + WIDTH, anchor + WIDTH + 1)
        rest = [(cell & _COL, cell >> SHIFT) for cell in cells if cell not in tile]
        if _fits(rest):
            known = 0
        elif any(_fits(rest[:i] + rest[i + 1 :]) for i in range(len(rest))):
            known = 1
        else:
            known = 2
        _off_tile[key] = known
    return known


def geometric_jumps(cells: tuple[int, ...]) -> list[tuple[int, int]]:
    """(from, landing) for the four jumps of every coin, free landing assumed."""
    known = _geometric.get(cells)
    if known is None:
        if len(_geometric) > _LIMIT:
            _geometric.clear()
        known = _geometric[cells] = _geometric_jumps(cells)
    return known


def _geometric_jumps(cells: tuple[int, ...]) -> list[tuple[int, int]]:
    rows = [cell >> SHIFT for cell in cells]
    cols = [cell & _COL for cell in cells]
    jumps = []
    for cell, row, col in zip(cells, rows, cols, strict=True):
        across = rows.count(row) + 1
        along = (cols.count(col) + 1) * WIDTH
        for target in (cell + along, cell - along, cell - across, cell + across):
            if target not in cells:
                jumps.append((cell, target))
    return jumps


def moved(cells: tuple[int, ...], cell: int, target: int) -> tuple[int, ...]:
    new = list(cells)
    new[new.index(cell)] = target
    new.sort()
    return tuple(new)


def completing_jumps(cells: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The geometric jumps after which the suit forms one group."""
    known = _completing.get(cells)
    if known is None:
        if len(_completing) > _LIMIT:
            _completing.clear()
        reach = relocations(cells)
        known = tuple(
            (cell, target) for cell, target in geometric_jumps(cells) if target in reach.get(cell, ())
        )
        _completing[cells] = known
    return known


def two_jump_landings(cells: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(first landing, second landing) of every pair of geometric jumps that joins the suit."""
    known = _within_two.get(cells)
    if known is None:
        if len(_within_two) > _LIMIT:
            _within_two.clear()
        found = set()
        for cell, target in geometric_jumps(cells):
            for _, second in completing_jumps(moved(cells, cell, target)):
                found.add((target, second))
        known = _within_two[cells] = tuple(found)
    return known


def within_two_jumps(cells: tuple[int, ...], board: frozenset[int], others: set[int]) -> bool:
    """Could one or two jumps of this suit join it, on this board with the other suits' coins in place?

    A single completing jump may land where another suit's coin sits now: that
    coin could jump away first.
    """
    if any(target in board for _, target in completing_jumps(cells)):
        return True
    return any(
        first in board and second in board and first not in others and second not in others
        for first, second in two_jump_landings(cells)
    )


def must_move(cells: tuple[int, ...]) -> int:
    """At least this many of the suit's coins must leave their cells before it forms one group.

    The coins that stay must fit in one connected set of six cells, so inside
    a box whose width plus height is at most 7 cells.
    """
    known = _keep.get(cells)
    if known is None:
        if len(_keep) > _LIMIT:
            _keep.clear()
        points = [(cell & _COL, cell >> SHIFT) for cell in cells]
        best = 1
        for left, _ in points:
            for _, bottom in points:
                for width in range(1, 7):
                    height = 7 - width
                    inside = sum(
                        1 for x, y in points if left <= x < left + width and bottom <= y < bottom + height
                    )
                    best = max(best, inside)
        known = _keep[cells] = len(cells) - best
    return known


def joined_by_tile_move(
    cells: tuple[int, ...], anchor: int, mapping_key: int, mapping: dict[int, int]
) -> bool:
    """Does the suit form one group once the coins of the tile at `anchor` move by `mapping`?

    `mapping_key` names the move (quarter turns 1-3, or the new anchor of a
    shift) so the answer is remembered per suit, tile and move.
    """
    key = (cells, anchor, mapping_key)
    known = _tile_moved.get(key)
    if known is None:
        if len(_tile_moved) > _LIMIT:
            _tile_moved.clear()
        known = _tile_moved[key] = is_group(tuple(sorted(mapping.get(c, c) for c in cells)))
    return known


def _components(cells: set[int]) -> list[set[int]]:
    left = set(cells)
    found = []
    while left:
        first = left.pop()
        group = {first}
        stack = [first]
        while stack:
            cell = stack.pop()
            for nxt in (cell + 1, cell - 1, cell + WIDTH, cell - WIDTH):
                if nxt in left:
                    left.remove(nxt)
                    group.add(nxt)
                    stack.append(nxt)
        found.append(group)
    return found


def relocations(cells: tuple[int, ...]) -> dict[int, frozenset[int]]:
    """For each coin, the cells it could move to (by any means) to join the suit into one group."""
    known = _relocations.get(cells)
    if known is None:
        if len(_relocations) > _LIMIT:
            _relocations.clear()
        known = {}
        points = [(c & _COL, c >> SHIFT) for c in cells]
        for index, cell in enumerate(cells):
            if not _fits(points[:index] + points[index + 1 :]):
                continue  # the five others are too far apart for any sixth cell to join them
            rest = set(cells)
            rest.discard(cell)
            parts = _components(rest)
            if len(parts) > MAX_PARTS:
                continue
            touching: set[int] | None = None
            for part in parts:
                around = {n for c in part for n in (c + 1, c - 1, c + WIDTH, c - WIDTH)} - rest
                touching = around if touching is None else touching & around
                if not touching:
                    break
            if touching:
                touching.discard(cell)
                if touching:
                    known[cell] = frozenset(touching)
        _relocations[cells] = known
    return known


def tile_then_jump(
    cells: tuple[int, ...], anchor: int, mapping_key: int, mapping: dict[int, int], new_anchor: int
) -> tuple[int, ...]:
    """Landing cells of geometric jumps by a coin of the tile that join the suit after this turn or shift."""
    key = (cells, anchor, mapping_key)
    known = _tile_then_jump.get(key)
    if known is None:
        if len(_tile_then_jump) > _LIMIT:
            _tile_then_jump.clear()
        after = tuple(sorted(mapping.get(c, c) for c in cells))
        new_cells = {new_anchor, new_anchor + 1, new_anchor + WIDTH, new_anchor + WIDTH + 1}
        known = tuple({target for cell, target in completing_jumps(after) if cell in new_cells})
        _tile_then_jump[key] = known
    return known


def jump_then_tile(
    cells: tuple[int, ...], anchor: int, mapping_key: int, mapping: dict[int, int]
) -> tuple[int, ...]:
    """Landing cells of geometric jumps by a coin off the tile after which this move joins the suit."""
    key = (cells, anchor, mapping_key)
    known = _jump_then_tile.get(key)
    if known is None:
        if len(_jump_then_tile) > _LIMIT:
            _jump_then_tile.clear()
        after = tuple(sorted(mapping.get(c, c) for c in cells))
        moves = relocations(after)
        known = tuple({
            target
            for cell, target in geometric_jumps(cells)
            if cell not in mapping and target in moves.get(cell, ())
        })
        _jump_then_tile[key] = known
    return known
