"""The solver's position: a plain tuple of small ints, fast to copy, hash and compare.

A node is (board, suits, forced): `board` is the frozenset of cell numbers
covered by tiles, `suits` four sorted tuples of coin cells (suns, moons,
crowns, arms), `forced` the lower-left cell of the tile a coin must jump
from next, or -1. Coins of one suit are interchangeable, so sorted tuples
make equal positions equal keys.

Moves are tuples too: ("J", cell, landing), ("R", anchor, quarter turns) and
("S", anchor, new anchor, direction). A turn or shift is generated without
checking that a jump follows; a node whose forced tile has no jump has no
children, and `tile_move_ok` checks the rule where a search stops on a turn
or shift that meets the goal.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from typing import Literal, TypeAlias

from reflectgames.games.plans.board import CELLS_PER_TILE, Cell, cell_text
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.solver.frame import (
    ANCHOR,
    DIRECTION_OF_STEP,
    SHIFT,
    WIDTH,
    in_frame,
    tile_indices,
    to_cell,
    to_index,
    turn_map,
)

Node = tuple[frozenset[int], tuple[tuple[int, ...], ...], int]
JumpStep: TypeAlias = tuple[Literal["J"], int, int]  # the coin's cell, its landing
TurnStep: TypeAlias = tuple[Literal["R"], int, int]  # the tile's anchor, quarter turns clockwise
ShiftStep: TypeAlias = tuple[Literal["S"], int, int, str]  # the tile's anchor, its new anchor, the direction
Move: TypeAlias = JumpStep | TurnStep | ShiftStep

_COL = WIDTH - 1
_TURNS: dict[tuple[int, int], dict[int, int]] = {}
TURNS_LIMIT = 50_000  # turn mappings remembered; past it the table empties and refills
SHIFT_STEPS = ((2 * WIDTH, "U"), (-2 * WIDTH, "D"), (-2, "L"), (2, "R"))
# One set object per board shape: the searches remember hundreds of thousands of positions, and a
# board of its own (about 1.2 KB) for each position reached by a shift would take most of their memory.
_BOARDS: dict[frozenset[int], frozenset[int]] = {}
BOARDS_LIMIT = 200_000


def from_position(position: Position, must_jump_from: Cell | None = None) -> Node:
    board = frozenset(to_index(cell) for tile in position.tiles for cell in _cells(tile))
    suits = tuple(tuple(sorted(to_index(cell) for cell in cells)) for cells in position.suits)
    forced = -1 if must_jump_from is None else to_index(must_jump_from)
    return board, suits, forced


def _cells(tile: Cell) -> tuple[Cell, ...]:
    x, y = tile
    return (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)


def fits_frame(position: Position) -> bool:
    return all(in_frame(to_index(tile)) for tile in position.tiles)


def move_text(move: Move) -> str:
    """The game's notation for a solver move."""
    if move[0] == "J":
        step = move[2] - move[1]
        unit = step // abs(step) if abs(step) < WIDTH else (WIDTH if step > 0 else -WIDTH)
        return f"{cell_text(to_cell(move[1]))} {DIRECTION_OF_STEP[unit]}"
    if move[0] == "R":
        return f"rotate {cell_text(to_cell(move[1]))} {90 * move[2]}"
    return f"shift {cell_text(to_cell(move[1]))} {move[3]}"


def occupied(suits: tuple[tuple[int, ...], ...]) -> set[int]:
    occ = set(suits[0])
    occ.update(suits[1], suits[2], suits[3])
    return occ


def suit_jumps(board: frozenset[int], cells: tuple[int, ...], occ: set[int]) -> Iterator[tuple[int, int]]:
    """(from, landing) of every legal jump of one suit's coins."""
    rows = [cell >> SHIFT for cell in cells]
    cols = [cell & _COL for cell in cells]
    for cell, row, col in zip(cells, rows, cols, strict=True):
        across = rows.count(row) + 1
        along = (cols.count(col) + 1) * WIDTH
        for target in (cell + along, cell - along, cell - across, cell + across):
            if target in board and target not in occ:
                yield cell, target


def jumps_from_tile(node: Node, anchor: int, occ: set[int] | None = None) -> Iterator[tuple[int, int, int]]:
    """(suit, from, landing) of the legal jumps of the coins on one tile."""
    board, suits, _ = node
    if occ is None:
        occ = occupied(suits)
    on_tile = set(tile_indices(anchor))
    for suit, cells in enumerate(suits):
        if on_tile.isdisjoint(cells):
            continue
        rows = [cell >> SHIFT for cell in cells]
        cols = [cell & _COL for cell in cells]
        for cell, row, col in zip(cells, rows, cols, strict=True):
            if cell not in on_tile:
                continue
            across = rows.count(row) + 1
            along = (cols.count(col) + 1) * WIDTH
            for target in (cell + along, cell - along, cell - across, cell + across):
                if target in board and target not in occ:
                    yield suit, cell, target


