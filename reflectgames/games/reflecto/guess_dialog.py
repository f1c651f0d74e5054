"""The guess dialog: type the opponent's word, read what a wrong guess costs, confirm.

Two steps, so a guess is never made by accident: first the word (physical or
on-screen keyboard), then a confirmation that repeats the word and the price
of being wrong (the game, or with the lenient variant only the turn). It
draws over the board area and answers with the move text once confirmed.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflecto.word_entry import KEY_GAP, MIN_KEY_PX, WordEntry, keyboard_width
from reflectgames.i18n import t
from reflectgames.ui.chrome import draw_dialog
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, wrap_text
from reflectgames.ui.theme import Palette
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button


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
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.title_size = "title"
        self.compact = False  # a small board: tighter margins, the price said only at the confirmation
        self.show_cost = True
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
        """Centre the dialog in the board `area`, its keyboard keys at least `MIN_KEY_PX` wide and tall.

        In a small area (a large text scale) the dialog gets compact: a smaller
        title, tighter margins, and the price of a wrong guess left to the
        confirmation step, which always says it.
        """
        self.area = pygame.Rect(area)
        bounds = area.inflate(-length(12), -length(12))
        for compact in (False, True):
            self.compact = compact
            if self._place(bounds) or compact:
                return

    def _place(self, bounds: pygame.Rect) -> bool:
        """Lay the dialog out in `bounds`; False when it needed more height than there is."""
        pad = length(8) if self.compact else length(28)
        gap = max(2, length(KEY_GAP))
        wanted = keyboard_width(max(MIN_KEY_PX + 6, length(38)), gap) + 2 * pad
        width = min(max(length(520), wanted), bounds.width)
        inner = width - 2 * pad
        self.title_size = "body" if self.compact else "title"
        title_lines = wrap_text(self._title(), self.title_size, inner, True)
        title_h = len(title_lines) * line_height(self.title_size, True)
        self.show_cost = not self.compact or self.stage == "confirm"
        cost_lines = wrap_text(self.cost_text(), "body", inner) if self.show_cost else []
        body_h = len(cost_lines) * line_height("body")
        button_h = min(length(44), line_height("body", True) + length(12))
        space = length(8) if self.compact else length(14)
        frame = 2 * pad + title_h + space + body_h + space + button_h + space
        if self.stage == "entry":
            room = max(length(40), bounds.height - frame)
            content = WordEntry(self.entry.word_length).layout(pygame.Rect(0, 0, inner, room), length(44))
        else:
            content = line_height("heading", True) + length(20)
        self.panel = pygame.Rect(0, 0, width, min(bounds.height, frame + content))
        self.panel.center = self.area.center
        self.title_rect = pygame.Rect(self.panel.left + pad, self.panel.top + pad, inner, title_h)
        self.body_top = self.title_rect.bottom + space
        y = self.body_top + body_h + (space if body_h else 0)
        if self.stage == "entry":
            self.entry.layout(pygame.Rect(self.panel.left + pad, y, inner, content), length(44))
        self.word_y = y + content // 2
        buttons_y = self.panel.bottom - pad - button_h
        half = (inner - length(12)) // 2
        self.secondary.rect = pygame.Rect(self.panel.left + pad, buttons_y, half, button_h)
        self.primary.rect = pygame.Rect(self.secondary.rect.right + length(12), buttons_y, half, button_h)
        self.notice_y = buttons_y - length(4)
        return frame + content <= bounds.height

    def _title(self) -> str:
        if self.stage == "entry":
            return t("reflecto.guess.title", name=self.opponent)
        return t("reflecto.guess.sure")

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
        draw_wrapped(surface, self._title(), self.title_rect, self.title_size, palette.accent, bold=True,
                     align="center")
        if self.show_cost:
            body = pygame.Rect(self.title_rect.left, self.body_top, self.title_rect.width, self.panel.height)
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
