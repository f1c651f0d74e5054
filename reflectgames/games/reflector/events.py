"""What a Reflector move reports: typed events for the views, history, sounds and undo.

Cells are grid cells as `board.py` numbers them (0-99, the same label on
either grid). Where a node goes is its owner's secret (`seats`); what a claim
and its reflection reveal is known to both players and to no onlooker; the
start of the shooting and the end are public (docs/rules/reflector.md, "Events").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from reflectgames.core.rules import Ended, EndReason, Event
from reflectgames.games.reflector.board import Cell

# What taking a cell showed: outside the owner's territory, inside it, or one of its nodes;
# "already" for a reflection onto a cell the taker held before, which changes nothing.
Revealed = Literal["null", "owned", "node", "already"]


class ReflectorEnd(EndReason):
    """Why a game of Reflector ended."""

    NODES = "nodes"  # one player lost every node
    CELLS = "cells"  # both lost their last node in the same turn: more cells held won
    DRAW = "draw"  # both lost their last node in the same turn and held as many cells


@dataclass(frozen=True, kw_only=True)
class NodePlaced(Event):
    """`player` put a control node on `cell` of their own grid (told to that seat alone)."""

    kind: ClassVar[str] = "node"
    player: int
    cell: Cell


@dataclass(frozen=True, kw_only=True)
class ShootingStarts(Event):
    """Both players have placed their nodes: `player` shoots first."""

    kind: ClassVar[str] = "shooting"
    player: int


@dataclass(frozen=True, kw_only=True)
class Taken(Event):
    """`player` took `cell` of the other grid, which showed `status`.

    When it was a node, `gained` are the other cells of its area the taker now
    holds, `kept` those another uncaptured node still controls (shown as
    territory, not held), and `revealed` the other nodes standing in the area.
    """

    player: int
    cell: Cell
    status: Revealed
    gained: tuple[Cell, ...] = ()
    kept: tuple[Cell, ...] = ()
    revealed: tuple[Cell, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Claimed(Taken):
    """The shooter's claim on the opponent's grid."""

    kind: ClassVar[str] = "claim"


@dataclass(frozen=True, kw_only=True)
class Reflected(Taken):
    """The same label conceded on the shooter's grid: `player` is the target, who takes it."""

    kind: ClassVar[str] = "reflection"


@dataclass(frozen=True, kw_only=True)
class ReflectorEnded(Ended):
    """The end, with the cells each seat then held on the other grid (the tie-break count)."""

    cells_held: tuple[int, int]
