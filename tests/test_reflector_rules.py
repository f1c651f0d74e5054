"""Reflector rules, one scenario per rule of the rulebook and the decisions of docs/rules/reflector.md.

Seat 0 is Ada (symbol X), seat 1 is Bo (symbol O). Unless a test says
otherwise Ada's nodes sit far down her grid, so her concessions near row 1
are plain null cells.
"""

from __future__ import annotations

import pytest

from reflectgames.core.rules import IllegalMove
from reflectgames.games import GAME_IDS, get_rules
from reflectgames.games.reflector.board import DIAMONDS, NAMES, cells_in, parse_cell
from reflectgames.games.reflector.events import Reflected, Taken

RULES = get_rules("reflector")
FAR = ["A10", "C10", "E10", "G10", "J10"]  # Ada's nodes, out of reach of the first claims
BO = ["C2", "D3", "H2", "B8", "I9"]


def diamond(name: str) -> set[str]:
    return {NAMES[cell] for cell in cells_in(DIAMONDS[parse_cell(name)])}


def placed(ada=FAR, bo=BO, first=0, **options):
    state = RULES.new_game(2, 5, {"first": first, **options})
    return RULES.play(state, *[f"node {c}" for c in ada], *[f"node {c}" for c in bo])


def refused(state, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        RULES.parse(state, text)
    return caught.value


# --- the game and its options ---------------------------------------------------------


def test_reflector_is_registered_for_two_players_with_hidden_information():
    assert "reflector" in GAME_IDS and "pond" in GAME_IDS
    assert RULES.info.min_players == RULES.info.max_players == 2
    assert RULES.info.hidden_information
    with pytest.raises(ValueError):
        RULES.new_game(3, 1)


@pytest.mark.parametrize(
    "options",
    [
        {"colour": "red"},
        {"first": 2},
        {"first": True},
        {"first": "0"},
        {"first": 1.0},
        {"adjacency": "diagonal"},
        {1: 2},
        {"colour": "red", 2: 3},
    ],
)
def test_unknown_or_invalid_options_are_refused(options):
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, options)


def test_who_shoots_first_is_a_coin_flip_fixed_by_the_seed_unless_chosen():
    firsts = {RULES.new_game(2, seed).first for seed in range(40)}
    assert firsts == {0, 1}
    assert all(RULES.new_game(2, seed).first == RULES.new_game(2, seed).first for seed in range(10))
    assert RULES.new_game(2, 3, {"first": 1}).first == 1
    assert RULES.new_game(2, 3, {"first": None, "adjacency": None}).king is False


# --- setup ------------------------------------------------------------------------------


def test_player_0_places_five_nodes_then_player_1_then_the_first_shooter_claims():
    state = RULES.new_game(2, 1, {"first": 1})
    assert RULES.observe(state, 0).phase == "setup"
    for k, cell in enumerate(FAR):
        assert RULES.to_move(state) == 0
        assert len(RULES.legal_moves(state)) == 100 - k
        assert all(str(m).startswith("node ") for m in RULES.legal_moves(state))
        state = RULES.play(state, f"node {cell}")
    for cell in BO:
        assert RULES.to_move(state) == 1
        state = RULES.play(state, f"node {cell}")
    assert RULES.to_move(state) == 1  # option first = 1
    assert RULES.observe(state, 1).phase == "play"
    assert all(str(m).startswith("claim ") for m in RULES.legal_moves(state))


def test_setup_refuses_a_second_node_on_a_cell_and_claims_before_the_nodes_are_placed():
    state = RULES.play(RULES.new_game(2, 1), "node F3")
    assert refused(state, "node F3").key == "reflector.illegal.node_there"
    assert refused(state, "claim F1").key == "reflector.illegal.setup_first"
    assert refused(placed(), "node F3").key == "reflector.illegal.setup_over"


def test_nodes_of_both_players_may_share_a_label_and_may_overlap():
    state = placed(ada=["E5", "E6", "A1", "J1", "J10"], bo=["E5", "E6", "A1", "J1", "J10"])
    assert RULES.observe(state, 0).phase == "play"


# --- the territory of a node -----------------------------------------------------------


def test_a_node_controls_a_13_cell_diamond():
    assert diamond("E5") == {"E3", "D4", "E4", "F4", "C5", "D5", "E5", "F5", "G5", "D6", "E6", "F6", "E7"}


