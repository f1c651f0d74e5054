"""Reflecto's options: reading and checking them, and the per-player settings they give.

Per-player options (`mirrors`, `show_numbers`, `blank_last`) take one value
for both players or a list of two. The values are checked by a strict
pydantic model once, when a game starts (InvalidSetup naming the option, so
the setup screen can say what is wrong); the game itself keeps the plain
frozen `Config` below.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal, Mapping

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictBool, StrictInt

from reflectgames.core.validation import read_options as read_checked
from reflectgames.games.reflecto.words import MAX_LENGTH, MIN_LENGTH

SCREENS = 7
MAX_MIRRORS = 2
WRONG_GUESS = ("lose", "lose_turn")
DICTIONARIES = ("none", "en", "fr")


@dataclass(frozen=True, slots=True)
class Config:
    word_length: int
    mirrors: tuple[int, int]
    show_numbers: tuple[bool, bool]
    blank_last: tuple[bool, bool]
    wrong_guess: str
    first: int
    dictionary: str
    memory: bool

    def letter_screens(self, player: int) -> int:
        """Screens that carry letters (or a blank) and leave the board in order."""
        return SCREENS - self.mirrors[player]


def _as_tuple(value: Any) -> Any:
    """A list (from JSON or the setup panel) or a tuple both stand for one value per player."""
    return tuple(value) if isinstance(value, (list, tuple)) else value


Mirrors = Annotated[StrictInt, Field(ge=0, le=MAX_MIRRORS)]
MirrorsPair = Annotated[tuple[Mirrors, Mirrors], BeforeValidator(_as_tuple)]
FlagPair = Annotated[tuple[StrictBool, StrictBool], BeforeValidator(_as_tuple)]


class ReflectoOptions(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    word_length: Annotated[StrictInt, Field(ge=MIN_LENGTH, le=MAX_LENGTH)] = 5
    mirrors: Mirrors | MirrorsPair = MAX_MIRRORS
    show_numbers: StrictBool | FlagPair = False
    blank_last: StrictBool | FlagPair = False
    wrong_guess: Literal["lose", "lose_turn"] = "lose"
    first: Annotated[StrictInt, Field(ge=0, le=1)] = 0
    dictionary: Literal["none", "en", "fr"] = "none"
    memory: StrictBool = True


DEFAULTS: dict[str, Any] = ReflectoOptions().model_dump()
OPTION_KEYS = tuple(DEFAULTS)


def _pair(value: Any) -> tuple[Any, Any]:
    return value if isinstance(value, tuple) else (value, value)


def read_options(options: Mapping[str, Any] | None) -> Config:
    """A checked Config from the options given to new_game (missing ones take their defaults)."""
    chosen = read_checked(ReflectoOptions, options, "reflecto", "Reflecto")
    mirrors = _pair(chosen.mirrors)
    # Five letter screens hold at most ten letters: the ranges above keep every word placeable.
    assert all(chosen.word_length <= 2 * (SCREENS - m) for m in mirrors)
    return Config(
        chosen.word_length,
        mirrors,
        _pair(chosen.show_numbers),
        _pair(chosen.blank_last),
        chosen.wrong_guess,
        chosen.first,
        chosen.dictionary,
        chosen.memory,
    )
