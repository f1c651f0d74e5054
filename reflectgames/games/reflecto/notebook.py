"""The side column during play: the notebook of letters seen, both words, and the guess button.

Drawn from the observation only: the opponent's word shows as empty boxes
(one per letter) until the end, the notebook lists the letters this player's
mirrors have shown, the player's own word shows which letters are already out.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from reflectgames.games.reflecto.observation import ReflectoObservation
from reflectgames.games.reflecto.painters import sprites
from reflectgames.i18n import t
from reflectgames.ui.draw import draw_panel, shadowed_round_rect
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, wrap_text
from reflectgames.ui.theme import Palette, darker, mix
from reflectgames.ui.widgets import Button

PAPER = (246, 242, 232)
INK = (38, 42, 56)
YOUR_WORD = "reflecto.notebook.your_word"
SEEN_SAMPLE = 3  # the legend's back of a screen seen in a mirror carries the label of what it showed


class Notebook:
    def __init__(self, on_guess: Callable[[], object]) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.guess_button = Button(t("reflecto.notebook.guess"), on_guess)
        # The player's setting: mirrored letters shown the right way round, in the legend too.
        self.plain_letters = False

    def layout(self, column: pygame.Rect) -> None:
        self.rect = pygame.Rect(column)
        pad = length(14)
        height = length(44)
        self.guess_button.rect = pygame.Rect(self.rect.x + pad, self.rect.bottom - pad - height,
                                             self.rect.width - 2 * pad, height)

    def handle_event(self, event: pygame.event.Event) -> bool:
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
        draw_text(surface, text, (self.rect.x + length(14), y), "small", palette.text_muted, bold=True,
                  max_width=self.rect.width - length(28))
        return line_height("small") + length(4)

    def draw(self, surface: pygame.Surface, palette: Palette, obs: ReflectoObservation, names: list[str],
             can_guess: bool, pointer: tuple[int, int] | None, *, watching: bool = False) -> None:
        """`watching`: no person plays this seat (the computer plays every seat): its word is named."""
        draw_panel(surface, self.rect, palette)
        seat = obs.seat
        other = 1 - seat
        pad = length(14)
        y = self.rect.y + pad
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
                note = pygame.Rect(self.rect.x + pad, y, self.rect.width - 2 * pad, 2 * line_height("small"))
                text = t("reflecto.notebook.nothing_yet")
                y += draw_wrapped(surface, text, note, "small", palette.text_muted)
                y += length(8)
        else:
            note = pygame.Rect(self.rect.x + pad, y, self.rect.width - 2 * pad, 3 * line_height("small"))
            y += draw_wrapped(surface, t("reflecto.notebook.no_memory"), note, "small", palette.text_muted)
            y += length(8)

        guesses = [(names[p], word) for p in (0, 1) for word in obs.wrong_guesses[p]]
        if guesses:
            y += self._caption(surface, palette, t("reflecto.notebook.wrong_guesses"), y)
            for name, guessed in guesses[-3:]:
                draw_text(surface, t("reflecto.notebook.wrong_guess_row", name=name, word=guessed),
                          (self.rect.x + pad, y), "small", palette.text, max_width=self.rect.width - 2 * pad)
                y += line_height("small")
            y += length(8)

        # The player's own word, the letters already out faded.
        if obs.word:
            own = t("reflecto.notebook.seat_word", name=names[seat]) if watching else t(YOUR_WORD)
            y += self._caption(surface, palette, own, y)
            out = self._letters_out(obs)
            y += self._tiles(surface, palette, list(obs.word), y, dim=out) + length(6)
            progress = t("reflecto.notebook.out", count=obs.exited[seat], total=obs.letter_screens[seat])
            draw_text(surface, progress, (self.rect.x + pad, y), "small", palette.text_muted,
                      max_width=self.rect.width - 2 * pad)
            y += line_height("small") + length(6)
        y = self._draw_legend(surface, palette, obs, y, names[seat] if watching else None)
        self._draw_hint(surface, palette, obs, y)
        self.guess_button.text = t("reflecto.notebook.guess")
        self.guess_button.enabled = can_guess
        self.guess_button.hovered = pointer is not None and self.guess_button.rect.collidepoint(pointer)
        self.guess_button.visible = obs.phase == "play"
        self.guess_button.draw(surface, palette)

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
        bottom = self.guess_button.rect.top - length(10) - 3 * line_height("small")
        if obs.phase != "play" or y + needed > bottom:
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

    def _draw_hint(self, surface: pygame.Surface, palette: Palette, obs: ReflectoObservation, y: int) -> None:
        """The mirror rule in one sentence, while there is room above the button."""
        pad = length(14)
        room = self.guess_button.rect.top - length(10) - y
        text = t("reflecto.notebook.rule")
        lines = wrap_text(text, "small", self.rect.width - 2 * pad)
        if obs.phase != "play" or room < len(lines) * line_height("small"):
            return
        height = len(lines) * line_height("small")
        top = self.guess_button.rect.top - length(10) - height
        area = pygame.Rect(self.rect.x + pad, top, self.rect.width - 2 * pad, height)
        draw_wrapped(surface, text, area, "small", palette.text_muted)
