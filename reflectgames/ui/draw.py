"""Shared drawing helpers for the dusk-table look: raised shapes, panels, glowing lines, suit glyphs.

Anything that is costly and static (shadows, gloss, backgrounds, glyphs) is
rendered once into a cached surface keyed by its size and colours, so a full
menu frame stays at a few milliseconds.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from reflectgames.ui.theme import Color, Palette, darker, lighter

_SHADOW_BLUR = 8
_shadow_cache: dict[tuple[int, int, int], pygame.Surface] = {}
_gloss_cache: dict[tuple[int, int, int], pygame.Surface] = {}
_background_cache: dict[tuple[int, int, str], pygame.Surface] = {}
_glyph_cache: dict[tuple[str, int, Color, Color | None], pygame.Surface] = {}
_veil_cache: dict[tuple[int, int, Color, int], pygame.Surface] = {}
_CACHE_LIMIT = 400


def _remember(cache: dict, key: object, value: pygame.Surface) -> pygame.Surface:
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    cache[key] = value
    return value


def _shadow(width: int, height: int, radius: int) -> pygame.Surface:
    """A soft shadow: stacked translucent rounded rects fading outwards."""
    key = (width, height, radius)
    cached = _shadow_cache.get(key)
    if cached is not None:
        return cached
    blur = _SHADOW_BLUR
    surface = pygame.Surface((width + 2 * blur, height + 2 * blur), pygame.SRCALPHA)
    for step in range(blur, 0, -1):
        grow = step
        layer = pygame.Rect(blur - grow, blur - grow, width + 2 * grow, height + 2 * grow)
        alpha = int(70 * (1 - step / (blur + 1)) ** 2) + 4
        pygame.draw.rect(surface, (0, 0, 0, alpha), layer, border_radius=radius + grow)
    return _remember(_shadow_cache, key, surface)


def _gloss(width: int, height: int, radius: int) -> pygame.Surface:
    """A white sheen fading down the top half, clipped to the rounded shape (the lit top edge)."""
    key = (width, height, radius)
    cached = _gloss_cache.get(key)
    if cached is not None:
        return cached
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    fade = max(1, min(height // 2, 40))  # a lit edge, not a sheen over a whole panel
    for y in range(fade):
        alpha = int(46 * (1 - y / fade) ** 1.6)
        pygame.draw.line(surface, (255, 255, 255, alpha), (0, y), (width, y))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    # The bright one-pixel line along the very top edge.
    pygame.draw.line(surface, (255, 255, 255, 70), (radius, 1), (width - radius - 1, 1))
    return _remember(_gloss_cache, key, surface)


def shadowed_round_rect(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: Color,
    radius: int,
    *,
    shadow: bool = True,
    rim: Color | None = None,
    gloss: bool = True,
) -> None:
    """A raised rounded shape: soft drop shadow, body, lit top edge and a thin darker rim."""
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    radius = max(0, min(radius, rect.width // 2, rect.height // 2))
    if shadow:
        offset = (rect.x - _SHADOW_BLUR, rect.y - _SHADOW_BLUR + 3)
        surface.blit(_shadow(rect.width, rect.height, radius), offset)
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    if gloss:
        surface.blit(_gloss(rect.width, rect.height, radius), rect.topleft)
    pygame.draw.rect(surface, rim if rim is not None else darker(color, 0.45), rect, 1, border_radius=radius)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, radius: int = 14) -> None:
    """A raised panel of the side-bar / dialog kind."""
    shadowed_round_rect(surface, rect, palette.panel, radius, rim=palette.panel_edge)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, color: Color, radius: int) -> None:
    """The keyboard-focus outline drawn just outside a widget."""
    ring = pygame.Rect(rect).inflate(6, 6)
    pygame.draw.rect(surface, color, ring, 2, border_radius=radius + 3)


def veil(surface: pygame.Surface, color: Color, alpha: int) -> None:
    """Darken everything below an overlay with a translucent colour (cached per size)."""
    width, height = surface.get_size()
    key = (width, height, (color[0], color[1], color[2]), alpha)
    layer = _veil_cache.get(key)
    if layer is None:
        layer = pygame.Surface((width, height), pygame.SRCALPHA)
        layer.fill((*color, alpha))
        layer = _remember(_veil_cache, key, layer)
    surface.blit(layer, (0, 0))


def glow_line(
    surface: pygame.Surface,
    color: Color,
    start: tuple[float, float],
    end: tuple[float, float],
    width: int = 3,
) -> None:
    """A laser-like line: a bright core and a wider halo added on top of what is below."""
    pad = width * 4 + 2
    left = int(min(start[0], end[0])) - pad
    top = int(min(start[1], end[1])) - pad
    box = pygame.Rect(left, top, int(abs(end[0] - start[0])) + 2 * pad, int(abs(end[1] - start[1])) + 2 * pad)
    halo = pygame.Surface(box.size)
    local_start = (start[0] - left, start[1] - top)
    local_end = (end[0] - left, end[1] - top)
    for scale, strength in ((4, 0.18), (2.5, 0.3), (1.6, 0.45)):
        glow = tuple(int(channel * strength) for channel in color)
        pygame.draw.line(halo, glow, local_start, local_end, max(1, int(width * scale)))
        for point in (local_start, local_end):
            pygame.draw.circle(halo, glow, point, max(1, int(width * scale / 2)))
    surface.blit(halo, box.topleft, special_flags=pygame.BLEND_RGB_ADD)
    pygame.draw.line(surface, lighter(color, 0.55), start, end, max(1, width))



# --- game pieces --------------------------------------------------------------


class SpriteCache:
    """A game's drawn pieces, each built once per key (size, colours, ...) and from then on only blitted.

    Past `limit` images it is emptied at once: keys pile up only when the
    window size, the UI scale or the palette changes, and then the old
    pieces are not drawn again.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._images: dict[tuple, pygame.Surface] = {}

    def get(self, key: tuple, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        image = self._images.get(key)
        if image is None:
            if len(self._images) > self.limit:
                self._images.clear()
            image = self._images[key] = build()
        return image


def supersampled_square(size: int, factor: int) -> tuple[pygame.Surface, float]:
    """A transparent square `factor` times the sprite's side, to draw on with smooth edges, and its centre."""
    side = size * factor
    return pygame.Surface((side, side), pygame.SRCALPHA), side / 2


def smooth_square(big: pygame.Surface, size: int) -> pygame.Surface:
    """A supersampled drawing brought down to its `size` x `size` sprite."""
    return pygame.transform.smoothscale(big, (size, size))


# --- suit glyphs --------------------------------------------------------------
MIN_POLYLINE_POINTS = 3  # an outline of fewer points encloses nothing
_SUPERSAMPLE = 4


Point = tuple[float, float]


def _points(center: Point, radius: float, shape: list[Point]) -> list[Point]:
    return [(center[0] + x * radius, center[1] + y * radius) for x, y in shape]


_CROWN = [(-0.82, 0.5), (-0.92, -0.5), (-0.46, 0.02), (0.0, -0.78), (0.46, 0.02), (0.92, -0.5), (0.82, 0.5)]
_CROWN_BAND = [(-0.82, 0.58), (0.82, 0.58), (0.82, 0.82), (-0.82, 0.82)]
_LIS_CENTRE = [(0.0, -0.98), (0.24, -0.55), (0.2, -0.1), (0.0, 0.2), (-0.2, -0.1), (-0.24, -0.55)]
_LIS_RIGHT = [
    (0.12, 0.12), (0.3, -0.3), (0.58, -0.52), (0.86, -0.42), (0.9, -0.14),
    (0.72, 0.02), (0.62, -0.2), (0.5, -0.16), (0.42, 0.1), (0.3, 0.2),
]
_LIS_BAND = [(-0.52, 0.16), (0.52, 0.16), (0.52, 0.34), (-0.52, 0.34)]
_LIS_FOOT = [(-0.14, 0.34), (0.14, 0.34), (0.34, 0.82), (0.0, 0.62), (-0.34, 0.82)]


def _draw_glyph_shape(target: pygame.Surface, suit: str, center: tuple[float, float], radius: float,
                      color: tuple[int, int, int, int]) -> None:
    if suit == "S":
        pygame.draw.circle(target, color, center, radius * 0.5)
        for ray in range(8):
            angle = ray * math.pi / 4
            spread = math.pi / 14
            base = radius * 0.6
            target_points = [
                (center[0] + math.cos(angle - spread) * base, center[1] + math.sin(angle - spread) * base),
                (center[0] + math.cos(angle) * radius * 0.98, center[1] + math.sin(angle) * radius * 0.98),
                (center[0] + math.cos(angle + spread) * base, center[1] + math.sin(angle + spread) * base),
            ]
            pygame.draw.polygon(target, color, target_points)
    elif suit == "M":
        pygame.draw.circle(target, color, center, radius * 0.88)
        bite = (center[0] + radius * 0.42, center[1] - radius * 0.2)
        pygame.draw.circle(target, (0, 0, 0, 0), bite, radius * 0.72)
    elif suit == "C":
        pygame.draw.polygon(target, color, _points(center, radius, _CROWN))
        pygame.draw.polygon(target, color, _points(center, radius, _CROWN_BAND))
        for x, y in ((-0.92, -0.5), (0.0, -0.78), (0.92, -0.5)):
            pygame.draw.circle(target, color, (center[0] + x * radius, center[1] + y * radius), radius * 0.11)
    else:  # "A": arms, a fleur-de-lis
        pygame.draw.polygon(target, color, _points(center, radius, _LIS_CENTRE))
        pygame.draw.polygon(target, color, _points(center, radius, _LIS_RIGHT))
        pygame.draw.polygon(target, color, _points(center, radius, [(-x, y) for x, y in _LIS_RIGHT]))
        pygame.draw.polygon(target, color, _points(center, radius, _LIS_BAND))
        pygame.draw.polygon(target, color, _points(center, radius, _LIS_FOOT))


def _glyph_surface(suit: str, radius: int, color: Color, rim: Color | None) -> pygame.Surface:
    key = (suit, radius, (color[0], color[1], color[2]), rim)
    cached = _glyph_cache.get(key)
    if cached is not None:
        return cached
    big_radius = radius * _SUPERSAMPLE
    side = 2 * big_radius + 4 * _SUPERSAMPLE
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side / 2, side / 2)
    _draw_glyph_shape(big, suit, centre, big_radius, (*color, 255))
    if rim is not None:
        # Outline the shape's silhouette so a dark glyph stays visible on a dark ground.
        outline = pygame.mask.from_surface(big).outline()
        if len(outline) >= MIN_POLYLINE_POINTS:
            pygame.draw.lines(big, rim, True, outline, max(1, _SUPERSAMPLE))
    small_side = side // _SUPERSAMPLE
    small = pygame.transform.smoothscale(big, (small_side, small_side))
    return _remember(_glyph_cache, key, small)


