"""Marks drawn over a board to point at a move: rings, arrows and their heads.

Every game marks its hinted move with these, so a hint reads the same in all
five games: a ring on the piece, an arrow to where it goes.
"""

from __future__ import annotations

import itertools
import math

import pygame

from reflectgames.ui.theme import Color, darker

Point = tuple[float, float]


def head(surface: pygame.Surface, color: Color, before: Point, tip: Point, size: float) -> None:
    """An arrow head at `tip`, pointing away from `before`."""
    dx, dy = tip[0] - before[0], tip[1] - before[1]
    distance = math.hypot(dx, dy) or 1.0
    ux, uy = dx / distance, dy / distance
    base = (tip[0] - ux * size, tip[1] - uy * size)
    left = (base[0] - uy * size * 0.6, base[1] + ux * size * 0.6)
    right = (base[0] + uy * size * 0.6, base[1] - ux * size * 0.6)
    pygame.draw.polygon(surface, color, [tip, left, right])
    pygame.draw.polygon(surface, darker(color, 0.45), [tip, left, right], 1)


def trimmed(start: Point, end: Point, trim: float, end_trim: float) -> tuple[Point, Point, Point]:
    """The segment from `start` to `end` pulled in by `trim` at its tail and `end_trim` at its head,
    with its unit direction (so an arrow starts and ends clear of the pieces it joins)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    distance = math.hypot(dx, dy) or 1.0
    ux, uy = dx / distance, dy / distance
    tail = (start[0] + ux * trim, start[1] + uy * trim)
    tip = (end[0] - ux * end_trim, end[1] - uy * end_trim)
    return tail, tip, (ux, uy)


def arrow(surface: pygame.Surface, color: Color, start: Point, end: Point, width: int = 3, *,
          trim: float = 0.0, end_trim: float = 0.0) -> None:
    """A straight arrow, its tail pulled in by `trim` and its head by `end_trim`."""
    start, end, (ux, uy) = trimmed(start, end, trim, end_trim)
    size = max(7.0, width * 3.5)
    base = (end[0] - ux * size * 0.8, end[1] - uy * size * 0.8)
    pygame.draw.line(surface, darker(color, 0.45), start, base, width + 2)
    pygame.draw.line(surface, color, start, base, width)
    head(surface, color, base, end, size)


def ring(surface: pygame.Surface, color: Color, center: Point, radius: float, width: int = 3) -> None:
    """A ring with a darker edge, readable on light tiles and on dark water alike."""
    pygame.draw.circle(surface, darker(color, 0.45), center, radius + 1, width + 2)
    pygame.draw.circle(surface, color, center, radius, width)


def path_mark(surface: pygame.Surface, color: Color, points: list[Point], radius: float) -> None:
    """A move along `points`: a ring where it starts, arrows from stop to stop, a ring where it ends."""
    if not points:
        return
    width = max(2, int(radius / 8))
    ring(surface, color, points[0], radius, width)
    for start, end in itertools.pairwise(points):
        arrow(surface, color, start, end, width, trim=radius, end_trim=radius * 0.75)
    if len(points) > 1:
        ring(surface, color, points[-1], radius * 0.75, width)


def cursor_box(surface: pygame.Surface, color: Color, rect: pygame.Rect, width: int = 3) -> None:
    """The keyboard's cursor on a board: a rounded frame in the focus colour with a darker edge,
    the same mark in every game, so a player always sees where Enter will act."""
    radius = max(4, min(rect.width, rect.height) // 5)
    pygame.draw.rect(surface, darker(color, 0.45), rect.inflate(4, 4), width + 2, border_radius=radius + 2)
    pygame.draw.rect(surface, color, rect, width, border_radius=radius)
