"""A quick, plausible Reflec player for the search's playouts.

It shoots whenever a shot destroys another player's laser, now and then
tries a few actions on its own beams hoping to open such a shot, ends the
turn as soon as the tile points are spent (die points saved are next turn's
actions), and otherwise spends tile points on a random step or spin. Actions
are drawn straight from the position instead of listing every legal one,
which is most of a playout's cost.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.ai_shots import beam_cells, kill_shots
from reflectgames.games.reflec.board import ADJACENT, NEIGHBOUR
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.state import DROP_PHASE, ReflecState, frozen_coins, seat_allegiance

FIRE_COST = 3
# How many actions on its own beams a playout tries when it could still afford a shot after one.
SETUP_TRIES = 3
# Random cells looked at to find a usable coin to step or spin.
PROBES = 24
# How a random cheap action is drawn: a laser step below the first share, a spin below the
# second, otherwise a coin step.
LASER_STEP_SHARE = 0.2
SPIN_SHARE = 0.6

Apply = Callable[[ReflecState, ReflecMove], ReflecState]


def playout_action(state: ReflecState, rng: random.Random, apply: Apply) -> ReflecMove | None:
    board = state.board
    if state.phase == DROP_PHASE:
        empty = [cell for cell in range(64) if board[cell] == 0]
        return m.DROP_MOVES[state.suit][rng.choice(empty)][rng.randrange(4)] if empty else None
    points = state.points
    if points >= FIRE_COST:
        shots = kill_shots(state)
        if shots:
            return m.FIRE_MOVES[rng.choice(shots)[0]]
    if points > FIRE_COST:
        own_beams = beam_cells(board, state.lasers[state.suit])
        for _ in range(SETUP_TRIES):
            move = cheap_action(state, rng, own_beams)
            if move is None:
                break
            after = apply(state, move)
            if after.suit == state.suit and after.points >= FIRE_COST and kill_shots(after):
                return move
    if state.mandatory == 0:
        return m.END_MOVE
    return cheap_action(state, rng, None)


def cheap_action(state: ReflecState, rng: random.Random, near: set[int] | None) -> ReflecMove | None:
    """A random one-point action (laser step, coin spin or coin step), touching `near` if given."""
    board = state.board
    laser = state.lasers[state.suit]
    usable = seat_allegiance(state).usable
    frozen = frozen_coins(state)
    if near is not None:
        coins = [cell for cell in near if board[cell] > 0 and usable >> ((board[cell] >> 2) - 1) & 1]
    else:
        # Probing a few random cells finds a usable coin far sooner than scanning all 64.
        coins = []
        draw = rng.random
        for _ in range(PROBES):
            cell = int(draw() * 64)
            value = board[cell]
            if value > 0 and usable >> ((value >> 2) - 1) & 1:
                coins.append(cell)
                break
    for _ in range(4):
        kind = rng.random()
        if kind < LASER_STEP_SHARE or not coins:
            steps = [cell for cell in ADJACENT[laser] if board[cell] == 0]
            if steps:
                return m.LASER_MOVES[rng.choice(steps)]
            if not coins:
                return None
            continue
        cell = rng.choice(coins)
        value = board[cell]
        if kind < SPIN_SHARE or frozen >> ((value >> 2) - 1) & 1:
            return m.SPINS_AWAY[cell][value & 3][rng.randrange(3)]
        direction = rng.randrange(4)
        target = NEIGHBOUR[cell][direction]
        if target >= 0 and board[target] == 0:
            return m.STEP_MOVES[cell][direction][rng.randrange(4)]
    return None
