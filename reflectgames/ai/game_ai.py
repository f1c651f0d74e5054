"""What the search needs to know about one game, beyond its rules.

Each multi-player game has a `games/<id>/ai.py` with a subclass of `GameAI`
named `AI`. The defaults make a working but naive player: uniform random
playouts to the end of the game, scored by the outcome alone. A game improves
on that with a heuristic `evaluate` (so playouts can stop early), a smarter
`playout_move`, and, when it hides information, `sample_world`, which turns
one seat's observation into a complete state that could be the true one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from reflectgames.core.rules import AnyRules, Outcome


class GameAI:
    # Playouts stop after this many moves and `evaluate` scores the position;
    # None plays every playout to the end of the game.
    playout_depth: int | None = None
    # The UCT exploration constant, for rewards in [0, 1].
    exploration: float = 0.9
    # The tree grows at most this many moves below the root (then the playout or the
    # evaluation takes over); None grows it as deep as the iterations take it.
    tree_depth: int | None = None
    # The level this instance plays at (see `at_level`).
    level: str = "normal"
    # Score every root move in the same worlds, in the same order (see `mcts.search`). Only for
    # games where the searching seat's moves are the same in every world it may draw.
    paired_worlds: bool = False

    def __init__(self, rules: AnyRules) -> None:
        self.rules = rules

    def at_level(self, level: str) -> None:
        """Play at `level` from now on. A game may know more at hard than at normal (longer,
        surer playouts, say), since more time alone does not always make a stronger player."""
        self.level = level

    # --- hidden information ----------------------------------------------------
    def sample_world(self, observation: Any, rng: random.Random) -> Any:
        """A full state consistent with `observation` (games that hide things override this).

        Games without hidden information never call it: their observation is the state.
        """
        raise TypeError(f"{self.rules.game_id} hides nothing, so it has no worlds to sample")

    def unknown_future(self, state: Any, rng: random.Random) -> Any:
        """`state` with every future random draw made unknowable (a fresh generator, say).

        Games whose state carries its dice or draw pile override this, so the
        search never plans with draws nobody can know yet.
        """
        return state

    # --- choices made without search -------------------------------------------
    def opening_move(self, observation: Any, rng: random.Random, *, language: str = "en") -> Any | None:
        """A move chosen without searching (a secret word, say), or None to search.

        It is asked first at every decision; games use it for set-up choices
        that `legal_moves` cannot list or that search would waste its time on.
        `language` is the player's (a word chosen where the game names none is in it).
        """
        return None

    # --- playouts -------------------------------------------------------------
    def candidate_moves(self, state: Any) -> Sequence[Any]:
        """The moves the tree considers; a game may prune hopeless ones."""
        return self.rules.legal_moves(state)

    def playout_move(self, state: Any, rng: random.Random) -> Any | None:
        """The next move of a playout, or None when there is none to play."""
        moves = self.rules.legal_moves(state)
        return rng.choice(moves) if moves else None

    def advance(self, state: Any, move: Any) -> Any:
        """The state after a legal move (a game may offer a faster path than `apply`)."""
        return self.rules.apply(state, move)

    def evaluate(self, state: Any) -> Sequence[float]:
        """How good an unfinished position looks for each seat, each in [0, 1].

        The default knows nothing and calls it even; games override it.
        """
        players = self.players(state)
        return [1.0 / players] * players

    def players(self, state: Any) -> int:
        return int(getattr(state, "players", 2) or 2)

    # --- scores -----------------------------------------------------------------
    def rewards(self, state: Any) -> Sequence[float]:
        outcome = self.rules.outcome(state)
        if outcome is None:
            return self.evaluate(state)
        return outcome_rewards(outcome, self.players(state))

    def greedy_rewards(self, state: Any) -> Sequence[float]:
        """How the greedy baseline scores the position after its move: `rewards` by default.

        A game whose levels know more than a plain evaluation keeps that plain one here,
        so the yardstick stays where it was while the levels improve.
        """
        return self.rewards(state)


def outcome_rewards(outcome: Outcome, players: int) -> list[float]:
    """1 for a winner, 0 for a loser; a draw shares one point among everybody."""
    if not outcome.winners:
        return [1.0 / players] * players
    share = 1.0 / len(outcome.winners)
    return [share if seat in outcome.winners else 0.0 for seat in range(players)]
