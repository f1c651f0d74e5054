"""One suit alone: the exact distance to its goal in a relaxed game, a lower bound for the real one.

The relaxed game keeps only one suit's six coins:

- a jump keeps its real length (the suit's coins in the row or column, itself
  included, plus one) but may land on any cell of a tile-space inside the
  frame that holds no coin of the suit: other suits, holes and the board's
  shape are ignored;
- any tile-space holding coins of the suit may turn (its coins turn with it)
  or shift by any whole number of tile-spaces in one direction, to a
  tile-space inside the frame holding none of the suit's coins; whether the
  tile is full is ignored;
- after a turn or shift that does not meet the goal, the next move is a jump
  of one of the suit's coins from that tile, or a pass;
- a pass is a move that changes nothing.

Every real sequence of moves from a position in the frame is a relaxed
sequence of the same length for each suit: a jump of the suit is a relaxed
jump (same counts, so the same length; it lands on an empty cell, so not on a
coin of the suit); a turn or shift of a tile holding coins of the suit is a
relaxed one (a shift goes to an empty tile-space, which holds no coins);
every other move is a pass. So the suit that meets the goal first in the real
game needs at least its relaxed distance, and the least of the four suits'
relaxed distances is a lower bound of the real one (the need-th least when
`need` suits must meet it together).

Passes never help except right after a turn or shift, so the search only
tries them there. The relaxed distance is found by depth-first search, cut
by the groups of coins that must still move (changes_needed), which only
looks at the suit's own coins; answers are remembered by the suit's cells.
A turn or shift that leaves no move to spare must put the tile's coins in
a window that does best for the other coins (best_window_cells), all but
one that jumps next and lands there: most shifts go too far for that and
are dropped before their cells are worked out (may_settle). Likewise, when
the other coins need every move left but one, a jump that lands clear of
them (no window or tile shared, _joins) adds a group and is not tried.
"""

from __future__ import annotations

from collections.abc import Iterator

from reflectgames.games.plans.board import COINS_PER_SUIT
from reflectgames.games.plans.solver.frame import ANCHOR, SHIFT, WIDTH, in_frame, tile_indices, turn_map
from reflectgames.games.plans.solver.linebound import LONGEST_JUMP, line_up_tiles, one_jump_from_line
from reflectgames.games.plans.solver.measure import is_line

_COL = WIDTH - 1
_LIMIT = 200_000  # positions remembered per table; past it the table empties and refills
# best_window_cells keeps sets of dozens of cells (about 2 KB each): fewer of them.
_BEST_CELLS_LIMIT = 40_000
TILE_STEPS = (2, -2, 2 * WIDTH, -2 * WIDTH)
NO_TILE = -1

Cells = tuple[int, ...]


def relaxed_jumps(cells: Cells) -> Iterator[tuple[int, int]]:
    """(from, landing) of every relaxed jump of the suit's coins."""
    rows = [cell >> SHIFT for cell in cells]
    cols = [cell & _COL for cell in cells]
    own = set(cells)
    for cell, row, col in zip(cells, rows, cols, strict=True):
        across = rows.count(row) + 1
        along = (cols.count(col) + 1) * WIDTH
        for target in (cell + along, cell - along, cell - across, cell + across):
            if 0 <= target < WIDTH * WIDTH and target not in own and in_frame(ANCHOR[target]):
                yield cell, target


def _moved(cells: Cells, cell: int, target: int) -> Cells:
    rest = [c for c in cells if c != cell]
    rest.append(target)
    rest.sort()
    return tuple(rest)


_TURNS: dict[tuple[int, int], dict[int, int]] = {}


def _turned(cells: Cells, anchor: int, quarters: int) -> Cells:
    mapping = _TURNS.get((anchor, quarters))
    if mapping is None:
        mapping = _TURNS[(anchor, quarters)] = turn_map(anchor, quarters)
    return tuple(sorted(mapping.get(cell, cell) for cell in cells))


