"""A player's own setup on screen: the secret word and the order of the seven screens.

The word is typed with the physical keyboard or the on-screen one; the
letters appear on the letter screens standing on the player's home row as
they are typed, spread the way the rules spread them. The screens are put in
order by dragging one onto another (they swap), by clicking two in turn, or
with Left/Right and Space. With a dictionary in the options the word is
checked as soon as it is complete. With the free split a strip of counts
(`split_strip`) sets the letters per screen. Ready sends the setup move: the
word, the row, and the letters per screen when the split is not the standard one.
"""

from __future__ import annotations

import random

import pygame

from reflectgames.games.reflecto.board import HOME_CELLS
from reflectgames.games.reflecto.layout import ReflectoLayout
from reflectgames.games.reflecto.moves import SetupMove
from reflectgames.games.reflecto.observation import ReflectoObservation
from reflectgames.games.reflecto.split_strip import SplitStrip
from reflectgames.games.reflecto.word_entry import WordEntry
from reflectgames.games.reflecto.words import in_dictionary, screen_faces, split_faces, standard_split
from reflectgames.i18n import t
from reflectgames.ui.draw import draw_panel
from reflectgames.ui.game_view import Intent
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, text_width, wrap_text
from reflectgames.ui.theme import Palette
from reflectgames.ui.widgets import Button

# The starting order of the home row, by number of mirrors: mirrors spread among the letters.
DEFAULT_ROWS = {0: "1234567", 1: "123M456", 2: "12M34M5"}
DRAG_START = 6  # pixels the pointer must travel before a press becomes a drag


