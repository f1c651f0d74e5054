"""The Reflector computer player: fair by construction, deterministic, and sensible where it is clear."""

from __future__ import annotations

from dataclasses import replace

from reflectgames.ai import choose_move, think
from reflectgames.ai.arena import play_game
from reflectgames.ai.players import game_ai
from reflectgames.games import get_rules
from reflectgames.games.reflector.ai_race import claims_needed, race_values, unclued_nodes
from reflectgames.games.reflector.board import DIAMONDS, distance, mask_of, parse_cell

RULES = get_rules("reflector")
DEEP = ("A10", "C9", "E10", "G9", "I10")


def position(nodes_0, nodes_1, claims, first=0):
    """A game where seat 0 shoots first after both placements, then `claims` alternate."""
    state = RULES.new_game(2, 0, {"first": first})
    texts = [f"node {cell}" for cell in (*nodes_0, *nodes_1)] + [f"claim {cell}" for cell in claims]
    return RULES.play(state, *texts)


# Seat 1's nodes lie on row 1, two apart: each capture reveals the next one.
ROW_ONE = ("A1", "C1", "E1", "G1", "I1")
# Seat 0 walks along row 1; seat 1 climbs column J far from seat 0's nodes.
CHASE = ("A1", "J1", "B1", "J2", "C1", "J3", "D1", "J4", "E1", "J5", "F1", "J6", "G1", "J7")


def test_a_certain_capture_of_the_last_node_is_taken():
    state = position(DEEP, ROW_ONE, CHASE)
    observation = RULES.observe(state, 0)
    assert observation.opponent.nodes_left == 1 and "I1" in observation.opponent.revealed_nodes
    for seed in range(3):
        move = choose_move("reflector", state, 0, seed=seed, iterations=200)
        assert str(move) == "claim I1"
        assert RULES.outcome(RULES.apply(state, move)).winners == frozenset({0})


def test_the_race_counts_the_claims_each_side_still_needs():
    state = position(DEEP, ROW_ONE, CHASE)
    assert claims_needed(state, 0) == 1  # I1 touches J1, conceded by seat 1's first claim
    # Seat 1 holds J1 to J7 on seat 0's grid: four claims reach I10, whose area touches G9,
    # whose area touches E10, and so on: one claim each for the other four.
    assert claims_needed(state, 1) == 8
    evaluate = game_ai("reflector").evaluate
    near, far = evaluate(state)
    assert 0 < far < near < 1
    # Before any claim, row 1 nodes are one claim away each; deep nodes are far.
    fresh = position(DEEP, ROW_ONE, ())
    assert claims_needed(fresh, 0) == 5 < claims_needed(fresh, 1)
    assert evaluate(fresh)[0] > evaluate(fresh)[1]
    # One turn earlier, G1 was still standing: one claim more for seat 0, which scored less.
    earlier = position(DEEP, ROW_ONE, CHASE[:-2])
    assert claims_needed(earlier, 0) == 2
    assert evaluate(earlier)[0] < near


def test_the_same_observation_gives_the_same_move():
    # Seat 1's last node differs between the two games; nothing seat 0 has seen tells them apart.
    claims = ("A1", "J1", "B1", "J2")
    one = position(DEEP, ("A1", "C1", "E5", "G8", "I7"), claims)
    other = position(DEEP, ("A1", "C1", "E5", "G8", "H9"), claims)
    assert one != other
    assert RULES.observe(one, 0) == RULES.observe(other, 0)
    # Every level, hard's clues and belief about where nodes lie included, reads the observation only.
    for level, seed in (("normal", 1), ("normal", 2), ("hard", 1), ("easy", 3)):
        first = think("reflector", one, 0, level=level, seed=seed, iterations=150)
        second = think("reflector", other, 0, level=level, seed=seed, iterations=150)
        assert first.move == second.move and first.visits == second.visits
        assert first.chances == second.chances


def test_a_seeded_search_repeats_itself():
    state = position(DEEP, ("B3", "D7", "F5", "H2", "J9"), ("C1", "H1", "C2"))
    first = think("reflector", state, 1, seed=4, iterations=300)
    again = think("reflector", state, 1, seed=4, iterations=300)
    assert first.move == again.move and first.visits == again.visits
    assert first.iterations == again.iterations <= 300
    assert first.move in RULES.legal_moves(state)


