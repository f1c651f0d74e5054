"""What a shot would do, worked out from an observation for the aiming preview.

The preview traces with the rules' own `trace_beam` on a board rebuilt from
the observation, and describes the result as the `BeamFired` event the shot
would report, so the view draws a preview and a real shot with the same code.
"""

from __future__ import annotations

from reflectgames.games.reflec.beam import LOOP, trace_beam
from reflectgames.games.reflec.board import (
    CELL_INDEX,
    CELL_NAMES,
    COINS_PER_SUIT,
    DIRECTIONS,
    SUITS,
    Direction,
)
from reflectgames.games.reflec.events import BeamFired, RemovedCoin
from reflectgames.games.reflec.observation import ReflecObservation


def board_from(obs: ReflecObservation) -> list[int]:
    """The rules' 64-int board for an observation (coins get a stand-in number of their suit)."""
    board = [0] * 64
    for name, coin in obs.coins.items():
        board[CELL_INDEX[name]] = (SUITS.index(coin.suit) * COINS_PER_SUIT + 1) << 2 | DIRECTIONS.index(
            coin.facing
        )
    for suit, at in obs.lasers.items():
        if at is not None:
            board[CELL_INDEX[at]] = -(SUITS.index(suit) + 1)
    return board


def preview_shot(obs: ReflecObservation, suit: str, direction: Direction) -> BeamFired | None:
    """The shot `suit`'s laser would fire `direction` now, as its beam event; None without a laser."""
    origin = obs.lasers.get(suit)
    if origin is None:
        return None
    beam = trace_beam(board_from(obs), CELL_INDEX[origin], direction)
    removed = tuple(_removed(obs, cell) for cell in beam.loop) if beam.end == LOOP else ()
    return BeamFired.traced(SUITS.index(suit), beam, removed, player=obs.to_move)


def _removed(obs: ReflecObservation, cell: int) -> RemovedCoin:
    coin = obs.coins[CELL_NAMES[cell]]
    return RemovedCoin(cell=cell, suit=SUITS.index(coin.suit), facing=DIRECTIONS.index(coin.facing))
