"""The path of a laser shot across the board.

The board is a sequence of 64 ints: 0 for an empty cell, `coin * 4 + facing`
for a coin, `-(suit + 1)` for a laser pawn. The beam runs cell by cell; at a
coin it turns to the coin's facing whichever side it came from; it destroys
the first laser it reaches (the firer's own included); it stops at the edge;
and if it reaches a coin it already hit this shot, that coin and every coin
hit after it form a loop that is removed. The rules and the view's aiming
preview both trace with this one function, so the preview never lies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from reflectgames.games.reflec.board import CELL_NAMES, DIRECTIONS, NEIGHBOUR, SUITS

EDGE, LASER_HIT, LOOP = "edge", "laser", "loop"


@dataclass(frozen=True, slots=True)
class Beam:
    origin: int
    direction: int
    cells: tuple[int, ...]  # every cell the beam enters, in order, the last one included
    turns: tuple[tuple[int, int], ...]  # (coin cell, new direction) where the beam turned, in order
    end: str  # EDGE, LASER_HIT or LOOP
    laser: int  # the suit whose laser is hit, else -1
    loop: tuple[int, ...]  # cells of the coins a loop removes, in the order they were first hit
    last_direction: int  # the way the final stretch runs (into the edge, the laser or the loop)


def trace_beam(board: Sequence[int], origin: int, direction: int) -> Beam:
    cells: list[int] = []
    turns: list[tuple[int, int]] = []
    first_hit: dict[int, int] = {}  # coin cell -> its index in `turns`
    cell = origin
    heading = direction
    neighbour = NEIGHBOUR
    while True:
        nxt = neighbour[cell][heading]
        if nxt < 0:
            return Beam(origin, direction, tuple(cells), tuple(turns), EDGE, -1, (), heading)
        cell = nxt
        cells.append(cell)
        value = board[cell]
        if value == 0:
            continue
        if value < 0:
            return Beam(origin, direction, tuple(cells), tuple(turns), LASER_HIT, -value - 1, (), heading)
        start = first_hit.get(cell)
        if start is not None:
            loop = tuple(turn[0] for turn in turns[start:])
            return Beam(origin, direction, tuple(cells), tuple(turns), LOOP, -1, loop, heading)
        first_hit[cell] = len(turns)
        heading = value & 3
        turns.append((cell, heading))


def beam_event_data(suit: int, beam: Beam, removed: list[dict[str, str]]) -> dict[str, Any]:
    """A `beam` event's data: one shape for a real shot and for the aiming preview."""
    return {
        "suit": SUITS[suit],
        "from": CELL_NAMES[beam.origin],
        "direction": DIRECTIONS[beam.direction],
        "path": [CELL_NAMES[c] for c in beam.cells],
        "turns": [[CELL_NAMES[c], DIRECTIONS[d]] for c, d in beam.turns],
        "end": beam.end,
        "last_direction": DIRECTIONS[beam.last_direction],
        "hit": SUITS[beam.laser] if beam.end == LASER_HIT else None,
        "removed": removed,
    }
