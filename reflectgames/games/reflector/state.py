"""The state of a Reflector game: both grids as a frozen value of small ints and 100-bit masks.

Index 0/1 of each pair is a seat; a mask is a set of cells as `board.py`
numbers them. The benchmark and computer players apply tens of thousands of
moves per second, so nothing here is a container that must be copied.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflectgames.core.rules import Outcome

NODES_PER_PLAYER = 5


@dataclass(frozen=True, slots=True)
class ReflectorState:
    """Both grids. Index 0/1 of each pair is a seat; "the other grid" is the other seat's grid."""

    to_move: int | None
    first: int  # who shoots first once both have placed their nodes
    king: bool  # diagonal neighbours count for adjacency
    nodes: tuple[int, int]  # each seat's node cells on its own grid
    held: tuple[int, int]  # cells each seat holds on the other's grid
    owned: tuple[int, int]  # of those, the ones held with status "owned"
    seen: tuple[int, int]  # cells of the other grid each seat has seen shaded as territory
    seen_nodes: tuple[int, int]  # node cells of the other grid each seat knows
    territory: tuple[int, int]  # each seat's territory: the diamonds of its uncaptured nodes
    claims: tuple[int, int]  # claims each seat has made
    last_shooter: int = -1
    last_cell: int = -1
    result: Outcome | None = None

    @property
    def in_setup(self) -> bool:
        return self.nodes[1].bit_count() < NODES_PER_PLAYER
