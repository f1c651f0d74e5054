"""The Reflecto part of the New game form: every rulebook variant, per player where the rulebook says so.

Per-player options (word length, how letters are spread, mirrors, written
exit numbers and which ones, blank screens last) sit in a grid with one
column per player; the shared house rules follow. The rows live in a
`ui.scroll.ScrollColumn`: at a large text scale they scroll instead of being
cut, and the keyboard cursor scrolls the row it enters into view. The setup
scene embeds the editor: it lays it out, forwards its events, asks `error()`
before starting and passes `options()` on to the rules.
"""

from __future__ import annotations

from typing import Any

import pygame

from reflectgames.games.reflecto.number_picker import NumberPicker
from reflectgames.games.reflecto.options import PLAYERS, SCREENS
from reflectgames.games.reflecto.rules import RULES
from reflectgames.i18n import t
from reflectgames.ui.scroll import Label, Row, ScrollColumn
from reflectgames.ui.text import draw_text, length, text_width
from reflectgames.ui.theme import Palette
from reflectgames.ui.widgets import Choice, Option, Widget, pointer_position

PER_PLAYER = ("word_length", "split", "mirrors", "show_numbers", "blank_last")
SHARED = ("dictionary", "wrong_guess", "memory", "first")
NUMBERS_MODES = ("none", "all", "some")


class FitChoice(Choice):
    """A compact choice (value only) whose text steps down a size rather than being cut short."""

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.drawable:
            return
        self._field(surface, palette, palette.button_secondary)
        pad = length(8)
        arrow = palette.accent if self.enabled else palette.text_muted
        y = self.rect.centery
        draw_text(surface, "‹", (self.rect.left + pad, y), "title", arrow, bold=True, anchor="midleft")
        draw_text(surface, "›", (self.rect.right - pad, y), "title", arrow, bold=True, anchor="midright")
        text = self.options[self.index].text if self.options else ""
        room = self.rect.width - 2 * pad - length(26)
        size = "body" if text_width(text, "body", True) <= room else "small"
        ink = palette.text if self.enabled else palette.text_muted
        draw_text(surface, text, self.rect.center, size, ink, bold=True, anchor="center", max_width=room)


