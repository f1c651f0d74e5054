"""Drawn pieces of Plans of Action (piecepack tiles, suit coins, the tile's grab knob) and board marks.

Each sprite is drawn once per (size, colours) with supersampling and cached,
so a frame only blits, even while the board re-fits and sizes change every
frame (the cache is bounded and simply refills).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pygame

from reflectgames.games.plans.board import Cell
from reflectgames.games.plans.layout import Fit
from reflectgames.ui.draw import draw_suit_glyph, shadowed_round_rect
from reflectgames.ui.marks import head
from reflectgames.ui.text import draw_text, length, render
from reflectgames.ui.theme import Color, darker, lighter, mix

_SS = 3  # supersampling factor for smooth edges
_cache: dict[tuple[object, ...], pygame.Surface] = {}
CACHE_LIMIT = 500  # sprites kept; past it the cache empties and refills with the sizes in use
LINE_POINTS = 2  # a path trimmed to fewer points than this has nothing left to draw
COIN_FACE = (250, 246, 236)  # the light face of a coin, warmer than paper white


def _cached(key: tuple[object, ...], build: Callable[[], pygame.Surface]) -> pygame.Surface:
    image = _cache.get(key)
    if image is None:
        if len(_cache) > CACHE_LIMIT:
            _cache.clear()
        image = _cache[key] = build()
    return image


def tile(cell: int, face: Color, line: Color, shadow: bool = True) -> pygame.Surface:
    """A 2x2-cell piecepack tile, grid side up: cream face, rounded, a dark cross through its middle.

    The surface is the tile's size plus a border for its drop shadow; blit it
    centred on the tile's centre.
    """

    def build() -> pygame.Surface:
        side = 2 * cell
        pad = max(3, cell // 8)
        big = pygame.Surface(((side + 2 * pad) * _SS, (side + 2 * pad) * _SS), pygame.SRCALPHA)
        inset = max(1, cell // 24)  # a hairline of table between neighbouring tiles
        body = pygame.Rect((pad + inset) * _SS, (pad + inset) * _SS, (side - 2 * inset) * _SS,
                           (side - 2 * inset) * _SS)
        radius = max(2, cell // 7) * _SS
        if shadow:
            for grow, alpha in ((4, 22), (3, 30), (2, 40), (1, 52)):
                drop = body.move(0, (1 + grow // 2) * _SS).inflate(grow * 2 * _SS, grow * 2 * _SS)
                pygame.draw.rect(big, (0, 0, 0, alpha), drop, border_radius=radius + grow * _SS)
        pygame.draw.rect(big, darker(face, 0.35), body, border_radius=radius)
        pygame.draw.rect(big, face, body.inflate(-2 * _SS, -2 * _SS), border_radius=radius)
        # The lit top edge and a slightly darker lower half: the tile has thickness.
        lit = pygame.Rect(body.x + radius, body.y + _SS, body.width - 2 * radius, max(_SS, cell // 10 * _SS))
        pygame.draw.rect(big, lighter(face, 0.45), lit, border_radius=radius // 2)
        lower = body.inflate(-2 * _SS, -2 * _SS)
        lower.height //= 2
        lower.y += lower.height
        shade = pygame.Surface(lower.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 10))
        big.blit(shade, lower.topleft)
        # The grid: one line through the middle each way, stopping short of the rim.
        thick = max(1, cell // 22) * _SS
        margin = cell * _SS // 9
        cx, cy = body.centerx, body.centery
        pygame.draw.line(big, line, (body.x + margin, cy), (body.right - margin, cy), thick)
        pygame.draw.line(big, line, (cx, body.y + margin), (cx, body.bottom - margin), thick)
        full = (side + 2 * pad)
        return pygame.transform.smoothscale(big, (full, full))

    return _cached(("tile", cell, face, line, shadow), build)


def coin(size: int, suit: str, color: Color, rim: Color | None = None) -> pygame.Surface:
    """A round coin seen from above: light face, a ring in the suit's colour, the glyph large in the centre.

    `rim` outlines a near-black glyph (moons) for the dark table; on the light
    face it is not needed, but the ring keeps its own darker edge.
    """

    def build() -> pygame.Surface:
        side = size + max(4, size // 6)
        big = pygame.Surface((side * _SS, side * _SS), pygame.SRCALPHA)
        c = side * _SS / 2
        r = size * _SS / 2
        pygame.draw.circle(big, (0, 0, 0, 70), (c + _SS, c + 2.5 * _SS), r)  # shadow on the tile
        pygame.draw.circle(big, darker(color, 0.45), (c, c), r)
        pygame.draw.circle(big, color, (c, c), r - _SS * 1.2)
        pygame.draw.circle(big, mix(COIN_FACE, color, 0.08), (c, c), r * 0.8)
        pygame.draw.circle(big, COIN_FACE, (c, c - r * 0.03), r * 0.77)
        # A sheen on the upper left of the ring: the coin is lit from the same lamp as the table.
        pygame.draw.arc(big, (*lighter(color, 0.55), 200), (c - r * 0.9, c - r * 0.9, r * 1.8, r * 1.8),
                        1.7, 2.9, max(1, int(r * 0.08)))
        image = pygame.transform.smoothscale(big, (side, side))
        draw_suit_glyph(image, suit, (side / 2, side / 2), size * 0.3, color)
        return image

    return _cached(("coin", size, suit, color, rim), build)


def knob(size: int, color: Color, edge: Color) -> pygame.Surface:
    """The little round grip where a full tile's grid lines cross: grab it to turn or shift the tile."""

    def build() -> pygame.Surface:
        big = pygame.Surface((size * _SS, size * _SS), pygame.SRCALPHA)
        c = size * _SS / 2
        pygame.draw.circle(big, (0, 0, 0, 80), (c, c + _SS), c * 0.92)
        pygame.draw.circle(big, edge, (c, c), c * 0.86)
        pygame.draw.circle(big, color, (c, c), c * 0.7)
        for k in (-1, 1):  # four tiny tile corners: "this handles the tile"
            pygame.draw.line(big, edge, (c - c * 0.32, c + k * c * 0.16), (c + c * 0.32, c + k * c * 0.16),
                             max(1, _SS))
            pygame.draw.line(big, edge, (c + k * c * 0.16, c - c * 0.32), (c + k * c * 0.16, c + c * 0.32),
                             max(1, _SS))
        return pygame.transform.smoothscale(big, (size, size))

    return _cached(("knob", size, color, edge), build)


