"""Which French messages are still English: the `untranslated` figure of the audit.

A French message is untranslated when it is missing, or when it is word for
word the English one although it contains words (not just placeholders,
numbers and signs). Some messages are rightly the same in both languages (a
game's name, "Menu", "Expert"): each catalog module lists those keys in its
`SAME_IN_FRENCH` set, so the list stays a deliberate decision per message.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass

from reflectgames.i18n import catalog_module, domains

# What is left of a message once its placeholders are gone; a letter there is a word to translate.
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_LETTER = re.compile(r"[^\W\d_]")


@dataclass(frozen=True)
class Untranslated:
    domain: str
    key: str
    english: str
    french: str | None  # None: the key is missing from the French catalog

    def as_json(self) -> dict[str, str | None]:
        return {"domain": self.domain, "key": self.key, "english": self.english, "french": self.french}


def needs_translation(english: str) -> bool:
    """Whether `english` holds any word once its placeholders are taken out."""
    return bool(_LETTER.search(_PLACEHOLDER.sub("", english)))


def untranslated() -> list[Untranslated]:
    """Every French message of every installed domain that still reads as English."""
    found: list[Untranslated] = []
    for domain in domains():
        try:
            module = importlib.import_module(catalog_module(domain))
        except ModuleNotFoundError:
            continue  # a domain not installed is skipped by the catalogs too
        english: dict[str, str] = getattr(module, "EN", {})
        french: dict[str, str] = getattr(module, "FR", {})
        same_allowed: frozenset[str] = frozenset(getattr(module, "SAME_IN_FRENCH", ()))
        for key, text in english.items():
            translation = french.get(key)
            if translation is None or (
                translation == text and key not in same_allowed and needs_translation(text)
            ):
                found.append(Untranslated(domain, key, text, translation))
    return found
