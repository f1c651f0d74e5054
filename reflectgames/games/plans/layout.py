"""Where the Plans of Action board sits on screen, and what a point on screen points at.

The board changes shape as tiles shift, so its placement is a `Fit`: the
size of a cell in pixels and where the cell grid's origin lands on screen.
The view tweens from one fit to the next, so a growing board re-fits
smoothly; every conversion here takes the fit to use. Cells are (x, y) with
y upwards, as in the rules, so screen y runs the other way.

Left of the board a narrow ledger column holds the move counter, the best
known length, each suit's progress and the turn buttons of a chosen tile.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from reflectgames.games.plans.board import Cell
from reflectgames.ui.text import length

MARGIN = 0.7  # empty cells' worth of room around the tiles, for the shift arrows
KNOB_REACH = 0.26  # share of a cell around a tile's centre that grabs the whole tile
Bounds = tuple[int, int, int, int]  # min x, min y, max x, max y (cells, inclusive)


@dataclass(frozen=True)
class Fit:
    """A cell's size in pixels and the screen point of the grid corner (0, 0)."""

    cell: float
    origin_x: float
    origin_y: float

    def blend(self, other: Fit, amount: float) -> Fit:
        return Fit(
            self.cell + (other.cell - self.cell) * amount,
            self.origin_x + (other.origin_x - self.origin_x) * amount,
            self.origin_y + (other.origin_y - self.origin_y) * amount,
        )

    def point(self, fx: float, fy: float) -> tuple[float, float]:
        """Screen point of a position in cell units (cell (x, y) spans x..x+1, y..y+1)."""
        return self.origin_x + fx * self.cell, self.origin_y - fy * self.cell

    def cell_center(self, cell: Cell) -> tuple[float, float]:
        return self.point(cell[0] + 0.5, cell[1] + 0.5)

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        left, top = self.point(cell[0], cell[1] + 1)
        right, bottom = self.point(cell[0] + 1, cell[1])
        return pygame.Rect(round(left), round(top), round(right) - round(left), round(bottom) - round(top))

    def tile_center(self, tile: Cell) -> tuple[float, float]:
        return self.point(tile[0] + 1, tile[1] + 1)

    def tile_rect(self, tile: Cell) -> pygame.Rect:
        left, top = self.point(tile[0], tile[1] + 2)
        right, bottom = self.point(tile[0] + 2, tile[1])
        return pygame.Rect(round(left), round(top), round(right) - round(left), round(bottom) - round(top))

    def cell_at(self, pos: tuple[float, float]) -> Cell:
        fx = (pos[0] - self.origin_x) / self.cell
        fy = (self.origin_y - pos[1]) / self.cell
        return int(fx // 1), int(fy // 1)

    def tile_knob_at(self, pos: tuple[float, float]) -> Cell | None:
        """The tile-space whose centre (where its grid lines cross) is under `pos`, if any."""
        fx = (pos[0] - self.origin_x) / self.cell
        fy = (self.origin_y - pos[1]) / self.cell
        # Tile centres sit on even grid points: odd lower-left cell + 1.
        cx, cy = 2 * round(fx / 2), 2 * round(fy / 2)
        if abs(fx - cx) <= KNOB_REACH and abs(fy - cy) <= KNOB_REACH:
            return cx - 1, cy - 1
        return None


def bounds_of(tiles: list[list[int]] | list[Cell]) -> Bounds:
    xs = [tile[0] for tile in tiles] or [1]
    ys = [tile[1] for tile in tiles] or [1]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


class PlansLayout:
    """The ledger column and the board area inside the view's rectangle."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        gap = length(14)
        width = max(length(140), min(length(220), self.rect.width // 5))
        self.ledger = pygame.Rect(self.rect.x, self.rect.y, width, self.rect.height)
        left = self.ledger.right + gap
        self.area = pygame.Rect(left, self.rect.y, max(40, self.rect.right - left), self.rect.height)

    def fit(self, bounds: Bounds) -> Fit:
        """The largest fit that shows every cell of `bounds` (and a margin) centred in the board area."""
        min_x, min_y, max_x, max_y = bounds
        columns = max_x - min_x + 1 + 2 * MARGIN
        rows = max_y - min_y + 1 + 2 * MARGIN
        cell = max(10.0, min(self.area.width / columns, self.area.height / rows))
        mid_x = (min_x + max_x + 1) / 2
        mid_y = (min_y + max_y + 1) / 2
        return Fit(cell, self.area.centerx - mid_x * cell, self.area.centery + mid_y * cell)
