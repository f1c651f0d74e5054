"""Small ponds drawn on the rules pages, as on the board, and the marks the diagrams add to them.

`MiniPond` is one 4x4 pond (seat 1's turned 180 degrees, as across the
table); `PondPair` is both across the mirror. Arrows, crosses and hops mark
what a diagram shows happening.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.games.pond.board import SIZE, TILES, row_col
from reflectgames.games.pond.painters import sprites
from reflectgames.i18n import t
from reflectgames.ui.draw import glow_line, shadowed_round_rect
from reflectgames.ui.marks import trimmed
from reflectgames.ui.text import draw_text, length, line_height
from reflectgames.ui.theme import Color, Palette, darker, lighter, mix

Point = tuple[float, float]
OPAQUE = 255



class MiniPond:
    """A 4x4 pond at `origin` with tiles of `tile` pixels, seen as on the board (seat 1 turned)."""

    def __init__(self, origin: Point, tile: int, seat: int) -> None:
        self.x, self.y = int(origin[0]), int(origin[1])
        self.tile = max(8, int(tile))
        self.seat = seat

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, SIZE * self.tile, SIZE * self.tile)

    def cell(self, number: int) -> pygame.Rect:
        row, col = row_col(number)
        if self.seat == 1:
            row, col = SIZE - 1 - row, SIZE - 1 - col
        return pygame.Rect(self.x + col * self.tile, self.y + row * self.tile, self.tile, self.tile)

    def center(self, number: int) -> Point:
        return self.cell(number).center

    def edge(self, a: int, b: int) -> tuple[Point, Point, bool]:
        """Both ends of the stick place between pads a and b, and whether it stands upright."""
        ra, rb = self.cell(a), self.cell(b)
        inset = self.tile * 0.12
        if ra.y == rb.y:
            x = max(ra.x, rb.x)
            return (x, ra.top + inset), (x, ra.bottom - inset), True
        y = max(ra.y, rb.y)
        return (ra.left + inset, y), (ra.right - inset, y), False

    def draw(self, surface: pygame.Surface, palette: Palette, *, water: tuple[int, ...] = (),
             flies: tuple[int, ...] = (), frogs: tuple[int, ...] = (),
             sticks: tuple[tuple[int, int], ...] = (), numbers: bool = True) -> None:
        """Basin, pads or water, numbers, sticks, flies and this pond's frog(s)."""
        tile = self.tile
        basin = self.rect.inflate(tile // 3, tile // 3)
        shadowed_round_rect(surface, basin, palette.water, max(4, tile // 4), rim=palette.water_deep)
        pad_size = int(tile * 0.98)
        hole = sprites.water_hole(pad_size, palette.water, palette.water_deep, palette.mirror_line)
        for number in TILES:
            box = self.cell(number)
            if number in water:
                surface.blit(hole, hole.get_rect(center=box.center))
            else:
                pad = sprites.lily_pad(pad_size, palette.lily, palette.lily_edge, (number * 0.37) % 1)
                surface.blit(pad, pad.get_rect(center=box.center))
            if numbers:
                draw_text(surface, str(number), (int(box.x + tile * 0.08), int(box.y + tile * 0.03)),
                          max(13, int(tile * 0.22)), mix(palette.text, palette.lily_edge, 0.15), bold=True)
        for a, b in sticks:
            draw_stick(surface, palette, self, a, b, palette.stick)
        fly = sprites.fly(max(8, int(tile * 0.46)), palette.fly)
        for number in flies:
            x, y = self.center(number)
            surface.blit(fly, fly.get_rect(center=(x + tile * 0.18, y + tile * 0.12)))
        for number in frogs:
            draw_frog(surface, palette, self.seat, self.center(number), int(tile * 0.8))


def draw_frog(surface: pygame.Surface, palette: Palette, seat: int, center: Point, size: int,
              alpha: int = 255) -> None:
    """The owner's frog, facing its owner's forward, with the owner's number on its back."""
    image = sprites.frog(max(8, size), palette.players[seat])
    if seat == 1:
        image = pygame.transform.rotate(image, 180)
    if alpha < OPAQUE:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
    if alpha == OPAQUE:  # a faint frog (where one would land) carries no number
        ink = darker(palette.players[seat], 0.7)
        draw_text(surface, str(seat + 1), (int(center[0]), int(center[1] + size * 0.06)),
                  max(13, int(size * 0.3)), ink, bold=True, anchor="center")


def draw_stick(surface: pygame.Surface, palette: Palette, pond: MiniPond, a: int, b: int,
               color: Color) -> None:
    start, end, upright = pond.edge(a, b)
    image = sprites.stick(int(math.dist(start, end)), max(4, pond.tile // 9), color, upright)
    surface.blit(image, image.get_rect(center=((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)))


def arrow(surface: pygame.Surface, color: Color, start: Point, end: Point, width: int = 3, *,
          trim: float = 0.0, end_trim: float = 0.0) -> None:
    """A glowing arrow from `start` to `end`, its tail pulled in by `trim` and its head by `end_trim`."""
    start, end, (ux, uy) = trimmed(start, end, trim, end_trim)
    head = max(6.0, width * 3.2)
    base = (end[0] - ux * head, end[1] - uy * head)
    glow_line(surface, color, start, base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, lighter(color, 0.35), [end, left, right])
    pygame.draw.polygon(surface, darker(color, 0.4), [end, left, right], 1)


def curved_arrow(surface: pygame.Surface, color: Color, start: Point, end: Point, bend: float,
                 width: int = 2) -> None:
    """An arrow along a gentle curve (a frog diving under the pads), bulging sideways by `bend`."""
    mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
    dx, dy = end[0] - start[0], end[1] - start[1]
    distance = math.hypot(dx, dy) or 1.0
    control = (mx - dy / distance * bend, my + dx / distance * bend)
    points = []
    for k in range(21):
        s = k / 20
        points.append(((1 - s) ** 2 * start[0] + 2 * (1 - s) * s * control[0] + s * s * end[0],
                       (1 - s) ** 2 * start[1] + 2 * (1 - s) * s * control[1] + s * s * end[1]))
    # Dashes: the frog is under water on this stretch.
    for k in range(0, len(points) - 3, 2):
        pygame.draw.line(surface, color, points[k], points[k + 1], width)
    arrow(surface, color, points[-4], points[-1], width)


def hop(surface: pygame.Surface, palette: Palette, pond: MiniPond, start: int, end: int,
        color: Color | None = None) -> None:
    """A frog's hop: a faint frog where it lands and an arrow from the frog to there."""
    size = int(pond.tile * 0.8)
    draw_frog(surface, palette, pond.seat, pond.center(end), size, alpha=140)
    arrow(surface, color or palette.highlight, pond.center(start), pond.center(end), max(2, pond.tile // 14),
          trim=pond.tile * 0.3, end_trim=pond.tile * 0.18)


def cross(surface: pygame.Surface, color: Color, center: Point, size: float) -> None:
    x, y = center
    for sx in (-1, 1):
        pygame.draw.line(surface, darker(color, 0.5), (x - size, y - sx * size), (x + size, y + sx * size), 6)
        pygame.draw.line(surface, color, (x - size, y - sx * size), (x + size, y + sx * size), 3)


def caption_height() -> int:
    return 2 * line_height("small") + length(4)


def mirror_line(surface: pygame.Surface, palette: Palette, y: float, left: float, right: float,
                label: bool) -> None:
    glow_line(surface, palette.mirror_line, (left, y), (right, y), 2)
    if label:
        draw_text(surface, t("pond_setup.rules.mirror"), (int(right + length(6)), int(y)), "small",
                  palette.text_muted, anchor="midleft")


class PondPair:
    """The two ponds across the mirror, as on the board: player 2's above, turned to face player 1's."""

    GAP = 0.9  # the mirror gap, in tiles

    def __init__(self, left: float, top: float, tile: int) -> None:
        self.tile = tile
        self.top = MiniPond((left, top), tile, 1)
        self.bottom = MiniPond((left, top + (SIZE + self.GAP) * tile), tile, 0)
        self.mirror_y = top + (SIZE + self.GAP / 2) * tile

    @staticmethod
    def units() -> tuple[float, float]:
        return SIZE + 0.4, 2 * SIZE + PondPair.GAP + 0.4

    @property
    def rect(self) -> pygame.Rect:
        return self.top.rect.union(self.bottom.rect)

    def ponds(self) -> dict[int, MiniPond]:
        return {0: self.bottom, 1: self.top}

    def mirror(self, surface: pygame.Surface, palette: Palette, label: bool = False) -> None:
        rect = self.rect
        reach = self.tile * 0.2
        mirror_line(surface, palette, self.mirror_y, rect.left - reach, rect.right + reach, label)


def fit_tile(area: pygame.Rect, units: tuple[float, float]) -> int:
    return max(8, int(min(area.width / units[0], area.height / units[1])))


def place_pair(area: pygame.Rect, reserve_below: int) -> PondPair:
    """The largest pond pair that fits `area` with room for a caption under it, centred."""
    units = PondPair.units()
    inner = pygame.Rect(area.x, area.y, area.width, max(10, area.height - reserve_below))
    tile = fit_tile(inner, units)
    width, height = SIZE * tile, (2 * SIZE + PondPair.GAP) * tile
    left = area.centerx - width / 2
    top = inner.top + (inner.height - height) / 2
    return PondPair(left, top, tile)
