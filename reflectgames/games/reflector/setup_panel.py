"""The Reflector part of the New game form: who shoots first, and which cells count as touching.

`OptionsEditor` shows two choices and a small drawing of squared paper that
shows, for one held cell, the cells a next claim may take under the chosen
adjacency. The setup scene embeds the editor: it lays it out, forwards its
events, asks `error()` before starting and passes `options()` to the rules.
"""

from __future__ import annotations

from typing import Any

import pygame

from reflectgames.games.reflector.painters import sprites
from reflectgames.games.reflector.painters.looks import Look, draw_look
from reflectgames.i18n import t
from reflectgames.ui.text import draw_wrapped, length
from reflectgames.ui.theme import Palette, darker, mix
from reflectgames.ui.widgets import Choice, Option

STOPS = ("first", "adjacency")


class OptionsEditor:
    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.first = Choice("", self._first_options(), None)
        self.adjacency = Choice("", self._adjacency_options(), "orthogonal")
        # The host mirrors its focus into this attribute.
        self.focused = False
        self.stop = "first"
        self.sample = pygame.Rect(0, 0, 0, 0)

    # --- what the host reads ------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        chosen: dict[str, Any] = {"adjacency": self.adjacency.value}
        if self.first.value is not None:
            chosen["first"] = self.first.value
        return chosen

    def error(self) -> str | None:
        """Every combination of these options makes a valid game."""
        return None

    def _first_options(self) -> list[Option]:
        return [
            Option(None, t("reflector.setup_panel.coin")),
            Option(0, t("setup.default_name", number=1)),
            Option(1, t("setup.default_name", number=2)),
        ]

    def _adjacency_options(self) -> list[Option]:
        return [
            Option("orthogonal", t("reflector.setup_panel.orthogonal")),
            Option("king", t("reflector.setup_panel.king")),
        ]

    def _choices(self) -> dict[str, Choice]:
        return {"first": self.first, "adjacency": self.adjacency}

    # --- layout -------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        gap = length(10)
        row = min(length(46), max(length(28), (self.rect.height - gap) // 2))
        self.first.rect = pygame.Rect(self.rect.left, self.rect.top, self.rect.width, row)
        self.adjacency.rect = pygame.Rect(self.rect.left, self.rect.top + row + gap, self.rect.width, row)
        below = self.adjacency.rect.bottom + gap
        side = min(self.rect.bottom - below, length(120), self.rect.width // 3)
        # Under the choices, if there is room: the sample drawing and a sentence about it.
        self.sample = pygame.Rect(self.rect.left + length(8), below, side, side) if side >= length(48) else \
            pygame.Rect(0, 0, 0, 0)

    # --- input -----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(event.pos):
                return False
            self.focused = True
            for stop, choice in self._choices().items():
                if choice.rect.collidepoint(event.pos):
                    self.stop = stop
                    choice.handle_event(event)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        self.focused = True
        index = STOPS.index(self.stop)
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            target = index + (-1 if event.key == pygame.K_UP else 1)
            if not 0 <= target < len(STOPS):
                return False  # past either end the form moves the focus on
            self.stop = STOPS[target]
            return True
        choice = self._choices()[self.stop]
        choice.focused = True
        return choice.handle_event(event)

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0:
            return
        palette = self.palette
        # Labels are looked up at draw time so a language switch shows at once.
        self.first.label = t("reflector.option.first")
        self.adjacency.label = t("reflector.option.adjacency")
        fresh_texts = ((self.first, self._first_options()), (self.adjacency, self._adjacency_options()))
        for choice, fresh in fresh_texts:
            for option, new in zip(choice.options, fresh, strict=True):
                option.text = new.text
        for stop, choice in self._choices().items():
            choice.focused = self.focused and self.stop == stop
            choice.draw(surface, palette)
        self._draw_sample(surface)

    def _draw_sample(self, surface: pygame.Surface) -> None:
        """A 3x3 piece of paper: the held cell in the middle, ringed where the next claim may go."""
        if self.sample.width <= 0:
            return
        cell = self.sample.width // 3
        box = pygame.Rect(self.sample.x, self.sample.y, 3 * cell, 3 * cell)
        pygame.draw.rect(surface, sprites.PAPER, box)
        king = self.adjacency.value == "king"
        line = mix(sprites.PAPER, sprites.PENCIL, 0.45)
        ring = sprites.ring(int(cell * 0.6), mix(self.palette.highlight, sprites.PENCIL, 0.2), 2)
        for row in range(3):
            for col in range(3):
                rect = pygame.Rect(box.x + col * cell, box.y + row * cell, cell, cell)
                pygame.draw.rect(surface, line, rect, 1)
                if (row, col) == (1, 1):
                    draw_look(surface, rect, Look(holder=0), self.palette)
                elif king or row == 1 or col == 1:
                    surface.blit(ring, ring.get_rect(center=rect.center))
        pygame.draw.rect(surface, darker(sprites.PAPER, 0.5), box, 2)
        left = box.right + length(16)
        text = pygame.Rect(left, box.top, self.rect.right - left, box.height)
        key = "reflector.setup_panel.king_help" if king else "reflector.setup_panel.orthogonal_help"
        draw_wrapped(surface, t(key), text, "small", self.palette.text_muted)
