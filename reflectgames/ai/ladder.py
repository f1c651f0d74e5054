"""Whether the levels are ordered, how the computer fares in crowds, and what moving first is worth.

- **Ladder**: hard against normal and normal against easy, N games per pairing
  per game. Each deal is played twice with the seats swapped, so neither
  level profits from the seat or the deal.
- **Crowds**: Reflec with four players (the normal level against three greedy
  players) and with three (against two), the normal level taking every seat in turn.
- **First seat**: two normal players; how often the seat that made the game's
  first move (set-up included) won.

A share counts a draw as half a win; its 95 % interval is Wilson's. Games run
in parallel processes, one per core, like `strength.py`, so each search has a
core as it would in the app. `scale` multiplies every level's seconds (the
ratio between levels stays), for quicker runs that keep the ladder's shape.
`rate` replaces the clock with a fixed number of iterations per level-second
(easy gets 0.2 x rate, hard 3 x rate): a busy machine then neither slows one
level more than another nor changes the figures, and a run can be repeated
move for move.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from reflectgames.ai.arena import Player, play_game
from reflectgames.ai.baselines import greedy_move
from reflectgames.ai.mcts import Budget
from reflectgames.ai.players import LEVELS, computer_games, think_within
from reflectgames.core.rules import acting
from reflectgames.games import get_rules

LADDER: tuple[tuple[str, str], ...] = (("hard", "normal"), ("normal", "easy"))
Z_95 = 1.959964  # the normal quantile of a two-sided 95 % interval
DEAL_SEED = 3000


def wilson_interval(score: float, games: int, z: float = Z_95) -> tuple[float, float]:
    """Wilson's score interval for a share of `score` successes in `games` trials (0..1 each)."""
    if games <= 0:
        return (0.0, 1.0)
    share = score / games
    denominator = 1 + z * z / games
    centre = (share + z * z / (2 * games)) / denominator
    margin = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - margin), min(1.0, centre + margin))


@dataclass(frozen=True)
class Seating:
    """One game: who sits where (a level name, or "greedy"), and the deal."""

    game_id: str
    seats: tuple[str, ...]
    seed: int
    scale: float = 1.0
    iterations: int | None = None  # an exact budget instead of seconds (deterministic, for tests)
    rate: int | None = None  # iterations per level-second instead of seconds (deterministic, levels apart)


@dataclass(frozen=True)
class Played:
    winners: tuple[int, ...]
    players: int
    first_mover: int | None
    seconds: float
    finished: bool


def level_budget(level: str, scale: float = 1.0, iterations: int | None = None,
                 rate: int | None = None) -> Budget:
    """The budget of one level: exactly `iterations`, `rate` iterations per level-second, or its seconds."""
    if iterations is not None:
        return Budget(iterations=iterations)
    if rate is not None:
        return Budget(iterations=max(1, round(LEVELS[level] * scale * rate)))
    return Budget(seconds=LEVELS[level] * scale)


def _player(kind: str, scale: float, iterations: int | None, rate: int | None = None) -> Player:
    if kind == "greedy":
        return greedy_move

    budget = level_budget(kind, scale, iterations, rate)

    def choose(game_id: str, state: Any, seat: int, rng: random.Random) -> Any:
        return think_within(game_id, state, seat, budget, level=kind, seed=rng.getrandbits(32)).move

    return choose


def play_seating(seating: Seating) -> Played:
    players = [_player(kind, seating.scale, seating.iterations, seating.rate) for kind in seating.seats]
    started = time.perf_counter()
    record = play_game(seating.game_id, players, seating.seed)
    seconds = time.perf_counter() - started
    outcome = record.outcome
    first = _first_mover(seating.game_id, len(players), seating.seed, record.moves)
    winners = tuple(outcome.winners) if outcome else ()
    return Played(winners, len(players), first, seconds, outcome is not None)


def _first_mover(game_id: str, players: int, seed: int, moves: Sequence[str]) -> int | None:
    """The seat that made the game's first move (set-up included), or None for a game without moves."""
    if not moves:
        return None
    rules = get_rules(game_id)
    return acting(rules.to_move(rules.new_game(players, seed, {})))


def _score(results: Sequence[Played], seats_of: Callable[[int], Sequence[int]]) -> float:
    """Wins of the seats `seats_of(game index)` name, a shared win (a draw) counting its share."""
    score = 0.0
    for index, played in enumerate(results):
        ours = set(seats_of(index))
        winners = played.winners or tuple(range(played.players))  # no winner: everybody draws
        score += len(ours & set(winners)) / len(winners)
    return score


