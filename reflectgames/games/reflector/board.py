"""Geometry of one 10x10 Reflector grid: cell names, the node diamonds and neighbourhoods.

A cell is an index 0-99: `row * 10 + col`, where row 0 is row 1 (the edge
where the two grids meet) and col 0 is column A. Sets of cells are bit masks
over those 100 indices, so the rules work with a few integer operations per
claim. Every table is computed once at import.
"""

from __future__ import annotations

from collections.abc import Iterable

# A cell of either grid: its index `row * 10 + col` (the same label on both grids).
Cell = int

SIZE = 10
CELLS = tuple(range(SIZE * SIZE))
COLUMNS = "ABCDEFGHIJ"
FULL_MASK = (1 << (SIZE * SIZE)) - 1
NODE_REACH = 2  # a node controls every cell within this Manhattan distance

_ROW_MASK = (1 << SIZE) - 1
ROW_ONE_MASK = _ROW_MASK  # row 1: where a player's first claim may go
# Masks that stop a sideways shift from wrapping to the next row.
_NOT_COL_A = sum(((_ROW_MASK - 1) << (r * SIZE)) for r in range(SIZE))
_NOT_COL_J = sum(((_ROW_MASK >> 1) << (r * SIZE)) for r in range(SIZE))


def cell_of(row: int, col: int) -> int:
    return row * SIZE + col


def row_col(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def cell_name(cell: int) -> str:
    """'F3' for the cell in column F, row 3."""
    row, col = divmod(cell, SIZE)
    return f"{COLUMNS[col]}{row + 1}"


NAMES: tuple[str, ...] = tuple(cell_name(cell) for cell in CELLS)
_BY_NAME = {name: cell for cell, name in enumerate(NAMES)}


def parse_cell(text: str) -> int | None:
    """The cell a name like 'f3' or 'J10' stands for (any letter case), or None."""
    # ASCII only: 'ı'.upper() == 'I' would otherwise name column I.
    return _BY_NAME.get(text.strip().upper()) if text.isascii() else None


def cell_named(name: str) -> Cell:
    """The cell of a name known to be one (from an observation or the game's own tables)."""
    return _BY_NAME[name.upper()]


def cells_in(mask: int) -> list[int]:
    """The cells of a mask, in index order."""
    cells = []
    while mask:
        low = mask & -mask
        cells.append(low.bit_length() - 1)
        mask ^= low
    return cells


def mask_of(cells: Iterable[Cell]) -> int:
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


def orthogonal_spread(mask: int) -> int:
    """Every cell orthogonally next to a cell of `mask` (cells of the mask may be among them)."""
    return (
        (mask << SIZE)
        | (mask >> SIZE)
        | ((mask & _NOT_COL_J) << 1)
        | ((mask & _NOT_COL_A) >> 1)
    ) & FULL_MASK


def king_spread(mask: int) -> int:
    """Every cell next to a cell of `mask`, diagonals included (and the mask itself)."""
    sideways = mask | ((mask & _NOT_COL_J) << 1) | ((mask & _NOT_COL_A) >> 1)
    return (sideways | (sideways << SIZE) | (sideways >> SIZE)) & FULL_MASK


def _diamond(cell: int) -> int:
    row, col = row_col(cell)
    mask = 0
    for r in range(SIZE):
        for c in range(SIZE):
            if abs(r - row) + abs(c - col) <= NODE_REACH:
                mask |= 1 << cell_of(r, c)
    return mask


# The cells a node on each cell controls: a 13-cell diamond, clipped at the grid's edges.
DIAMONDS: tuple[int, ...] = tuple(_diamond(cell) for cell in CELLS)


def territory_of(nodes: int) -> int:
    """The union of the diamonds of the nodes in a mask."""
    area = 0
    while nodes:
        low = nodes & -nodes
        area |= DIAMONDS[low.bit_length() - 1]
        nodes ^= low
    return area


def distance(a: int, b: int) -> int:
    """Manhattan distance between two cells."""
    ra, ca = row_col(a)
    rb, cb = row_col(b)
    return abs(ra - rb) + abs(ca - cb)
