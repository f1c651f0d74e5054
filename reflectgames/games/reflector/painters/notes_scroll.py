"""The notes column when its three cards do not fit beside the grids: stacked, and scrolled.

In a small window at a large text size the cards level with the grids are
too short for their words (a long name's heading, the last turn, the
result). Then the cards are stacked one under the other, each as tall as
its words need, in the shared scrolling column (wheel and scroll bar): every
word stays whole and can be read.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from reflectgames.ui.scroll import Row, ScrollColumn
from reflectgames.ui.text import length
from reflectgames.ui.theme import Palette
from reflectgames.ui.widgets import Widget

# Draws one card into the rect it is given.
CardPainter = Callable[[pygame.Surface, pygame.Rect], None]

CARD_GAP = 8


def card_width(column: pygame.Rect) -> int:
    """How wide the stacked cards are laid out: the column less the scroll bar's lane, so their words
    fit whether or not the bar shows."""
    return column.width - length(14)


class _Card(Widget):
    """A card in the column: drawn by its painter, never focused or clicked."""

    focusable = False

    def __init__(self, paint: CardPainter) -> None:
        super().__init__()
        self.paint = paint

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        self.paint(surface, self.rect)


class NotesScroll:
    """The stacked cards, and whether they were last drawn so (then the wheel scrolls them)."""

    def __init__(self) -> None:
        self.column = ScrollColumn()
        self.active = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event scrolled the stacked cards (the wheel over them, or their bar)."""
        return self.active and self.column.handle_event(event)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, cards: list[tuple[int, CardPainter]],
             palette: Palette) -> None:
        """The `cards` (height, painter) stacked from the top of `rect`, scrolled as last left."""
        self.active = True
        self.column.layout(rect, [Row([_Card(paint)], height) for height, paint in cards], length(CARD_GAP))
        self.column.draw(surface, palette)
