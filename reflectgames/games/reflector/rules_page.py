"""The rules of Reflector, page by page, each with a diagram drawn from the board's own pieces.

The rules scene calls `draw_rules_page(surface, rect, palette, page)` for the
page body. The text sits in a column on the left and the diagram on the
right; the text size shrinks (never below the readable minimum) until every
paragraph fits, and only on very small pages does the diagram give way.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflector.rules_diagrams import (
    Diagram,
    diagram_capture,
    diagram_claims,
    diagram_end,
    diagram_nodes,
    diagram_one_screen,
    diagram_reflection,
    diagram_statuses,
)
from reflectgames.i18n import t
from reflectgames.ui.text import MIN_TEXT_PX, draw_text, length, line_height, scaled, text_width, wrap_text
from reflectgames.ui.theme import Palette

PAGES: tuple[tuple[str, tuple[str, ...], Diagram], ...] = (
    ("reflector_rules.1.title",
     ("reflector_rules.1.goal", "reflector_rules.1.setup", "reflector_rules.1.diamond"), diagram_nodes),
    ("reflector_rules.2.title",
     ("reflector_rules.2.turn", "reflector_rules.2.adjacent", "reflector_rules.2.own"), diagram_claims),
    ("reflector_rules.3.title", ("reflector_rules.3.reveal", "reflector_rules.3.hold"), diagram_statuses),
    ("reflector_rules.4.title", ("reflector_rules.4.area", "reflector_rules.4.revealed"), diagram_capture),
    ("reflector_rules.5.title",
     ("reflector_rules.5.mirror", "reflector_rules.5.node", "reflector_rules.5.hover"), diagram_reflection),
    ("reflector_rules.6.title",
     ("reflector_rules.6.end", "reflector_rules.6.tie", "reflector_rules.6.reveal"), diagram_end),
    ("reflector_rules.7.title",
     ("reflector_rules.7.curtain_text", "reflector_rules.7.result", "reflector_rules.7.undo"),
     diagram_one_screen),
)
PAGE_COUNT: int = len(PAGES)

# Pixels at UI scale 1, largest first; the text helpers never render below their 13 px minimum.
_TEXT_SIZES = (18, 17, 16, 15, 14, 13, 12, 11, 10, 9)
_DIAGRAM_SHARES = (0.46, 0.4, 0.34)  # of the page width, roomiest diagram first


def _text_height(paragraphs: list[str], size: int, width: int) -> int:
    step = line_height(size)
    height = line_height(round(size * 1.35), True) + length(10)
    for paragraph in paragraphs:
        height += len(wrap_text(paragraph, size, width - length(14))) * step + length(10)
    return height


def _choose_layout(paragraphs: list[str], rect: pygame.Rect) -> tuple[int, float]:
    """(text size, diagram share): the largest text, then the roomiest diagram, that fit the page."""
    gap = length(28)
    for size in _TEXT_SIZES:
        for share in _DIAGRAM_SHARES:
            if _text_height(paragraphs, size, int(rect.width * (1 - share)) - gap) <= rect.height:
                return size, share
    for size in _TEXT_SIZES:  # a tiny page: the words matter more than the picture
        if _text_height(paragraphs, size, rect.width) <= rect.height:
            return size, 0.0
    return _TEXT_SIZES[-1], 0.0


def draw_rules_page(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, page: int) -> None:
    """Draw page `page` (0-based, clamped) of the rules into `rect`."""
    page = max(0, min(PAGE_COUNT - 1, int(page)))
    title_key, paragraph_keys, diagram = PAGES[page]
    rect = pygame.Rect(rect)
    title = t(title_key)
    paragraphs = [t(key) for key in paragraph_keys]
    size, share = _choose_layout(paragraphs, rect)
    gap = length(28)
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
        y += length(10)
    if share:
        left = rect.left + column + gap
        area = pygame.Rect(left, rect.top, rect.right - left, rect.height)
        diagram(surface, area.inflate(-length(8), -length(8)), palette)


def text_fits(rect: pygame.Rect, page: int) -> bool:
    """Whether the page's words fit `rect` without dropping a line (used by the tests)."""
    _title, paragraph_keys, _diagram = PAGES[page]
    paragraphs = [t(key) for key in paragraph_keys]
    size, share = _choose_layout(paragraphs, pygame.Rect(rect))
    width = int(rect.width * (1 - share)) - (length(28) if share else 0)
    return _text_height(paragraphs, size, width) <= rect.height and scaled(size) >= MIN_TEXT_PX
