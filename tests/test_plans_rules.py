"""Plans of Action rules, one scenario per rule of the rulebook and of docs/rules/plans.md."""

from __future__ import annotations

import pytest

from reflectgames.core.rules import IllegalMove
from reflectgames.games import get_rules
from reflectgames.games.plans.board import tile_cells, tile_of
from reflectgames.games.plans.moves import Jump
from reflectgames.games.plans.position import Position
from reflectgames.games.plans.rules import conclude
from reflectgames.games.plans.state import PlansState

RULES = get_rules("plans")
# Rows from the top (y=6) down to y=3, x=2..7.
EXAMPLE = "SASASS/MMACSS/CACCAA/MCMCMM"


def game(layout: str = EXAMPLE, **options):
    return RULES.new_game(1, 0, {"layout": layout, **options})


def coins(state) -> dict[str, str]:
    return RULES.observe(state, 0).coins


def refusal(state, text: str) -> str:
    with pytest.raises(IllegalMove) as caught:
        RULES.play(state, text)
    return caught.value.key


# --- set-up ---------------------------------------------------------------------------------


def test_sixteen_tiles_fill_the_square_and_the_coins_fill_the_centre():
    view = RULES.observe(game(), 0)
    assert view.tiles == [[x, y] for x in (1, 3, 5, 7) for y in (1, 3, 5, 7)]
    assert sorted(view.coins) == sorted(f"{x},{y}" for x in range(2, 8) for y in range(3, 7))
    assert view.moves == 0 and view.must_jump_from is None and view.solved is False


def test_the_layout_is_read_top_row_first_left_to_right():
    view = coins(game())
    assert [view[f"{x},6"] for x in range(2, 8)] == list("SASASS")
    assert [view[f"{x},3"] for x in range(2, 8)] == list("MCMCMM")


def test_a_random_deal_has_six_of_each_suit_and_is_not_already_solved():
    for seed in range(60):
        state = RULES.new_game(1, seed)
        letters = list(coins(state).values())
        assert all(letters.count(suit) == 6 for suit in "SMCA")
        assert RULES.outcome(state) is None
    assert coins(RULES.new_game(1, 9)) == coins(RULES.new_game(1, 9))


@pytest.mark.parametrize("options", [
    {"layout": "SASASS/MMACSS/CACCAA"},
    {"layout": "SASASS/MMACSS/CACCAA/MCMCMX"},
    {"layout": "SSSSSS/MMACSS/CACCAA/MCMCMM"},
    {"layout": 12},
    {"goal": "square"},
    {"suits": "four"},
    {"colour": "red"},
    # Suns already form one group: nothing left to solve.
    {"layout": "SSSSSS/MMACCC/CACMAA/MCMCAA"},
])
def test_impossible_options_are_refused(options):
    with pytest.raises(ValueError):
        RULES.new_game(1, 0, options)


def test_the_layout_may_be_typed_in_any_case():
    assert coins(game(EXAMPLE.lower())) == coins(game())


def test_it_is_a_game_for_one_player():
    with pytest.raises(ValueError):
        RULES.new_game(2, 0, {})


# --- jumps ----------------------------------------------------------------------------------


def test_a_lone_coin_jumps_over_one_cell_and_lands_two_away():
    # The sun on (2,6) is the only sun of column 2.
    after = coins(RULES.play(game(), "2,6 U"))
    assert after["2,8"] == "S" and "2,6" not in after


def test_a_coin_jumps_over_as_many_cells_as_its_suit_has_coins_in_the_row():
    # Row 3 holds two crowns: the crown on (5,3) jumps over 2 cells and lands on the 3rd.
    after = coins(RULES.play(game(), "5,3 R"))
    assert after["8,3"] == "C" and "5,3" not in after


def test_the_count_takes_the_whole_row_on_both_sides_and_ignores_other_suits():
    # Row 6 holds four suns (x=2, 4, 6, 7): the sun on (6,6) jumps over 4 cells to (1,6).
    after = coins(RULES.play(game(), "6,6 L"))
    assert after["1,6"] == "S"


def test_the_count_of_a_column_is_used_for_up_and_down():
    # Column 5 holds three crowns (y=3, 4, 5): the crown on (5,5) moving down would land on (5,1).
    after = coins(RULES.play(game(), "5,5 D"))
    assert after["5,1"] == "C" and "5,5" not in after


def test_a_coin_never_lands_on_another_coin():
    # The lone crown of column 2 on (2,4) moving up would land on the sun on (2,6).
    assert refusal(game(), "2,4 U") == "plans.illegal.landing_taken"


def test_a_coin_never_lands_off_the_board():
    assert refusal(game(), "2,6 L") == "plans.illegal.landing_off"


def test_an_empty_cell_has_no_coin_to_jump():
    assert refusal(game(), "1,1 U") == "plans.illegal.no_coin"


