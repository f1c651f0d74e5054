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

# What a claim showed on the claimed grid, and its reflection on the shooter's -> how the history
# says each ("already": a reflection onto a cell the taker held before; a claim never shows it).
TAKEN_HISTORY: dict[Revealed, tuple[str, str]] = {
    "null": ("reflector.history.claim.null", "reflector.history.reflection.null"),
    "owned": ("reflector.history.claim.owned", "reflector.history.reflection.owned"),
    "node": ("reflector.history.claim.node", "reflector.history.reflection.node"),
    "already": ("reflector.history.reflection.already", "reflector.history.reflection.already"),
}
