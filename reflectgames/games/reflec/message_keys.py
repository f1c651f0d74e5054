"""The message keys this game's screens pick by value (end reasons and the like), as tables:
a key is looked up here, never built from a value, so every key used is one the catalog defines."""

from __future__ import annotations

from reflectgames.games.reflec.events import ReflecEnd

# The message that explains each way a game ends (the result's second line), by end reason.
END_MESSAGES: dict[ReflecEnd, str] = {
    ReflecEnd.LAST_LASER: "reflec.result.last_laser",
}

# A coin of each suit with its article ("an arms coin", "une pièce des armes"), by suit letter.
A_COIN: dict[str, str] = {
    "S": "reflec.a_coin.S",
    "M": "reflec.a_coin.M",
    "C": "reflec.a_coin.C",
    "A": "reflec.a_coin.A",
}

# The beam a suit's laser fires, and whose, as the subject of what it did ("Ada's suns beam"), by suit letter.
THE_BEAM: dict[str, str] = {
    "S": "reflec.the_beam.S",
    "M": "reflec.the_beam.M",
    "C": "reflec.the_beam.C",
    "A": "reflec.the_beam.A",
}
