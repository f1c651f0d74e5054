"""Drawn pieces of Reflection Pond: lily pads, water, frogs, flies and sticks.

Every sprite is drawn once per (size, colour) with supersampling for smooth
edges and cached; a frame only blits. Frogs are drawn facing up and rotated
to the way they hopped.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.ui.draw import SpriteCache, smooth_square, supersampled_square
from reflectgames.ui.theme import Color, darker, lighter

_SS = 3  # supersampling factor for smooth edges
_sprites = SpriteCache(limit=400)


def lily_pad(size: int, color: Color, edge: Color, turn: float) -> pygame.Surface:
    """A round pad with a wedge-shaped notch and faint veins; `turn` rotates the notch."""

    def build() -> pygame.Surface:
        big, c = supersampled_square(size, _SS)
        r = c * 0.88
        pygame.draw.circle(big, (*darker(edge, 0.5), 90), (c + _SS * 2, c + _SS * 3), r)  # shadow
        pygame.draw.circle(big, edge, (c, c), r)
        pygame.draw.circle(big, color, (c, c), r - _SS * 2)
        pygame.draw.circle(big, lighter(color, 0.18), (c - r * 0.18, c - r * 0.22), r * 0.55)
        pygame.draw.circle(big, color, (c, c), r * 0.5)
        angle = turn * math.tau
        notch = [
            (c, c),
            (c + math.cos(angle - 0.22) * r * 1.1, c + math.sin(angle - 0.22) * r * 1.1),
            (c + math.cos(angle + 0.22) * r * 1.1, c + math.sin(angle + 0.22) * r * 1.1),
        ]
        pygame.draw.polygon(big, (0, 0, 0, 0), notch)
        for k in range(7):
            vein = angle + math.pi + (k - 3) * 0.62
            end = (c + math.cos(vein) * r * 0.85, c + math.sin(vein) * r * 0.85)
            pygame.draw.line(big, (*edge, 120), (c, c), end, max(1, _SS))
        return smooth_square(big, size)

    return _sprites.get(("pad", size, color, edge, round(turn, 2)), build)


def water_hole(size: int, water: Color, deep: Color, glint: Color) -> pygame.Surface:
    """Open water where a pad has been flipped: a dark hole with ripple rings."""

    def build() -> pygame.Surface:
        big, c = supersampled_square(size, _SS)
        r = c * 0.88
        pygame.draw.circle(big, deep, (c, c), r)
        for k, fade in ((0.82, 70), (0.6, 90), (0.36, 110)):
            pygame.draw.circle(big, (*glint, fade), (c, c), r * k, max(1, _SS))
        pygame.draw.arc(big, (*glint, 160), (c - r * 0.7, c - r * 0.7, r * 1.4, r * 1.4), 2.2, 2.9, _SS * 2)
        return smooth_square(big, size)

    return _sprites.get(("water", size, water, deep, glint), build)


def frog(size: int, color: Color) -> pygame.Surface:
    """A frog seen from above, facing up (its owner's number is drawn on it upright by the view)."""

    def build() -> pygame.Surface:
        big, c = supersampled_square(size, _SS)
        u = c / 5
        rim = darker(color, 0.5)
        legs = (
            (-3.2, 1.8, -2.0, 3.6),
            (3.2, 1.8, 2.0, 3.6),
            (-2.6, -0.9, -3.4, -2.4),
            (2.6, -0.9, 3.4, -2.4),
        )
        for x0, y0, x1, y1 in legs:
            hip = (c + x0 * u * 0.6, c + y0 * u * 0.6)
            pygame.draw.line(big, rim, hip, (c + x1 * u, c + y1 * u), int(u * 1.1))
            pygame.draw.circle(big, rim, (c + x1 * u, c + y1 * u), u * 0.7)
        body = pygame.Rect(0, 0, u * 5.2, u * 6.4)
        body.center = (c, c + u * 0.3)
        pygame.draw.ellipse(big, rim, body)
        pygame.draw.ellipse(big, color, body.inflate(-_SS * 3, -_SS * 3))
        sheen = body.inflate(-u * 2.6, -u * 3.6).move(-u * 0.5, -u * 0.9)
        pygame.draw.ellipse(big, lighter(color, 0.3), sheen)
        for side in (-1, 1):
            eye = (c + side * u * 1.5, c - u * 2.6)
            pygame.draw.circle(big, rim, eye, u * 1.05)
            pygame.draw.circle(big, (250, 248, 240), eye, u * 0.8)
            pygame.draw.circle(big, (20, 20, 20), (eye[0], eye[1] - u * 0.15), u * 0.42)
        return smooth_square(big, size)

    return _sprites.get(("frog", size, color), build)


def fly(size: int, body: Color) -> pygame.Surface:
    """A fly: dark body and two pale wings."""

    def build() -> pygame.Surface:
        big, c = supersampled_square(size, _SS)
        u = c / 5
        for side in (-1, 1):
            wing = pygame.Rect(0, 0, u * 3.2, u * 4.6)
            wing.center = (c + side * u * 1.8, c - u * 0.6)
            pygame.draw.ellipse(big, (235, 240, 250, 190), wing)
            pygame.draw.ellipse(big, (120, 130, 140, 200), wing, max(1, _SS))
        thorax = pygame.Rect(0, 0, u * 2.4, u * 4.4)
        thorax.center = (c, c + u * 0.6)
        pygame.draw.ellipse(big, body, thorax)
        pygame.draw.circle(big, body, (c, c - u * 1.9), u * 1.1)
        pygame.draw.circle(big, (190, 40, 40), (c - u * 0.6, c - u * 2.1), u * 0.45)
        pygame.draw.circle(big, (190, 40, 40), (c + u * 0.6, c - u * 2.1), u * 0.45)
        return smooth_square(big, size)

    return _sprites.get(("fly", size, body), build)


def stick(length: int, thickness: int, color: Color, vertical: bool) -> pygame.Surface:
    """A wooden stick lying along a tile edge."""

    def build() -> pygame.Surface:
        w, h = (thickness, length) if vertical else (length, thickness)
        image = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
        body = pygame.Rect(2, 2, w, h)
        pygame.draw.rect(image, (0, 0, 0, 90), body.move(1, 2), border_radius=thickness // 2)
        pygame.draw.rect(image, darker(color, 0.45), body, border_radius=thickness // 2)
        pygame.draw.rect(image, color, body.inflate(-2, -2), border_radius=thickness // 2)
        grain = body.inflate(-thickness // 2, -thickness // 2)
        if vertical:
            pygame.draw.line(image, lighter(color, 0.25), grain.midtop, grain.midbottom)
        else:
            pygame.draw.line(image, lighter(color, 0.25), grain.midleft, grain.midright)
        return image

    return _sprites.get(("stick", length, thickness, color, vertical), build)
