"""Where the tiles and coins are, and what can move: jumps, rotations and shifts.

A `Position` is a frozen value (the tile-spaces that hold a tile, and the
cells of each suit's coins). `Snapshot` adds the lookups one position needs
for move generation: who sits where, and how many coins of each suit lie in
each row and column. Only this module knows how a coin jumps, so the rules,
the views and the tests all agree on it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from reflectgames.games.plans.board import (
    CELLS_PER_TILE,
    DIRECTIONS,
    LAYOUT_CELLS,
    START_TILES,
    SUITS,
    Cell,
    tile_cells,
    tile_of,
    turned,
)


@dataclass(frozen=True, slots=True)
class Position:
    tiles: frozenset[Cell]
    suits: tuple[frozenset[Cell], frozenset[Cell], frozenset[Cell], frozenset[Cell]]

    @classmethod
    def from_layout(cls, letters: tuple[str, ...]) -> Position:
        cells: list[list[Cell]] = [[], [], [], []]
        for cell, letter in zip(LAYOUT_CELLS, letters, strict=True):
            cells[SUITS.index(letter)].append(cell)
        return cls(START_TILES, tuple(frozenset(c) for c in cells))  # type: ignore[arg-type]

    def coins(self) -> Iterator[tuple[Cell, int]]:
        for suit, cells in enumerate(self.suits):
            for cell in cells:
                yield cell, suit

    def snapshot(self) -> Snapshot:
        return Snapshot(self)


class Snapshot:
    """A position with its lookups built: move generation asks many questions of one position."""

    __slots__ = ("cols", "position", "rows", "tiles", "where")

    def __init__(self, position: Position) -> None:
        self.position = position
        self.tiles = position.tiles
        self.where: dict[Cell, int] = {}
        # Per suit: y -> coins of that suit in row y, and x -> coins in column x.
        self.rows: list[dict[int, int]] = [{}, {}, {}, {}]
        self.cols: list[dict[int, int]] = [{}, {}, {}, {}]
        for suit, cells in enumerate(position.suits):
            rows, cols = self.rows[suit], self.cols[suit]
            for cell in cells:
                self.where[cell] = suit
                rows[cell[1]] = rows.get(cell[1], 0) + 1
                cols[cell[0]] = cols.get(cell[0], 0) + 1

    # --- jumps -------------------------------------------------------------------------------
    def jump_length(self, cell: Cell, direction: str) -> int:
        """N: the coins of this coin's suit in its row (L/R) or column (U/D), itself included."""
        suit = self.where[cell]
        if DIRECTIONS[direction][1] == 0:
            return self.rows[suit][cell[1]]
        return self.cols[suit][cell[0]]

    def landing(self, cell: Cell, direction: str) -> Cell:
        """The (N+1)th cell from `cell` in `direction`: the coin jumps over N cells."""
        dx, dy = DIRECTIONS[direction]
        step = self.jump_length(cell, direction) + 1
        return cell[0] + dx * step, cell[1] + dy * step

    def can_land(self, cell: Cell) -> bool:
        """An empty cell of a tile."""
        return cell not in self.where and tile_of(cell) in self.tiles

    def jumps_from(self, cell: Cell) -> Iterator[tuple[str, Cell]]:
        """(direction, landing cell) of every legal jump of the coin on `cell`."""
        x, y = cell
        suit = self.where[cell]
        across = self.rows[suit][y] + 1
        along = self.cols[suit][x] + 1
        where, tiles = self.where, self.tiles
        for direction, target in (
            ("U", (x, y + along)),
            ("D", (x, y - along)),
            ("L", (x - across, y)),
            ("R", (x + across, y)),
        ):
            if target not in where and tile_of(target) in tiles:
                yield direction, target

    # --- full tiles, rotations and shifts --------------------------------------------------------
    def full_tiles(self) -> list[Cell]:
        """Tiles with a coin on each of their four cells, in sorted order."""
        counts: dict[Cell, int] = {}
        for cell in self.where:
            tile = tile_of(cell)
            counts[tile] = counts.get(tile, 0) + 1
        full = (tile for tile, count in counts.items() if count == CELLS_PER_TILE and tile in self.tiles)
        return sorted(full)

    def is_full(self, tile: Cell) -> bool:
        return tile in self.tiles and all(cell in self.where for cell in tile_cells(tile))

    def rotated_contents(self, tile: Cell, angle: int) -> list[tuple[Cell, int]]:
        """The tile's coins after turning it clockwise by `angle` degrees."""
        quarter = angle // 90
        return [(turned(cell, tile, quarter), self.where[cell]) for cell in tile_cells(tile)]

    def shift_target(self, tile: Cell, direction: str) -> Cell:
        """The first empty tile-space from `tile` in `direction` (past any tiles in between)."""
        dx, dy = DIRECTIONS[direction]
        x, y = tile
        while True:
            x, y = x + 2 * dx, y + 2 * dy
            if (x, y) not in self.tiles:
                return x, y

    def shifted_contents(self, tile: Cell, target: Cell) -> list[tuple[Cell, int]]:
        dx, dy = target[0] - tile[0], target[1] - tile[1]
        return [((cell[0] + dx, cell[1] + dy), self.where[cell]) for cell in tile_cells(tile)]

    def has_jump_after(self, old_tile: Cell, new_tile: Cell, contents: list[tuple[Cell, int]]) -> bool:
        """Would some coin of the moved tile have a legal jump once it is turned or shifted?

        Worked out from this snapshot without building the new position: only
        the counts of the rows and columns the tile leaves and enters change.
        """
        old_cells = tile_cells(old_tile)
        old_coins = [(cell, self.where[cell]) for cell in old_cells]
        new_cells = {cell for cell, _ in contents}
        for (x, y), suit in contents:
            across = self.rows[suit].get(y, 0) + 1
            along = self.cols[suit].get(x, 0) + 1
            for (cx, cy), s in old_coins:
                if s == suit:
                    across -= cy == y
                    along -= cx == x
            for (cx, cy), s in contents:
                if s == suit:
                    across += cy == y
                    along += cx == x
            for target in ((x, y + along), (x, y - along), (x - across, y), (x + across, y)):
                if target in new_cells or (target in self.where and target not in old_cells):
                    continue
                landing_tile = tile_of(target)
                if landing_tile == new_tile or (landing_tile != old_tile and landing_tile in self.tiles):
                    return True
        return False

    # --- new positions ------------------------------------------------------------------------------
    def after_jump(self, cell: Cell, target: Cell) -> Position:
        suit = self.where[cell]
        suits = list(self.position.suits)
        suits[suit] = (suits[suit] - {cell}) | {target}
        return Position(self.tiles, tuple(suits))  # type: ignore[arg-type]

    def after_tile_move(self, old_tile: Cell, new_tile: Cell, contents: list[tuple[Cell, int]]) -> Position:
        old_cells = set(tile_cells(old_tile))
        suits = [set(cells - old_cells) for cells in self.position.suits]
        for cell, suit in contents:
            suits[suit].add(cell)
        tiles = self.tiles if old_tile == new_tile else (self.tiles - {old_tile}) | {new_tile}
        return Position(tiles, tuple(frozenset(cells) for cells in suits))  # type: ignore[arg-type]
