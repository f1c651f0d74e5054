"""Fonts and text drawing: one bundled family (Noto Sans), a small size scale, render caches.

Sizes are named ("small", "body", "title", "heading") or given in pixels at
UI scale 1; `scaled` applies the user's UI scale and never goes below 13 px
so text stays readable. Rendering text is the most expensive thing a menu
does, so rendered lines are cached by (text, size, colour, weight).
"""

from __future__ import annotations

import logging

import pygame

from reflectgames.audit import recording
from reflectgames.ui.assets import asset_path

Color = tuple[int, int, int]

TEXT_SIZES: dict[str, int] = {"small": 14, "body": 18, "title": 24, "heading": 36}
MIN_TEXT_PX = 13
# A line too long for its room is drawn this much smaller before it is shortened with "…"; a bigger step
# would read as a different kind of text.
SHRINK_STEPS = (0.9, 0.8)
_RENDER_CACHE_LIMIT = 1500

_log = logging.getLogger(__name__)


class _Scale:
    """The UI scale the player chose (Settings)."""

    factor = 1.0


_scale = _Scale()
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_renders: dict[tuple[str, int, Color, bool], pygame.Surface] = {}


def set_ui_scale(scale: float) -> None:
    """Set the UI scale (e.g. 0.85 .. 1.5); cached renders of other sizes stay valid."""
    _scale.factor = max(0.5, min(3.0, float(scale)))


def get_ui_scale() -> float:
    return _scale.factor


def scaled(px: float) -> int:
    """A text size in pixels after the UI scale, never below 13 px."""
    return max(MIN_TEXT_PX, round(px * _scale.factor))


def length(px: float) -> int:
    """A layout length (padding, button height) after the UI scale, without the text minimum."""
    return max(1, round(px * _scale.factor))


def exact(px: float) -> int:
    """The size to give the drawing functions for text `px` pixels tall whatever the UI scale (text sized
    to fit a drawn shape: a key cap, a letter box, a logo)."""
    return max(1, round(px / _scale.factor))


def _pixels(size: str | int) -> int:
    if isinstance(size, str):
        return scaled(TEXT_SIZES.get(size, TEXT_SIZES["body"]))
    return scaled(size)


def font(px: int, bold: bool = False) -> pygame.font.Font:
    """The Noto Sans font at exactly `px` pixels (no UI scale applied), cached."""
    key = (int(px), bool(bold))
    cached = _fonts.get(key)
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    path = asset_path("fonts", "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf")
    try:
        loaded = pygame.font.Font(str(path), key[0])
    except (OSError, FileNotFoundError):
        # A broken install still shows text, just in the default face.
        _log.warning("font %s missing, using the default font", path)
        loaded = pygame.font.Font(None, key[0])
        loaded.set_bold(bold)
    _fonts[key] = loaded
    return loaded


def size_font(size: str | int, bold: bool = False) -> pygame.font.Font:
    """The font for a named or pixel size with the UI scale applied."""
    return font(_pixels(size), bold)


def render(text: str, size: str | int, color: Color, bold: bool = False) -> pygame.Surface:
    """A rendered line of text (antialiased, transparent background), cached."""
    px = _pixels(size)
    key = (text, px, (color[0], color[1], color[2]), bold)
    surface = _renders.get(key)
    if surface is None:
        if len(_renders) > _RENDER_CACHE_LIMIT:
            _renders.clear()
        surface = font(px, bold).render(text, True, color)
        _renders[key] = surface
    return surface


def text_width(text: str, size: str | int, bold: bool = False) -> int:
    return size_font(size, bold).size(text)[0]


def line_height(size: str | int, bold: bool = False) -> int:
    return size_font(size, bold).get_linesize()


def ellipsize(text: str, size: str | int, width: int, bold: bool = False) -> str:
    """`text` cut with an ellipsis so that it fits in `width` pixels."""
    the_font = size_font(size, bold)
    if the_font.size(text)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if the_font.size(text[:middle].rstrip() + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: str | int = "body",
    color: Color = (236, 230, 218),
    *,
    bold: bool = False,
    anchor: str = "topleft",
    max_width: int | None = None,
) -> pygame.Rect:
    """Draw one line of text with its `anchor` (a pygame.Rect attribute) at `pos`; returns its rect.

    With `max_width` a line too long first steps down a little in size (`SHRINK_STEPS`, never below
    13 px), and only then is shortened with an ellipsis instead of overflowing.
    """
    if max_width is not None:
        size = _fitting_size(text, size, max(1, max_width), bold)
    shown = text if max_width is None else ellipsize(text, size, max(1, max_width), bold)
    image = render(shown, size, color, bold)
    rect = image.get_rect()
    setattr(rect, anchor, (int(pos[0]), int(pos[1])))
    surface.blit(image, rect)
    audit = recording.current()
    if audit is not None:
        audit.text(surface, text, rect, ellipsized=shown != text)
    return rect


