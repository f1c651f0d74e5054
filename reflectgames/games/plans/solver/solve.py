"""The solver's front door: one call that picks the right searches for a goal and a time limit.

One suit in one group: iterative deepening finds a shortest solution and
proves it (a beam search fills in if time runs out first). One suit in
line: the line builder finds a first solution, the exhaustive search below
it then looks for a shorter one or proves it shortest, and a beam search
improves an answer left unproven. Two suits in lines, and two, three or
four suits in groups: beam search finds a good solution, then the remaining time goes to proving
it shortest, which succeeds when the lower bound meets its length or the
exhaustive search below it completes. Three or four suits
in lines: the line builder (lines.py) brings the suits in coin by coin,
restarting with fresh random choices to find shorter solutions, and the
best few are then shortened by splicing short move sequences in (splice.py).

`need` is how many suits must meet the goal at once (option `suits`: one,
two, three, all = 1 to 4).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TypeAlias

from reflectgames.games.plans.board import SUIT_COUNT, Cell
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.solver import node as nodes
from reflectgames.games.plans.solver.best import BeamSearch
from reflectgames.games.plans.solver.estimates import lower_bound
from reflectgames.games.plans.solver.exact import StopAsked, time_is_up
from reflectgames.games.plans.solver.frame import sound_depth, to_index
from reflectgames.games.plans.solver.lines import KEEP_SLACK, build_lines, shorten_fast
from reflectgames.games.plans.solver.measure import solved
from reflectgames.games.plans.solver.node import Move, Node
from reflectgames.games.plans.solver.splice import splice_best
from reflectgames.games.plans.solver.split_search import exact_search

# Share of the time the first search gets before the other takes over.
EXACT_SHARE = 0.75
BEAM_SHARE = 0.7
BUILDER_SHARE = 0.2  # lines of one suit: the most the line builder may take for a first solution
PROOF_SHARE = 0.8  # one suit in line: the exact search may run until this share of the time
# From this many suits in lines, restarts of the line builder beat the beam (too deep for it).
LINE_BUILDER_NEED = 3
RESTART_SHARE = 0.65  # three or four lines: restarts until here, then the best few are spliced
SPLICE_REACH = 6  # a later round's solution is spliced when at most this much longer than the best


@dataclass(frozen=True)
class Solution:
    """What the solver found: `moves` in notation (None: nothing found in time),
    whether they are proven shortest, the best lower bound, and effort."""

    moves: tuple[str, ...] | None
    proven: bool
    lower_bound: int
    seconds: float
    nodes: int
    first_seconds: float = 0.0  # when the first solution was found (the search may go on improving it)

    @property
    def found(self) -> bool:
        return self.moves is not None


def solve(
    position: Position,
    goal: str = "group",
    need: int = 1,
    must_jump_from: Cell | None = None,
    *,
    time_limit: float = 10.0,
    should_stop: StopAsked | None = None,
    first: bool = False,
    node_budget: int | None = None,
) -> Solution:
    """Solve from `position` (a tile that must be jumped from, if any) within `time_limit` seconds.

    With `first`, a search that keeps improving its solution stops at the
    first it finds (the exact search still returns a shortest one). With
    `node_budget`, every exact search also stops after that many positions,
    so what it proves does not depend on the machine's speed.
    """
    start = time.monotonic()
    deadline = start + max(0.01, time_limit)
    if not nodes.fits_frame(position):
        return Solution(None, False, 1, 0.0, 0)
    root = nodes.from_position(position, must_jump_from)
    if isinstance(need, bool) or not 1 <= need <= SUIT_COUNT:
        raise ValueError(f"need is a number of suits from 1 to 4, not {need!r}")
    if solved(root[1], goal, need):
        return Solution((), True, 0, 0.0, 0)
    bound = lower_bound(root[1], goal, need)
    # Sequences up to this long never leave the frame: only a search that covered every
    # sequence shorter than a solution proves it shortest (frame.py says why).
    sound = sound_depth(to_index(tile) for tile in position.tiles)
    budget = Budget(start, deadline, bound, sound, should_stop, node_budget)
    if goal == "group" and need == 1:
        found = _shortest_first(root, budget)
    elif goal == "line" and need >= LINE_BUILDER_NEED:
        found = _lines_first(root, need, budget, first)
    elif goal == "line" and need == 1 and not first:
        found = _proof_first(root, need, budget)
    else:
        found = _best_first(root, goal, need, budget, first)
    moves, proven, bound, effort, first_at = found
    texts = None if moves is None else tuple(nodes.move_text(move) for move in moves)
    elapsed = time.monotonic() - start
    return Solution(texts, proven, bound, elapsed, effort, elapsed if first_at is None else first_at - start)


@dataclass(frozen=True)
class Budget:
    """What a search strategy is given: its time, what is known before it starts, and who may stop it."""

    start: float  # time.monotonic() when solving began
    deadline: float
    bound: int  # no solution is shorter than this
    sound: int  # move sequences this long never leave the frame (frame.py)
    should_stop: StopAsked | None
    max_nodes: int | None = None  # positions each exact search may visit (None: no limit but the time)


# What a strategy found: (moves or None, proven shortest, lower bound, effort in nodes,
# time.monotonic() of the first solution or None).
Found: TypeAlias = tuple[list[Move] | None, bool, int, int, float | None]


def _shortest_first(root: Node, budget: Budget) -> Found:
    start, deadline, bound, sound, should_stop = (
        budget.start, budget.deadline, budget.bound, budget.sound, budget.should_stop)
    exact_deadline = start + (deadline - start) * EXACT_SHARE
    exact = exact_search("group", 1, exact_deadline, should_stop, budget.max_nodes)
    result = exact.run(root)
    bound = max(bound, min(result.depth_done, sound) + 1)
    if result.moves is not None:
        proven = len(result.moves) - 1 <= sound
        return result.moves, proven, bound if not proven else len(result.moves), exact.nodes, time.monotonic()
    beam = BeamSearch("group", 1, deadline, should_stop)
    moves = beam.run(root)
    return moves, False, bound, exact.nodes + beam.nodes, beam.first_found


def _lines_first(root: Node, need: int, budget: Budget, only_first: bool = False) -> Found:
    """Three or four lines: built coin by coin with restarts (lines.py).

    Without a solution the restarts may use all the time; with one, they go
    on until RESTART_SHARE of the time, keeping every solution up to
    KEEP_SLACK moves longer than the best. Their detours are cut, and the
    shortest are spliced (splice.py) until the deadline, or until BEAM_SHARE
    when the best is short enough for the exact search to matter: that one
    gets the rest of the time for a proof. Time left over after splicing a
    long answer goes to further rounds of restarts and splices.
    """
    start, deadline, bound, sound, should_stop = (
        budget.start, budget.deadline, budget.bound, budget.sound, budget.should_stop)
    restart_until = start + (deadline - start) * RESTART_SHARE
    kept: list[list[Move]] = []
    moves, effort, first = build_lines(
        root, deadline, should_stop, first=only_first, improve_until=restart_until, need=need,
        keep=kept,
    )
    if moves is None:
        return None, False, bound, effort, first
    moves = shorten_fast(root, moves, "line", need)
    if not only_first:
        cut = [shorten_fast(root, found, "line", need) for found in kept]
        pool = [found for found in cut if len(found) <= len(moves) + KEEP_SLACK]
        # Too long for the exact search to matter: splicing may go on until the end.
        long = len(moves) > sound + 1 and bound < len(moves)
        until = deadline if long else start + (deadline - start) * BEAM_SHARE
        moves, spent = splice_best(root, [moves, *pool], need, until, should_stop)
        effort += spent
        if long:
            moves, spent = _more_rounds(root, moves, need, deadline, should_stop)
            effort += spent
    if bound >= len(moves) or only_first or len(moves) > sound + 1:
        return moves, bound >= len(moves), bound, effort, first
    exact = exact_search("line", need, deadline, should_stop, budget.max_nodes)
    result = exact.run(root, max_depth=len(moves) - 1, known_bound=bound)
    effort += exact.nodes
    if result.moves is not None:
        return result.moves, True, len(result.moves), effort, first
    bound = max(bound, min(result.depth_done, sound) + 1)
    return moves, bound >= len(moves), bound, effort, first


def _more_rounds(
    root: Node, best: list[Move], need: int, deadline: float, should_stop: StopAsked | None
) -> tuple[list[Move], int]:
    """Time left after splicing: rounds of fresh restarts, each spliced like the first, until `deadline`.

    Returns (the shortest solution, effort)."""
    effort = 0
    seed = 1
    while not time_is_up(deadline, should_stop):
        now = time.monotonic()
        kept: list[list[Move]] = []
        found, spent, _first = build_lines(
            root, deadline, should_stop, seed=seed, first=False,
            improve_until=now + (deadline - now) * RESTART_SHARE, need=need, keep=kept,
        )
        effort += spent
        seed += 1
        if found is None:
            break
        cut = [shorten_fast(root, moves, "line", need) for moves in kept]
        shortest = min(len(moves) for moves in cut)
        # Splicing rarely cuts more than a few moves: only the near-best of the round are worth it.
        pool = [moves for moves in cut
                if len(moves) <= min(shortest + KEEP_SLACK, len(best) + SPLICE_REACH)]
        if pool:
            spliced, spent = splice_best(root, pool, need, deadline, should_stop)
            effort += spent
            if len(spliced) < len(best):
                best = spliced
    return best, effort


def _proof_first(root: Node, need: int, budget: Budget) -> Found:
    """One suit in line: the line builder finds a first solution fast; the exact search then gets
    time up to PROOF_SHARE to find a shorter one (shortest by construction) or to prove it
    shortest, and the beam search the rest of the time to improve an answer left unproven.

    The exact search goes first because most of these puzzles have short answers that
    it settles in seconds, while the beam search rarely improves what it finds after its
    first few seconds."""
    start, deadline, bound, sound, should_stop = (
        budget.start, budget.deadline, budget.bound, budget.sound, budget.should_stop)
    incumbent, effort, first = build_lines(
        root, start + (deadline - start) * BUILDER_SHARE, should_stop, need=need
    )
    if incumbent is not None:
        incumbent = shorten_fast(root, incumbent, "line", need)
        if bound >= len(incumbent):
            return incumbent, True, bound, effort, first
    longest = sound if incumbent is None else min(len(incumbent) - 1, sound)
    exact = exact_search(
        "line", need, start + (deadline - start) * PROOF_SHARE, should_stop, budget.max_nodes)
    result = exact.run(root, max_depth=longest, known_bound=bound)
    effort += exact.nodes
    if result.moves is not None:
        return result.moves, True, len(result.moves), effort, first if first is not None else time.monotonic()
    bound = max(bound, min(result.depth_done, sound) + 1)
    if incumbent is not None and bound >= len(incumbent):
        return incumbent, True, bound, effort, first
    beam = BeamSearch("line", need, deadline, should_stop)
    moves = beam.run(root, incumbent)
    effort += beam.nodes
    first = first if first is not None else beam.first_found
    if moves is None:
        return None, False, bound, effort, first
    return moves, bound >= len(moves), bound, effort, first


def _best_first(root: Node, goal: str, need: int, budget: Budget, only_first: bool = False) -> Found:
    start, deadline, bound, sound, should_stop = (
        budget.start, budget.deadline, budget.bound, budget.sound, budget.should_stop)
    # Without a solution the beam search may use all the time; with one, it stops
    # improving it at BEAM_SHARE and the rest goes to trying to prove it shortest.
    improve_until = None if only_first else start + (deadline - start) * BEAM_SHARE
    beam = BeamSearch(goal, need, deadline, should_stop, first=only_first, improve_until=improve_until)
    incumbent: list[Move] | None = None
    effort, first = 0, None
    if goal == "line":
        # One or two suits in line: the line builder finds a solution fast; the beam looks for shorter.
        incumbent, effort, first = build_lines(
            root, start + (deadline - start) * BUILDER_SHARE, should_stop, need=need
        )
        if incumbent is not None:
            incumbent = shorten_fast(root, incumbent, goal, need)
            if only_first:
                return incumbent, bound >= len(incumbent), bound, effort, first
    moves = beam.run(root, incumbent)
    effort += beam.nodes
    first = first if first is not None else beam.first_found
    if moves is None:
        return None, False, bound, effort, first
    if bound >= len(moves) or only_first:
        return moves, bound >= len(moves), bound, effort, first
    # Try to close the gap: no solution shorter than len(moves)?
    exact = exact_search(goal, need, deadline, should_stop, budget.max_nodes)
    result = exact.run(root, max_depth=min(len(moves) - 1, sound), known_bound=bound)
    effort += exact.nodes
    if result.moves is not None:
        return result.moves, True, len(result.moves), effort, first  # shorter, and shortest by construction
    bound = max(bound, min(result.depth_done, sound) + 1)
    return moves, bound >= len(moves), bound, effort, first
