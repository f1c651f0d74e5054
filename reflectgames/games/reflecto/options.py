"""Reflecto's options: reading and checking them, and the per-player settings they give.

Per-player options (`mirrors`, `show_numbers`, `blank_last`) take one value
for both players or a list of two. Anything unknown or out of range is a
ValueError that names the option, so the setup screen can say what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from reflectgames.games.reflecto.words import MAX_LENGTH, MIN_LENGTH

SCREENS = 7
MAX_MIRRORS = 2
WRONG_GUESS = ("lose", "lose_turn")
DICTIONARIES = ("none", "en", "fr")
DEFAULTS: dict[str, Any] = {
    "word_length": 5,
    "mirrors": 2,
    "show_numbers": False,
    "blank_last": False,
    "wrong_guess": "lose",
    "first": 0,
    "dictionary": "none",
    "memory": True,
}
OPTION_KEYS = tuple(DEFAULTS)


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


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _per_player(options: Mapping[str, Any], key: str, check, describe: str) -> tuple[Any, Any]:
    value = options.get(key, DEFAULTS[key])
    values = list(value) if isinstance(value, (list, tuple)) else [value, value]
    if len(values) != 2 or not all(check(v) for v in values):
        raise ValueError(f"Option '{key}' must be {describe}, or a list of two such values.")
    return values[0], values[1]


def read_options(options: Mapping[str, Any] | None) -> Config:
    """A checked Config from the options given to new_game (missing ones take their defaults)."""
    options = dict(options or {})
    unknown = sorted(map(str, set(options) - set(OPTION_KEYS)))
    if unknown:
        raise ValueError(f"Unknown Reflecto option: {', '.join(unknown)}.")
    length = options.get("word_length", DEFAULTS["word_length"])
    if not _is_int(length) or not MIN_LENGTH <= length <= MAX_LENGTH:
        raise ValueError(f"Option 'word_length' must be a whole number from {MIN_LENGTH} to {MAX_LENGTH}.")
    mirrors = _per_player(options, "mirrors", lambda v: _is_int(v) and 0 <= v <= MAX_MIRRORS,
                          f"a whole number from 0 to {MAX_MIRRORS}")
    numbers = _per_player(options, "show_numbers", lambda v: isinstance(v, bool), "true or false")
    blanks = _per_player(options, "blank_last", lambda v: isinstance(v, bool), "true or false")
    wrong = options.get("wrong_guess", DEFAULTS["wrong_guess"])
    if wrong not in WRONG_GUESS:
        raise ValueError("Option 'wrong_guess' must be 'lose' or 'lose_turn'.")
    first = options.get("first", DEFAULTS["first"])
    if not _is_int(first) or first not in (0, 1):
        raise ValueError("Option 'first' must be 0 or 1.")
    dictionary = options.get("dictionary", DEFAULTS["dictionary"])
    if dictionary not in DICTIONARIES:
        raise ValueError("Option 'dictionary' must be 'none', 'en' or 'fr'.")
    memory = options.get("memory", DEFAULTS["memory"])
    if not isinstance(memory, bool):
        raise ValueError("Option 'memory' must be true or false.")
    for player in (0, 1):
        if length > 2 * (SCREENS - mirrors[player]):
            # Cannot happen with the ranges above; kept so a wider range stays safe.
            raise ValueError("The word is too long for the letter screens.")
    return Config(length, mirrors, numbers, blanks, wrong, first, dictionary, memory)
