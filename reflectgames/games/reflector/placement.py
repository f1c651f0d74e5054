"""The secret placement of five nodes, prepared on the board before it is confirmed.

A player puts nodes down, picks one up again to move it, and presses Ready:
only then do the five `node` moves reach the game (and its save file). Until
then the draft lives in the view of the player behind the curtain and is
forgotten when anyone else takes the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reflectgames.games.reflector.moves import NODE_MOVES, PlaceNode
from reflectgames.games.reflector.state import NODES_PER_PLAYER as NODES


@dataclass
class NodeDraft:
    cells: list[int] = field(default_factory=list)
    in_hand: int | None = None  # where the node now in hand was picked up from

    @property
    def complete(self) -> bool:
        return len(self.cells) == NODES and self.in_hand is None

    @property
    def missing(self) -> int:
        return NODES - len(self.cells) - (self.in_hand is not None)

    def touch(self, cell: int) -> str | None:
        """A click on `cell`: put a node down, pick one up, or drop the one in hand.

        Returns the catalog key of why nothing happened, or None when the draft changed.
        """
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
        if len(self.cells) >= NODES:
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

    def moves(self) -> tuple[PlaceNode, ...]:
        """The five moves that confirm this placement, in the order the nodes went down."""
        return tuple(NODE_MOVES[cell] for cell in self.cells)
