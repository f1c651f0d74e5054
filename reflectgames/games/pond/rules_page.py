"""The rules of Reflection Pond, page by page, each with a diagram drawn from the game's sprites.

The rules scene calls `draw_rules_page(surface, rect, palette, page)` for the
page body. The text sits in a column on the left and the diagram on the
right; the text size shrinks (never below the readable minimum) until every
paragraph fits, and only on very small pages does the diagram give way.
"""

from __future__ import annotations

import pygame

from reflectgames.games.pond.painters.rules_diagrams import (
    diagram_limits_and_end,
    diagram_mirrored_hop,
    diagram_setup,
    diagram_sticks,
    diagram_water_and_flies,
)
from reflectgames.ui import rules_layout
from reflectgames.ui.rules_layout import Diagram
from reflectgames.ui.theme import Palette

PAGES: tuple[tuple[str, tuple[str, ...], Diagram], ...] = (
    ("pond_setup.rules.1.title",
     ("pond_setup.rules.1.goal", "pond_setup.rules.1.numbers", "pond_setup.rules.1.setup",
      "pond_setup.rules.1.sticks"), diagram_setup),
    ("pond_setup.rules.2.title",
     ("pond_setup.rules.2.actions", "pond_setup.rules.2.mirror", "pond_setup.rules.2.edge"),
     diagram_mirrored_hop),
    ("pond_setup.rules.3.title",
     ("pond_setup.rules.3.place", "pond_setup.rules.3.block", "pond_setup.rules.3.cut"), diagram_sticks),
    ("pond_setup.rules.4.title",
     ("pond_setup.rules.4.water", "pond_setup.rules.4.both", "pond_setup.rules.4.flies"),
     diagram_water_and_flies),
    ("pond_setup.rules.5.title",
     ("pond_setup.rules.5.hops", "pond_setup.rules.5.repeat", "pond_setup.rules.5.end"),
     diagram_limits_and_end),
)
PAGE_COUNT: int = len(PAGES)


def draw_rules_page(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, page: int) -> None:
    """Draw page `page` (0-based, clamped) of the rules into `rect`."""
    rules_layout.draw_page(surface, rect, palette, PAGES, page)


def text_fits(rect: pygame.Rect, page: int) -> bool:
    """Whether the page's words fit `rect` without dropping a line (used by the tests)."""
    return rules_layout.text_fits(rect, PAGES, page)
