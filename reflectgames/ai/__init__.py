"""Computer players: a game-agnostic search and the entry point `choose_move`."""

from reflectgames.ai.players import LEVELS, choose_move, computer_games, game_ai, has_computer_player, think

__all__ = ["LEVELS", "choose_move", "computer_games", "game_ai", "has_computer_player", "think"]
