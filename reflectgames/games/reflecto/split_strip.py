"""Choosing how many letters each letter screen carries, for a player with the free split.

The rulebook lets a less experienced player "spread the letters in another
way". The strip shows one box per letter screen in exit order with its count
(0 is a blank screen); a click on a box's upper half adds a letter, on its
lower half takes one away (0 to 3). The setup view also sets a count from the
keyboard: a digit 0-3 with the board cursor on a letter screen. The strip
starts from the standard split, so a player who changes nothing plays that.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflecto.options import MAX_PER_SCREEN
from reflectgames.i18n import t
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.text import draw_text, length, line_height
from reflectgames.ui.theme import Palette, darker, mix


class SplitStrip:
    def __init__(self, counts: tuple[int, ...], length_: int) -> None:
        self.standard = tuple(counts)
        self.counts = list(counts)
        self.word_length = length_
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def total(self) -> int:
        return sum(self.counts)

    @property
    def complete(self) -> bool:
        return self.total == self.word_length

    def free_counts(self) -> tuple[int, ...]:
        """The setup move's split: () for the standard one, else the letters on each screen."""
        if tuple(self.counts) == self.standard:
            return ()
        return tuple(self.counts)

    def set(self, index: int, count: int) -> None:
        if 0 <= index < len(self.counts):
            self.counts[index] = max(0, min(MAX_PER_SCREEN, count))

    def height(self) -> int:
        """What the strip asks for; it makes do with less, down to `least_height`."""
        return line_height("small") + length(44)

    def least_height(self) -> int:
        return line_height("small") + line_height("small") + length(4)

    @property
    def shown(self) -> bool:
        return self.rect.height >= self.least_height()

    def boxes(self) -> list[pygame.Rect]:
        count = len(self.counts)
        gap = length(6)
        tall = self.rect.height - line_height("small") - length(4)
        size = min(length(40), tall, (self.rect.width - gap * (count - 1)) // max(1, count))
        top = self.rect.top + line_height("small") + length(2)
        left = self.rect.left
        return [pygame.Rect(left + k * (size + gap), top, size, size) for k in range(count)]

    def click(self, pos: tuple[int, int]) -> bool:
        if not self.shown:
            return False  # hidden for want of room
        for index, box in enumerate(self.boxes()):
            if box.collidepoint(pos):
                self.set(index, self.counts[index] + (1 if pos[1] < box.centery else -1))
                return True
        return False

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.shown:
            return
        caption = t("reflecto.split.caption", count=self.total, length=self.word_length)
        tone = palette.success if self.complete else palette.danger
        draw_text(surface, caption, self.rect.topleft, "small", tone, max_width=self.rect.width)
        for index, box in enumerate(self.boxes()):
            shadowed_round_rect(surface, box, mix(palette.panel, palette.text_muted, 0.25), length(6))
            size = "body" if box.height >= line_height("body") + length(8) else "small"
            draw_text(surface, str(self.counts[index]), box.center, size, palette.text, bold=True,
                      anchor="center")
            if box.height < length(34):
                continue  # too small for the corner marks: the count alone
            # The exit number in a corner, and the up / down halves marked by small carets.
            draw_text(surface, str(index + 1), (box.left + length(3), box.top + length(1)), 13,
                      darker(palette.text_muted, 0.1))
            ink = palette.accent
            draw_text(surface, "+", (box.right - length(4), box.top + length(1)), 13, ink, anchor="topright")
            draw_text(surface, "-", (box.right - length(5), box.bottom - length(1)), 13, ink,
                      anchor="bottomright")
