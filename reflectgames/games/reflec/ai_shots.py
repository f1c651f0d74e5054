"""Which lasers each laser could destroy by firing now, straight away.

A direct shot is the heart of Reflec's tactics: the player on turn takes one
when it is there, and a laser in another player's direct line is in danger.
Beams are traced with the rules' own `trace_beam`, so these answers never
disagree with a real shot.
"""

from __future__ import annotations

from reflectgames.games.reflec.beam import LASER_HIT, trace_beam
from reflectgames.games.reflec.board import owner_of
from reflectgames.games.reflec.state import ReflecState


def enemy_hits(
    board: tuple[int, ...], lasers: tuple[int, ...], players: int, suit: int
) -> list[tuple[int, int]]:
    """(direction, victim suit) for each way `suit`'s laser would destroy another player's laser."""
    origin = lasers[suit]
    if origin < 0:
        return []
    owner = owner_of(suit, players)
    hits = []
    for direction in range(4):
        beam = trace_beam(board, origin, direction)
        if beam.end == LASER_HIT and owner_of(beam.laser, players) != owner:
            hits.append((direction, beam.laser))
    return hits


def beam_cells(board: tuple[int, ...], origin: int) -> set[int]:
    """Every cell the four beams from `origin` cross, and `origin` itself."""
    cells = {origin}
    for direction in range(4):
        cells.update(trace_beam(board, origin, direction).cells)
    return cells


def kill_shots(state: ReflecState) -> list[tuple[int, int]]:
    """The direct shots open to the suit on turn: (direction, victim suit)."""
    return enemy_hits(state.board, state.lasers, state.players, state.suit)
