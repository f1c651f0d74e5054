"""Where the lake, the exit lanes and the side column sit on screen, oriented for one seat.

The seat looking at the screen always has their home row at the bottom and
their last row at the top, as if sitting at the table: player 1 sees the
board turned half a turn. Each player's exit lane lies beyond their last
row: the viewer's own lane above the lake, the opponent's below it. The side
column on the right holds the notebook (or the word entry during setup).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from reflectgames.games.reflecto.board import EXIT_BASE, SIZE, cell_of, file_of, is_exit, row_of
from reflectgames.ui.text import length, line_height, wrap_text

LANE_UNITS = 0.95  # height of an exit lane, in cells
GAP_UNITS = 0.34
CAPTION_GAP = 2  # pixels between an exit lane and its caption


class ReflectoLayout:
    def __init__(self, rect: pygame.Rect, viewer: int, setup: bool = False,
                 captions: Sequence[str] = ()) -> None:
        """`captions`: by seat, the words by each exit lane; a long one (a long name, large text) wraps
        onto more lines across the board's side, and the lake gives them the room."""
        self.rect = pygame.Rect(rect)
        self.viewer = viewer
        self.caption_lines = {0: 1, 1: 1}
        self._place(setup)
        for _ in range(3):  # a smaller lake leaves its captions a little less width: counted again
            needed = {seat: max(1, len(wrap_text(text, "small", self.caption_width)))
                      for seat, text in enumerate(captions)}
            if all(needed[seat] <= self.caption_lines[seat] for seat in needed):
                break
            self.caption_lines.update(needed)
            self._place(setup)

    def _place(self, setup: bool) -> None:
        viewer = self.viewer
        gap = length(16)
        share = 0.44 if setup else 0.3
        low, high = (length(250), length(400)) if setup else (length(210), length(300))
        column_w = max(low, min(high, int(self.rect.width * share)))
        column_w = min(column_w, int(self.rect.width * (0.5 if setup else 0.42)))  # large UI scales
        labels = line_height("small")  # rank numbers on the left, file letters and lane captions
        # Each caption sits CAPTION_GAP pixels off its lane.
        over, under = (self.caption_lines[seat] * labels + CAPTION_GAP for seat in (viewer, 1 - viewer))
        area_w = self.rect.width - column_w - gap - labels
        units_w = SIZE + 0.5
        units_h = SIZE + 2 * (LANE_UNITS + GAP_UNITS)
        self.cell = max(20, int(min(area_w / units_w, (self.rect.height - labels - over - under) / units_h)))
        c = self.cell
        grid = SIZE * c
        left = self.rect.x + labels + max(0, (area_w - grid) // 2)
        lane_h = int(LANE_UNITS * c)
        lane_gap = int(GAP_UNITS * c)
        # Below the lake the gap also holds the file letters.
        low_gap = max(lane_gap, int(c * 0.17) + labels + length(4))
        total = over + lane_h + lane_gap + grid + low_gap + lane_h + under
        top = self.rect.centery - total // 2 + over + lane_h + lane_gap
        self.grid = pygame.Rect(left, top, grid, grid)
        # lanes[seat]: the exit lane of that player, beyond their last row.
        self.lanes = {
            viewer: pygame.Rect(left, top - lane_gap - lane_h, grid, lane_h),
            1 - viewer: pygame.Rect(left, self.grid.bottom + low_gap, grid, lane_h),
        }
        self.column = pygame.Rect(self.rect.right - column_w, self.rect.y, column_w, self.rect.height)
        # The lanes' captions start at the lane and may run on beside the lake, up to the side column.
        self.caption_width = self.column.left - gap - left
        self.card_w = int(c * 0.62)
        self.card_h = int(c * 0.86)

    # --- cells ------------------------------------------------------------------------------------
    def screen_colrow(self, cell: int) -> tuple[int, int]:
        """(column, row) on screen of a board cell, row 0 at the top."""
        row, file = row_of(cell), file_of(cell)
        if self.viewer == 0:
            return file, SIZE - 1 - row
        return SIZE - 1 - file, row

    def cell_rect(self, cell: int) -> pygame.Rect:
        if is_exit(cell):
            return self.exit_rect(cell)
        col, row = self.screen_colrow(cell)
        return pygame.Rect(self.grid.x + col * self.cell, self.grid.y + row * self.cell, self.cell, self.cell)

    def exit_rect(self, cell: int, owner: int | None = None) -> pygame.Rect:
        """The landing place beyond `owner`'s last row (the viewer's by default) for an exit cell."""
        owner = self.viewer if owner is None else owner
        file = cell - EXIT_BASE
        col = file if self.viewer == 0 else SIZE - 1 - file
        lane = self.lanes[owner]
        return pygame.Rect(self.grid.x + col * self.cell, lane.centery - self.cell // 2, self.cell, self.cell)

    def cell_center(self, cell: int, owner: int | None = None) -> tuple[float, float]:
        rect = self.exit_rect(cell, owner) if is_exit(cell) else self.cell_rect(cell)
        return rect.centerx, rect.centery

    def card_rect_at(self, center: tuple[float, float]) -> pygame.Rect:
        """A standing screen on a cell centred at `center`: its foot a little below the middle."""
        rect = pygame.Rect(0, 0, self.card_w, self.card_h)
        rect.midbottom = (round(center[0]), round(center[1] + self.cell * 0.38))
        return rect

    # --- exit lanes -----------------------------------------------------------------------------
    def lane_slot(self, owner: int, order: int, slots: int) -> tuple[float, float]:
        """Centre of the `order`-th (0-based) place of `owner`'s exit lane, first on the owner's left.

        Seen by the viewer, the opponent sits across the table: their left is on the right.
        """
        lane = self.lanes[owner]
        step = min(self.cell, lane.width / max(1, slots))
        first = lane.centerx - step * (slots - 1) / 2
        position = order if owner == self.viewer else slots - 1 - order
        return first + position * step, lane.centery - self.cell * 0.1

    # --- pointing -----------------------------------------------------------------------------
    def target_at(self, pos: tuple[int, int]) -> int | None:
        """The board cell under `pos`, the viewer's exit cell when over their lane, or None."""
        x, y = pos
        if not self.grid.left <= x < self.grid.right:
            return None
        col = (x - self.grid.x) // self.cell
        if self.grid.top <= y < self.grid.bottom:
            row = (y - self.grid.y) // self.cell
            if self.viewer == 0:
                return cell_of(SIZE - 1 - row, col)
            return cell_of(row, SIZE - 1 - col)
        lane = self.lanes[self.viewer]
        if lane.top - self.cell // 4 <= y < self.grid.top:
            file = col if self.viewer == 0 else SIZE - 1 - col
            return EXIT_BASE + file
        return None

    def cell_at_colrow(self, col: int, row: int) -> int:
        """The board cell at a screen (column, row): the keyboard cursor moves on screen."""
        if self.viewer == 0:
            return cell_of(SIZE - 1 - row, col)
        return cell_of(row, SIZE - 1 - col)
