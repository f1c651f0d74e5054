"""Random legal play of Plans of Action keeps the game's invariants."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.core.rules import IllegalMove
from reflectgames.games import get_rules
from reflectgames.games.plans.board import tile_of
from reflectgames.games.plans.events import Shifted
from reflectgames.games.plans.moves import Jump

RULES = get_rules("plans")
OPTIONS = st.fixed_dictionaries({"goal": st.sampled_from(["group", "line"]),
                                 "suits": st.sampled_from(["one", "two", "three", "all"])})


def check_invariants(view) -> None:
    assert len(view.tiles) == 16
    assert len({tuple(tile) for tile in view.tiles}) == 16
    assert all(x % 2 == 1 and y % 2 == 1 for x, y in view.tiles)
    assert len(view.coins) == 24
    letters = list(view.coins.values())
    assert all(letters.count(suit) == 6 for suit in "SMCA")
    tiles = {tuple(tile) for tile in view.tiles}
    for key in view.coins:
        x, y = map(int, key.split(","))
        assert tile_of((x, y)) in tiles  # coins only ever sit on tiles


@settings(max_examples=40)
@given(seed=st.integers(0, 2**40), options=OPTIONS,
       choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=120))
def test_random_play_keeps_invariants(seed, options, choices):
    state = RULES.new_game(1, seed, options)
    start = state
    texts = []
    for pick in choices:
        moves = RULES.legal_moves(state)
        if not moves:
            break
        move = moves[pick % len(moves)]
        assert RULES.parse(state, str(move)) == move
        before = RULES.observe(state, 0)
        new_state, events = RULES.apply_with_events(state, move)
        assert RULES.observe(state, 0) == before  # apply never mutates its input
        view = RULES.observe(new_state, 0)
        check_invariants(view)
        assert view.moves == before.moves + 1
        if not isinstance(move, Jump) and not view.solved:
            first = events[0]
            assert view.must_jump_from == list(first.target if isinstance(first, Shifted) else move.tile)
        else:
            assert view.must_jump_from is None
        assert view.solved == (RULES.outcome(new_state) is not None and not view.stuck)
        texts.append(str(move))
        state = new_state
    # Replaying the texts gives the very same game.
    assert RULES.play(start, *texts) == state


@settings(max_examples=40)
@given(seed=st.integers(0, 2**40), text=st.text(max_size=14))
def test_any_text_is_either_a_legal_move_or_explained(seed, text):
    state = RULES.new_game(1, seed)
    legal = {str(m) for m in RULES.legal_moves(state)}
    try:
        move = RULES.parse(state, text)
    except IllegalMove as error:
        assert str(error) and error.key
    else:
        assert str(move) in legal


@settings(max_examples=30)
@given(seed=st.integers(0, 2**40), cell=st.tuples(st.integers(-2, 11), st.integers(-2, 11)),
       kind=st.sampled_from(["{x},{y} U", "{x},{y} L", "rotate {x},{y} 90", "shift {x},{y} D"]))
def test_a_refused_move_changes_nothing(seed, cell, kind):
    state = RULES.new_game(1, seed)
    legal = {str(m) for m in RULES.legal_moves(state)}
    text = kind.format(x=cell[0], y=cell[1])
    try:
        RULES.play(state, text)
    except IllegalMove:
        assert str(RULES.move_from_text(state, text)) not in legal
    else:
        assert str(RULES.parse(state, text)) in legal
