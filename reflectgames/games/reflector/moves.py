"""Reflector moves and their notation: `node F3` while placing nodes, then `claim F3`.

A node goes on the mover's own grid, a claim on the opponent's; the cell
label names the same square on either grid. Notation is read in any letter
case; `str(move)` writes it the canonical way (docs/rules/reflector.md, "Notation").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from reflectgames.core.rules import IllegalMove
from reflectgames.core.validation import clip
from reflectgames.games.reflector.board import CELLS, NAMES, Cell, parse_cell

NODE = "node"
CLAIM = "claim"
_WORDS = 2  # a move is written as its verb and a cell


@dataclass(frozen=True, slots=True)
class PlaceNode:
    """`node F3`: a control node on that cell of the mover's own grid (set-up, kept secret)."""

    cell: Cell

    def __str__(self) -> str:
        return f"{NODE} {NAMES[self.cell]}"


@dataclass(frozen=True, slots=True)
class Claim:
    """`claim F3`: that cell of the opponent's grid, conceding the same label at home."""

    cell: Cell

    def __str__(self) -> str:
        return f"{CLAIM} {NAMES[self.cell]}"


ReflectorMove: TypeAlias = PlaceNode | Claim

# Every possible move, built once: the rules and computer players hand these out.
NODE_MOVES: tuple[PlaceNode, ...] = tuple(PlaceNode(cell) for cell in CELLS)
CLAIM_MOVES: tuple[Claim, ...] = tuple(Claim(cell) for cell in CELLS)


def parse_move(text: str) -> ReflectorMove:
    """The move `text` writes (any letter case), or IllegalMove saying why it is not one."""
    words = text.split() if text.isascii() else []  # notation is ASCII: 'ſ'.upper() == 'S'
    if len(words) == _WORDS and words[0].lower() in (NODE, CLAIM):
        cell = parse_cell(words[1])
        if cell is None:
            shown = clip(words[1])
            raise IllegalMove(
                f"'{shown}' is not a cell: columns A to J, rows 1 to 10.",
                "reflector.illegal.cell",
                cell=shown,
            )
        return NODE_MOVES[cell] if words[0].lower() == NODE else CLAIM_MOVES[cell]
    shown = clip(text)
    raise IllegalMove(
        f"'{shown}' is not a Reflector move: write 'node F3' while placing nodes, then 'claim F3'.",
        "reflector.illegal.notation",
        text=shown,
    )
