"""The Reflecto part of the New game form: word length, dictionary, mirrors, handicaps and house rules.

`OptionsEditor` lays its choices out in two columns. The per-player options of
the rulebook's handicap variants (fewer mirrors, written exit numbers, blank
screens last) read as "who" choices. The setup scene embeds the editor: it
lays it out, forwards its events, asks `error()` before starting and passes
`options()` on to the rules.
"""

from __future__ import annotations

from typing import Any

import pygame

from reflectgames.games import get_rules
from reflectgames.i18n import t
from reflectgames.ui.text import length
from reflectgames.ui.theme import Palette
from reflectgames.ui.widgets import Choice, Option, pointer_position

RULES = get_rules("reflecto")
MIRROR_PAIRS = ((2, 2), (1, 1), (0, 0), (1, 2), (2, 1), (0, 2), (2, 0), (0, 1), (1, 0))
WHO = ((False, False), (True, False), (False, True), (True, True))


def _player(seat: int) -> str:
    return t("setup.default_name", number=seat + 1)


class OptionsEditor:
    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False  # the host mirrors its focus here
        self.index = 0  # the choice with the keyboard cursor
        self._pointer: tuple[int, int] | None = None
        self.choices: dict[str, Choice] = {}
        self._build({})

    # --- the choices ---------------------------------------------------------------------------------
    def _build(self, values: dict[str, Any]) -> None:
        def choice(key: str, options: list[Option], default: Any) -> Choice:
            return Choice(t(f"reflecto_setup.{key}"), options, values.get(key, default))

        self.choices = {
            "word_length": choice("word_length", [Option(n, t("reflecto_setup.letters", count=n))
                                                  for n in range(4, 11)], 5),
            "dictionary": choice("dictionary", [Option(d, t(f"reflecto_setup.dictionary.{d}"))
                                                for d in ("none", "en", "fr")], "none"),
            "mirrors": choice("mirrors", [Option(pair, self._mirrors_text(pair)) for pair in MIRROR_PAIRS],
                              (2, 2)),
            "wrong_guess": choice("wrong_guess", [Option(w, t(f"reflecto_setup.wrong_guess.{w}"))
                                                  for w in ("lose", "lose_turn")], "lose"),
            "show_numbers": choice("show_numbers", [Option(w, self._who_text(w)) for w in WHO],
                                   (False, False)),
            "memory": choice("memory", [Option(True, t("reflecto_setup.memory.on")),
                                        Option(False, t("reflecto_setup.memory.off"))], True),
            "blank_last": choice("blank_last", [Option(w, self._who_text(w)) for w in WHO], (False, False)),
            "first": choice("first", [Option(0, _player(0)), Option(1, _player(1))], 0),
        }
        if self.rect.width:
            self.layout(self.rect)

    @staticmethod
    def _mirrors_text(pair: tuple[int, int]) -> str:
        if pair[0] == pair[1]:
            return t("reflecto_setup.mirrors.each", count=pair[0])
        return t("reflecto_setup.mirrors.split", first=pair[0], second=pair[1])

    @staticmethod
    def _who_text(who: tuple[bool, bool]) -> str:
        if all(who):
            return t("reflecto_setup.who.both")
        if not any(who):
            return t("reflecto_setup.who.nobody")
        return _player(0 if who[0] else 1)

    def _values(self) -> dict[str, Any]:
        return {key: choice.value for key, choice in self.choices.items()}

    # --- what the host reads -------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        values = self._values()
        options: dict[str, Any] = {}
        for key, value in values.items():
            if isinstance(value, tuple):
                options[key] = value[0] if value[0] == value[1] else list(value)
            else:
                options[key] = value
        return options

    def error(self) -> str | None:
        try:
            RULES.new_game(2, 0, self.options())
        except ValueError as problem:
            return str(problem)
        return None

    # --- layout --------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        gap = length(8)
        count = len(self.choices)
        # One column whenever every choice fits with readable rows; two side by side otherwise.
        one_column = self.rect.height >= count * length(30) + (count - 1) * gap
        columns = 1 if one_column or self.rect.width < length(520) else 2
        rows = (len(self.choices) + columns - 1) // columns
        row_h = max(length(28), min(length(42), (self.rect.height - gap * (rows - 1)) // rows))
        width = (self.rect.width - gap * (columns - 1)) // columns
        for index, choice in enumerate(self.choices.values()):
            row, column = (index // columns, index % columns)
            choice.rect = pygame.Rect(self.rect.x + column * (width + gap), self.rect.y + row * (row_h + gap),
                                      width, row_h)
            choice.visible = choice.rect.bottom <= self.rect.bottom + 1
        self.columns = columns

    # --- input ---------------------------------------------------------------------------------------
    def _usable(self) -> list[Choice]:
        return [choice for choice in self.choices.values() if choice.visible]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            return False
        usable = self._usable()
        if event.type == pygame.MOUSEBUTTONDOWN:
            for index, choice in enumerate(usable):
                if choice.rect.collidepoint(event.pos):
                    self.index = index
                    self.focused = True
                    return choice.handle_event(event)
            return self.rect.collidepoint(event.pos)
        if event.type != pygame.KEYDOWN or not usable:
            return False
        self.focused = True
        self.index = max(0, min(len(usable) - 1, self.index))
        key = event.key
        if key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            shifted = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            back = key == pygame.K_UP or (key == pygame.K_TAB and shifted)
            target = self.index + (-1 if back else 1)
            if not 0 <= target < len(usable):
                self.focused = False
                return False  # past either end the form moves on
            self.index = target
            return True
        choice = usable[self.index]
        choice.focused = True
        return choice.handle_event(event)

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        # Texts follow the language at draw time: rebuild when it changed, keeping every value.
        if next(iter(self.choices.values())).label != t("reflecto_setup.word_length"):
            self._build(self._values())
        pointer = pointer_position(self._pointer)
        for index, choice in enumerate(self._usable()):
            choice.focused = self.focused and index == self.index
            choice.hovered = pointer is not None and choice.rect.collidepoint(pointer)
            choice.draw(surface, self.palette)
