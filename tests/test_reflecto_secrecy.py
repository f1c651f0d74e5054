"""Games that differ only in what a player cannot know look the same to that player."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from reflecto_helpers import RULES

from reflectgames.core.rules import IllegalMove

ROWS = ("12M34M5", "M12345M", "MM12345", "54321MM", "1M2M345")


@settings(max_examples=30)
@given(
    seed=st.integers(0, 2**30),
    rows=st.tuples(st.sampled_from(ROWS), st.sampled_from(ROWS)),
    words=st.tuples(st.sampled_from(("ZEBRE", "QUILT", "MOUSE")), st.sampled_from(("PLANK", "ROBIN"))),
    choices=st.lists(st.integers(0, 10**6), max_size=60),
)
def test_the_other_players_word_and_mirrors_change_nothing_in_my_observation(seed, rows, words, choices):
    start_a = RULES.play(RULES.new_game(2, seed), "setup PIANO 12M34M5", f"setup {words[0]} {rows[0]}")
    start_b = RULES.play(RULES.new_game(2, seed), "setup PIANO 12M34M5", f"setup {words[1]} {rows[1]}")
    a, b = start_a, start_b
    assert RULES.observe(a, 0) == RULES.observe(b, 0)
    for pick in choices:
        moves = RULES.legal_moves(a)
        if not moves:
            break
        text = str(moves[pick % len(moves)])
        try:
            next_a, next_b = RULES.play(a, text), RULES.play(b, text)
        except IllegalMove:
            break  # only one of them allows it: the games have parted
        if next_a.exited != next_b.exited or next_a.identified[0] or next_b.identified[0]:
            break  # a hidden fact has become visible to player 0: from here they may differ
        a, b = next_a, next_b
        assert RULES.observe(a, 0) == RULES.observe(b, 0)
        assert RULES.observe(a, 0).model_dump_json() == RULES.observe(b, 0).model_dump_json()
