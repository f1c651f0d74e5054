"""Random legal Reflec play with 2, 3 and 4 players keeps the game's invariants."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from reflec_positions import RULES, dropped

from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.board import CELL_NAMES, SUITS, suits_in_play

# Every text the notation can name: each is either refused or one of the legal moves.
ALL_TEXTS = sorted(
    {str(move) for table in m.DROP_MOVES for row in table for move in row}
    | {str(move) for row in m.STEP_MOVES for way in row for move in way}
    | {str(move) for move in m.LASER_MOVES}
    | {str(move) for row in m.SPIN_MOVES for move in row}
    | {str(move) for move in m.SWAP_MOVES.values()}
    | {str(move) for move in m.FIRE_MOVES}
    | {"end"}
)


def check_invariants(state) -> None:
    view = RULES.observe(state, 0)
    for seat in range(state.players):
        assert RULES.observe(state, seat) == view  # nothing is hidden
    suits = [SUITS[s] for s in suits_in_play(state.players)]
    on_board = {suit: 0 for suit in suits}
    for coin in view.coins.values():
        on_board[coin.suit] += 1
    for suit in suits:
        assert on_board[suit] + view.supply[suit] == 6, suit
        assert 0 <= view.dice[suit] <= 5
    lasers = [cell for cell in view.lasers.values() if cell is not None]
    assert len(set(lasers)) == len(lasers)
    assert not set(lasers) & set(view.coins)  # no two pieces on one cell
    assert view.points.mandatory >= 0 and view.points.die >= 0
    if RULES.outcome(state) is None:
        assert view.to_move is not None and view.to_move not in view.eliminated
        assert view.lasers[view.suit] is not None  # a suit without a laser never has the turn
        if view.phase == "play":
            assert view.points.mandatory + view.points.die > 0
    else:
        assert view.to_move is None and view.phase == "over"
        assert len(RULES.outcome(state).winners) == 1


@settings(max_examples=40)
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 2**20),
    length=st.integers(1, 160),
)
def test_random_play_keeps_invariants(players, seed, length):
    chooser = random.Random(seed)
    start = dropped(players) if seed % 3 else RULES.new_game(players, seed)
    state = start
    texts = []
    for _ in range(length):
        moves = RULES.legal_moves(state)
        if not moves:
            break
        assert len(set(moves)) == len(moves)
        move = chooser.choice(moves)
        assert RULES.parse(state, str(move)) == move
        before = RULES.observe(state, 0)
        new_state, events = RULES.apply_with_events(state, move)
        assert RULES.observe(state, 0) == before  # apply never mutates its input
        assert events
        texts.append(str(move))
        state = new_state
        check_invariants(state)
    # Replaying the texts from the same start gives the very same game.
    assert RULES.play(start, *texts) == state


@settings(max_examples=12)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**20), length=st.integers(0, 120))
def test_parse_accepts_exactly_the_legal_moves(players, seed, length):
    chooser = random.Random(seed)
    state = dropped(players)
    for _ in range(length):
        moves = RULES.legal_moves(state)
        if not moves:
            break
        state = RULES.apply(state, chooser.choice(moves))
    legal = {str(move) for move in RULES.legal_moves(state)}
    accepted = set()
    for text in ALL_TEXTS:
        try:
            RULES.parse(state, text)
        except ValueError:
            continue
        accepted.add(text)
    assert accepted == legal


WORDS = st.sampled_from(["drop", "MOVE", "laser", "Spin", "swap", "fire", "end", "jump", ""])
CELLS = st.builds(lambda f, r: f + r, st.sampled_from("abcdefghiAH"), st.sampled_from("0123456789"))
LETTERS = st.sampled_from([*list("NESWnesMCAx"), "", "NE"])
TEXTS = st.lists(st.one_of(WORDS, CELLS, LETTERS), min_size=1, max_size=5).map(" ".join)


@settings(max_examples=80)
@given(seed=st.integers(0, 2**20), text=st.one_of(TEXTS, st.text(max_size=12)))
def test_every_text_parse_accepts_is_a_legal_move(seed, text):
    state = dropped(4) if seed % 2 else RULES.new_game(4, seed)
    try:
        move = RULES.parse(state, text)
    except ValueError:
        return
    assert move in RULES.legal_moves(state)


def test_whole_games_end_with_one_winner_for_every_table_size():
    for players in (2, 3, 4):
        chooser = random.Random(players)
        state = RULES.new_game(players, players)
        for _ in range(20000):
            if RULES.outcome(state) is not None:
                break
            state = RULES.apply(state, chooser.choice(RULES.legal_moves(state)))
        outcome = RULES.outcome(state)
        assert outcome is not None and len(outcome.winners) == 1
        winner = next(iter(outcome.winners))
        assert winner not in RULES.observe(state, 0).eliminated


def test_cell_names_cover_the_board():
    assert (CELL_NAMES[0], CELL_NAMES[7], CELL_NAMES[56], CELL_NAMES[63]) == ("a1", "h1", "a8", "h8")


def test_the_engine_benchmark_plays_four_player_reflec(monkeypatch):
    from reflectgames import bench

    tables = []
    real_new_game = type(RULES).new_game

    def counting(self, players, seed=0, options=None):
        tables.append(players)
        return real_new_game(self, players, seed, options)

    monkeypatch.setattr(type(RULES), "new_game", counting)
    figures = bench.engine_speed("reflec", 0.05)
    assert figures["moves"] > 0 and set(tables) == {4}
