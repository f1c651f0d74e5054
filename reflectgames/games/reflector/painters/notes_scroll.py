"""The notes column when its three cards do not fit beside the grids: stacked, and scrolled.

In a small window at a large text size the cards level with the grids are
too short for their words (a long name's heading, the last turn, the
result). Then the cards are stacked one under the other, each as tall as
its words need, in a column that scrolls with the wheel and its scroll bar,
like the Reflecto notebook: every word stays whole and can be read.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from reflectgames.audit import recording
from reflectgames.ui.scroll import ScrollBar
from reflectgames.ui.text import length, line_height
from reflectgames.ui.theme import Palette
from reflectgames.ui.widgets import pointer_position

# Draws one card into the rect it is given.
CardPainter = Callable[[pygame.Surface, pygame.Rect], None]


def card_width(column: pygame.Rect) -> int:
    """How wide the stacked cards are laid out: the column less the scroll bar's lane, so their words
    fit whether or not the bar shows."""
    return column.width - length(14)


class NotesScroll:
    """A window onto the stacked cards: its rect, the scroll offset and the bar beside it."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.offset = 0  # pixels of cards above the top of `rect`
        self.content_height = 0  # the stacked cards' height as last drawn
        self.active = False  # the cards were last drawn stacked (the wheel scrolls them)
        self.bar = ScrollBar()
        self._pointer: tuple[int, int] | None = None

    def _lane(self) -> int:
        """The width the scroll bar takes beside the cards while they overflow."""
        return length(14) if self.content_height > self.rect.height else 0

    def _scroll_to(self, offset: int) -> None:
        self.offset = max(0, min(int(offset), self.content_height - self.rect.height))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event scrolled the stacked cards (the wheel over them, or their bar)."""
        if not self.active:
            return False
        moved = self.bar.handle_event(event, self.offset, self.content_height, self.rect.height)
        if moved is not None:
            self._scroll_to(moved)
            return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        pointer = pointer_position(self._pointer)
        if event.type == pygame.MOUSEWHEEL and pointer is not None and self.rect.collidepoint(pointer):
            self._scroll_to(self.offset - event.y * 2 * line_height("small"))
            return True
        return False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, cards: list[tuple[int, CardPainter]],
             palette: Palette) -> None:
        """The `cards` (height, painter) stacked from the top of `rect`, scrolled by the offset."""
        self.rect = pygame.Rect(rect)
        self.active = True
        gap = length(8)
        self.content_height = sum(height for height, _paint in cards) + gap * max(0, len(cards) - 1)
        self._scroll_to(self.offset)
        width = rect.width - self._lane()
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip))
        with recording.viewport(rect):
            y = rect.y - self.offset
            for height, paint in cards:
                paint(surface, pygame.Rect(rect.x, y, width, height))
                y += height + gap
        surface.set_clip(clip)
        self.bar.track = pygame.Rect(rect.right - length(9), rect.y + length(4), length(5),
                                     max(0, rect.height - length(8)))
        self.bar.draw(surface, palette, self.offset, self.content_height, rect.height)
