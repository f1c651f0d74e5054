"""The computer's secret Reflecto word: an everyday word of the game's language, from the curated lists."""

from __future__ import annotations

import random

import pytest
from reflecto_helpers import RULES

from reflectgames.ai.worker import Question, answer
from reflectgames.games.reflecto.ai import secret_setup
from reflectgames.games.reflecto.secret_words import secret_words, secret_words_of_length
from reflectgames.games.reflecto.words import LANGUAGES, MAX_LENGTH, MIN_LENGTH, WORDS_DIR, in_dictionary

SAMPLES = 1000
# Drawn by the computer before the lists were curated: names, brands, foreign and rude words.
UNGUESSABLE = ("RAJIV", "LUCIO", "HAGUE", "OZZIE", "ORRIN", "MAURO", "MOANA", "BAIDU", "SKYPE", "BOTOX",
               "ARSED", "GARIN", "SAPIR", "HERVE", "BARAK", "IMRAN", "BYRNE", "GROIX")
ENGLISH_IN_FRENCH_GAMES = ("FIRST", "MOVIE", "CHEAT", "TAKEN", "THINK", "HONEY", "FAKES")


def _setup_observation(options: dict[str, object]):
    state = RULES.new_game(2, 4, options)
    return RULES.observe(state, RULES.to_move(state))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_curated_word_is_in_the_full_list_of_its_language(language: str) -> None:
    words = secret_words(language)
    assert len(words) > 3000
    assert all(in_dictionary(word, language) for word in words)
    for length in range(MIN_LENGTH, MAX_LENGTH + 1):
        assert len(secret_words_of_length(language, length)) >= 100, length


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("length", [5, 8])
def test_a_thousand_choices_come_from_the_curated_list(language: str, length: int) -> None:
    observation = _setup_observation({"word_length": length})  # dictionary none: the player's language
    curated = set(secret_words_of_length(language, length))
    rng = random.Random(7)
    chosen = [secret_setup(observation, rng, language).word for _ in range(SAMPLES)]
    assert set(chosen) <= curated
    assert len(set(chosen)) > SAMPLES // 2  # drawn across the list, not a handful of words


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_games_dictionary_decides_over_the_players_language(language: str) -> None:
    other = next(code for code in LANGUAGES if code != language)
    observation = _setup_observation({"dictionary": language, "word_length": 6})
    rng = random.Random(3)
    chosen = {secret_setup(observation, rng, other).word for _ in range(SAMPLES)}
    assert chosen <= set(secret_words_of_length(language, 6))


def test_names_brands_and_rude_words_are_never_chosen() -> None:
    every = set(secret_words("en")) | set(secret_words("fr"))
    assert not every & set(UNGUESSABLE)
    assert not set(secret_words("fr")) & set(ENGLISH_IN_FRENCH_GAMES)


def test_the_worker_question_carries_the_players_language() -> None:
    question = Question("reflecto", 2, 4, {"word_length": 7}, (), 0, "normal", 11,
                        iterations=5, language="fr")
    move = RULES.parse(RULES.new_game(2, 4, {"word_length": 7}), answer(question).move)
    assert move.word in secret_words_of_length("fr", 7)


def test_the_sources_and_their_licences_ship_with_the_lists() -> None:
    sources = (WORDS_DIR / "SECRET-WORDS-SOURCES.txt").read_text(encoding="utf-8")
    licences = ("LICENSE-SCOWL.txt", "LICENSE-MPL-2.0.txt",
                "LICENSE-CC-BY-SA-4.0.txt", "LICENSE-CC-BY-4.0.txt")
    for licence in licences:
        assert licence in sources
        assert (WORDS_DIR / licence).stat().st_size > 1000
