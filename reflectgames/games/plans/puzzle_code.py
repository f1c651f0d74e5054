"""Short puzzle codes that people can read out, type and send: `K7QM-2XPD-9RF`.

A code holds the layout (which of the 24! / (6!^4), about 2.3e12,
arrangements it is) and the options (goal and suits) in 9 characters of
Crockford's base 32, then 2 check characters (the value modulo the prime
1021), which catch any single mistyped character and any two neighbours
swapped. Letter case, spaces and dashes do not matter; O reads as 0 and I or
L as 1, the way Crockford's alphabet intends. The plain layout string is
accepted too, optionally followed by the words group/line and one/all.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import factorial

from reflectgames.games.plans.board import (
    COINS_PER_SUIT,
    SUITS,
    LayoutError,
    format_layout,
    parse_layout,
)
from reflectgames.games.plans.goals import GOALS, SUIT_MODES

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})
DATA_CHARS = 9
CHECK_CHARS = 2
CHECK_PRIME = 1021
ARRANGEMENTS = factorial(24) // factorial(COINS_PER_SUIT) ** 4


class PuzzleCodeError(ValueError):
    """A code that cannot be read; `key` names the explanation in the message catalogs."""

    def __init__(self, message: str, key: str, **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params = params


@dataclass(frozen=True)
class PuzzleSpec:
    """A puzzle: the starting layout and the goal, everything needed to share it."""

    layout: str
    goal: str = "group"
    suits: str = "one"

    @property
    def options(self) -> dict[str, str]:
        return {"layout": self.layout, "goal": self.goal, "suits": self.suits}

    @property
    def code(self) -> str:
        return encode(self)


# --- ranking layouts --------------------------------------------------------------------------


def _arrangements(counts: list[int]) -> int:
    """How many distinct orders the remaining coins can take."""
    total = factorial(sum(counts))
    for count in counts:
        total //= factorial(count)
    return total


def layout_rank(letters: tuple[str, ...]) -> int:
    """The layout's position among all layouts in alphabetical order of SUITS."""
    counts = [COINS_PER_SUIT] * len(SUITS)
    rank = 0
    for letter in letters:
        here = SUITS.index(letter)
        for suit in range(here):
            if counts[suit]:
                counts[suit] -= 1
                rank += _arrangements(counts)
                counts[suit] += 1
        counts[here] -= 1
    return rank


def layout_of_rank(rank: int) -> tuple[str, ...]:
    counts = [COINS_PER_SUIT] * len(SUITS)
    letters = []
    for _ in range(len(SUITS) * COINS_PER_SUIT):
        for suit in range(len(SUITS)):
            if not counts[suit]:
                continue
            counts[suit] -= 1
            block = _arrangements(counts)
            if rank < block:
                letters.append(SUITS[suit])
                break
            rank -= block
            counts[suit] += 1
    return tuple(letters)


# --- codes ---------------------------------------------------------------------------------------


def _symbols(value: int, count: int) -> str:
    chars = []
    for _ in range(count):
        value, digit = divmod(value, 32)
        chars.append(ALPHABET[digit])
    return "".join(reversed(chars))


def encode(spec: PuzzleSpec) -> str:
    letters = parse_layout(spec.layout)
    options = GOALS.index(spec.goal) + 2 * SUIT_MODES.index(spec.suits)
    value = layout_rank(letters) * 4 + options
    text = _symbols(value, DATA_CHARS) + _symbols(value % CHECK_PRIME, CHECK_CHARS)
    return f"{text[:4]}-{text[4:8]}-{text[8:]}"


def decode(code: str) -> PuzzleSpec:
    """A code -> its puzzle; PuzzleCodeError saying what is wrong otherwise."""
    text = "".join(ch for ch in code.upper() if ch not in " -_.\t")
    if not text:
        raise PuzzleCodeError("Type or paste a puzzle code.", "plans.code.empty")
    wrong = sorted({ch for ch in text if ch not in _VALUE})
    if wrong:
        raise PuzzleCodeError(
            f"A puzzle code has no '{wrong[0]}': it uses digits and letters other than U.",
            "plans.code.character",
            char=wrong[0],
        )
    total = DATA_CHARS + CHECK_CHARS
    if len(text) != total:
        raise PuzzleCodeError(
            f"A puzzle code has {total} characters; this one has {len(text)}.",
            "plans.code.length",
            count=len(text),
            expected=total,
        )
    value = 0
    for ch in text[:DATA_CHARS]:
        value = value * 32 + _VALUE[ch]
    check = 0
    for ch in text[DATA_CHARS:]:
        check = check * 32 + _VALUE[ch]
    if value % CHECK_PRIME != check:
        raise PuzzleCodeError(
            "This code has a typing mistake: a character is wrong or two are swapped.",
            "plans.code.typo",
        )
    rank, options = divmod(value, 4)
    if rank >= ARRANGEMENTS:
        raise PuzzleCodeError("This is not a Plans of Action puzzle code.", "plans.code.unknown")
    return PuzzleSpec(format_layout(layout_of_rank(rank)), GOALS[options % 2], SUIT_MODES[options // 2])


def read_puzzle(text: str) -> PuzzleSpec:
    """A puzzle code, or a layout string with optional goal words, -> the puzzle."""
    words = text.replace(",", " ").split()
    if words and "/" in words[0]:
        try:
            layout = format_layout(parse_layout(words[0]))
        except LayoutError as error:
            raise PuzzleCodeError(str(error), "plans.code.layout") from error
        goal, suits = "group", "one"
        for word in (w.lower() for w in words[1:]):
            if word in GOALS:
                goal = word
            elif word in SUIT_MODES:
                suits = word
            else:
                raise PuzzleCodeError(
                    f"After the layout, write group or line, and one or all, not '{word}'.",
                    "plans.code.option",
                    word=word,
                )
        return PuzzleSpec(layout, goal, suits)
    return decode(text)
