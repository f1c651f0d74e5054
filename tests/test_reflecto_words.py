"""Reflecto's word lists, how words are written, and the quick random start used by the bench."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from reflectgames.bench import engine_speed
from reflectgames.games import get_rules, random_opening
from reflectgames.games.reflecto import words
from reflectgames.games.reflecto.rules import random_opening as reflecto_opening

RULES = get_rules("reflecto")
TOOL = Path(__file__).resolve().parents[1] / "tools" / "make_word_lists.py"


@pytest.mark.parametrize(("language", "common"),
                         [("en", {"THAT", "WATER", "HOUSE"}), ("fr", {"POUR", "MAISON"})])
def test_each_list_is_large_clean_and_most_frequent_first(language, common):
    listed = words.word_list(language)
    assert len(listed) > 20_000
    assert len(set(listed)) == len(listed)
    assert all(words.is_plain_word(word) and 4 <= len(word) <= 10 for word in listed)
    assert common <= set(listed[:3000])


def test_french_words_are_written_without_accents():
    assert words.in_dictionary("ECOLE", "fr") and words.in_dictionary("FENETRE", "fr")
    assert not words.in_dictionary("ÉCOLE", "fr")


def test_the_data_keeps_its_licence_and_attribution_next_to_it():
    folder = words.WORDS_DIR
    attribution = (folder / "ATTRIBUTION.txt").read_text(encoding="utf-8")
    assert "wordfreq" in attribution and "Attribution-ShareAlike 4.0" in attribution
    assert "Attribution-ShareAlike 4.0 International" in (folder / "LICENSE-CC-BY-SA-4.0.txt").read_text()
    for language in words.LANGUAGES:
        header = (folder / f"{language}.txt").read_text(encoding="utf-8").splitlines()[0]
        assert header.startswith("#") and "CC BY-SA 4.0" in header and "make_word_lists.py" in header


def test_the_generator_writes_words_the_way_the_game_reads_them():
    spec = importlib.util.spec_from_file_location("make_word_lists", TOOL)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)  # needs no wordfreq until it is run
    for sample in ("élève", "cœur", "Lætitia", "naïf", "straße", "Noël"):
        assert tool.normalize(sample) == words.normalize_word(sample)
    assert tool.keep("PIANO") and not tool.keep("HTML") and not tool.keep("XXIV") and not tool.keep("ABC")


@pytest.mark.parametrize("options", [{}, {"word_length": 8, "mirrors": [0, 1]}, {"dictionary": "fr"}])
def test_a_random_opening_is_two_accepted_setups_and_depends_only_on_the_seed(options):
    texts = reflecto_opening(5, options)
    assert len(texts) == 2 and all(text.startswith("setup ") for text in texts)
    state = RULES.play(RULES.new_game(2, 5, options), *texts)
    assert RULES.observe(state, 0).phase == "play"
    assert reflecto_opening(5, options) == texts


def test_the_shared_opening_hook_is_empty_for_games_without_a_secret_setup():
    assert random_opening("pond", 3) == []
    assert random_opening("reflecto", 3) == reflecto_opening(3)


def test_random_self_play_lists_jump_chains_and_the_bench_gets_past_the_setup():
    chooser = random.Random(2)
    state = RULES.play(RULES.new_game(2, 2), *reflecto_opening(2))
    longest = 0
    for _ in range(300):
        moves = RULES.legal_moves(state)
        if not moves:
            break
        longest = max(longest, *(len(move.path) for move in moves))
        state = RULES.apply(state, chooser.choice(moves))
    assert longest >= 3  # chains of two jumps or more
    assert engine_speed("reflecto", 0.05)["moves"] > 0
