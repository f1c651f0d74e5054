"""Choosing which exit numbers a player writes on their screens: a row of numbered chips.

The rulebook's handicap lets a player number "all their screens or just a few";
this widget is the "just a few". Left / Right move the chip cursor, Enter or
Space writes or clears the number under it, a click toggles a chip.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from reflectgames.ui.draw import draw_focus_ring
from reflectgames.ui.text import draw_text, length
from reflectgames.ui.theme import Palette, darker, mix
from reflectgames.ui.widgets import ACTIVATE_KEYS, Widget


class NumberPicker(Widget):
    def __init__(self, count: int, chosen: set[int], on_change: Callable[[], None] | None = None) -> None:
        super().__init__(True)
        self.count = count
        self.chosen = {n for n in chosen if 1 <= n <= count}
        self.cursor = 1
        self.on_change = on_change

    def set_count(self, count: int) -> None:
        """The player's letter screens changed (a mirror more or less): numbers beyond them go."""
        self.count = count
        self.chosen = {n for n in self.chosen if n <= count}
        self.cursor = min(self.cursor, count)

    def numbers(self) -> list[int]:
        return sorted(self.chosen)

    def toggle(self, number: int) -> None:
        if not self.enabled or not 1 <= number <= self.count:
            return
        self.chosen ^= {number}
        self.cursor = number
        if self.on_change is not None:
            self.on_change()

    def activate(self) -> None:
        self.toggle(self.cursor)

    def _chips(self) -> list[pygame.Rect]:
        gap = length(3)
        across = (self.rect.width - length(8) - gap * (self.count - 1)) // max(1, self.count)
        size = max(1, min(self.rect.height - length(8), across))
        total = size * self.count + gap * (self.count - 1)
        left = self.rect.centerx - total // 2
        return [pygame.Rect(left + k * (size + gap), self.rect.centery - size // 2, size, size)
                for k in range(self.count)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            for number, chip in enumerate(self._chips(), start=1):
                if chip.inflate(length(2), length(6)).collidepoint(event.pos):
                    self.toggle(number)
                    return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.cursor = max(1, self.cursor - 1)
                return True
            if event.key == pygame.K_RIGHT:
                self.cursor = min(self.count, self.cursor + 1)
                return True
            if event.key in ACTIVATE_KEYS:
                self.activate()
                return True
        return False

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.drawable:
            return
        self._field(surface, palette, darker(palette.panel, 0.15))
        for number, chip in enumerate(self._chips(), start=1):
            on = number in self.chosen
            fill = palette.accent if on else mix(palette.panel, palette.text_muted, 0.2)
            if not self.enabled:
                fill = mix(fill, palette.panel, 0.6)
            pygame.draw.rect(surface, fill, chip, border_radius=length(5))
            ink = palette.text_on_accent if on else palette.text_muted
            draw_text(surface, str(number), chip.center, "small", ink, bold=on, anchor="center")
            if self.focused and number == self.cursor:
                draw_focus_ring(surface, chip, palette.focus, length(5))
