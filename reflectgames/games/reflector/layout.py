"""Where the two Reflector grids sit on screen, and what a point on screen points at.

Like the cut business card, the two grids meet at their row 1: the viewer's
own grid below the cut, read the ordinary way (A at the left, row 1 at the
top), and the opponent's grid above it turned 180 degrees, as it lies for a
player sitting across the table (row 1 at the bottom, A at the right). A
column of notes beside the grids holds the players, the counts and the
buttons.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from reflectgames.games.reflector.board import COLUMNS, SIZE, cell_of, row_col
from reflectgames.ui.text import length, line_height, text_width

OWN = "own"
OPPONENT = "opponent"
GRIDS = (OWN, OPPONENT)

_LABEL_UNITS = 0.9  # row numbers and column letters, in cells
_CUT_UNITS = 0.7  # the gap of the cut between the grids, in cells
SMALLEST_CELL = 12  # pixels: smaller cells are too fine to point at


@dataclass(frozen=True)
class Spot:
    """A cell of one of the two grids, as the pointer finds it."""

    grid: str  # OWN or OPPONENT
    cell: int


def label_px(cell: int) -> int:
    """The size of the row numbers and column letters beside cells `cell` pixels wide."""
    return max(13, int(cell * 0.42))


def _letters_band(cell: int) -> float:
    """The height of the band of column letters above or below a grid."""
    return max(_LABEL_UNITS * cell, line_height(label_px(cell)) + 2)


def _numbers_band(cell: int) -> float:
    """The width of the band of row numbers left of the grids."""
    return max(_LABEL_UNITS * cell, text_width("10", label_px(cell)) + length(8))


class ReflectorLayout:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        # The bands of letters (above and below) and numbers (left) are at least as tall and wide as
        # their text, which large text sizes make more than a cell's share: the cells give way.
        self.cell = max(SMALLEST_CELL, int(min(self.rect.height / (2 * SIZE + _CUT_UNITS + 2 * _LABEL_UNITS),
                                    self.rect.width * 0.62 / (SIZE + _LABEL_UNITS + 0.3))))
        while self.cell > SMALLEST_CELL and not self._fits(self.cell):
            self.cell -= 1
        # Labels larger than a cell would run into each other: then every other row and column is
        # numbered (1, 3, 5...; A, C, E...), each label whole and readable.
        px = label_px(self.cell)
        self.row_label_step = 1 if line_height(px) * 0.6 <= self.cell else 2
        self.column_label_step = 1 if max(text_width(c, px) for c in COLUMNS) + 2 <= self.cell else 2
        self.label_rows = _letters_band(self.cell) / self.cell
        self.label_cols = _numbers_band(self.cell) / self.cell
        height_units = 2 * SIZE + _CUT_UNITS + 2 * self.label_rows
        width_units = SIZE + self.label_cols + 0.3
        s = self.cell
        grid_side = SIZE * s
        grids_width = int(width_units * s)
        room = self.rect.width - grids_width - s
        notes_width = max(min(room, max(int(s * 11), length(270))), int(s * 6))
        total_width = grids_width + s + notes_width
        left = self.rect.centerx - total_width // 2
        total_height = int(height_units * s)
        top = self.rect.centery - total_height // 2
        grid_left = left + int(self.label_cols * s)
        self.grids = {
            OPPONENT: pygame.Rect(grid_left, top + int(self.label_rows * s), grid_side, grid_side),
        }
        self.grids[OWN] = pygame.Rect(
            grid_left, self.grids[OPPONENT].bottom + int(_CUT_UNITS * s), grid_side, grid_side
        )
        self.cut_y = (self.grids[OPPONENT].bottom + self.grids[OWN].top) // 2
        self.notes = pygame.Rect(left + grids_width + s, top, notes_width, total_height)
        self.board = pygame.Rect(left, top, grids_width, total_height)

    def _fits(self, cell: int) -> bool:
        """Do the grids with cells `cell` wide and their label bands fit, leaving room for the notes?"""
        height = (2 * SIZE + _CUT_UNITS) * cell + 2 * _letters_band(cell)
        width = (SIZE + 0.3) * cell + _numbers_band(cell)
        return height <= self.rect.height and width <= self.rect.width * 0.62

    # --- cells on screen --------------------------------------------------------------------
    def screen_cell(self, grid: str, cell: int) -> tuple[int, int]:
        """(screen column, screen row) of a cell inside its grid."""
        row, col = row_col(cell)
        if grid == OWN:
            return col, row
        return SIZE - 1 - col, SIZE - 1 - row

    def cell_rect(self, grid: str, cell: int) -> pygame.Rect:
        col, row = self.screen_cell(grid, cell)
        box = self.grids[grid]
        return pygame.Rect(box.x + col * self.cell, box.y + row * self.cell, self.cell, self.cell)

    def cell_center(self, grid: str, cell: int) -> tuple[float, float]:
        rect = self.cell_rect(grid, cell)
        return rect.x + self.cell / 2, rect.y + self.cell / 2

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        for grid, box in self.grids.items():
            if not box.collidepoint(pos):
                continue
            col = min(SIZE - 1, int(pos[0] - box.x) // self.cell)
            row = min(SIZE - 1, int(pos[1] - box.y) // self.cell)
            if grid == OWN:
                return Spot(grid, cell_of(row, col))
            return Spot(grid, cell_of(SIZE - 1 - row, SIZE - 1 - col))
        return None

    # --- labels -----------------------------------------------------------------------------
    def column_label_pos(self, grid: str, col: int) -> tuple[float, float]:
        """Centre of a column letter on the outer edge of its grid (away from the cut)."""
        box = self.grids[grid]
        x = box.x + ((col if grid == OWN else SIZE - 1 - col) + 0.5) * self.cell
        half = self.cell * self.label_rows / 2
        y = box.bottom + half if grid == OWN else box.top - half
        return x, y

    def row_label_pos(self, grid: str, row: int) -> tuple[float, float]:
        """Centre of a row number on the left of its grid."""
        box = self.grids[grid]
        y = box.y + ((row if grid == OWN else SIZE - 1 - row) + 0.5) * self.cell
        return box.x - self.cell * self.label_cols / 2, y
