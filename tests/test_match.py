"""Match: the move log, replay, and the undo policy of Board Game Arena.

Played on Reflection Pond with a fixed setup: flies on 1, 2, 3, 4 and 8, both
frogs start on 14, water on 9 and 12, player 0 (Ada) begins with one action.
"""

from __future__ import annotations

import pytest

from reflectgames.core.match import COMPUTER, HUMAN, Match, PlayerSpec, ReplayError

SETUP = {"flies": [1, 2, 3, 4, 8], "start": 14, "water": [9, 12], "first": 0}
TWO_PEOPLE = [PlayerSpec("Ada", HUMAN), PlayerSpec("Bo", HUMAN)]
AGAINST_COMPUTER = [PlayerSpec("Ada", HUMAN), PlayerSpec("Bot", COMPUTER, "easy")]


def new_match(players: list[PlayerSpec] = TWO_PEOPLE, moves: tuple[str, ...] = ()) -> Match:
    return Match("pond", players, seed=1, options=SETUP, moves=moves)


def frogs(match: Match) -> tuple[int, int]:
    ponds = match.rules.observe(match.state, 0).ponds
    return ponds[0].frog, ponds[1].frog


# --- the move log and replay -------------------------------------------------------------


def test_replaying_a_move_list_gives_the_same_position_as_playing_it() -> None:
    played = new_match()
    for text in ("frog F", "stick 1-2", "frog R"):
        played.play(text)
    replayed = new_match(moves=("frog F", "stick 1-2", "frog R"))
    assert replayed.moves == played.moves
    assert replayed.rules.observe(replayed.state, 0) == played.rules.observe(played.state, 0)


def test_moves_are_logged_in_canonical_notation() -> None:
    match = new_match()
    match.play("frog F")
    match.play("stick 2-1")
    assert match.moves == ["frog F", "stick 1-2"]


def test_an_illegal_stored_move_names_its_number() -> None:
    with pytest.raises(ReplayError, match="move 2 'frog Q' is illegal"):
        new_match(moves=("frog F", "frog Q"))


def test_bad_options_are_a_value_error() -> None:
    with pytest.raises(ValueError):
        Match("pond", TWO_PEOPLE, 1, {"flies": [1, 1, 1, 1, 1]})


def test_the_log_remembers_who_moved_and_what_happened() -> None:
    match = new_match(moves=("frog F", "frog L"))
    assert match.mover_of(1) == 0 and match.mover_of(2) == 1
    assert "new_water" in [event.kind for event in match.events_of(2)]
    assert match.state_at(0) is not match.state
    assert match.history_length == 2


# --- two people at the table ---------------------------------------------------------------


def test_no_undo_after_the_turn_passed_to_the_other_person() -> None:
    match = new_match()
    match.play("frog F")  # Ada's first turn has one action: the turn passes to Bo
    assert match.to_move() == 1
    assert not match.can_undo()
    assert not match.undo()
    assert match.moves == ["frog F"]


def test_undo_within_the_same_persons_turn() -> None:
    match = new_match(moves=("frog F",))
    before = match.state
    match.play("stick 1-2")
    assert match.to_move() == 1
    assert match.can_undo()
    assert match.undo()
    assert match.state is before
    assert match.moves == ["frog F"]
    assert not match.can_undo()  # further back is Ada's finished turn


def test_redo_brings_the_action_back() -> None:
    match = new_match(moves=("frog F", "stick 1-2"))
    after = match.state
    match.undo()
    assert match.can_redo()
    assert match.redo()
    assert match.state is after
    assert not match.can_redo() and not match.redo()
    assert match.can_undo()


def test_no_undo_once_the_second_action_ended_the_turn() -> None:
    match = new_match(moves=("frog F", "stick 1-2"))
    match.play("stick 3-4")
    assert match.to_move() == 0
    assert not match.can_undo()


def test_no_undo_across_a_random_event() -> None:
    match = new_match(moves=("frog F",))
    events = match.play("frog L")  # Bo's frog falls in the water: a new water tile is drawn
    assert "new_water" in [event.kind for event in events]
    assert match.to_move() == 1  # still Bo's turn, yet the draw cannot be taken back
    assert not match.can_undo()


def test_a_new_move_after_undo_drops_the_redo_tail() -> None:
    match = new_match(moves=("frog F", "stick 1-2"))
    match.undo()
    match.play("stick 5-6")
    assert not match.can_redo()
    assert match.moves == ["frog F", "stick 5-6"]
    assert match.history_length == 2


def test_nothing_to_undo_or_redo_at_the_start() -> None:
    match = new_match()
    assert not match.can_undo() and not match.undo()
    assert not match.can_redo() and not match.redo()


# --- one person against the computer --------------------------------------------------------


def test_undo_takes_back_the_computers_reply_too() -> None:
    match = new_match(AGAINST_COMPUTER)
    start = match.state
    match.play("frog F")  # Ada
    match.play("stick 1-2")  # the computer's two actions
    match.play("stick 3-4")
    assert match.to_move() == 0
    assert match.single_person
    assert match.undo()
    # Back to Ada's last decision: her move and the whole reply are taken back.
    assert match.state is start
    assert match.to_move() == 0


def test_redo_replays_up_to_the_next_decision_of_the_person() -> None:
    match = new_match(AGAINST_COMPUTER, moves=("frog F", "stick 1-2", "stick 3-4"))
    end = match.state
    match.undo()
    assert match.redo()
    assert match.state is end


def test_against_the_computer_undo_stops_at_a_random_draw() -> None:
    # Ada's own frog falls in at move 4 and draws a new water tile: that cannot be
    # taken back, or the next draws would become known.
    match = new_match(AGAINST_COMPUTER, moves=("frog F", "frog L", "stick 1-2", "frog R"))
    assert "new_water" in [event.kind for event in match.events_of(4)]
    assert not match.can_undo()
    assert match.undo_target() == (None, "barrier")
    assert not match.undo()
    assert match.cursor == 4


def test_against_the_computer_undo_stops_before_the_computers_draw() -> None:
    # The computer's reply (move 2) drew water: Ada's move 1 cannot be taken back with it.
    match = new_match(AGAINST_COMPUTER, moves=("frog F", "frog L", "stick 1-2"))
    assert "new_water" in [event.kind for event in match.events_of(2)]
    assert match.to_move() == 0
    assert not match.can_undo()
    assert match.undo_target() == (None, "barrier")
