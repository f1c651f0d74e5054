"""Two reference players to measure the search by: uniform random and greedy.

Both see only their seat's observation, like the search: the greedy player
scores each move in one world sampled from it, with the game's
`greedy_rewards` (its plain evaluation, which the levels' knowledge does not
change, so the yardstick stays fixed). A set-up choice that `legal_moves`
cannot list (a secret word) comes from the game's opening move.
"""

from __future__ import annotations

import random
from typing import Any

from reflectgames.ai.players import game_ai, world_sampler
from reflectgames.games import get_rules

# Scores closer than this are ties (float sums of the same terms in another order).
SAME_SCORE = 1e-12

def _listed_moves(game_id: str, state: Any, seat: int, rng: random.Random) -> list[Any]:
    rules = get_rules(game_id)
    moves = rules.legal_moves(state)
    if moves:
        return moves
    opening = game_ai(game_id).opening_move(rules.observe(state, seat), rng)
    if opening is None:
        raise ValueError("There is no legal move to choose.")
    return [opening]


def random_move(game_id: str, state: Any, seat: int, rng: random.Random) -> Any:
    """Any legal move, each as likely as the others."""
    _, draw_world = world_sampler(game_id, state, seat)
    world = draw_world(rng)
    return rng.choice(_listed_moves(game_id, world, seat, rng))


def greedy_move(game_id: str, state: Any, seat: int, rng: random.Random) -> Any:
    """The move whose resulting position the game's plain evaluation likes best (one move ahead)."""
    game = game_ai(game_id)
    _, draw_world = world_sampler(game_id, state, seat)
    world = draw_world(rng)
    moves = _listed_moves(game_id, world, seat, rng)
    if len(moves) == 1:
        return moves[0]
    best: list[Any] = []
    best_score = -1.0
    for move in moves:
        score = game.greedy_rewards(game.advance(world, move))[seat]
        if score > best_score + SAME_SCORE:
            best, best_score = [move], score
        elif abs(score - best_score) <= SAME_SCORE:
            best.append(move)
    return rng.choice(best)
