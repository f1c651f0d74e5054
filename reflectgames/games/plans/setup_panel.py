"""The Plans of Action part of the New game form: goal, suits, and a layout typed, pasted or given as a code.

`OptionsEditor` has the interface the setup scene embeds (see the Pond
editor): `layout(rect)`, `handle_event`, `draw`, `error()` before starting and
`options()` for the rules. An empty layout field leaves the deal to the seed;
a pasted puzzle code also sets the goal and suits it names. A text that is
neither, or a layout that already meets the chosen goal, is refused in the
player's language before the game starts.
"""

from __future__ import annotations

from typing import Any

import pygame

from reflectgames.games import get_rules
from reflectgames.games.plans.codes import CodeError
from reflectgames.games.plans.describe import par_words
from reflectgames.games.plans.goals import GOALS, SUIT_MODES
from reflectgames.games.plans.message_keys import GOAL_LABELS, SUITS_LABELS
from reflectgames.games.plans.pars import Par
from reflectgames.games.plans.setup_entry import Entry, read_entry
from reflectgames.i18n import explain, has_key, t
from reflectgames.ui.clipboard import clipboard_text
from reflectgames.ui.text import draw_text, length, line_height, text_width, wrap_text
from reflectgames.ui.text_input import TextInput
from reflectgames.ui.theme import Palette
from reflectgames.ui.widgets import Button, Choice, ControlStops, Option, Widget

RULES = get_rules("plans")
STOPS = ("goal", "suits", "layout")
MAX_ENTRY = 60  # a layout with its goal and suits words fits with room to spare
NOTE_LINES = 3  # a refusal may take three lines in a narrow column


def code_error_text(error: CodeError) -> str:
    key = f"puzzles.code_error.{error.key}"
    return t(key, **error.params) if has_key(key) else str(error)