def share_figures(score: float, results: Sequence[Played]) -> dict[str, Any]:
    games = len(results)
    low, high = wilson_interval(score, games)
    seconds = [played.seconds for played in results]
    return {
        "games": games,
        "score": round(score, 2),
        "win_share": round(score / games, 3) if games else None,
        "interval_95": [round(low, 3), round(high, 3)],
        "unfinished": sum(not played.finished for played in results),
        "seconds_per_game": round(statistics.median(seconds), 2) if seconds else None,
    }


def _pool_map(seatings: list[Seating], workers: int | None) -> list[Played]:
    if workers == 1:
        return [play_seating(seating) for seating in seatings]
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1, mp_context=context) as pool:
        return list(pool.map(play_seating, seatings))


def _two_player_seatings(game_id: str, first: str, second: str, games: int, scale: float,
                         iterations: int | None, *, rate: int | None = None) -> list[Seating]:
    """`first` at seat 0 on even games and seat 1 on odd ones; each deal is played from both seats."""
    seatings = []
    for index in range(games):
        seats = (first, second) if index % 2 == 0 else (second, first)
        seatings.append(Seating(game_id, seats, DEAL_SEED + index // 2, scale, iterations, rate))
    return seatings


def measure_pairing(game_id: str, stronger: str, weaker: str, games: int, *, scale: float = 1.0,
                    iterations: int | None = None, rate: int | None = None,
                    workers: int | None = None) -> dict[str, Any]:
    """The stronger level's share of `games` games against the weaker one, seats alternating."""
    seatings = _two_player_seatings(game_id, stronger, weaker, games, scale, iterations, rate=rate)
    results = _pool_map(seatings, workers)
    score = _score(results, lambda index: (index % 2,))
    return {"pairing": f"{stronger}_vs_{weaker}", **share_figures(score, results)}


def measure_first_seat(game_id: str, games: int, *, level: str = "normal", scale: float = 1.0,
                       iterations: int | None = None, rate: int | None = None,
                       workers: int | None = None) -> dict[str, Any]:
    """Equal levels: how often the seat that made the game's first move won."""
    seatings = [Seating(game_id, (level, level), DEAL_SEED + index, scale, iterations, rate)
                for index in range(games)]
    results = _pool_map(seatings, workers)
    def first_seat(index: int) -> tuple[int, ...]:
        first = results[index].first_mover
        return () if first is None else (first,)

    score = _score(results, first_seat)
    return share_figures(score, results)


def measure_crowd(game_id: str, players: int, games: int, *, level: str = "normal", scale: float = 1.0,
                  iterations: int | None = None, rate: int | None = None,
                  workers: int | None = None) -> dict[str, Any]:
    """`level` against `players - 1` greedy players, taking every seat in turn; its share of the wins."""
    seatings = []
    for index in range(games):
        seats = ["greedy"] * players
        seats[index % players] = level
        seatings.append(Seating(game_id, tuple(seats), DEAL_SEED + index, scale, iterations, rate))
    results = _pool_map(seatings, workers)
    score = _score(results, lambda index: (index % players,))
    return {"players": players, "fair_share": round(1 / players, 3), **share_figures(score, results)}


def crowd_games() -> tuple[tuple[str, int], ...]:
    """(game, players) of every computer game that seats more than two players."""
    found = []
    for game_id in computer_games():
        info = get_rules(game_id).info
        found += [(game_id, players) for players in range(3, info.max_players + 1)]
    return tuple(found)


def measure_ladder(games: int, progress: Callable[[str], None] | None = None, *, scale: float = 1.0,
                   iterations: int | None = None, rate: int | None = None,
                   workers: int | None = None) -> dict[str, Any]:
    """Every figure of this module for every game with a computer player."""
    def say(line: str) -> None:
        if progress is not None:
            progress(line)

    figures: dict[str, Any] = {"scale": scale, "iterations": iterations, "rate": rate, "ladder": {},
                               "first_seat": {}, "crowds": {}}
    budget: dict[str, Any] = {"scale": scale, "iterations": iterations, "rate": rate, "workers": workers}
    for game_id in computer_games():
        pairings = {}
        for stronger, weaker in LADDER:
            found = measure_pairing(game_id, stronger, weaker, games, **budget)
            pairings[found.pop("pairing")] = found
            say(f"{game_id} {stronger} vs {weaker}: {found['win_share']} {found['interval_95']}")
        figures["ladder"][game_id] = pairings
        figures["first_seat"][game_id] = measure_first_seat(game_id, games, **budget)
        say(f"{game_id} first seat: {figures['first_seat'][game_id]['win_share']}")
    for game_id, players in crowd_games():
        found = measure_crowd(game_id, players, games, **budget)
        figures["crowds"][f"{game_id}_{players}"] = found
        say(f"{game_id} with {players}: {found['win_share']} (fair {found['fair_share']})")
    return figures
