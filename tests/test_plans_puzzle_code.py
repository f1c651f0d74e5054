"""Puzzle codes: every puzzle has one, it reads back exactly, and typing mistakes are caught."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.games.plans.board import SUITS, format_layout
from reflectgames.games.plans.puzzle_code import (
    ALPHABET,
    ARRANGEMENTS,
    PuzzleCodeError,
    PuzzleSpec,
    decode,
    layout_of_rank,
    layout_rank,
    read_puzzle,
)

EXAMPLE = PuzzleSpec("SASASS/MMACSS/CACCAA/MCMCMM", "line", "all")
LAYOUTS = st.permutations([suit for suit in SUITS for _ in range(6)]).map(format_layout)
SPECS = st.builds(PuzzleSpec, LAYOUTS, st.sampled_from(["group", "line"]), st.sampled_from(["one", "all"]))


@settings(max_examples=60)
@given(spec=SPECS)
def test_a_code_reads_back_as_the_same_puzzle(spec):
    code = spec.code
    assert len(code) == 13 and code[4] == "-" and code[9] == "-"
    assert decode(code) == spec
    assert decode(code.lower()) == spec  # any letter case
    assert decode(code.replace("-", " ")) == spec


def test_layouts_are_numbered_from_first_to_last():
    assert layout_rank(layout_of_rank(0)) == 0
    assert layout_rank(layout_of_rank(ARRANGEMENTS - 1)) == ARRANGEMENTS - 1
    assert "".join(layout_of_rank(0)) == "SSSSSSMMMMMMCCCCCCAAAAAA"


def test_every_single_mistyped_character_is_caught():
    code = EXAMPLE.code.replace("-", "")
    for index, right in enumerate(code):
        for wrong in ALPHABET:
            if wrong != right:
                with pytest.raises(PuzzleCodeError) as caught:
                    decode(code[:index] + wrong + code[index + 1 :])
                assert caught.value.key in ("plans.code.typo", "plans.code.unknown")


def test_two_neighbours_swapped_are_caught():
    code = EXAMPLE.code.replace("-", "")
    for index in range(len(code) - 1):
        if code[index] != code[index + 1]:
            swapped = code[:index] + code[index + 1] + code[index] + code[index + 2 :]
            with pytest.raises(PuzzleCodeError):
                decode(swapped)


def test_look_alike_letters_read_as_digits():
    code = EXAMPLE.code
    assert decode(code.replace("0", "O").replace("1", "I")) == EXAMPLE


@pytest.mark.parametrize("text, key", [
    ("", "plans.code.empty"),
    ("   ", "plans.code.empty"),
    ("ABCD-EFGH", "plans.code.length"),
    ("ABCD-EFGH-JKMN", "plans.code.length"),
    ("ABCD-EFGH-J!K", "plans.code.character"),
    ("ZZZZ-ZZZZ-Z00", "plans.code.typo"),
    ("SASASS/MMACSS/CACCAA", "plans.code.layout"),
    ("SASASS/MMACSS/CACCAA/MCMCMM square", "plans.code.option"),
])
def test_unreadable_codes_say_what_is_wrong(text, key):
    with pytest.raises(PuzzleCodeError) as caught:
        read_puzzle(text)
    assert caught.value.key == key and str(caught.value)


def test_a_plain_layout_is_accepted_with_or_without_goal_words():
    assert read_puzzle("sasass/mmacss/caccaa/mcmcmm") == PuzzleSpec("SASASS/MMACSS/CACCAA/MCMCMM")
    assert read_puzzle("SASASS/MMACSS/CACCAA/MCMCMM all LINE") == EXAMPLE
    assert read_puzzle(EXAMPLE.code) == EXAMPLE