class SetupView:
    def __init__(self, obs: ReflectoObservation) -> None:
        seat = obs.seat
        self.seat = seat
        self.letters = obs.letter_screens[seat]
        self.blank_last = obs.blank_last[seat]
        self.dictionary = obs.dictionary
        self.row = list(DEFAULT_ROWS[obs.mirrors[seat]])
        self.entry = WordEntry(obs.word_lengths[seat])
        standard = standard_split(obs.word_lengths[seat], self.letters, self.blank_last)
        self.split = SplitStrip(standard, obs.word_lengths[seat]) if obs.split == "free" else None
        self.picked: int | None = None  # file of a screen waiting to be swapped
        self.cursor = 3  # file under the keyboard cursor
        self.press: tuple[int, tuple[int, int]] | None = None  # (file, where the press began)
        self.dragging = False
        self.pointer: tuple[int, int] | None = None
        self.notice = ""
        self.column = pygame.Rect(0, 0, 0, 0)
        self.shuffle_button = Button(t("reflecto.setup.shuffle"), self.shuffle, style="secondary")
        self.ready_button = Button(t("reflecto.setup.ready"), lambda: None)

    # --- what the row shows ------------------------------------------------------------------------------
    def faces(self) -> tuple[str, ...]:
        """What each letter screen carries with the letters typed so far (missing letters left out)."""
        padded = self.entry.letters + "\0" * (self.entry.word_length - len(self.entry.letters))
        if self.split is not None:
            faces = split_faces(padded, tuple(self.split.counts))
        else:
            faces = screen_faces(padded, self.letters, self.blank_last)
        # A letter still to type shows an empty tile; a real blank screen shows its dash.
        return tuple(face if "\0" not in face else face.replace("\0", "") or " " for face in faces)

    def move(self) -> SetupMove:
        split = self.split.free_counts() if self.split is not None else ()
        return SetupMove(self.seat, self.entry.letters, "".join(self.row), split)

    def dictionary_ok(self) -> bool | None:
        """None while incomplete or without a dictionary; else whether the word is in the list."""
        if self.dictionary == "none" or not self.entry.complete:
            return None
        return in_dictionary(self.entry.letters, self.dictionary)

    # --- arranging -----------------------------------------------------------------------------------------
    def swap(self, a: int, b: int) -> None:
        self.row[a], self.row[b] = self.row[b], self.row[a]

    def shuffle(self) -> None:
        random.shuffle(self.row)
        self.picked = None

    def file_at(self, layout: ReflectoLayout, pos: tuple[int, int]) -> int | None:
        for file, cell in enumerate(HOME_CELLS[self.seat]):
            if layout.cell_rect(cell).collidepoint(pos):
                return file
        return None

    def _screen_step(self, delta: int) -> int:
        """Left/Right on screen are files a->g for player 0 and g->a for player 1 (seated across)."""
        return delta if self.seat == 0 else -delta

    # --- layout --------------------------------------------------------------------------------------------
    def layout(self, layout: ReflectoLayout) -> None:
        self.column = layout.column
        pad = length(16)
        inner = self.column.inflate(-2 * pad, -2 * pad)
        self.title_y = inner.y
        intro = t("reflecto.setup.intro", length=self.entry.word_length)
        self.intro_h = len(wrap_text(intro, "small", inner.width)) * line_height("small")
        button_h = length(44)
        half = (inner.width - length(10)) // 2
        labels = (t("reflecto.setup.shuffle"), t("reflecto.setup.ready"))
        if max(text_width(label, "body", True) for label in labels) + length(20) <= half:
            self.shuffle_button.rect = pygame.Rect(inner.x, inner.bottom - button_h, half, button_h)
            self.ready_button.rect = pygame.Rect(inner.right - half, inner.bottom - button_h, half, button_h)
        else:  # a narrow column: one button above the other
            self.ready_button.rect = pygame.Rect(inner.x, inner.bottom - button_h, inner.width, button_h)
            self.shuffle_button.rect = self.ready_button.rect.move(0, -button_h - length(8))
        # The word and the keyboard get what is left above the notice line and the buttons.
        title_h = line_height("title") + length(6)
        room = self.shuffle_button.rect.top - inner.y - title_h - line_height("small") - length(22)
        if room - self.intro_h < length(160):
            self.intro_h = 0  # short of room: the status line says the same
        top = inner.y + title_h + self.intro_h + (length(10) if self.intro_h else 0)
        used = self.entry.layout(pygame.Rect(inner.x, top, inner.width, room - self.intro_h), length(40))
        self.notice_y = top + used + length(4)
        arrange_top = self.notice_y + line_height("small") + length(8)
        if self.split is not None:  # the counts come before the note on arranging
            # Without room above the buttons the strip stays hidden: digits on the keyboard still
            # set the counts, and the faces on the board show them.
            room = self.shuffle_button.rect.top - length(8) - arrange_top
            height = min(room, self.split.height()) if room >= self.split.least_height() else 0
            self.split.rect = pygame.Rect(inner.x, arrange_top, inner.width, height)
            arrange_top += height + (length(8) if height else 0)
        room = max(0, self.shuffle_button.rect.top - length(8) - arrange_top)
        self.arrange_rect = pygame.Rect(inner.x, arrange_top, inner.width, room)

    # --- input ---------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, layout: ReflectoLayout) -> Intent | None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.press is not None and not self.dragging:
                start = self.press[1]
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_START:
                    self.dragging = True
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            return self._press(event, layout)
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and self.press is not None:
            self._release(self.press[0], event.pos, layout)
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.TEXTINPUT and self.entry.handle_event(event):
            return self._typed()
        return None

    def _press(self, event: pygame.event.Event, layout: ReflectoLayout) -> Intent | None:
        if self.ready_button.rect.collidepoint(event.pos):
            return self.ready()
        if self.shuffle_button.rect.collidepoint(event.pos):
            self.shuffle()
            return Intent(message=t("reflecto.hint.setup", length=self.entry.word_length))
        file = self.file_at(layout, event.pos)
        if file is not None:
            self.press = (file, event.pos)
            self.dragging = False
            return None
        if self.split is not None and self.split.click(event.pos):
            return self._split_changed()
        if self.entry.handle_event(event):
            return self._typed()
        return None

    def _release(self, pressed_file: int, pos: tuple[int, int], layout: ReflectoLayout) -> None:
        """A drag ends by swapping two screens; a click picks one up (or swaps with the picked one)."""
        self.press = None
        file = self.file_at(layout, pos)
        if self.dragging:
            self.dragging = False
            if file is not None and file != pressed_file:
                self.swap(pressed_file, file)
                self.picked = None
            return
        if file is not None:
            self._pick(file)

    def _pick(self, file: int) -> None:
        """First click lifts a screen, a second click on another swaps them, on the same puts it back."""
        self.cursor = file
        if self.picked is None:
            self.picked = file
        else:
            if self.picked != file:
                self.swap(self.picked, file)
            self.picked = None

    def _key(self, event: pygame.event.Event) -> Intent | None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.ready()
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = self._screen_step(-1 if event.key == pygame.K_LEFT else 1)
            self.cursor = max(0, min(6, self.cursor + step))
            return Intent(message=t("reflecto.hint.arrange"))
        if event.key == pygame.K_SPACE:
            self._pick(self.cursor)
            return Intent(message=t("reflecto.hint.arrange"))
        digit = getattr(event, "unicode", "")
        if self.split is not None and digit in ("0", "1", "2", "3"):
            mark = self.row[self.cursor]
            if mark == "M":
                return Intent(message=t("reflecto.split.on_a_mirror"), error=True)
            self.split.set(int(mark) - 1, int(digit))
            return self._split_changed()
        if event.key == pygame.K_ESCAPE and self.picked is not None:
            self.picked = None
            return None
        if self.entry.handle_event(event):
            return self._typed()
        return None

    def wants_escape(self) -> bool:
        return self.picked is not None

    def _typed(self) -> Intent | None:
        self.notice = ""
        if self.entry.notice:
            return Intent(message=self.entry.notice, error=True)
        if self.dictionary_ok() is False:
            return Intent(message=t(f"reflecto.setup.not_in_list.{self.dictionary}", word=self.entry.letters),
                          error=True)
        return None

    def _split_changed(self) -> Intent:
        split = self.split
        assert split is not None
        if split.complete:
            return Intent(message=t("reflecto.split.hint"))
        return Intent(message=t("reflecto.split.caption", count=split.total, length=split.word_length),
                      error=True)

    def ready(self) -> Intent:
        if not self.entry.complete:
            return Intent(message=t("reflecto.entry.need", length=self.entry.word_length), error=True)
        if self.split is not None and not self.split.complete:
            return self._split_changed()
        self.picked = None
        return Intent(move=self.move())

    # --- drawing -------------------------------------------------------------------------------------------
    def draw_column(self, surface: pygame.Surface, palette: Palette) -> None:
        draw_panel(surface, self.column, palette)
        pad = length(16)
        inner = self.column.inflate(-2 * pad, -2 * pad)
        draw_text(surface, t("reflecto.setup.title"), (inner.x, self.title_y), "title", palette.text,
                  bold=True, max_width=inner.width)
        intro_top = self.title_y + line_height("title") + length(6)
        intro = pygame.Rect(inner.x, intro_top, inner.width, self.intro_h)
        draw_wrapped(surface, t("reflecto.setup.intro", length=self.entry.word_length), intro, "small",
                     palette.text_muted)
        ok = self.dictionary_ok()
        self.entry.draw(surface, palette, self.pointer, ok=ok)
        notice, color = self._notice(palette)
        if notice:
            draw_text(surface, notice, (inner.centerx, self.notice_y), "small", color, anchor="midtop",
                      max_width=inner.width)
        if self.split is not None:
            self.split.draw(surface, palette)
        if self.arrange_rect.height >= line_height("small"):
            draw_wrapped(surface, t("reflecto.setup.arrange"), self.arrange_rect, "small", palette.text_muted)
        self.ready_button.enabled = self.entry.complete
        self.ready_button.text = t("reflecto.setup.ready")  # the language may change meanwhile
        self.shuffle_button.text = t("reflecto.setup.shuffle")
        for button in (self.shuffle_button, self.ready_button):
            button.hovered = self.pointer is not None and button.rect.collidepoint(self.pointer)
            button.draw(surface, palette)

    def _notice(self, palette: Palette) -> tuple[str, tuple[int, int, int]]:
        if self.entry.notice:
            return self.entry.notice, palette.danger
        ok = self.dictionary_ok()
        if ok is False:
            return t(f"reflecto.setup.not_in_list.{self.dictionary}", word=self.entry.letters), palette.danger
        if ok:
            return t(f"reflecto.setup.in_list.{self.dictionary}"), palette.success
        if self.dictionary != "none":
            return t(f"reflecto.setup.checked.{self.dictionary}"), palette.text_muted
        return "", palette.text_muted
