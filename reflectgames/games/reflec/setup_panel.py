"""The Reflec part of the New game form: roll for turn order, with the dice in view.

The rulebook starts with a roll for turn order; here every player's die
tumbles and settles, ties roll again, and the result decides who sits in
which seat (the first seat plays the suns and starts). Players may also keep
the order as listed. Reflec has no game options: the setup scene reads the
seating from `seating()` and names the players in that order.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from reflectgames.games.reflec.board import SUITS, owner_of, suits_in_play
from reflectgames.games.reflec.painters import sprites
from reflectgames.games.reflec.turn_order import DIE_FACES, RollRecord, roll_for_order
from reflectgames.i18n import t
from reflectgames.ui.draw import draw_focus_ring, draw_suit_glyph, shadowed_round_rect
from reflectgames.ui.text import draw_text, length, line_height, text_width
from reflectgames.ui.theme import Color, Palette, darker, lighter, mix
from reflectgames.ui.widgets import ACTIVATE_KEYS, ControlStops

MODES = ("roll", "listed")
STOPS = ("mode", "roll")
TUMBLE = 0.7  # seconds a round of dice tumbles before it settles
ROUND = 0.95  # seconds from one round of throws to the next
_RADIUS = 10


def _label_pad() -> int:
    """The room kept between a label and the edges of its segment or button."""
    return length(14)


def _label_size(text: str, rect: pygame.Rect) -> str:
    """The body size when `rect` has room for `text` in it with its margins, else the small one."""
    tall_enough = rect.height >= line_height("body") + length(4)
    wide_enough = text_width(text, "body", True) <= rect.width - 2 * _label_pad()
    return "body" if tall_enough and wide_enough else "small"


def _draw_label(surface: pygame.Surface, text: str, rect: pygame.Rect, ink: Color) -> None:
    """A button's bold label centred in `rect`, a margin clear of its edges."""
    draw_text(surface, text, rect.center, _label_size(text, rect), ink, bold=True, anchor="center",
              max_width=rect.width - 2 * _label_pad())


