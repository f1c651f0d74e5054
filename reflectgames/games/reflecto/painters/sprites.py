"""Drawn pieces of Reflecto: the frozen lake and the standing screens, with their faces and backs.

A screen is an upright card seen a little from above: a coloured frame with
its top edge lit (the card's thickness) holding a tile. Its owner sees the
face: a cream tile with the letters and the exit number, or a silver mirror.
The opponent sees the back, the same frosted pattern on every screen of a
player. A mirror can carry a reflection: the letters of the screen in front
of it, reversed as a real mirror shows them. Every image is drawn once per
size and colour, supersampled for smooth edges, and cached.
"""

from __future__ import annotations

import math
import random

import pygame

from reflectgames.ui.draw import SpriteCache
from reflectgames.ui.text import font
from reflectgames.ui.theme import Color, darker, lighter, mix

ICE_LIGHT = (232, 242, 248)
ICE_DARK = (191, 217, 232)
ICE_LINE = (150, 184, 204)
INK = (38, 42, 56)
SILVER = (196, 205, 216)
SILVER_LIGHT = (240, 244, 249)
REFLECTED_INK = (58, 76, 104)
_SS = 2
_sprites = SpriteCache(limit=600)


def _vertical_gradient(size: tuple[int, int], top: Color, bottom: Color) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    height = max(1, size[1])
    for y in range(size[1]):
        pygame.draw.line(surface, (*mix(top, bottom, y / height), 255), (0, y), (size[0], y))
    return surface