def draw_suit_glyph(
    surface: pygame.Surface,
    suit: str,
    center: tuple[float, float],
    radius: float,
    color: Color,
    rim: Color | None = None,
) -> None:
    """Draw a suit glyph (S suns, M moons, C crowns, A arms) as crisp antialiased vector shapes."""
    image = _glyph_surface(suit.upper()[:1], max(2, int(radius)), color, rim)
    surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))


# --- background ---------------------------------------------------------------
def draw_background(surface: pygame.Surface, palette: Palette) -> None:
    """The dark warm table: lighter under an imagined lamp at the top, a vignette to the edges."""
    width, height = surface.get_size()
    key = (width, height, palette.name)
    image = _background_cache.get(key)
    if image is None:
        image = _render_background(width, height, palette)
        _background_cache.clear()  # only the current window size is ever needed
        _background_cache[key] = image
    surface.blit(image, (0, 0))


def _render_background(width: int, height: int, palette: Palette) -> pygame.Surface:
    # Shade a small image per pixel, then smoothscale: smooth, and fast at any size.
    cols, rows = 96, 60
    small = pygame.Surface((cols, rows))
    lamp = lighter(palette.background, 0.05)
    edge = palette.background_edge
    for y in range(rows):
        for x in range(cols):
            dx = (x + 0.5) / cols - 0.5
            dy = (y + 0.5) / rows - 0.35
            distance = min(1.0, math.hypot(dx * 1.3, dy * 1.05) / 0.78)
            # One smooth curve from the lamp to the edges: no visible rim of the lit area.
            amount = distance * distance * (3 - 2 * distance)
            small.set_at((x, y), tuple(round(a + (b - a) * amount) for a, b in zip(lamp, edge, strict=True)))
    image = pygame.transform.smoothscale(small, (max(1, width), max(1, height)))
    # Matching the display format makes the per-frame blit several times faster.
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        image = image.convert()
    return image
