"""Finding a game's board view through its entry (the base class lives in `ui/game_view.py`)."""

from __future__ import annotations

from reflectgames.games import game_entry
from reflectgames.ui.game_view import GameView


def view_class(game_id: str) -> type[GameView]:
    return game_entry(game_id).view()
