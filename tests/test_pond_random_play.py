"""Random legal play of Reflection Pond keeps the game's invariants."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.games import get_rules
from reflectgames.games.pond.board import EDGES, is_pond_connected

RULES = get_rules("pond")


def stick_mask(pond) -> int:
    return sum(1 << EDGES.index(tuple(pair)) for pair in pond.sticks)


def check_invariants(state, fly_total: int) -> None:
    view = RULES.observe(state, 0)
    assert view == RULES.observe(state, 1)  # nothing is hidden in this game
    for pond in view.ponds:
        assert is_pond_connected(stick_mask(pond))
        assert len(pond.sticks) + pond.inventory == 3
        assert len(pond.water) == 2
        assert pond.frog not in pond.water
        assert not set(pond.water) & set(pond.flies)
        assert len(pond.flies) + pond.caught == fly_total
        assert pond.caught <= 5
    if RULES.outcome(state) is None:
        assert view.to_move in (0, 1) and view.actions_left in (1, 2)
    else:
        assert view.to_move is None and view.actions_left == 0


@settings(max_examples=60)
@given(seed=st.integers(0, 2**40), choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=300))
def test_random_play_keeps_invariants(seed, choices):
    state = RULES.new_game(2, seed)
    start = state
    texts = []
    fly_total = 5
    for pick in choices:
        moves = RULES.legal_moves(state)
        if not moves:
            break
        move = moves[pick % len(moves)]
        assert RULES.parse(state, str(move)) == move
        before = RULES.observe(state, 0)
        new_state, events = RULES.apply_with_events(state, move)
        assert RULES.observe(state, 0) == before  # apply never mutates its input
        fly_total += sum(1 for e in events if e.kind == "extra_fly")
        texts.append(str(move))
        state = new_state
        check_invariants(state, fly_total)
    # Replaying the texts from the same seed gives the very same game.
    assert RULES.play(start, *texts) == state


@settings(max_examples=30)
@given(seed=st.integers(0, 2**40), text=st.text(max_size=12))
def test_every_text_parse_accepts_is_a_legal_move(seed, text):
    state = RULES.new_game(2, seed)
    try:
        move = RULES.parse(state, text)
    except ValueError:
        return
    assert move in RULES.legal_moves(state)


def test_every_listed_move_parses_back_to_itself_over_a_long_game():
    import random

    chooser = random.Random(11)
    state = RULES.new_game(2, 3)
    while RULES.outcome(state) is None:
        moves = RULES.legal_moves(state)
        assert moves, "a player always has a legal action"
        for move in moves:
            assert RULES.parse(state, str(move)) == move
        state = RULES.apply(state, chooser.choice(moves))
