"""Reflec rules, one scenario per rule of the rulebook and of the decisions in docs/rules/reflec.md."""

from __future__ import annotations

import pytest
from reflec_positions import RULES, dropped, position

from reflectgames.core.rules import IllegalMove
from reflectgames.games.reflec.board import CELL_INDEX, CELL_NAMES, DIRECTIONS, SUITS
from reflectgames.games.reflec.events import BeamFired, Swapped, TurnEnded


def obs(state, seat: int = 0):
    return RULES.observe(state, seat)


def refused(state, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        RULES.parse(state, text)
    return caught.value


def kinds(events) -> list[str]:
    return [event.kind for event in events]


# --- setup -------------------------------------------------------------------------------------------


def test_four_players_start_with_lasers_in_the_corners_clockwise_and_dice_at_two():
    view = obs(RULES.new_game(4, 7))
    assert view.lasers == {"S": "a1", "M": "a8", "C": "h8", "A": "h1"}
    assert view.dice == {"S": 2, "M": 2, "C": 2, "A": 2}
    assert view.supply == {"S": 6, "M": 6, "C": 6, "A": 6}
    assert view.phase == "drop" and view.suit == "S" and view.to_move == 0
    assert view.points == {"mandatory": 0, "die": 0}
    assert view.coins == {} and view.eliminated == [] and view.neutral == []


def test_three_players_leave_the_arms_out_of_every_field():
    view = obs(RULES.new_game(3, 7)).model_dump(mode="json")
    for name in ("dice", "supply", "lasers", "owners"):
        assert set(view[name]) == {"S", "M", "C"}, name


def test_two_players_each_play_two_suits_in_turn_order_s_m_c_a():
    view = obs(RULES.new_game(2, 7))
    assert view.owners == {"S": 0, "M": 1, "C": 0, "A": 1}
    state = RULES.new_game(2, 7)
    seen = []
    for cell in ("c3", "c4", "c5", "c6"):
        seen.append((obs(state).suit, RULES.to_move(state)))
        state = RULES.play(state, f"drop {obs(state).suit} {cell} N")
    assert seen == [("S", 0), ("M", 1), ("C", 0), ("A", 1)]


@pytest.mark.parametrize("players", [0, 1, 5, True])
def test_only_two_to_four_players(players):
    with pytest.raises(ValueError):
        RULES.new_game(players, 1)


@pytest.mark.parametrize("options", [{"first": 0}, {1: 2}, {"first": 0, 2: 3}])
def test_reflec_has_no_options(options):
    with pytest.raises(ValueError):
        RULES.new_game(4, 1, options)


def test_a_seat_outside_the_game_cannot_observe():
    with pytest.raises(ValueError):
        RULES.observe(RULES.new_game(3, 1), 3)


# --- drop round --------------------------------------------------------------------------------------


def test_the_drop_round_offers_every_empty_cell_and_facing_for_the_suit_on_turn():
    state = RULES.new_game(4, 1)
    legal = [str(m) for m in RULES.legal_moves(state)]
    assert len(legal) == 60 * 4
    assert all(text.startswith("drop S ") for text in legal)
    assert "drop S a1 N" not in legal  # the suns' laser stands there


def test_the_drop_round_refuses_other_suits_other_actions_and_taken_cells():
    state = RULES.play(RULES.new_game(4, 1), "drop S c3 N")
    assert refused(state, "drop S d4 N").key == "reflec.illegal.drop_suit"
    assert refused(state, "fire N").key == "reflec.illegal.drop_round"
    assert refused(state, "drop M c3 E").key == "reflec.illegal.cell_coin"
    assert refused(state, "drop M a8 E").key == "reflec.illegal.cell_laser"


def test_after_all_coins_are_down_regular_play_starts_with_the_suns():
    state = dropped(4)
    view = obs(state)
    assert view.phase == "play" and view.suit == "S" and view.to_move == 0
    assert len(view.coins) == 24 and set(view.supply.values()) == {0}
    assert view.dice["S"] == 3 and view.points == {"mandatory": 3, "die": 3}
    assert view.turn_points == 3


def test_with_three_players_the_drop_round_is_eighteen_coins():
    state = dropped(3)
    assert obs(state).phase == "play" and len(obs(state).coins) == 18


def test_a_dropped_coin_lies_where_and_how_it_was_put():
    state = RULES.play(RULES.new_game(4, 1), "drop s  C3   w")
    assert obs(state).coins["c3"] == {"suit": "S", "facing": "W"}
    assert obs(state).supply["S"] == 5 and obs(state).suit == "M"


# --- the turn: tiles and die ---------------------------------------------------------------------


def test_the_die_goes_up_by_one_at_the_start_of_each_turn():
    state = dropped(4)
    state = RULES.play(state, "fire W", "end")  # suns: 3 tile points spent, die kept
    assert obs(state).suit == "M" and obs(state).dice["M"] == 3 and obs(state).dice["S"] == 3


def test_a_full_die_stays_at_five_and_turns_up_a_fourth_tile_point():
    state = position(suit="A", mandatory=0, dice={"S": 5}, coins={"c3": "SN"})
    state = RULES.play(state, "end")
    view = obs(state)
    assert view.suit == "S" and view.dice["S"] == 5
    assert view.points == {"mandatory": 4, "die": 5} and view.turn_points == 4


def test_tile_points_are_spent_before_the_die():
    state = position(coins={"c3": "SN"}, mandatory=3, dice={"S": 3})
    state = RULES.play(state, "spin c3 E")
    assert obs(state).points == {"mandatory": 2, "die": 3}
    state = RULES.play(state, "fire E")
    assert obs(state).points == {"mandatory": 0, "die": 2}


def test_the_turn_cannot_end_while_tile_points_are_left():
    state = position(coins={"c3": "SN"}, mandatory=1, dice={"S": 2})
    error = refused(state, "end")
    assert error.key == "reflec.illegal.end_early" and error.params == {"count": 1}
    state = RULES.play(state, "spin c3 E", "end")
    assert obs(state).suit == "M" and obs(state).dice["S"] == 2  # unused die points are banked


def test_a_turn_with_nothing_left_ends_by_itself():
    state = position(coins={"c3": "SN"}, mandatory=1, dice={"S": 0})
    state, events = RULES.apply_with_events(state, RULES.parse(state, "spin c3 E"))
    assert obs(state).suit == "M" and "turn_end" in kinds(events)


def test_a_turn_ends_by_itself_when_nothing_left_can_be_paid_for():
    # a1 fires N: a2 turns the beam E into the suns' ring b2-c2-c3-b3, which loops and goes back to
    # supply. One die point is left, the laser is boxed in by a2 and b1, no suns coin is on the board
    # and a drop costs two: the turn ends by itself.
    coins = {"a2": "ME", "b1": "CN", "b2": "SE", "c2": "SN", "c3": "SW", "b3": "SS"}
    state = position(coins=coins, mandatory=0, dice={"S": 4})
    state, events = RULES.apply_with_events(state, RULES.parse(state, "fire N"))
    assert kinds(events) == ["beam", "loop", "turn_end", "turn"]
    assert events[2] == TurnEnded(player=0, suit=SUITS.index("S"), lost=0)
    view = obs(state)
    assert view.suit == "M" and view.dice["S"] == 1 and view.supply["S"] == 6


# --- actions -----------------------------------------------------------------------------------------


def test_move_takes_a_coin_one_cell_in_any_facing_and_may_repeat():
    state = position(coins={"c3": "SN"}, mandatory=3)
    legal = {str(m) for m in RULES.legal_moves(state)}
    assert {"move c3 c4 N", "move c3 c4 S", "move c3 d3 E", "move c3 b3 W", "move c3 c2 N"} <= legal
    state = RULES.play(state, "move c3 c4 S", "move c4 c5 E")
    assert obs(state).coins == {"c5": {"suit": "S", "facing": "E"}}


def test_move_needs_an_empty_neighbouring_cell_and_a_usable_coin():
    state = position(coins={"c3": "SN", "c4": "MN", "a3": "SN"}, lasers={"S": "b3"})
    assert refused(state, "move c3 c4 N").key == "reflec.illegal.cell_coin"
    assert refused(state, "move a3 b3 N").key == "reflec.illegal.cell_laser"
    assert refused(state, "move c4 c5 N").key == "reflec.illegal.not_yours"
    assert refused(state, "move c3 c5 N").key == "reflec.illegal.not_adjacent"
    assert refused(state, "move d3 d4 N").key == "reflec.illegal.no_coin"


def test_a_neutral_coin_moved_last_turn_by_another_player_may_not_move_but_may_spin():
    # Arms (player 3) are out; the moons move a neutral arms coin, then it is the crowns' turn.
    coins = {"d4": "AN", "f6": "CN"}
    state = position(coins=coins, lasers={"A": None}, eliminated=(3,), suit="M", mandatory=1, dice={"M": 0})
    state = RULES.play(state, "move d4 d5 E")
    assert obs(state).suit == "C" and obs(state).frozen == ["d5"]
    assert refused(state, "move d5 d6 N").key == "reflec.illegal.frozen"
    state = RULES.play(state, "spin d5 S")
    assert obs(state).coins["d5"] == {"suit": "A", "facing": "S"}


def test_the_neutral_limit_lasts_one_turn():
    coins = {"d4": "AN"}
    state = position(coins=coins, lasers={"A": None}, eliminated=(3,), suit="M", mandatory=1, dice={"M": 0})
    state = RULES.play(state, "move d4 d5 E")  # moons
    state = RULES.play(state, "fire N", "end")  # crowns leave it be
    assert obs(state).suit == "S" and obs(state).frozen == []
    RULES.play(state, "move d5 d6 N")


def test_laser_moves_to_an_empty_neighbouring_cell():
    state = position(coins={"a2": "MN"})
    legal = [str(m) for m in RULES.legal_moves(state) if str(m).startswith("laser")]
    assert legal == ["laser b1"]
    assert refused(state, "laser a2").key == "reflec.illegal.cell_coin"
    assert refused(state, "laser c1").key == "reflec.illegal.laser_step"
    state = RULES.play(state, "laser b1")
    assert obs(state).lasers["S"] == "b1"


def test_spin_must_turn_the_coin_to_another_direction():
    state = position(coins={"c3": "SN", "d3": "MN"})
    assert refused(state, "spin c3 N").key == "reflec.illegal.same_facing"
    assert refused(state, "spin d3 E").key == "reflec.illegal.not_yours"
    assert obs(RULES.play(state, "spin c3 W")).coins["c3"] == {"suit": "S", "facing": "W"}


def test_drop_costs_two_and_takes_only_own_or_neutral_removed_coins():
    state = position(coins={"c3": "SN"}, mandatory=1, dice={"S": 0})
    assert refused(state, "drop S d4 N").key == "reflec.illegal.points"
    state = position(coins={f"{f}{r}": "MN" for f in "bcdefg" for r in "2"}, mandatory=3)
    assert refused(state, "drop M d4 N").key == "reflec.illegal.drop_other"
    state = RULES.play(state, "drop S d4 E")
    assert obs(state).coins["d4"] == {"suit": "S", "facing": "E"} and obs(state).supply["S"] == 5
    assert obs(state).points["mandatory"] == 1


def test_a_removed_neutral_coin_may_be_dropped_by_anyone():
    state = position(lasers={"A": None}, eliminated=(3,), suit="C")
    assert obs(state).neutral == ["A"]
    state = RULES.play(state, "drop A e5 W")
    assert obs(state).coins["e5"] == {"suit": "A", "facing": "W"}


def test_with_all_coins_on_the_board_there_is_nothing_to_drop():
    coins = {f"{f}{r}": "SN" for f, r in zip("bcdefg", "333333", strict=True)}
    state = position(coins=coins)
    assert refused(state, "drop S b5 N").key == "reflec.illegal.no_supply"


def test_swap_exchanges_places_but_the_facings_stay_put():
    state = position(coins={"c3": "SN", "d3": "ME"})
    state, events = RULES.apply_with_events(state, RULES.parse(state, "swap d3 c3"))
    assert obs(state).coins == {"c3": {"suit": "M", "facing": "N"}, "d3": {"suit": "S", "facing": "E"}}
    assert obs(state).points["mandatory"] == 1
    assert isinstance(events[0], Swapped) and events[0].cells == (CELL_INDEX["c3"], CELL_INDEX["d3"])


def test_swap_pairs_that_are_allowed_and_refused():
    coins = {"c3": "SN", "d3": "SN", "c4": "MN", "d4": "CN", "e4": "AN", "e3": "AN"}
    state = position(coins=coins, lasers={"A": None}, eliminated=(3,))
    legal = {str(m) for m in RULES.legal_moves(state) if str(m).startswith("swap")}
    assert "swap c3 c4" in legal  # own with another player's
    assert "swap d4 e4" in legal  # neutral with another player's
    assert "swap d3 e3" in legal  # neutral with own
    assert refused(state, "swap c3 d3").key == "reflec.illegal.swap_own"
    assert refused(state, "swap c4 d4").key == "reflec.illegal.swap_none_yours"
    assert refused(state, "swap e3 e4").key == "reflec.illegal.swap_neutral_pair"
    assert refused(state, "swap c3 e3").key == "reflec.illegal.not_adjacent"


def test_two_neutral_coins_of_different_first_owners_may_be_swapped():
    coins = {"c3": "MN", "d3": "AN"}
    state = position(coins=coins, lasers={"M": None, "A": None}, eliminated=(1, 3))
    assert "swap c3 d3" in {str(m) for m in RULES.legal_moves(state)}


def test_with_two_players_both_suits_are_your_own_coins():
    state = position(players=2, coins={"c3": "SN", "d3": "CN", "c4": "MN"})
    assert refused(state, "swap c3 d3").key == "reflec.illegal.swap_own"
    state = RULES.play(state, "move d3 e3 W", "swap c3 c4")
    assert obs(state).coins["c3"]["suit"] == "M"


def test_a_swap_made_since_your_previous_turn_may_not_be_undone():
    state = position(coins={"c3": "SN", "d3": "ME"}, mandatory=2, dice={"S": 0})
    state = RULES.play(state, "swap c3 d3")  # the suns' turn ends (nothing left)
    assert obs(state).suit == "M"
    assert refused(state, "swap c3 d3").key == "reflec.illegal.swap_undo"
    state = RULES.play(state, "fire E", "end")
    state = RULES.play(state, "fire E", "end")  # crowns
    state = RULES.play(state, "fire W", "end")  # arms
    # The suns' own swap was made in their previous turn, not since: they may swap again.
    assert "swap c3 d3" in {str(m) for m in RULES.legal_moves(state)}


def test_the_same_two_coins_cannot_be_swapped_back_in_one_turn():
    state = position(coins={"c3": "SN", "d3": "ME"}, mandatory=4, dice={"S": 0})
    state = RULES.play(state, "swap c3 d3")
    assert refused(state, "swap c3 d3").key == "reflec.illegal.swap_undo"


def test_fire_costs_three_points():
    state = position(mandatory=1, dice={"S": 1})
    assert refused(state, "fire N").key == "reflec.illegal.points"


# --- the beam -------------------------------------------------------------------------------------


def fire(state, text: str):
    state, events = RULES.apply_with_events(state, RULES.parse(state, text))
    beam = next(event for event in events if isinstance(event, BeamFired))
    return state, beam, events


def path(beam: BeamFired) -> list[str]:
    return [CELL_NAMES[cell] for cell in beam.path]


def turns(beam: BeamFired) -> list[list[str]]:
    return [[CELL_NAMES[cell], DIRECTIONS[facing]] for cell, facing in beam.turns]


def hit(beam: BeamFired) -> str | None:
    return None if beam.hit is None else SUITS[beam.hit]


def removed(beam: BeamFired) -> list[str]:
    return [CELL_NAMES[coin.cell] for coin in beam.removed]


def test_a_beam_into_the_edge_is_wasted_but_legal():
    _, beam, _ = fire(position(), "fire S")
    assert path(beam) == [] and beam.end == "edge"
    _, beam, _ = fire(position(), "fire E")
    assert path(beam) == ["b1", "c1", "d1", "e1", "f1", "g1", "h1"] and beam.end == "laser"
    assert hit(beam) == "A"


def test_the_beam_turns_at_each_coin_to_the_coins_facing_whichever_side_it_came_from():
    state = position(coins={"c1": "SN", "c5": "MW", "a5": "CS"}, lasers={"M": "a8"})
    _, beam, _ = fire(state, "fire E")
    assert turns(beam) == [["c1", "N"], ["c5", "W"], ["a5", "S"]]
    assert path(beam) == ["b1", "c1", "c2", "c3", "c4", "c5", "b5", "a5", "a4", "a3", "a2", "a1"]
    assert beam.end == "laser" and hit(beam) == "S"  # its own laser


def test_a_coin_facing_the_beam_sends_it_straight_back():
    state = position(coins={"c1": "SW"})
    state, beam, events = fire(state, "fire E")
    assert path(beam) == ["b1", "c1", "b1", "a1"] and hit(beam) == "S"
    assert obs(state).lasers["S"] is None
    assert "destroyed" in kinds(events)


def test_the_beam_destroys_only_the_first_laser_it_reaches():
    state = position(lasers={"M": "d1"})
    state, beam, _events = fire(state, "fire E")
    assert hit(beam) == "M" and obs(state).lasers["A"] == "h1"
    assert obs(state).lasers["M"] is None and obs(state).eliminated == [1]


def test_a_loop_removes_the_first_repeated_coin_and_every_coin_hit_after_it():
    # a1 -> E: c1 (N) -> c3 (E) -> e3 (S) -> e1 (W) -> c1 again: the loop is c1, c3, e3, e1.
    # The beam entered through b1 only, so nothing before c1 is removed; d5 is not on the path.
    coins = {"c1": "SN", "c3": "ME", "e3": "CS", "e1": "AW", "d5": "SN"}
    state, beam, events = fire(position(coins=coins), "fire E")
    assert beam.end == "loop"
    assert removed(beam) == ["c1", "c3", "e3", "e1"]
    assert obs(state).coins == {"d5": {"suit": "S", "facing": "N"}}
    assert obs(state).supply == {"S": 5, "M": 6, "C": 6, "A": 6}
    assert kinds(events)[:2] == ["beam", "loop"]


def test_coins_hit_before_the_loop_stay():
    # b1 turns the beam N to b2, which faces E into the c2-c3-b3-b2 ring... b2 is hit twice.
    coins = {"b1": "SN", "b2": "ME", "c2": "CN", "c3": "AW", "b3": "SS"}
    state, beam, _ = fire(position(coins=coins), "fire E")
    assert removed(beam) == ["b2", "c2", "c3", "b3"]
    assert obs(state).coins == {"b1": {"suit": "S", "facing": "N"}}


def test_the_shooter_may_fire_again_while_points_last():
    state = position(mandatory=3, dice={"S": 3})
    state = RULES.play(state, "fire S", "fire W")
    assert obs(state).suit == "M"  # six points spent: nothing left, the turn passed


# --- lasers, elimination, end -----------------------------------------------------------------------


def test_destroying_your_own_laser_ends_your_turn_at_once_and_eliminates_you():
    state = position(coins={"c1": "SW", "d5": "SN"}, mandatory=3, dice={"S": 5})
    state, _beam, events = fire(state, "fire E")
    view = obs(state)
    assert view.suit == "M" and view.eliminated == [0] and view.neutral == ["S"]
    assert kinds(events) == ["beam", "destroyed", "eliminated", "turn_end", "turn"]


def test_an_eliminated_players_coins_become_neutral_and_usable_by_all():
    state = position(coins={"c3": "MN"}, lasers={"M": None}, eliminated=(1,))
    assert "spin c3 E" in {str(m) for m in RULES.legal_moves(state)}


def test_suits_without_a_laser_are_skipped():
    state = position(lasers={"M": None}, eliminated=(1,), mandatory=0)
    state = RULES.play(state, "end")
    assert obs(state).suit == "C" and RULES.to_move(state) == 2


def test_with_two_players_losing_one_laser_only_skips_that_suit():
    state = position(players=2, coins={"c1": "SN"}, lasers={"M": "c5"}, mandatory=3, dice={"S": 0})
    state, _beam, events = fire(state, "fire E")
    view = obs(state)
    assert view.lasers["M"] is None and view.eliminated == [] and view.neutral == []
    assert "eliminated" not in kinds(events)
    assert view.suit == "C" and view.to_move == 0  # the moons' turn is skipped
    state = RULES.play(state, "fire W", "end")
    assert obs(state).suit == "A" and obs(state).to_move == 1


def test_the_last_player_with_a_laser_wins():
    state = position(players=3, coins={"c1": "SN"}, lasers={"M": None, "C": "c8"}, eliminated=(1,))
    state, _beam, events = fire(state, "fire E")
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == frozenset({0}) and outcome.reason == "last_laser"
    view = obs(state)
    assert view.phase == "over" and view.to_move is None and view.suit is None
    assert view.points == {"mandatory": 0, "die": 0} and view.winners == [0]
    assert RULES.legal_moves(state) == [] and kinds(events)[-1] == "end"
    assert refused(state, "end").key == "move.game_over"


def test_two_player_game_ends_when_both_lasers_of_one_player_are_gone():
    state = position(players=2, coins={"c1": "SN"}, lasers={"M": "c8", "A": None})
    state, _beam, _events = fire(state, "fire E")
    assert RULES.outcome(state).winners == frozenset({0})
    assert obs(state).eliminated == [1]


def test_shooting_your_own_last_laser_hands_the_win_to_the_last_other_player():
    state = position(players=3, coins={"c1": "SW"}, lasers={"C": None}, eliminated=(2,))
    state, _beam, _events = fire(state, "fire E")
    assert RULES.outcome(state).winners == frozenset({1})


def test_observation_records_read_as_attributes_and_as_json_objects():
    view = obs(position(coins={"c3": "SE"}, mandatory=3, dice={"S": 4}))
    assert view.points.die == view.points["die"] == view.points.get("die") == 4
    assert "mandatory" in view.points and dict(view.points) == {"mandatory": 3, "die": 4}
    assert view.coins["c3"].facing == view.coins["c3"]["facing"] == "E"
    dumped = view.model_dump(mode="json")
    assert dumped["coins"] == {"c3": {"suit": "S", "facing": "E"}}
    assert dumped["points"] == {"mandatory": 3, "die": 4}
