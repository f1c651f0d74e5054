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

from reflectgames.games.reflector.board import SIZE, cell_of, row_col
from reflectgames.ui.text import length

OWN = "own"
OPPONENT = "opponent"
GRIDS = (OWN, OPPONENT)

_LABEL_UNITS = 0.9  # row numbers and column letters, in cells
_CUT_UNITS = 0.7  # the gap of the cut between the grids, in cells


@dataclass(frozen=True)
class Spot:
    """A cell of one of the two grids, as the pointer finds it."""

    grid: str  # OWN or OPPONENT
    cell: int


class ReflectorLayout:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        height_units = 2 * SIZE + _CUT_UNITS + 2 * _LABEL_UNITS
        width_units = SIZE + _LABEL_UNITS + 0.3
        self.cell = max(12, int(min(self.rect.height / height_units, self.rect.width * 0.62 / width_units)))
        s = self.cell
        grid_side = SIZE * s
        grids_width = int(width_units * s)
        room = self.rect.width - grids_width - s
        notes_width = max(min(room, max(int(s * 11), length(270))), int(s * 6))
        total_width = grids_width + s + notes_width
        left = self.rect.centerx - total_width // 2
        total_height = int(height_units * s)
        top = self.rect.centery - total_height // 2
        grid_left = left + int(_LABEL_UNITS * s)
        self.grids = {
            OPPONENT: pygame.Rect(grid_left, top + int(_LABEL_UNITS * s), grid_side, grid_side),
        }
        self.grids[OWN] = pygame.Rect(
            grid_left, self.grids[OPPONENT].bottom + int(_CUT_UNITS * s), grid_side, grid_side
        )
        self.cut_y = (self.grids[OPPONENT].bottom + self.grids[OWN].top) // 2
        self.notes = pygame.Rect(left + grids_width + s, top, notes_width, total_height)
        self.board = pygame.Rect(left, top, grids_width, total_height)

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
        half = self.cell * _LABEL_UNITS / 2
        y = box.bottom + half if grid == OWN else box.top - half
        return x, y

    def row_label_pos(self, grid: str, row: int) -> tuple[float, float]:
        """Centre of a row number on the left of its grid."""
        box = self.grids[grid]
        y = box.y + ((row if grid == OWN else SIZE - 1 - row) + 0.5) * self.cell
        return box.x - self.cell * _LABEL_UNITS / 2, y
