"""Reflection Pond rules, one scenario per rule of the rulebook and of its decisions (docs/rules/pond.md)."""

from __future__ import annotations

import dataclasses

import pytest

from reflectgames.core.rules import IllegalMove
from reflectgames.games import get_rules
from reflectgames.games.pond.events import ExtraFly

RULES = get_rules("pond")
# Flies on 1, 4, 13, 16, 8; frogs on 6; water on 11 and 15; player 0 starts.
FIXED = {"flies": [1, 4, 13, 16, 8], "start": 6, "water": [11, 15], "first": 0}


def game(**changes):
    options = dict(FIXED)
    options.update(changes)
    return RULES.new_game(2, 1, options)


def obs(state, seat=0):
    return RULES.observe(state, seat)


def test_setup_from_seed_follows_the_dice_constraints():
    for seed in range(200):
        view = obs(RULES.new_game(2, seed))
        pond0, pond1 = view.ponds
        assert pond0.flies == pond1.flies and len(set(pond0.flies)) == 5
        assert pond0.frog == pond1.frog and pond0.frog not in pond0.flies
        assert pond0.water == pond1.water and len(pond0.water) == 2
        assert not set(pond0.water) & (set(pond0.flies) | {pond0.frog})
        assert pond0.inventory == pond1.inventory == 3
        assert pond0.caught == pond1.caught == 0
        assert view.to_move in (0, 1) and view.actions_left == 1


def test_same_seed_gives_the_same_setup():
    assert obs(RULES.new_game(2, 42)) == obs(RULES.new_game(2, 42))


@pytest.mark.parametrize(
    "options",
    [
        {"flies": [1, 2, 3]},
        {"flies": [1, 1, 2, 3, 4]},
        {"flies": [1, 2, 3, 4, 17]},
        {"start": 1, "flies": [1, 2, 3, 4, 5]},
        {"water": [6, 7], "start": 6},
        {"first": 2},
        {"colour": "green"},
        {"start": "6"},
        {"first": True},
    ],
)
def test_impossible_options_are_refused(options):
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, options)


def test_only_two_players():
    with pytest.raises(ValueError):
        RULES.new_game(3, 1)


def test_first_turn_has_one_action_later_turns_two():
    state = game()
    assert RULES.to_move(state) == 0 and obs(state).actions_left == 1
    state = RULES.play(state, "stick 1-2")
    assert RULES.to_move(state) == 1 and obs(state).actions_left == 2
    state = RULES.play(state, "stick 1-2")
    assert RULES.to_move(state) == 1 and obs(state).actions_left == 1
    state = RULES.play(state, "stick 3-4")
    assert RULES.to_move(state) == 0 and obs(state).actions_left == 2


def test_other_frog_mirrors_left_and_right():
    state = RULES.play(game(), "frog L")
    view = obs(state)
    assert view.ponds[0].frog == 5 and view.ponds[1].frog == 7


def test_forward_and_back_are_not_mirrored():
    state = RULES.play(game(), "frog F")
    assert [p.frog for p in obs(state).ponds] == [2, 2]


def test_rulebook_example_stick_blocks_only_your_frog():
    # Both frogs on 2; you place a stick between 1 and 2 then move left:
    # your frog is blocked, the other one moves to its owner's right, onto 3.
    state = game(start=2, flies=[5, 9, 12, 13, 16], water=[10, 11], first=1)
    state = RULES.play(state, "stick 5-6")  # player 1's single first action
    state = RULES.play(state, "stick 1-2", "frog L")
    assert [p.frog for p in obs(state).ponds] == [2, 3]


def test_a_frog_move_where_both_frogs_are_blocked_is_illegal():
    state = game(start=2, flies=[5, 9, 12, 13, 16], water=[10, 11])
    # Frog on row 0 cannot go forward in either pond.
    with pytest.raises(IllegalMove, match="Neither frog"):
        RULES.play(state, "frog F")
    assert "frog F" not in [str(m) for m in RULES.legal_moves(state)]