@pytest.mark.parametrize(
    ("node", "cells"),
    [
        ("A1", {"A1", "B1", "C1", "A2", "B2", "A3"}),
        ("J10", {"J10", "I10", "H10", "J9", "I9", "J8"}),
        ("A5", {"A3", "A4", "B4", "A5", "B5", "C5", "A6", "B6", "A7"}),
        ("C2", {"B1", "C1", "D1", "A2", "B2", "C2", "D2", "E2", "B3", "C3", "D3", "C4"}),
    ],
)
def test_the_diamond_is_clipped_at_the_edges_of_the_grid(node, cells):
    assert diamond(node) == cells


# --- claim legality ----------------------------------------------------------------------


def test_the_first_claim_goes_anywhere_on_row_1_and_nowhere_else():
    state = placed()
    assert sorted(str(m) for m in RULES.legal_moves(state)) == sorted(f"claim {c}1" for c in "ABCDEFGHIJ")
    assert refused(state, "claim F2").key == "reflector.illegal.first_row"


def test_later_claims_must_be_orthogonally_next_to_a_held_cell():
    state = RULES.play(placed(), "claim F1", "claim A1")  # Bo's claim gave Ada A1 of his grid
    assert sorted(str(m) for m in RULES.legal_moves(state)) == [
        "claim A2", "claim B1", "claim E1", "claim F2", "claim G1"
    ]
    error = refused(state, "claim G2")
    assert error.key == "reflector.illegal.not_next" and error.params == {"cell": "G2"}
    assert refused(state, "claim F1").key == "reflector.illegal.held"


def test_king_adjacency_also_allows_diagonals():
    state = RULES.play(placed(adjacency="king"), "claim F1", "claim A1")
    assert sorted(str(m) for m in RULES.legal_moves(state)) == [
        "claim A2", "claim B1", "claim B2", "claim E1", "claim E2", "claim F2", "claim G1", "claim G2"
    ]
    assert refused(state, "claim F3").key == "reflector.illegal.not_touching"


def test_a_cell_gained_by_reflection_counts_for_adjacency_even_before_the_first_claim():
    state = RULES.play(placed(), "claim F1")  # Bo now holds F1 of Ada's grid
    legal = {str(m) for m in RULES.legal_moves(state)}
    assert "claim F2" in legal  # next to the conceded F1
    assert "claim A1" in legal  # still the first claim: row 1 is open
    assert refused(state, "claim F3").key == "reflector.illegal.first_row_or_next"


def test_parse_accepts_any_letter_case_and_explains_bad_notation():
    state = placed()
    assert str(RULES.parse(state, "CLAIM f1")) == "claim F1"
    assert str(RULES.parse(state, "  claim   j1 ")) == "claim J1"
    assert refused(state, "claim K1").key == "reflector.illegal.cell"
    assert refused(state, "claim F11").key == "reflector.illegal.cell"
    assert refused(state, "shoot F1").key == "reflector.illegal.notation"
    assert refused(state, "claim").key == "reflector.illegal.notation"


# --- statuses -----------------------------------------------------------------------------


def test_a_claim_reveals_null_owned_or_node_and_the_shooter_holds_the_cell():
    state = RULES.play(placed(), "claim J1", "claim A1")
    assert RULES.observe(state, 0).opponent.held == {"J1": "null", "A1": "null"}  # A1 came by reflection
    state = RULES.play(state, "claim I1")  # next to J1, in the diamond of Bo's node H2
    assert RULES.observe(state, 0).opponent.held == {"J1": "null", "A1": "null", "I1": "owned"}


def test_capturing_a_node_takes_its_area_except_cells_another_node_still_controls():
    state = RULES.play(placed(), "claim C1", "claim J1", "claim C2")
    seen = RULES.observe(state, 0).opponent
    # C2's diamond minus D3's: the rest stays Bo's, revealed as owned.
    assert seen.held == {
        "C1": "owned", "C2": "node", "B1": "owned", "A2": "owned", "B2": "owned", "J1": "null"
    }
    assert set(seen.revealed_owned) == {"D1", "D2", "E2", "B3", "C3", "D3", "C4"}
    assert set(seen.revealed_nodes) == {"C2", "D3"}  # D3 lies in C2's area: revealed, not captured
    assert seen.nodes_left == 4
    bo = RULES.observe(state, 1).own
    assert [n.cell for n in bo.nodes if n.captured] == ["C2"]
    assert set(bo.lost) == {"C1", "C2", "B1", "A2", "B2", "J1"}


