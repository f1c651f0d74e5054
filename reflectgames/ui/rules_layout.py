"""The layout every game's rules pages share: a text column on the left, a diagram on the right.

A game's `rules_page` module keeps its own table of pages (title key,
paragraph keys, diagram) and its diagrams; this module lays a page out. The
text size shrinks (never below the readable minimum) until every paragraph
fits, and only on very small pages does the diagram give way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from reflectgames.i18n import t
from reflectgames.ui.text import MIN_TEXT_PX, draw_text, length, line_height, scaled, text_width, wrap_text
from reflectgames.ui.theme import Palette

Diagram = Callable[[pygame.Surface, pygame.Rect, Palette], None]
Page = tuple[str, tuple[str, ...], Diagram]  # title key, paragraph keys, diagram

# Pixels at UI scale 1, largest first. The small end only matters at larger UI scales:
# the text helpers never render below their 13 px minimum.
TEXT_SIZES = (18, 17, 16, 15, 14, 13, 12, 11, 10, 9)
DIAGRAM_SHARES = (0.46, 0.4, 0.34)  # of the page width, roomiest diagram first


def _gap() -> int:
    """Between the text column and the diagram."""
    return length(28)


def _text_height(paragraphs: list[str], size: int, width: int, paragraph_gap: int) -> int:
    step = line_height(size)
    height = line_height(round(size * 1.35), True) + length(10)
    for paragraph in paragraphs:
        height += len(wrap_text(paragraph, size, width - length(14))) * step + length(paragraph_gap)
    return height


def choose_layout(paragraphs: list[str], rect: pygame.Rect, paragraph_gap: int = 10,
                  diagram_shares: Sequence[float] = DIAGRAM_SHARES) -> tuple[int, float]:
    """(text size, diagram share): the largest text, then the roomiest diagram, that fit the page."""
    for size in TEXT_SIZES:
        for share in diagram_shares:
            width = int(rect.width * (1 - share)) - _gap()
            if _text_height(paragraphs, size, width, paragraph_gap) <= rect.height:
                return size, share
    for size in TEXT_SIZES:  # a tiny page: the words matter more than the picture
        if _text_height(paragraphs, size, rect.width, paragraph_gap) <= rect.height:
            return size, 0.0
    return TEXT_SIZES[-1], 0.0


def draw_page(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, pages: Sequence[Page], page: int,
              *, paragraph_gap: int = 10, clip_diagram: bool = False,
              diagram_shares: Sequence[float] = DIAGRAM_SHARES) -> None:
    """Draw page `page` (0-based, clamped) of `pages` into `rect`.

    `paragraph_gap` is the space after each paragraph at UI scale 1; with
    `clip_diagram` the diagram cannot draw over the text column;
    `diagram_shares` are the diagram widths to try, as shares of the page.
    """
    page = max(0, min(len(pages) - 1, int(page)))
    title_key, paragraph_keys, diagram = pages[page]
    rect = pygame.Rect(rect)
    title = t(title_key)
    paragraphs = [t(key) for key in paragraph_keys]
    size, share = choose_layout(paragraphs, rect, paragraph_gap, diagram_shares)
    gap = _gap()
    column = int(rect.width * (1 - share)) - (gap if share else 0)
    title_size = round(size * 1.35)
    y = rect.top
    draw_text(surface, title, (rect.left, y), title_size, palette.accent, bold=True,
              max_width=max(text_width(title, title_size, True), column))
    y += line_height(title_size, True) + length(10)
    step = line_height(size)
    for paragraph in paragraphs:
        # A small bullet keeps paragraphs apart at a glance.
        pygame.draw.circle(surface, palette.accent, (rect.left + length(3), y + step // 2), max(2, length(3)))
        for line in wrap_text(paragraph, size, column - length(14)):
            draw_text(surface, line, (rect.left + length(14), y), size, palette.text)
            y += step
        y += length(paragraph_gap)
    if share:
        area = diagram_area(rect, share, inset=0)
        previous = surface.get_clip()
        if clip_diagram:
            surface.set_clip(area.clip(previous) if previous else area)
        diagram(surface, diagram_area(rect, share), palette)
        surface.set_clip(previous)


def diagram_area(rect: pygame.Rect, share: float, inset: int = 8) -> pygame.Rect:
    """Where a page `rect` with a diagram of `share` of its width draws the diagram (`inset` pixels at UI
    scale 1 inside its room), so a game can tell how much room its diagram gets."""
    left = rect.left + int(rect.width * (1 - share))
    room = pygame.Rect(left, rect.top, rect.right - left, rect.height)
    return room.inflate(-length(inset), -length(inset)) if inset else room


def text_fits(rect: pygame.Rect, pages: Sequence[Page], page: int, *, paragraph_gap: int = 10,
              diagram_shares: Sequence[float] = DIAGRAM_SHARES) -> bool:
    """Whether the page's words fit `rect` without dropping a line."""
    _title_key, paragraph_keys, _diagram = pages[page]
    paragraphs = [t(key) for key in paragraph_keys]
    size, share = choose_layout(paragraphs, pygame.Rect(rect), paragraph_gap, diagram_shares)
    width = int(rect.width * (1 - share)) - (_gap() if share else 0)
    return _text_height(paragraphs, size, width, paragraph_gap) <= rect.height and scaled(size) >= MIN_TEXT_PX


# --- helpers for the diagrams ------------------------------------------------------------------


def caption(surface: pygame.Surface, text: str, midtop: tuple[float, float], width: int, palette: Palette,
            max_lines: int = 2) -> int:
    """A short centred caption under a figure (wrapped, at most `max_lines` lines); returns its height."""
    lines = wrap_text(text, "small", max(20, width))[:max_lines]
    step = line_height("small")
    for k, line in enumerate(lines):
        draw_text(surface, line, (int(midtop[0]), int(midtop[1]) + k * step), "small", palette.text_muted,
                  anchor="midtop")
    return step * len(lines)


def split_columns(area: pygame.Rect, count: int, gap: int = 18) -> list[pygame.Rect]:
    """`count` equal columns across `area`, `gap` pixels (at UI scale 1) apart."""
    gap = length(gap)
    width = (area.width - gap * (count - 1)) // count
    return [pygame.Rect(area.x + k * (width + gap), area.y, width, area.height) for k in range(count)]


def split_rows(area: pygame.Rect, count: int, gap: int = 10) -> list[pygame.Rect]:
    """`count` equal rows down `area`, `gap` pixels (at UI scale 1) apart."""
    gap = length(gap)
    height = (area.height - gap * (count - 1)) // count
    return [pygame.Rect(area.x, area.y + k * (height + gap), area.width, height) for k in range(count)]
