"""The message keys this game's screens pick by value (end reasons and the like), as tables:
a key is looked up here, never built from a value, so every key used is one the catalog defines."""

from __future__ import annotations

from reflectgames.games.reflec.events import ReflecEnd

# The message that explains each way a game ends (the result's second line), by end reason.
END_MESSAGES: dict[ReflecEnd, str] = {
    ReflecEnd.LAST_LASER: "reflec.result.last_laser",
}
