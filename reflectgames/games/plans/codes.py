"""Puzzle codes: a Plans of Action puzzle (layout, goal, suits) as ten characters to share.

A code such as `45UK2-25T7M` is nine data characters and one check character
from a 31-letter alphabet that leaves out look-alikes (0 O, 1 I L). The data
is one number: the rank of the layout among all arrangements of 6 coins of
each suit (24!/6!^4, about 2.3e12), times 4, plus the goal and suits bits;
31^9 holds it with room to spare. The first codes knew only one or all
suits (suits bit 0 or 1); two and three suits use the same layout of bits
shifted up by 4 * LAYOUTS, so every code shared before still reads the same.
The check character makes the weighted sum
of all ten values (weights 1..10) a multiple of 31: 31 is prime and the
weights are distinct, so any single wrong character and any swap of two
neighbouring characters is caught.

Reading is forgiving: any letter case, spaces and dashes anywhere, and the
plain layout string (`SASASS/MMACSS/CACCAA/MCMCMM`, optionally followed by
`line` and/or `two`, `three` or `all`) is accepted too.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import factorial

from reflectgames.games.plans.board import COINS_PER_SUIT, SUITS, LayoutError, format_layout, parse_layout
from reflectgames.games.plans.goals import GOALS, SUIT_MODES, suits_needed
from reflectgames.games.plans.position import Position

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
BASE = len(ALPHABET)  # 31, a prime: the check character relies on it
DATA_CHARS = 9
CODE_CHARS = DATA_CHARS + 1
_VALUE = {char: index for index, char in enumerate(ALPHABET)}
_CONFUSABLE = {"0": "O", "O": "0", "1": "I", "I": "1", "L": "1"}


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the layout string (plans rules format) and its options."""

    layout: str
    goal: str = "group"
    suits: str = "one"

    @property
    def code(self) -> str:
        return encode(self)

    def options(self) -> dict[str, str]:
        return {"layout": self.layout, "goal": self.goal, "suits": self.suits}


