"""The rules of Reflecto, page by page, each with a diagram drawn from the game's own pieces.

The rules scene calls `draw_rules_page(surface, rect, palette, page)` for the
page body. Text sits in a column on the left and the diagram on the right;
the text size shrinks (never below the readable minimum) until every
paragraph fits, and only on very small pages does the diagram give way. The
pages also state the decisions this app takes where the rulebook is silent.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflecto.painters.rules_diagrams import (
    diagram_exits,
    diagram_guess,
    diagram_memory,
    diagram_mirror,
    diagram_moves,
    diagram_setup,
    diagram_split_numbers,
    diagram_table,
    diagram_variants,
)
from reflectgames.ui import rules_layout
from reflectgames.ui.rules_layout import Diagram
from reflectgames.ui.theme import Palette

PAGES: tuple[tuple[str, tuple[str, ...], Diagram], ...] = (
    ("reflecto_rules.1.title",
     ("reflecto_rules.1.goal", "reflecto_rules.1.screens", "reflecto_rules.1.setup"),
     diagram_setup),
    ("reflecto_rules.2.title", ("reflecto_rules.2.turn", "reflecto_rules.2.step", "reflecto_rules.2.jump",
                                "reflecto_rules.2.route"), diagram_moves),
    ("reflecto_rules.3.title", ("reflecto_rules.3.rule", "reflecto_rules.3.reversed", "reflecto_rules.3.only",
                                "reflecto_rules.3.secret"), diagram_mirror),
    ("reflecto_rules.4.title",
     ("reflecto_rules.4.follow", "reflecto_rules.4.notebook", "reflecto_rules.4.when"),
     diagram_memory),
    ("reflecto_rules.5.title", ("reflecto_rules.5.order", "reflecto_rules.5.jump", "reflecto_rules.5.cascade",
                                "reflecto_rules.5.mirrors"), diagram_exits),
    ("reflecto_rules.6.title", ("reflecto_rules.6.guess", "reflecto_rules.6.refused", "reflecto_rules.6.win"),
     diagram_guess),
    ("reflecto_rules.7.title", ("reflecto_rules.7.length", "reflecto_rules.7.handicaps",
                                "reflecto_rules.7.house"), diagram_variants),
    ("reflecto_rules.9.title", ("reflecto_rules.9.split", "reflecto_rules.9.numbers",
                                "reflecto_rules.9.hidden"), diagram_split_numbers),
    ("reflecto_rules.8.title", ("reflecto_rules.8.curtain", "reflecto_rules.8.hand_over",
                                "reflecto_rules.8.controls", "reflecto_rules.8.choices",
                                "reflecto_rules.8.computer"), diagram_table),
)
PAGE_COUNT: int = len(PAGES)


def draw_rules_page(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, page: int) -> None:
    """Draw page `page` (0-based, clamped) of the rules into `rect`."""
    rules_layout.draw_page(surface, rect, palette, PAGES, page, paragraph_gap=8, clip_diagram=True)


def text_fits(rect: pygame.Rect, page: int) -> bool:
    """Whether the page's words fit `rect` without dropping a line (used by the tests)."""
    return rules_layout.text_fits(rect, PAGES, page, paragraph_gap=8)
