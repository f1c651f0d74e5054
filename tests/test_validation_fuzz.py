"""Whatever arrives at the rules' doors, the answer is a game, a move, InvalidSetup or IllegalMove.

Options: arbitrary keys and values (non-string keys, nesting, floats, bools,
None, huge ints), near-misses of the real options included. Move texts:
arbitrary unicode and long strings, near-misses of the notation included,
parsed in several positions of each game.
"""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reflectgames.core.errors import IllegalMove, InvalidSetup
from reflectgames.games import GAME_IDS, get_rules, random_opening

PLAYERS = {"pond": 2, "reflec": 3, "reflector": 2, "reflecto": 2, "plans": 1}
FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(-(2**80), 2**80), st.floats(allow_nan=True),
    st.text(max_size=12), st.sampled_from(["group", "line", "one", "all", "king", "orthogonal", "lose",
                                           "lose_turn", "none", "en", "fr", "SASASS/MMACSS/CACCAA/MCMCMM"]),
    st.integers(0, 17),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=6), st.tuples(inner, inner),
                            st.dictionaries(st.text(max_size=5), inner, max_size=3)),
    max_leaves=12,
)
option_names = st.one_of(
    st.sampled_from(["flies", "start", "water", "first", "adjacency", "word_length", "mirrors",
                     "show_numbers", "blank_last", "wrong_guess", "dictionary", "memory", "layout", "goal",
                     "suits"]),
    st.text(max_size=8), st.integers(), st.none(), st.booleans(), st.floats(), st.tuples(st.integers()),
    st.frozensets(st.integers(), max_size=2),
)
option_dicts = st.dictionaries(option_names, values, max_size=5)
options = st.one_of(option_dicts, st.none(), values)


@FUZZ
@given(game_id=st.sampled_from(GAME_IDS), options=options, seed=st.integers(0, 2**64 - 1))
def test_new_game_starts_or_refuses_with_invalid_setup(game_id, options, seed):
    rules = get_rules(game_id)
    try:
        state = rules.new_game(PLAYERS[game_id], seed, options)
    except InvalidSetup as error:
        assert str(error).strip() and error.key
        return
    assert rules.to_move(state) is not None


NOTATION_WORDS = [
    "frog", "stick", "unstick", "drop", "move", "laser", "spin", "swap", "fire", "end", "node", "claim",
    "setup", "guess", "rotate", "shift", "F", "B", "L", "R", "U", "D", "N", "E", "S", "W", "M", "C", "A",
    "a1", "b2", "c3", "h8", "J10", "f3", "2-3", "6-10", "1-2", "b1-c2", "b1-b3-d5", "c6-c8", "5,3", "3,3",
    "-1,0", "90", "180", "270", "PIANO", "12M34M5", "ſ", "١", "²", "K", "-", ",", "ǅ", "ﬀ", "İ", "ß",
]
near_misses = st.lists(st.sampled_from(NOTATION_WORDS), min_size=1, max_size=4).map(" ".join)
texts = st.one_of(
    st.text(max_size=30),
    near_misses,
    st.builds(lambda a, b: a + b, near_misses, st.text(max_size=4)),
    st.text(alphabet=st.characters(codec="ascii"), max_size=20),
    st.builds(lambda c, n: c * n, st.characters(), st.integers(1, 3000)),
)


@cache
def positions(game_id: str) -> tuple:
    """A few positions of each game: the start, past any setup, and some moves in."""
    rules = get_rules(game_id)
    seed = 5
    options = {"layout": "SASASS/MMACSS/CACCAA/MCMCMM"} if game_id == "plans" else None
    state = rules.new_game(PLAYERS[game_id], seed, options)
    found = [state]
    state = rules.play(state, *random_opening(game_id, seed))
    found.append(state)
    for _ in range(12):
        moves = rules.legal_moves(state)
        if not moves:
            break
        state = rules.apply(state, moves[len(moves) // 2])
        found.append(state)
    return tuple(found)


@FUZZ
@given(game_id=st.sampled_from(GAME_IDS), text=texts, which=st.integers(0, 20))
def test_parse_reads_a_move_or_refuses_with_illegal_move(game_id, text, which):
    rules = get_rules(game_id)
    states = positions(game_id)
    state = states[which % len(states)]
    try:
        move = rules.parse(state, text)
    except IllegalMove as error:
        assert str(error).strip()
        assert len(str(error)) < 600  # the text is echoed clipped
        return
    assert rules.apply(state, move) is not None
