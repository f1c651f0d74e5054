"""Whole games between computer players, for tests, the demo and the benchmark."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from reflectgames.core.rules import Outcome, acting
from reflectgames.games import get_rules

# (game id, state, seat, rng) -> a legal move
Player = Callable[[str, Any, int, random.Random], Any]


@dataclass
class GameRecord:
    outcome: Outcome | None
    moves: list[str]
    think_seconds: dict[int, list[float]] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        return self.outcome is not None


def play_game(
    game_id: str,
    players: Sequence[Player],
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_moves: int = 3000,
) -> GameRecord:
    """Play from a new game until it ends (or `max_moves` moves, then the outcome is None)."""
    rules = get_rules(game_id)
    state = rules.new_game(len(players), seed, options)
    rng = random.Random(seed)
    record = GameRecord(None, [], {seat: [] for seat in range(len(players))})
    while rules.outcome(state) is None and len(record.moves) < max_moves:
        seat = acting(rules.to_move(state))
        started = time.perf_counter()
        move = players[seat](game_id, state, seat, random.Random(rng.getrandbits(64)))
        record.think_seconds[seat].append(time.perf_counter() - started)
        text = str(move)
        # Through the notation, as a person's move would go: the text must parse back.
        state = rules.apply(state, rules.parse(state, text))
        record.moves.append(text)
    record.outcome = rules.outcome(state)
    return record
