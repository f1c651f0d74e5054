"""Two and three suits at once (option `suits`): the rule, its refusals, codes, observation and saves."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games import get_rules
from reflectgames.games.plans.codes import Puzzle, decode
from reflectgames.games.plans.goals import SUIT_MODES, meets, suits_needed
from reflectgames.games.plans.rules import solved_suits
from reflectgames.storage.saves import load_save, save_match

RULES = get_rules("plans")
# Suns are one group already; the moon on (7,4) jumps over two cells up to (7,7) and joins its suit.
SUNS_DONE = "SSSMMM/SSSMMC/ACCAAM/CAACAC"
# Suns and moons are groups already; the arm on (6,3) jumps left and the arms become the third group.
SUNS_AND_MOONS_DONE = "SSSMMM/SSSMMM/CAACCC/AAACAC"


def game(layout: str, **options):
    return RULES.new_game(1, 0, {"layout": layout, **options})


def test_two_suits_are_solved_when_a_second_suit_meets_the_goal():
    state = game(SUNS_DONE, suits="two")
    assert RULES.observe(state, 0).done_suits == ["S"]
    after = RULES.play(state, "7,4 U")
    assert RULES.outcome(after).reason == "solved" and RULES.outcome(after).winners == {0}
    view = RULES.observe(after, 0)
    assert view.solved and view.done_suits == ["S", "M"] and view.suits == "two"
    assert view.must_jump_from is None and RULES.legal_moves(after) == []


def test_three_suits_need_a_third_and_two_are_not_enough():
    two_done = RULES.play(game(SUNS_DONE, suits="three"), "7,4 U")
    assert RULES.outcome(two_done) is None
    assert RULES.observe(two_done, 0).done_suits == ["S", "M"]
    after = RULES.play(game(SUNS_AND_MOONS_DONE, suits="three"), "6,3 L")
    assert RULES.outcome(after).reason == "solved"
    assert RULES.observe(after, 0).done_suits == ["S", "M", "A"]


def test_more_suits_than_asked_still_solve():
    # Three suits done at once also satisfies "two".
    state = game(SUNS_DONE, suits="two")
    assert RULES.observe(RULES.play(state, "7,4 U"), 0).solved
    state = game(SUNS_AND_MOONS_DONE, suits="three")
    assert len(RULES.observe(RULES.play(state, "6,3 L"), 0).done_suits) >= 3


def test_a_layout_that_already_has_the_suits_asked_for_is_refused():
    with pytest.raises(ValueError):
        game(SUNS_AND_MOONS_DONE, suits="two")
    with pytest.raises(ValueError):
        game(SUNS_DONE, suits="one")
    assert RULES.observe(game(SUNS_AND_MOONS_DONE, suits="three"), 0).done_suits == ["S", "M"]


@pytest.mark.parametrize("suits", SUIT_MODES)
@pytest.mark.parametrize("goal", ["group", "line"])
def test_a_deal_never_starts_solved_and_is_the_same_for_the_same_seed(goal, suits):
    for seed in range(15):
        state = RULES.new_game(1, seed, {"goal": goal, "suits": suits})
        view = RULES.observe(state, 0)
        assert len(view.done_suits) < suits_needed(suits)
        assert view.suits == suits and view.goal == goal
        assert RULES.new_game(1, seed, {"goal": goal, "suits": suits}) == state


def test_an_unknown_suits_value_is_refused_with_a_key():
    from reflectgames.core.errors import InvalidSetup

    with pytest.raises(InvalidSetup) as caught:
        RULES.new_game(1, 0, {"suits": "four"})
    assert caught.value.key == "validation.plans.suits"


@pytest.mark.parametrize("suits", SUIT_MODES)
@pytest.mark.parametrize("goal", ["group", "line"])
def test_codes_carry_every_suits_mode(goal, suits):
    puzzle = Puzzle("SASASS/MMACSS/CACCAA/MCMCMM", goal, suits)
    assert decode(puzzle.code) == puzzle
    assert decode(f"SASASS/MMACSS/CACCAA/MCMCMM {goal} {suits}") == puzzle


def test_codes_shared_before_two_and_three_read_the_same():
    # Codes of the first format (one or all suits) keep their meaning.
    assert Puzzle("SASASS/MMACSS/CACCAA/MCMCMM", "line", "all").code == "45UK2-25T7M"
    assert decode("45UK2-25T7M") == Puzzle("SASASS/MMACSS/CACCAA/MCMCMM", "line", "all")


OPTIONS = st.fixed_dictionaries({"goal": st.sampled_from(["group", "line"]),
                                 "suits": st.sampled_from(list(SUIT_MODES))})


@settings(max_examples=60)
@given(seed=st.integers(0, 2**40), options=OPTIONS,
       choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=80))
def test_random_play_solves_exactly_when_enough_suits_meet_the_goal(seed, options, choices):
    state = RULES.new_game(1, seed, options)
    need = suits_needed(options["suits"])
    for pick in choices:
        moves = RULES.legal_moves(state)
        if not moves:
            break
        state = RULES.apply(state, moves[pick % len(moves)])
        view = RULES.observe(state, 0)
        position = state.position
        done = [suit for suit, cells in enumerate(position.suits) if meets(options["goal"], cells)]
        assert solved_suits(position, options["goal"]) == done
        assert len(view.done_suits) == len(done)
        assert view.solved == (len(done) >= need)
        assert (RULES.outcome(state) is not None) == (view.solved or view.stuck)
        if view.solved:
            assert view.must_jump_from is None and RULES.legal_moves(state) == []


@pytest.mark.parametrize("suits", SUIT_MODES)
def test_a_game_with_each_suits_value_saves_loads_and_replays(suits):
    match = Match("plans", [PlayerSpec("Ada")], seed=11, options={"goal": "group", "suits": suits})
    for _ in range(5):
        match.play(str(RULES.legal_moves(match.state)[0]))
    path = save_match(match)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["options"]["suits"] == suits and len(saved["moves"]) == 5
    _save, loaded = load_save(path)
    assert loaded.moves == match.moves and loaded.state == match.state
    assert RULES.observe(loaded.state, 0).suits == suits


def test_a_solved_two_suit_game_replays_to_its_outcome():
    match = Match("plans", [PlayerSpec("Ada")], seed=3, options={"layout": SUNS_DONE, "suits": "two"})
    match.play("7,4 U")
    _save, loaded = load_save(save_match(match))
    assert loaded.outcome() is not None and loaded.outcome().reason == "solved"