class OptionsEditor(ControlStops):
    """Goal and suits choices over a layout field, with one line saying what the field will do."""

    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.goal = Choice(t("plans.option.goal"), self._goal_options(), "group")
        self.suits = Choice(t("plans.option.suits"), self._suits_options(), "one")
        self.entry = TextInput(max_length=MAX_ENTRY, placeholder=t("plans.setup.layout_empty"),
                               on_change=self._entry_changed)
        self.focused = False
        self.stop = "goal"
        self.label_pos = (0, 0)
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.pars: dict[str, Par | None] = {}  # the cached par of each code typed, read once
        self.paste = Button(t("puzzles.paste"), self.paste_entry, style="secondary")
        self.notice: str | None = None  # what Paste found wrong, until the field changes

    # --- what the host reads --------------------------------------------------------
    def options(self) -> dict[str, Any]:
        chosen: dict[str, Any] = {"goal": self.goal.value, "suits": self.suits.value}
        entry = self._read()
        if isinstance(entry, Entry):
            chosen["layout"] = entry.layout
        return chosen

    def error(self) -> str | None:
        """Why the game cannot start yet, in one translated line; None when it can."""
        entry = self._read()
        if isinstance(entry, CodeError):
            return code_error_text(entry)
        if entry is None:
            return None
        try:
            RULES.new_game(1, 0, self.options())
        except ValueError as error:
            return explain(error).splitlines()[0]
        return None

    def _read(self) -> Entry | CodeError | None:
        try:
            return read_entry(self.entry.text)
        except CodeError as error:
            return error

    def paste_entry(self) -> None:
        """The clipboard's text in the layout field (as Ctrl+V there): a shared code, say."""
        text = " ".join(clipboard_text().split())
        if not text:
            self.notice = t("puzzles.paste_empty")
            return
        self.entry.text = text[: self.entry.max_length]
        self.entry.cursor = len(self.entry.text)
        self._entry_changed(self.entry.text)

    def _entry_changed(self, _text: str) -> None:
        self.notice = None
        # A code (or words after a layout) names the goal and suits: the choices follow it.
        entry = self._read()
        if isinstance(entry, Entry):
            if entry.goal is not None:
                self.goal.set_value(entry.goal)
            if entry.suits is not None:
                self.suits.set_value(entry.suits)

    def enter(self, backwards: bool) -> None:
        """The form hands over the keyboard: start at the first control, or the last one on Shift+Tab."""
        self.stop = STOPS[-1] if backwards else STOPS[0]

    # --- layout ---------------------------------------------------------------------------
    def preferred_height(self, width: int) -> int:
        row, gap = length(46), length(10)
        return 3 * row + 3 * gap + line_height("small") + NOTE_LINES * line_height("small")

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        gap = length(10)
        fixed = 3 * gap + (1 + NOTE_LINES) * line_height("small")
        row = max(length(30), min(length(46), (self.rect.height - fixed) // 3))
        y = self.rect.top
        self.goal.rect = pygame.Rect(self.rect.left, y, self.rect.width, row)
        y += row + gap
        self.suits.rect = pygame.Rect(self.rect.left, y, self.rect.width, row)
        y += row + gap
        self.label_pos = (self.rect.left + length(4), y)
        y += line_height("small")
        paste_w = min(self.rect.width // 3, text_width(self.paste.text, "body", True) + length(28))
        self.entry.rect = pygame.Rect(self.rect.left, y, self.rect.width - paste_w - gap, row)
        self.paste.rect = pygame.Rect(self.entry.rect.right + gap, y, paste_w, row)
        y += row + gap
        self.note_rect = pygame.Rect(self.rect.left, y, self.rect.width, NOTE_LINES * line_height("small"))

    def focus_rect(self) -> pygame.Rect:
        """Where the keyboard cursor is, so a scrolling form can keep it in view."""
        return self._widget(self.stop).rect.copy()

    # --- input ------------------------------------------------------------------------------
    def _stops(self) -> list[str]:
        return list(STOPS)

    def _widget(self, stop: str) -> Widget:
        return {"goal": self.goal, "suits": self.suits, "layout": self.entry}[stop]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(event.pos):
                return False
            self.focused = True
            if self.paste.handle_event(event):  # for the pointer; the keyboard pastes with Ctrl+V
                self.stop = "layout"
                self._sync_focus()
                return True
            for stop in STOPS:
                widget = self._widget(stop)
                if widget.rect.collidepoint(event.pos):
                    self.stop = stop
                    self._sync_focus()
                    widget.handle_event(event)
                    return True
            return True  # the editor's background still belongs to it
        if event.type not in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING):
            return False
        self.focused = True
        self._sync_focus()
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):  # typed, or an input method composing
            return self.stop == "layout" and self.entry.handle_event(event)
        if event.key == pygame.K_TAB:
            return self._move_stop(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            return self._move_stop(-1 if event.key == pygame.K_UP else 1)
        return self._widget(self.stop).handle_event(event)

    def _sync_focus(self) -> None:
        for stop in STOPS:
            self._widget(stop).focused = self.focused and stop == self.stop

    # --- drawing ------------------------------------------------------------------------------
    def _goal_options(self) -> list[Option]:
        return [Option(goal, t(GOAL_LABELS[goal])) for goal in GOALS]

    def _suits_options(self) -> list[Option]:
        return [Option(mode, t(SUITS_LABELS[mode])) for mode in SUIT_MODES]

    def _refresh_texts(self) -> None:
        """Texts are looked up at draw time so a language switch shows at once."""
        self.goal.label = t("plans.option.goal")
        self.suits.label = t("plans.option.suits")
        for choice, fresh in ((self.goal, self._goal_options()), (self.suits, self._suits_options())):
            for option, new in zip(choice.options, fresh, strict=True):
                option.text = new.text
        self.entry.placeholder = t("plans.setup.layout_empty")

    def note(self) -> tuple[str, tuple[int, int, int]]:
        """The line under the field: what it will do, or why it cannot."""
        palette = self.palette
        problem = self.error()
        if problem:
            return problem, palette.danger
        if self.notice:
            return self.notice, palette.danger
        entry = self._read()
        if isinstance(entry, Entry):
            if entry.code is not None:
                par = par_words(self._par_of(entry.code))
                if par is not None:  # a shared code the solver has seen: the score to aim at
                    return t("plans.setup.code_ok_par", code=entry.code, par=par), palette.success
                return t("plans.setup.code_ok", code=entry.code), palette.success
            return t("plans.setup.layout_ok"), palette.success
        return t("plans.setup.layout_help"), palette.text_muted

    def _par_of(self, code: str) -> Par | None:
        """The cached par of a code, read once per code (the note is drawn every frame)."""
        if code not in self.pars:
            from reflectgames.games.plans.pars import par_for

            self.pars[code] = par_for(code)
        return self.pars[code]

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        self._refresh_texts()
        self._sync_focus()
        palette = self.palette
        self.goal.draw(surface, palette)
        self.suits.draw(surface, palette)
        draw_text(surface, t("plans.setup.layout"), self.label_pos, "small", palette.text_muted,
                  max_width=self.rect.width - length(8))
        self.entry.draw(surface, palette)
        self.paste.text = t("puzzles.paste")
        self.paste.draw(surface, palette)
        text, color = self.note()
        lines = wrap_text(text, "small", self.note_rect.width - length(8))
        step = line_height("small")
        for index, line in enumerate(lines[:NOTE_LINES]):
            last = index == NOTE_LINES - 1 and len(lines) > NOTE_LINES
            shown = " ".join(lines[index:]) if last else line
            draw_text(surface, shown, (self.note_rect.left + length(4), self.note_rect.top + index * step),
                      "small", color, max_width=self.note_rect.width - length(8))
