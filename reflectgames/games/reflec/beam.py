"""The path of a laser shot across the board.

The board is a sequence of 64 ints: 0 for an empty cell, `coin * 4 + facing`
for a coin, `-(suit + 1)` for a laser pawn. The beam runs cell by cell; at a
coin it turns to the coin's facing whichever side it came from; it destroys
the first laser it reaches (the firer's own included); it stops at the edge;
and if it reaches a coin it already hit this shot, that coin and every coin
hit after it form a loop that is removed (D15 of docs/rules/reflec.md). The
rules and the view's aiming preview both trace with this one function, so the
preview never lies (D16).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from reflectgames.games.reflec.board import NEIGHBOUR, Cell, Direction, Suit


class BeamEnd(StrEnum):
    """How a shot stops."""

    EDGE = "edge"  # it left the board
    LASER_HIT = "laser"  # it destroyed a laser
    LOOP = "loop"  # it came back to a coin it had already turned at


EDGE, LASER_HIT, LOOP = BeamEnd.EDGE, BeamEnd.LASER_HIT, BeamEnd.LOOP


@dataclass(frozen=True, slots=True)
class Beam:
    origin: Cell
    direction: Direction
    cells: tuple[Cell, ...]  # every cell the beam enters, in order, the last one included
    turns: tuple[tuple[Cell, Direction], ...]  # (coin cell, new direction) where the beam turned, in order
    end: BeamEnd
    laser: Suit  # the suit whose laser is hit, else -1
    loop: tuple[Cell, ...]  # cells of the coins a loop removes, in the order they were first hit
    last_direction: Direction  # the way the final stretch runs (into the edge, the laser or the loop)


def trace_beam(board: Sequence[int], origin: Cell, direction: Direction) -> Beam:
    cells: list[Cell] = []
    turns: list[tuple[Cell, Direction]] = []
    first_hit: dict[Cell, int] = {}  # coin cell -> its index in `turns`
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

