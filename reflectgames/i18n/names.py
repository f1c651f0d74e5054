"""Players' names as shown: the names the app makes up read in the current language.

A name is data: it is stored in the save as it was given. But the names the
app makes up when a field is left empty ("Player 2", "Computer (normal)",
"Computer 3 (hard)") are words of the language the game was started in, and a
French player who opens a game started in English, or who switches language
mid-game, should read "Joueur 2" and "Ordinateur (normal)". So a stored name
that is exactly one of those made-up names, in any language, is shown in the
current one; any other name (one a person typed) is shown as it is, even if
it happens to be a word.
"""

from __future__ import annotations

import re
from functools import cache

from reflectgames.i18n import LANGUAGES, messages_of, t

# The made-up names, by the message that makes them; {number} is a seat, {level} a level's word.
MADE_UP_NAMES = ("setup.default_name", "setup.computer_name", "setup.computer_name_numbered")
LEVELS = ("easy", "normal", "hard")


Pattern = tuple[re.Pattern[str], str, dict[str, str]]


def _wording() -> tuple[tuple[tuple[str, str | None], ...], ...]:
    """The messages the made-up names are built from, per language (what the patterns depend on)."""
    keys = (*MADE_UP_NAMES, *(f"level.{level}" for level in LEVELS))
    return tuple(tuple((key, messages_of(language).get(key)) for key in keys) for language in LANGUAGES)


@cache
def _patterns(wording: tuple[tuple[tuple[str, str | None], ...], ...]) -> tuple[Pattern, ...]:
    """(pattern, message key, level word -> level) for every made-up name in every language."""
    found = []
    for language_wording in wording:
        messages = {key: text for key, text in language_wording if text is not None}
        levels = {messages[f"level.{level}"]: level for level in LEVELS if f"level.{level}" in messages}
        level_words = "|".join(re.escape(word) for word in sorted(levels, key=len, reverse=True))
        for key in MADE_UP_NAMES:
            template = messages.get(key)
            if template is None:
                continue
            pattern = re.escape(template)
            pattern = pattern.replace(re.escape("{number}"), r"(?P<number>\d{1,2})")
            pattern = pattern.replace(re.escape("{level}"), f"(?P<level>{level_words})")
            found.append((re.compile(pattern), key, levels))
    return tuple(found)


def shown_name(name: str) -> str:
    """`name` as the current language shows it: a made-up name in its words, any other as given."""
    for pattern, key, levels in _patterns(_wording()):
        match = pattern.fullmatch(name)
        if match is None:
            continue
        parts = match.groupdict()
        params: dict[str, object] = {}
        if "number" in parts:
            params["number"] = int(parts["number"])
        if "level" in parts:
            params["level"] = t(f"level.{levels[parts['level']]}")
        return t(key, **params)
    return name
