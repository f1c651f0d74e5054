"""Finding a game's board view by its id (the base class lives in `ui/game_view.py`)."""

from __future__ import annotations

import importlib

from reflectgames.ui.game_view import GameView


def view_class(game_id: str) -> type[GameView]:
    module = importlib.import_module(f"reflectgames.games.{game_id}.view")
    return module.VIEW_CLASS