def test_own_nodes_are_placed_spread_out_and_not_always_alike():
    placements = {"easy": set(), "normal": set()}
    for level, found in placements.items():
        for seed in range(6):
            state = RULES.new_game(2, seed)
            for index in range(5):
                # Each decision its own seed, as the app gives it.
                move = choose_move("reflector", state, 0, level=level, seed=seed * 5 + index)
                state = RULES.apply(state, move)
            nodes = [parse_cell(node.cell) for node in RULES.observe(state, 0).own.nodes]
            assert len(nodes) == 5
            assert min(distance(a, b) for a in nodes for b in nodes if a != b) >= 3
            found.add(tuple(sorted(nodes)))
        assert len(found) == 6
    # Above easy, nodes go by the edges, where their areas are smaller and give fewer clues.
    by_edge = {level: sum(DIAMONDS[node].bit_count() < 13 for nodes in found for node in nodes)
               for level, found in placements.items()}
    assert by_edge["normal"] > by_edge["easy"]
    assert by_edge["normal"] > 20  # of 30


def test_the_search_never_concedes_its_own_standing_node_needlessly():
    state = position(("A1", "B5", "E9", "H3", "J8"), ("C8", "D1", "F6", "H9", "J2"), ("B1",))
    # Seat 1's first claim may go anywhere on row 1: D1 would concede its own node there.
    assert parse_cell("D1") in {move.cell for move in RULES.legal_moves(state)}
    for seed in range(4):
        move = choose_move("reflector", state, 1, seed=seed, iterations=120)
        assert str(move) != "claim D1"


def test_a_whole_fast_game_between_computers_replays_legally():
    def fast(game_id, state, seat, rng):
        move = choose_move(game_id, state, seat, seed=rng.getrandbits(32), iterations=25)
        assert move in RULES.legal_moves(state)
        return move

    record = play_game("reflector", [fast, fast], seed=3)
    assert record.finished
    state = RULES.new_game(2, 3)
    for text in record.moves:
        move = RULES.parse(state, text)
        assert move in RULES.legal_moves(state)
        state = RULES.apply(state, move)
    assert RULES.outcome(state) == record.outcome
    assert sum(text.startswith("node") for text in record.moves) == 10


def test_twin_last_nodes_are_a_race_for_cells():
    # Both players' last node stands on A10 of their grid: whoever claims it loses its own too.
    state = position(DEEP, ("A10", "C1", "E3", "G5", "J1"), ())
    others_1 = mask_of(parse_cell(c) for c in ("C1", "E3", "G5", "J1"))
    others_0 = mask_of(parse_cell(c) for c in ("C9", "E10", "G9", "I10"))
    ahead = replace(state, held=(others_1 | mask_of(range(20, 30)), others_0))
    behind = replace(state, held=(others_1, others_0 | mask_of(range(20, 30))))
    evaluate = game_ai("reflector").evaluate
    assert evaluate(ahead)[0] > 0.9
    assert evaluate(behind)[0] < 0.1
    # With I10 still standing too, seat 0 wins outright by taking A10 first: it holds A9 next to
    # it, while seat 1 is three claims from I10 and holds more cells.
    i10 = 1 << parse_cell("I10")
    spare = replace(
        behind,
        held=(others_1 | 1 << parse_cell("A9"), others_0 & ~i10 | mask_of(range(20, 30))),
        claims=(5, 5),
    )
    assert evaluate(spare)[0] > 0.55
    # Without I10, A10 is seat 0's last node too: the twins fall together and seat 1 has more cells.
    assert evaluate(replace(spare, nodes=(spare.nodes[0] & ~i10, spare.nodes[1])))[0] < 0.1


def test_a_node_without_a_clue_costs_its_hunter_more_at_the_hard_level():
    state = position(DEEP, ROW_ONE, ())
    assert unclued_nodes(state, 0) == unclued_nodes(state, 1) == 5
    # B1 lies in the areas of A1 and C1: claiming it shows seat 0 territory, a clue to both.
    clued = RULES.play(state, "claim B1")
    assert unclued_nodes(clued, 1) == 3 and unclued_nodes(clued, 0) == 5
    # Seat 1 seeing A8, in the area of A10 alone, is a clue it found: seat 0 is worse off, by a
    # search it no longer makes seat 1 do, only when clues count.
    a10_area = replace(state, seen=(state.seen[0], state.seen[1] | 1 << parse_cell("A8")))
    assert unclued_nodes(a10_area, 0) == 4
    assert race_values(a10_area) == race_values(state)
    assert race_values(a10_area, 2.0)[0] < race_values(state, 2.0)[0]
    assert race_values(a10_area, 2.0)[1] > race_values(state, 2.0)[1]


def test_the_greedy_yardstick_scores_the_plain_race_whatever_the_level_knows():
    state = RULES.play(position(DEEP, ROW_ONE, ()), "claim B1")
    hard = game_ai("reflector", "hard")
    assert hard.evaluate(state) != race_values(state)
    assert hard.greedy_rewards(state) == game_ai("reflector").greedy_rewards(state) == race_values(state)