class OptionsEditor:
    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False  # the host mirrors its focus here
        self.stop: Widget | None = None  # the control with the keyboard cursor
        self.given_names: list[str] | None = None  # from the form; until then "Player 1" in the language
        self._pointer: tuple[int, int] | None = None
        self.column = ScrollColumn()
        self.pairs: dict[str, tuple[Choice, Choice]] = {}
        self.choices: dict[str, Choice] = {}
        self.pickers: tuple[NumberPicker, NumberPicker] | None = None
        self._language = ""
        self._build(self._defaults(), [{1}, {1}])

    # --- the controls ----------------------------------------------------------------------------------
    @staticmethod
    def _defaults() -> dict[str, Any]:
        values: dict[str, Any] = {"word_length": 5, "split": "standard", "mirrors": 2, "show_numbers": "none",
                                  "blank_last": False}
        per_player = {key: (value, value) for key, value in values.items()}
        return {**per_player, "dictionary": "none", "wrong_guess": "lose", "memory": True, "first": 0}

    def _per_player_options(self, key: str) -> list[Option]:
        if key == "word_length":
            return [Option(n, str(n)) for n in range(4, 11)]
        if key == "mirrors":
            return [Option(n, str(n)) for n in (2, 1, 0)]
        if key == "show_numbers":
            return [Option(mode, t(f"reflecto_setup.numbers.{mode}")) for mode in NUMBERS_MODES]
        if key == "split":
            return [Option(kind, t(f"reflecto_setup.split.{kind}")) for kind in ("standard", "free")]
        return [Option(False, t("reflecto_setup.blank_last.first")),
                Option(True, t("reflecto_setup.blank_last.last"))]

    @property
    def names(self) -> list[str]:
        return self.given_names or [t("setup.default_name", number=seat + 1) for seat in (0, 1)]

    def _build(self, values: dict[str, Any], picks: list[set[int]]) -> None:
        self._language = t("reflecto_setup.word_length")
        self.pairs = {}
        for key in PER_PLAYER:
            self.pairs[key] = tuple(  # type: ignore[assignment]
                FitChoice("", self._per_player_options(key), values[key][seat], label_share=0.0,
                          on_change=lambda _value: self._changed())
                for seat in (0, 1)
            )
        shared = {
            "dictionary": [Option(d, t(f"reflecto_setup.dictionary.{d}")) for d in ("none", "en", "fr")],
            "wrong_guess": [Option(w, t(f"reflecto_setup.wrong_guess.{w}")) for w in ("lose", "lose_turn")],
            "memory": [Option(True, t("reflecto_setup.memory.on")),
                       Option(False, t("reflecto_setup.memory.off"))],
            "first": [Option(seat, self.names[seat]) for seat in (0, 1)],
        }
        self.choices = {key: Choice(t(f"reflecto_setup.{key}"), shared[key], values[key], label_share=0.5)
                        for key in SHARED}
        self.pickers = (
            NumberPicker(self._letter_screens(0), picks[0]),
            NumberPicker(self._letter_screens(1), picks[1]),
        )
        self.labels = {key: Label(t(f"reflecto_setup.{key}"), size="body") for key in PER_PLAYER}
        self.labels["numbers"] = Label(t("reflecto_setup.numbers"), size="body")
        # Over the two columns in the narrow layout, where a label has a row of its own.
        self.titles = {key: Label(label.text, accent=True) for key, label in self.labels.items()}
        self.heads = (Label(""), Label(self.names[0], accent=True, align="center"),
                      Label(self.names[1], accent=True, align="center"))
        self._changed()

    def _letter_screens(self, seat: int) -> int:
        return SCREENS - self.pairs["mirrors"][seat].value

    def _changed(self) -> None:
        """Keep the number pickers in step with the mirrors and the "some" choice, then lay out again."""
        if self.pickers is None:
            return
        for seat, picker in enumerate(self.pickers):
            picker.set_count(self._letter_screens(seat))
            picker.enabled = self.pairs["show_numbers"][seat].value == "some"
        if self.rect.width:
            self.layout(self.rect)

    def set_players(self, names: list[str]) -> None:
        """The form's player names head the two columns and name who moves first."""
        if len(names) >= PLAYERS and names[:PLAYERS] != self.given_names:
            self.given_names = list(names[:PLAYERS])
            self._build(self._values(), self._picks())

    def _picks(self) -> list[set[int]]:
        return [set(picker.chosen) for picker in self.pickers] if self.pickers else [{1}, {1}]

    def _values(self) -> dict[str, Any]:
        values: dict[str, Any] = {key: (pair[0].value, pair[1].value) for key, pair in self.pairs.items()}
        values.update({key: choice.value for key, choice in self.choices.items()})
        return values

    # --- what the host reads ---------------------------------------------------------------------------
    def _numbers(self, seat: int) -> bool | list[int]:
        mode = self.pairs["show_numbers"][seat].value
        if mode == "some" and self.pickers is not None:
            return self.pickers[seat].numbers()
        return mode == "all"

    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = {}
        for key, (first, second) in self.pairs.items():
            pair = (first.value, second.value)
            if key == "show_numbers":
                pair = (self._numbers(0), self._numbers(1))
            options[key] = pair[0] if pair[0] == pair[1] else list(pair)
        options.update({key: choice.value for key, choice in self.choices.items()})
        return options

    def error(self) -> str | None:
        try:
            RULES.new_game(2, 0, self.options())
        except ValueError as problem:
            return str(problem)
        return None

    # --- layout ----------------------------------------------------------------------------------------
    def _grid_fits(self, width: int) -> bool:
        """Whether a label and the two players' values fit side by side at this text scale."""
        label = max(text_width(label.text, "body") for label in self.labels.values()) + length(12)
        value = max(text_width(option.text, "small", True) for pair in self.pairs.values()
                    for option in pair[0].options) + length(40)
        return label + 2 * value + 2 * length(6) <= width - length(14)

    def _rows(self, width: int) -> list[Row]:
        row_h, head_h = length(38), length(26)
        wide = self._grid_fits(width)
        grid = (1.25, 1.0, 1.0) if wide else (0.0, 1.0, 1.0)
        self.heads[0].visible = wide
        rows = [Row(self.heads, head_h, grid)]
        keys = list(PER_PLAYER)
        if self.pickers and any(p.enabled for p in self.pickers):
            keys.insert(keys.index("show_numbers") + 1, "numbers")
        for key in keys:
            controls = self.pickers if key == "numbers" and self.pickers else self.pairs[key]
            self.labels[key].visible = wide
            self.titles[key].visible = not wide
            if wide:
                rows.append(Row((self.labels[key], *controls), row_h, grid))
            else:  # narrow: the label over its two values
                rows.append(Row((self.titles[key],), head_h))
                rows.append(Row(controls, row_h))
        rows += [Row((choice,), row_h) for choice in self.choices.values()]
        return rows

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.column.layout(self.rect, self._rows(self.rect.width), length(6))
        if self.stop is not None and self.stop in self.stops():
            self.column.reveal(self.stop)

    def stops(self) -> list[Widget]:
        """Every control in keyboard order: the grid row by row, player 1 before player 2, then the rest."""
        order: list[Widget] = []
        for key in PER_PLAYER:
            order += list(self.pairs[key])
            if key == "show_numbers" and self.pickers:
                order += [picker for picker in self.pickers if picker.enabled]
        return order + list(self.choices.values())

    # --- input -----------------------------------------------------------------------------------------
    def _focus(self, widget: Widget) -> None:
        self.stop = widget
        self.focused = True
        self.column.reveal(widget)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            self.column.handle_event(event)
            return False
        if self.column.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            widget = self.column.widget_at(event.pos)
            if widget is not None:
                self._focus(widget)
                return widget.handle_event(event)
            return self.rect.collidepoint(event.pos)
        if event.type != pygame.KEYDOWN:
            return False
        stops = self.stops()
        if self.stop not in stops:
            self.stop = stops[0]
        self.focused = True
        key = event.key
        if key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            shifted = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            back = key == pygame.K_UP or (key == pygame.K_TAB and shifted)
            target = stops.index(self.stop) + (-1 if back else 1)
            if not 0 <= target < len(stops):
                self.focused = False
                return False  # past either end the form moves on
            self._focus(stops[target])
            return True
        if key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.column.scroll_by(self.column.rect.height * (1 if key == pygame.K_PAGEDOWN else -1))
            return True
        self.stop.focused = True
        return self.stop.handle_event(event)

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        # Texts follow the language at draw time: rebuild when it changed, keeping every value.
        if self._language != t("reflecto_setup.word_length"):
            stop = self.stops().index(self.stop) if self.stop in self.stops() else None
            self._build(self._values(), self._picks())
            if stop is not None:
                self.stop = self.stops()[stop]
        pointer = pointer_position(self._pointer)
        for widget in self.stops():
            widget.focused = self.focused and widget is self.stop
            widget.hovered = pointer is not None and self.column.widget_at(pointer) is widget
        self.column.draw(surface, self.palette)
