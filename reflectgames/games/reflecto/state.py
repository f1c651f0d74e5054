"""The full Reflecto state, the one value the rules and the observation filter both read.

It sits apart from `rules.py` so that `observe.py` (which filters it for one
seat) and the rules (which build it) both depend on it, not on each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflectgames.core.rules import Outcome
from reflectgames.games.reflecto.options import Config

SETUP_PHASE, PLAY_PHASE, OVER_PHASE = 0, 1, 2  # observe.PHASES names them
EMPTY = -1


@dataclass(frozen=True, slots=True)
class ReflectoState:
    config: Config
    phase: int
    to_move: int | None
    words: tuple[str, str]  # "" until that player has set up
    faces: tuple[tuple[str, ...], tuple[str, ...]]  # per player, what each letter screen carries
    cells: tuple[int, ...]  # per cell: EMPTY or owner * 7 + screen index
    pos: tuple[int, ...]  # per screen (owner * 7 + index): its cell, or -1 when off the board
    occupied: int  # bit per cell
    exited: tuple[int, int]
    identified: tuple[int, int]  # bit k of [p]: p has seen the face of the opponent's screen k
    wrong_guesses: tuple[tuple[str, ...], tuple[str, ...]]
    result: Outcome | None = None