def test_sticks_come_from_the_inventory_of_three():
    state = game(first=0)
    state = RULES.play(state, "stick 1-2", "stick 13-14", "stick 14-15", "stick 3-4", "stick 9-10")
    assert obs(state).ponds[0].inventory == 0
    assert obs(state).ponds[0].sticks == [[1, 2], [3, 4], [9, 10]]
    state = RULES.play(state, "stick 15-16", "unstick 15-16")
    with pytest.raises(IllegalMove, match="no stick left"):
        RULES.play(state, "stick 14-15")


def test_a_stick_may_not_cut_a_tile_off():
    state = RULES.play(game(first=0), "stick 1-2", "stick 13-14", "unstick 13-14")
    with pytest.raises(IllegalMove, match="cut"):
        RULES.play(state, "stick 1-5")
    assert "stick 1-5" not in [str(m) for m in RULES.legal_moves(state)]


def test_no_two_sticks_in_one_place_and_only_adjacent_tiles():
    state = RULES.play(game(first=0), "stick 1-2", "stick 13-14", "unstick 13-14")
    with pytest.raises(IllegalMove, match="already"):
        RULES.play(state, "stick 2-1")
    with pytest.raises(IllegalMove, match="not side by side"):
        RULES.play(state, "stick 1-6")


def test_unstick_returns_the_stick_to_the_hand():
    state = RULES.play(game(first=0), "stick 1-2", "stick 13-14", "unstick 13-14")
    state = RULES.play(state, "unstick 2-1")
    assert obs(state).ponds[0].inventory == 3 and obs(state).ponds[0].sticks == []
    with pytest.raises(IllegalMove, match="no stick of yours"):
        RULES.play(state, "unstick 1-2")


def test_two_frog_moves_may_not_bring_your_frog_back():
    state = RULES.play(game(first=1), "stick 1-2")
    state = RULES.play(state, "frog L")
    with pytest.raises(IllegalMove, match="back on the tile"):
        RULES.play(state, "frog R")


def test_two_frog_moves_may_not_leave_both_frogs_where_they_started():
    # Your frog is boxed in on the left (sticks 5-6 and 6-7 ... ) so it stays;
    # the other frog goes away and comes back.
    state = game(start=6, flies=[1, 4, 13, 16, 8], water=[3, 12], first=1)
    state = RULES.play(state, "stick 13-14")
    state = RULES.play(state, "stick 5-6", "frog B")  # player 0, frogs now on 10
    state = RULES.play(state, "stick 9-10", "stick 10-11")  # player 1 boxes its own frog
    state = RULES.play(state, "stick 3-4", "unstick 3-4")  # player 0 leaves the frogs be
    assert [p.frog for p in obs(state).ponds] == [10, 10]
    # Player 1: left/right blocked for its own frog; the other frog moves.
    state = RULES.play(state, "frog L")
    assert [p.frog for p in obs(state).ponds] == [11, 10]
    with pytest.raises(IllegalMove, match="both end where they started"):
        RULES.play(state, "frog R")


def test_a_frog_may_return_to_its_tile_on_a_later_turn():
    state = RULES.play(game(first=1), "stick 1-2", "frog L", "stick 3-4")
    assert [p.frog for p in obs(state).ponds] == [5, 7]
    state = RULES.play(state, "stick 13-14", "frog L")  # player 1: player 0's frog mirrors back
    assert [p.frog for p in obs(state).ponds] == [6, 6]


def test_water_sends_the_frog_to_the_other_water_tile_and_draws_new_water():
    # Frogs on 7, water on 11 and 15: frog B lands in 11 and comes up on 15.
    state = game(start=7, flies=[1, 4, 13, 16, 8], water=[11, 15])
    after, events = RULES.apply_with_events(state, RULES.parse(state, "frog B"))
    view = obs(after)
    assert [p.frog for p in view.ponds] == [15, 15]
    for pond in view.ponds:
        assert 11 in pond.water and 15 not in pond.water and len(pond.water) == 2
        assert not set(pond.water) & set(pond.flies)
    kinds = [e.kind for e in events]
    assert kinds.count("splash") == 2 and kinds.count("new_water") == 2
    assert [e.player for e in events if e.kind == "new_water"] == [0, 1]
    assert RULES.is_undo_barrier(events)


