"""The words the computer may choose as its secret: everyday words a person could guess.

`word_lists/secret_<language>.txt` is made by tools/make_secret_words.py from a
spelling dictionary, word frequencies and a list of bad words (sources and
licences in word_lists/SECRET-WORDS-SOURCES.txt). Every word there is also in
the language's full list, which stays the list for guesses and for checking
a person's word.
"""

from __future__ import annotations

from functools import cache

from reflectgames.games.reflecto.words import LANGUAGES, WORDS_DIR


@cache
def secret_words(language: str) -> tuple[str, ...]:
    """The curated words of `language` in capitals, most frequent first (empty if the file is missing)."""
    if language not in LANGUAGES:
        raise ValueError(f"No secret words for language '{language}'.")
    try:
        text = (WORDS_DIR / f"secret_{language}.txt").read_text(encoding="utf-8")
    except OSError:
        return ()
    return tuple(line.strip().upper() for line in text.splitlines() if line.strip())


@cache
def secret_words_of_length(language: str, length: int) -> tuple[str, ...]:
    return tuple(word for word in secret_words(language) if len(word) == length)
