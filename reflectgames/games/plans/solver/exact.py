"""Shortest solutions by iterative deepening, with a proof that nothing shorter exists.

Depth limits grow one by one; every position seen is remembered with the
depth left when it failed, so the next limit does not search it again. The
last move before the limit is only tested, never played out: for a jump, just
the jumping suit is checked; for a turn or shift, the suits on the tile (and
the rule that a jump must follow).

Positions are cut when the lower bound (estimates.py) exceeds the moves
left; for lines, close to the limit (RELAXED_DEPTH moves left or fewer), also
when fewer suits than needed can stand in line in the relaxed one-suit game
of relaxed.py, which keeps the real jump lengths the line bound gives up.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from reflectgames.games.plans.board import CELLS_PER_TILE
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.estimates import bound_exceeds, figures
from reflectgames.games.plans.solver.frame import ANCHOR, SOUND_DEPTH, in_frame, tile_indices
from reflectgames.games.plans.solver.linebound import line_up_tiles, one_jump_from_line, remembered_line_bound
from reflectgames.games.plans.solver.measure import checker, solved
from reflectgames.games.plans.solver.node import Move, Node
from reflectgames.games.plans.solver.relaxed import RELAXED, RELAXED_DEPTH
from reflectgames.games.plans.solver.suitwise import (
    completing_jumps,
    geometric_jumps,
    joined_by_tile_move,
    jump_then_tile,
    moved,
    off_tile_spread,
    tile_then_jump,
    within_two_jumps,
)

TWO_MOVES = 2  # the depth with a cheap test of its own
CROWDED = 3  # coins on a tile from which its turn or shift may complete a group with one jump
FAR_APART = 2  # off_tile_spread: the coins off the tile could not form a group even after a move

# Asked now and then during a search: True stops it (the player moved on, the window closed).
StopAsked = Callable[[], bool]

# Positions remembered as failed, at most: about 400 bytes each, so the table stays well under
# 1 GB on deep proofs. Forgetting them only costs time (they are searched again), never a wrong answer.
FAILED_LIMIT = 1_500_000


def time_is_up(deadline: float, should_stop: StopAsked | None) -> bool:
    """Past `deadline` (time.monotonic()), or asked to stop: every search's look at its clock."""
    return time.monotonic() > deadline or (should_stop is not None and should_stop())


class OutOfTime(Exception):
    """The time limit, the node budget or a cancel request stopped the search."""


@dataclass
class ExactResult:
    moves: list[Move] | None  # None: no solution within `depth_done`
    depth_done: int  # no solution has fewer moves than this + 1 (when moves is None: this or fewer)
    nodes: int


