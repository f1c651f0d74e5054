"""Reflecto rules, one scenario per rule of the rulebook and of docs/rules/reflecto.md."""

from __future__ import annotations

import pytest
from reflecto_helpers import RULES, arrange, destinations, listed, screen_at, started

from reflectgames.core.rules import IllegalMove
from reflectgames.games.reflecto.board import cell_name
from reflectgames.games.reflecto.events import Jumped


def test_setup_is_two_hidden_moves_player_0_first_and_nothing_is_listed():
    state = RULES.new_game(2, 1)
    assert RULES.to_move(state) == 0 and RULES.legal_moves(state) == []
    assert RULES.observe(state, 0).phase == "setup"
    state = RULES.play(state, "setup PIANO 12M34M5")
    assert RULES.to_move(state) == 1 and RULES.legal_moves(state) == []
    state = RULES.play(state, "setup ZEBRE M12345M")
    assert RULES.to_move(state) == 0 and RULES.observe(state, 1).phase == "play"
    assert RULES.legal_moves(state)


def test_first_option_chooses_who_moves_after_setup():
    assert RULES.to_move(started(first=1)) == 1


def test_setup_word_is_written_in_capitals_without_accents():
    state = RULES.new_game(2, 1, {"word_length": 6})
    state = RULES.play(state, "setup Élèves 12M34M5", "setup œuvre M12345M")
    assert RULES.observe(state, 0).word == "ELEVES"
    assert RULES.observe(state, 1).word == "OEUVRE"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("setup PIAN 12M34M5", "reflecto.illegal.word_length"),
        ("setup PI4NO 12M34M5", "reflecto.illegal.word_letters"),
        ("setup PIANO 12M34M", "reflecto.illegal.layout"),
        ("setup PIANO 12M34M6", "reflecto.illegal.layout"),
        ("setup PIANO 11M34M5", "reflecto.illegal.layout"),
        ("setup PIANO 1234MMM", "reflecto.illegal.layout"),
        ("setup PIANO", "reflecto.illegal.setup_notation"),
        ("a1-a2", "reflecto.illegal.setup_first"),
        ("guess PIANO", "reflecto.illegal.setup_first"),
    ],
)
def test_bad_setups_are_refused_with_a_reason(text, key):
    with pytest.raises(IllegalMove) as error:
        RULES.parse(RULES.new_game(2, 1), text)
    assert error.value.key == key


def test_setup_places_the_home_row_and_the_opponent_sees_only_backs():
    state = started()
    mine = RULES.observe(state, 0)
    assert [s.cell for s in mine.screens if s.owner == 0] == [f"{f}1" for f in "abcdefg"]
    assert screen_at(mine, "a1").letters == "P" and screen_at(mine, "a1").number == 1
    assert screen_at(mine, "c1").kind == "mirror"
    theirs = RULES.observe(state, 1)
    assert {s.kind for s in theirs.screens if s.owner == 0} == {"unknown"}
    assert all(s.letters is None and s.number is None for s in theirs.screens if s.owner == 0)


def test_a_step_goes_one_cell_in_any_of_eight_directions_onto_an_empty_cell():
    state = arrange(started(), {"d4": (0, 0), "a7": (1, 0)}, to_move=0)
    assert destinations(state, "d4") == sorted(["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"])
    state = arrange(started(), {"d4": (0, 0), "d5": (1, 0), "d6": (1, 1)}, to_move=0)
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "d4-d5")
    assert error.value.key == "reflecto.illegal.occupied"


def test_a_jump_goes_over_any_adjacent_screen_own_or_opponent():
    state = arrange(started(), {"d4": (0, 0), "d5": (1, 0), "e4": (0, 1)}, to_move=0)
    destinations_now = destinations(state, "d4")
    assert "d6" in destinations_now and "f4" in destinations_now


def test_jump_chains_continue_in_any_direction_and_may_stop_after_any_jump():
    # The rulebook's example 1: over an opponent screen, then over one's own.
    state = arrange(started(), {"b2": (0, 5), "c3": (1, 0), "e4": (0, 1), "a7": (1, 1)}, to_move=0)
    state_after = RULES.play(state, "b2-d4-f4")
    assert screen_at(RULES.observe(state_after, 0), "f4").kind == "mirror"
    assert RULES.play(state, "b2-d4")  # stopping after the first jump is allowed
    assert "d4" in destinations(state, "b2") and "f4" in destinations(state, "b2")


def test_a_jump_cannot_land_on_a_screen_nor_over_an_empty_cell():
    state = arrange(started(), {"b2": (0, 5), "c3": (1, 0), "d4": (1, 1), "a7": (1, 2)}, to_move=0)
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "b2-d4")
    assert error.value.key == "reflecto.illegal.occupied"
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "b2-b4")
    assert error.value.key == "reflecto.illegal.nothing_to_jump"


def test_a_chain_may_revisit_cells_but_not_end_where_it_started():
    state = arrange(started(), {"d2": (0, 0), "d3": (1, 0), "c4": (1, 1), "a7": (1, 2)}, to_move=0)
    assert RULES.play(state, "d2-d4-b4")
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "d2-d4-d2")
    assert error.value.key == "reflecto.illegal.back_to_start"
    # The start cell is free while the screen travels: a route may pass through it.
    revisit = arrange(started(), {"d4": (0, 0), "d5": (1, 0), "d3": (1, 1), "e3": (1, 2)}, to_move=0)
    assert RULES.play(revisit, "d4-d6-d4-d2-f4")


def test_a_step_and_jumps_cannot_be_mixed_and_far_cells_are_refused():
    state = arrange(started(), {"d4": (0, 0), "d5": (1, 0), "a7": (1, 1)}, to_move=0)
    for text, key in (("d4-d6-d7", "reflecto.illegal.mixed"), ("d4-c4-c6", "reflecto.illegal.mixed"),
                      ("d4-f5", "reflecto.illegal.not_a_hop"), ("c4-c5", "reflecto.illegal.no_screen"),
                      ("a7-a6", "reflecto.illegal.no_screen"), ("d4-d9", "reflecto.illegal.cell"),
                      ("hop d4", "reflecto.illegal.notation")):
        with pytest.raises(IllegalMove) as error:
            RULES.parse(state, text)
        assert error.value.key == key, text


def test_legal_moves_list_one_shortest_route_per_destination_and_any_route_is_accepted():
    state = arrange(started(), {"b2": (0, 5), "b3": (1, 0), "c3": (1, 1), "c4": (1, 2), "a7": (1, 3)},
                    to_move=0)
    ends = [m.path[-1] for m in RULES.legal_moves(state)]
    assert len(ends) == len(set(ends))
    assert "b2-d4" in listed(state) and "b2-b4-d4" not in listed(state)
    longer = RULES.parse(state, "b2-b4-d4")
    assert str(longer) == "b2-b4-d4" and longer in RULES.legal_moves(state)
    _, events = RULES.apply_with_events(state, longer)
    assert isinstance(events[0], Jumped)
    assert [cell_name(cell) for cell in events[0].path] == ["b2", "b4", "d4"]


def test_every_listed_move_parses_back_to_itself():
    state = started()
    import random

    chooser = random.Random(3)
    for _ in range(200):
        if RULES.outcome(state) is not None:
            break
        moves = RULES.legal_moves(state)
        for move in moves:
            assert RULES.parse(state, str(move)) == move
            assert str(RULES.parse(state, str(move))) == str(move)
        state = RULES.apply(state, chooser.choice(moves))
