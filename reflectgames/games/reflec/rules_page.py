"""The rules of Reflec, page by page, each with a diagram drawn from the game's own pieces.

The rules scene calls `draw_rules_page(surface, rect, palette, page)`. The
text sits in a column on the left and the diagram on the right; the text
shrinks (never below the readable minimum) until every paragraph fits, and
only on very small pages does the diagram give way.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from reflectgames.games.reflec.painters.rules_diagrams import (
    coins_height,
    diagram_actions,
    diagram_beam,
    diagram_coins,
    diagram_end,
    diagram_limits,
    diagram_points,
    diagram_setup,
)
from reflectgames.i18n import t
from reflectgames.ui import rules_layout
from reflectgames.ui.rules_layout import Diagram
from reflectgames.ui.theme import Palette

PAGES: tuple[tuple[str, tuple[str, ...], Diagram], ...] = (
    (
        "reflec_rules.1.title",
        ("reflec_rules.1.goal", "reflec_rules.1.pieces", "reflec_rules.1.seats", "reflec_rules.1.first",
         "reflec_rules.1.two"),
        diagram_setup,
    ),
    (
        "reflec_rules.2.title",
        ("reflec_rules.2.mirror", "reflec_rules.2.drop", "reflec_rules.2.start"),
        diagram_coins,
    ),
    (
        "reflec_rules.3.title",
        ("reflec_rules.3.tiles", "reflec_rules.3.die", "reflec_rules.3.spend", "reflec_rules.3.end"),
        diagram_points,
    ),
    (
        "reflec_rules.4.title",
        ("reflec_rules.4.one", "reflec_rules.4.two", "reflec_rules.4.three", "reflec_rules.4.usable"),
        diagram_actions,
    ),
    (
        "reflec_rules.5.title",
        ("reflec_rules.5.swap", "reflec_rules.5.undo", "reflec_rules.5.neutral"),
        diagram_limits,
    ),
    (
        "reflec_rules.6.title",
        ("reflec_rules.6.path", "reflec_rules.6.laser", "reflec_rules.6.loop_text"),
        diagram_beam,
    ),
    (
        "reflec_rules.7.title",
        ("reflec_rules.7.out", "reflec_rules.7.two", "reflec_rules.7.win", "reflec_rules.7.table"),
        diagram_end,
    ),
)
PAGE_COUNT: int = len(PAGES)


def draw_rules_page(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, page: int) -> None:
    """Draw page `page` (0-based, clamped) of the rules into `rect`."""
    rules_layout.draw_page(surface, rect, palette, PAGES, page, paragraph_gap=8)


# The diagrams that need a height of their own at a given width; the others shrink to any room.
DIAGRAM_HEIGHTS: dict[Diagram, Callable[[int], int]] = {diagram_coins: coins_height}


def text_fits(rect: pygame.Rect, page: int) -> bool:
    """Whether the page's words fit `rect` without dropping a line, and its diagram with all its captions
    (the rules scene draws a page taller, scrolling, until they do)."""
    if not rules_layout.text_fits(rect, PAGES, page, paragraph_gap=8):
        return False
    _title, paragraph_keys, diagram = PAGES[page]
    needed = DIAGRAM_HEIGHTS.get(diagram)
    if needed is None:
        return True
    _size, share = rules_layout.choose_layout([t(key) for key in paragraph_keys], rect, 8)
    if not share:  # no diagram on this page at this size
        return True
    area = rules_layout.diagram_area(rect, share)
    return needed(area.width) <= area.height
