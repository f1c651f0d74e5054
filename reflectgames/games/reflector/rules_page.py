"""The rules of Reflector, page by page, each with a diagram drawn from the board's own pieces.

The rules scene calls `draw_rules_page(surface, rect, palette, page)` for the
page body. The text sits in a column on the left and the diagram on the
right; the text size shrinks (never below the readable minimum) until every
paragraph fits, and only on very small pages does the diagram give way.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflector.painters.rules_diagrams import (
    diagram_capture,
    diagram_claims,
    diagram_end,
    diagram_nodes,
    diagram_one_screen,
    diagram_reflection,
    diagram_statuses,
)
from reflectgames.ui import rules_layout
from reflectgames.ui.rules_layout import Diagram
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


def draw_rules_page(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, page: int) -> None:
    """Draw page `page` (0-based, clamped) of the rules into `rect`."""
    rules_layout.draw_page(surface, rect, palette, PAGES, page)


def text_fits(rect: pygame.Rect, page: int) -> bool:
    """Whether the page's words fit `rect` without dropping a line (used by the tests)."""
    return rules_layout.text_fits(rect, PAGES, page)
