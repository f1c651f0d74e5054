"""The message keys this game's screens pick by value (end reasons and the like), as tables:
a key is looked up here, never built from a value, so every key used is one the catalog defines."""

from __future__ import annotations

from reflectgames.games.reflecto.events import ReflectoEnd

# The result line of each way a game ends.
END_MESSAGES: dict[ReflectoEnd, str] = {
    ReflectoEnd.EXITS: "reflecto.result.exits",
    ReflectoEnd.GUESS: "reflecto.result.guess",
    ReflectoEnd.WRONG_GUESS: "reflecto.result.wrong_guess",
}
