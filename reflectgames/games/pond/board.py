"""Geometry of one 4x4 pond: tiles, the 24 stick places and where a frog steps.

Tiles are numbered 1-16 from the owner's seat: tile n sits in row (n-1)//4
(row 0 is the far row, next to the other pond) and column (n-1)%4 (column 0
is the owner's left); directions are the owner's too (docs/rules/pond.md,
D1 and D3). Every table here is computed once at import so the
rules work on small integers and bit masks only.
"""

from __future__ import annotations

from functools import cache
from typing import Literal, TypeAlias

from reflectgames.core.grid import STEPS, is_connected, orthogonal_neighbours

# A lily pad, numbered 1-16 from its owner's seat.
Tile: TypeAlias = int
# Owner-relative: forward (towards the other pond), back, left, right.
Direction: TypeAlias = Literal["F", "B", "L", "R"]

SIZE = 4
TILES: tuple[Tile, ...] = tuple(range(1, SIZE * SIZE + 1))
ALL_TILES_MASK = (1 << (SIZE * SIZE)) - 1
DIRECTIONS: tuple[Direction, ...] = ("F", "B", "L", "R")
# What the other frog does when you move: a mirror between the ponds swaps
# left and right; forward (towards the mirror) and back stay.
MIRRORED: dict[Direction, Direction] = {"F": "F", "B": "B", "L": "R", "R": "L"}


def tile_of(row: int, col: int) -> Tile:
    return row * SIZE + col + 1


def row_col(tile: Tile) -> tuple[int, int]:
    return (tile - 1) // SIZE, (tile - 1) % SIZE


def tile_bit(tile: Tile) -> int:
    return 1 << (tile - 1)


def tiles_in(mask: int) -> list[Tile]:
    return [tile for tile in TILES if mask >> (tile - 1) & 1]


def _build_edges() -> tuple[tuple[Tile, Tile], ...]:
    edges = []
    for tile in TILES:
        row, col = row_col(tile)
        for r, c in orthogonal_neighbours(row, col, SIZE, SIZE):
            other = tile_of(r, c)
            if tile < other:
                edges.append((tile, other))
    return tuple(sorted(edges))


# The 24 places a stick can lie, as (smaller tile, larger tile).
EDGES: tuple[tuple[Tile, Tile], ...] = _build_edges()
EDGE_INDEX: dict[tuple[Tile, Tile], int] = {edge: index for index, edge in enumerate(EDGES)}


def edge_index(a: Tile, b: Tile) -> int | None:
    """The stick place between tiles a and b, or None when they are not side by side."""
    return EDGE_INDEX.get((min(a, b), max(a, b)))


def _build_steps() -> dict[tuple[Tile, str], tuple[Tile, int]]:
    """(tile, direction) -> (target tile, edge index), target 0 past the pond edge."""
    steps = {}
    for tile in TILES:
        row, col = row_col(tile)
        for direction, (d_row, d_col) in STEPS.items():
            r, c = row + d_row, col + d_col
            if 0 <= r < SIZE and 0 <= c < SIZE:
                target = tile_of(r, c)
                steps[tile, direction] = (target, EDGE_INDEX[min(tile, target), max(tile, target)])
            else:
                steps[tile, direction] = (0, -1)
    return steps


STEP = _build_steps()


def step(tile: Tile, direction: Direction, sticks: int) -> Tile:
    """Where a frog on `tile` lands moving `direction`; its own tile if blocked."""
    target, edge = STEP[tile, direction]
    if target == 0 or sticks >> edge & 1:
        return tile
    return target


@cache
def is_pond_connected(sticks: int) -> bool:
    """Can every lily pad still reach every other with these sticks in place?"""

    def neighbours(tile: Tile) -> list[Tile]:
        return [
            target
            for target, edge in (STEP[tile, d] for d in DIRECTIONS)
            if target and not sticks >> edge & 1
        ]

    return is_connected(TILES, neighbours)


@cache
def placeable_edges(sticks: int) -> tuple[int, ...]:
    """Edge indices where one more stick may go without cutting the pond apart."""
    return tuple(
        index
        for index in range(len(EDGES))
        if not sticks >> index & 1 and is_pond_connected(sticks | 1 << index)
    )
