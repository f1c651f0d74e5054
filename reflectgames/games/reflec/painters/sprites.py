"""Drawn piecepack pieces of Reflec: tiles, mirror coins, laser pawns, dice and the action tiles.

Each sprite is drawn once per size and colours, supersampled for smooth
edges, and cached; a frame only blits. Coins keep their suit glyph upright
and show their facing with a dark triangular pip at the rim, so the mirror's
direction reads at a glance without relying on colour.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.ui.draw import SpriteCache, draw_suit_glyph, smooth_square, supersampled_square
from reflectgames.ui.theme import Color, Palette, darker, lighter, mix

_SS = 3
_sprites = SpriteCache(limit=600)
GREY = (128, 128, 128)
OPAQUE = 255  # a sprite's full alpha
# Below this perceived brightness (0-255) a colour counts as dark: it gets a light rim.
DARK_BELOW = 70


def suit_color(palette: Palette, suit: str) -> Color:
    return palette.suits[suit]


def is_dark(color: Color) -> bool:
    return 0.3 * color[0] + 0.59 * color[1] + 0.11 * color[2] < DARK_BELOW


def beam_color(palette: Palette, suit: str) -> Color:
    """The beam colour of a suit, strong enough to read on the cream tiles (moons shine slate blue)."""
    color = suit_color(palette, suit)
    if is_dark(color):
        return (84, 92, 150)
    return color


def neutral_body(palette: Palette) -> Color:
    return mix(palette.tile, GREY, 0.55)


# --- the board ----------------------------------------------------------------------------------


def tile(size: int, palette: Palette) -> pygame.Surface:
    """A piecepack tile seen grid side up: cream, a dark line through its middle both ways."""

    def build() -> pygame.Surface:
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        body = image.get_rect().inflate(-2, -2)
        radius = max(2, size // 22)
        pygame.draw.rect(image, darker(palette.tile, 0.28), body, border_radius=radius)
        pygame.draw.rect(image, palette.tile, body.inflate(-2, -2), border_radius=radius)
        # A faint lit top edge and a darker foot: the tile lies a little raised.
        pygame.draw.line(
            image,
            lighter(palette.tile, 0.5),
            (body.x + radius, body.y + 1),
            (body.right - radius, body.y + 1),
        )
        pygame.draw.line(
            image,
            darker(palette.tile, 0.12),
            (body.x + radius, body.bottom - 2),
            (body.right - radius, body.bottom - 2),
        )
        line = max(2, size // 40)
        middle = size // 2
        pygame.draw.line(
            image, palette.tile_line, (body.x + size // 16, middle), (body.right - size // 16, middle), line
        )
        pygame.draw.line(
            image, palette.tile_line, (middle, body.y + size // 16), (middle, body.bottom - size // 16), line
        )
        return image

    return _sprites.get(("tile", size, palette.name), build)


# --- coins --------------------------------------------------------------------------------------


def coin(size: int, suit: str, facing: int, palette: Palette, neutral: bool = False) -> pygame.Surface:
    """A round mirror coin, suit glyph upright, pip at the rim on the `facing` side (0-3: N, E, S, W)."""

    def build() -> pygame.Surface:
        big, c = supersampled_square(size, _SS)
        r = c * 0.9
        body = neutral_body(palette) if neutral else lighter(palette.tile, 0.1)
        rim = darker(body, 0.5)
        pygame.draw.circle(big, (0, 0, 0, 80), (c + _SS * 2, c + _SS * 3), r)  # shadow on the table
        pygame.draw.circle(big, rim, (c, c), r)
        pygame.draw.circle(big, body, (c, c), r - _SS * 2.5)
        pygame.draw.circle(big, lighter(body, 0.25), (c - r * 0.2, c - r * 0.25), r * 0.5)
        pygame.draw.circle(big, body, (c, c), r * 0.62)
        if neutral:  # a dashed ring: this coin belongs to nobody now
            for k in range(16):
                start = k * math.tau / 16
                box = pygame.Rect(0, 0, 2 * r * 0.78, 2 * r * 0.78)
                box.center = (c, c)
                pygame.draw.arc(big, darker(body, 0.35), box, start, start + math.tau / 32, _SS * 2)
        angle = (0.0, math.pi / 2, math.pi, -math.pi / 2)[facing]
        ux, uy = math.sin(angle), -math.cos(angle)
        tip = (c + ux * r * 1.0, c + uy * r * 1.0)
        base = r * 0.5
        half = r * 0.4
        pip = [
            tip,
            (c + ux * base - uy * half, c + uy * base + ux * half),
            (c + ux * base + uy * half, c + uy * base - ux * half),
        ]
        pygame.draw.polygon(big, palette.tile_line, pip)
        pygame.draw.polygon(big, lighter(palette.tile_line, 0.3), pip, _SS)
        image = smooth_square(big, size)
        glyph = suit_color(palette, suit)
        if neutral:
            glyph = mix(glyph, GREY, 0.45)
        offset = (-ux * size * 0.08, -uy * size * 0.08)  # nudged away from the pip so both show
        draw_suit_glyph(image, suit, (size / 2 + offset[0], size / 2 + offset[1]), size * 0.24, glyph)
        return image

    return _sprites.get(("coin", size, suit, facing, palette.name, neutral), build)


def ghost(image: pygame.Surface, alpha: int) -> pygame.Surface:
    """A see-through copy of a sprite, for previews."""
    copy = image.copy()
    copy.set_alpha(alpha)
    return copy


# --- laser pawns --------------------------------------------------------------------------------


def pawn(size: int, suit: str, palette: Palette) -> pygame.Surface:
    """A laser pawn seen from above: a rounded cone in the suit colour with a lens on top."""

    def build() -> pygame.Surface:
        big, c = supersampled_square(size, _SS)
        color = suit_color(palette, suit)
        dark = is_dark(color)
        rim = palette.suit_rim if dark else darker(color, 0.5)
        r = c * 0.9
        pygame.draw.circle(big, (0, 0, 0, 90), (c + _SS * 2, c + _SS * 4), r)
        pygame.draw.circle(big, rim, (c, c), r)
        steps = 9
        for k in range(steps):  # shading up the cone towards a lit top left
            share = k / steps
            radius = (r - _SS * 2) * (1 - share * 0.7)
            shade = lighter(color, 0.05 + 0.4 * share) if not dark else lighter(color, 0.08 + 0.25 * share)
            pygame.draw.circle(big, shade, (c - r * 0.12 * share, c - r * 0.14 * share), radius)
        image = smooth_square(big, size)
        ink = palette.suit_rim if dark else lighter(color, 0.85)
        draw_suit_glyph(image, suit, (size / 2 - size * 0.03, size / 2 - size * 0.04), size * 0.2, ink)
        return image

    return _sprites.get(("pawn", size, suit, palette.name), build)


def glow_disc(size: int, color: Color) -> pygame.Surface:
    """A soft round glow: white at the heart, the colour around it, fading to nothing."""

    def build() -> pygame.Surface:
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        for k in range(12, 0, -1):
            share = k / 12
            alpha = int(230 * (1 - share) ** 1.3) + 10
            tone = mix(color, (255, 255, 255), (1 - share) ** 2)
            layer = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(layer, (*tone, alpha), (c, c), c * share)
            image.blit(layer, (0, 0))
        return image

    return _sprites.get(("glow", size, color), build)


# --- dice and the action tiles -------------------------------------------------------------------

_PIPS = {
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
}


def die(size: int, suit: str | None, value: int, palette: Palette) -> pygame.Surface:
    """A piecepack die: a cream rounded cube; null is blank, the ace is the suit glyph, 2-5 are pips.

    Without a suit (the roll for turn order) the pips are ink and the ace is one large pip.
    """

    def build() -> pygame.Surface:
        big, c = supersampled_square(size, _SS)
        side = size * _SS
        box = pygame.Rect(0, 0, side * 0.88, side * 0.88)
        box.center = (c, c)
        radius = int(side * 0.18)
        pygame.draw.rect(big, (0, 0, 0, 80), box.move(_SS * 2, _SS * 3), border_radius=radius)
        pygame.draw.rect(big, darker(palette.tile, 0.4), box, border_radius=radius)
        pygame.draw.rect(big, palette.tile, box.inflate(-_SS * 3, -_SS * 3), border_radius=radius)
        color = suit_color(palette, suit) if suit else palette.tile_line
        if value in _PIPS:
            step = side * 0.24
            for px, py in _PIPS[value]:
                pygame.draw.circle(big, color, (c + px * step, c + py * step), side * 0.085)
        elif value == 0:  # null: an empty ring, so the face is not mistaken for a missing die
            pygame.draw.circle(big, mix(palette.tile, GREY, 0.5), (c, c), side * 0.16, _SS * 2)
        elif value == 1 and not suit:
            pygame.draw.circle(big, color, (c, c), side * 0.15)
        image = smooth_square(big, size)
        if value == 1 and suit:
            draw_suit_glyph(image, suit, (size / 2, size / 2), size * 0.28, color)
        return image

    return _sprites.get(("die", size, suit, value, palette.name), build)


def action_tile(size: int, number: int, face_up: bool, palette: Palette) -> pygame.Surface:
    """One of the 4-3-2-1 tiles: face up it shows its number in pips, face down its back."""

    def build() -> pygame.Surface:
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        body = image.get_rect().inflate(-2, -2)
        radius = max(3, size // 8)
        pygame.draw.rect(image, (0, 0, 0, 70), body.move(1, 2), border_radius=radius)
        if face_up:
            pygame.draw.rect(image, darker(palette.tile, 0.35), body, border_radius=radius)
            pygame.draw.rect(image, palette.tile, body.inflate(-3, -3), border_radius=radius)
            pips = {1: ((0, 0),), **_PIPS}[number]
            step = size * 0.22
            for px, py in pips:
                pygame.draw.circle(
                    image,
                    palette.tile_line,
                    (size / 2 + px * step, size / 2 + py * step),
                    max(2, size * 0.08),
                )
        else:
            back = mix(palette.panel, palette.accent, 0.25)
            pygame.draw.rect(image, darker(back, 0.4), body, border_radius=radius)
            pygame.draw.rect(image, back, body.inflate(-3, -3), border_radius=radius)
            inner = body.inflate(-size // 3, -size // 3)
            points = [inner.midtop, inner.midright, inner.midbottom, inner.midleft]
            pygame.draw.polygon(image, darker(back, 0.25), points, max(1, size // 24))
        return image

    return _sprites.get(("action", size, number, face_up, palette.name), build)
