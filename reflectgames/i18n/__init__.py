"""Message catalogs and `t()`: every string a player reads goes through here.

Catalogs are split by domain: the app's own modules here (`app` for the shell
and menus), and each game's catalog modules in its folder, which the game's
entry names by their full module name. Each domain module defines `EN` and `FR` dictionaries with the same keys and
the same `{placeholders}`. A domain that is not installed yet is skipped, and
a missing key shows the key itself (logged once) rather than crashing.
"""

from __future__ import annotations

import importlib
import logging

from reflectgames.i18n.typography import french_catalog, french_elision

LANGUAGES: tuple[str, ...] = ("en", "fr")
# The app's own domains; each game's come from its entry, registered when the games registry loads.
DOMAINS: tuple[str, ...] = ("app", "play", "storage", "validation")

_log = logging.getLogger(__name__)


class _Current:
    """The chosen language and the merged catalogs (built on first use)."""

    language = "en"
    catalogs: dict[str, dict[str, str]] | None = None


_current = _Current()
_reported: set[str] = set()
_game_domains: list[str] = []


def register_domains(domains: tuple[str, ...]) -> None:
    """Add a game's catalog domains (the games registry calls this for every entry)."""
    added = [domain for domain in domains if domain not in DOMAINS and domain not in _game_domains]
    if added:
        _game_domains.extend(added)
        reload_catalogs()


def domains() -> tuple[str, ...]:
    return (*DOMAINS, *_game_domains)


def catalog_module(domain: str) -> str:
    """The module that holds `domain`: an app domain of this package, or a game's full module name."""
    return domain if "." in domain else f"{__name__}.{domain}"


def _load() -> dict[str, dict[str, str]]:
    """Merge all domain catalogs per language (imported on first use, not at startup)."""
    if _current.catalogs is None:
        merged: dict[str, dict[str, str]] = {language: {} for language in LANGUAGES}
        for domain in domains():
            name = catalog_module(domain)
            try:
                module = importlib.import_module(name)
            except ModuleNotFoundError as error:
                if error.name != name:
                    raise
                _log.info("message domain %s is not installed", domain)
                continue
            for language in LANGUAGES:
                merged[language].update(getattr(module, language.upper(), {}))
        # French spaces beside punctuation never break a line (see typography.py).
        merged["fr"] = french_catalog(merged["fr"])
        _current.catalogs = merged
    return _current.catalogs


def reload_catalogs() -> None:
    """Forget the merged catalogs (after a domain module appears or changes)."""
    _current.catalogs = None


def set_language(code: str) -> None:
    """Switch the language; an unknown code falls back to English."""
    _current.language = code if code in LANGUAGES else "en"


def get_language() -> str:
    return _current.language


def messages_of(language: str) -> dict[str, str]:
    """Every message of `language` (for reading names back from any language: see names.py)."""
    return _load().get(language, {})


def has_key(key: str) -> bool:
    english = _load()["en"]
    return key in english or f"{key}.{PLURAL_OTHER}" in english


# Plural forms: a message that counts something has one key per CLDR plural
# category ("pond.actions_left.one", "pond.actions_left.other"), and `t(key,
# count=n)` picks the form the language uses for n. Both languages here need only
# "one" and "other"; they differ on zero ("0 action" in French, "0 actions" in English).
PLURAL_ONE = "one"
PLURAL_OTHER = "other"


def plural_category(language: str, count: int) -> str:
    """The CLDR plural category of a whole number `count` in `language` (English or French)."""
    if language == "fr":
        return PLURAL_ONE if count in (0, 1) else PLURAL_OTHER
    return PLURAL_ONE if count == 1 else PLURAL_OTHER


def _plural_form(catalog: dict[str, str], key: str, count: object, language: str) -> str | None:
    if not isinstance(count, int) or isinstance(count, bool):
        return catalog.get(f"{key}.{PLURAL_OTHER}")
    form = catalog.get(f"{key}.{plural_category(language, count)}")
    return form if form is not None else catalog.get(f"{key}.{PLURAL_OTHER}")


def t(key: str, **kwargs: object) -> str:
    """The message `key` in the current language, formatted with `kwargs`.

    A `count` argument selects the plural form when the catalog has them
    (`key.one`, `key.other`). Falls back to English, then to the key itself; a
    bad placeholder never raises.
    """
    catalogs = _load()
    language = _current.language
    text = catalogs.get(language, {}).get(key)
    if text is None and "count" in kwargs:
        text = _plural_form(catalogs.get(language, {}), key, kwargs["count"], language)
        if text is None:
            text = _plural_form(catalogs["en"], key, kwargs["count"], "en")
    if text is None:
        text = catalogs["en"].get(key)
    if text is None:
        if key not in _reported:
            _reported.add(key)
            _log.warning("missing message key %r", key)
        return key
    if not kwargs:
        return text
    if language == "fr":
        text = french_elision(text, kwargs)
    try:
        return text.format(**kwargs)
    except (KeyError, IndexError, ValueError):
        if key not in _reported:
            _reported.add(key)
            _log.warning("message %r could not be formatted with %s", key, sorted(kwargs))
        return text


def explain(error: BaseException) -> str:
    """A refusal (an illegal move, an impossible set-up, an unusable file) in the player's language.

    Errors that carry a message key say it through the catalogs; anything else
    keeps its own English sentence.
    """
    translated = getattr(error, "translated", None)
    if callable(translated):
        return str(translated())
    key = getattr(error, "key", None)
    if isinstance(key, str) and has_key(key):
        return t(key, **(getattr(error, "params", None) or {}))
    return str(error)
