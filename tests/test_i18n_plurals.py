"""Plural forms through the catalogs, and the list of French messages still in English."""

from __future__ import annotations

import pytest

from reflectgames import i18n
from reflectgames.i18n import plural_category, t
from reflectgames.i18n.coverage import needs_translation, untranslated


@pytest.fixture
def plural_catalog(monkeypatch: pytest.MonkeyPatch):
    catalogs = {
        "en": {
            "test.coins.one": "{count} coin",
            "test.coins.other": "{count} coins",
            "test.only_other.other": "{count} x",
        },
        "fr": {"test.coins.one": "{count} pièce", "test.coins.other": "{count} pièces"},
    }
    monkeypatch.setattr(i18n._current, "catalogs", catalogs)
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("language", "count", "category"), [
    ("en", 0, "other"), ("en", 1, "one"), ("en", 2, "other"), ("en", 11, "other"),
    ("fr", 0, "one"), ("fr", 1, "one"), ("fr", 2, "other"), ("fr", 100, "other"),
])
def test_plural_categories_of_english_and_french(language: str, count: int, category: str) -> None:
    assert plural_category(language, count) == category


def test_a_count_chooses_the_plural_form_of_the_language(plural_catalog: None) -> None:
    i18n.set_language("en")
    assert [t("test.coins", count=n) for n in (0, 1, 2)] == ["0 coins", "1 coin", "2 coins"]
    i18n.set_language("fr")
    assert [t("test.coins", count=n) for n in (0, 1, 2)] == ["0 pièce", "1 pièce", "2 pièces"]


def test_missing_forms_fall_back_to_english_then_to_other(plural_catalog: None) -> None:
    i18n.set_language("fr")
    assert t("test.only_other", count=1) == "1 x"
    assert i18n.has_key("test.coins") and not i18n.has_key("test.nothing")


def test_a_count_that_is_not_a_whole_number_takes_the_other_form(plural_catalog: None) -> None:
    assert t("test.coins", count="many") == "many coins"


def test_words_need_translation_placeholders_and_signs_do_not() -> None:
    assert needs_translation("Code {code}")
    assert not needs_translation("{start} › {end}")
    assert not needs_translation("{angle}°")


def test_every_french_message_is_translated_or_declared_the_same() -> None:
    import reflectgames.games  # noqa: F401 - registers every game's catalogs

    assert [(u.domain, u.key, u.english) for u in untranslated()] == []
