"""How a laser beam looks: its corners on screen, a glowing core, flashes and bursts.

Beams only run along rows and columns, so each straight stretch is one
cached strip (halo and core, drawn once per length and colour); a beam that
is still growing shows part of its strip.
That keeps a frame with a long bouncing beam to a handful of blits.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

import pygame

from reflectgames.games.reflec.beam import EDGE
from reflectgames.games.reflec.board import STEPS
from reflectgames.games.reflec.events import BeamFired
from reflectgames.games.reflec.layout import ReflecLayout
from reflectgames.games.reflec.painters.sprites import glow_disc
from reflectgames.ui.theme import Color, lighter

Point = tuple[float, float]
# Strips kept at most (one per length, direction, colour and width): a long game stays small.
STRIP_CACHE_LIMIT = 300
# Two corners closer than this (in pixels) across are in one column: the stretch between them is vertical.
SAME_COLUMN = 0.5
# A flash fainter than this is not drawn at all.
FAINTEST_FLASH = 0.02
_strips: dict[tuple[int, bool, Color, int], pygame.Surface] = {}


def beam_points(beam: BeamFired, layout: ReflecLayout) -> list[Point]:
    """Screen corners of a beam (a shot or a preview): the laser, every coin it turned at, and
    where it ends (the board's edge, a laser, or the coin that closed a loop)."""
    points = [layout.cell_center(beam.origin)]
    points += [layout.cell_center(cell) for cell, _facing in beam.turns]
    if beam.end == EDGE:
        last = beam.path[-1] if beam.path else beam.origin
        x, y = layout.cell_center(last)
        d_file, d_rank = STEPS[beam.last_direction]
        points.append((x + d_file * layout.cell * 0.5, y - d_rank * layout.cell * 0.5))
    else:
        points.append(layout.cell_center(beam.path[-1]))
    return points


def path_length(points: Sequence[Point]) -> float:
    return sum(math.dist(a, b) for a, b in pairwise(points))


def _strip(length: int, vertical: bool, color: Color, width: int) -> pygame.Surface:
    """A horizontal (or vertical) glowing stretch `length` pixels long: a coloured halo fading out
    and a bright core. Alpha-blended, so it shows on the cream tiles as well as on the dark table."""
    key = (length, vertical, color, width)
    image = _strips.get(key)
    if image is not None:
        return image
    pad = width * 4
    image = pygame.Surface((length + 2 * pad, 2 * pad), pygame.SRCALPHA)
    middle = pad
    layers = ((3.8, color, 34), (2.6, color, 64), (1.6, color, 215), (0.7, lighter(color, 0.55), 255))
    for scale, tone, alpha in layers:
        thickness = max(1, int(width * scale))
        layer = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        pygame.draw.line(layer, (*tone, alpha), (pad, middle), (pad + length, middle), thickness)
        pygame.draw.circle(layer, (*tone, alpha), (pad, middle), thickness // 2)
        pygame.draw.circle(layer, (*tone, alpha), (pad + length, middle), thickness // 2)
        image.blit(layer, (0, 0))
    if vertical:
        image = pygame.transform.rotate(image, 90)
    if len(_strips) > STRIP_CACHE_LIMIT:
        _strips.clear()
    _strips[key] = image
    return image


def draw_beam(
    surface: pygame.Surface,
    points: Sequence[Point],
    color: Color,
    width: int,
    shown: float | None = None,
    fade: float = 1.0,
) -> Point | None:
    """Draw the first `shown` pixels of the beam (all of it when None); returns the head's point."""
    left = path_length(points) if shown is None else shown
    head = None
    alpha = int(255 * max(0.0, min(1.0, fade)))
    for a, b in pairwise(points):
        if left <= 0:
            break
        full = math.dist(a, b)
        part = min(full, left)
        left -= part
        vertical = abs(b[0] - a[0]) < SAME_COLUMN
        image = _strip(max(1, round(full)), vertical, color, width)
        image.set_alpha(alpha)
        pad = width * 4
        if vertical:
            top = min(a[1], b[1])
            area = pygame.Rect(0, 0, image.get_width(), int(part) + 2 * pad)
            if b[1] < a[1]:  # running up the screen: show the lower end of the strip
                area.y = image.get_height() - area.height
                top = a[1] - part
            surface.blit(image, (a[0] - pad, top - pad), area)
            head = (a[0], a[1] + (part if b[1] > a[1] else -part))
        else:
            area = pygame.Rect(0, 0, int(part) + 2 * pad, image.get_height())
            x = a[0]
            if b[0] < a[0]:
                area.x = image.get_width() - area.width
                x = a[0] - part
            surface.blit(image, (x - pad, a[1] - pad), area)
            head = (a[0] + (part if b[0] > a[0] else -part), a[1])
    return head


def flash(surface: pygame.Surface, center: Point, size: int, color: Color, strength: float) -> None:
    """A spark of light (a turn of the beam, its head, a flaring coin)."""
    if strength <= FAINTEST_FLASH:
        return
    side = max(4, int(size * (0.6 + 0.6 * strength)))
    glow = glow_disc(side, color)
    glow.set_alpha(int(255 * min(1.0, strength)))
    surface.blit(glow, glow.get_rect(center=(int(center[0]), int(center[1]))))


def burst(surface: pygame.Surface, center: Point, size: int, color: Color, progress: float) -> None:
    """A destroyed laser: an expanding ring of sparks and a fading glow."""
    if progress >= 1:
        return
    flash(surface, center, int(size * (1 + progress)), color, 1 - progress)
    reach = size * (0.2 + 0.9 * progress)
    dot = max(1, int(size * 0.06 * (1 - progress)) + 1)
    for k in range(12):
        angle = k * math.tau / 12 + progress * 0.6
        end = (center[0] + math.cos(angle) * reach, center[1] + math.sin(angle) * reach)
        pygame.draw.circle(surface, lighter(color, 0.5), end, dot)
    ring = max(1, int(size * 0.05))
    pygame.draw.circle(surface, lighter(color, 0.2), center, reach * 0.8, ring)
