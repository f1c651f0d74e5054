"""Reflecto's options: reading and checking them, and the per-player settings they give.

Per-player options (`word_length`, `mirrors`, `split`, `show_numbers`,
`blank_last`) take one value for both players or a list of two. A
`show_numbers` value is true, false or a list of exit numbers (only those
screens carry theirs), so `[1, 3]` is one such list for both players, while
`[[1, 3], false]` gives one value per player. The values are checked by a strict
pydantic model once, when a game starts (InvalidSetup naming the option, so
the setup screen can say what is wrong); the game itself keeps the plain
frozen `Config` below.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictBool, StrictInt

from reflectgames.core.validation import option_error
from reflectgames.core.validation import read_options as read_checked
from reflectgames.games.reflecto.words import MAX_LENGTH, MIN_LENGTH

PLAYERS = 2
SCREENS = 7
MAX_MIRRORS = 2
WRONG_GUESS = ("lose", "lose_turn")
DICTIONARIES = ("none", "en", "fr")


SPLITS = ("standard", "free")
MAX_PER_SCREEN = 3  # a free split writes at most three letters on one screen
ALL_NUMBERED = (1 << SCREENS) - 1


@dataclass(frozen=True, slots=True)
class Config:
    word_lengths: tuple[int, int]
    mirrors: tuple[int, int]
    numbered: tuple[int, int]  # per player, bit k: letter screen k (exit number k + 1) shows its number
    blank_last: tuple[bool, bool]
    wrong_guess: str
    first: int
    dictionary: str
    memory: bool
    splits: tuple[str, str] = ("standard", "standard")

    def letter_screens(self, player: int) -> int:
        """Screens that carry letters (or a blank) and leave the board in order."""
        return SCREENS - self.mirrors[player]

    def shows_number(self, player: int, index: int) -> bool:
        """Whether `player`'s letter screen `index` (0-based exit order) has its number written on it."""
        return bool(self.numbered[player] >> index & 1)


def _as_tuple(value: Any) -> Any:
    """A list (from JSON or the setup panel) or a tuple both stand for one value per player."""
    return tuple(value) if isinstance(value, (list, tuple)) else value


Mirrors = Annotated[StrictInt, Field(ge=0, le=MAX_MIRRORS)]
MirrorsPair = Annotated[tuple[Mirrors, Mirrors], BeforeValidator(_as_tuple)]
FlagPair = Annotated[tuple[StrictBool, StrictBool], BeforeValidator(_as_tuple)]
Length = Annotated[StrictInt, Field(ge=MIN_LENGTH, le=MAX_LENGTH)]
LengthPair = Annotated[tuple[Length, Length], BeforeValidator(_as_tuple)]
Split = Literal["standard", "free"]
SplitPair = Annotated[tuple[Split, Split], BeforeValidator(_as_tuple)]
ExitNumber = Annotated[StrictInt, Field(ge=1, le=SCREENS)]
NumberList = Annotated[tuple[ExitNumber, ...], BeforeValidator(_as_tuple), Field(max_length=SCREENS)]
Numbers = StrictBool | NumberList
NumbersPair = Annotated[tuple[Numbers, Numbers], BeforeValidator(_as_tuple)]


class ReflectoOptions(BaseModel):
    # Built on first use, not at import: the title screen never needs it.
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)

    word_length: Length | LengthPair = 5
    mirrors: Mirrors | MirrorsPair = MAX_MIRRORS
    split: Split | SplitPair = "standard"
    show_numbers: Numbers | NumbersPair = False
    blank_last: StrictBool | FlagPair = False
    wrong_guess: Literal["lose", "lose_turn"] = "lose"
    first: Annotated[StrictInt, Field(ge=0, le=1)] = 0
    dictionary: Literal["none", "en", "fr"] = "none"
    memory: StrictBool = True


DEFAULTS: dict[str, Any] = ReflectoOptions().model_dump()
OPTION_KEYS = tuple(DEFAULTS)


def _pair(value: Any) -> tuple[Any, Any]:
    return value if isinstance(value, tuple) else (value, value)


def _numbers_pair(value: Any) -> tuple[Any, Any]:
    """A list of exit numbers is one value for both players; a pair of values is one per player."""
    if isinstance(value, tuple) and len(value) == PLAYERS and not all(type(v) is int for v in value):
        return value
    return (value, value)


def numbered_mask(value: bool | tuple[int, ...], letter_screens: int) -> int | None:
    """The bit mask of numbered screens, or None when a number names no letter screen or repeats."""
    if isinstance(value, bool):
        return (1 << letter_screens) - 1 if value else 0
    if len(set(value)) != len(value) or any(n > letter_screens for n in value):
        return None
    return sum(1 << (n - 1) for n in value)


def read_options(options: Mapping[str, Any] | None) -> Config:
    """A checked Config from the options given to new_game (missing ones take their defaults)."""
    chosen = read_checked(ReflectoOptions, options, "reflecto", "Reflecto")
    mirrors = _pair(chosen.mirrors)
    lengths = _pair(chosen.word_length)
    # Five letter screens hold at most ten letters: the ranges above keep every word placeable.
    assert all(lengths[p] <= 2 * (SCREENS - mirrors[p]) for p in (0, 1))
    numbers = _numbers_pair(chosen.show_numbers)
    masks = [numbered_mask(numbers[p], SCREENS - mirrors[p]) for p in (0, 1)]
    if masks[0] is None or masks[1] is None:
        # Which screens exist depends on the mirrors: the model alone cannot check this.
        raise option_error("reflecto", "show_numbers", (options or {}).get("show_numbers"))
    return Config(
        lengths,
        mirrors,
        (masks[0], masks[1]),
        _pair(chosen.blank_last),
        chosen.wrong_guess,
        chosen.first,
        chosen.dictionary,
        chosen.memory,
        _pair(chosen.split),
    )
