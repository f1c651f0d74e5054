"""Worlds a Reflector seat cannot tell from the true game: its observation with the hidden nodes filled in.

Everything but the opponent's undiscovered nodes is rebuilt exactly from the
observation. Those nodes are placed so that they agree with every status the
seat has seen:

- a node cannot lie on a cell the seat holds (it would have shown `node`), nor
  in the area of a captured node (the capture would have revealed it);
- a held `null` cell was outside every uncaptured node's area when it was
  taken, so no uncaptured node lies within reach of one;
- every held `owned` cell lies in the area of some node, captured or not;
- a cell shown as territory but not held was kept by an uncaptured node at a
  capture, and only a later capture or claim could have taken it: an
  uncaptured node still covers it.

The undiscovered nodes are placed one at a time: first on cells that cover a
still uncovered requirement (the requirement with fewest candidates first,
backtracking when one cannot be met), then anywhere allowed: uniformly, or as
a `PlacementPrior` says players tend to place them. The true placement always
meets these conditions, so a world always exists.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from reflectgames.core.rules import Outcome
from reflectgames.games.reflector.board import (
    CELLS,
    DIAMONDS,
    FULL_MASK,
    cell_named,
    cells_in,
    distance,
    territory_of,
)
from reflectgames.games.reflector.observation import ReflectorObservation
from reflectgames.games.reflector.state import NODES_PER_PLAYER, ReflectorState

CELL_COUNT = len(CELLS)
# From this many allowed cells on, nodes are drawn by trial and error.
_DENSE = 40


def _mask(names: Iterable[str]) -> int:
    mask = 0
    for name in names:
        mask |= 1 << cell_named(name)
    return mask


@dataclass(frozen=True, slots=True)
class WorldConstraints:
    """One observation, read once into masks: what is fixed and where hidden nodes may go."""

    seat: int
    to_move: int | None
    phase: str
    first: int
    king: bool
    own_nodes: int
    lost: int  # cells of the seat's grid the opponent holds
    lost_owned: int  # of those, the ones taken with status owned
    exposed: int  # the seat's uncaptured nodes the opponent has found
    held: int  # cells of the opponent's grid the seat holds
    held_owned: int
    revealed_owned: int
    known_nodes: int  # opponent nodes the seat knows, captured or not
    claims: tuple[int, int]
    last_shooter: int
    last_cell: int
    result: Outcome | None
    allowed: int  # where an undiscovered node may lie
    required: int  # cells the undiscovered nodes must cover between them
    hidden: int  # how many opponent nodes are undiscovered

    @classmethod
    def read(cls, observation: ReflectorObservation) -> WorldConstraints:
        own, theirs = observation.own, observation.opponent
        held_status = theirs.held
        held = _mask(held_status)
        held_null = _mask(cell for cell, status in held_status.items() if status == "null")
        held_owned = _mask(cell for cell, status in held_status.items() if status == "owned")
        captured = _mask(cell for cell, status in held_status.items() if status == "node")
        known = _mask(theirs.revealed_nodes)
        revealed_owned = _mask(theirs.revealed_owned)
        standing = known & ~held
        allowed = FULL_MASK & ~held & ~known & ~territory_of(held_null) & ~territory_of(captured)
        required = (revealed_owned & ~territory_of(standing)) | (held_owned & ~territory_of(known))
        last = observation.last_claim
        winners = observation.winners
        return cls(
            seat=observation.seat,
            to_move=observation.to_move,
            phase=observation.phase,
            first=observation.first,
            king=observation.adjacency == "king",
            own_nodes=_mask(node.cell for node in own.nodes),
            lost=_mask(own.lost),
            lost_owned=_mask(cell for cell, status in own.lost_status.items() if status == "owned"),
            exposed=_mask(own.exposed),
            held=held,
            held_owned=held_owned,
            revealed_owned=revealed_owned,
            known_nodes=known,
            claims=(observation.claims[0], observation.claims[1]),
            last_shooter=-1 if last is None else last.shooter,
            last_cell=-1 if last is None else cell_named(last.cell),
            result=None if winners is None else Outcome(frozenset(winners), observation.reason or ""),
            allowed=allowed,
            required=required,
            hidden=NODES_PER_PLAYER - known.bit_count(),
        )


@dataclass(frozen=True, slots=True)
class PlacementPrior:
    """Where a player is thought to put nodes: a weight per cell, less near another node."""

    weights: tuple[float, ...]  # per cell
    near: tuple[int, ...]  # per cell, the cells a node there makes less likely for another
    near_factor: float  # how much less likely those cells are

    @classmethod
    def spread(cls, weights: Sequence[float], gap: int, near_factor: float) -> PlacementPrior:
        """`weights`, with a node closer than `gap` to another `near_factor` times as likely."""
        near = tuple(sum(1 << other for other in CELLS if other != cell and distance(cell, other) < gap)
                     for cell in CELLS)
        return cls(tuple(weights), near, near_factor)

    def pick(self, mask: int, count: int, placed: int, rng: random.Random) -> int:
        """`count` distinct cells of `mask` drawn one by one by weight, given nodes `placed`."""
        picked = 0
        cells = cells_in(mask)
        crowded = 0
        for node in cells_in(placed):
            crowded |= self.near[node]
        for _ in range(count):
            weights = [self.weights[cell] * (self.near_factor if crowded >> cell & 1 else 1.0)
                       for cell in cells]
            cell = rng.choices(cells, weights=weights)[0]
            cells.remove(cell)
            picked |= 1 << cell
            crowded |= self.near[cell]
        return picked


def _pick_cells(mask: int, count: int, rng: random.Random) -> int:
    """`count` distinct cells of `mask`, uniformly, as a mask (the mask has that many)."""
    picked = 0
    if mask.bit_count() >= _DENSE:
        # Most cells are allowed: drawing cells until they fit is cheaper than listing them.
        random_cell = rng.randrange
        while count:
            bit = 1 << random_cell(CELL_COUNT)
            if mask & bit and not picked & bit:
                picked |= bit
                count -= 1
        return picked
    for cell in rng.sample(cells_in(mask), count):
        picked |= 1 << cell
    return picked


def _cover(required: int, allowed: int, slots: int, rng: random.Random) -> int | None:
    """Nodes (a mask, at most `slots`) on allowed cells whose areas cover `required`, or None."""
    if not required:
        return 0
    if not slots:
        return None
    # The requirement with the fewest candidate cells first: failures show early.
    best_candidates, fewest = 0, CELL_COUNT
    for cell in cells_in(required):
        candidates = DIAMONDS[cell] & allowed
        count = candidates.bit_count()
        if count < fewest:
            best_candidates, fewest = candidates, count
            if count <= 1:
                break
    if not best_candidates:
        return None
    options = cells_in(best_candidates)
    rng.shuffle(options)
    for node in options:
        rest = _cover(required & ~DIAMONDS[node], allowed & ~(1 << node), slots - 1, rng)
        if rest is not None:
            return rest | 1 << node
    return None


def hidden_nodes(constraints: WorldConstraints, rng: random.Random,
                 prior: PlacementPrior | None = None) -> int:
    """A placement of the undiscovered opponent nodes that agrees with everything seen."""
    c = constraints
    covering = _cover(c.required, c.allowed, c.hidden, rng)
    if covering is None:
        raise ValueError("No placement of the hidden nodes agrees with this observation.")
    free = c.allowed & ~covering
    count = c.hidden - covering.bit_count()
    if prior is None:
        return covering | _pick_cells(free, count, rng)
    return covering | prior.pick(free, count, c.known_nodes | covering, rng)


def _setup_nodes(c: WorldConstraints, rng: random.Random) -> int:
    """The opponent's nodes while nodes are being placed: none seen, and maybe not all down yet."""
    opponent = 1 - c.seat
    if c.to_move == c.seat:
        # Seat 0 places first, so seat 1's opponent is done and seat 0's has not begun.
        count = NODES_PER_PLAYER if opponent == 0 else 0
    else:
        # How many the opponent has put down so far is not shown.
        count = rng.randrange(NODES_PER_PLAYER)
    return _pick_cells(FULL_MASK, count, rng)


