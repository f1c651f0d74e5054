"""Reflecto exits and the end of the game: letters leave in the order of the word, automatically."""

from __future__ import annotations

import pytest
from reflecto_helpers import RULES, arrange, screen_at, started

from reflectgames.core.rules import IllegalMove
from reflectgames.games.reflecto.board import parse_cell
from reflectgames.games.reflecto.events import Exited, Guessed, Stepped

# Player 0's word PIANO: index 0 is P (number 1) ... index 4 is O; indices 5 and 6 are mirrors.


def far_corner_opponents():
    return {"a1": (1, 0), "b1": (1, 1), "c1": (1, 2), "d1": (1, 3), "e1": (1, 4), "f1": (1, 5), "g1": (1, 6)}


def test_the_next_letter_leaves_by_itself_when_it_steps_onto_the_last_row():
    state = arrange(started(), {"c6": (0, 0), **far_corner_opponents()}, to_move=0)
    after, events = RULES.apply_with_events(state, RULES.parse(state, "c6-c7"))
    assert [e.kind for e in events][:2] == ["step", "exit"]
    assert isinstance(events[0], Stepped)
    assert events[1] == Exited(player=0, cell=parse_cell("c7", 0), number=1, by_jump=False)
    view = RULES.observe(after, 0)
    assert view.exited == [1, 0] and screen_at(view, "c7") is None
    assert view.exit_lanes[0] == ["P"]


def test_a_letter_out_of_order_stays_on_the_last_row_and_may_move_on():
    state = arrange(started(), {"c6": (0, 1), "a3": (0, 0), **far_corner_opponents()}, to_move=0)
    after = RULES.play(state, "c6-c7")
    view = RULES.observe(after, 0)
    assert view.exited == [0, 0] and screen_at(view, "c7").letters == "I"
    after = RULES.play(after, "a1-a2")
    assert "c7-d7" in [str(m) for m in RULES.legal_moves(after)]


def test_exits_cascade_in_order_after_the_move_rulebook_example_2_2():
    # P, I, A are out; O waits on the last row; N jumps over an opponent screen, then over O and out.
    state = arrange(started(), {"c4": (0, 3), "c5": (1, 0), "c7": (0, 4), "g2": (1, 1)}, to_move=0,
                    exited=(3, 0))
    after, events = RULES.apply_with_events(state, RULES.parse(state, "c4-c6-c8"))
    exits = [e for e in events if isinstance(e, Exited)]
    assert exits == [Exited(player=0, cell=parse_cell("c8", 0), number=4, by_jump=True),
                     Exited(player=0, cell=parse_cell("c7", 0), number=5, by_jump=False)]
    assert RULES.outcome(after).winners == frozenset({0}) and RULES.outcome(after).reason == "exits"
    assert RULES.observe(after, 1).exit_lanes[0] == list("PIANO")


def test_an_exit_jump_goes_straight_or_diagonally_over_a_screen_on_the_last_row():
    state = arrange(started(), {"c6": (0, 0), "d7": (1, 0), "a1": (1, 1)}, to_move=0)
    assert "c6-e8" in [str(m) for m in RULES.legal_moves(state)]
    assert RULES.observe(RULES.play(state, "c6-e8"), 0).exited == [1, 0]
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "c6-c8")
    assert error.value.key == "reflecto.illegal.nothing_to_jump"


def test_only_the_next_screen_in_exit_order_may_jump_out():
    state = arrange(started(), {"c6": (0, 1), "c7": (1, 0), "a3": (0, 0), "a1": (1, 1)}, to_move=0)
    assert "c6-c8" not in [str(m) for m in RULES.legal_moves(state)]
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "c6-c8")
    assert error.value.key == "reflecto.illegal.exit_order" and error.value.params == {"number": 1}


def test_mirrors_never_leave_the_board():
    state = arrange(started(), {"c6": (0, 5), "c7": (1, 0), "a3": (0, 0), "d7": (0, 6), "a1": (1, 1)},
                    to_move=0)
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "c6-c8")
    assert error.value.key == "reflecto.illegal.mirror_exit"
    after = RULES.play(state, "d7-e7")  # a mirror on the last row just stays
    assert screen_at(RULES.observe(after, 0), "e7").kind == "mirror"


def test_leaving_the_board_ends_the_chain_and_no_screen_steps_off():
    state = arrange(started(), {"c6": (0, 0), "c7": (1, 0), "a7": (0, 1), "a1": (1, 1)}, to_move=0)
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "c6-c8-e6")
    assert error.value.key == "reflecto.illegal.exit_mid_chain"
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, "a7-a8")
    assert error.value.key == "reflecto.illegal.step_off"


def test_player_1_leaves_over_rank_1_written_as_rank_0():
    state = arrange(started(), {"c2": (1, 0), "d1": (0, 0), "g7": (0, 1)}, to_move=1)
    assert "c2-e0" in [str(m) for m in RULES.legal_moves(state)]
    after = RULES.play(state, "c2-e0")
    assert RULES.observe(after, 1).exited == [0, 1]
    with pytest.raises(IllegalMove):
        RULES.parse(state, "c2-e8")


def test_exiting_the_last_letter_screen_wins():
    state = arrange(started(), {"e6": (0, 4), "a1": (1, 0)}, to_move=0, exited=(4, 0))
    after = RULES.play(state, "e6-e7")
    assert RULES.outcome(after).winners == frozenset({0})
    assert RULES.to_move(after) is None and RULES.legal_moves(after) == []
    with pytest.raises(IllegalMove) as error:
        RULES.parse(after, "a1-a2")
    assert error.value.key == "move.game_over"


def test_a_right_guess_wins():
    state = started()
    after = RULES.play(state, "guess zèbre")
    assert RULES.outcome(after).winners == frozenset({0}) and RULES.outcome(after).reason == "guess"
    assert RULES.observe(after, 0).opponent_word == "ZEBRE"


def test_a_wrong_guess_loses():
    after = RULES.play(started(), "guess PIANO")
    assert RULES.outcome(after).winners == frozenset({1}) and RULES.outcome(after).reason == "wrong_guess"


def test_with_lose_turn_a_wrong_guess_only_costs_the_turn():
    state = started(wrong_guess="lose_turn")
    after, events = RULES.apply_with_events(state, RULES.parse(state, "guess PIANO"))
    assert RULES.outcome(after) is None and RULES.to_move(after) == 1
    assert events[0] == Guessed(player=0, word="PIANO", right=False)
    assert RULES.observe(after, 1).wrong_guesses == [["PIANO"], []]


@pytest.mark.parametrize(
    ("text", "key"),
    [("guess PIAN", "reflecto.illegal.guess_length"), ("guess ZEB4E", "reflecto.illegal.guess_letters"),
     ("guess ZE BRE", "reflecto.illegal.guess_letters"), ("guess", "reflecto.illegal.guess_notation"),
     ("setup PIANO 12M34M5", "reflecto.illegal.already_set_up")],
)
def test_a_malformed_guess_is_refused_not_lost(text, key):
    state = started()
    with pytest.raises(IllegalMove) as error:
        RULES.parse(state, text)
    assert error.value.key == key
    assert RULES.outcome(state) is None


def test_guesses_are_never_checked_against_the_dictionary():
    state = started(dictionary="en", word0="HOUSE", word1="WATER")
    after = RULES.play(state, "guess QQQQQ")
    assert RULES.outcome(after).reason == "wrong_guess"