def _rounded(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """`surface` clipped to a rounded rectangle."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface = surface.copy()
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


# --- the lake -----------------------------------------------------------------------------------------


def lake(size: tuple[int, int], cell: int, radius: int) -> pygame.Surface:
    """The frozen lake: a pale blue gradient with faint cracks and frost, no grid (drawn on top)."""

    def build() -> pygame.Surface:
        surface = _vertical_gradient(size, ICE_LIGHT, ICE_DARK)
        cracks = random.Random(7)  # the same cracks every time
        width, height = size
        for _ in range(18):
            x, y = cracks.uniform(0, width), cracks.uniform(0, height)
            angle = cracks.uniform(0, math.tau)
            points = [(x, y)]
            for _step in range(cracks.randint(3, 6)):
                angle += cracks.uniform(-0.7, 0.7)
                x += math.cos(angle) * cell * cracks.uniform(0.25, 0.6)
                y += math.sin(angle) * cell * cracks.uniform(0.25, 0.6)
                points.append((x, y))
            pygame.draw.aalines(surface, (*lighter(ICE_LIGHT, 0.5), 255), False, points)
            shifted = [(px + 1, py + 1) for px, py in points]
            pygame.draw.aalines(surface, (*mix(ICE_DARK, ICE_LINE, 0.4), 255), False, shifted)
        for _ in range(120):  # frost speckles
            x, y = cracks.uniform(0, width), cracks.uniform(0, height)
            alpha = cracks.randint(60, 140)
            pygame.draw.circle(surface, (255, 255, 255, alpha), (x, y), cracks.choice((1, 1, 2)))
        return _rounded(surface, radius)

    return _sprites.get(("lake", size, cell, radius), build)


# --- screens -----------------------------------------------------------------------------------------


def _frame(w: int, h: int, body: Color) -> tuple[pygame.Surface, pygame.Rect]:
    """The card's coloured frame at supersampled size, and the tile's place inside it."""
    big = pygame.Surface((w * _SS, h * _SS), pygame.SRCALPHA)
    radius = max(2, int(w * 0.14)) * _SS
    rect = big.get_rect()
    pygame.draw.rect(big, darker(body, 0.45), rect, border_radius=radius)
    pygame.draw.rect(big, body, rect.inflate(-2 * _SS, -2 * _SS), border_radius=radius)
    edge = max(2, int(h * 0.08)) * _SS  # the lit top edge: the card's thickness seen from above
    pygame.draw.rect(big, lighter(body, 0.35), (rect.x + _SS, rect.y + _SS, rect.width - 2 * _SS, edge),
                     border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.line(big, lighter(body, 0.6), (radius, _SS), (rect.width - radius, _SS), _SS)
    inset_x = int(w * 0.11) * _SS
    tile = pygame.Rect(inset_x, edge + int(h * 0.05) * _SS, rect.width - 2 * inset_x,
                       rect.height - edge - int(h * 0.17) * _SS)
    return big, tile


def _finish(big: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (w, h))


def _letters_image(letters: str, tile: pygame.Rect, ink: Color, reverse: bool) -> pygame.Surface:
    size = int(tile.height * (0.72 if len(letters) <= 1 else 0.5))
    size = min(size, int(tile.width * (0.95 if len(letters) <= 1 else 0.5)))
    image = font(max(6, size), True).render(letters, True, ink)
    if image.get_width() > tile.width * 0.92:
        scale = tile.width * 0.92 / image.get_width()
        image = pygame.transform.smoothscale_by(image, scale)
    return pygame.transform.flip(image, True, False) if reverse else image


def _number_badge(big: pygame.Surface, tile: pygame.Rect, number: int, body: Color) -> None:
    radius = max(4, int(tile.width * 0.2))
    center = (tile.left + radius // 2, big.get_height() - radius - _SS)
    pygame.draw.circle(big, darker(body, 0.5), center, radius)
    pygame.draw.circle(big, lighter(body, 0.85), center, radius - _SS)
    digit = font(max(6, int(radius * 1.5)), True).render(str(number), True, INK)
    big.blit(digit, digit.get_rect(center=center))


def letter_face(w: int, h: int, body: Color, tile_color: Color, letters: str,
                number: int | None) -> pygame.Surface:
    """The front of a letter screen: its letters (a blank tile shows a faint dash) and its number."""

    def build() -> pygame.Surface:
        big, tile = _frame(w, h, body)
        pygame.draw.rect(big, tile_color, tile, border_radius=max(2, tile.width // 10))
        pygame.draw.rect(big, darker(tile_color, 0.25), tile, _SS, border_radius=max(2, tile.width // 10))
        if letters:
            image = _letters_image(letters, tile, INK, False)
            big.blit(image, image.get_rect(center=(tile.centerx, tile.centery + _SS)))
        else:
            y = tile.centery
            pygame.draw.line(big, darker(tile_color, 0.2), (tile.centerx - tile.width // 5, y),
                             (tile.centerx + tile.width // 5, y), 2 * _SS)
        if number is not None:
            _number_badge(big, tile, number, body)
        return _finish(big, w, h)

    return _sprites.get(("face", w, h, body, tile_color, letters, number), build)


def _silver(tile: pygame.Rect) -> pygame.Surface:
    surface = _vertical_gradient(tile.size, SILVER_LIGHT, SILVER)
    streaks = pygame.Surface(tile.size, pygame.SRCALPHA)
    for k in range(3):  # fixed streaks: polished glass
        x = tile.width * (0.1 + 0.32 * k)
        pygame.draw.line(streaks, (255, 255, 255, 150), (x, tile.height), (x + tile.width * 0.45, 0),
                         _SS * (3 - k % 2 * 2))
    surface.blit(streaks, (0, 0))
    return _rounded(surface, max(2, tile.width // 10))


def mirror_face(w: int, h: int, body: Color, reflection: str | None = None, reverse: bool = True,
                reflects_mirror: bool = False) -> pygame.Surface:
    """The front of a mirror screen; `reflection` is the letters it shows of the screen in front of it."""

    def build() -> pygame.Surface:
        big, tile = _frame(w, h, body)
        big.blit(_silver(tile), tile.topleft)
        if reflection:
            image = _letters_image(reflection, tile, REFLECTED_INK, reverse)
            image.set_alpha(230)
            big.blit(image, image.get_rect(center=(tile.centerx, tile.centery + _SS)))
        elif reflects_mirror:  # a mirror facing a mirror: a tunnel of frames
            for k in range(1, 4):
                inner = tile.inflate(-tile.width * k // 4, -tile.height * k // 4)
                pygame.draw.rect(big, (*REFLECTED_INK, 170 - 40 * k), inner, _SS, border_radius=_SS * 2)
        elif reflection == "":  # the blank tile of a shorter word
            pygame.draw.line(big, REFLECTED_INK, (tile.centerx - tile.width // 5, tile.centery),
                             (tile.centerx + tile.width // 5, tile.centery), 2 * _SS)
        pygame.draw.rect(big, darker(SILVER, 0.35), tile, _SS, border_radius=max(2, tile.width // 10))
        return _finish(big, w, h)

    return _sprites.get(("mirror", w, h, body, reflection, reverse, reflects_mirror), build)


def back(w: int, h: int, body: Color) -> pygame.Surface:
    """The back of a screen: frosted, identical for every screen of a player."""

    def build() -> pygame.Surface:
        big, tile = _frame(w, h, body)
        frost = mix(body, (255, 255, 255), 0.55)
        pygame.draw.rect(big, mix(body, frost, 0.35), tile, border_radius=max(2, tile.width // 10))
        center = tile.center
        arm = min(tile.width, tile.height) * 0.38
        for k in range(6):  # a snowflake: six arms with two twigs each
            angle = k * math.pi / 3 - math.pi / 2
            end = (center[0] + math.cos(angle) * arm, center[1] + math.sin(angle) * arm)
            pygame.draw.line(big, frost, center, end, _SS * 2)
            for along in (0.45, 0.72):
                base = (center[0] + math.cos(angle) * arm * along, center[1] + math.sin(angle) * arm * along)
                for side in (-1, 1):
                    twig = angle + side * 0.7
                    tip = (base[0] + math.cos(twig) * arm * 0.25, base[1] + math.sin(twig) * arm * 0.25)
                    pygame.draw.line(big, frost, base, tip, _SS)
        pygame.draw.rect(big, darker(body, 0.2), tile, _SS, border_radius=max(2, tile.width // 10))
        return _finish(big, w, h)

    return _sprites.get(("back", w, h, body), build)


def revealed_back_tag(w: int, letters: str | None, is_mirror: bool, number: int | None) -> pygame.Surface:
    """The small label a player keeps on an opponent screen they have identified: its letters, or a mirror."""

    def build() -> pygame.Surface:
        text = letters if letters else ("–" if letters == "" else "")
        if number is not None:
            text = f"{number}·{text}" if text else str(number)
        tag_h = max(10, int(w * 0.38))
        label = font(max(8, int(tag_h * 0.78)), True).render(text, True, INK) if text else None
        tag_w = max(tag_h, (label.get_width() if label else 0) + tag_h // 2 + (tag_h if is_mirror else 0))
        surface = pygame.Surface((tag_w, tag_h), pygame.SRCALPHA)
        pygame.draw.rect(surface, (250, 248, 240), surface.get_rect(), border_radius=tag_h // 3)
        pygame.draw.rect(surface, (120, 130, 150), surface.get_rect(), 1, border_radius=tag_h // 3)
        x = tag_h // 4
        if is_mirror:
            diamond = [(x + tag_h * 0.35, tag_h * 0.15), (x + tag_h * 0.7, tag_h * 0.5),
                       (x + tag_h * 0.35, tag_h * 0.85), (x, tag_h * 0.5)]
            pygame.draw.polygon(surface, SILVER, diamond)
            pygame.draw.polygon(surface, darker(SILVER, 0.4), diamond, 1)
            x += int(tag_h * 0.85)
        if label is not None:
            surface.blit(label, label.get_rect(midleft=(x, tag_h // 2)))
        return surface

    return _sprites.get(("tag", w, letters, is_mirror, number), build)


def glint(w: int, h: int, phase: float) -> pygame.Surface:
    """A bright band sweeping across a mirror tile (phase 0 -> 1), blended over the card."""
    step = max(0, min(15, int(phase * 16)))

    def build() -> pygame.Surface:
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        x = -w * 0.55 + (w * 1.45) * step / 15
        # A cool halo first, so the band shows even on the palest part of the silver.
        halo = [(x - w * 0.08, h), (x + w * 0.33, h), (x + w * 0.83, 0), (x + w * 0.42, 0)]
        pygame.draw.polygon(surface, (150, 205, 255, 110), halo)
        band = [(x, h), (x + w * 0.25, h), (x + w * 0.75, 0), (x + w * 0.5, 0)]
        pygame.draw.polygon(surface, (255, 255, 255, 230), band)
        thin = [(x + w * 0.32, h), (x + w * 0.38, h), (x + w * 0.88, 0), (x + w * 0.82, 0)]
        pygame.draw.polygon(surface, (255, 255, 255, 200), thin)
        inset = pygame.Surface((w, h), pygame.SRCALPHA)
        tile = pygame.Rect(int(w * 0.11), int(h * 0.13), w - 2 * int(w * 0.11), int(h * 0.67))
        pygame.draw.rect(inset, (255, 255, 255, 255), tile, border_radius=max(2, tile.width // 10))
        surface.blit(inset, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return surface

    return _sprites.get(("glint", w, h, step), build)


def shadow(w: int, h: int) -> pygame.Surface:
    """The soft shadow a standing screen casts on the ice behind its foot."""

    def build() -> pygame.Surface:
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        for k in range(6, 0, -1):
            rect = pygame.Rect(0, 0, w * k // 6, h * k // 6)
            rect.center = (w // 2, h // 2)
            pygame.draw.ellipse(surface, (30, 60, 90, 16), rect)
        return surface

    return _sprites.get(("shadow", w, h), build)


def stand(w: int, h: int, body: Color) -> pygame.Surface:
    """The little foot a screen stands in, seen from above: drawn under the card's lower edge."""

    def build() -> pygame.Surface:
        big = pygame.Surface((w * _SS, h * _SS), pygame.SRCALPHA)
        rect = big.get_rect()
        pygame.draw.ellipse(big, (*darker(body, 0.55), 255), rect)
        pygame.draw.ellipse(big, (*darker(body, 0.3), 255), rect.inflate(-2 * _SS, -3 * _SS).move(0, -_SS))
        return _finish(big, w, h)

    return _sprites.get(("stand", w, h, body), build)
