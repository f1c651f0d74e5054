"""The rules of Plans of Action, page by page, each with a diagram drawn from the board's own pieces.

The rules scene calls `draw_rules_page(surface, rect, palette, page)` for the
page body. The text sits in a column on the left and the diagram on the
right; the text size shrinks (never below the readable minimum) until every
paragraph fits, and only on very small pages does the diagram give way.
"""

from __future__ import annotations

import pygame

from reflectgames.games.plans.painters.rules_diagrams import (
    diagram_goals,
    diagram_holes,
    diagram_jump,
    diagram_rotate,
    diagram_setup,
    diagram_shift,
)
from reflectgames.ui import rules_layout
from reflectgames.ui.theme import Palette

PAGES: tuple[rules_layout.Page, ...] = (
    ("plans_rules.1.title", ("plans_rules.1.setup", "plans_rules.1.goal", "plans_rules.1.score"),
     diagram_setup),
    ("plans_rules.2.title", ("plans_rules.2.count", "plans_rules.2.land", "plans_rules.2.examples"),
     diagram_jump),
    ("plans_rules.3.title", ("plans_rules.3.holes", "plans_rules.3.landing", "plans_rules.3.stuck"),
     diagram_holes),
    ("plans_rules.4.title",
     ("plans_rules.4.turn", "plans_rules.4.forced", "plans_rules.4.same", "plans_rules.4.screen"),
     diagram_rotate),
    ("plans_rules.5.title", ("plans_rules.5.shift", "plans_rules.5.grow", "plans_rules.5.forced"),
     diagram_shift),
    ("plans_rules.6.title", ("plans_rules.6.goals", "plans_rules.6.suits", "plans_rules.6.keys"),
     diagram_goals),
)
PAGE_COUNT: int = len(PAGES)

# Plans diagrams are whole boards: they get a wider column than the other games' pictures.
_DIAGRAM_SHARES = (0.5, 0.44, 0.38)


def draw_rules_page(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, page: int) -> None:
    """Draw page `page` (0-based, clamped) of the rules into `rect`."""
    rules_layout.draw_page(surface, rect, palette, PAGES, page, diagram_shares=_DIAGRAM_SHARES)


def text_fits(rect: pygame.Rect, page: int) -> bool:
    """Whether the page's words fit `rect` without dropping a line (used by the tests)."""
    return rules_layout.text_fits(rect, PAGES, page, diagram_shares=_DIAGRAM_SHARES)
