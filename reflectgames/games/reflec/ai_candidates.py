"""The few actions worth searching in a Reflec position.

A turn can offer two hundred actions, almost all of them idle. What matters
is the beams: the shots the suit on turn can make now or after one more
action, and the enemy beams aimed at its lasers. So the tree sees:
- during the drop round, one drop, the one that best shapes the beams
  (searching 256 drops per coin would spend the whole budget on the set-up);
- a shot that destroys another player's laser, whenever there is one;
- otherwise, when the points allow it, the actions that open such a shot;
- otherwise the actions that change a beam that matters (own beams, enemy
  beams on own lasers), moving the laser, and ending the turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.ai_shots import beam_cells, enemy_hits, kill_shots
from reflectgames.games.reflec.beam import trace_beam
from reflectgames.games.reflec.board import CELLS, owner_of, suits_in_play
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.state import DROP_PHASE, ReflecState

FIRE_COST = 3

Apply = Callable[[ReflecState, ReflecMove], ReflecState]
Value = Callable[[ReflecState], Sequence[float]]


def kill_fires(state: ReflecState) -> list[ReflecMove]:
    if state.points < FIRE_COST:
        return []
    return [m.FIRE_MOVES[direction] for direction, _ in kill_shots(state)]


def touches(move: ReflecMove, cells: set[int]) -> bool:
    """Does the action change what lies on one of `cells` (so a beam through them may turn)?"""
    if move.kind == m.LASER:
        return True  # the laser itself moves: every beam it fires starts elsewhere
    return move.cell in cells or move.target in cells


def watched_cells(state: ReflecState) -> set[int]:
    """Cells where a change alters a beam that matters to the suit on turn.

    Its own laser's four beams, and every enemy beam that now ends on one of its lasers.
    """
    cells = beam_cells(state.board, state.lasers[state.suit])
    players = state.players
    me = state.player
    for suit in suits_in_play(players):
        if owner_of(suit, players) == me:
            continue
        for direction, victim in enemy_hits(state.board, state.lasers, players, suit):
            if owner_of(victim, players) == me:
                cells.update(trace_beam(state.board, state.lasers[suit], direction).cells)
                cells.add(state.lasers[suit])
    return cells


def setups(state: ReflecState, legal: list[ReflecMove], apply: Apply) -> list[ReflecMove]:
    """Actions after which a shot at another player's laser is there and still affordable."""
    budget = state.points - FIRE_COST
    if budget < 1:
        return []
    own_beams = beam_cells(state.board, state.lasers[state.suit])
    found = []
    for move in legal:
        if move.kind in (m.FIRE, m.END) or move.cost > budget or not touches(move, own_beams):
            continue
        after = apply(state, move)
        if after.suit == state.suit and after.points >= FIRE_COST and kill_shots(after):
            found.append(move)
    return found


def quiet_moves(state: ReflecState, legal: list[ReflecMove]) -> list[ReflecMove]:
    """Actions that change a beam that matters, laser steps, and `end`."""
    cells = watched_cells(state)
    chosen = [move for move in legal if move.kind not in (m.FIRE, m.DROP) and touches(move, cells)]
    chosen += [move for move in legal if move.kind == m.END]
    return chosen or [move for move in legal if move.kind != m.FIRE] or legal


def best_drop(state: ReflecState, legal: list[ReflecMove], apply: Apply, value: Value) -> ReflecMove:
    """The drop-round drop whose board the evaluation likes best for the player dropping.

    Only cells on some beam can change a shot; if no such drop helps, the coin
    goes where it changes nothing, as near the middle as possible (the first
    such cell in a fixed order, so the choice is repeatable).
    """
    lit: set[int] = set()
    for suit in suits_in_play(state.players):
        if state.lasers[suit] >= 0:
            lit |= beam_cells(state.board, state.lasers[suit])
    me = state.player
    idle = value(state)[me]
    best, best_value = None, idle
    for move in legal:
        if move.cell in lit:
            score = value(apply(state, move))[me]
            if score > best_value + 1e-9:
                best, best_value = move, score
    if best is not None:
        return best
    empty = {move.cell for move in legal}
    for cell in MIDDLE_FIRST:
        if cell in empty and cell not in lit:
            return m.DROP_MOVES[state.suit][cell][0]
    return legal[0]


def _middle_first() -> tuple[int, ...]:
    def off_centre(cell: int) -> float:
        file, rank = cell % 8, cell // 8
        return abs(file - 3.5) + abs(rank - 3.5) + cell / 1000  # ties in a fixed order

    return tuple(sorted(CELLS, key=off_centre))


MIDDLE_FIRST = _middle_first()


def candidates(state: ReflecState, legal: list[ReflecMove], apply: Apply, value: Value) -> list[ReflecMove]:
    if not legal:
        return legal
    if state.phase == DROP_PHASE:
        return [best_drop(state, legal, apply, value)]
    fires = kill_fires(state)
    if fires:
        return fires
    return setups(state, legal, apply) or quiet_moves(state, legal)
