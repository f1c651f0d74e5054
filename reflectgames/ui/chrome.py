"""Screen furniture shared by the menu scenes: a reflected title, stacked button columns, dialogs.

The title of every menu sits on an imagined mirror line and shows a faint
upside-down copy of itself below it: the app's reflection theme in one glance.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from reflectgames.audit import recording
from reflectgames.ui.draw import draw_panel, veil
from reflectgames.ui.text import draw_wrapped, length, line_height, render, size_font, wrap_text
from reflectgames.ui.theme import Palette, mix
from reflectgames.ui.widgets import Widget

_REFLECTIONS_KEPT = 64  # cached reflected titles; more are dropped all at once
_reflections: dict[tuple[str, int, tuple[int, int, int], bool], pygame.Surface] = {}


def _reflection(text: str, size: str | int, color: tuple[int, int, int], bold: bool) -> pygame.Surface:
    image = render(text, size, color, bold)
    key = (text, image.get_height(), color, bold)
    cached = _reflections.get(key)
    if cached is not None:
        return cached
    flipped = pygame.transform.flip(image, False, True)
    # Fade from 35 % at the mirror line to nothing, like a reflection in dark water.
    fade = pygame.Surface(flipped.get_size(), pygame.SRCALPHA)
    height = flipped.get_height()
    for y in range(height):
        alpha = int(90 * max(0.0, 1 - y / (height * 0.8)) ** 1.5)
        pygame.draw.line(fade, (255, 255, 255, alpha), (0, y), (flipped.get_width(), y))
    flipped.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if len(_reflections) > _REFLECTIONS_KEPT:
        _reflections.clear()
    _reflections[key] = flipped
    return flipped


def draw_reflected_title(
    surface: pygame.Surface,
    text: str,
    midbottom: tuple[int, int],
    palette: Palette,
    size: str | int = "heading",
    line: bool = True,
) -> pygame.Rect:
    """Draw `text` standing on a mirror line at `midbottom`, with its faded reflection below it."""
    image = render(text, size, palette.text, True)
    rect = image.get_rect(midbottom=midbottom)
    # The mirror is at the baseline, as for letters standing on water.
    mirror_y = rect.top + size_font(size, True).get_ascent() + 1
    reflection = _reflection(text, size, palette.text, True)
    surface.blit(reflection, reflection.get_rect(midtop=(rect.centerx, 2 * mirror_y - rect.bottom)))
    if line:
        half = rect.width // 2 + length(40)
        glow = mix(palette.background, palette.mirror_line, 0.45)
        pygame.draw.line(surface, glow, (rect.centerx - half, mirror_y), (rect.centerx + half, mirror_y), 1)
        core = half // 2
        pygame.draw.line(surface, palette.mirror_line, (rect.centerx - core, mirror_y),
                         (rect.centerx + core, mirror_y))
    surface.blit(image, rect)
    audit = recording.current()
    if audit is not None:
        audit.text(surface, text, rect)
    return rect


def stack_vertically(widgets: Sequence[Widget], centerx: int, top: int, width: int, height: int,
                     gap: int) -> int:
    """Give visible widgets equal rects in a centred column; returns the bottom y."""
    y = top
    for widget in widgets:
        if not widget.visible:
            widget.rect = pygame.Rect(0, 0, 0, 0)
            continue
        widget.rect = pygame.Rect(centerx - width // 2, y, width, height)
        y += height + gap
    return y - gap


def button_grid(widgets: Sequence[Widget], centerx: int, top: int, size: tuple[int, int], gap: int,
                columns: int) -> int:
    """Give visible widgets `size` rects in `columns` centred columns, filled row by row; returns the
    bottom y."""
    shown = [widget for widget in widgets if widget.visible]
    width, height = size
    left = centerx - (columns * width + (columns - 1) * gap) // 2
    for index, widget in enumerate(shown):
        row, column = divmod(index, columns)
        widget.rect = pygame.Rect(left + column * (width + gap), top + row * (height + gap), width, height)
    rows = -(-len(shown) // columns)
    return top + rows * (height + gap) - gap


def spread_horizontally(widgets: Sequence[Widget], left: int, top: int, width: int, height: int,
                        gap: int) -> None:
    """Give widgets equal rects in one row filling `width`."""
    shown = [widget for widget in widgets if widget.visible]
    if not shown:
        return
    each = (width - gap * (len(shown) - 1)) // len(shown)
    for index, widget in enumerate(shown):
        widget.rect = pygame.Rect(left + index * (each + gap), top, each, height)


def draw_dialog(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, dim: bool = True) -> None:
    """A raised panel over the screen, with everything behind it dimmed.

    A dimmed dialog lies over what was drawn before it: for a layout audit its controls are a layer
    of their own, which may cover the ones below.
    """
    if dim:
        veil(surface, palette.background_edge, 170)
        audit = recording.current()
        if audit is not None:
            audit.next_layer()
    draw_panel(surface, rect, palette, radius=length(16))


def status_line(surface: pygame.Surface, text: str, midtop: tuple[int, int], width: int, palette: Palette,
                error: bool = True) -> None:
    """The explanation or error under a form, on the line at `midtop`.

    A message too long for one line wraps, its first lines rising above that
    line on a patch of the panel's colour, rather than being cut short.
    """
    if not text:
        return
    lines = len(wrap_text(text, "body", width))
    step = line_height("body")
    box = pygame.Rect(0, 0, width, lines * step)
    box.midbottom = (midtop[0], midtop[1] + step)
    if lines > 1:
        pygame.draw.rect(surface, palette.panel, box.inflate(length(12), length(6)), border_radius=length(6))
    draw_wrapped(surface, text, box, "body", palette.danger if error else palette.text_muted, align="center")
