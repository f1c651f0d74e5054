"""Words: how a typed word is written on screens, how letters spread over them, the word lists.

A secret word is written in capitals without accents, as the rulebook asks:
accents are stripped, Œ and Æ become OE and AE, and lower case is accepted.
The word lists shipped in `word_lists/` (one word a line in lower case, most frequent first) back
the optional dictionary check and give random words for quick starts.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from pathlib import Path

WORDS_DIR = Path(__file__).resolve().parent / "word_lists"
LANGUAGES = ("en", "fr")
MIN_LENGTH = 4
MAX_LENGTH = 10
_LIGATURES = {"Œ": "OE", "œ": "oe", "Æ": "AE", "æ": "ae", "ß": "ss"}


def normalize_word(text: str) -> str:
    """`text` in capitals with accents stripped (`Élève` -> `ELEVE`, `cœur` -> `COEUR`).

    Characters that are not letters stay as they are, so the caller can refuse them.
    """
    for ligature, plain in _LIGATURES.items():
        text = text.replace(ligature, plain)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).upper()


def is_plain_word(word: str) -> bool:
    """Only the letters A to Z, at least one."""
    return bool(word) and all("A" <= ch <= "Z" for ch in word)


def screen_faces(word: str, letter_screens: int, blanks_last: bool) -> tuple[str, ...]:
    """What each letter screen carries, in exit order.

    Shorter words leave the first screens blank (or the last ones, with `blanks_last`);
    longer words put two letters on the last screens: 5 screens and 8 letters give
    1, 1, 2, 2, 2 letters.
    """
    length = len(word)
    if length <= letter_screens:
        blanks = ("",) * (letter_screens - length)
        letters = tuple(word)
        return letters + blanks if blanks_last else blanks + letters
    singles = 2 * letter_screens - length
    doubles = tuple(word[singles + 2 * i: singles + 2 * i + 2] for i in range(letter_screens - singles))
    return tuple(word[:singles]) + doubles


def split_faces(word: str, counts: tuple[int, ...]) -> tuple[str, ...]:
    """The word cut into consecutive faces of `counts` letters (0 is a blank screen), in exit order."""
    faces = []
    start = 0
    for count in counts:
        faces.append(word[start:start + count])
        start += count
    return tuple(faces)


def standard_split(length: int, letter_screens: int, blanks_last: bool) -> tuple[int, ...]:
    """Letters per screen of the standard split (what `screen_faces` does)."""
    return tuple(len(face) for face in screen_faces("A" * length, letter_screens, blanks_last))


@cache
def word_list(language: str) -> tuple[str, ...]:
    """The shipped words of a language, most frequent first (empty if the file is missing)."""
    if language not in LANGUAGES:
        raise ValueError(f"No word list for language '{language}'.")
    path = WORDS_DIR / f"{language}.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return ()
    # Stored in lower case; the game writes words in capitals.
    lines = (line.strip() for line in text.splitlines())
    return tuple(line.upper() for line in lines if line and not line.startswith("#"))


@cache
def _word_set(language: str) -> frozenset[str]:
    return frozenset(word_list(language))


def in_dictionary(word: str, language: str) -> bool:
    return word in _word_set(language)


@cache
def words_of_length(language: str, length: int) -> tuple[str, ...]:
    """The shipped words of one length, most frequent first (random starts draw from them)."""
    return tuple(word for word in word_list(language) if len(word) == length)
