"""Random legal play of Reflecto keeps the game's invariants, and observations keep its secrets."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from reflecto_helpers import RULES

from reflectgames.games.reflecto.board import parse_cell
from reflectgames.games.reflecto.moves import GuessMove
from reflectgames.games.reflecto.rules import OVER_PHASE, random_opening


def per_player(values):
    return st.one_of(values, st.lists(values, min_size=2, max_size=2))


# Exit numbers 1-5: every player has at least five letter screens, whatever their mirrors.
NUMBERS = st.one_of(st.booleans(), st.lists(st.integers(1, 5), unique=True, max_size=5))
OPTIONS = st.fixed_dictionaries({}, optional={
    "word_length": per_player(st.integers(4, 10)),
    "mirrors": per_player(st.integers(0, 2)),
    "split": per_player(st.sampled_from(["standard", "free"])),
    "show_numbers": st.one_of(NUMBERS, st.lists(NUMBERS, min_size=2, max_size=2)),
    "blank_last": st.lists(st.booleans(), min_size=2, max_size=2),
    "wrong_guess": st.sampled_from(["lose", "lose_turn"]),
    "memory": st.booleans(),
    "first": st.integers(0, 1),
})


def check_invariants(state, before_exited):
    config = state.config
    cells = [cell for cell in state.pos if cell >= 0]
    assert len(cells) == len(set(cells)), "two screens on one cell"
    assert state.occupied == sum(1 << cell for cell in cells)
    for player in (0, 1):
        letters = config.letter_screens(player)
        out = state.exited[player]
        assert out >= before_exited[player]
        # Exits only in order: exactly the first `out` letter screens are off the board.
        for index in range(7):
            on_board = state.pos[7 * player + index] >= 0
            assert on_board == (index >= out), (player, index)
        assert all(state.pos[7 * player + index] >= 0 for index in range(letters, 7)), "a mirror left"
        faces = state.faces[player]
        # Every letter of the word is on exactly one screen, in order, at most three a screen.
        assert len(faces) == letters and "".join(faces) == state.words[player]
        assert len(state.words[player]) == config.word_lengths[player]
        assert all(len(face) <= 3 for face in faces)
        if config.splits[player] == "standard":
            assert all(len(face) <= 2 for face in faces)


def check_secrets(state):
    over = state.phase == OVER_PHASE
    for seat in (0, 1):
        other = 1 - seat
        view = RULES.observe(state, seat)
        text = json.dumps(view.model_dump(mode="json"))
        if not over:
            assert state.words[other] not in text.split('"') or state.words[other] == state.words[seat]
            assert "opponent_word" not in text
        known = state.identified[seat] if state.config.memory else 0
        faces = state.faces[other]
        allowed = sorted("".join(faces[k] for k in range(len(faces)) if known >> k & 1))
        assert view.notebook == ("".join(allowed) if state.config.memory else "")
        for screen in view.screens:
            index = state.cells[parse_cell(screen.cell, 0)] % 7
            if screen.owner == other and not over:
                if screen.kind == "unknown":
                    assert screen.letters is None and screen.number is None
                else:
                    assert screen.seen_now or known >> index & 1, "a face shown that was never seen"
            if screen.owner == seat:
                assert not screen.seen_now
            if screen.kind == "letter":
                assert screen.letters == state.faces[screen.owner][index]
            if screen.owner == other and not over and screen.number is not None:
                assert state.config.shows_number(other, index), "a number that is not written"
        assert view.word_lengths == list(state.config.word_lengths)


@settings(max_examples=60)
@given(seed=st.integers(0, 2**40), options=OPTIONS, choices=st.lists(st.integers(0, 10**6), max_size=250))
def test_random_play_keeps_invariants_and_secrets(seed, options, choices):
    state = RULES.play(RULES.new_game(2, seed, options), *random_opening(seed, options))
    check_invariants(state, (0, 0))
    check_secrets(state)
    start = state
    texts = []
    for pick in choices:
        moves = RULES.legal_moves(state)
        if not moves:
            break
        if pick % 97 == 0:  # now and then a wrong guess, of the opponent's length
            length = state.config.word_lengths[1 - state.to_move]
            moves = [RULES.parse(state, "guess " + "Q" * length)]
        move = moves[pick % len(moves)]
        assert RULES.parse(state, str(move)) == move
        before = (state.exited, state.pos)
        new_state, _events = RULES.apply_with_events(state, move)
        assert (state.exited, state.pos) == before  # apply never mutates its input
        check_invariants(new_state, state.exited)
        check_secrets(new_state)
        texts.append(str(move))
        state = new_state
    assert RULES.play(start, *texts) == state


@settings(max_examples=40)
@given(seed=st.integers(0, 2**40), text=st.text(max_size=14))
def test_every_text_parse_accepts_is_legal(seed, text):
    state = RULES.play(RULES.new_game(2, seed), *random_opening(seed))
    try:
        move = RULES.parse(state, text)
    except ValueError:
        return
    assert isinstance(move, GuessMove) or move in RULES.legal_moves(state)
