"""Random set-up draws respect every tile the options fix, for every seed.

A draw that never met a fixed tile is the draw it always was, so games
started before stay the same games.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.core import rng as random_draw
from reflectgames.games import get_rules
from reflectgames.games.pond.board import TILES, tiles_in

POND = get_rules("pond")
SEEDS = range(200)

FIXING_SOME_TILES = [
    {"start": 16},
    {"start": 1},
    {"water": [15, 16]},
    {"water": [1, 16]},
    {"start": 6, "water": [15, 16]},
    {"flies": [1, 2, 3, 4, 5], "water": [15, 16]},
    {"flies": [12, 13, 14, 15, 16], "start": 1},
    {"start": 11, "first": 0},
]


@pytest.mark.parametrize("options", FIXING_SOME_TILES)
def test_pond_options_fixing_some_tiles_start_a_game_for_every_seed(options):
    for seed in SEEDS:
        state = POND.new_game(2, seed, options)
        flies, water = tiles_in(state.flies[0]), tiles_in(state.water[0])
        start = state.frogs[0]
        assert len(set(flies) | set(water) | {start}) == 8  # all apart
        assert set(options.get("flies", flies)) == set(flies)
        assert set(options.get("water", water)) == set(water)
        assert options.get("start", start) == start


@pytest.mark.parametrize("options", [{"start": 16}, {"water": [15, 16]}, {"start": 3, "water": [9, 12]}])
def test_a_draw_that_misses_the_fixed_tiles_is_the_draw_it_always_was(options):
    fixed = set(options.get("water", ())) | {options.get("start")}
    for seed in SEEDS:
        plain, _ = random_draw.sample(random_draw.seed_rng(seed), TILES, 5)
        if not fixed & set(plain):
            state = POND.new_game(2, seed, options)
            assert sorted(plain) == tiles_in(state.flies[0])


def test_fixed_tiles_that_collide_are_refused_whatever_the_seed():
    for seed in range(20):
        for options in ({"start": 4, "flies": [4, 5, 6, 7, 8]}, {"start": 9, "water": [9, 10]},
                        {"flies": [1, 2, 3, 4, 5], "water": [5, 6]}):
            with pytest.raises(ValueError):
                POND.new_game(2, seed, options)


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**64 - 1),
    fix=st.sets(st.sampled_from(["flies", "start", "water", "first"])),
    tiles=st.permutations(list(TILES)),
    first=st.integers(0, 1),
)
def test_every_valid_pond_combination_works_for_any_seed(seed, fix, tiles, first):
    chosen = {"flies": tiles[:5], "start": tiles[5], "water": tiles[6:8], "first": first}
    options = {key: chosen[key] for key in fix}
    state = POND.new_game(2, seed, options)
    assert state.frogs[0] == chosen["start"] or "start" not in fix
    assert state.first == first or "first" not in fix


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**64 - 1),
    items=st.lists(st.integers(0, 40), min_size=1, max_size=30, unique=True),
    data=st.data(),
)
def test_sample_avoiding_draws_only_allowed_items(seed, items, data):
    avoid = set(data.draw(st.lists(st.sampled_from(items), max_size=len(items) - 1)))
    allowed = [item for item in items if item not in avoid]
    k = data.draw(st.integers(0, len(allowed)))
    drawn, _ = random_draw.sample_avoiding(random_draw.seed_rng(seed), items, k, avoid)
    assert len(set(drawn)) == k and not avoid & set(drawn) and set(drawn) <= set(items)


def test_other_games_fixed_options_work_for_every_seed():
    reflector = get_rules("reflector")
    for seed, first, adjacency in itertools.product(SEEDS, (0, 1, None), ("orthogonal", "king", None)):
        state = reflector.new_game(2, seed, {"first": first, "adjacency": adjacency})
        assert first is None or state.first == first
    reflecto = get_rules("reflecto")
    for seed in range(20):
        for mirrors, length in itertools.product((0, 1, 2, [0, 2]), (4, 5, 10)):
            reflecto.new_game(2, seed, {"mirrors": mirrors, "word_length": length})
    reflec = get_rules("reflec")
    for seed, players in itertools.product(range(20), (2, 3, 4)):
        assert reflec.new_game(players, seed) == reflec.new_game(players, 0)
