"""Reflector worlds drawn from one seat's observation: indistinguishable from the truth, and playable.

Positions come from random legal play (set-up included) for both seats. Each
sampled world must give the seat the very same observation, place the hidden
nodes where every status seen allows, list the same legal moves and play on
to a proper end. The true placement must always be among the possible ones.
"""

from __future__ import annotations

import random

import pytest

from reflectgames.games import get_rules
from reflectgames.games.reflector.ai_worlds import PlacementPrior, WorldConstraints, sample_world
from reflectgames.games.reflector.board import DIAMONDS, cells_in, distance, parse_cell, territory_of

RULES = get_rules("reflector")
# A belief that nodes lie deep and apart, strong enough to show in a few dozen worlds.
SPREAD_DEEP = PlacementPrior.spread([float((1 + cell // 10) ** 3) for cell in range(100)], gap=5,
                                    near_factor=0.05)


def random_position(seed: int, moves: int):
    rng = random.Random(seed)
    state = RULES.new_game(2, seed)
    for _ in range(moves):
        if RULES.outcome(state) is not None:
            break
        state = RULES.apply(state, rng.choice(RULES.legal_moves(state)))
    return state


def _cells(names) -> int:
    mask = 0
    for name in names:
        mask |= 1 << parse_cell(name)
    return mask


def check_agrees_with_what_was_seen(world, observation) -> None:
    """The hidden nodes of `world` against every status the seat has seen, checked cell by cell."""
    seat = observation.seat
    theirs = world.nodes[1 - seat]
    held = observation.opponent.held
    standing = theirs & ~_cells(held)
    assert theirs.bit_count() == 5
    assert _cells(observation.opponent.revealed_nodes) & ~theirs == 0
    for name, status in held.items():
        cell = parse_cell(name)
        assert (status == "node") == bool(theirs >> cell & 1)
        if status == "null":
            assert not territory_of(standing) >> cell & 1
        if status == "owned":
            assert territory_of(theirs) >> cell & 1
    for name in observation.opponent.revealed_owned:
        assert territory_of(standing) >> parse_cell(name) & 1
    # A capture reveals every node in its area: the others lie outside.
    for node in cells_in(theirs & _cells(held)):
        assert DIAMONDS[node] & theirs & ~_cells(observation.opponent.revealed_nodes) == 0


@pytest.mark.parametrize("seat", (0, 1))
def test_sampled_worlds_look_exactly_like_the_truth(seat):
    rng = random.Random(seat)
    phases = set()
    for seed in range(120):
        truth = random_position(seed, rng.randrange(0, 150))
        observation = RULES.observe(truth, seat)
        phases.add(observation.phase)
        constraints = WorldConstraints.read(observation)
        for prior in (None, None, SPREAD_DEEP):
            world = sample_world(constraints, rng, prior)
            assert RULES.observe(world, seat).model_dump() == observation.model_dump()
            if observation.phase == "play":  # an opponent placing nodes has hidden choices
                assert RULES.legal_moves(world) == RULES.legal_moves(truth)
            assert RULES.outcome(world) == RULES.outcome(truth)
            if observation.phase == "play":
                check_agrees_with_what_was_seen(world, observation)
    assert phases == {"setup", "play", "over"}


def test_the_true_placement_is_always_possible():
    for seed in range(200):
        truth = random_position(seed, 12 + seed % 120)
        if RULES.outcome(truth) is not None or truth.in_setup:
            continue
        for seat in (0, 1):
            constraints = WorldConstraints.read(RULES.observe(truth, seat))
            undiscovered = truth.nodes[1 - seat] & ~constraints.known_nodes
            assert undiscovered & ~constraints.allowed == 0
            assert constraints.required & ~territory_of(undiscovered) == 0


def test_during_the_opponents_set_up_their_nodes_are_not_all_down():
    state = RULES.new_game(2, 5)
    for name in ("A1", "B2", "C3", "D4", "E5"):
        state = RULES.play(state, f"node {name}")
    observation = RULES.observe(state, 0)  # seat 1 is placing now
    rng = random.Random(2)
    counts = {sample_world(WorldConstraints.read(observation), rng).nodes[1].bit_count() for _ in range(60)}
    assert counts <= {0, 1, 2, 3, 4} and len(counts) > 1
    # Seat 1, placing, faces all five of seat 0's nodes, wherever they are.
    worlds = [sample_world(WorldConstraints.read(RULES.observe(state, 1)), rng) for _ in range(20)]
    assert all(world.nodes[0].bit_count() == 5 for world in worlds)
    assert len({world.nodes[0] for world in worlds}) > 1


def test_sampled_worlds_play_on_to_a_proper_end():
    rng = random.Random(9)
    for seed in range(40):
        truth = random_position(seed, 10 + seed * 3)
        if RULES.outcome(truth) is not None:
            continue
        seat = seed % 2
        world = sample_world(WorldConstraints.read(RULES.observe(truth, seat)), rng)
        while RULES.outcome(world) is None:
            world = RULES.apply(world, rng.choice(RULES.legal_moves(world)))
        outcome = RULES.outcome(world)
        assert outcome.reason in ("nodes", "cells", "draw")
        fallen = [world.nodes[s] & ~world.held[1 - s] == 0 for s in (0, 1)]
        assert any(fallen)


def test_a_placement_prior_moves_the_hidden_nodes_where_it_says_and_nowhere_forbidden():
    nodes = ("A10", "C9", "E10", "G9", "I10", "B3", "D7", "F5", "H2", "J9")
    state = RULES.play(RULES.new_game(2, 4, {"first": 0}), *(f"node {cell}" for cell in nodes), "claim E1")
    constraints = WorldConstraints.read(RULES.observe(state, 1))
    rng = random.Random(3)

    def mean_row_and_crowding(prior):
        rows, crowded = 0, 0
        for _ in range(200):
            nodes = cells_in(sample_world(constraints, rng, prior).nodes[0])
            assert len(nodes) == 5
            rows += sum(cell // 10 for cell in nodes)
            crowded += sum(distance(a, b) < 5 for a in nodes for b in nodes if a < b)
        return rows / 1000, crowded / 200

    uniform = mean_row_and_crowding(None)
    deep = mean_row_and_crowding(PlacementPrior.spread([float((1 + cell // 10) ** 3) for cell in range(100)],
                                                       gap=5, near_factor=1.0))
    apart = mean_row_and_crowding(PlacementPrior.spread([1.0] * 100, gap=5, near_factor=0.05))
    assert deep[0] > uniform[0] + 1.5
    assert apart[1] < uniform[1] / 2