def tile_move_ok(node: Node) -> bool:
    """After a turn or shift: does the moved tile have a coin that can jump (as the rule demands)?"""
    return next(jumps_from_tile(node, node[2]), None) is not None


def full_tiles(suits: tuple[tuple[int, ...], ...]) -> list[int]:
    counts: dict[int, int] = {}
    for cells in suits:
        for cell in cells:
            anchor = ANCHOR[cell]
            counts[anchor] = counts.get(anchor, 0) + 1
    return [anchor for anchor, count in counts.items() if count == CELLS_PER_TILE]


def after_jump(node: Node, suit: int, cell: int, target: int) -> Node:
    board, suits, _ = node
    cells = suits[suit]
    at = cells.index(cell)
    rest = cells[:at] + cells[at + 1 :]
    place = bisect_left(rest, target)
    moved = (*rest[:place], target, *rest[place:])
    return board, (*suits[:suit], moved, *suits[suit + 1:]), -1


def turn(anchor: int, quarters: int) -> dict[int, int]:
    """The cell mapping of a clockwise turn (remembered per tile and angle)."""
    key = (anchor, quarters)
    mapping = _TURNS.get(key)
    if mapping is None:
        if len(_TURNS) > TURNS_LIMIT:
            _TURNS.clear()
        mapping = _TURNS[key] = turn_map(anchor, quarters)
    return mapping


def after_rotate(node: Node, anchor: int, quarters: int) -> Node:
    board, suits, _ = node
    mapping = turn(anchor, quarters)
    new = tuple(
        cells if mapping.keys().isdisjoint(cells) else tuple(sorted(mapping.get(c, c) for c in cells))
        for cells in suits
    )
    return board, new, anchor


def shift_target(board: frozenset[int], anchor: int, step: int) -> int:
    target = anchor + step
    while target in board:
        target += step
    return target


def slide(anchor: int, target: int) -> dict[int, int]:
    """The cell mapping of a shift from one tile-space to another."""
    delta = target - anchor
    return {cell: cell + delta for cell in tile_indices(anchor)}


def after_shift(node: Node, anchor: int, target: int) -> Node:
    board, suits, _ = node
    old = tile_indices(anchor)
    delta = target - anchor
    new_board = board.difference(old).union(tile_indices(target))
    if len(_BOARDS) > BOARDS_LIMIT:
        _BOARDS.clear()
    new_board = _BOARDS.setdefault(new_board, new_board)
    moved = set(old)
    new = tuple(
        cells if moved.isdisjoint(cells) else tuple(sorted(c + delta if c in moved else c for c in cells))
        for cells in suits
    )
    return new_board, new, target


def tile_moves(node: Node, among: set[int] | None = None) -> Iterator[tuple[Move, Node]]:
    """Every turn and shift of a full tile (the jump that must follow is not checked here);
    with `among`, only of the tiles whose lower-left cells it holds."""
    board, suits, _ = node
    if among is None:
        anchors = full_tiles(suits)
    else:
        anchors = [anchor for anchor in sorted(among)
                   if sum(ANCHOR[cell] == anchor for cells in suits for cell in cells) == CELLS_PER_TILE]
    for anchor in anchors:
        for quarters in (1, 2, 3):
            yield ("R", anchor, quarters), after_rotate(node, anchor, quarters)
        for step, direction in SHIFT_STEPS:
            target = shift_target(board, anchor, step)
            if in_frame(target):
                yield ("S", anchor, target, direction), after_shift(node, anchor, target)


def expand(node: Node) -> list[tuple[Move, Node]]:
    """Every move from `node` with the node it leads to."""
    board, suits, forced = node
    occ = occupied(suits)
    children: list[tuple[Move, Node]] = []
    if forced >= 0:
        for suit, cell, target in jumps_from_tile(node, forced, occ):
            children.append((("J", cell, target), after_jump(node, suit, cell, target)))
        return children
    for suit, cells in enumerate(suits):
        for cell, target in suit_jumps(board, cells, occ):
            children.append((("J", cell, target), after_jump(node, suit, cell, target)))
    children.extend(tile_moves(node))
    return children


def play_moves(node: Node, moves: list[Move]) -> Node:
    """Apply a list of solver moves (trusted to be legal)."""
    for move in moves:
        if move[0] == "J":
            suit = next(s for s, cells in enumerate(node[1]) if move[1] in cells)
            node = after_jump(node, suit, move[1], move[2])
        elif move[0] == "R":
            node = after_rotate(node, move[1], move[2])
        else:
            node = after_shift(node, move[1], move[2])
    return node


