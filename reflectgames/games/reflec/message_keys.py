"""The message keys this game's screens pick by value (end reasons and the like), as tables:
a key is looked up here, never built from a value, so every key used is one the catalog defines."""

from __future__ import annotations

from reflectgames.games.reflec.events import ReflecEnd

# The message that explains each way a game ends (the result's second line), by end reason.
END_MESSAGES: dict[ReflecEnd, str] = {
    ReflecEnd.LAST_LASER: "reflec.result.last_laser",
}

# Each suit's phrases, by suit letter: a coin of it with its article ("an arms coin", "une pièce
# des armes"), and its beam and whose, as the subject of what it did ("Ada's arms beam").
SUIT_PHRASES: dict[str, tuple[str, str]] = {
    "S": ("reflec.a_coin.S", "reflec.the_beam.S"),
    "M": ("reflec.a_coin.M", "reflec.the_beam.M"),
    "C": ("reflec.a_coin.C", "reflec.the_beam.C"),
    "A": ("reflec.a_coin.A", "reflec.the_beam.A"),
}
