"""The Reflec computer player: its evaluation, its pruning, its playouts and its search."""

from __future__ import annotations

import random

from reflec_positions import RULES, dropped, position

from reflectgames.ai import think
from reflectgames.ai.arena import play_game
from reflectgames.ai.players import game_ai
from reflectgames.games.reflec.ai_value import next_shooter, shares, strengths

AI = game_ai("reflec")
# Player 1 has only the arms' laser left, on h1, and the suns' laser on a1 faces it along rank 1.
LAST_LASER = {"S": "a1", "M": None, "C": "h8", "A": "h1"}


def test_the_search_fires_the_shot_that_wins():
    state = position(2, coins={"d4": "SN"}, lasers=LAST_LASER, dice={"S": 0})
    assert [str(move) for move in AI.candidate_moves(state)] == ["fire E"]
    result = think("reflec", state, 0, seed=2, iterations=50)
    assert str(result.move) == "fire E"
    assert RULES.outcome(RULES.apply(state, result.move)).winners == frozenset({0})


def test_the_search_clears_the_line_then_fires_the_winning_shot():
    # The suns' own coin on d1 turns the beam north, off the arms' laser: one action clears it.
    state = position(2, coins={"d1": "SN"}, lasers=LAST_LASER, dice={"S": 2})
    first = think("reflec", state, 0, seed=3, iterations=200).move
    assert first.kind != "fire"
    state = RULES.apply(state, first)
    second = think("reflec", state, 0, seed=3, iterations=50).move
    assert RULES.outcome(RULES.apply(state, second)).winners == frozenset({0})


def test_a_laser_in_the_line_of_the_suit_on_turn_is_nearly_lost():
    open_lines = position(2)  # suns on a1 see the moons up the a-file and the arms along rank 1
    blocked = position(2, coins={"a4": "SW", "d1": "SS"})  # both beams turned off the board
    # (Strengths, not shares: the moons, next to play, see the suns' lasers in both positions.)
    assert strengths(open_lines)[1] < strengths(blocked)[1] - 0.5
    assert abs(sum(shares(open_lines)) - 1.0) < 1e-9
    # Without the points for a shot this turn the danger is smaller.
    waiting = position(2, mandatory=1, dice={"S": 0})
    assert strengths(open_lines)[1] < strengths(waiting)[1]


def test_the_suit_that_plays_next_is_the_bigger_danger():
    # Only the moons (a8) and the crowns (h8) see each other, along rank 8; the other lines are turned away.
    coins = {"a4": "SW", "d1": "SS", "h4": "AE"}
    suns_on_turn = position(4, coins=coins, suit="S", mandatory=0, dice={"S": 0})
    assert next_shooter(suns_on_turn) == 1
    values = strengths(suns_on_turn)
    assert values[2] < values[1]  # the moons shoot first
    moons_on_turn = position(4, coins=coins, suit="M", mandatory=0, dice={"M": 0})
    assert next_shooter(moons_on_turn) == 2
    values = strengths(moons_on_turn)
    assert values[1] < values[2]  # now the crowns do
    assert next_shooter(position(4, coins=coins, suit="M", lasers={"C": None})) == 3
    assert next_shooter(RULES.new_game(2, 1)) == 0  # after the drop round the suns open play


def test_a_destroyed_laser_lowers_the_share_and_an_eliminated_player_has_none():
    blocked = {"a4": "SW", "d1": "SS"}
    whole = position(2, coins=blocked)
    one_down = position(2, coins=blocked, lasers={"A": None})
    assert shares(one_down)[1] < shares(whole)[1]
    coins = {"a4": "SW", "d1": "SS", "h4": "AE", "d8": "MN"}
    four = position(4, coins=coins, lasers={"C": None}, eliminated=(2,))
    values = shares(four)
    assert values[2] == 0.0
    assert abs(sum(values) - 1.0) < 1e-9


def test_the_drop_round_searches_one_good_drop():
    state = RULES.new_game(2, 1)
    candidates = AI.candidate_moves(state)
    assert len(candidates) == 1
    assert candidates[0] in RULES.legal_moves(state)


def test_candidates_never_waste_a_shot_into_an_edge():
    state = dropped(2)
    for move in AI.candidate_moves(state):
        assert move in RULES.legal_moves(state)
        if move.kind == "fire":
            after = RULES.apply(state, move)
            assert sum(cell >= 0 for cell in after.lasers) < sum(cell >= 0 for cell in state.lasers)


def test_playouts_take_a_shot_that_destroys_a_laser():
    state = position(2, coins={"d4": "SN"}, lasers=LAST_LASER, dice={"S": 0})
    rng = random.Random(0)
    assert {str(AI.playout_move(state, rng)) for _ in range(10)} == {"fire E"}


def test_same_seed_and_iterations_give_the_same_search():
    state = RULES.play(dropped(2), "spin b3 E")
    first = think("reflec", state, 0, seed=8, iterations=150)
    again = think("reflec", state, 0, seed=8, iterations=150)
    assert (first.move, first.visits) == (again.move, again.visits)


def test_a_whole_game_between_two_searches_replays_legally():
    def searcher(game_id, state, seat, rng):
        return think(game_id, state, seat, seed=rng.getrandbits(32), iterations=20).move

    record = play_game("reflec", [searcher, searcher], seed=3)
    assert record.finished
    replayed = RULES.play(RULES.new_game(2, 3), *record.moves)
    assert RULES.outcome(replayed) == record.outcome
