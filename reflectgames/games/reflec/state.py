"""The Reflec game state: one frozen value of small ints and tuples.

The board is 64 ints (see `beam`); the coins off the board are one 24-bit
mask (bit `coin - 1`), so a suit's supply is a bit count and dropping takes
its lowest free coin. The bookkeeping for the two "don't undo" limits (D13
and D14 of docs/rules/reflec.md) rides along: which coins the `move` action
touched this turn and the turn before, and the swaps made recently, each with
the serial number of its turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from reflectgames.core.rules import Outcome
from reflectgames.games.reflec.board import (
    COINS_PER_SUIT,
    DIE_START,
    LASER_START,
    SUITS,
    TWO_PLAYERS,
    coin_suit,
    owner_of,
    quad,
    suit_mask,
    suits_in_play,
    suits_of,
)

DROP_PHASE, PLAY_PHASE, OVER_PHASE = 0, 1, 2
PHASE_NAMES = ("drop", "play", "over")


@dataclass(frozen=True, slots=True)
class ReflecState:
    players: int
    phase: int
    suit: int  # whose turn it is; -1 when over
    board: tuple[int, ...]
    lasers: tuple[int, int, int, int]  # cell per suit, -1 when destroyed or not in play
    dice: tuple[int, int, int, int]
    hand: int  # coins off the board
    mandatory: int  # tile points left this turn
    turn_points: int  # tile points the turn began with
    eliminated: int  # player mask
    moved: int  # coins the `move` action moved this turn
    last_moved: int  # coins moved during the turn before this one
    last_player: int  # who played the turn before this one, -1 for nobody
    swaps: tuple[tuple[int, int], ...]  # (pair key, turn serial) of recent swaps
    turn: int  # serial number of the current turn
    previous_turn: tuple[int, ...]  # per player: serial of their last finished turn, -1 for none
    result: Outcome | None = None

    @property
    def player(self) -> int:
        """The player whose suit is on turn (meaningless when over)."""
        return self.suit % 2 if self.players == TWO_PLAYERS else self.suit

    @property
    def points(self) -> int:
        """Everything that can still be spent this turn: tile points and the die."""
        if self.phase != PLAY_PHASE:
            return 0
        return self.mandatory + self.dice[self.suit]


def initial_state(players: int) -> ReflecState:
    in_play = suits_in_play(players)
    board = [0] * 64
    lasers = [-1, -1, -1, -1]
    hand = 0
    for suit in in_play:
        board[LASER_START[suit]] = -(suit + 1)
        lasers[suit] = LASER_START[suit]
        hand |= suit_mask(suit)
    dice = quad(DIE_START if suit in in_play else 0 for suit in range(4))
    return ReflecState(
        players=players,
        phase=DROP_PHASE,
        suit=0,
        board=tuple(board),
        lasers=quad(lasers),
        dice=dice,
        hand=hand,
        mandatory=0,
        turn_points=0,
        eliminated=0,
        moved=0,
        last_moved=0,
        last_player=-1,
        swaps=(),
        turn=0,
        previous_turn=(-1,) * players,
    )


def neutral_suits(state: ReflecState) -> tuple[int, ...]:
    """Suits whose owner is eliminated."""
    return allegiance(state.players, state.eliminated, 0).neutral_suits


def coin_mask(suits: tuple[int, ...]) -> int:
    mask = 0
    for suit in suits:
        mask |= suit_mask(suit)
    return mask


# Why two coins may not be swapped, before the undo limit: the codes of `swap_verdict`.
SWAP_OK, SWAP_NONE_USABLE, SWAP_BOTH_OWN, SWAP_NEUTRAL_SAME_OWNER = range(4)


def swap_verdict(players: int, own: int, usable: int, coin_a: int, coin_b: int) -> int:
    """One usable coin and one of another player, a neutral with one of yours, or two neutral
    coins that first belonged to different players."""
    bit_a, bit_b = 1 << (coin_a - 1), 1 << (coin_b - 1)
    if not (usable & bit_a or usable & bit_b):
        return SWAP_NONE_USABLE
    if own & bit_a and own & bit_b:
        return SWAP_BOTH_OWN
    both_neutral = not own & (bit_a | bit_b) and usable & bit_a and usable & bit_b
    if both_neutral and owner_of(coin_suit(coin_a), players) == owner_of(coin_suit(coin_b), players):
        return SWAP_NEUTRAL_SAME_OWNER
    return SWAP_OK


@dataclass(frozen=True, slots=True)
class Allegiance:
    """Whose coins are whose, from the point of view of one player, for one set of eliminations."""

    own: int  # coin masks
    neutral: int
    usable: int
    neutral_suits: tuple[int, ...]
    swap_ok: bytes  # swap_ok[a * 32 + b] is 1 when coins a and b may be swapped (undo limit aside)


@cache
def allegiance(players: int, eliminated: int, player: int) -> Allegiance:
    in_play = suits_in_play(players)
    neutral_of = tuple(s for s in in_play if eliminated >> owner_of(s, players) & 1)
    own = coin_mask(suits_of(player, players))
    neutral = coin_mask(neutral_of)
    usable = own | neutral
    table = bytearray(32 * 32)
    coins = [coin for suit in in_play for coin in range(suit * COINS_PER_SUIT + 1, suit * COINS_PER_SUIT + 7)]
    for a in coins:
        for b in coins:
            if a != b and swap_verdict(players, own, usable, a, b) == SWAP_OK:
                table[a * 32 + b] = 1
    return Allegiance(own, neutral, usable, neutral_of, bytes(table))


def seat_allegiance(state: ReflecState) -> Allegiance:
    """The allegiance of the player on turn."""
    return allegiance(state.players, state.eliminated, state.player)


def frozen_coins(state: ReflecState) -> int:
    """Neutral coins the player on turn may not move: moved the turn before by another player."""
    if state.last_player < 0 or state.last_player == state.player:
        return 0
    return state.last_moved & seat_allegiance(state).neutral


def supply(state: ReflecState, suit: int) -> int:
    return (state.hand >> (COINS_PER_SUIT * suit) & 0x3F).bit_count()


def blocked_swaps(state: ReflecState) -> frozenset[int]:
    """Pair keys the player on turn may not swap: swapped since their previous turn."""
    since = state.previous_turn[state.player]
    return frozenset(key for key, serial in state.swaps if serial > since)


def pair_key(coin_a: int, coin_b: int) -> int:
    """The same number for a pair of coins in either order (coins are 1-24)."""
    return min(coin_a, coin_b) * 32 + max(coin_a, coin_b)


def players_with_lasers(state: ReflecState) -> list[int]:
    alive = {owner_of(s, state.players) for s in suits_in_play(state.players) if state.lasers[s] >= 0}
    return sorted(alive)


def suit_letter(suit: int) -> str:
    return SUITS[suit]
