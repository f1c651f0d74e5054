"""Puzzle codes: every puzzle round-trips, typos are caught, typing is forgiving."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reflectgames.games.plans.board import SUITS, format_layout
from reflectgames.games.plans.codes import (
    ALPHABET,
    LAYOUTS,
    CodeError,
    Puzzle,
    decode,
    layout_of_rank,
    layout_rank,
)

LAYOUT = "SASASS/MMACSS/CACCAA/MCMCMM"

layouts = st.permutations(list(SUITS * 6)).map(format_layout)


def test_a_code_is_ten_unambiguous_characters_in_two_groups():
    code = Puzzle(LAYOUT, "line", "all").code
    assert len(code) == 11 and code[5] == "-"
    assert all(ch in ALPHABET for ch in code.replace("-", ""))
    assert not set("01ILO") & set(ALPHABET)


@given(layouts, st.sampled_from(["group", "line"]), st.sampled_from(["one", "all"]))
def test_every_puzzle_round_trips_through_its_code(layout, goal, suits):
    puzzle = Puzzle(layout, goal, suits)
    try:
        decoded = decode(puzzle.code)
    except CodeError as error:  # a deal that already meets its goal is no puzzle
        assert error.key == "solved"
        return
    assert decoded == puzzle


def test_layout_ranks_cover_every_arrangement_exactly():
    first, last = layout_of_rank(0), layout_of_rank(LAYOUTS - 1)
    assert "".join(first) == "SSSSSSMMMMMMCCCCCCAAAAAA"
    assert "".join(last) == "AAAAAACCCCCCMMMMMMSSSSSS"
    assert layout_rank(last) == LAYOUTS - 1


def test_letter_case_spaces_and_dashes_do_not_matter():
    puzzle = Puzzle(LAYOUT, "line", "one")
    code = puzzle.code
    plain = code.replace("-", "")
    for typed in (code.lower(), f"  {plain[:3]} {plain[3:7]}-{plain[7:]} ", "-".join(plain)):
        assert decode(typed) == puzzle


@pytest.mark.parametrize("index", range(10))
def test_any_single_wrong_character_is_caught(index):
    plain = Puzzle(LAYOUT, "group", "all").code.replace("-", "")
    for replacement in ALPHABET:
        if replacement == plain[index]:
            continue
        typo = plain[:index] + replacement + plain[index + 1 :]
        with pytest.raises(CodeError) as caught:
            decode(typo)
        assert caught.value.key == "typo"


def test_swapping_two_neighbouring_characters_is_caught():
    plain = Puzzle(LAYOUT, "line", "all").code.replace("-", "")
    for index in range(9):
        if plain[index] == plain[index + 1]:
            continue
        swapped = plain[:index] + plain[index + 1] + plain[index] + plain[index + 2 :]
        with pytest.raises(CodeError):
            decode(swapped)


def test_look_alike_characters_are_named_in_the_refusal():
    with pytest.raises(CodeError) as caught:
        decode("45UK2-25T7O")
    assert caught.value.key == "confusable" and caught.value.params["char"] == "O"


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("45UK2-25T7", "length"),
        ("45UK2-25T7MM", "length"),
        ("45UK2-25T7#", "bad_char"),
    ],
)
def test_malformed_codes_say_what_is_wrong(typed, key):
    with pytest.raises(CodeError) as caught:
        decode(typed)
    assert caught.value.key == key and str(caught.value)


def test_the_plain_layout_string_is_a_code_too():
    assert decode(LAYOUT) == Puzzle(LAYOUT)
    assert decode(" sasass/mmacss/caccaa/mcmcmm  LINE all ") == Puzzle(LAYOUT, "line", "all")


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("SASASS/MMACSS/CACCAA", "layout"),
        ("SASASS/MMACSS/CACCAA/MCMCMX", "layout"),
        (LAYOUT + " sideways", "layout_word"),
    ],
)
def test_a_wrong_layout_string_is_refused_with_a_reason(typed, key):
    with pytest.raises(CodeError) as caught:
        decode(typed)
    assert caught.value.key == key


def test_a_layout_that_already_meets_its_goal_is_no_puzzle():
    solved = "SSSMMM/SSSMMM/CCCAAA/CCCAAA"
    with pytest.raises(CodeError) as caught:
        decode(solved)
    assert caught.value.key == "solved"
    with pytest.raises(CodeError) as caught:
        decode(Puzzle(solved, "group", "one").code)
    assert caught.value.key == "solved"
