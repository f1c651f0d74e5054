"""How strong and how quick the computer players are: whole games against the baselines.

For each game the searching player (at one level) plays a series of games
against the uniformly random player and against the greedy one-move
lookahead, taking every seat in turn. Games run in parallel processes, one
per core, so each search has a core to itself as it would in the app.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import statistics
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from reflectgames.ai.arena import Player, play_game
from reflectgames.ai.baselines import greedy_move, random_move
from reflectgames.ai.players import computer_games, think
from reflectgames.games import get_rules

OPPONENTS: dict[str, Player] = {"random": random_move, "greedy": greedy_move}


def table_size(game_id: str) -> int:
    """Every game is measured one against one (Reflec too: two suits each)."""
    return get_rules(game_id).info.min_players


@dataclass(frozen=True)
class Trial:
    game_id: str
    opponent: str
    seed: int
    seat: int  # the searching player's seat
    level: str
    iterations: int | None


@dataclass(frozen=True)
class TrialResult:
    won: bool
    draw: bool
    finished: bool
    moves: int
    think_seconds: tuple[float, ...]


def _searcher(level: str, iterations: int | None) -> Player:
    def choose(game_id: str, state: Any, seat: int, rng: random.Random) -> Any:
        return think(game_id, state, seat, level=level, seed=rng.getrandbits(32), iterations=iterations).move

    return choose


def play_trial(trial: Trial) -> TrialResult:
    players = table_size(trial.game_id)
    seats = [OPPONENTS[trial.opponent]] * players
    seats[trial.seat] = _searcher(trial.level, trial.iterations)
    record = play_game(trial.game_id, seats, trial.seed)
    outcome = record.outcome
    return TrialResult(
        won=outcome is not None and trial.seat in outcome.winners,
        draw=outcome is not None and not outcome.winners,
        finished=outcome is not None,
        moves=len(record.moves),
        think_seconds=tuple(record.think_seconds[trial.seat]),
    )


def trials(game_id: str, opponent: str, games: int, level: str, iterations: int | None) -> list[Trial]:
    players = table_size(game_id)
    # Fixed seeds: the same deals every run, so figures compare across versions.
    return [
        Trial(game_id, opponent, 1000 + index, index % players, level, iterations) for index in range(games)
    ]


def summarize(results: list[TrialResult]) -> dict[str, Any]:
    games = len(results)
    wins = sum(result.won for result in results)
    return {
        "games": games,
        "wins": wins,
        "draws": sum(result.draw for result in results),
        "unfinished": sum(not result.finished for result in results),
        "win_share": round(wins / games, 3) if games else None,
        "median_moves": statistics.median(result.moves for result in results) if results else None,
    }


def measure_game(
    game_id: str,
    games: int,
    *,
    level: str = "normal",
    iterations: int | None = None,
    workers: int | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Win shares against each baseline and the searcher's think times, for one game."""
    workers = workers or os.cpu_count() or 1
    figures: dict[str, Any] = {"level": level, "iterations": iterations}
    thinks: list[float] = []
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        for opponent in OPPONENTS:
            results = list(pool.map(play_trial, trials(game_id, opponent, games, level, iterations)))
            figures[f"vs_{opponent}"] = summarize(results)
            thinks.extend(second for result in results for second in result.think_seconds)
            if progress is not None:
                share = figures[f"vs_{opponent}"]["win_share"]
                progress(f"{game_id} vs {opponent}: {share} of {games} games")
    searched = sorted(thinks)
    figures["decisions"] = len(searched)
    figures[f"{level}_move_s"] = round(statistics.median(searched), 3) if searched else None
    figures[f"{level}_move_p95_s"] = round(searched[int(0.95 * (len(searched) - 1))], 3) if searched else None
    return figures


def measure_all(
    games: int, progress: Callable[[str], None] | None = None, **kwargs: Any
) -> dict[str, dict[str, Any]]:
    return {game: measure_game(game, games, progress=progress, **kwargs) for game in computer_games()}
