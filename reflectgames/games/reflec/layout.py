"""Where the Reflec board and its table-side pieces sit on screen, and what a point points at.

The board is as large as the window allows, with file letters and rank
numbers around it. Beside it (or below it in a tall window) stands the
"table side": the 4-3-2-1 tiles and the die of the suit on turn, the End
turn button, one row per suit (laser, die, coins off the board) and the cost
of each action. In a small window at a large text scale the side's words
wrap and the side scrolls (wheel, scroll bar) rather than being shortened.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from reflectgames.games.reflec.board import SIZE, cell_of, file_rank
from reflectgames.ui.text import length

BOARD_UNITS = SIZE + 0.9  # the cells and the coordinate margin around them
SIDE_UNITS = 3.7  # the table side beside the board
BELOW_UNITS = 3.4  # the table side below the board
CENTRE_ZONE = 0.2  # share of a cell around its centre that means "no particular direction"
# The board gives up cell size to make room for the side's words only down to this many pixels a cell:
# below it coins are hard to aim at, and the words are shortened instead.
MIN_ROOMY_CELL = 30
BAR_LANE = 12  # the width of a scrolling side's scroll bar lane, before the UI scale


@dataclass(frozen=True)
class SideRoom:
    """What the table side's words need at one cell size, in pixels: its width, the heights of its
    parts (tile points, End turn, one suit row, the legend) and the coordinate margin round the board."""

    width: int = 0
    points_h: int = 0
    button_h: int = 0
    row_h: int = 0
    legend_h: int = 0
    coords: int = 0

    def height(self, cell: int, suits: int) -> int:
        """The side's height with these parts, its padding (as `_layout_side` lays them) included."""
        pad = max(6, cell // 8)
        return 6 * pad + self.points_h + self.button_h + suits * (self.row_h + pad // 2) + self.legend_h


# `measure(cell, wrapped)`: the room the side's words need at `cell`, each on one line or (`wrapped`)
# wrapped between words at the width of its longest word.
Measure = Callable[[int, bool], SideRoom]


class ReflecLayout:
    def __init__(self, rect: pygame.Rect, suits: int = 4, measure: Measure | None = None) -> None:
        """`measure` tells what the side's words need at a cell size; without it the side is sized in
        cells only."""
        self.rect = pygame.Rect(rect)
        w, h = max(1, self.rect.width), max(1, self.rect.height)
        beside = min(w / (BOARD_UNITS + SIDE_UNITS), h / BOARD_UNITS)
        below = min(w / BOARD_UNITS, h / (BOARD_UNITS + BELOW_UNITS))
        self.side_by_side = beside >= below
        self.cell = max(16, int(max(beside, below)))
        self.room = SideRoom()
        self.scrolls = False  # the side's content is taller than the window: it scrolls
        self.scroll = 0  # pixels of the side's content above the top of `side`
        if self.side_by_side and measure is not None:
            self.cell, self.room = self._roomy_cell(self.cell, suits, measure)
        s = self.cell
        board_side = SIZE * s
        margin = max(int(s * 0.45), self.room.coords)
        if self.side_by_side:
            side_h = max(board_side + margin, self.room.height(s, suits))
            self.scrolls = side_h > self.rect.height
            side_w = max(int(s * (SIDE_UNITS - 0.35)), self.room.width) + self.bar_lane()
            view_h = min(side_h, self.rect.height)
            total_w = board_side + 2 * margin + int(s * 0.3) + side_w
            left = self.rect.centerx - total_w // 2
            board_top = self.rect.centery - board_side // 2
            self.board = pygame.Rect(left + margin, board_top, board_side, board_side)
            side_left = self.board.right + margin + int(s * 0.3)
            # Centred beside the board: a side taller than the board reaches as far above it as below.
            self.side = pygame.Rect(side_left, self.rect.centery - view_h // 2, side_w, view_h)
            self.content = pygame.Rect(self.side.x, self.side.y, side_w - self.bar_lane(), side_h)
        else:
            total_h = int(s * (BOARD_UNITS + BELOW_UNITS))
            left = self.rect.centerx - int(s * BOARD_UNITS) // 2
            top = self.rect.centery - total_h // 2
            self.board = pygame.Rect(left + margin, top + margin, board_side, board_side)
            self.side = pygame.Rect(
                self.board.left - margin // 2,
                self.board.bottom + margin + int(s * 0.2),
                board_side + margin,
                int(s * (BELOW_UNITS - 0.3)),
            )
            self.content = pygame.Rect(self.side)
        self.frame = self.board.inflate(2 * margin, 2 * margin)
        self.suits = suits
        self._layout_side()

    def _roomy_cell(self, largest: int, suits: int, measure: Measure) -> tuple[int, SideRoom]:
        """The largest cell, from `largest` down to MIN_ROOMY_CELL, at which the board beside a side
        wide and tall enough for its words fits the rect, and what the words need there."""
        for cell in range(largest, min(largest, MIN_ROOMY_CELL) - 1, -1):
            room = measure(cell, False)
            margin = max(int(cell * 0.45), room.coords)
            board = SIZE * cell + 2 * margin
            side_w = max(int(cell * (SIDE_UNITS - 0.35)), room.width)
            fits_w = board + int(cell * 0.3) + side_w <= self.rect.width
            fits_h = max(board, room.height(cell, suits)) <= self.rect.height
            if fits_w and fits_h:
                return cell, room
        # Too many words for the window's height: they wrap, and the side scrolls beside the board.
        for cell in range(largest, min(largest, MIN_ROOMY_CELL) - 1, -1):
            room = measure(cell, True)
            margin = max(int(cell * 0.45), room.coords)
            board = SIZE * cell + 2 * margin
            side_w = max(int(cell * (SIDE_UNITS - 0.35)), room.width) + length(BAR_LANE)
            if board + int(cell * 0.3) + side_w <= self.rect.width and board <= self.rect.height:
                return cell, room
        # No room for every word: the side keeps its size in cells (long words are shortened), but the
        # file letters and rank numbers still get their margin.
        for cell in range(largest, 15, -1):
            coords = measure(cell, False).coords
            margin = max(int(cell * 0.45), coords)
            board = SIZE * cell + 2 * margin
            if board <= self.rect.height and board + int(cell * (SIDE_UNITS - 0.05)) <= self.rect.width:
                return cell, SideRoom(coords=coords)
        return largest, SideRoom()

    def bar_lane(self) -> int:
        """The width the scroll bar takes beside a scrolling side (none when nothing scrolls)."""
        return length(BAR_LANE) if self.scrolls else 0

    @property
    def bar_track(self) -> pygame.Rect:
        lane = self.bar_lane()
        return pygame.Rect(self.side.right - lane + lane // 4, self.side.y, lane // 2, self.side.height)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content.height - self.side.height)

    def scroll_to(self, offset: int) -> None:
        """Show the side's content from `offset` pixels down (kept within the content)."""
        self.scroll = max(0, min(self.max_scroll, int(offset)))
        self._layout_side()

    def _layout_side(self) -> None:
        suits = self.suits
        side = self.content.move(0, -self.scroll)
        pad = max(6, self.cell // 8)
        inner = side.inflate(-2 * pad, -2 * pad)
        room = self.room
        if self.side_by_side:
            tiles_h = max(int(self.cell * 1.05), room.points_h)
            self.points = pygame.Rect(inner.x, inner.y, inner.width, tiles_h)
            button_h = max(30, int(self.cell * 0.55), room.button_h)
            self.end_button = pygame.Rect(inner.x, self.points.bottom + pad, inner.width, button_h)
            rows_top = self.end_button.bottom + pad * 2
            legend_h = max(54, int(self.cell * 1.0), room.legend_h)
            self.legend = pygame.Rect(inner.x, inner.bottom - legend_h, inner.width, legend_h)
            row_h = max(room.row_h + pad // 2,
                        min(int(self.cell * 1.15), (self.legend.top - pad - rows_top) // max(1, suits)))
            self.rows = [
                pygame.Rect(inner.x, rows_top + k * row_h, inner.width, row_h - pad // 2)
                for k in range(suits)
            ]
        else:
            half = (inner.width - pad) // 2
            tiles_h = int(self.cell * 1.05)
            self.points = pygame.Rect(inner.x, inner.y, half, tiles_h)
            button_h = max(30, int(self.cell * 0.55))
            self.end_button = pygame.Rect(inner.x, self.points.bottom + pad, half, button_h)
            self.legend = pygame.Rect(
                inner.x, self.end_button.bottom + pad, half, inner.bottom - self.end_button.bottom - pad
            )
            row_h = inner.height // max(1, suits)
            right = inner.x + half + pad
            self.rows = [
                pygame.Rect(right, inner.y + k * row_h, half, row_h - pad // 2) for k in range(suits)
            ]

    # --- cells ---------------------------------------------------------------------------
    def cell_rect(self, cell: int) -> pygame.Rect:
        file, rank = file_rank(cell)
        s = self.cell
        return pygame.Rect(self.board.x + file * s, self.board.bottom - (rank + 1) * s, s, s)

    def cell_center(self, cell: int) -> tuple[float, float]:
        file, rank = file_rank(cell)
        s = self.cell
        return self.board.x + (file + 0.5) * s, self.board.bottom - (rank + 0.5) * s

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        if not self.board.collidepoint(pos):
            return None
        file = min(SIZE - 1, int(pos[0] - self.board.x) // self.cell)
        rank = min(SIZE - 1, int(self.board.bottom - 1 - pos[1]) // self.cell)
        return cell_of(file, rank)

    def pointing(self, pos: tuple[int, int], cell: int) -> int | None:
        """The direction (0-3 for N, E, S, W) the point lies in from the cell's centre, or None
        near the centre: a click in a cell's top part means "facing north"."""
        cx, cy = self.cell_center(cell)
        dx, dy = (pos[0] - cx) / self.cell, (pos[1] - cy) / self.cell
        if max(abs(dx), abs(dy)) < CENTRE_ZONE:
            return None
        return direction_towards(dx, dy)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """Which suit row of the table side (by position) is under the point (scrolled out: none)."""
        if not self.side.collidepoint(pos):
            return None
        for index, row in enumerate(self.rows):
            if row.collidepoint(pos):
                return index
        return None


def direction_towards(dx: float, dy: float) -> int:
    """The compass direction (screen y grows downwards) of the larger component of (dx, dy)."""
    if abs(dy) >= abs(dx):
        return 0 if dy < 0 else 2
    return 1 if dx > 0 else 3
