"""How good a Reflec position looks for each player.

A player's strength is their living lasers, each marked down when it stands
in another player's direct line of fire: a lot when the suit on turn can
afford that shot right now, less when the shot must wait for its suit's
turn (the target may still dodge), and more when that suit plays next (only
the suit on turn can still dodge it, and every turn starts with a shot's
worth of points). Unspent die points are a small plus: they
are next turn's extra actions. Strengths become shares of one win through a
softmax, so two, three and four players are scored alike and an eliminated
player gets nothing.
"""

from __future__ import annotations

import math

from reflectgames.games.reflec.ai_shots import enemy_hits
from reflectgames.games.reflec.board import owner_of, suits_in_play
from reflectgames.games.reflec.state import DROP_PHASE, PLAY_PHASE, ReflecState

# How much of a laser is already lost when the suit on turn can shoot it now...
DOOMED = 0.85
# ...when the suit that plays next has it in line...
NEXT_IN_LINE = 0.6
# ...and when another suit has it in line, to shoot on its own turn.
IN_LINE = 0.3
# Worth of one unspent die point, in lasers.
DIE_POINT = 0.03
# Steepness of the softmax: one laser ahead is about an 88 % chance with two players.
STEEPNESS = 2.0
FIRE_COST = 3


def strengths(state: ReflecState) -> list[float]:
    """Each player's living lasers, less their danger, plus a little for dice."""
    players = state.players
    in_play = suits_in_play(players)
    danger = [0.0] * 4
    following = next_shooter(state)
    for suit in in_play:
        hits = enemy_hits(state.board, state.lasers, players, suit)
        if not hits:
            continue
        on_turn = state.phase == PLAY_PHASE and suit == state.suit
        shots = state.points // FIRE_COST if on_turn else 0
        waiting = NEXT_IN_LINE if suit == following else IN_LINE
        for _, victim in hits:
            if shots > 0 and danger[victim] < DOOMED:
                danger[victim] = DOOMED
                shots -= 1
            elif danger[victim] < waiting:
                danger[victim] = waiting
    result = [0.0] * players
    for suit in in_play:
        if state.lasers[suit] >= 0:
            owner = owner_of(suit, players)
            result[owner] += 1.0 - danger[suit] + DIE_POINT * state.dice[suit]
    return result


def next_shooter(state: ReflecState) -> int:
    """The suit whose turn comes next (play opens with suns after the drop round), or -1."""
    if state.phase == DROP_PHASE:
        return 0 if state.lasers[0] >= 0 else -1
    if state.phase != PLAY_PHASE:
        return -1
    order = suits_in_play(state.players)
    start = order.index(state.suit)
    for step in range(1, len(order)):
        suit = order[(start + step) % len(order)]
        if state.lasers[suit] >= 0:
            return suit
    return -1


def shares(state: ReflecState) -> list[float]:
    """Each player's chance of winning, in [0, 1], summing to 1 over players still in."""
    scores = strengths(state)
    weights = [
        0.0 if state.eliminated >> player & 1 else math.exp(STEEPNESS * score)
        for player, score in enumerate(scores)
    ]
    total = sum(weights)
    return [weight / total for weight in weights]
