"""Suits in lines (all four, or as many as the puzzle needs), built coin by coin: a fast constructive
search with restarts.

A line is six cells of the board in one row or column. Suits are lined up
one after the other; for one suit a target line is chosen and its coins are
brought in one at a time. A coin's way in is found by a small search over
that coin's own jumps with every other coin standing still, so the way is
exactly legal (its jump lengths follow its suit's counts as it travels).
When no coin has a way in, one preparing move is tried first (any jump of a
coin that is free to move, or a turn or shift of a free full tile with the
jump that must follow it) and the move after which the cheapest way in
opens is played (when none opens one at once, the best-looking is played and
the search goes on from there).

Coins of suits already in line, and coins already on their suit's target
line, never move. Choices (the next suit, its line, ties) are randomised
between restarts, and the shortest complete solution found in the time is
returned.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Iterator

from reflectgames.games.plans.board import COINS_PER_SUIT
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.exact import OutOfTime, StopAsked, time_is_up
from reflectgames.games.plans.solver.frame import SHIFT, WIDTH, tile_indices
from reflectgames.games.plans.solver.measure import is_line, solved
from reflectgames.games.plans.solver.node import Move, Node

_COL = WIDTH - 1
MAX_COIN_DEPTH = 6  # jumps in one coin's way in
MAX_STAGE_MOVES = 60
EVEN_ODDS = 0.5  # two equally short ways in: either is taken, by a coin toss
LAST_STAGES = 3  # from this stage on, the remaining lines go wherever there is room
KEEP_SLACK = 3  # solutions kept for later shortening may be this much longer than the best


def board_lines(board: frozenset[int]) -> list[tuple[int, ...]]:
    """Every six cells of the board side by side in one row or one column."""
    found = []
    for cell in board:
        for step in (1, WIDTH):
            cells = tuple(cell + k * step for k in range(6))
            if all(c in board for c in cells):
                found.append(cells)
    found.sort()
    return found


def coin_ways(
    board: frozenset[int], cells: tuple[int, ...], coin: int, occ: set[int], max_depth: int = MAX_COIN_DEPTH
) -> dict[int, int | None]:
    """Cells the coin on `coin` reaches by its own jumps, the others standing still: cell -> previous cell."""
    rows: dict[int, int] = {}
    cols: dict[int, int] = {}
    for cell in cells:
        if cell != coin:
            rows[cell >> SHIFT] = rows.get(cell >> SHIFT, 0) + 1
            cols[cell & _COL] = cols.get(cell & _COL, 0) + 1
    parent: dict[int, int | None] = {coin: None}
    frontier = [coin]
    for _ in range(max_depth):
        following = []
        for cell in frontier:
            across = rows.get(cell >> SHIFT, 0) + 2
            along = (cols.get(cell & _COL, 0) + 2) * WIDTH
            for target in (cell + along, cell - along, cell - across, cell + across):
                if target not in parent and target in board and target not in occ:
                    parent[target] = cell
                    following.append(target)
        frontier = following
        if not frontier:
            break
    return parent


def _way(parent: dict[int, int | None], target: int) -> list[int]:
    way = []
    cell: int | None = target
    while cell is not None:
        way.append(cell)
        cell = parent[cell]
    way.reverse()
    return way


class LineBuilder:
    """One attempt at all four lines, with its random choices drawn from `rng`."""

    def __init__(
        self,
        deadline: float,
        rng: random.Random,
        should_stop: StopAsked | None = None,
        limit: int | None = None,
        need: int = 4,
    ) -> None:
        self.need = need  # how many suits in line end the puzzle
        self.deadline = deadline
        self.rng = rng
        self.should_stop = should_stop
        self.limit = limit  # give up once the moves reach this many (a shorter solution is known)
        self.checks = 0
        self.nodes = 0

    def _check_time(self) -> None:
        self.checks += 1
        if self.checks & 63 == 0 and time_is_up(self.deadline, self.should_stop):
            raise OutOfTime

    # --- the whole puzzle -----------------------------------------------------------------
    def solve(self, root: Node) -> list[Move] | None:
        node = root
        moves: list[Move] = []
        if node[2] >= 0:
            # A tile must be jumped from first: take the jump that leaves the suits best placed.
            options = [(move, child) for move, child in nodes.expand(node)]
            if not options:
                return None
            move, node = self.rng.choice(options)
            moves.append(move)
        done: set[int] = {s for s in range(4) if is_line(node[1][s])}
        while not solved(node[1], "line", self.need):
            picks = self._rank_stages(node, done)
            if not picks:
                return None
            for _cost, suit, line in picks:
                found = self._stage(node, suit, line, done)
                if found is not None:
                    stage_moves, node = found
                    moves.extend(stage_moves)
                    break
            else:
                return None
            done = {s for s in range(4) if is_line(node[1][s])}
            if self.limit is not None and len(moves) >= self.limit:
                return None
        return moves

    def _rank_stages(self, node: Node, done: set[int]) -> list[tuple[float, int, tuple[int, ...]]]:
        """(cost, suit, line) of promising next stages, cheapest first (with some noise)."""
        board, suits, _ = node
        taken: set[int] = set()
        for s in done:
            taken.update(suits[s])
        occ = nodes.occupied(suits)
        lines = [line for line in board_lines(board) if taken.isdisjoint(line)]
        picks = []
        noise = self.rng.random
        for suit in range(4):
            if suit in done:
                continue
            cells = suits[suit]
            reach = [coin_ways(board, cells, coin, occ - {coin}, 3) for coin in cells]
            depth = [_depths(parent) for parent in reach]
            scored = []
            for line in lines:
                cost = 0.0
                for coin_depth in depth:
                    best = 5.0
                    for cell in line:
                        d = coin_depth.get(cell)
                        if d is not None and d < best:
                            best = d
                    cost += best
                # Cells held by other suits must be cleared first.
                cost += 0.5 * sum(1 for cell in line if cell in occ and cell not in cells)
                cost += _edge_penalty(board, line, len(done))
                scored.append((cost + noise() * 1.5, suit, line))
            scored.sort()
            picks.extend(scored[:3])
        picks.sort()
        return picks[:6]

    # --- one suit ---------------------------------------------------------------------------
    def _stage(
        self, node: Node, suit: int, line: tuple[int, ...], done: set[int]
    ) -> tuple[list[Move], Node] | None:
        """Bring `suit` onto `line`, never moving the suits in `done`; (moves, node after) or None."""
        moves: list[Move] = []
        target = set(line)
        frozen_suits = set(done)
        while not is_line(node[1][suit]) or set(node[1][suit]) != target:
            if is_line(node[1][suit]):
                break  # a line elsewhere will do
            if len(moves) > MAX_STAGE_MOVES:
                return None
            self._check_time()
            step = self._direct(node, suit, target)
            if step is None:
                step = self._prepare(node, suit, target, frozen_suits)
                if step is None:
                    return None
            for move in step:
                node = nodes.play_moves(node, [move])
                moves.append(move)
                if solved(node[1], "line", self.need):
                    return moves, node  # the puzzle ends at once
        return moves, node

    def _direct(self, node: Node, suit: int, target: set[int]) -> list[Move] | None:
        """The shortest way in for one coin of `suit` onto a free cell of `target` (jumps only)."""
        board, suits, forced = node
        if forced >= 0:
            return None
        cells = suits[suit]
        occ = nodes.occupied(suits)
        free = [cell for cell in target if cell not in occ]
        if not free:
            return None
        best: list[int] | None = None
        for coin in cells:
            if coin in target:
                continue
            self.nodes += 1
            parent = coin_ways(board, cells, coin, occ - {coin})
            for cell in free:
                if cell in parent:
                    way = _way(parent, cell)
                    tie = best is not None and len(way) == len(best) and self.rng.random() < EVEN_ODDS
                    if best is None or len(way) < len(best) or tie:
                        best = way
        if best is None:
            return None
        return [("J", a, b) for a, b in itertools.pairwise(best)]

    def _cost_after(self, node: Node, suit: int, target: set[int]) -> float:
        """How far `suit` is from `target` in `node`: the coins' shortest ways in (jumps only), summed."""
        board, suits, _ = node
        cells = suits[suit]
        occ = nodes.occupied(suits)
        free = [cell for cell in target if cell not in occ]
        blocked = sum(1 for cell in target if cell in occ and cell not in cells)
        total = 0.0
        for coin in cells:
            if coin in target:
                continue
            self.nodes += 1
            parent = coin_ways(board, cells, coin, occ - {coin}, 4)
            depths = _depths(parent)
            best = min((depths[cell] for cell in free if cell in depths), default=7)
            total += best
        return total + 1.5 * blocked

    def _preparing_moves(
        self, node: Node, suit: int, target: set[int], frozen_suits: set[int]
    ) -> Iterator[tuple[list[Move], Node]]:
        """(moves, node after) for every single preparing move (a tile move comes with its jump)."""
        _board, suits, _forced = node
        still = set(cells for s in frozen_suits for cells in suits[s])
        still.update(cell for cell in suits[suit] if cell in target)
        for move, child in nodes.expand(node):
            if move[0] == "J":
                if move[1] in still:
                    continue
                yield [move], child
                continue
            anchor = move[1]
            if not still.isdisjoint(tile_indices(anchor)):
                continue
            for jump, after in nodes.expand(child):
                yield [move, jump], after

    def _prepare(
        self, node: Node, suit: int, target: set[int], frozen_suits: set[int]
    ) -> list[Move] | None:
        """One preparing move (or two) after which some coin has the cheapest way in."""
        scored = []
        for step, child in self._preparing_moves(node, suit, target, frozen_suits):
            self._check_time()
            if any(not is_line(child[1][s]) for s in frozen_suits):
                continue
            if solved(child[1], "line", self.need):
                return step
            cost = self._cost_after(child, suit, target)
            scored.append((cost + len(step) + self.rng.random() * 0.5, step, child))
        if not scored:
            return None
        scored.sort(key=lambda item: item[0])
        for _cost, step, child in scored[:3]:
            if self._direct(child, suit, target) is not None:
                return step
        # Nothing opens a way at once: the best-looking preparing move, another follows.
        return scored[0][1]


