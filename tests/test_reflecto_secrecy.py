"""Games that differ only in what a player cannot know look the same to that player."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from reflecto_helpers import RULES

from reflectgames.core.rules import IllegalMove, events_seen_by

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


# Player 1's hidden choices in the variants: how the letters are spread and which screens are numbered.
SPLITS = ("2-2-2-1-1", "3-3-0-1-1", "1-1-2-2-2", "0-2-2-2-2", "")
NUMBERED = ([1, 3], [2, 4], True, False, [5])


@settings(max_examples=30)
@given(
    seed=st.integers(0, 2**30),
    splits=st.tuples(st.sampled_from(SPLITS), st.sampled_from(SPLITS)),
    numbered=st.tuples(st.sampled_from(NUMBERED), st.sampled_from(NUMBERED)),
    words=st.tuples(st.sampled_from(("MOUNTAIN", "ELEPHANT")), st.sampled_from(("KEYBOARD", "QUESTION"))),
    rows=st.tuples(st.sampled_from(ROWS), st.sampled_from(ROWS)),
    choices=st.lists(st.integers(0, 10**6), max_size=60),
)
def test_the_other_players_split_and_numbered_screens_change_nothing_until_seen(
        seed, splits, numbered, words, rows, choices):
    def game(index):
        options = {"word_length": [5, 8], "split": "free", "show_numbers": [True, numbered[index]]}
        setup = f"setup {words[index]} {rows[index]} {splits[index]}".strip()
        return RULES.play(RULES.new_game(2, seed, options), "setup PIANO 12M34M5", setup)

    a, b = game(0), game(1)
    assert RULES.observe(a, 0) == RULES.observe(b, 0)
    for pick in choices:
        moves = RULES.legal_moves(a)
        if not moves:
            break
        text = str(moves[pick % len(moves)])
        try:
            next_a, events_a = RULES.apply_with_events(a, RULES.parse(a, text))
            next_b, events_b = RULES.apply_with_events(b, RULES.parse(b, text))
        except IllegalMove:
            break
        if next_a.exited != next_b.exited or next_a.identified[0] or next_b.identified[0]:
            break
        a, b = next_a, next_b
        assert RULES.observe(a, 0).model_dump_json() == RULES.observe(b, 0).model_dump_json()
        seen_a = events_seen_by(events_a, 0)
        seen_b = events_seen_by(events_b, 0)
        assert seen_a == seen_b