def sample_world(c: WorldConstraints, rng: random.Random,
                 prior: PlacementPrior | None = None) -> ReflectorState:
    """A complete state whose observation for `c.seat` is the one `c` was read from."""
    seat, other = c.seat, 1 - c.seat
    if c.phase == "setup":
        theirs = _setup_nodes(c, rng)
    elif c.phase == "over":
        theirs = c.known_nodes  # the end shows every node
    else:
        theirs = c.known_nodes | hidden_nodes(c, rng, prior)
    captured_own = c.own_nodes & c.lost
    captured_theirs = theirs & c.held
    # A capture shows its whole area; a claim shows the one cell it took as owned.
    seen_mine = territory_of(captured_theirs) | c.held_owned | c.revealed_owned
    seen_theirs = territory_of(captured_own) | c.lost_owned
    nodes = [0, 0]
    held = [0, 0]
    owned = [0, 0]
    seen = [0, 0]
    seen_nodes = [0, 0]
    territory = [0, 0]
    nodes[seat], nodes[other] = c.own_nodes, theirs
    held[seat], held[other] = c.held, c.lost
    owned[seat], owned[other] = c.held_owned, c.lost_owned
    seen[seat], seen[other] = seen_mine, seen_theirs
    seen_nodes[seat], seen_nodes[other] = c.known_nodes, captured_own | c.exposed
    territory[seat] = territory_of(c.own_nodes & ~c.lost)
    territory[other] = territory_of(theirs & ~c.held)
    return ReflectorState(
        to_move=c.to_move,
        first=c.first,
        king=c.king,
        nodes=(nodes[0], nodes[1]),
        held=(held[0], held[1]),
        owned=(owned[0], owned[1]),
        seen=(seen[0], seen[1]),
        seen_nodes=(seen_nodes[0], seen_nodes[1]),
        territory=(territory[0], territory[1]),
        claims=c.claims,
        last_shooter=c.last_shooter,
        last_cell=c.last_cell,
        result=c.result,
    )

