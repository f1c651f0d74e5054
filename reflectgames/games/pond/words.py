"""Reflection Pond's actions and results in the player's language."""

from __future__ import annotations

from reflectgames.games.pond.message_keys import DIRECTION_WORDS
from reflectgames.games.pond.moves import FrogMove, PondMove, StickMove
from reflectgames.i18n import t


def describe(move: PondMove) -> str:
    """An action in words, for the history and the status line."""
    if isinstance(move, FrogMove):
        return t("pond.move.frog", direction=t(DIRECTION_WORDS[move.direction]))
    a, b = move.tiles
    if isinstance(move, StickMove):
        return t("pond.move.stick", a=a, b=b)
    return t("pond.move.unstick", a=a, b=b)