def relaxed_tile_moves(cells: Cells, among: frozenset[int] | None = None) -> Iterator[tuple[Cells, int]]:
    """(cells after, the tile's new lower-left cell) of every relaxed turn and shift (with `among`,
    only of the tiles whose lower-left cells it holds)."""
    anchors = sorted({ANCHOR[cell] for cell in cells})
    taken = set(anchors)
    for anchor in anchors:
        if among is not None and anchor not in among:
            continue
        on_tile = set(tile_indices(anchor))
        for quarters in (1, 2, 3):
            after = _turned(cells, anchor, quarters)
            if after != cells:
                yield after, anchor
        for step in TILE_STEPS:
            target = anchor + step
            while in_frame(target):
                if target not in taken:
                    delta = target - anchor
                    yield tuple(sorted(cell + delta if cell in on_tile else cell for cell in cells)), target
                target += step


_changes: dict[Cells, int] = {}
_without: dict[Cells, tuple[int, ...]] = {}


def changes_needed(cells: Cells) -> int:
    """The fewest groups of coins that must move before the coins stand within one line's six
    cells: a group is one coin or the coins of one tile-space; each move changes the cells of one
    group at most (a jump one coin, a turn or shift the coins of its tile), and the coins no move
    changes must already stand in the line. 0 only when they all do (remembered per cells)."""
    if not cells:
        return 0
    known = _changes.get(cells)
    if known is None:
        if len(_changes) > _LIMIT:
            _changes.clear()
        points = [(cell >> SHIFT, cell & _COL, ANCHOR[cell]) for cell in cells]
        known = len(cells)
        # A window's coins are all in the window that starts at the first of them: only those count.
        for row, col, _ in points:
            outside = {a for r, c, a in points if r != row or not col <= c < col + COINS_PER_SUIT}
            known = min(known, len(outside))
            outside = {a for r, c, a in points if c != col or not row <= r < row + COINS_PER_SUIT}
            known = min(known, len(outside))
        _changes[cells] = known
    return known


def _transposed(cell: int) -> int:
    """The cell mirrored across the diagonal: columns become rows (tiles stay tiles)."""
    return ((cell & _COL) << SHIFT) | (cell >> SHIFT)


def changes_without(cells: Cells) -> tuple[int, ...]:
    """changes_needed of the coins without each one of them, in the order of `cells` (remembered).

    Leaving one coin out takes one group away at most, and only in a window that does best
    for all the coins and holds that coin outside, alone on its tile. (The windows starting
    at the coin left out are windows all the same, so the best of the others is among them.)
    In the sorted cells, a row window's coins follow one another; column windows are row
    windows of the cells mirrored across the diagonal."""
    known = _without.get(cells)
    if known is not None:
        return known
    if len(_without) > _LIMIT:
        _without.clear()
    count = len(cells)
    best = count
    alone: set[int] = set()  # coins outside, alone on their tiles, in a window that does best
    for mirrored in (False, True):
        ordered = sorted(_transposed(cell) for cell in cells) if mirrored else cells
        anchors = [ANCHOR[cell] for cell in ordered]
        last = 0
        for first in range(count):
            last = max(last, first)
            row_end = min(ordered[first] + COINS_PER_SUIT, (ordered[first] | _COL) + 1)
            while last + 1 < count and ordered[last + 1] < row_end:
                last += 1
            outside = anchors[:first] + anchors[last + 1:]
            groups = len(set(outside))
            if groups > best:
                continue
            if groups < best:
                best = groups
                alone.clear()
            for i in (*range(first), *range(last + 1, count)):
                if outside.count(anchors[i]) == 1:
                    alone.add(_transposed(ordered[i]) if mirrored else ordered[i])
    known = _without[cells] = tuple(best - 1 if cell in alone else best for cell in cells)
    return known


_best_cells: dict[Cells, frozenset[int] | None] = {}


