"""The computer players: the search at three levels, and two baselines to measure it by.

`choose_move` is the one entry point the rest of the app uses. It looks at
the game only through `observe(state, seat)`: for games that hide things the
search plays in worlds sampled from that observation, so a computer seat
cannot know more than a person in its chair. With `iterations` set the search
is deterministic (same seed, same move) and ignores the clock.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from reflectgames.ai.game_ai import GameAI
from reflectgames.ai.mcts import Budget, SearchResult, most_visited, sampled_by_visits, search
from reflectgames.games import entries, game_entry, get_rules

# Seconds of thought per decision; easy also picks its move loosely.
LEVELS: dict[str, float] = {"easy": 0.2, "normal": 1.0, "hard": 3.0}
DEFAULT_LEVEL = "normal"

_game_ais: dict[tuple[str, str], GameAI] = {}


def game_ai(game_id: str, level: str = DEFAULT_LEVEL) -> GameAI:
    """The search knowledge of a game at `level` (its entry's computer player); ValueError without one."""
    key = (game_id, level)
    if key not in _game_ais:
        computer_player = game_entry(game_id).computer_player  # an unknown id gets the registry's message
        if computer_player is None:
            raise ValueError(f"{game_id} has no computer player.")
        game = computer_player()(get_rules(game_id))
        game.at_level(level)
        _game_ais[key] = game
    return _game_ais[key]


def has_computer_player(game_id: str) -> bool:
    try:
        return game_entry(game_id).computer_player is not None
    except ValueError:
        return False


def computer_games() -> tuple[str, ...]:
    return tuple(entry.id for entry in entries() if entry.computer_player is not None)


def _checked_turn(game_id: str, state: Any, seat: int) -> None:
    rules = get_rules(game_id)
    if rules.outcome(state) is not None:
        raise ValueError("The game is over: there is no move to choose.")
    if rules.to_move(state) != seat:
        raise ValueError(f"It is not seat {seat}'s turn.")


def world_sampler(game_id: str, state: Any, seat: int,
                  level: str = DEFAULT_LEVEL) -> tuple[Any, Callable[[random.Random], Any]]:
    """(the seat's observation, a function drawing worlds consistent with it)."""
    rules = get_rules(game_id)
    observation = rules.observe(state, seat)
    game = game_ai(game_id, level)
    if not rules.info.hidden_information:
        # Nothing is hidden: the observation holds the whole state, but for future draws.
        return observation, lambda rng: game.unknown_future(state, rng)
    return observation, lambda rng: game.sample_world(observation, rng)


def think(
    game_id: str,
    state: Any,
    seat: int,
    *,
    level: str = DEFAULT_LEVEL,
    seed: int = 0,
    iterations: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    language: str = "en",
) -> SearchResult:
    """Search for `seat`'s move and say how the search went.

    The level's seconds bound the search, or exactly `iterations`; `language` is
    the player's, for a word chosen where the game names no language.
    """
    if level not in LEVELS:
        raise ValueError(f"Unknown level '{level}' (known: {', '.join(LEVELS)}).")
    whole = isinstance(iterations, int) and not isinstance(iterations, bool)
    if iterations is not None and (not whole or iterations < 1):
        raise ValueError("iterations is a whole number of at least 1.")
    budget = Budget(iterations=iterations) if iterations is not None else Budget(seconds=LEVELS[level])
    return think_within(game_id, state, seat, budget, level=level, seed=seed, should_stop=should_stop,
                        language=language)


def think_within(
    game_id: str,
    state: Any,
    seat: int,
    budget: Budget,
    *,
    level: str = DEFAULT_LEVEL,
    seed: int = 0,
    should_stop: Callable[[], bool] | None = None,
    language: str = "en",
) -> SearchResult:
    """`think` with any budget (the benchmark scales the levels' seconds); `level` decides how to pick."""
    _checked_turn(game_id, state, seat)
    game = game_ai(game_id, level)
    rng = random.Random(seed)
    observation, draw_world = world_sampler(game_id, state, seat, level)
    opening = game.opening_move(observation, rng, language=language)
    if opening is not None:
        return SearchResult(opening, 0, 0.0, {})
    if not get_rules(game_id).info.hidden_information:
        only = game.candidate_moves(draw_world(rng))
        if len(only) == 1:
            # One sensible move (a forced shot, the best drop): nothing to think about.
            return SearchResult(only[0], 0, 0.0, {str(only[0]): 0})
    root, done, seconds = search(game, draw_world, budget, rng, should_stop=should_stop)
    if not root.children:
        raise ValueError("There is no legal move to choose.")
    move = sampled_by_visits(root, rng) if level == "easy" else most_visited(root)
    visits = {str(move): child.visits for move, child in root.children.items()}
    chances = {str(move): child.value / child.visits for move, child in root.children.items() if child.visits}
    return SearchResult(move, done, seconds, visits, chances)


def choose_move(
    game_id: str,
    state: Any,
    seat: int,
    *,
    level: str = DEFAULT_LEVEL,
    seed: int = 0,
    iterations: int | None = None,
) -> Any:
    """A legal move for `seat`, chosen from what that seat may see."""
    return think(game_id, state, seat, level=level, seed=seed, iterations=iterations).move