class OptionsEditor(ControlStops):
    """Roll for turn order (or keep the listed order) before a Reflec game."""

    def __init__(self, palette: Palette, rng: random.Random | None = None) -> None:
        self.palette = palette
        self.rng = rng or random.Random()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.mode = "roll"
        self.names: list[str] = [t("setup.default_name", number=k + 1) for k in range(2)]
        self.record: RollRecord | None = None
        self.elapsed = 0.0  # since the dice were thrown
        self.focused = False
        self.stop = "mode"
        self._pointer: tuple[int, int] | None = None
        self.mode_row = pygame.Rect(0, 0, 0, 0)
        self.roll_button = pygame.Rect(0, 0, 0, 0)
        self.cards: list[pygame.Rect] = []

    # --- what the host reads --------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        return {}

    def error(self) -> str | None:
        if self.mode == "roll" and self.record is None:
            return t("reflec_setup.need_roll")
        return None

    def seating(self) -> list[int] | None:
        """Rows of the form in seat order (None keeps the order as listed)."""
        if self.mode == "roll" and self.record is not None:
            return list(self.record.seating)
        return None

    def set_players(self, names: list[str]) -> None:
        """The names in the form, in their rows; a different number of players calls for a new roll."""
        if len(names) != len(self.names):
            self.record = None
        self.names = list(names)
        self._layout_cards()

    # --- rolling ------------------------------------------------------------------------------
    def roll(self) -> None:
        self.mode = "roll"
        self.record = roll_for_order(len(self.names), self.rng)
        self.elapsed = 0.0

    @property
    def roll_time(self) -> float:
        return 0.0 if self.record is None else len(self.record.rounds) * ROUND

    def update(self, dt: float) -> None:
        if self.is_animating():
            self.elapsed = min(self.roll_time, self.elapsed + dt)

    def is_animating(self) -> bool:
        return self.record is not None and self.elapsed < self.roll_time

    def settled(self) -> bool:
        return self.record is not None and not self.is_animating()

    # --- layout ---------------------------------------------------------------------------------
    def _row_height(self) -> int:
        return max(length(30), min(length(40), line_height("body", True) + length(12)))

    def _side_by_side(self, width: int) -> bool:
        """Whether the two modes and the dice button fit on one row, each label with its margins."""
        widest = max(text_width(t(f"reflec_setup.mode.{mode}"), "body", True) for mode in MODES)
        roll = max(text_width(t(f"reflec_setup.{key}"), "body", True) for key in ("roll", "roll_again"))
        mode_part = 2 * (widest + 2 * _label_pad() + 4)
        return mode_part + roll + 2 * _label_pad() + length(8) <= width and mode_part <= width * 0.62

    def preferred_height(self, width: int) -> int:
        """The mode row and the dice button (side by side or one above the other) and cards for the dice."""
        rows = 1 if self._side_by_side(width) else 2
        cards = 3 * line_height("small", True) + length(18) + length(56)
        return rows * (self._row_height() + length(8)) + cards

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        gap = length(8)
        row = self._row_height()
        if self._side_by_side(self.rect.width):  # the mode and the dice button side by side
            mode_width = int(self.rect.width * 0.62)
            self.mode_row = pygame.Rect(self.rect.left, self.rect.top, mode_width, row)
            self.roll_button = pygame.Rect(
                self.mode_row.right + gap, self.rect.top, self.rect.right - self.mode_row.right - gap, row
            )
        else:
            self.mode_row = pygame.Rect(self.rect.left, self.rect.top, self.rect.width, row)
            self.roll_button = pygame.Rect(self.rect.left, self.mode_row.bottom + gap, self.rect.width, row)
        self._layout_cards()

    def _layout_cards(self) -> None:
        gap = length(8)
        top = max(self.mode_row.bottom, self.roll_button.bottom) + gap
        count = max(1, len(self.names))
        width = (self.rect.width - gap * (count - 1)) // count
        height = max(length(40), self.rect.bottom - top)
        self.cards = [
            pygame.Rect(self.rect.left + k * (width + gap), top, width, height) for k in range(count)
        ]

    def segment_rects(self) -> list[pygame.Rect]:
        row = self.mode_row
        half = row.width // 2
        return [
            pygame.Rect(row.left, row.top, half, row.height),
            pygame.Rect(row.left + half, row.top, row.width - half, row.height),
        ]

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(event.pos):
                return False
            self.focused = True
            if getattr(event, "button", 1) == 1:
                self._click(event.pos)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        self.focused = True
        key = event.key
        if key == pygame.K_TAB:
            return self._move_stop(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
        if key in (pygame.K_UP, pygame.K_DOWN):
            return self._move_stop(-1 if key == pygame.K_UP else 1)
        if self.stop == "mode" and key in (pygame.K_LEFT, pygame.K_RIGHT, *ACTIVATE_KEYS):
            self.mode = "listed" if self.mode == "roll" else "roll"
            return True
        if self.stop == "roll" and key in ACTIVATE_KEYS:
            self.roll()
            return True
        return False

    def _stops(self) -> list[str]:
        return list(STOPS) if self.mode == "roll" else ["mode"]

    def _click(self, pos: tuple[int, int]) -> None:
        for mode, rect in zip(MODES, self.segment_rects(), strict=True):
            if rect.collidepoint(pos):
                self.stop = "mode"
                self.mode = mode
                return
        if self.roll_button.collidepoint(pos):
            self.stop = "roll"
            self.roll()

    # --- drawing ---------------------------------------------------------------------------------
    def _pointer_pos(self) -> tuple[int, int] | None:
        if (
            pygame.display.get_init()
            and pygame.display.get_surface() is not None
            and pygame.mouse.get_focused()
        ):
            return pygame.mouse.get_pos()
        return self._pointer

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        previous_clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(length(12), length(12)).clip(previous_clip))
        pointer = self._pointer_pos()
        self._draw_modes(surface, pointer)
        self._draw_roll_button(surface, pointer)
        if self.mode == "listed":
            for row in range(len(self.names)):
                self._draw_card(surface, row, self.cards[row], None, row)
        else:
            for row in range(len(self.names)):
                self._draw_rolled_card(surface, row)
        surface.set_clip(previous_clip)

    def _draw_modes(self, surface: pygame.Surface, pointer: tuple[int, int] | None) -> None:
        palette = self.palette
        row = self.mode_row
        radius = min(_RADIUS, row.height // 2)
        shadowed_round_rect(surface, row, palette.button_secondary, radius)
        for mode, rect in zip(MODES, self.segment_rects(), strict=True):
            chosen = mode == self.mode
            if chosen:
                shadowed_round_rect(
                    surface, rect.inflate(-4, -4), palette.button, max(2, radius - 2), shadow=False
                )
            elif pointer is not None and rect.collidepoint(pointer):
                pygame.draw.rect(
                    surface,
                    lighter(palette.button_secondary, 0.1),
                    rect.inflate(-4, -4),
                    border_radius=max(2, radius - 2),
                )
            ink = palette.text_on_accent if chosen else palette.text
            _draw_label(surface, t(f"reflec_setup.mode.{mode}"), rect.inflate(-4, -4), ink)
        if self.focused and self.stop == "mode":
            draw_focus_ring(surface, row, palette.focus, radius)

    def _draw_roll_button(self, surface: pygame.Surface, pointer: tuple[int, int] | None) -> None:
        palette = self.palette
        rect = self.roll_button
        radius = min(_RADIUS, rect.height // 2)
        if self.mode != "roll":
            draw_text(
                surface,
                t("reflec_setup.listed_note"),
                (rect.left + length(4), rect.centery),
                "small",
                palette.text_muted,
                anchor="midleft",
                max_width=rect.width - length(4),
            )
            return
        fill = palette.button if self.record is None else palette.button_secondary
        if pointer is not None and rect.collidepoint(pointer):
            fill = lighter(fill, 0.08)
        shadowed_round_rect(surface, rect, fill, radius)
        ink = palette.text_on_accent if self.record is None else palette.text
        label = t("reflec_setup.roll" if self.record is None else "reflec_setup.roll_again")
        _draw_label(surface, label, rect, ink)
        if self.focused and self.stop == "roll":
            draw_focus_ring(surface, rect, palette.focus, radius)

    def _faces_now(self, row: int) -> list[int] | None:
        """The faces to show for a player's throws now (tumbling faces while a round rolls)."""
        record = self.record
        if record is None:
            return None
        shown = []
        for index, throws in enumerate(record.rounds):
            if row not in throws:
                continue
            since = self.elapsed - index * ROUND
            if since < 0:
                break
            if since < TUMBLE:
                tumble = int(since * 16)
                shown.append((tumble * 5 + row * 3 + index) % DIE_FACES)
                break
            shown.append(throws[row])
        return shown

    def _draw_rolled_card(self, surface: pygame.Surface, row: int) -> None:
        faces = self._faces_now(row)
        seat = None
        record = self.record
        if record is not None and self.settled():
            seat = record.seating.index(row)
        self._draw_card(surface, row, self.cards[row], faces, seat)

    def _draw_card(
        self, surface: pygame.Surface, row: int, card: pygame.Rect, faces: list[int] | None, seat: int | None
    ) -> None:
        """One player: their dice (or a question mark), their name, and the seat and suits won."""
        palette = self.palette
        count = len(self.names)
        first = seat == 0
        fill = mix(palette.panel, palette.accent, 0.22) if first else darker(palette.panel, 0.15)
        shadowed_round_rect(
            surface, card, fill, length(10), rim=palette.accent if first else None, gloss=False
        )
        pad = length(6)
        name_h = line_height("small", True)
        lines = 3 if seat is not None else 1
        die = max(length(18), min(int(card.width * 0.4), card.height - lines * name_h - 4 * pad))
        content = die + pad + lines * name_h
        die_top = card.top + max(pad, (card.height - content) // 2)
        if faces is None:
            draw_text(
                surface,
                "?",
                (card.centerx, die_top + die // 2),
                max(13, die * 2 // 3),
                palette.text_muted,
                bold=True,
                anchor="center",
            )
        else:
            small = max(length(12), die * 3 // 5)
            earlier = faces[:-1]
            total = die + len(earlier) * (small + pad // 2)
            x = card.centerx - total // 2
            for face in earlier:  # throws that tied, smaller and set aside
                image = sprites.ghost(sprites.die(small, None, face, palette), 150)
                surface.blit(image, (x, die_top + die - small))
                x += small + pad // 2
            if faces:
                surface.blit(sprites.die(die, None, faces[-1], palette), (x, die_top))
        name_y = die_top + die + pad
        room = card.width - 2 * pad
        draw_text(
            surface,
            self.names[row],
            (card.centerx, name_y),
            "small",
            palette.text,
            bold=True,
            anchor="midtop",
            max_width=room,
        )
        if seat is None:
            return
        draw_text(
            surface,
            t("reflec_setup.seat", number=seat + 1),
            (card.centerx, name_y + name_h),
            "small",
            palette.accent if first else palette.text_muted,
            anchor="midtop",
            max_width=room,
        )
        suits = [SUITS[s] for s in suits_in_play(count) if owner_of(s, count) == seat]
        glyph = max(7, name_h // 2 - 1)
        text = " + ".join(t(f"reflec.suit.{s}") for s in suits)
        icons = len(suits) * (2 * glyph + length(2))
        width = min(room - icons, text_width(text, "small"))
        left = card.centerx - (icons + width) // 2
        y = name_y + 2 * name_h + name_h // 2
        for k, suit in enumerate(suits):
            draw_suit_glyph(
                surface,
                suit,
                (left + glyph + k * (2 * glyph + length(2)), y),
                glyph,
                palette.suits[suit],
                rim=palette.suit_rim,
            )
        draw_text(
            surface,
            text,
            (left + icons, y),
            "small",
            palette.text_muted,
            anchor="midleft",
            max_width=room - icons,
        )
