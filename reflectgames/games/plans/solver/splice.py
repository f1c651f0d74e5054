"""Shortening a found solution: short move sequences spliced in for longer stretches of it.

The positions a solution passes through are s0 .. sn. From every s_i the
search plays every sequence of up to `ahead` moves; a sequence that ends on a
later s_j in fewer than j - i moves replaces that stretch, and one that
solves the puzzle replaces the rest. The search also meets the solution from
behind: every jump can be played back (a coin jumping back along its row or
column finds the same count of its suit there, so the same length, and the
cell it came from is free), so the positions up to `behind` jumps before
each s_j are known too, and a forward sequence from s_i that ends on one of
them joins s_j through the jumps played back. The shortest chain of such
shortcuts from s0 to the end is taken, and rounds repeat while it gets
shorter.

`splice_best` splices several candidate solutions and keeps the shortest.

A second pass drops single moves: the rest of the solution is replayed
move by move without it, and kept when every move stays legal and the
puzzle is still solved (at once, or earlier than before).

Every result is replayed move by move against the move generator before it
is returned, so a splice never makes a solution illegal or longer.
"""

from __future__ import annotations

from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.exact import OutOfTime, StopAsked, time_is_up
from reflectgames.games.plans.solver.measure import solved
from reflectgames.games.plans.solver.node import Move, Node

AHEAD = 2  # moves played forward from each position
BEHIND = 2  # jumps played back from each position

# A shortcut from position i: (index it reaches, or None for a solved position; its moves).
Shortcut = tuple[int | None, tuple[Move, ...]]


def positions(root: Node, moves: list[Move]) -> list[Node]:
    """s0 .. sn: the positions a solution passes through."""
    along = [root]
    for move in moves:
        along.append(nodes.play_moves(along[-1], [move]))
    return along


def replay(root: Node, moves: list[Move], goal: str, need: int) -> list[Move] | None:
    """The moves up to the first solved position when each is legal where it is played, else None."""
    node = root
    if solved(node[1], goal, need):
        return []
    for count, move in enumerate(moves, 1):
        child = next((after for option, after in nodes.expand(node) if option == move), None)
        if child is None:
            return None
        node = child
        if solved(node[1], goal, need) and (node[2] < 0 or nodes.tile_move_ok(node)):
            return moves[:count]
    return None


