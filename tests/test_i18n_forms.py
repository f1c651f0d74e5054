"""Counts, articles, names and French typography as players read them, in both languages."""

from __future__ import annotations

import importlib
import re

import pytest

from reflectgames import games, i18n
from reflectgames.i18n import set_language, t
from reflectgames.i18n.names import shown_name
from reflectgames.i18n.typography import NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE, french

DOMAINS = (*i18n.DOMAINS, *(domain for entry in games.entries() for domain in entry.domains))
# "action(s)", "restant(e)s", "joueur(se)": a shortcut for a plural or a feminine, never written out.
SHORTCUT = re.compile(r"\w\((?:s|e|es|x|se|ne|le|nt)\)", re.IGNORECASE)


def _modules() -> list:
    return [importlib.import_module(i18n.catalog_module(domain)) for domain in DOMAINS]


@pytest.mark.parametrize("module", _modules(), ids=lambda module: module.__name__)
def test_no_message_writes_a_plural_or_feminine_in_brackets(module) -> None:
    for language in ("EN", "FR"):
        found = {key: text for key, text in getattr(module, language).items() if SHORTCUT.search(text)}
        assert found == {}, language


@pytest.mark.parametrize(("language", "counts"), [
    ("en", ["0 actions left this turn", "1 action left this turn", "2 actions left this turn"]),
    ("fr", ["0 action restante ce tour", "1 action restante ce tour", "2 actions restantes ce tour"]),
])
def test_a_count_agrees_with_its_noun(language: str, counts: list[str]) -> None:
    set_language(language)
    assert [t("pond.actions_left", count=n) for n in (0, 1, 2)] == counts


def test_french_counts_none_and_one_in_the_singular() -> None:
    set_language("fr")
    assert [t("reflecto.turn.out", count=n, total=5) for n in (0, 1, 2)] == [
        "0 lettre sortie sur 5", "1 lettre sortie sur 5", "2 lettres sorties sur 5"]


def test_a_suit_coin_takes_its_own_article() -> None:
    assert [t(f"reflec.a_coin.{suit}") for suit in "SMCA"] == [
        "a suns coin", "a moons coin", "a crowns coin", "an arms coin"]
    set_language("fr")
    assert t("reflec.a_coin.A") == "une pièce des armes"


def test_french_spaces_beside_punctuation_never_break() -> None:
    assert french("Indice : « a1 » ; encore ? oui !") == (
        f"Indice{NO_BREAK_SPACE}: «{NO_BREAK_SPACE}a1{NO_BREAK_SPACE}»{NARROW_NO_BREAK_SPACE}; "
        f"encore{NARROW_NO_BREAK_SPACE}? oui{NARROW_NO_BREAK_SPACE}!")
    set_language("fr")
    shown = t("move.not_allowed", move="a1")
    assert shown.startswith(f"«{NO_BREAK_SPACE}a1{NO_BREAK_SPACE}»")


def test_every_french_message_keeps_its_punctuation_spaces_together() -> None:
    set_language("fr")
    broken = re.compile(r" [:;!?»]|« ")
    for key in i18n.messages_of("fr"):
        assert not broken.search(i18n.messages_of("fr")[key]), key


def test_de_before_a_name_that_starts_with_a_vowel_elides() -> None:
    set_language("fr")
    assert t("reflecto.notebook.their_word", name="Ada") == "Le mot d'Ada"
    assert t("reflecto.notebook.their_word", name="Bo") == "Le mot de Bo"
    assert t("reflecto.notebook.their_word", name="Hugo") == "Le mot de Hugo"  # an h is left alone
    assert t("reflector.hint.in_hand", cell="A1").startswith("Nœud de A1")  # a cell is not a name


@pytest.mark.parametrize(("stored", "english", "french"), [
    ("Player 2", "Player 2", "Joueur 2"),
    ("Joueur 1", "Player 1", "Joueur 1"),
    ("Computer (normal)", "Computer (normal)", "Ordinateur (normal)"),
    ("Ordinateur 3 (difficile)", "Computer 3 (hard)", "Ordinateur 3 (difficile)"),
    ("Ada", "Ada", "Ada"),
    ("Player two", "Player two", "Player two"),  # typed by a person: a name, not a made-up one
])
def test_made_up_names_read_in_the_current_language(stored: str, english: str, french: str) -> None:
    assert shown_name(stored) == english
    set_language("fr")
    assert shown_name(stored) == french