def test_the_count_goes_across_holes_and_the_coin_jumps_over_them():
    # Shifting the tile at 5,5 up leaves a hole on x=5..6, y=5..6.
    state = RULES.play(game(), "shift 5,5 U", "6,10 D")
    assert [5, 5] not in RULES.observe(state, 0).tiles
    # Row 6 now holds suns on x=2, 4 and 7: the sun on (4,6) jumps over 3 cells,
    # the hole's two among them, and lands on (8,6).
    after = coins(RULES.play(state, "4,6 R"))
    assert after["8,6"] == "S" and "4,6" not in after


def test_a_coin_never_lands_in_a_hole():
    state = RULES.play(game(), "shift 5,5 U", "6,10 D")
    # The sun on (7,5) is now alone in row 5: it would land on (5,5), in the hole.
    assert refusal(state, "7,5 L") == "plans.illegal.landing_off"


# --- rotations ------------------------------------------------------------------------------


def test_a_full_tile_turns_clockwise_with_its_coins():
    before = coins(game())
    assert [before[c] for c in ("3,4", "4,4", "3,3", "4,3")] == ["A", "C", "C", "M"]
    after = coins(RULES.play(game(), "rotate 3,3 90"))
    # Upper-left goes to upper-right, upper-right to lower-right, and so on.
    assert [after[c] for c in ("4,4", "4,3", "3,3", "3,4")] == ["A", "C", "M", "C"]
    half = coins(RULES.play(game(), "rotate 3,3 180"))
    assert [half[c] for c in ("4,3", "3,3", "4,4", "3,4")] == ["A", "C", "C", "M"]


def test_any_cell_of_the_tile_names_it_and_the_canonical_text_uses_its_lower_left_cell():
    state = game()
    assert str(RULES.parse(state, "rotate 4,4 270")) == "rotate 3,3 270"
    assert str(RULES.parse(state, "shift 6,6 u")) == "shift 5,5 U"


def test_after_a_rotation_a_coin_of_that_tile_must_jump():
    state = RULES.play(game(), "rotate 3,3 90")
    assert RULES.observe(state, 0).must_jump_from == [3, 3]
    legal = RULES.legal_moves(state)
    assert legal and all(isinstance(m, Jump) and tile_of(m.cell) == (3, 3) for m in legal)
    assert refusal(state, "2,6 U") == "plans.illegal.must_jump_from"
    assert refusal(state, "rotate 3,3 90") == "plans.illegal.must_jump_from"
    assert refusal(state, "shift 3,3 D") == "plans.illegal.must_jump_from"
    after = RULES.play(state, str(legal[0]))
    assert RULES.observe(after, 0).must_jump_from is None


def test_only_a_full_tile_turns_or_shifts():
    # The tile at 1,5 holds coins on its right column only.
    assert refusal(game(), "rotate 1,5 90") == "plans.illegal.not_full"
    assert refusal(game(), "shift 2,5 R") == "plans.illegal.not_full"
    assert refusal(game(), "rotate 1,11 90") == "plans.illegal.no_tile"


def test_a_turn_or_shift_needs_a_jump_to_follow():
    # Shifted left past the edge, none of this tile's coins could jump.
    state = game("MSACAS/AMASMC/SSACAM/CCMSMC")
    assert refusal(state, "shift 3,3 L") == "plans.illegal.no_follow_jump"
    assert "shift 3,3 L" not in {str(m) for m in RULES.legal_moves(state)}


def test_the_goal_is_checked_right_after_a_rotation():
    state, events = RULES.apply_with_events(*_parsed(game("AMCAMA/AMSCCC/MSSACA/SSCSMM"), "rotate 3,3 180"))
    assert RULES.outcome(state).winners == frozenset({0})
    view = RULES.observe(state, 0)
    assert view.solved and view.must_jump_from is None and view.moves == 1
    assert events[-1].kind == "end"


# --- shifts ---------------------------------------------------------------------------------


def test_a_shift_passes_the_tiles_in_the_way_and_the_board_grows():
    state = RULES.play(game(), "shift 5,5 U")
    view = RULES.observe(state, 0)
    assert [5, 9] in view.tiles and [5, 5] not in view.tiles and len(view.tiles) == 16
    assert view.coins["5,9"] == "C" and view.coins["6,10"] == "S"
    assert view.must_jump_from == [5, 9]
    assert {str(m) for m in RULES.legal_moves(state)} == {"5,10 D", "6,10 D"}


def test_a_shift_stops_at_the_first_empty_tile_space_even_inside_the_board():
    state = RULES.play(game(), "shift 5,5 U", "6,10 D")
    state = RULES.play(state, "shift 3,5 R")
    view = RULES.observe(state, 0)
    assert [5, 5] in view.tiles and [3, 5] not in view.tiles and view.must_jump_from == [5, 5]


