"""Best-found solutions by beam search, for the goals too long to search exhaustively.

A round keeps the `width` most promising new positions of every depth (by
the guesses of estimates.py), never revisiting a position; the first that
meets its aim ends the round. Rounds start narrow, so that some solution
comes fast, and widen while time remains; a round stops early once it
cannot beat the best solution so far (depth + lower bound). A found path is
shortened wherever a position on it reaches a later one in one move.

One suit to finish: every suit gets rounds of its own, ranked by its guess
alone, so that one suit looking good does not crowd out the others. Two or
three suits: likewise every pair or trio of suits gets rounds ranked by its
guesses added up, most promising first.

All four suits in groups: rounds rank positions by the guess for all suits
together. (All four in lines are built coin by coin instead: lines.py.)
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from itertools import combinations
from typing import TypeAlias

from reflectgames.games.plans.board import SUIT_COUNT
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.estimates import (
    combine,
    figures,
    lower_bound,
)
from reflectgames.games.plans.solver.exact import OutOfTime, StopAsked, time_is_up
from reflectgames.games.plans.solver.measure import solved
from reflectgames.games.plans.solver.node import Move, Node

# The moves that led to a node, as nested pairs (earlier path, last move): a layer's nodes share
# their beginnings instead of copying them.
Path: TypeAlias = "tuple[()] | tuple[Path, Move]"

WIDTHS = (50, 150, 400, 1000, 2500, 6000, 15000)
# A round that has found nothing this deep gives way to a wider one (by suits needed).
MAX_DEPTH = {1: 30, 2: 60, 3: 80, 4: 100}


@dataclass(frozen=True)
class Aim:
    """What a round is after: the puzzle's goal, with positions ranked by the
    guesses of the suits in `focus` added up (None: all suits together)."""

    focus: tuple[int, ...] | None = None


def aims(root: Node, goal: str, need: int) -> list[Aim]:
    """The rounds of one width: each set of `need` suits, the closest to the goal first."""
    if need >= SUIT_COUNT:
        return [Aim()]
    guesses = [figures(cells, goal)[1] for cells in root[1]]
    chosen = sorted(combinations(range(4), need), key=lambda suits: sum(guesses[s] for s in suits))
    return [Aim(focus=suits) for suits in chosen]


class BeamSearch:
    def __init__(
        self,
        goal: str,
        need: int,
        deadline: float,
        should_stop: StopAsked | None = None,
        *,
        seed: int = 0,
        first: bool = False,
        improve_until: float | None = None,
    ) -> None:
        self.goal = goal
        self.first = first  # stop at the first solution instead of improving it
        # Once a solution is in hand, stop improving it at this time (the rest goes to proving it).
        self.improve_until = improve_until
        self.need = need
        self.deadline = deadline
        self.should_stop = should_stop
        self.random = random.Random(seed)
        self.best: list[Move] | None = None
        self.nodes = 0
        self.first_found: float | None = None  # time.monotonic() of the first solution

    def _check_time(self) -> None:
        if time_is_up(self.deadline, self.should_stop):
            raise OutOfTime
        if self.best is not None and self.improve_until is not None and time.monotonic() > self.improve_until:
            raise OutOfTime

    def _offer(self, root: Node, found: list[Move] | None) -> None:
        if found is not None and self.first_found is None:
            self.first_found = time.monotonic()
        if found is not None and (self.best is None or len(found) < len(self.best)):
            self.best = shorten(root, found, self.goal, self.need)

    def run(self, root: Node, incumbent: list[Move] | None = None) -> list[Move] | None:
        """Widen the beam round by round until time runs out; returns the best solution found."""
        self.best = incumbent
        bound = lower_bound(root[1], self.goal, self.need)
        try:
            for width in WIDTHS:
                for aim in aims(root, self.goal, self.need):
                    self._offer(root, self._round(root, width, aim))
                    if self.best is not None and bound >= len(self.best):
                        return self.best
                if self.best is not None and (self.first or bound >= len(self.best)):
                    return self.best  # proven shortest (or the first will do)
        except OutOfTime:
            pass
        return self.best

    def _round(
        self, root: Node, width: int, aim: Aim
    ) -> list[Move] | None:
        """One beam of `width` towards `aim`."""
        goal, need = self.goal, self.need
        limit = MAX_DEPTH[need]
        if self.best is not None:
            limit = min(limit, len(self.best) - 1)
        seen = {root}
        layer: list[tuple[Node, Path]] = [(root, ())]
        noise = self.random.random
        depth = 0
        while layer and depth < limit:
            depth += 1
            scored = []
            for node, path in layer:
                self._check_time()
                self.nodes += 1
                suits = node[1]
                mine = [figures(cells, goal) for cells in suits]
                for move, child in nodes.expand(node):
                    if child in seen:
                        continue
                    seen.add(child)
                    # Only the suits a move touched need new figures.
                    theirs = [
                        mine[s] if child[1][s] is suits[s] else figures(child[1][s], goal) for s in range(4)
                    ]
                    done, estimate, bound = combine(theirs, need)
                    if done:
                        if move[0] == "J" or nodes.tile_move_ok(child):
                            return _unroll((path, move))
                        continue
                    if depth + bound > limit:
                        continue
                    if aim.focus is not None:
                        estimate = sum(theirs[s][1] for s in aim.focus)
                    scored.append((estimate + noise() * 0.01, child, (path, move)))
            scored.sort(key=lambda item: item[0])
            layer = []
            for _score, child, path in scored:
                if child[2] >= 0 and not nodes.tile_move_ok(child):
                    continue  # a turn or shift with no jump to follow is not a legal move
                layer.append((child, path))
                if len(layer) >= width:
                    break
        return None


def _unroll(path: Path) -> list[Move]:
    moves: list[Move] = []
    while path:
        path, move = path
        moves.append(move)
    moves.reverse()
    return moves


def positions(root: Node, moves: list[Move]) -> list[Node]:
    """The position before each move and after the last."""
    found = [root]
    for move in moves:
        found.append(nodes.play_moves(found[-1], [move]))
    return found


def shorten(root: Node, moves: list[Move], goal: str, need: int) -> list[Move]:
    """Cut detours: where a position reaches a later one (or the goal) in one move, skip what lies between."""
    changed = True
    while changed:
        changed = False
        along = positions(root, moves)
        index_of = {node: i for i, node in enumerate(along)}
        for i, node in enumerate(along[:-1]):
            for move, child in nodes.expand(node):
                if child[2] >= 0 and not nodes.tile_move_ok(child):
                    continue
                if solved(child[1], goal, need) and i + 1 < len(moves):
                    moves = [*moves[:i], move]
                    changed = True
                    break
                j = index_of.get(child, -1)
                if j > i + 1:
                    moves = [*moves[:i], move, *moves[j:]]
                    changed = True
                    break
            if changed:
                break
    return moves