class CodeError(ValueError):
    """A code or layout that cannot be read; `key` and `params` let the app say why in any language."""

    def __init__(self, message: str, key: str, **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params = params


# --- the layout as a number -------------------------------------------------------------


def _arrangements(counts: list[int]) -> int:
    """How many distinct orders the remaining coins (counts per suit) can take."""
    total = factorial(sum(counts))
    for count in counts:
        total //= factorial(count)
    return total


LAYOUTS = _arrangements([COINS_PER_SUIT] * len(SUITS))
# (shifted, suits bit) of each suits mode: the original pair first, then the later one above it.
_SUITS_BITS = {"one": (0, 0), "all": (0, 1), "two": (1, 0), "three": (1, 1)}
_SUITS_OF_BITS = {bits: mode for mode, bits in _SUITS_BITS.items()}


def layout_rank(letters: tuple[str, ...]) -> int:
    """The position of a layout among all layouts in suit order (0 .. LAYOUTS-1)."""
    counts = [COINS_PER_SUIT] * len(SUITS)
    rank = 0
    for letter in letters:
        suit = SUITS.index(letter)
        for smaller in range(suit):
            if counts[smaller]:
                counts[smaller] -= 1
                rank += _arrangements(counts)
                counts[smaller] += 1
        counts[suit] -= 1
    return rank


def layout_of_rank(rank: int) -> tuple[str, ...]:
    counts = [COINS_PER_SUIT] * len(SUITS)
    letters = []
    for _ in range(COINS_PER_SUIT * len(SUITS)):
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


# --- the code --------------------------------------------------------------------------


def _check_value(values: list[int]) -> int:
    """The value that makes sum((i + 1) * v_i) over all ten characters a multiple of BASE."""
    partial = sum((i + 1) * v for i, v in enumerate(values))
    inverse = pow(CODE_CHARS, -1, BASE)
    return (-partial * inverse) % BASE


def encode(puzzle: Puzzle) -> str:
    """The shareable code of a puzzle, as `XXXXX-XXXXX`."""
    letters = parse_layout(puzzle.layout)
    shifted, suits_bit = _SUITS_BITS[puzzle.suits]
    number = (shifted * LAYOUTS + layout_rank(letters)) * 4 + GOALS.index(puzzle.goal) * 2 + suits_bit
    values = []
    for _ in range(DATA_CHARS):
        number, digit = divmod(number, BASE)
        values.append(digit)
    values.reverse()
    values.append(_check_value(values))
    text = "".join(ALPHABET[v] for v in values)
    return f"{text[:5]}-{text[5:]}"


def decode(text: str) -> Puzzle:
    """A puzzle from a code or a plain layout string; CodeError says what is wrong."""
    if not isinstance(text, str) or not text.strip():
        raise CodeError("Type a puzzle code such as 45UK2-25T7M.", "empty")
    if "/" in text:
        return _from_layout(text)
    compact = "".join(ch for ch in text.upper() if ch not in " -\t_.")
    wrong = sorted({ch for ch in compact if ch not in _VALUE})
    if wrong:
        shown = wrong[0]
        if shown in _CONFUSABLE:
            raise CodeError(f"Codes never use {shown}: it is easy to mistake for {_CONFUSABLE[shown]}.",
                            "confusable", char=shown, other=_CONFUSABLE[shown])
        raise CodeError(f"'{shown}' is not a character of puzzle codes.", "bad_char", char=shown[:1])
    if len(compact) != CODE_CHARS:
        raise CodeError(f"A puzzle code has {CODE_CHARS} characters, not {len(compact)}.", "length",
                        count=len(compact), expected=CODE_CHARS)
    values = [_VALUE[ch] for ch in compact]
    if sum((i + 1) * v for i, v in enumerate(values)) % BASE:
        raise CodeError("This code has a typing mistake: check it character by character.", "typo")
    number = 0
    for value in values[:DATA_CHARS]:
        number = number * BASE + value
    rank, bits = divmod(number, 4)
    shifted, rank = divmod(rank, LAYOUTS)
    if shifted > 1:
        raise CodeError("This code has a typing mistake: check it character by character.", "typo")
    suits = _SUITS_OF_BITS[(shifted, bits & 1)]
    puzzle = Puzzle(format_layout(layout_of_rank(rank)), GOALS[bits >> 1], suits)
    _refuse_solved(puzzle)
    return puzzle


def _from_layout(text: str) -> Puzzle:
    """`SASASS/MMACSS/CACCAA/MCMCMM [group|line] [one|two|three|all]`."""
    words = text.replace(",", " ").split()
    rows = [w for w in words if "/" in w]
    extras = [w.lower() for w in words if "/" not in w]
    goal = next((w for w in extras if w in GOALS), "group")
    suits = next((w for w in extras if w in SUIT_MODES), "one")
    unknown = [w for w in extras if w not in GOALS and w not in SUIT_MODES]
    if unknown:
        raise CodeError(f"After the layout only group or line, one, two, three or all may follow, "
                        f"not '{unknown[0]}'.",
                        "layout_word", word=unknown[0][:12])
    try:
        letters = parse_layout("".join(rows))
    except LayoutError as error:
        raise CodeError(str(error), "layout", detail=str(error)) from error
    puzzle = Puzzle(format_layout(letters), goal, suits)
    _refuse_solved(puzzle)
    return puzzle


def _refuse_solved(puzzle: Puzzle) -> None:
    from reflectgames.games.plans.rules import is_solved

    if is_solved(Position.from_layout(parse_layout(puzzle.layout)), puzzle.goal,
                  suits_needed(puzzle.suits)):
        raise CodeError("This puzzle already meets its goal: there is nothing to solve.", "solved")


def pretty(code: str) -> str:
    """A code as typed (any case, spaces) in its canonical `XXXXX-XXXXX` form; raises CodeError."""
    return decode(code).code