def test_the_board_grows_to_negative_coordinates():
    state = RULES.play(game(), "shift 3,5 R")  # past 5,5 and 7,5 to 9,5
    assert [9, 5] in RULES.observe(state, 0).tiles
    state = game("CCCAMM/AACMCM/SMACAA/SSSMSS")
    state = RULES.play(state, "7,3 L", "shift 5,3 L")
    view = RULES.observe(state, 0)
    assert [-1, 3] in view.tiles and [5, 3] not in view.tiles


def test_the_goal_is_checked_right_after_a_shift():
    state = RULES.play(game("CCCAMM/AACMCM/SMACAA/SSSMSS"), "7,3 L", "shift 5,3 L")
    assert RULES.outcome(state).reason == "solved"
    assert RULES.legal_moves(state) == []
    assert refusal_after_end(state) == "move.game_over"


def refusal_after_end(state) -> str:
    with pytest.raises(IllegalMove) as caught:
        RULES.parse(state, "2,6 U")
    return caught.value.key


# --- goals ----------------------------------------------------------------------------------


def test_a_line_goal_needs_six_side_by_side_in_one_row_or_column():
    state = game("MMCACM/MACMAC/MSCAAA/SSCSSS", goal="line")
    assert RULES.observe(state, 0).progress["S"] == 3  # five suns in row 3, a crown among them
    # The quarter turn back brings the sixth sun into row 3.
    after = RULES.play(state, "rotate 3,3 270")
    assert RULES.outcome(after).reason == "solved"
    assert RULES.observe(after, 0).done_suits == ["S"]


def test_all_four_suits_must_meet_the_goal_in_the_all_variant():
    one = RULES.play(game("AMCAMA/AMSCCC/MSSACA/SSCSMM"), "rotate 3,3 180")
    assert RULES.outcome(one) is not None
    all_suits = RULES.play(game("AMCAMA/AMSCCC/MSSACA/SSCSMM", suits="all"), "rotate 3,3 180")
    assert RULES.outcome(all_suits) is None
    assert RULES.observe(all_suits, 0).done_suits  # one suit is done, the others not yet


def test_progress_counts_the_largest_group_or_the_longest_line():
    view = RULES.observe(game(), 0)
    assert view.progress["S"] == 4  # (6,6) (7,6) (6,5) (7,5)
    line_view = RULES.observe(game(goal="line"), 0)
    assert line_view.progress["S"] == 2


# --- stuck ----------------------------------------------------------------------------------


def _parsed(state, text):
    return state, RULES.parse(state, text)


def stuck_position() -> Position:
    """Six full tiles far apart: every jump lands between tiles and no tile may move."""
    tiles = [(-5, 1), (-1, -1), (3, 11), (9, 17), (11, 13), (13, -9)]
    suns = [(-5, 2), (-1, -1), (3, 12), (11, 14), (12, 13), (13, -9)]
    moons = [(-4, 1), (-4, 2), (-1, 0), (3, 11), (9, 17), (11, 13)]
    crowns = [(-5, 1), (0, 0), (9, 18), (10, 17), (10, 18), (14, -8)]
    arms = [(0, -1), (4, 11), (4, 12), (12, 14), (13, -8), (14, -9)]
    return Position(frozenset(tiles), tuple(frozenset(c) for c in (suns, moons, crowns, arms)))


def test_a_position_without_a_legal_move_is_stuck_and_ends_without_a_winner():
    state = PlansState(stuck_position(), "group", 1, "")
    assert RULES.legal_moves(state) == []
    events = []
    ended = conclude(state, events)
    assert RULES.outcome(ended).winners == frozenset() and RULES.outcome(ended).reason == "stuck"
    assert RULES.observe(ended, 0).stuck and events[-1].kind == "stuck"


def test_a_coin_that_just_jumped_can_always_jump_straight_back():
    # This is why play never actually gets stuck.
    state = game()
    for move in [m for m in RULES.legal_moves(state) if isinstance(m, Jump)]:
        after, events = RULES.apply_with_events(state, move)
        landing = events[0].landing
        back = {"U": "D", "D": "U", "L": "R", "R": "L"}[move.direction]
        assert coins(RULES.play(after, f"{landing[0]},{landing[1]} {back}")) == coins(state)


# --- notation -------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "jump", "2,6", "2,6 X", "2;6 U", "rotate 3,3 45", "turn 3,3 90",
                                  "shift 3,3 90", "rotate 3,3", "a,b U"])
def test_unreadable_notation_says_how_to_write_a_move(text):
    assert refusal(game(), text) == "plans.illegal.notation"


def test_every_listed_move_reads_back_from_its_own_text():
    state = game()
    for move in RULES.legal_moves(state):
        assert RULES.parse(state, str(move)) == move
    assert all(cell in tile_cells(tile_of(cell)) for cell in [(0, 0), (-1, -3), (8, 2)])
