"""The rules of Plans of Action, page by page, each with a diagram drawn from the board's own pieces.

The rules scene calls `draw_rules_page(surface, rect, palette, page)` for the
page body. The text sits in a column on the left and the diagram on the
right; the text size shrinks (never below the readable minimum) until every
paragraph fits, and only on very small pages does the diagram give way.
"""

from __future__ import annotations

import pygame

from reflectgames.games.plans.rules_diagrams import (
    Diagram,
    diagram_goals,
    diagram_holes,
    diagram_jump,
    diagram_rotate,
    diagram_setup,
    diagram_shift,
)
from reflectgames.i18n import t
from reflectgames.ui.text import MIN_TEXT_PX, draw_text, length, line_height, scaled, text_width, wrap_text
from reflectgames.ui.theme import Palette

PAGES: tuple[tuple[str, tuple[str, ...], Diagram], ...] = (
    ("plans_rules.1.title", ("plans_rules.1.setup", "plans_rules.1.goal", "plans_rules.1.score"),
     diagram_setup),
    ("plans_rules.2.title", ("plans_rules.2.count", "plans_rules.2.land", "plans_rules.2.examples"),
     diagram_jump),
    ("plans_rules.3.title", ("plans_rules.3.holes", "plans_rules.3.landing"), diagram_holes),
    ("plans_rules.4.title", ("plans_rules.4.turn", "plans_rules.4.forced", "plans_rules.4.screen"),
     diagram_rotate),
    ("plans_rules.5.title", ("plans_rules.5.shift", "plans_rules.5.grow", "plans_rules.5.forced"),
     diagram_shift),
    ("plans_rules.6.title", ("plans_rules.6.goals", "plans_rules.6.suits", "plans_rules.6.keys"),
     diagram_goals),
)
PAGE_COUNT: int = len(PAGES)

# Pixels at UI scale 1, largest first; the text helpers never render below their 13 px minimum.
_TEXT_SIZES = (18, 17, 16, 15, 14, 13, 12, 11, 10, 9)
_DIAGRAM_SHARES = (0.5, 0.44, 0.38)  # of the page width, roomiest diagram first


def _text_height(title: str, paragraphs: list[str], size: int, width: int) -> int:
    step = line_height(size)
    height = line_height(round(size * 1.35), True) + length(10)
    for paragraph in paragraphs:
        height += len(wrap_text(paragraph, size, width - length(14))) * step + length(10)
    return height


def _choose_layout(title: str, paragraphs: list[str], rect: pygame.Rect) -> tuple[int, float]:
    """(text size, diagram share): the largest text, then the roomiest diagram, that fit the page."""
    gap = length(28)
    for size in _TEXT_SIZES:
        for share in _DIAGRAM_SHARES:
            width = int(rect.width * (1 - share)) - gap
            if _text_height(title, paragraphs, size, width) <= rect.height:
                return size, share
    for size in _TEXT_SIZES:  # a tiny page: the words matter more than the picture
        if _text_height(title, paragraphs, size, rect.width) <= rect.height:
            return size, 0.0
    return _TEXT_SIZES[-1], 0.0


def _words(page: int) -> tuple[str, list[str], Diagram]:
    title_key, paragraph_keys, diagram = PAGES[page]
    return t(title_key), [t(key) for key in paragraph_keys], diagram


def draw_rules_page(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, page: int) -> None:
    """Draw page `page` (0-based, clamped) of the rules into `rect`."""
    page = max(0, min(PAGE_COUNT - 1, int(page)))
    title, paragraphs, diagram = _words(page)
    rect = pygame.Rect(rect)
    size, share = _choose_layout(title, paragraphs, rect)
    gap = length(28)
    text_width_px = int(rect.width * (1 - share)) - (gap if share else 0)
    title_size = round(size * 1.35)
    y = rect.top
    draw_text(surface, title, (rect.left, y), title_size, palette.accent, bold=True,
              max_width=max(text_width(title, title_size, True), text_width_px))
    y += line_height(title_size, True) + length(10)
    step = line_height(size)
    for paragraph in paragraphs:
        # A small bullet keeps paragraphs apart at a glance.
        pygame.draw.circle(surface, palette.accent, (rect.left + length(3), y + step // 2), max(2, length(3)))
        for line in wrap_text(paragraph, size, text_width_px - length(14)):
            draw_text(surface, line, (rect.left + length(14), y), size, palette.text)
            y += step
        y += length(10)
    if share:
        left = rect.left + text_width_px + gap
        area = pygame.Rect(left, rect.top, rect.right - left, rect.height)
        diagram(surface, area.inflate(-length(8), -length(8)), palette)


def text_fits(rect: pygame.Rect, page: int) -> bool:
    """Whether the page's words fit `rect` without dropping a line (used by the tests)."""
    title, paragraphs, _diagram = _words(page)
    size, share = _choose_layout(title, paragraphs, pygame.Rect(rect))
    width = int(rect.width * (1 - share)) - (length(28) if share else 0)
    return _text_height(title, paragraphs, size, width) <= rect.height and scaled(size) >= MIN_TEXT_PX
