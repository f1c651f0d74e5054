"""Message catalogs: both languages say the same things, and every key the code asks for exists."""

from __future__ import annotations

import importlib
import re
import string
from pathlib import Path

import pytest

from reflectgames import games, i18n
from reflectgames.i18n import LANGUAGES, get_language, set_language, t

# The app's domains and those the games' entries register.
DOMAINS = (*i18n.DOMAINS, *(domain for entry in games.entries() for domain in entry.domains))

PACKAGE = Path(i18n.__file__).resolve().parents[1]
LITERAL_CALL = re.compile(r"""\bt\(\s*["']([A-Za-z0-9_.\-]+)["']""")


def _installed_domains() -> list:
    modules = []
    for domain in DOMAINS:
        try:
            modules.append(importlib.import_module(i18n.catalog_module(domain)))
        except ModuleNotFoundError:
            continue
    return modules


def _placeholders(text: str) -> set[str]:
    return {field for _literal, field, _spec, _conv in string.Formatter().parse(text) if field}


@pytest.fixture(autouse=True)
def english() -> None:
    set_language("en")
    yield
    set_language("en")


def test_the_app_domain_is_installed() -> None:
    assert any(module.__name__.endswith(".app") for module in _installed_domains())


@pytest.mark.parametrize("module", _installed_domains(), ids=lambda module: module.__name__)
def test_every_domain_has_the_same_keys_in_english_and_french(module) -> None:
    assert set(module.EN) == set(module.FR)


@pytest.mark.parametrize("module", _installed_domains(), ids=lambda module: module.__name__)
def test_every_message_has_the_same_placeholders_in_both_languages(module) -> None:
    for key, english_text in module.EN.items():
        assert _placeholders(english_text) == _placeholders(module.FR[key]), key


def test_every_literal_key_used_in_the_code_exists() -> None:
    known = set()
    for module in _installed_domains():
        known |= set(module.EN)
    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for key in LITERAL_CALL.findall(path.read_text(encoding="utf-8")):
            if key not in known and f"{key}.other" not in known:  # plural forms: key.one, key.other
                missing.append(f"{path.relative_to(PACKAGE.parent)}: {key}")
    assert not missing, missing


def test_all_five_game_names_are_translated() -> None:
    for game in ("reflec", "reflector", "reflecto", "pond", "plans"):
        assert t(f"game.{game}.name") != f"game.{game}.name"
    set_language("fr")
    assert t("game.pond.name") == "L'étang miroir"
    assert t("game.plans.name") == "Plans d'action"


def test_a_missing_key_shows_the_key_itself() -> None:
    assert t("no.such.key") == "no.such.key"


def test_placeholders_are_filled_and_a_missing_argument_does_not_raise() -> None:
    assert t("handoff.title", name="Gerda") == "Pass to Gerda"
    assert t("handoff.title") == "Pass to {name}"


def test_switching_language() -> None:
    set_language("fr")
    assert get_language() == "fr"
    assert t("title.quit") == "Quitter"
    set_language("xx")
    assert get_language() == "en"
    assert "en" in LANGUAGES and "fr" in LANGUAGES
