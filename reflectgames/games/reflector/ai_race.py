"""How many claims each Reflector player still needs: the race that decides the game.

In one complete world both players' nodes are known, so each side's task is a
walk over the other grid: from the cells it holds (or row 1 before its first
claim) to the nearest uncaptured node, whose capture hands over its whole
area, then on to the next. Counting that walk nearest node first gives an
estimate of the claims still needed; the player who needs fewer, counting who
shoots next, is ahead. Reflections are what make the race subtle: every claim
also gives the other player a cell, which can shorten their walk.
"""

from __future__ import annotations

import math

from reflectgames.games.reflector.board import DIAMONDS, ROW_ONE_MASK, king_spread, orthogonal_spread
from reflectgames.games.reflector.rules import ReflectorState

# More claims than any walk over a 10x10 grid needs: the search gives up there.
_FAR = 40
# How sharply a lead of one claim turns into winning chances: the estimate is rough,
# and the real walk is longer because nodes have to be found first.
_SHARPNESS = 0.35
# A lead in cells held, when they decide, changes little from one claim to the next.
_CELL_SHARPNESS = 0.5


def claims_needed(state: ReflectorState, seat: int) -> int:
    """Claims `seat` needs to capture every remaining opponent node in this world, nearest first."""
    held = state.held[seat]
    targets = state.nodes[1 - seat] & ~held
    spread = king_spread if state.king else orthogonal_spread
    start = 0 if state.claims[seat] else ROW_ONE_MASK
    total = 0
    while targets:
        reached = (spread(held) | start) & ~held
        steps = 1
        while not reached & targets:
            grown = reached | spread(reached)
            if grown == reached or steps >= _FAR:
                return total + _FAR
            reached = grown
            steps += 1
        hit = reached & targets
        node = (hit & -hit).bit_length() - 1
        total += steps
        held |= DIAMONDS[node]
        targets &= ~(1 << node)
        start = 0
    return total


def race_values(state: ReflectorState) -> list[float]:
    """Each seat's chance of winning the race, from the claims each needs and who shoots next."""
    standing = (state.nodes[0] & ~state.held[1], state.nodes[1] & ~state.held[0])
    if standing[0] == standing[1]:
        # The nodes left stand on the same cells of both grids: whoever claims one loses its
        # twin to the reflection, so the last ones fall together and cells held decide.
        margin = state.held[0].bit_count() - state.held[1].bit_count()
        zero = 1.0 / (1.0 + math.exp(-_CELL_SHARPNESS * margin))
        return [zero, 1.0 - zero]
    need = (claims_needed(state, 0), claims_needed(state, 1))
    # Shooting next is worth half a claim: on equal needs the one to move finishes first.
    margin = need[1] - need[0] + (0.5 if state.to_move == 0 else -0.5)
    zero = 1.0 / (1.0 + math.exp(-_SHARPNESS * margin))
    return [zero, 1.0 - zero]
