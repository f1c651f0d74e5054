"""Drawn pieces of Reflector: squared paper, pencil marks, control nodes and territory hatching.

The look is a business card of squared paper marked in pencil: each player's
symbol is hand-drawn (X for player 1, O for player 2), a node is a pressed
pencil dot, and territory is shaded by hatching, `/` for player 1 and `\\`
for player 2, so nothing depends on colour alone. Every sprite is drawn once
per size and colour with supersampling and cached; a frame only blits.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.games.reflector.board import SIZE
from reflectgames.ui.draw import SpriteCache, smooth_square, supersampled_square
from reflectgames.ui.theme import Color, darker, lighter, mix

_SS = 3  # supersampling factor for smooth pencil strokes
PAPER = (242, 232, 213)
PENCIL = (112, 108, 104)
SYMBOLS = ("X", "O")
THICK_HATCH_CELL = 28  # from this cell size on, hatching lines are two pixels wide
_sprites = SpriteCache(limit=500)


def _stroke(surface: pygame.Surface, color: tuple, points: list[tuple[float, float]], width: float) -> None:
    """A pencil line through `points`: round ends, the width pressing a little harder mid-stroke."""
    for k in range(len(points) - 1):
        share = k / max(1, len(points) - 2)
        press = width * (0.8 + 0.35 * math.sin(math.pi * share))
        pygame.draw.line(surface, color, points[k], points[k + 1], max(1, int(press)))
        pygame.draw.circle(surface, color, points[k + 1], press / 2)
    pygame.draw.circle(surface, color, points[0], width * 0.4)


def paper(cell: int) -> pygame.Surface:
    """One 10x10 grid of squared paper: cream sheet, faint pencil lines, a firmer frame."""

    def build() -> pygame.Surface:
        side = SIZE * cell
        sheet = pygame.Surface((side + 1, side + 1), pygame.SRCALPHA)
        sheet.fill((*PAPER, 255))
        # A faint grain so the card does not read as a flat rectangle.
        for k in range(side * 2):
            x = (k * 7919) % side
            y = (k * 104729 // 7) % side
            sheet.set_at((x, y), (*darker(PAPER, 0.05), 255))
        line = (*mix(PAPER, PENCIL, 0.45), 255)
        for k in range(1, SIZE):
            pygame.draw.line(sheet, line, (k * cell, 0), (k * cell, side))
            pygame.draw.line(sheet, line, (0, k * cell), (side, k * cell))
        pygame.draw.rect(sheet, (*PENCIL, 255), sheet.get_rect(), 2)
        return sheet

    return _sprites.get(("paper", cell), build)


def mark(symbol: str, size: int, color: Color) -> pygame.Surface:
    """A player's hand-drawn symbol: X (two crossing strokes) or O (a loop that overlaps itself)."""

    def build() -> pygame.Surface:
        big, c = supersampled_square(max(1, size), _SS)
        r = c * 0.62
        width = max(_SS * 2, c * 0.2)
        ink = (*darker(color, 0.15), 255)
        if symbol == "X":
            bow = r * 0.08  # a hand never draws a perfectly straight line
            for sx in (-1, 1):
                points = [
                    (c - sx * r + sx * r * 2 * k / 8 + bow * math.sin(math.pi * k / 8), c - r + r * 2 * k / 8)
                    for k in range(9)
                ]
                _stroke(big, ink, points, width)
        else:
            points = []
            for k in range(27):
                angle = -math.pi / 2 - 0.3 + k * (math.tau + 0.5) / 26
                wobble = 1 + 0.03 * math.sin(2 * angle + 0.6)
                points.append((c + math.cos(angle) * r * 0.92 * wobble, c + math.sin(angle) * r * wobble))
            _stroke(big, ink, points, width)
        return smooth_square(big, max(1, size))

    return _sprites.get(("mark", symbol, size, color), build)


def node(size: int, color: Color) -> pygame.Surface:
    """A control node: a pressed pencil dot in the owner's colour with a dark rim and a lit top."""

    def build() -> pygame.Surface:
        big, c = supersampled_square(max(1, size), _SS)
        r = c * 0.86
        pygame.draw.circle(big, (0, 0, 0, 70), (c + _SS, c + _SS * 1.5), r)
        pygame.draw.circle(big, darker(color, 0.55), (c, c), r)
        pygame.draw.circle(big, color, (c, c), r - _SS * 1.5)
        pygame.draw.circle(big, lighter(color, 0.4), (c - r * 0.3, c - r * 0.32), r * 0.3)
        pygame.draw.circle(big, darker(color, 0.55), (c, c), r * 0.14)
        return smooth_square(big, max(1, size))

    return _sprites.get(("node", size, color), build)


def ring(size: int, color: Color, width: int = 2) -> pygame.Surface:
    """A thin smooth ring (a known but uncaptured node, a legal target)."""

    def build() -> pygame.Surface:
        big, c = supersampled_square(max(1, size), _SS)
        pygame.draw.circle(big, color, (c, c), c * 0.86, max(1, width * _SS))
        return smooth_square(big, max(1, size))

    return _sprites.get(("ring", size, color, width), build)


def hatch(cell: int, color: Color, owner: int, alpha: int = 150) -> pygame.Surface:
    """Pencil hatching over one cell: `/` for player 1's territory, `\\` for player 2's."""

    def build() -> pygame.Surface:
        tile = pygame.Surface((cell, cell), pygame.SRCALPHA)
        tile.fill((*color, alpha // 6))
        step = max(4, cell // 5)
        ink = (*color, alpha)
        width = 2 if cell >= THICK_HATCH_CELL else 1
        for offset in range(-cell, cell + step, step):
            if owner == 0:
                pygame.draw.line(tile, ink, (offset, cell), (offset + cell, 0), width)
            else:
                pygame.draw.line(tile, ink, (offset, 0), (offset + cell, cell), width)
        return tile

    return _sprites.get(("hatch", cell, color, owner, alpha), build)


def glow_dot(size: int, color: Color) -> pygame.Surface:
    """A soft round glow for additive blending (the reflection crossing the cut)."""

    def build() -> pygame.Surface:
        image = pygame.Surface((size, size))
        c = size / 2
        for k in range(12, 0, -1):
            share = k / 12
            shade = tuple(int(channel * (1 - share) ** 1.6) for channel in color)
            pygame.draw.circle(image, shade, (c, c), c * share)
        return image

    return _sprites.get(("glow", size, color), build)
