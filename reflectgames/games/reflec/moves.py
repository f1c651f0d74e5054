"""Reflec actions, their exact notation, and reading that notation back.

Every possible action exists once, built at import (a few thousand small
objects): `legal_moves` only picks from these tables, moves compare by a
single int, and `str(move)` is the canonical text of docs/rules/reflec.md ("Notation"):
`drop S c3 N`, `move c3 d3 E`, `laser b1`, `spin c3 W`, `swap c3 d3`,
`fire N`, `end`.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflectgames.core.rules import IllegalMove
from reflectgames.core.validation import clip
from reflectgames.games.reflec.board import (
    ADJACENT_PAIRS,
    CELL_INDEX,
    CELL_NAMES,
    CELLS,
    DIRECTIONS,
    NEIGHBOUR,
    SUITS,
    Cell,
    Direction,
    Suit,
)

DROP, MOVE, LASER, SPIN, SWAP, FIRE, END = "drop", "move", "laser", "spin", "swap", "fire", "end"
COST = {DROP: 2, MOVE: 1, LASER: 1, SPIN: 1, SWAP: 2, FIRE: 3, END: 0}
# How many words follow each action's name in its notation.
ARITY = {DROP: 3, MOVE: 3, LASER: 1, SPIN: 2, SWAP: 2, FIRE: 1, END: 0}


@dataclass(frozen=True, slots=True, eq=False)
class ReflecMove:
    """One action. Cells are board ints, `facing` a direction int; unused fields are -1.

    `cell` is the coin's cell (move, spin, swap's first cell), `target` where
    it goes (move, laser, swap's second cell), `facing` the new facing or the
    firing direction.
    """

    kind: str
    code: int
    text: str
    suit: int = -1
    cell: int = -1
    target: int = -1
    facing: int = -1

    @property
    def cost(self) -> int:
        return COST[self.kind]

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"ReflecMove({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ReflecMove) and other.code == self.code

    def __hash__(self) -> int:
        return self.code


_codes = iter(range(1 << 20))


def _make(kind: str, text: str, **fields: int) -> ReflecMove:
    return ReflecMove(kind, next(_codes), text, **fields)


# DROP_MOVES[suit][cell][facing]
DROP_MOVES = tuple(
    tuple(
        tuple(
            _make(
                DROP, f"drop {SUITS[suit]} {CELL_NAMES[cell]} {DIRECTIONS[f]}", suit=suit, cell=cell, facing=f
            )
            for f in range(4)
        )
        for cell in CELLS
    )
    for suit in range(4)
)
# STEP_MOVES[cell][direction][facing]: the coin on `cell` goes one cell `direction`; () past the edge.
STEP_MOVES = tuple(
    tuple(
        tuple(
            _make(
                MOVE,
                f"move {CELL_NAMES[cell]} {CELL_NAMES[NEIGHBOUR[cell][d]]} {DIRECTIONS[f]}",
                cell=cell,
                target=NEIGHBOUR[cell][d],
                facing=f,
            )
            for f in range(4)
        )
        if NEIGHBOUR[cell][d] >= 0
        else ()
        for d in range(4)
    )
    for cell in CELLS
)
# STEPS_FROM[cell]: (target cell, the four moves there) for each neighbour of `cell`.
STEPS_FROM = tuple(
    tuple((NEIGHBOUR[cell][d], STEP_MOVES[cell][d]) for d in range(4) if NEIGHBOUR[cell][d] >= 0)
    for cell in CELLS
)
LASER_MOVES = tuple(_make(LASER, f"laser {CELL_NAMES[cell]}", target=cell) for cell in CELLS)
SPIN_MOVES = tuple(
    tuple(_make(SPIN, f"spin {CELL_NAMES[cell]} {DIRECTIONS[f]}", cell=cell, facing=f) for f in range(4))
    for cell in CELLS
)
# SPINS_AWAY[cell][facing]: the three spins of a coin on `cell` that faces `facing`.
SPINS_AWAY = tuple(
    tuple(tuple(SPIN_MOVES[cell][f] for f in range(4) if f != facing) for facing in range(4))
    for cell in CELLS
)
SWAP_MOVES: dict[tuple[int, int], ReflecMove] = {}
for _a, _b in ADJACENT_PAIRS:
    SWAP_MOVES[_a, _b] = SWAP_MOVES[_b, _a] = _make(
        SWAP, f"swap {CELL_NAMES[_a]} {CELL_NAMES[_b]}", cell=_a, target=_b
    )
# Each pair once, reached from the cell below or to the left of it: (cell, partner, move).
SWAPS_FROM: tuple[tuple[tuple[int, ReflecMove], ...], ...] = tuple(
    tuple((partner, SWAP_MOVES[cell, partner]) for partner in NEIGHBOUR[cell][:2] if partner >= 0)
    for cell in CELLS
)
FIRE_MOVES = tuple(_make(FIRE, f"fire {DIRECTIONS[d]}", facing=d) for d in range(4))
END_MOVE = _make(END, "end")

# --- constructors: the move object of an action, for code that builds moves (views, tests) -------
def drop(suit: Suit, cell: Cell, facing: Direction) -> ReflecMove:
    """Put a coin of `suit` on `cell`, facing `facing`."""
    return DROP_MOVES[suit][cell][facing]


def move_coin(start: Cell, end: Cell, facing: Direction) -> ReflecMove:
    """Move the coin on `start` to the next cell `end`, facing `facing` (ValueError if not next to it)."""
    return STEP_MOVES[start][NEIGHBOUR[start].index(end)][facing]


def move_laser(cell: Cell) -> ReflecMove:
    """Move the laser of the suit on turn to `cell`."""
    return LASER_MOVES[cell]


def spin(cell: Cell, facing: Direction) -> ReflecMove:
    """Turn the coin on `cell` to face `facing`."""
    return SPIN_MOVES[cell][facing]


def swap(a: Cell, b: Cell) -> ReflecMove:
    """Swap the coins on two neighbouring cells, in either order (KeyError if not neighbours)."""
    return SWAP_MOVES[a, b]


def fire(direction: Direction) -> ReflecMove:
    """Fire the laser of the suit on turn towards `direction`."""
    return FIRE_MOVES[direction]


NOTATION_HELP = "drop S c3 N, move c3 d3 E, laser b1, spin c3 W, swap c3 d3, fire N or end"


def _bad(text: str) -> IllegalMove:
    shown = clip(text)
    return IllegalMove(
        f"'{shown}' is not a Reflec move: write {NOTATION_HELP}.", "reflec.illegal.notation", text=shown
    )


def _cell(word: str, text: str) -> int:
    cell = CELL_INDEX.get(word.lower())
    if cell is None:
        raise _bad(text)
    return cell


def _direction(word: str, text: str) -> int:
    index = DIRECTIONS.find(word.upper())
    if len(word) != 1 or index < 0:
        raise _bad(text)
    return index


def _adjacent(a: int, b: int) -> bool:
    return b in NEIGHBOUR[a]


def _not_adjacent(a: int, b: int) -> IllegalMove:
    return IllegalMove(
        f"{CELL_NAMES[a]} and {CELL_NAMES[b]} are not next to each other.",
        "reflec.illegal.not_adjacent",
        a=CELL_NAMES[a],
        b=CELL_NAMES[b],
    )


def move_from_text(text: str) -> ReflecMove:
    """The move a text names (any letter case, extra spaces, swap cells in either order).

    Only the form is checked here; whether the move is allowed now is the rules' business.
    """
    # Notation is ASCII: 'ſ'.upper() == 'S' must not read as the suns' suit or south.
    words = text.split() if text.isascii() else []
    if not words:
        raise _bad(text)
    kind, args = words[0].lower(), words[1:]
    if ARITY.get(kind) != len(args):
        raise _bad(text)
    if kind == END:
        return END_MOVE
    if kind == FIRE:
        return FIRE_MOVES[_direction(args[0], text)]
    if kind == LASER:
        return LASER_MOVES[_cell(args[0], text)]
    if kind == SPIN:
        return SPIN_MOVES[_cell(args[0], text)][_direction(args[1], text)]
    if kind == DROP:
        suit = SUITS.find(args[0].upper())
        if len(args[0]) != 1 or suit < 0:
            raise _bad(text)
        return DROP_MOVES[suit][_cell(args[1], text)][_direction(args[2], text)]
    # move and swap name two neighbouring cells (move then the new facing), each word read in order.
    a, b = _cell(args[0], text), _cell(args[1], text)
    facing = _direction(args[2], text) if kind == MOVE else -1
    if not _adjacent(a, b):
        raise _not_adjacent(a, b)
    if kind == MOVE:
        return STEP_MOVES[a][NEIGHBOUR[a].index(b)][facing]
    return SWAP_MOVES[a, b]
