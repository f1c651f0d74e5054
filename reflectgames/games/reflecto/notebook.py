"""The side column during play: the notebook of letters seen, both words, and the guess button.

Drawn from the observation only: the opponent's word shows as empty boxes
(one per letter) until the end, the notebook lists the letters this player's
mirrors have shown, the player's own word shows which letters are already out.
Large text in a small window makes the notes taller than the column: they
scroll (wheel, scroll bar) above the guess button, which stays in place.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from reflectgames.audit import recording
from reflectgames.games.reflecto.observation import ReflectoObservation
from reflectgames.games.reflecto.painters import sprites
from reflectgames.i18n import t
from reflectgames.ui.draw import draw_panel, shadowed_round_rect
from reflectgames.ui.scroll import ScrollBar
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, text_width, wrap_text
from reflectgames.ui.theme import Palette, darker, mix
from reflectgames.ui.widgets import Button, pointer_position

PAPER = (246, 242, 232)
INK = (38, 42, 56)
YOUR_WORD = "reflecto.notebook.your_word"
SEEN_SAMPLE = 3  # the legend's back of a screen seen in a mirror carries the label of what it showed


class WrappingButton(Button):
    """A button whose label wraps onto a second line (at the small size) rather than being shortened:
    the notebook's column is narrow at large text sizes. `label_lines` gives the height it needs."""

    def label_lines(self, width: int) -> tuple[str, list[str]]:
        """(size, lines) of the label in a button `width` pixels wide."""
        room = width - length(16)
        if text_width(self.text, "body", True) <= room:
            return "body", [self.text]
        return "small", wrap_text(self.text, "small", room, bold=True)

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.drawable:
            return
        fill, ink = self.colors(palette)
        self._field(surface, palette, fill)
        size, lines = self.label_lines(self.rect.width)
        height = len(lines) * line_height(size, True)
        words = pygame.Rect(self.rect.x + length(8), self.rect.centery - height // 2,
                            self.rect.width - length(16), height)
        draw_wrapped(surface, self.text, words, size, ink if self.enabled else palette.text_muted, bold=True,
                     align="center")


