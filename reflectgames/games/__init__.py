"""The registry of games: which exist, and their rules.

`GAME_IDS` lists only games that are fully playable; the app offers exactly
these, so a game that is not built yet never shows up as a placeholder.
"""

from __future__ import annotations

import importlib

from reflectgames.core.rules import Rules

GAME_IDS: tuple[str, ...] = ("pond", "reflec", "reflector", "reflecto", "plans")

_cache: dict[str, Rules] = {}


def get_rules(game_id: str) -> Rules:
    """The rules object of a game; ValueError for an unknown id."""
    if game_id not in GAME_IDS:
        known = ", ".join(GAME_IDS)
        raise ValueError(f"Unknown game '{game_id}' (known: {known}).")
    if game_id not in _cache:
        module = importlib.import_module(f"reflectgames.games.{game_id}.rules")
        _cache[game_id] = module.RULES
    return _cache[game_id]


def random_opening(game_id: str, seed: int) -> list[str]:
    """Move texts that start a random game past any setup that legal_moves cannot list.

    A game whose setup is a free-text secret (a hidden word, say) offers a
    `random_opening(seed)` function in its rules module; for the others this is
    empty. The benchmark and the self-test use it to reach positions with listed moves.
    """
    module = importlib.import_module(f"reflectgames.games.{game_id}.rules")
    opening = getattr(module, "random_opening", None)
    return list(opening(seed)) if opening is not None else []
