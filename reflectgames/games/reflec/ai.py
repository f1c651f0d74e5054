"""What the computer players know about Reflec.

Nothing in Reflec is hidden and nothing is left to chance after the seats are
taken, so the search plays on the true state and `unknown_future` keeps the
default. Each action is one move of the tree; the tree only sees the actions
that shape a beam (see `ai_candidates`), playouts follow a quick tactical
player (see `ai_playout`) for a couple of turns, and the position is then
scored by lasers alive and the lines of fire on them (see `ai_value`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from reflectgames.ai.game_ai import GameAI
from reflectgames.games.reflec.ai_candidates import candidates
from reflectgames.games.reflec.ai_playout import playout_action
from reflectgames.games.reflec.ai_value import shares
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.rules import ReflecRules
from reflectgames.games.reflec.state import ReflecState

# The tree asks for the candidates of the same positions on every iteration: remember them,
# up to this many positions (then start afresh; a search visits far fewer).
CANDIDATE_MEMORY = 20000


class ReflecAI(GameAI):
    playout_depth = 10

    rules: ReflecRules

    def __init__(self, rules: ReflecRules) -> None:
        super().__init__(rules)
        self._candidates: dict[ReflecState, list[ReflecMove]] = {}

    def candidate_moves(self, state: ReflecState) -> Sequence[ReflecMove]:
        known = self._candidates.get(state)
        if known is None:
            if len(self._candidates) >= CANDIDATE_MEMORY:
                self._candidates.clear()
            known = candidates(state, self.rules.legal_moves(state), self.advance, shares)
            self._candidates[state] = known
        return known

    def playout_move(self, state: ReflecState, rng: random.Random) -> ReflecMove | None:
        move = playout_action(state, rng, self.advance)
        if move is None:
            moves = self.rules.legal_moves(state)
            return rng.choice(moves) if moves else None
        return move

    def evaluate(self, state: ReflecState) -> Sequence[float]:
        return shares(state)


AI = ReflecAI