def best_window_cells(cells: Cells) -> frozenset[int] | None:
    """The cells of every window where changes_needed(cells) is met, with the cells of the tiles
    holding coins outside such a window; None when a window holding none of the coins meets it
    (then every cell would count). Remembered per cells.

    A coin added to the cells keeps changes_needed where it was only if it lands in one of
    these cells: in such a window, or on a tile whose coins must move anyway. Anywhere else it
    adds a group to every window that did best (relaxed_tile_moves and _search use this to
    drop moves before working out the cells they lead to)."""
    if cells in _best_cells:
        return _best_cells[cells]
    if len(_best_cells) > _BEST_CELLS_LIMIT:
        _best_cells.clear()
    best = changes_needed(cells)
    anchors = [ANCHOR[cell] for cell in cells]
    found: frozenset[int] | None = None
    if len(set(anchors)) > best:
        good: set[int] = set()
        for step, across, along in ((1, _row, _column), (WIDTH, _column, _row)):
            lines = {across(cell) for cell in cells}
            for line in lines:
                on = [(along(cell), anchor) for cell, anchor in zip(cells, anchors, strict=True)
                      if across(cell) == line]
                always = {anchor for cell, anchor in zip(cells, anchors, strict=True) if across(cell) != line}
                low = min(position for position, _ in on)
                high = max(position for position, _ in on)
                for first in range(low - COINS_PER_SUIT + 1, high + 1):
                    last = first + COINS_PER_SUIT - 1
                    outside = always.union(anchor for position, anchor in on if not first <= position <= last)
                    if len(outside) == best:
                        start = _cell(step, line, first)
                        good.update(range(start, start + COINS_PER_SUIT * step, step))
                        for anchor in outside:
                            good.update(tile_indices(anchor))
        found = frozenset(good)
    _best_cells[cells] = found
    return found


def _row(cell: int) -> int:
    return cell >> SHIFT


def _column(cell: int) -> int:
    return cell & _COL


def _cell(step: int, line: int, position: int) -> int:
    """The cell at `position` along a row (step 1) or column (step WIDTH) numbered `line`."""
    return line * WIDTH + position if step == 1 else position * WIDTH + line


def _tiles_without(cells: Cells, cell: int) -> int:
    """The tiles holding the other coins."""
    return len({ANCHOR[other] for other in cells if other != cell})


def _joins(target: int, cells: Cells, cell: int) -> bool:
    """Could a coin landing on `target` share a window or a tile with one of the other coins?

    If not, every window holding it holds none of the others (all their tiles must move, more
    than changes_needed of the others when _tiles_without says so), and every other window has
    it outside on a tile of its own: one more group to move than the others need."""
    tile = ANCHOR[target]
    row = target >> SHIFT
    for other in cells:
        if other == cell:
            continue
        gap = target - other
        if ANCHOR[other] == tile or (-COINS_PER_SUIT < gap < COINS_PER_SUIT and other >> SHIFT == row):
            return True
        if gap % WIDTH == 0 and -COINS_PER_SUIT * WIDTH < gap < COINS_PER_SUIT * WIDTH:
            return True
    return False


def may_settle(cells: Cells, tile: int, good: frozenset[int]) -> bool:
    """After a turn or shift onto `tile` (holding none of the other coins), with no move to spare:
    can the tile's coins still end in the line?

    Every later move but the jump from the tile must first move one of the groups the other
    coins need (`good` is best_window_cells of the other coins), so the tile's coins stay where
    they are, except one that jumps next: it must land in a cell of `good` (in the line, or on a
    tile moved later with the others). The others must already stand in `good`."""
    astray = [cell for cell in cells if ANCHOR[cell] == tile and cell not in good]
    if not astray:
        return True
    if len(astray) > 1:
        return False
    cell = astray[0]
    return any(
        target in good
        for length in range(2, LONGEST_JUMP + 1)
        for target in (cell + length, cell - length, cell + length * WIDTH, cell - length * WIDTH)
    )


