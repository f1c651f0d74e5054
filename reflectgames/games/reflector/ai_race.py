"""How many claims each Reflector player still needs: the race that decides the game.

In one complete world both players' nodes are known, so each side's task is a
walk over the other grid: from the cells it holds (or row 1 before its first
claim) to the nearest uncaptured node, whose capture hands over its whole
area, then on to the next. Counting that walk nearest node first gives an
estimate of the claims still needed, and each player is scored by how soon it
can finish. Reflections make the race subtle: every claim also gives the other
player a cell, which can shorten their walk, and nodes on the same cell of
both grids fall together, when cells held decide.
"""

from __future__ import annotations

import math

from reflectgames.games.reflector.board import DIAMONDS, ROW_ONE_MASK, king_spread, orthogonal_spread
from reflectgames.games.reflector.state import ReflectorState

# More claims than any walk over a 10x10 grid needs: the search gives up there.
_FAR = 40
# How sharply a claim saved turns into winning chances: the estimate is rough, and
# the real walk is longer because nodes have to be found first.
_SHARPNESS = 0.15
# A lead in cells held, when they decide, changes little from one claim to the next.
_CELL_SHARPNESS = 0.5


def claims_needed(state: ReflectorState, seat: int, targets: int | None = None) -> int:
    """Claims `seat` needs to capture `targets` (every opponent node left) in this world, nearest first."""
    held = state.held[seat]
    if targets is None:
        targets = state.nodes[1 - seat]
    targets &= ~held
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
        targets &= ~(1 << node)
        # Other nodes in the area stay to be claimed (their own cells are never handed over).
        held |= DIAMONDS[node] & ~targets
        start = 0
    return total


def unclued_nodes(state: ReflectorState, seat: int) -> int:
    """How many of `seat`'s standing nodes the opponent has no clue of.

    A node is clued once the opponent knows its cell or has seen a cell of its area
    shaded as territory; every claim and reflection reveals both grids' cell, so both
    players can count this for both sides.
    """
    other = 1 - seat
    standing = state.nodes[seat] & ~state.held[other]
    known, seen = state.seen_nodes[other], state.seen[other]
    count = 0
    while standing:
        low = standing & -standing
        if not low & known and not DIAMONDS[low.bit_length() - 1] & seen:
            count += 1
        standing ^= low
    return count


def _chance(margin: float, sharpness: float) -> float:
    return 1.0 / (1.0 + math.exp(-sharpness * margin))


def race_values(state: ReflectorState, clue_worth: float = 0.0) -> list[float]:
    """Each seat's chance of winning, from the claims each needs and who shoots next.

    With `clue_worth`, a node without a clue counts that many claims more for the player
    hunting it: searching for it costs more than walking to it. Reaching for the opponent's
    territory then gains, and conceding a cell of one's own territory loses.
    """
    # Shooting next is worth half a claim: on equal needs the one to move finishes first.
    tempo = 0.5 if state.to_move == 0 else -0.5
    standing = (state.nodes[0] & ~state.held[1], state.nodes[1] & ~state.held[0])
    twins = standing[0] & standing[1]
    if not twins:
        # Each player is scored by its own walk alone. The other walk, over this world's
        # nodes, would be walked by a player who sees them: a cell conceded near a node would
        # count as a step given away, while the real opponent has yet to find that node. Play
        # judged so defends far too much; the other walk still counts when it ends the game.
        # Clues are another matter: what a player has given away is known to both.
        hidden = (unclued_nodes(state, 0), unclued_nodes(state, 1)) if clue_worth else (0, 0)
        return [
            _chance(tempo - claims_needed(state, 0) + clue_worth * (hidden[0] - hidden[1]), _SHARPNESS),
            _chance(-tempo - claims_needed(state, 1) + clue_worth * (hidden[1] - hidden[0]), _SHARPNESS),
        ]
    # Nodes standing on the same cell of both grids fall together: claiming one concedes its
    # twin. A player wins outright only by taking every opposing node while some node of its
    # own that is not a twin still stands; otherwise the last twins fall together and the
    # cells held decide.
    whole = (claims_needed(state, 0), claims_needed(state, 1))
    singles = (claims_needed(state, 0, standing[1] & ~twins), claims_needed(state, 1, standing[0] & ~twins))
    outright = (
        _chance(singles[1] - whole[0] + tempo, _SHARPNESS) if standing[0] & ~twins else 0.0,
        _chance(singles[0] - whole[1] - tempo, _SHARPNESS) if standing[1] & ~twins else 0.0,
    )
    cells = _chance(state.held[0].bit_count() - state.held[1].bit_count(), _CELL_SHARPNESS)
    # The two outright wins exclude each other; where the estimates overlap, halve the doubt.
    both = outright[0] * outright[1]
    neither = (1.0 - outright[0]) * (1.0 - outright[1])
    zero = outright[0] * (1.0 - outright[1]) + both / 2 + neither * cells
    return [zero, 1.0 - zero]