class Splicer:
    """Shortens one solution until `deadline` (time.monotonic()); effort counts positions looked at."""

    def __init__(
        self,
        goal: str,
        need: int,
        deadline: float,
        should_stop: StopAsked | None = None,
        *,
        ahead: int = AHEAD,
        behind: int = BEHIND,
    ) -> None:
        self.goal = goal
        self.need = need
        self.deadline = deadline
        self.should_stop = should_stop
        self.ahead = ahead
        self.behind = behind
        self.nodes = 0

    def _check_time(self) -> None:
        self.nodes += 1
        if self.nodes & 255 == 0 and time_is_up(self.deadline, self.should_stop):
            raise OutOfTime

    def run(self, root: Node, moves: list[Move]) -> list[Move]:
        """The shortest solution found from `moves` (they themselves if nothing shorter is found in time)."""
        best = moves
        try:
            while True:
                shorter = self._drop_moves(root, self._splice_round(root, best))
                if len(shorter) >= len(best):
                    break
                best = shorter
        except OutOfTime:
            pass
        return best

    # --- shortcuts --------------------------------------------------------------------------
    def _splice_round(self, root: Node, moves: list[Move]) -> list[Move]:
        along = positions(root, moves)
        behind = self._played_back(along)
        shortcuts = [self._shortcuts_from(i, along[i], behind) for i in range(len(moves))]
        result = _shortest_chain(moves, shortcuts)
        checked = replay(root, result, self.goal, self.need)
        return moves if checked is None or len(checked) >= len(moves) else checked

    def _played_back(self, along: list[Node]) -> dict[Node, tuple[int, tuple[Move, ...]]]:
        """Positions a few jumps before each s_j: node -> (j - jumps, the jumps that lead to s_j).

        Where several s_j are reached, the one farthest along the solution for its jumps is kept."""
        known: dict[Node, tuple[int, tuple[Move, ...]]] = {}
        for j, node in enumerate(along):
            if node[2] >= 0:
                continue  # a tile was just moved: no jump leads back into this position
            frontier: list[tuple[Node, tuple[Move, ...]]] = [(node, ())]
            for depth in range(self.behind + 1):
                following = []
                for at, way in frontier:
                    held = known.get(at)
                    if held is None or held[0] < j - depth:
                        known[at] = (j - depth, way)
                    if depth == self.behind:
                        continue
                    for move, child in nodes.expand(at):
                        self._check_time()
                        if move[0] == "J":
                            # The jump back from the child leads to `at`, and on along `way` to s_j.
                            following.append((child, (("J", move[2], move[1]), *way)))
                frontier = following
        return known

    def _shortcuts_from(
        self, i: int, start: Node, behind: dict[Node, tuple[int, tuple[Move, ...]]]
    ) -> list[Shortcut]:
        """Shortcuts from s_i: to a later s_j in fewer than j - i moves, or to a solved position."""
        found: list[Shortcut] = []
        frontier: list[tuple[Node, tuple[Move, ...]]] = [(start, ())]
        for depth in range(self.ahead + 1):
            following = []
            for at, way in frontier:
                if depth and solved(at[1], self.goal, self.need) and (at[2] < 0 or nodes.tile_move_ok(at)):
                    found.append((None, way))
                    continue
                held = behind.get(at)
                if held is not None and held[0] - depth > i:
                    back = held[1]
                    found.append((held[0] + len(back), way + back))
                if depth == self.ahead:
                    continue
                for move, child in nodes.expand(at):
                    self._check_time()
                    following.append((child, (*way, move)))
            frontier = following
        return found

    # --- dropped moves ----------------------------------------------------------------------
    def _drop_moves(self, root: Node, moves: list[Move]) -> list[Move]:
        """Leave out single moves while the rest stays legal and still solves the puzzle."""
        i = 0
        while i < len(moves):
            self._check_time()
            shorter = replay(root, moves[:i] + moves[i + 1 :], self.goal, self.need)
            if shorter is not None:
                moves = shorter
            else:
                i += 1
        return moves


def splice_best(
    root: Node,
    candidates: list[list[Move]],
    need: int,
    deadline: float,
    should_stop: StopAsked | None = None,
) -> tuple[list[Move], int]:
    """Splice the candidate solutions for `need` suits in lines, shortest first, until `deadline`.

    Splicing cuts some solutions much more than others, so the shortest
    before is not always the shortest after. Returns (the shortest result, effort)."""
    ordered = sorted({tuple(moves): moves for moves in candidates}.values(), key=len)
    best = ordered[0]
    effort = 0
    for moves in ordered:
        if time_is_up(deadline, should_stop):
            break
        splicer = Splicer("line", need, deadline, should_stop)
        spliced = splicer.run(root, moves)
        effort += splicer.nodes
        if len(spliced) < len(best):
            best = spliced
    return best, effort


def _shortest_chain(moves: list[Move], shortcuts: list[list[Shortcut]]) -> list[Move]:
    """The fewest moves from s0 to the end, by the solution's own moves and the shortcuts."""
    last = len(moves)
    cost = [0] + [last + 1] * last
    way_in: list[tuple[int, tuple[Move, ...]] | None] = [None] * (last + 1)
    for i in range(last):
        if cost[i] + 1 < cost[i + 1]:
            cost[i + 1] = cost[i] + 1
            way_in[i + 1] = (i, (moves[i],))
        for to, way in shortcuts[i]:
            j = last if to is None else to
            if cost[i] + len(way) < cost[j]:
                cost[j] = cost[i] + len(way)
                way_in[j] = (i, way)
    pieces = []
    at = last
    while at:
        step = way_in[at]
        assert step is not None  # every position but s0 is reached by the solution's own move
        pieces.append(step[1])
        at = step[0]
    return [move for piece in reversed(pieces) for move in piece]
