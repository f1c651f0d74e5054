"""Players and seed: one shared check for every game, InvalidSetup for anything but a whole number in range.

Seeds run from 0 to 2**64 - 1, as a save file stores them (one seed per generator state).
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.core.errors import InvalidSetup
from reflectgames.games import GAME_IDS, get_rules
from reflectgames.i18n import t

PLAYERS = {"pond": 2, "reflec": 4, "reflector": 2, "reflecto": 2, "plans": 1}
MAX_SEED = 2**64 - 1


def test_the_rules_take_exactly_the_seeds_a_save_file_can_hold():
    from reflectgames.core import validation
    from reflectgames.storage import schema

    assert validation.MAX_SEED == schema.MAX_SEED == MAX_SEED


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [None, math.inf, math.nan, [1], 1.5, 7.0, "7", True, False, -1, MAX_SEED + 1,
                                  2**200, b"7", 1j])
def test_a_seed_that_is_not_a_whole_number_in_range_is_an_invalid_setup(game_id, seed):
    with pytest.raises(InvalidSetup) as caught:
        get_rules(game_id).new_game(PLAYERS[game_id], seed)
    assert caught.value.key == "validation.seed" and t(caught.value.key, **caught.value.params)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("players", [2.0, 1.0, 4.0, True, False, "2", None, [2], -1, 0, 99, 2**100])
def test_players_that_are_not_a_whole_number_in_range_are_an_invalid_setup(game_id, players):
    with pytest.raises(InvalidSetup) as caught:
        get_rules(game_id).new_game(players, 1)
    assert caught.value.key in ("validation.players.exactly", "validation.players.range")


def test_reflec_refuses_two_point_oh_players_instead_of_crashing_later():
    rules = get_rules("reflec")
    with pytest.raises(InvalidSetup):
        rules.play(rules.new_game(2.0, 1), "drop S a2 N")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [0, 1, 2**31, MAX_SEED])
def test_every_seed_in_range_starts_a_game(game_id, seed):
    rules = get_rules(game_id)
    low, high = rules.info.min_players, rules.info.max_players
    for players in range(low, high + 1):
        assert rules.new_game(players, seed) == rules.new_game(players, seed)


@settings(max_examples=200, deadline=None)
@given(
    game_id=st.sampled_from(GAME_IDS),
    players=st.one_of(st.integers(), st.floats(), st.booleans(), st.none(), st.text(max_size=3)),
    seed=st.one_of(st.integers(), st.floats(), st.booleans(), st.none(), st.text(max_size=3),
                   st.lists(st.integers(), max_size=2)),
)
def test_any_players_and_seed_start_a_game_or_are_an_invalid_setup(game_id, players, seed):
    rules = get_rules(game_id)
    try:
        rules.new_game(players, seed)
    except InvalidSetup as error:
        assert str(error) and error.key
        return
    assert type(players) is int and rules.info.min_players <= players <= rules.info.max_players
    assert type(seed) is int and 0 <= seed <= MAX_SEED