class ExactSearch:
    def __init__(
        self, goal: str, need: int, deadline: float, should_stop: StopAsked | None = None,
        max_nodes: int | None = None, *, failed_limit: int = FAILED_LIMIT, check_every: int = 1024,
    ) -> None:
        self.goal = goal
        self.need = need  # suits that must meet the goal at once
        self.test = checker(goal)
        self.deadline = deadline
        self.should_stop = should_stop
        # One suit in one group: the suit-wise bounds apply (see suitwise.py).
        self.one_group = goal == "group" and need == 1
        self.lines = goal == "line"
        self.failed: dict[Node, int] = {}
        self.failed_limit = failed_limit
        self.check_mask = check_every - 1  # the clock and should_stop are asked every check_every positions
        self.path: set[Node] = set()
        self.nodes = 0
        # A budget of positions, the same on every machine (the deadline still applies).
        self.max_nodes = max_nodes

    def _tick(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise OutOfTime
        if self.nodes & self.check_mask == 0 and time_is_up(self.deadline, self.should_stop):
            raise OutOfTime

    def run(self, root: Node, max_depth: int = SOUND_DEPTH, known_bound: int = 1) -> ExactResult:
        """Deepen from `known_bound` (no solution is shorter) up to `max_depth` moves."""
        if solved(root[1], self.goal, self.need):
            return ExactResult([], 0, 0)
        done = max(0, known_bound - 1)
        try:
            for limit in range(max(1, known_bound), max_depth + 1):
                found = self.search_limit(root, limit)
                if found is not None:
                    return ExactResult(found, limit - 1, self.nodes)
                done = limit
        except OutOfTime:
            pass
        return ExactResult(None, done, self.nodes)

    def _search(self, node: Node, left: int) -> list[Move] | None:
        self._tick()
        if left == 1:
            move = self.last_move(node)
            return None if move is None else [move]
        if self.failed.get(node, 0) >= left:
            return None
        if self.cut_by_bound(node, left):
            self._fail(node, left)
            return None
        for move, child in nodes.expand(node):
            if child in self.path:
                continue
            self.path.add(child)
            found = self._search(child, left - 1)
            self.path.discard(child)
            if found is not None:
                return [move, *found]
        self._fail(node, left)
        return None

    def search_limit(self, root: Node, limit: int) -> list[Move] | None:
        """A solution of at most `limit` moves from `root` (shortest when every smaller limit failed)."""
        return self.search_from(root, limit, (root,))

    def search_from(self, node: Node, left: int, path: tuple[Node, ...]) -> list[Move] | None:
        """A solution of at most `left` moves from `node`, reached by the positions of `path`."""
        self.path = set(path)
        return self._search(node, left)

    def cut_by_bound(self, node: Node, left: int) -> bool:
        """No solution within `left` (2 or more) moves, by the bounds alone: the same answer in every
        process (the table of failed positions aside), which sharing a search needs."""
        if self.one_group:
            return left == TWO_MOVES and not self._two_moves_may_do(node)
        return bound_exceeds(node[1], self.goal, self.need, left) or self._relaxed_exceeds(node, left)

    @staticmethod
    def children(node: Node) -> list[tuple[Move, Node]]:
        return nodes.expand(node)

    def _relaxed_exceeds(self, node: Node, left: int) -> bool:
        """Do fewer than `need` suits reach a line within `left` moves of the relaxed game
        (relaxed.py)? Only asked close to the depth limit, where it is cheap."""
        if not self.lines or left > RELAXED_DEPTH:
            return False
        _, suits, forced = node
        reaching = 0
        for cells in suits:
            known = remembered_line_bound(cells)
            if figures(cells, "line")[2] > left or (known is not None and known > left):
                continue  # its own bound already rules it out
            if RELAXED.within(cells, forced, left):
                reaching += 1
                if reaching >= self.need:
                    return False
        return True

    def _fail(self, node: Node, left: int) -> None:
        if len(self.failed) >= self.failed_limit:
            self.failed.clear()
        self.failed[node] = left

    def _two_moves_may_do(self, node: Node) -> bool:
        """False when no suit can form its group in exactly two moves (none does in one).

        Either both moves are jumps, which the suit's own counts must allow,
        or a turn or shift of a tile holding three or four coins is one of
        them: the tile's move and a jump before or after it are tried on the
        suit's cells alone, landing cells assumed free.
        """
        board, suits, forced = node
        if forced >= 0:
            return True
        counts: dict[int, int] = {}
        for cells in suits:
            for cell in cells:
                anchor = ANCHOR[cell]
                counts[anchor] = counts.get(anchor, 0) + 1
        crowded = [anchor for anchor, count in counts.items() if count >= CROWDED]
        tile_moves = {anchor: list(self._tile_mappings(board, anchor)) for anchor in crowded}
        occ = nodes.occupied(suits)
        for cells in suits:
            if within_two_jumps(cells, board, occ.difference(cells)):
                return True
            for anchor in crowded:
                spread = off_tile_spread(cells, anchor)
                if spread == FAR_APART:
                    continue
                on_tile = spread == 0 and any(ANCHOR[cell] == anchor for cell in cells)
                tile_cells = set(tile_indices(anchor))
                empty = tile_cells.difference(*suits)
                fillers = [moved(cells, c, t) for c, t in geometric_jumps(cells) if t in empty]
                full = counts[anchor] == CELLS_PER_TILE
                for key, mapping, new_anchor in tile_moves[anchor]:
                    if on_tile and joined_by_tile_move(cells, anchor, key, mapping):
                        return True
                    if on_tile and full:
                        # Turn or shift first, then a coin of the tile jumps: it lands clear of the old place.
                        for target in tile_then_jump(cells, anchor, key, mapping, new_anchor):
                            if target in board and target not in occ and ANCHOR[target] != anchor:
                                return True
                    if full and spread <= 1 and any(ANCHOR[cell] == anchor for cell in cells):
                        # A coin elsewhere jumps first, then the tile moves.
                        for target in jump_then_tile(cells, anchor, key, mapping):
                            if target in board and target not in occ:
                                return True
                    if any(joined_by_tile_move(filled, anchor, key, mapping) for filled in fillers):
                        return True
        return False

    @staticmethod
    def _tile_mappings(board: frozenset[int], anchor: int) -> Iterator[tuple[int, dict[int, int], int]]:
        """(key, cell mapping, new anchor) of the three turns and four shifts of a tile."""
        for quarters in (1, 2, 3):
            yield quarters, nodes.turn(anchor, quarters), anchor
        for step, _direction in nodes.SHIFT_STEPS:
            target = nodes.shift_target(board, anchor, step)
            if in_frame(target):
                yield target, nodes.slide(anchor, target), target

    def last_move(self, node: Node) -> Move | None:
        """A single move that meets the goal from `node`, if there is one."""
        if self.one_group:
            return self._last_move_one_group(node)
        board, suits, forced = node
        test = self.test
        occ = nodes.occupied(suits)
        lines = self.goal == "line"
        if forced >= 0:
            for suit, cell, target in nodes.jumps_from_tile(node, forced, occ):
                if self._jump_solves(suits, suit, cell, target):
                    return ("J", cell, target)
            return None
        for suit, cells in enumerate(suits):
            if lines and not one_jump_from_line(cells):
                continue
            for cell, target in nodes.suit_jumps(board, cells, occ):
                if self._jump_solves(suits, suit, cell, target):
                    return ("J", cell, target)
        if lines:
            # Only a tile that may line a suit up is worth turning or shifting (usually none is).
            hopeful = set().union(*(line_up_tiles(cells) for cells in suits))
            if not hopeful:
                return None
            moves = nodes.tile_moves(node, among=hopeful)
        else:
            moves = nodes.tile_moves(node)
        for move, child in moves:
            changed = [s for s in range(4) if child[1][s] is not suits[s]]
            if self.need > 1:
                hit = solved(child[1], self.goal, self.need)
            else:
                hit = any(test(child[1][s]) for s in changed)
            if hit and nodes.tile_move_ok(child):
                return move
        return None

    def _last_move_one_group(self, node: Node) -> Move | None:
        board, suits, forced = node
        occ = nodes.occupied(suits)
        for cells in suits:
            for cell, target in completing_jumps(cells):
                if target in board and target not in occ and (forced < 0 or ANCHOR[cell] == forced):
                    return ("J", cell, target)
        if forced >= 0:
            return None
        on_tiles: dict[int, set[int]] = {}
        for suit, cells in enumerate(suits):
            for cell in cells:
                on_tiles.setdefault(ANCHOR[cell], set()).add(suit)
        counts = {anchor: 0 for anchor in on_tiles}
        for cells in suits:
            for cell in cells:
                counts[ANCHOR[cell]] += 1
        for anchor, count in counts.items():
            if count != CELLS_PER_TILE:
                continue
            present = [s for s in on_tiles[anchor] if off_tile_spread(suits[s], anchor) == 0]
            if not present:
                continue
            for quarters in (1, 2, 3):
                mapping = nodes.turn(anchor, quarters)
                if any(joined_by_tile_move(suits[s], anchor, quarters, mapping) for s in present) \
                        and nodes.tile_move_ok(nodes.after_rotate(node, anchor, quarters)):
                    return ("R", anchor, quarters)
            for step, direction in nodes.SHIFT_STEPS:
                target = nodes.shift_target(board, anchor, step)
                if not in_frame(target):
                    continue
                mapping = nodes.slide(anchor, target)
                if any(joined_by_tile_move(suits[s], anchor, target, mapping) for s in present) \
                        and nodes.tile_move_ok(nodes.after_shift(node, anchor, target)):
                    return ("S", anchor, target, direction)
        return None

    def _jump_solves(self, suits: tuple[tuple[int, ...], ...], suit: int, cell: int, target: int) -> bool:
        cells = list(suits[suit])
        cells[cells.index(cell)] = target
        cells.sort()
        moved = tuple(cells)
        if not self.test(moved):
            return False
        if self.need == 1:
            return True
        others = sum(1 for s, other in enumerate(suits) if s != suit and self.test(other))
        return others + 1 >= self.need
