"""What the computer players know about Reflector.

The search plays in worlds drawn from its observation (`ai_worlds`), where
the opponent's hidden nodes are placed consistently with every status seen.
In a world both players' nodes are known, so a position is scored by the
claims each player still needs to capture every opposing node (`ai_race`);
each claim is scored so over the same worlds as the others, and averaged,
that favours claims where nodes are likely. A player never concedes the cell
of its own standing node unless an opposing node may stand there too. The
hard level also counts clues: a node nobody has a clue of costs its hunter
more than the walk to it, so hard reaches for the opponent's territory and
avoids conceding cells of its own. Nodes are placed without search: spread
out, mostly away from row 1 where the opponent starts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from reflectgames.ai.game_ai import GameAI, outcome_rewards
from reflectgames.core.rules import acting
from reflectgames.games.reflector.ai_race import race_values
from reflectgames.games.reflector.ai_worlds import PlacementPrior, WorldConstraints, sample_world
from reflectgames.games.reflector.board import CELLS, DIAMONDS, cell_named, cells_in, distance, row_col
from reflectgames.games.reflector.moves import CLAIM_MOVES, NODE_MOVES, ReflectorMove
from reflectgames.games.reflector.observation import ReflectorObservation
from reflectgames.games.reflector.rules import ReflectorRules
from reflectgames.games.reflector.state import ReflectorState

# Gaps tried in turn between one's own nodes: apart, they neither reveal one another
# when one is captured nor hand over a shared area.
_NODE_GAPS = (5, 4, 3, 2, 1)
_FULL_AREA = 13  # cells in the area of a node away from the edges
# How likely a node is placed on each cell, easy's and then the other levels'. Deeper rows
# take the opponent longer to reach from row 1; a node by an edge or in a corner has a
# smaller area (9 or 6 cells of 13), so fewer claims stumble on a clue of it and its
# capture hands over less: the levels above easy favour them.
_PLACEMENT_WEIGHTS = (
    tuple((1 + row_col(cell)[0]) ** 2 for cell in CELLS),
    tuple((1 + row_col(cell)[0]) ** 2 * (_FULL_AREA / DIAMONDS[cell].bit_count()) ** 2 for cell in CELLS),
)
# Worlds drawn per decision; the search cycles through them.
_POOL_SIZE = 64
# The easy level's exploration constant: its few iterations then gather on its better claims,
# among which it still picks loosely, instead of spreading evenly and making its pick a lottery.
_EASY_EXPLORATION = 0.3
# At the hard level a node without a clue counts this many claims more for whoever hunts it.
_HARD_CLUE_WORTH = 3.0
# The hard level's belief about the opponent's nodes: spread out, as players place them so that
# one capture does not reveal the next (a node closer than the widest gap to another is a fifth
# as likely). Believing they also lie deep and by the edges, as its own do, did no better.
_HARD_PRIOR = PlacementPrior.spread([1.0] * len(CELLS), gap=_NODE_GAPS[0], near_factor=0.2)
# Lists of claims remembered by their cells; forgotten all at once past this many.
_CLAIM_LISTS_KEPT = 50_000


class ReflectorAI(GameAI):
    # The race estimate is the score, straight after each claim of the searching player.
    playout_depth = 0
    # One claim ahead: deeper, the tree would answer each claim in a world where the nodes are
    # known and pick what only fits that world, and a reply's reflection would add its luck.
    tree_depth = 1
    # The claims are the same in every world: each is scored over the same worlds, in turn.
    paired_worlds = True
    # Claims a node without a clue costs its hunter beyond the walk (see `race_values`).
    clue_worth = 0.0
    # Where the opponent's undiscovered nodes are thought to be: anywhere allowed when None.
    placement_prior: PlacementPrior | None = None

    rules: ReflectorRules

    def at_level(self, level: str) -> None:
        super().at_level(level)
        if level == "easy":
            self.exploration = _EASY_EXPLORATION
        if level == "hard":
            self.clue_worth = _HARD_CLUE_WORTH
            self.placement_prior = _HARD_PRIOR

    def __init__(self, rules: ReflectorRules) -> None:
        super().__init__(rules)
        # The observation being searched and its worlds: every iteration asks for one.
        self._worlds: _WorldPool | None = None
        self._claim_lists: dict[int, tuple[ReflectorMove, ...]] = {}

    # --- hidden information ----------------------------------------------------
    def sample_world(self, observation: ReflectorObservation, rng: random.Random) -> ReflectorState:
        worlds = self._worlds
        if worlds is None or worlds.observation is not observation:
            worlds = _WorldPool(observation, self.placement_prior)
            self._worlds = worlds
        return worlds.next(rng)

    # --- set-up ------------------------------------------------------------------
    def opening_move(self, observation: ReflectorObservation, rng: random.Random, *,
                     language: str = "en") -> ReflectorMove | None:
        if observation.phase != "setup" or observation.to_move != observation.seat:
            return None
        placed = [cell_named(node.cell) for node in observation.own.nodes]
        for gap in _NODE_GAPS:
            cells = [
                cell for cell in CELLS
                if cell not in placed and all(distance(cell, node) >= gap for node in placed)
            ]
            if cells:
                break
        weights = [_PLACEMENT_WEIGHTS[self.level != "easy"][cell] for cell in cells]
        return NODE_MOVES[rng.choices(cells, weights=weights)[0]]

    # --- search ------------------------------------------------------------------
    def candidate_moves(self, state: ReflectorState) -> Sequence[ReflectorMove]:
        if state.in_setup:
            return self.rules.legal_moves(state)
        seat = acting(state.to_move)
        other = 1 - seat
        claimable = self.rules.claimable_cells(state, seat)
        # Claiming the cell of one's own standing node concedes it: only worth it when an
        # opponent node may stand on that cell too, as far as the player knows.
        maybe_theirs = state.seen_nodes[seat] & ~state.held[seat]
        worlds = self._worlds
        if worlds is not None and worlds.constraints.seat == seat:
            maybe_theirs |= worlds.constraints.allowed
        own_risk = state.nodes[seat] & ~state.held[other] & ~maybe_theirs
        return self._claims(claimable & ~own_risk or claimable)

    def _claims(self, cells: int) -> tuple[ReflectorMove, ...]:
        # Worlds of one search share their held cells, so the same lists come up again and again.
        moves = self._claim_lists.get(cells)
        if moves is None:
            if len(self._claim_lists) >= _CLAIM_LISTS_KEPT:
                self._claim_lists.clear()
            moves = tuple(CLAIM_MOVES[cell] for cell in cells_in(cells))
            self._claim_lists[cells] = moves
        return moves

    def advance(self, state: ReflectorState, move: ReflectorMove) -> ReflectorState:
        # The search only plays moves from `candidate_moves`, all legal: no second check.
        return self.rules.apply_listed(state, move)

    def evaluate(self, state: ReflectorState) -> list[float]:
        if state.in_setup:
            return [0.5, 0.5]
        return race_values(state, self.clue_worth)

    def greedy_rewards(self, state: ReflectorState) -> list[float]:
        # The yardstick stays the plain race: each side's walk to the other's nodes.
        outcome = self.rules.outcome(state)
        if outcome is not None:
            return outcome_rewards(outcome, 2)
        return [0.5, 0.5] if state.in_setup else race_values(state)


class _WorldPool:
    """Worlds for one observation, drawn once and then served in turn.

    Every move of the tree is then scored over much the same few dozen worlds, so the
    differences between moves are not drowned by the differences between worlds.
    """

    def __init__(self, observation: ReflectorObservation, prior: PlacementPrior | None) -> None:
        self.observation = observation
        self.constraints = WorldConstraints.read(observation)
        self.prior = prior
        self.worlds: list[ReflectorState] = []
        self.served = 0

    def next(self, rng: random.Random) -> ReflectorState:
        if len(self.worlds) < _POOL_SIZE:
            world = sample_world(self.constraints, rng, self.prior)
            self.worlds.append(world)
        else:
            world = self.worlds[self.served % _POOL_SIZE]
        self.served += 1
        return world


AI = ReflectorAI