def arrow_button(size: int, direction: str, color: Color, ink: Color) -> pygame.Surface:
    """A round button with an arrow pointing U, D, L or R (the shift arrows around a chosen tile)."""

    def build() -> pygame.Surface:
        big = pygame.Surface((size * _SS, size * _SS), pygame.SRCALPHA)
        c = size * _SS / 2
        pygame.draw.circle(big, (0, 0, 0, 90), (c, c + 1.5 * _SS), c * 0.95)
        pygame.draw.circle(big, darker(color, 0.4), (c, c), c * 0.9)
        pygame.draw.circle(big, color, (c, c), c * 0.8)
        r = c * 0.5
        shape = [(0.0, -1.0), (0.8, 0.05), (0.32, 0.05), (0.32, 0.85), (-0.32, 0.85), (-0.32, 0.05),
                 (-0.8, 0.05)]
        turn = {"U": lambda x, y: (x, y), "D": lambda x, y: (x, -y), "L": lambda x, y: (y, x),
                "R": lambda x, y: (-y, x)}[direction]
        points = [(c + px * r, c + py * r) for px, py in (turn(x, y) for x, y in shape)]
        pygame.draw.polygon(big, ink, points)
        return pygame.transform.smoothscale(big, (size, size))

    return _cached(("arrow", size, direction, color, ink), build)


# --- marks drawn over the board (choices, hints, the last move) -------------------------------------
Point = tuple[float, float]