def _fitting_size(text: str, size: str | int, width: int, bold: bool) -> str | int:
    """`size`, or a little smaller when that is what it takes for `text` to fit `width` whole."""
    if size_font(size, bold).size(text)[0] <= width:
        return size
    wanted = _pixels(size)
    for factor in SHRINK_STEPS:
        smaller = exact(max(MIN_TEXT_PX, wanted * factor))
        if size_font(smaller, bold).size(text)[0] <= width:
            return smaller
    return size


def wrap_text(text: str, size: str | int, width: int, bold: bool = False) -> list[str]:
    """Split `text` into lines no wider than `width` pixels; explicit newlines are kept."""
    the_font = size_font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        current = ""
        for word in words:
            candidate = word if not current else f"{current} {word}"
            if the_font.size(candidate)[0] <= width or not current:
                current = candidate
            else:
                lines.append(current)
                current = word
            # A single word wider than the line is cut rather than overflowing.
            while the_font.size(current)[0] > width and len(current) > 1:
                cut = len(current)
                while cut > 1 and the_font.size(current[:cut])[0] > width:
                    cut -= 1
                lines.append(current[:cut])
                current = current[cut:]
        lines.append(current)
    return lines


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: str | int = "body",
    color: Color = (236, 230, 218),
    *,
    bold: bool = False,
    align: str = "left",
) -> int:
    """Draw `text` wrapped inside `rect` (lines beyond its bottom are dropped); returns the height used."""
    y = rect.top
    step = line_height(size, bold)
    lines = wrap_text(text, size, rect.width, bold)
    for index, line in enumerate(lines):
        if y + step > rect.bottom + step // 3:
            audit = recording.current()
            if audit is not None:
                audit.text(surface, " ".join(lines[index:]), pygame.Rect(rect.left, y, rect.width, step),
                           dropped=True)
            break
        if align == "center":
            draw_text(surface, line, (rect.centerx, y), size, color, bold=bold, anchor="midtop")
        else:
            draw_text(surface, line, (rect.left, y), size, color, bold=bold)
        y += step
    return y - rect.top


def fitted_lines(text: str, box: pygame.Rect, sizes: tuple[str | int, ...] = ("body", "small"),
                 bold: bool = False) -> tuple[str | int, list[str]]:
    """The first of `sizes` at which `text`, wrapped to `box`'s width without cutting a word, fits its
    height, and its lines; the last size when none does (the caller then shortens the last line)."""
    for size in sizes:
        lines = _whole_lines(text, size, box, bold)
        if lines is not None:
            return size, lines
    # Nothing fits whole: one line, which the drawing shortens with "…" (never words broken in pieces).
    return sizes[-1], [text]


def fits_whole(text: str, box: pygame.Rect, sizes: tuple[str | int, ...] = ("body", "small"),
               bold: bool = False) -> bool:
    """Whether `text` fits `box` whole (wrapped between words) at one of `sizes`."""
    return any(_whole_lines(text, size, box, bold) is not None for size in sizes)


def _whole_lines(text: str, size: str | int, box: pygame.Rect, bold: bool) -> list[str] | None:
    lines = wrap_text(text, size, box.width, bold)
    words_kept = " ".join(lines).split() == text.split()  # no word was cut to fit the width
    if words_kept and len(lines) * line_height(size, bold) <= box.height:
        return lines
    return None


def fitted_height(text: str, box: pygame.Rect, sizes: tuple[str | int, ...] = ("body", "small"),
                  bold: bool = False) -> int:
    """The height `text` takes in `box` as `draw_fitted` lays it out."""
    size, lines = fitted_lines(text, box, sizes, bold)
    return len(lines) * line_height(size, bold)


def draw_fitted(surface: pygame.Surface, text: str, box: pygame.Rect, color: Color,
                sizes: tuple[str | int, ...] = ("body", "small"), *, bold: bool = False,
                align: str = "left") -> int:
    """Draw `text` in `box`, vertically centred: on one line or wrapped, at the first of `sizes` that
    lets it fit whole; returns the height used. Only what no size can fit is shortened with "…"."""
    size, lines = fitted_lines(text, box, sizes, bold)
    step = line_height(size, bold)
    y = box.centery - len(lines) * step // 2
    for line in lines:
        if align == "center":
            draw_text(surface, line, (box.centerx, y), size, color, bold=bold, anchor="midtop",
                      max_width=box.width)
        else:
            draw_text(surface, line, (box.left, y), size, color, bold=bold, max_width=box.width)
        y += step
    return len(lines) * step
