"""The computer player of noughts and crosses: the shared search; the default playouts and even
evaluation are enough on nine cells."""

from __future__ import annotations

from reflectgames.ai.game_ai import GameAI


class NoughtsAI(GameAI):
    playout_depth = 9  # a playout always reaches the end of the game


AI = NoughtsAI
