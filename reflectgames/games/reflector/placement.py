"""The secret placement of five nodes, prepared on the board before it is confirmed.

A player puts nodes down, picks one up again to move it, and presses Ready:
only then do the five `node` moves reach the game (and its save file). Until
then the draft lives in the view of the player behind the curtain and is
forgotten when anyone else takes the screen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from reflectgames.games.reflector.board import SIZE
from reflectgames.games.reflector.moves import NODE_MOVES, PlaceNode
from reflectgames.games.reflector.state import NODES_PER_PLAYER as NODES

GRID_CELLS = SIZE * SIZE


@dataclass
class NodeDraft:
    cells: list[int] = field(default_factory=list)
    in_hand: int | None = None  # where the node now in hand was picked up from
    # How many nodes this draft places (fewer than five when some were placed before: a saved game
    # written move by move), and the cells those earlier nodes stand on.
    needed: int = NODES
    placed: frozenset[int] = frozenset()

    @property
    def complete(self) -> bool:
        return len(self.cells) == self.needed and self.in_hand is None

    @property
    def missing(self) -> int:
        return self.needed - len(self.cells) - (self.in_hand is not None)

    def free_cells(self) -> list[int]:
        """The cells a node may still go to."""
        return [cell for cell in range(GRID_CELLS) if cell not in self.cells and cell not in self.placed]

    def touch(self, cell: int) -> str | None:
        """A click on `cell`: put a node down, pick one up, or drop the one in hand.

        Returns the catalog key of why nothing happened, or None when the draft changed.
        """
        if cell in self.placed:
            return "reflector.setup.occupied"
        if self.in_hand is not None:
            if cell in self.cells:
                return "reflector.setup.occupied"
            self.cells.append(cell)
            self.in_hand = None
            return None
        if cell in self.cells:
            self.cells.remove(cell)
            self.in_hand = cell
            return None
        if len(self.cells) >= self.needed:
            return "reflector.setup.all_placed"
        self.cells.append(cell)
        return None

    def remove(self, cell: int) -> bool:
        """Take a node off the grid for good (right click); True if there was one."""
        if cell in self.cells:
            self.cells.remove(cell)
            return True
        return False

    def put_back(self) -> bool:
        """Return the node in hand to where it was picked up (Esc); True if one was in hand."""
        if self.in_hand is None:
            return False
        self.cells.append(self.in_hand)
        self.in_hand = None
        return True

    def fill_at_random(self, rng: random.Random) -> None:
        """Put the node in hand back, then the nodes still missing on random free cells."""
        self.put_back()
        for cell in rng.sample(self.free_cells(), self.missing):
            self.touch(cell)

    def moves(self) -> tuple[PlaceNode, ...]:
        """The five moves that confirm this placement, in the order the nodes went down."""
        return tuple(NODE_MOVES[cell] for cell in self.cells)
