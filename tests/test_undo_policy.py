"""One undo policy at every table (Board Game Arena's), checked through the public Match surface.

Each test names a way around a secret, a draw or a result that undo used to open.
"""

from __future__ import annotations

import pytest

from reflectgames.core.match import COMPUTER, HUMAN, Match, PlayerSpec
from reflectgames.core.rules import IllegalMove
from reflectgames.games import get_rules
from reflectgames.games.plans.rules import STUCK

ADA = PlayerSpec("Ada", HUMAN)
BO = PlayerSpec("Bo", HUMAN)
BOT = PlayerSpec("Bot", COMPUTER, "normal")

REFLECTOR_NODES_ADA = ["A10", "C10", "E10", "G10", "J10"]
REFLECTOR_NODES_BOT = ["C2", "D3", "H2", "B8", "I9"]


def reflector_against_computer() -> Match:
    moves = [f"node {cell}" for cell in REFLECTOR_NODES_ADA + REFLECTOR_NODES_BOT]
    return Match("reflector", [ADA, BOT], 5, {"first": 0}, moves)


def reflecto_against_computer(**options: object) -> Match:
    moves = ["setup PIANO 12M34M5", "setup ZEBRE M12345M"]
    return Match("reflecto", [ADA, BOT], 1, {"first": 0, **options}, moves)


# --- secrets and draws ---------------------------------------------------------------------


def test_a_wrong_reflecto_guess_against_the_computer_cannot_be_taken_back() -> None:
    match = reflecto_against_computer(wrong_guess="lose_turn")
    match.play("guess TIGRE")  # wrong: the computer's word was ZEBRE, the turn is lost
    assert match.outcome() is None
    assert not match.can_undo()
    assert not match.undo()
    assert match.to_move() == 1 and match.cursor == 3


def test_a_wrong_reflecto_guess_that_loses_is_final() -> None:
    match = reflecto_against_computer()
    match.play("guess TIGRE")
    assert match.outcome() is not None
    assert match.undo_target() == (None, "over")
    assert not match.undo()


def test_a_reflector_claim_against_the_computer_cannot_be_taken_back() -> None:
    match = reflector_against_computer()
    events = match.play("claim C1")
    assert "claim" in [event.kind for event in events]
    assert not match.can_undo()
    match.play("claim A1")  # the computer's reply
    assert match.to_move() == 0
    assert not match.can_undo()
    assert not match.undo()
    assert match.cursor == 12


def test_reflector_nodes_can_be_moved_until_the_turn_passes() -> None:
    match = Match("reflector", [ADA, BOT], 5, {"first": 0}, ["node A10", "node C10"])
    assert match.undo() and match.cursor == 1
    match = Match("reflector", [ADA, BOT], 5, {"first": 0},
                  [f"node {cell}" for cell in REFLECTOR_NODES_ADA])
    assert match.to_move() == 1  # the computer places its nodes now: a hand-over
    assert match.undo_target() == (None, "handover")


def test_with_secrets_a_move_that_ends_the_turn_is_final_even_against_the_computer() -> None:
    # Whether the computer's mirrors saw something is its secret: undo may not depend on it.
    match = reflecto_against_computer()
    match.play("a1-a2")
    assert match.to_move() == 1
    assert match.undo_target() == (None, "handover")


def test_seeing_a_face_in_a_mirror_is_a_barrier_and_only_the_seer_is_told() -> None:
    rules = get_rules("reflecto")
    sightings = 0
    for seed in range(6):
        setups = ["setup PIANO 12M34M5", "setup ZEBRE M12345M"]
        match = Match("reflecto", [ADA, BO], seed, {"first": 0}, setups)
        while match.outcome() is None and match.history_length < 80:
            moves = rules.legal_moves(match.state)
            events = match.play(moves[(seed * 7 + match.history_length * 13) % len(moves)])
            seen = [event for event in events if event.kind == "seen"]
            for event in seen:
                assert event.seats == frozenset({event.player})
                assert not event.visible_to(1 - event.player) and not event.visible_to(None)
            if seen:
                sightings += 1
                assert rules.is_undo_barrier(events)
                assert not match.can_undo()
    assert sightings > 0


# --- perfect information against the computer --------------------------------------------


def test_reflec_against_the_computer_undo_takes_back_the_reply_and_goes_on() -> None:
    rules = get_rules("reflec")
    match = Match("reflec", [ADA, BOT], 3)
    decisions = 0
    while match.history_length < 12:
        match.play(rules.legal_moves(match.state)[0])
        if match.to_move() == 0:
            decisions += 1
    undone = 0
    while match.undo():
        undone += 1
        assert match.to_move() == 0  # every undo stops where the person decides
    assert match.cursor == 0
    assert undone >= 2


def test_solitaire_undo_is_unlimited() -> None:
    rules = get_rules("plans")
    match = Match("plans", [ADA], 4)
    for _ in range(6):
        match.play(rules.legal_moves(match.state)[0])
    steps = 0
    while match.undo():
        steps += 1
    assert match.cursor == 0 and steps == 6


def test_a_stuck_solitaire_may_be_taken_back_but_a_solved_one_is_final() -> None:
    rules = get_rules("plans")
    assert not rules.is_final(STUCK)
    assert rules.is_final(type(STUCK)(frozenset({0}), "solved"))
    assert get_rules("pond").is_final(STUCK)


# --- a finished game ---------------------------------------------------------------------------


def finished_pond(players: list[PlayerSpec]) -> Match:
    rules = get_rules("pond")
    match = Match("pond", players, 11)
    while match.outcome() is None:
        match.play(rules.legal_moves(match.state)[0])
    return match


@pytest.mark.parametrize("players", [[ADA, BO], [ADA, BOT]])
def test_a_finished_game_is_final(players: list[PlayerSpec]) -> None:
    match = finished_pond(players)
    end = match.cursor
    assert not match.can_undo()
    assert match.undo_target() == (None, "over")
    assert not match.undo()
    assert match.cursor == end and match.outcome() is not None


# --- refused moves change nothing -------------------------------------------------------------


def test_an_illegal_move_after_undo_keeps_the_redo_tail() -> None:
    setup = {"flies": [1, 2, 3, 4, 8], "start": 14, "water": [9, 12], "first": 0}
    match = Match("pond", [ADA, BO], 1, setup, ["frog F", "stick 1-2"])
    assert match.undo()
    with pytest.raises(IllegalMove):
        match.play("frog Q")
    assert match.can_redo() and match.history_length == 2
    assert match.redo()
    assert match.moves == ["frog F", "stick 1-2"]


def test_several_moves_as_one_action_are_all_or_nothing() -> None:
    match = Match("reflector", [ADA, BO], 5, {"first": 0})
    with pytest.raises(IllegalMove):
        match.play_all(["node A10", "node C10", "node C10"])
    assert match.cursor == 0 and match.history_length == 0
    match.play_all(["node A10", "node C10"])
    assert match.moves == ["node A10", "node C10"]
