"""The Reflector end page and the Reflecto exits page draw examples the rules themselves played,
and those agree with the pages' words."""

from __future__ import annotations

import re

import pytest

from reflectgames.games.reflecto.board import cell_at, cell_name, is_exit
from reflectgames.games.reflecto.painters.rules_diagrams import (
    EXITS_MOVE,
    EXITS_OUT_BEFORE,
    EXITS_PLACES,
    EXITS_WORD,
    exit_example,
)
from reflectgames.games.reflector.painters.rules_diagrams import end_example
from reflectgames.games.reflector.state import NODES_PER_PLAYER
from reflectgames.i18n import set_language, t


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_reflector_end_counts_are_a_tie_break_the_rules_decided_as_the_caption_says(language):
    example = end_example()
    assert example.reason == "cells"  # both last nodes fell in the same turn
    assert example.lost == (NODES_PER_PLAYER, NODES_PER_PLAYER)
    more = max(example.held)
    assert example.held[0] != example.held[1] and example.winners == {example.held.index(more)}
    set_language(language)
    numbers = [int(n) for n in re.findall(r"\d+", t("reflector_rules.6.caption"))]
    assert numbers == [more, min(example.held)]  # "44 cells beat 43": the winner's count first


def test_the_reflecto_exit_path_is_the_jump_chain_the_rules_play():
    example = exit_example()
    # c4 over the opponent's screen on c5 to c6, over O on c7 to c8: beyond the last row.
    assert [cell_name(cell, 0) for cell in example.path] == EXITS_MOVE.split("-") == ["c4", "c6", "c8"]
    assert is_exit(example.path[-1])
    for name in ("c5", "c7"):  # each hop jumps over a screen that stands there
        assert name in EXITS_PLACES
    # N (letter 4) leaves by its jump, then O (letter 5), waiting on the last row, follows.
    assert example.exits == ((EXITS_OUT_BEFORE + 1, example.path[-1]), (EXITS_OUT_BEFORE + 2, cell_at("c7")))
    assert EXITS_OUT_BEFORE + len(example.exits) == len(EXITS_WORD)  # the word is out: "PIANO" in the lane
