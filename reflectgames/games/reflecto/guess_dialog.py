"""The guess dialog: type the opponent's word, read what a wrong guess costs, confirm.

Two steps, so a guess is never made by accident: first the word (physical or
on-screen keyboard), then a confirmation that repeats the word and the price
of being wrong (the game, or with the lenient variant only the turn). It
draws over the board area and answers with the move text once confirmed.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflecto.word_entry import WordEntry
from reflectgames.i18n import t
from reflectgames.ui.chrome import draw_dialog
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, wrap_text
from reflectgames.ui.theme import Palette
from reflectgames.ui.widgets import Button, WidgetGroup


class GuessDialog:
    def __init__(self, word_length: int, opponent: str, wrong_guess: str) -> None:
        self.entry = WordEntry(word_length)
        self.opponent = opponent
        self.wrong_guess = wrong_guess
        self.stage = "entry"
        self.closed = False
        self.chosen: str | None = None  # the word, once confirmed
        # The G that opened the dialog also arrives as typed text in the same frame: not a guessed letter.
        self.opening_key: str | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.area = pygame.Rect(0, 0, 0, 0)
        self._build()

    def _build(self) -> None:
        if self.stage == "entry":
            self.primary = Button(t("reflecto.guess.next"), self._next)
            self.secondary = Button(t("common.cancel"), self.close, style="secondary")
        else:
            self.primary = Button(t("reflecto.guess.confirm", word=self.entry.letters), self._confirm,
                                  style="danger" if self.wrong_guess == "lose" else "primary")
            self.secondary = Button(t("reflecto.guess.back"), self._back, style="secondary")
        self.group = WidgetGroup([self.secondary, self.primary])
        self.group.focus(self.primary)
        if self.area.width:
            self.layout(self.area)

    def cost_text(self) -> str:
        key = "reflecto.guess.cost_lose" if self.wrong_guess == "lose" else "reflecto.guess.cost_turn"
        return t(key)

    # --- actions ---------------------------------------------------------------------------------------
    def _next(self) -> None:
        if not self.entry.complete:
            self.entry.notice = t("reflecto.entry.need", length=self.entry.word_length)
            return
        self.stage = "confirm"
        self._build()

    def _back(self) -> None:
        self.stage = "entry"
        self._build()

    def _confirm(self) -> None:
        self.chosen = self.entry.letters
        self.closed = True

    def close(self) -> None:
        self.closed = True

    # --- layout and input ------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> None:
        self.area = pygame.Rect(area)
        width = min(length(520), area.width - length(20))
        inner = width - 2 * length(28)
        body = wrap_text(self.cost_text(), "body", inner)
        title_h = line_height("title") + length(10)
        if self.stage == "entry":
            probe = WordEntry(self.entry.word_length)
            content = probe.layout(pygame.Rect(0, 0, inner, 10), length(44))
        else:
            content = line_height("heading") + length(20)
        height = length(24) + title_h + len(body) * line_height("body") + length(14) + content + length(30) \
            + length(44) + length(24)
        self.panel = pygame.Rect(0, 0, width, min(area.height, height))
        self.panel.center = area.center
        y = self.panel.top + length(24) + title_h + len(body) * line_height("body") + length(14)
        self.body_top = self.panel.top + length(24) + title_h
        if self.stage == "entry":
            self.entry.layout(pygame.Rect(self.panel.left + length(28), y, inner, content), length(44))
        self.word_y = y + content // 2
        buttons_y = self.panel.bottom - length(24) - length(44)
        half = (inner - length(12)) // 2
        self.secondary.rect = pygame.Rect(self.panel.left + length(28), buttons_y, half, length(44))
        self.primary.rect = pygame.Rect(self.secondary.rect.right + length(12), buttons_y, half, length(44))
        self.notice_y = buttons_y - length(6)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Everything goes to the dialog while it is open (it is modal)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back() if self.stage == "confirm" else self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.primary.activate()
            return True
        if event.type == pygame.TEXTINPUT and self.opening_key and event.text.lower() == self.opening_key:
            self.opening_key = None
            return True
        if self.group.handle_event(event):
            return True
        if self.stage == "entry" and self.entry.handle_event(event):
            return True
        return True

    def draw(self, surface: pygame.Surface, palette: Palette, pointer: tuple[int, int] | None) -> None:
        previous = surface.get_clip()
        surface.set_clip(self.area)
        draw_dialog(surface, self.panel, palette)
        surface.set_clip(previous)
        title = t("reflecto.guess.title", name=self.opponent) if self.stage == "entry" \
            else t("reflecto.guess.sure")
        draw_text(surface, title, (self.panel.centerx, self.panel.top + length(24)), "title", palette.accent,
                  bold=True, anchor="midtop", max_width=self.panel.width - length(40))
        body = pygame.Rect(self.panel.left + length(28), self.body_top, self.panel.width - length(56),
                           self.panel.height)
        draw_wrapped(surface, self.cost_text(), body, "body", palette.text, align="center")
        if self.stage == "entry":
            self.entry.draw(surface, palette, pointer)
            if self.entry.notice:
                draw_text(surface, self.entry.notice, (self.panel.centerx, self.notice_y), "small",
                          palette.danger, anchor="midbottom", max_width=self.panel.width - length(40))
        else:
            draw_text(surface, " ".join(self.entry.letters), (self.panel.centerx, self.word_y), "heading",
                      palette.text, bold=True, anchor="center")
        self.group.draw(surface, palette)
