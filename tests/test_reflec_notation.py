"""Reflec notation: the exact strings of docs/rules/reflec.md ("Notation"), and forgiving reading."""

from __future__ import annotations

import pytest
from reflec_positions import RULES, dropped, position

from reflectgames.core.rules import IllegalMove
from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.board import CELL_INDEX, EAST, NORTH, SUITS
from reflectgames.games.reflec.words import with_cost


def test_canonical_strings():
    state = position(coins={"c3": "SN", "d3": "MN"})
    texts = {str(move) for move in RULES.legal_moves(state)}
    assert {"move c3 c4 E", "spin c3 W", "laser b1", "swap c3 d3", "fire N", "drop S e5 N"} <= texts
    assert "end" not in texts  # tile points are left


def test_parse_accepts_any_case_extra_spaces_and_swap_cells_in_either_order():
    state = position(coins={"c3": "SN", "d3": "MN"})
    assert str(RULES.parse(state, "  SWAP   D3 c3 ")) == "swap c3 d3"
    assert str(RULES.parse(state, "Move C3 C4 e")) == "move c3 c4 E"
    assert str(RULES.parse(state, "fire n")) == "fire N"
    assert str(RULES.parse(state, "drop s E5 w")) == "drop S e5 W"


def test_swap_cells_are_written_in_string_order():
    state = position(coins={"d2": "SN", "d3": "MN", "c3": "SN"})
    texts = {str(move) for move in RULES.legal_moves(state) if str(move).startswith("swap")}
    assert texts == {"swap d2 d3", "swap c3 d3"}


@pytest.mark.parametrize(
    "text",
    ["", "jump", "fire", "fire X", "fire NE", "drop Q c3 N", "drop S i3 N", "drop S c9 N", "spin c3",
     "move c3 N", "laser", "end now", "swap c3", "drop SS c3 N"],
)
def test_nonsense_is_refused_with_the_notation_in_the_message(text):
    with pytest.raises(IllegalMove) as caught:
        RULES.parse(dropped(4), text)
    assert caught.value.key == "reflec.illegal.notation"
    assert "drop S c3 N" in str(caught.value)


def test_cells_that_are_not_neighbours_are_named():
    with pytest.raises(IllegalMove) as caught:
        RULES.parse(dropped(4), "swap b3 d3")
    assert caught.value.key == "reflec.illegal.not_adjacent" and caught.value.params == {"a": "b3", "b": "d3"}


def test_a_move_that_is_not_text_is_refused():
    with pytest.raises(IllegalMove):
        RULES.parse(dropped(4), 42)


def test_moves_compare_by_meaning_and_hash_alike():
    state = dropped(4)
    a, b = RULES.parse(state, "fire N"), RULES.parse(state, "FIRE n")
    assert a == b and hash(a) == hash(b) and a != RULES.parse(state, "fire E")
    assert repr(a) == "ReflecMove('fire N')"


def test_preview_labels_price_actions_but_drop_round_drops_are_free():
    drop = m.drop(SUITS.index("S"), CELL_INDEX["d4"], NORTH)
    assert with_cost(drop).endswith("(2 pt)")
    assert with_cost(m.fire(EAST)).endswith("(3 pt)")
    assert with_cost(drop, free=True) == "drop a suns coin on d4, facing north"