def test_the_claimed_node_is_held_even_when_another_node_covers_its_cell():
    state = RULES.play(placed(), "claim C1", "claim J1", "claim C2")
    assert "C2" in diamond("D3")
    assert RULES.observe(state, 0).opponent.held["C2"] == "node"


def test_a_revealed_node_is_captured_when_claimed_and_floods_what_is_left():
    state = RULES.play(placed(), "claim C1", "claim J1", "claim C2", "claim J2", "claim C3", "claim J3")
    state = RULES.play(state, "claim D3")
    seen = RULES.observe(state, 0).opponent
    assert seen.held["D3"] == "node" and seen.nodes_left == 3
    # Nothing else controls D3's diamond: all of it is Ada's now, earlier statuses unchanged.
    assert diamond("D3") <= set(seen.held)
    assert seen.held["C3"] == "owned" and seen.held["C2"] == "node"
    assert not set(seen.revealed_owned) & diamond("D3")


# --- the reflection -------------------------------------------------------------------------


def test_every_claim_concedes_the_same_cell_at_home():
    state = RULES.play(placed(), "claim C1")
    assert RULES.observe(state, 0).own.lost == ["C1"]
    assert RULES.observe(state, 1).opponent.held == {"C1": "null"}


def test_conceding_your_own_node_hands_it_and_its_area_to_the_opponent():
    ada = ["D1", "E2", "A10", "J10", "E9"]
    state, events = RULES.apply_with_events(placed(ada=ada), RULES.parse(placed(ada=ada), "claim D1"))
    reflection = next(e for e in events if isinstance(e, Reflected))
    assert reflection.player == 1 and reflection.status == "node"
    bo_sees = RULES.observe(state, 1).opponent
    # D1's diamond minus E2's: the overlap stays Ada's and is revealed, and so is her node E2.
    assert set(bo_sees.held) == diamond("D1") - diamond("E2") | {"D1"}
    assert bo_sees.held["D1"] == "node"
    assert set(bo_sees.revealed_owned) == diamond("D1") & diamond("E2") - {"D1"}
    assert bo_sees.revealed_nodes == ["D1", "E2"]
    ada_sees = RULES.observe(state, 0)
    assert [n.captured for n in ada_sees.own.nodes if n.cell == "D1"] == [True]
    assert ada_sees.opponent.nodes_left == 5


def test_a_reflection_onto_a_cell_the_opponent_already_holds_changes_nothing():
    # Ada's capture of C2 gave her B1 of Bo's grid; Bo only got C2 of hers back.
    state = RULES.play(placed(), "claim C1", "claim J1", "claim C2")
    ada_before = RULES.observe(state, 0).opponent.held
    state, events = RULES.apply_with_events(state, RULES.parse(state, "claim B1"))  # Bo, next to C1
    assert next(e for e in events if isinstance(e, Reflected)).status == "already"
    assert RULES.observe(state, 0).opponent.held == ada_before
    assert RULES.observe(state, 1).opponent.held["B1"] == "null"


# --- the end --------------------------------------------------------------------------------


def test_capturing_every_node_of_a_player_ends_the_game_for_the_other():
    bo = ["A1", "B2", "C1", "D2", "E1"]  # a tight cluster along row 1
    ada_claims = ["A1", "B1", "C1", "B2", "D1", "E1", "D2"]
    bo_claims = ["J1", "J2", "J3", "J4", "J5", "J6"]
    state = placed(bo=bo)
    for ada, bo_claim in zip(ada_claims, [*bo_claims, None], strict=True):
        assert RULES.outcome(state) is None
        state = RULES.play(state, f"claim {ada}")
        if bo_claim:
            state = RULES.play(state, f"claim {bo_claim}")
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == frozenset({0}) and outcome.reason == "nodes"
    assert RULES.to_move(state) is None and RULES.legal_moves(state) == []
    assert refused(state, "claim F1").key == "move.game_over"


SAME = ["B1", "E1", "H1", "C4", "G4"]


