"""Reflec positions for the tests: a whole drop round by notation, or a board set out by hand."""

from __future__ import annotations

from dataclasses import replace

from reflectgames.games import get_rules
from reflectgames.games.reflec.board import CELL_INDEX, DIRECTIONS, SUITS, suits_in_play
from reflectgames.games.reflec.state import PLAY_PHASE, ReflecState, initial_state

RULES = get_rules("reflec")

# 24 cells away from the corners, in drop order (S, M, C, A, S, ...).
DROP_CELLS = [f"{file}{rank}" for rank in (3, 4, 5, 6) for file in "bcdefg"]


def dropped(players: int = 4, facing: str = "N") -> ReflecState:
    """A game right after a drop round that fills ranks 3-6 from b to g, every coin facing `facing`."""
    state = RULES.new_game(players, 1)
    suits = suits_in_play(players)
    for index, cell in enumerate(DROP_CELLS[: 6 * len(suits)]):
        suit = SUITS[suits[index % len(suits)]]
        state = RULES.play(state, f"drop {suit} {cell} {facing}")
    return state


def position(
    players: int = 4,
    *,
    coins: dict[str, str] | None = None,
    lasers: dict[str, str | None] | None = None,
    suit: str = "S",
    mandatory: int = 3,
    dice: dict[str, int] | None = None,
    eliminated: tuple[int, ...] = (),
    **fields,
) -> ReflecState:
    """A regular-play position: coins as {"c3": "SN"} (suit, facing); lasers by suit, None when destroyed.

    Coins not named stay off the board in their suit's supply.
    """
    state = initial_state(players)
    board = [0] * 64
    laser_cells = list(state.lasers)
    for letter, cell in (lasers or {}).items():
        laser_cells[SUITS.index(letter)] = -1 if cell is None else CELL_INDEX[cell]
    for index, cell in enumerate(laser_cells):
        if cell >= 0:
            board[cell] = -(index + 1)
    hand = state.hand
    used = {s: 0 for s in range(4)}
    for cell, (letter, facing) in (coins or {}).items():
        s = SUITS.index(letter)
        coin = s * 6 + used[s] + 1
        used[s] += 1
        board[CELL_INDEX[cell]] = coin << 2 | DIRECTIONS.index(facing)
        hand &= ~(1 << (coin - 1))
    die_values = list(state.dice)
    for letter, value in (dice or {}).items():
        die_values[SUITS.index(letter)] = value
    mask = 0
    for player in eliminated:
        mask |= 1 << player
    return replace(
        state,
        phase=PLAY_PHASE,
        suit=SUITS.index(suit),
        board=tuple(board),
        lasers=tuple(laser_cells),
        dice=tuple(die_values),
        hand=hand,
        mandatory=mandatory,
        turn_points=mandatory,
        eliminated=mask,
        **fields,
    )