def arc_points(start: Point, end: Point, bulge: float, steps: int = 24) -> list[Point]:
    """A curve from `start` to `end` bulging by `bulge` pixels: up on screen for a sideways jump,
    to the left of the way for an upright one (so it never hides under the coins it passes)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    normal = (0.0, -1.0) if abs(dx) >= abs(dy) else (-1.0, 0.0)
    points = []
    for k in range(steps + 1):
        s = k / steps
        lift = 4 * s * (1 - s) * bulge
        points.append((start[0] + dx * s + normal[0] * lift, start[1] + dy * s + normal[1] * lift))
    return points


def jump_arc(surface: pygame.Surface, fit: Fit, start: Cell, end: Cell, color: Color, width: int = 2, *,
             dashed: bool = False, arrow: bool = False) -> None:
    """The path of a jump from cell `start` to cell `end` (`fit` places cells on screen)."""
    a, b = fit.cell_center(start), fit.cell_center(end)
    cells = abs(end[0] - start[0]) + abs(end[1] - start[1])
    points = arc_points(a, b, fit.cell * (0.3 + 0.08 * cells))
    # Start and end outside the coins so the line reads between them.
    trim = max(1, int(len(points) * min(0.4, fit.cell * 0.42 / max(1.0, math.dist(a, b)))))
    points = points[trim:len(points) - trim]
    if len(points) < LINE_POINTS:
        return
    if dashed:
        for k in range(0, len(points) - 1, 2):
            pygame.draw.line(surface, color, points[k], points[k + 1], width)
    else:
        if width > 1:  # a darker edge keeps a light line readable on the cream tiles
            pygame.draw.lines(surface, darker(color, 0.45), False, points, width + 2)
        pygame.draw.lines(surface, color, False, points, width)
    if arrow:
        head(surface, color, points[-2], points[-1], max(6.0, width * 3.5))


def turn_arrow(surface: pygame.Surface, center: Point, radius: float, angle: int, color: Color,
               width: int = 3) -> None:
    """A clockwise curved arrow around `center` sweeping `angle` degrees (from the top)."""
    sweep = math.radians(min(angle, 300))
    steps = max(6, angle // 10)
    points = []
    for k in range(steps + 1):
        a = -math.pi / 2 + sweep * k / steps  # screen y is down: growing angles turn clockwise
        points.append((center[0] + math.cos(a) * radius, center[1] + math.sin(a) * radius))
    pygame.draw.lines(surface, darker(color, 0.45), False, points, width + 2)
    pygame.draw.lines(surface, color, False, points, width)
    head(surface, color, points[-2], points[-1], max(8.0, width * 3.5))


def glow_rect(surface: pygame.Surface, rect: pygame.Rect, color: Color, radius: int) -> None:
    """A glowing outline around a tile (the forced tile, the chosen tile, a hinted tile)."""
    halo = pygame.Surface(rect.inflate(16, 16).size, pygame.SRCALPHA)
    inner = halo.get_rect().inflate(-16, -16)
    for grow, alpha in ((8, 30), (5, 55), (3, 90)):
        ring = inner.inflate(grow * 2, grow * 2)
        pygame.draw.rect(halo, (*color, alpha), ring, 3, border_radius=radius + grow)
    surface.blit(halo, rect.inflate(16, 16).topleft)
    pygame.draw.rect(surface, color, rect, 3, border_radius=radius)


def dashed_rect(surface: pygame.Surface, rect: pygame.Rect, color: Color, dash: int = 8) -> None:
    """A dashed outline: where a tile would go."""
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for a, b in itertools.pairwise(corners):
        distance = math.dist(a, b)
        count = max(1, int(distance // dash))
        for k in range(0, count, 2):
            s0, s1 = k / count, min(1.0, (k + 1) / count)
            pygame.draw.line(surface, color, (a[0] + (b[0] - a[0]) * s0, a[1] + (b[1] - a[1]) * s0),
                             (a[0] + (b[0] - a[0]) * s1, a[1] + (b[1] - a[1]) * s1), 2)


def count_badge(surface: pygame.Surface, text: str, center: Point, radius: int, color: Color,
                ink: Color) -> None:
    """A small numbered disc on a cell a jumping coin passes over: 1, 2, ... N."""
    pygame.draw.circle(surface, darker(color, 0.4), center, radius + 1)
    pygame.draw.circle(surface, color, center, radius)
    spot = (int(center[0]), int(center[1]))
    draw_text(surface, text, spot, max(13, int(radius * 1.3)), ink, bold=True, anchor="center")


def tag(surface: pygame.Surface, text: str, midbottom: Point, color: Color, ink: Color) -> None:
    """A small label in a rounded box, e.g. over the tile whose coin must jump next."""
    image = render(text, "small", ink, True)
    box = image.get_rect().inflate(length(12), length(4))
    box.midbottom = (int(midbottom[0]), int(midbottom[1]))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, darker(color, 0.4), box.inflate(2, 2), border_radius=box.height // 2)
    pygame.draw.rect(surface, color, box, border_radius=box.height // 2)
    surface.blit(image, image.get_rect(center=box.center))


def button_face(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
    shadowed_round_rect(surface, rect, color, max(6, rect.height // 5))