def _depths(parent: dict[int, int | None]) -> dict[int, int]:
    depth: dict[int, int] = {}
    for cell, first in parent.items():
        d = 0
        at = first
        while at is not None:
            at = parent[at]
            d += 1
        depth[cell] = d
    return depth


def _edge_penalty(board: frozenset[int], line: tuple[int, ...], stage: int) -> float:
    """Early lines away from the middle of the board leave the others room."""
    if stage >= LAST_STAGES:
        return 0.0
    xs = [cell & _COL for cell in board]
    ys = [cell >> SHIFT for cell in board]
    mid_x = (min(xs) + max(xs)) / 2
    mid_y = (min(ys) + max(ys)) / 2
    first, last = line[0], line[-1]
    if last - first == COINS_PER_SUIT - 1:  # a row: its six cells side by side
        off = abs((first >> SHIFT) - mid_y)
        half = (max(ys) - min(ys)) / 2
    else:
        off = abs((first & _COL) - mid_x)
        half = (max(xs) - min(xs)) / 2
    return 1.0 * max(0.0, 1.0 - off / max(half, 1.0))


def build_lines(
    root: Node,
    deadline: float,
    should_stop: StopAsked | None = None,
    *,
    seed: int = 0,
    first: bool = True,
    improve_until: float | None = None,
    need: int = 4,
    keep: list[list[Move]] | None = None,
) -> tuple[list[Move] | None, int, float | None]:
    """Restart the line builder with fresh random choices until `deadline`.

    Returns (shortest moves found or None, effort, time.monotonic() of the first solution).
    With `first`, the first solution is returned at once; else, once one is
    found, restarts go on until `improve_until` (or `deadline`). `need` suits
    in line end the puzzle (all four by default). With `keep`, every solution
    found is added to it, and attempts go on until they are KEEP_SLACK moves
    longer than the shortest (cutting detours later may make another shorter).
    """
    rng = random.Random(seed)
    best: list[Move] | None = None
    effort = 0
    first_found = None
    while True:
        limit = None if best is None else len(best) + (0 if keep is None else KEEP_SLACK)
        builder = LineBuilder(deadline, rng, should_stop, limit, need)
        try:
            found = builder.solve(root)
        except OutOfTime:
            effort += builder.nodes
            break
        effort += builder.nodes
        if found is not None and keep is not None:
            keep.append(found)
        if found is not None and (best is None or len(found) < len(best)):
            best = found
            if first_found is None:
                first_found = time.monotonic()
            if first:
                break
        now = time.monotonic()
        if now > deadline or (best is not None and improve_until is not None and now > improve_until):
            break
    return best, effort, first_found


def _positions(root: Node, moves: list[Move]) -> list[Node]:
    along = [root]
    for move in moves:
        along.append(nodes.play_moves(along[-1], [move]))
    return along


def shorten_fast(root: Node, moves: list[Move], goal: str, need: int) -> list[Move]:
    """Cut detours in one sweep per round: from each position on the way, the one move that reaches
    the farthest later position (or the goal) is taken; rounds repeat while the way gets shorter."""
    while True:
        along = _positions(root, moves)
        index_of: dict[Node, int] = {}
        for i, node in enumerate(along):
            index_of[node] = i  # the last visit of a repeated position
        result: list[Move] = []
        i = 0
        last = len(along) - 1
        while i < last:
            node = along[i]
            best_j, best_move = i + 1, moves[i]
            for move, child in nodes.expand(node):
                if child[2] >= 0 and not nodes.tile_move_ok(child):
                    continue
                j = last if solved(child[1], goal, need) else index_of.get(child, -1)
                if j > best_j:
                    best_j, best_move = j, move
                    if j == last:
                        break
            result.append(best_move)
            i = best_j
        if len(result) >= len(moves):
            return moves
        moves = result