def test_a_frog_catches_a_fly_even_on_the_other_players_turn():
    state = game(start=5, flies=[1, 9, 13, 16, 8], water=[11, 15], first=0)
    state = RULES.play(state, "frog F")  # both frogs from 5 to 1, a fly each
    view = obs(state)
    assert [p.caught for p in view.ponds] == [1, 1]
    assert 1 not in view.ponds[0].flies and 1 not in view.ponds[1].flies


def test_five_flies_win():
    import random

    chooser = random.Random(5)
    state = game()
    moves = 0
    while RULES.outcome(state) is None and moves < 20000:
        state = RULES.apply(state, chooser.choice(RULES.legal_moves(state)))
        moves += 1
    result = RULES.outcome(state)
    assert result is not None
    caught = [p.caught for p in obs(state).ponds]
    assert max(caught) == 5
    if result.winners:
        assert all(caught[w] == 5 for w in result.winners)


def test_both_fifth_flies_at_once_more_sticks_in_hand_wins():
    # Four flies each already caught, the fifth on tile 2 for both: frog F from 6.
    state = game(start=6, flies=[2, 1, 3, 4, 8], water=[13, 14], first=0)
    state = dataclasses.replace(state, caught=(4, 4), flies=(0b10, 0b10), sticks=(0, 1 << 23))
    result = RULES.outcome(RULES.play(state, "frog F"))
    assert result.winners == frozenset({0}) and result.reason == "sticks"
    state = dataclasses.replace(state, sticks=(0, 0))
    result = RULES.outcome(RULES.play(state, "frog F"))
    assert result.winners == frozenset() and result.reason == "draw"


def test_third_repetition_brings_an_extra_fly_on_the_same_tile_in_both_ponds():
    state = game(first=0)
    state = RULES.play(state, "stick 1-2")  # player 1 to move, 2 actions; position P counted once
    flies_before = obs(state).ponds[0].flies
    # Placing and lifting a stick brings the same full position back each turn pair.
    # After four actions the same position is back: seen twice after eight.
    cycle = ("stick 15-16", "unstick 15-16")
    state = RULES.play(state, *cycle, *cycle, *cycle)
    assert obs(state).ponds[0].flies == flies_before
    after, events = RULES.apply_with_events(state, RULES.parse(state, "stick 15-16"))
    after, events = RULES.apply_with_events(after, RULES.parse(after, "unstick 15-16"))
    extra = [e for e in events if isinstance(e, ExtraFly)]
    assert len(extra) == 1
    tile = extra[0].tile
    view = obs(after)
    assert tile in view.ponds[0].flies and tile in view.ponds[1].flies
    assert len(view.ponds[0].flies) == 6


def test_notation_round_trips_and_accepts_either_stick_order():
    state = game()
    for move in RULES.legal_moves(state):
        assert RULES.parse(state, str(move)) == move
    assert str(RULES.parse(state, "stick 2-1")) == "stick 1-2"
    assert str(RULES.parse(state, "  FROG l ")) == "frog L"


@pytest.mark.parametrize("text", ["", "jump", "frog X", "frog", "stick 1", "stick a-b", "stick 1-2-3", 7])
def test_malformed_moves_are_refused_with_a_readable_message(text):
    with pytest.raises(IllegalMove) as error:
        RULES.parse(game(), text)
    assert str(error.value) and "\n" not in str(error.value)


def test_no_moves_after_the_end():
    state = game(start=6, flies=[2, 1, 3, 4, 8], water=[13, 14], first=0)
    state = dataclasses.replace(state, caught=(4, 0), flies=(0b10, 0b10))
    state = RULES.play(state, "frog F")
    assert RULES.outcome(state).winners == frozenset({0})
    assert RULES.legal_moves(state) == [] and RULES.to_move(state) is None
    assert obs(state).actions_left == 0
    with pytest.raises(IllegalMove, match="over"):
        RULES.play(state, "frog B")