class Notebook:
    def __init__(self, on_guess: Callable[[], object]) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.guess_button = WrappingButton(t("reflecto.notebook.guess"), on_guess)
        # The player's setting: mirrored letters shown the right way round, in the legend too.
        self.plain_letters = False
        self.notes = pygame.Rect(0, 0, 0, 0)  # where the notes scroll, above the guess button
        self.scroll = 0  # pixels of notes above the top of `notes`
        self.content_height = 0  # the notes' height as last drawn
        self.bar = ScrollBar()
        self._pointer: tuple[int, int] | None = None  # the last place an event saw the pointer

    def layout(self, column: pygame.Rect) -> None:
        self.rect = pygame.Rect(column)
        pad = length(14)
        self.guess_button.text = t("reflecto.notebook.guess")
        size, lines = self.guess_button.label_lines(self.rect.width - 2 * pad)
        height = max(length(44), len(lines) * line_height(size, True) + length(12))
        self.guess_button.rect = pygame.Rect(self.rect.x + pad, self.rect.bottom - pad - height,
                                             self.rect.width - 2 * pad, height)
        self.notes = pygame.Rect(self.rect.x, self.rect.y + length(4), self.rect.width,
                                 max(0, self.guess_button.rect.top - length(8) - self.rect.y - length(4)))
        self.bar.track = pygame.Rect(self.rect.right - length(9), self.notes.top + length(4), length(5),
                                     max(0, self.notes.height - length(8)))
        self._scroll_to(self.scroll)

    def _scroll_to(self, offset: int) -> None:
        self.scroll = max(0, min(int(offset), self.content_height - self.notes.height))

    def handle_event(self, event: pygame.event.Event) -> bool:
        moved = self.bar.handle_event(event, self.scroll, self.content_height, self.notes.height)
        if moved is not None:
            self._scroll_to(moved)
            return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        pointer = pointer_position(self._pointer)
        if event.type == pygame.MOUSEWHEEL and pointer is not None and self.notes.collidepoint(pointer):
            self._scroll_to(self.scroll - event.y * 2 * line_height("small"))
            return True
        return self.guess_button.handle_event(event)

    def _tiles(self, surface: pygame.Surface, palette: Palette, letters: list[str | None], y: int,
               dim: set[int] | frozenset[int] = frozenset()) -> int:
        """A row of small paper tiles (None: an empty tile); returns the height used."""
        pad = length(14)
        room = self.rect.width - 2 * pad
        gap = max(2, length(4))
        count = max(1, len(letters))
        size = max(14, min(length(30), (room - gap * (count - 1)) // count))
        x = self.rect.x + pad
        for index, letter in enumerate(letters):
            box = pygame.Rect(x + index * (size + gap), y, size, size)
            faded = index in dim
            fill = mix(PAPER, palette.panel, 0.55) if faded else PAPER if letter is not None else \
                darker(palette.panel, 0.25)
            shadowed_round_rect(surface, box, fill, max(3, size // 6), shadow=False)
            if letter:
                draw_text(surface, letter, box.center, max(13, int(size * 0.6)),
                          mix(INK, palette.panel, 0.4) if faded else INK, bold=True, anchor="center")
        return size

    def _caption(self, surface: pygame.Surface, palette: Palette, text: str, y: int) -> int:
        """A bold caption wrapped onto as many lines as it needs; returns the height used."""
        return self._words(surface, text, y, palette.text_muted, bold=True) + length(4)

    def _words(self, surface: pygame.Surface, text: str, y: int, ink: tuple[int, int, int],
               bold: bool = False) -> int:
        width = self.rect.width - length(28)
        height = len(wrap_text(text, "small", width, bold)) * line_height("small", bold)
        return draw_wrapped(surface, text, pygame.Rect(self.rect.x + length(14), y, width, height), "small",
                            ink, bold=bold)

    def draw(self, surface: pygame.Surface, palette: Palette, obs: ReflectoObservation, names: list[str],
             can_guess: bool, pointer: tuple[int, int] | None, *, watching: bool = False) -> None:
        """`watching`: no person plays this seat (the computer plays every seat): its word is named."""
        draw_panel(surface, self.rect, palette)
        clip = surface.get_clip()
        surface.set_clip(self.notes.clip(clip))
        with recording.viewport(self.notes):
            top = self.notes.y + length(10) - self.scroll
            bottom = self._draw_notes(surface, palette, obs, names, top, watching)
        surface.set_clip(clip)
        self.content_height = bottom - top + length(10)
        self._scroll_to(self.scroll)
        self.bar.draw(surface, palette, self.scroll, self.content_height, self.notes.height)
        self.guess_button.text = t("reflecto.notebook.guess")
        self.guess_button.enabled = can_guess
        self.guess_button.hovered = pointer is not None and self.guess_button.rect.collidepoint(pointer)
        self.guess_button.visible = obs.phase == "play"
        self.guess_button.draw(surface, palette)

    def _draw_notes(self, surface: pygame.Surface, palette: Palette, obs: ReflectoObservation,
                    names: list[str], y: int, watching: bool) -> int:
        """Everything above the guess button, from `y` down; returns the y below the last note."""
        seat = obs.seat
        other = 1 - seat
        pad = length(14)
        draw_text(surface, t("reflecto.notebook.title"), (self.rect.x + pad, y), "title", palette.text,
                  bold=True, max_width=self.rect.width - 2 * pad)
        y += line_height("title") + length(6)

        # The opponent's word: empty boxes until the end reveals it.
        y += self._caption(surface, palette, t("reflecto.notebook.their_word", name=names[other]), y)
        word = obs.opponent_word
        letters: list[str | None] = list(word) if word else [None] * obs.word_lengths[other]
        y += self._tiles(surface, palette, letters, y) + length(10)

        seen = t("reflecto.notebook.seen_by", name=names[seat]) if watching else t("reflecto.notebook.seen")
        y += self._caption(surface, palette, seen, y)
        if obs.memory:
            if obs.notebook:
                y += self._tiles(surface, palette, list(obs.notebook), y) + length(8)
            else:
                nothing = t("reflecto.notebook.nothing_yet")
                y += self._words(surface, nothing, y, palette.text_muted) + length(8)
        else:
            y += self._words(surface, t("reflecto.notebook.no_memory"), y, palette.text_muted) + length(8)

        guesses = [(names[p], word) for p in (0, 1) for word in obs.wrong_guesses[p]]
        if guesses:
            y += self._caption(surface, palette, t("reflecto.notebook.wrong_guesses"), y)
            for name, guessed in guesses[-3:]:
                row = t("reflecto.notebook.wrong_guess_row", name=name, word=guessed)
                y += self._words(surface, row, y, palette.text)
            y += length(8)

        # The player's own word, the letters already out faded.
        if obs.word:
            own = t("reflecto.notebook.seat_word", name=names[seat]) if watching else t(YOUR_WORD)
            y += self._caption(surface, palette, own, y)
            out = self._letters_out(obs)
            y += self._tiles(surface, palette, list(obs.word), y, dim=out) + length(6)
            progress = t("reflecto.notebook.out", count=obs.exited[seat], total=obs.letter_screens[seat])
            y += self._words(surface, progress, y, palette.text_muted) + length(6)
        y = self._draw_legend(surface, palette, obs, y, names[seat] if watching else None)
        return self._draw_hint(surface, palette, obs, y)

    @staticmethod
    def _letters_out(obs: ReflectoObservation) -> set[int]:
        """Indices of the word's letters whose screens have left the board."""
        count = sum(len(letters or "") for letters in obs.exit_lanes[obs.seat])
        return set(range(count))

    def _draw_legend(self, surface: pygame.Surface, palette: Palette, obs: ReflectoObservation,
                     y: int, watched: str | None = None) -> int:
        """What the pieces look like, while there is room: a new player learns the board at a glance.
        `watched`: the name of the seat on screen when no person plays it (its pieces are named)."""
        pad = length(14)
        card_h = length(30)
        card_w = int(card_h * 0.72)
        rows = 4
        needed = length(6) + line_height("small") + rows * (card_h + length(6))
        # Shown only where the notes fit without scrolling (then the scroll offset is 0).
        bottom = self.notes.bottom - 3 * line_height("small")
        if obs.phase != "play" or y + self.scroll + needed > bottom:
            return y
        y += length(6)
        y += self._caption(surface, palette, t("reflecto.legend.title"), y)
        mine, theirs = palette.players[obs.seat], palette.players[1 - obs.seat]
        mirror = sprites.mirror_face(card_w, card_h, mine, "R", not self.plain_letters)
        samples = (
            (sprites.letter_face(card_w, card_h, mine, palette.tile, "A", 3),
             t("reflecto.legend.letter_of", name=watched) if watched else t("reflecto.legend.letter")),
            (mirror,
             t("reflecto.legend.mirror_of", name=watched) if watched else t("reflecto.legend.mirror")),
            (sprites.back(card_w, card_h, theirs), t("reflecto.legend.back")),
            (sprites.back(card_w, card_h, theirs), t("reflecto.legend.seen")),
        )
        for index, (image, text) in enumerate(samples):
            rect = surface.blit(image, (self.rect.x + pad, y))
            if index == SEEN_SAMPLE:
                tag = sprites.revealed_back_tag(card_w, "R", False, None)
                surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.top - tag.get_height() // 3)))
            draw_text(surface, text, (rect.right + length(10), rect.centery), "small", palette.text_muted,
                      anchor="midleft", max_width=self.rect.right - pad - rect.right - length(10))
            y += card_h + length(6)
        return y

    def _draw_hint(self, surface: pygame.Surface, palette: Palette, obs: ReflectoObservation, y: int) -> int:
        """The mirror rule in one sentence, at the foot of the notes while they fit without scrolling;
        returns the y below the notes."""
        pad = length(14)
        room = self.notes.bottom - length(2) - (y + self.scroll)
        text = t("reflecto.notebook.rule")
        lines = wrap_text(text, "small", self.rect.width - 2 * pad)
        height = len(lines) * line_height("small")
        if obs.phase != "play" or room < height:
            return y
        top = self.notes.bottom - length(2) - height
        area = pygame.Rect(self.rect.x + pad, top, self.rect.width - 2 * pad, height)
        draw_wrapped(surface, text, area, "small", palette.text_muted)
        return top + height
