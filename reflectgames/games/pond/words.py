"""Reflection Pond's actions and what followed from them, in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from reflectgames.core.rules import Event
from reflectgames.games.pond.events import Bump, Catch, ExtraFly, NewWater, Splash
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


def consequences(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """What followed from an action, for the history: a frog stopped by a stick or the edge, a
    dive and where it came up, the new water tile, a fly caught, the extra fly of a third repetition."""
    said: list[str] = []
    for event in events:
        name = names[event.player] if event.player is not None and event.player < len(names) else ""
        if isinstance(event, Bump):
            said.append(t("pond.history.bump", name=name, tile=event.tile))
        elif isinstance(event, Splash):
            said.append(t("pond.history.splash", name=name, fell_in=event.fell_in, came_up=event.came_up))
        elif isinstance(event, NewWater):
            said.append(t("pond.history.new_water", name=name, tile=event.tile))
        elif isinstance(event, Catch):
            said.append(t("pond.history.catch", name=name, tile=event.tile, count=event.caught))
        elif isinstance(event, ExtraFly):
            said.append(t("pond.history.extra_fly", tile=event.tile))
    return said
