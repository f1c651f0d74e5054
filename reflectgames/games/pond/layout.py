"""Where the two ponds sit on screen, and what a point on screen points at.

Player 0's pond lies below the mirror line, player 1's above it turned 180
degrees, as if the players sat across the table. Each pond has a shelf on
its left with the owner's name, caught flies and sticks in hand.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from reflectgames.games.pond.board import SIZE, Direction, edge_index, row_col, tile_of

# Screen offsets (dx, dy) of each owner-relative direction, per seat.
SCREEN_STEP: dict[int, dict[Direction, tuple[int, int]]] = {
    0: {"F": (0, -1), "B": (0, 1), "L": (-1, 0), "R": (1, 0)},
    1: {"F": (0, 1), "B": (0, -1), "L": (1, 0), "R": (-1, 0)},
}
EDGE_GRIP = 0.2  # share of a tile, from its border, that counts as "between two pads"
# Along a pad's side only its middle counts as between two pads: near a corner it is not clear which two.
SIDE_MIDDLE = (0.2, 0.8)


@dataclass(frozen=True)
class Target:
    """What the pointer is over: a pad of a pond, or the place between two pads."""

    seat: int
    tile: int
    edge: int | None = None  # index into EDGES when between two pads


class PondLayout:
    """The ponds, the mirror line and the shelves inside `rect`; `shelf_text` is the width in pixels the
    shelf's name and captions need on one line, so a large text scale widens the shelf (there is room
    beside the ponds: their size is set by the height) rather than shortening the name."""

    def __init__(self, rect: pygame.Rect, shelf_text: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        width_units = SIZE + 0.5 + 2.7  # pond, margins, shelf
        shelf_units = 2.5
        height_units = 2 * SIZE + 1.4  # two ponds and the mirror gap
        tile = min(self.rect.width / width_units, self.rect.height / height_units)
        if shelf_text > shelf_units * tile:
            tile = min(tile, (self.rect.width - shelf_text) / (width_units - shelf_units))
        self.tile = max(24, int(tile))
        s = self.tile
        self.shelf_width = max(int(s * shelf_units), min(shelf_text, self.rect.width // 2))
        total_w = self.shelf_width + int(s * (width_units - shelf_units))
        total_h = int(s * height_units)
        left = self.rect.centerx - total_w // 2
        top = self.rect.centery - total_h // 2
        pond_left = left + self.shelf_width + int(s * 0.45)
        margin = int(s * 0.2)
        self.ponds = {
            1: pygame.Rect(pond_left, top + margin, SIZE * s, SIZE * s),
            0: pygame.Rect(pond_left, top + total_h - margin - SIZE * s, SIZE * s, SIZE * s),
        }
        self.mirror_y = (self.ponds[1].bottom + self.ponds[0].top) // 2
        self.shelves = {
            seat: pygame.Rect(left, pond.top, self.shelf_width, pond.height)
            for seat, pond in self.ponds.items()
        }
        self.board = pygame.Rect(left, top, total_w, total_h)

    def screen_cell(self, seat: int, tile: int) -> tuple[int, int]:
        """(screen column, screen row) of a tile inside its pond."""
        row, col = row_col(tile)
        return (col, row) if seat == 0 else (SIZE - 1 - col, SIZE - 1 - row)

    def tile_rect(self, seat: int, tile: int) -> pygame.Rect:
        col, row = self.screen_cell(seat, tile)
        pond = self.ponds[seat]
        return pygame.Rect(pond.x + col * self.tile, pond.y + row * self.tile, self.tile, self.tile)

    def tile_center(self, seat: int, tile: int) -> tuple[float, float]:
        return self.tile_rect(seat, tile).center

    def edge_segment(
        self, seat: int, a: int, b: int
    ) -> tuple[tuple[float, float], tuple[float, float], bool]:
        """The stick's line between pads a and b: its ends on screen and whether it stands upright."""
        ra, rb = self.tile_rect(seat, a), self.tile_rect(seat, b)
        if ra.y == rb.y:  # side by side on screen: the stick stands between them
            x = max(ra.x, rb.x)
            return (x, ra.top + self.tile * 0.12), (x, ra.bottom - self.tile * 0.12), True
        y = max(ra.y, rb.y)
        return (ra.left + self.tile * 0.12, y), (ra.right - self.tile * 0.12, y), False

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for seat, pond in self.ponds.items():
            if not pond.collidepoint(pos):
                continue
            col = min(SIZE - 1, (pos[0] - pond.x) // self.tile)
            row = min(SIZE - 1, (pos[1] - pond.y) // self.tile)
            fx = (pos[0] - pond.x) / self.tile - col
            fy = (pos[1] - pond.y) / self.tile - row
            owner_row, owner_col = (row, col) if seat == 0 else (SIZE - 1 - row, SIZE - 1 - col)
            tile = tile_of(owner_row, owner_col)
            edge = self._edge_near(seat, col, row, fx, fy)
            return Target(seat, tile, edge)
        return None

    def _edge_near(self, seat: int, col: int, row: int, fx: float, fy: float) -> int | None:
        options = []
        low, high = SIDE_MIDDLE
        if low < fy < high:
            if fx < EDGE_GRIP and col > 0:
                options.append((fx, col - 1, row))
            if fx > 1 - EDGE_GRIP and col < SIZE - 1:
                options.append((1 - fx, col + 1, row))
        if low < fx < high:
            if fy < EDGE_GRIP and row > 0:
                options.append((fy, col, row - 1))
            if fy > 1 - EDGE_GRIP and row < SIZE - 1:
                options.append((1 - fy, col, row + 1))
        if not options:
            return None
        _, other_col, other_row = min(options)
        here = self.tile_at_screen(seat, col, row)
        there = self.tile_at_screen(seat, other_col, other_row)
        return edge_index(here, there)

    def tile_at_screen(self, seat: int, col: int, row: int) -> int:
        """The pad at (screen column, screen row) of a pond."""
        return tile_of(row, col) if seat == 0 else tile_of(SIZE - 1 - row, SIZE - 1 - col)