def test_when_both_last_nodes_fall_in_one_turn_the_equal_count_is_a_draw():
    # The last nodes of both sit on B1: Ada's claim of B1 captures Bo's, its reflection hers.
    moves = ["claim E1", "claim H1", "claim G3", "claim D3", "claim G4", "claim D4", "claim E4", "claim C3",
             "claim F4", "claim B3", "claim E6", "claim H6", "claim H5", "claim C4", "claim A5", "claim B2",
             "claim B1"]
    state = RULES.play(placed(ada=SAME, bo=["B1", "E1", "H1", "C4", "F4"]), *moves[:-1])
    assert [RULES.observe(state, seat).opponent.nodes_left for seat in (0, 1)] == [1, 1]
    _, events = RULES.apply_with_events(state, RULES.parse(state, moves[-1]))
    assert [e.status for e in events if isinstance(e, Taken)] == ["node", "node"]
    state = RULES.play(state, moves[-1])
    outcome = RULES.outcome(state)
    assert outcome.is_draw and outcome.reason == "draw"
    assert RULES.observe(state, 0).cells_held == [46, 46]


def test_when_both_last_nodes_fall_in_one_turn_more_cells_held_wins():
    bo = ["B1", "E1", "H1", "C4", "F4"]
    moves = ["claim H1", "claim B1", "claim H4", "claim H3", "claim G4", "claim E4", "claim F4", "claim C1",
             "claim F2", "claim D4", "claim G1", "claim E2", "claim C4", "claim I3", "claim E1"]
    state = RULES.play(placed(ada=SAME, bo=bo), *moves)
    outcome = RULES.outcome(state)
    held = RULES.observe(state, 0).cells_held
    assert outcome.reason == "cells" and held == [43, 44]
    assert outcome.winners == frozenset({1})
    assert all(node.captured for node in RULES.observe(state, 0).own.nodes)
    assert all(node.captured for node in RULES.observe(state, 1).own.nodes)


def test_at_the_end_everything_is_revealed_to_both():
    moves = ["claim H1", "claim B1", "claim H4", "claim H3", "claim G4", "claim E4", "claim F4", "claim C1",
             "claim F2", "claim D4", "claim G1", "claim E2", "claim C4", "claim I3", "claim E1"]
    state = RULES.play(placed(ada=SAME, bo=["B1", "E1", "H1", "C4", "F4"]), *moves)
    assert RULES.observe(state, 0).phase == "over"
    assert set(RULES.observe(state, 0).opponent.revealed_nodes) == {"B1", "E1", "H1", "C4", "F4"}
    assert set(RULES.observe(state, 1).opponent.revealed_nodes) == set(SAME)


# --- the contract -------------------------------------------------------------------------------


def test_apply_leaves_the_given_state_unchanged_and_matches_apply_with_events():
    state = placed()
    before = RULES.observe(state, 0), RULES.observe(state, 1)
    move = RULES.parse(state, "claim C1")
    assert RULES.apply(state, move) == RULES.apply_with_events(state, move)[0]
    assert (RULES.observe(state, 0), RULES.observe(state, 1)) == before


def test_a_claim_is_an_undo_barrier_and_placing_a_node_is_not():
    state = RULES.play(RULES.new_game(2, 1), *[f"node {c}" for c in FAR[:4]])
    _, events = RULES.apply_with_events(state, RULES.parse(state, "node J10"))
    assert not RULES.is_undo_barrier(events)
    state = placed()
    _, events = RULES.apply_with_events(state, RULES.parse(state, "claim C1"))
    assert RULES.is_undo_barrier(events)


def test_the_observation_is_json_with_the_binding_fields():
    state = RULES.play(placed(), "claim C1", "claim J1", "claim C2")
    data = RULES.observe(state, 0).model_dump(mode="json")
    assert data["phase"] == "play" and data["to_move"] == 1
    assert data["own"]["nodes"][0] == {"cell": "A10", "captured": False}
    assert isinstance(data["own"]["lost"], list)
    assert data["opponent"]["held"]["C2"] == "node"
    assert isinstance(data["opponent"]["nodes_left"], int)
    assert {"revealed_owned", "revealed_nodes"} <= set(data["opponent"])


def test_a_player_sees_which_of_their_nodes_the_opponent_has_found():
    ada = ["D1", "E2", "A10", "J10", "E9"]
    state = RULES.play(placed(ada=ada), "claim D1")  # conceding D1 reveals E2 to Bo
    assert RULES.observe(state, 0).own.exposed == ["E2"]
    assert RULES.observe(state, 1).own.exposed == []
