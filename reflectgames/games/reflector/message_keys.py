"""The message keys this game's screens pick by value (end reasons and the like), as tables:
a key is looked up here, never built from a value, so every key used is one the catalog defines."""

from __future__ import annotations

from reflectgames.games.reflector.events import ReflectorEnd, Revealed
from reflectgames.games.reflector.observation import Status

# Why the game ended -> the sentence that says so under the result.
END_MESSAGES: dict[ReflectorEnd, str] = {
    ReflectorEnd.NODES: "reflector.result.nodes",
    ReflectorEnd.CELLS: "reflector.result.cells",
    ReflectorEnd.DRAW: "reflector.result.draw",
}

# What a cell showed when it was taken -> its word in the notes.
STATUS_MESSAGES: dict[Status, str] = {
    "null": "reflector.status.null",
    "owned": "reflector.status.owned",
    "node": "reflector.status.node",
}

# What a claim showed -> how the history says it (a claim never lands on a cell already held).
CLAIM_HISTORY: dict[Revealed, str] = {
    "null": "reflector.history.claim.null",
    "owned": "reflector.history.claim.owned",
    "node": "reflector.history.claim.node",
    "already": "reflector.history.reflection.already",
}

# What its reflection showed on the shooter's grid -> how the history says it.
REFLECTION_HISTORY: dict[Revealed, str] = {
    "null": "reflector.history.reflection.null",
    "owned": "reflector.history.reflection.owned",
    "node": "reflector.history.reflection.node",
    "already": "reflector.history.reflection.already",
}