class RelaxedLine:
    """Whether single suits can stand in a line within a few moves of the relaxed game
    (see the module docstring); answers remembered per cells and moves."""

    def __init__(self) -> None:
        self.failed: dict[tuple[Cells, int], int] = {}  # (cells, forced tile) -> moves that do not do
        self.reached: dict[tuple[Cells, int], int] = {}  # (cells, forced tile) -> moves that do
        self.one_move: dict[tuple[Cells, int], bool] = {}  # (cells, forced tile) -> one move does
        self.nodes = 0

    def distance(self, cells: Cells, most: int) -> int:
        """The relaxed distance, or most + 1 when it is more than `most`."""
        for limit in range(most + 1):
            if self.within(cells, NO_TILE, limit):
                return limit
        return most + 1

    def within(self, cells: Cells, forced: int, left: int) -> bool:
        """Can the suit stand in a line within `left` moves (when `forced` is a tile, the first move
        is a jump from it or a pass)?"""
        if is_line(cells):
            return True
        if left <= 0 or changes_needed(cells) > left:
            return False
        key = (cells, forced)
        if left == 1:
            known = self.one_move.get(key)
            if known is None:
                if len(self.one_move) > _LIMIT:
                    self.one_move.clear()
                known = self.one_move[key] = self._one_move(cells, forced)
            return known
        if self.failed.get(key, -1) >= left:
            return False
        if self.reached.get(key, left + 1) <= left:
            return True
        if forced != NO_TILE and changes_needed(cells) == left and all(
            fewest >= left for cell, fewest in zip(cells, changes_without(cells), strict=True)
            if ANCHOR[cell] == forced
        ):
            # The first move changes one coin of the tile or none, and each later move one group.
            return False
        self.nodes += 1
        found = self._search(cells, forced, left)
        table = self.reached if found else self.failed
        if len(table) > _LIMIT:
            table.clear()
        table[key] = left
        return found

    def _search(self, cells: Cells, forced: int, left: int) -> bool:
        if forced != NO_TILE and self.within(cells, NO_TILE, left - 1):
            return True  # a pass
        # A jump changes one coin: the five others must then be at most `left - 1` groups from a line.
        # Without one coin, the groups to move drop by one at most: only at the limit is it worth asking.
        hopeless: set[int] = set()
        tight: set[int] = set()  # the other coins need `left - 1` groups moved: no more may join them
        if changes_needed(cells) >= left:
            for cell, fewest in zip(cells, changes_without(cells), strict=True):
                if fewest >= left:
                    hopeless.add(cell)
                elif fewest == left - 1 and _tiles_without(cells, cell) > fewest:
                    tight.add(cell)
        for cell, target in relaxed_jumps(cells):
            if cell in hopeless or (forced != NO_TILE and ANCHOR[cell] != forced):
                continue
            if cell in tight and not _joins(target, cells, cell):
                continue
            if self.within(_moved(cells, cell, target), NO_TILE, left - 1):
                return True
        if forced != NO_TILE:
            return False
        for anchor in {ANCHOR[cell] for cell in cells}:
            # The move after a turn or shift changes only the tile's coins: the others may
            # change in the moves after it, one group each, and must otherwise stay in the line.
            off = tuple(cell for cell in cells if ANCHOR[cell] != anchor)
            spare = left - 2 - changes_needed(off)
            if spare < 0:
                continue
            good = best_window_cells(off) if spare == 0 else None
            for after, new_anchor in relaxed_tile_moves(cells, frozenset((anchor,))):
                if good is not None and not may_settle(after, new_anchor, good):
                    continue
                if self.within(after, new_anchor, left - 1):
                    return True
        return False

    @staticmethod
    def _one_move(cells: Cells, forced: int) -> bool:
        """Does one move put the suit in a line?"""
        if one_jump_from_line(cells):
            for cell, target in relaxed_jumps(cells):
                if (forced == NO_TILE or ANCHOR[cell] == forced) and is_line(_moved(cells, cell, target)):
                    return True
        if forced != NO_TILE:
            return False
        hopeful = line_up_tiles(cells)
        if not hopeful:
            return False
        return any(is_line(after) for after, _ in relaxed_tile_moves(cells, hopeful))


# Deepest relaxed question the exact search asks: deeper ones cost more than the branches they cut.
RELAXED_DEPTH = 3
# Shared by every search, so what one learned about a suit's cells serves the next.
RELAXED = RelaxedLine()
