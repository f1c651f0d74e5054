"""French typography of the catalogs: the spaces French puts around some punctuation never break.

French sets a space before ":", ";", "!" and "?" and inside « guillemets ».
Written as plain spaces in the catalogs (readable, and what a translator
types), they would let a line wrap between a word and its colon, or leave a
lone "»" at the start of a line. The catalogs are loaded through `french()`,
which makes those spaces no-break: U+00A0 before ":" and inside guillemets,
the narrow U+202F before ";", "!" and "?", as French printers set them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

NO_BREAK_SPACE = "\u00a0"
NARROW_NO_BREAK_SPACE = "\u202f"

_BEFORE_COLON = re.compile(r" +:")
_BEFORE_HIGH = re.compile(r" +([;!?])")
_AFTER_OPENING = re.compile(r"« +")
_BEFORE_CLOSING = re.compile(r" +»")


def french(text: str) -> str:
    """`text` with no-break spaces where French typography puts a space beside punctuation."""
    text = _BEFORE_COLON.sub(NO_BREAK_SPACE + ":", text)
    text = _BEFORE_HIGH.sub(NARROW_NO_BREAK_SPACE + r"\1", text)
    text = _AFTER_OPENING.sub("«" + NO_BREAK_SPACE, text)
    return _BEFORE_CLOSING.sub(NO_BREAK_SPACE + "»", text)


def french_catalog(messages: dict[str, str]) -> dict[str, str]:
    """Every message of a French catalog set with `french()`."""
    return {key: french(text) for key, text in messages.items()}


# "de" before a player's name that starts with a vowel elides: "le mot d'Ada", "la grille
# d'Ordinateur (normal)". Only the placeholders that hold a player's name: "de A1" stays, a cell is
# read letter by letter. An "h" is left alone: whether it elides depends on the word, and a name
# is not in any dictionary.
NAME_PLACEHOLDERS = frozenset({"name", "owner", "other", "loser", "winner", "first", "second"})
_VOWELS = frozenset("AEIOUYÀÂÄÉÈÊËÎÏÔÖÛÙÜŒÆaeiouyàâäéèêëîïôöûùüœæ")
_DE_PLACEHOLDER = re.compile(r"\b([Dd])e \{(\w+)\}")


def french_elision(template: str, values: Mapping[str, object]) -> str:
    """`template` with "de {name}" written "d'{name}" wherever the player's name given starts with a vowel."""

    def elide(match: re.Match[str]) -> str:
        value = values.get(match.group(2))
        if match.group(2) in NAME_PLACEHOLDERS and isinstance(value, str) and value[:1] in _VOWELS:
            return f"{match.group(1)}'{{{match.group(2)}}}"
        return match.group(0)

    return _DE_PLACEHOLDER.sub(elide, template)
