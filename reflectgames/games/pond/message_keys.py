"""The message keys this game's screens pick by value (end reasons and the like), as tables:
a key is looked up here, never built from a value, so every key used is one the catalog defines."""

from __future__ import annotations

from reflectgames.games.pond.board import Direction
from reflectgames.games.pond.events import PondEnd

# The result line of each way a game ends.
END_MESSAGES: dict[PondEnd, str] = {
    PondEnd.FLIES: "pond.result.flies",
    PondEnd.STICKS: "pond.result.sticks",
    PondEnd.DRAW: "pond.result.draw",
}

# The words of each direction, owner-relative.
DIRECTION_WORDS: dict[Direction, str] = {
    "F": "pond.direction.F",
    "B": "pond.direction.B",
    "L": "pond.direction.L",
    "R": "pond.direction.R",
}

# The set-up editor: each way of dealing, each kind of piece, and why a kind takes no more pieces.
MODE_NAMES: dict[str, str] = {
    "random": "pond_setup.mode.random",
    "choose": "pond_setup.mode.choose",
}

PIECE_NAMES: dict[str, str] = {
    "flies": "pond_setup.tool.flies",
    "start": "pond_setup.tool.start",
    "water": "pond_setup.tool.water",
}

# The frog start is never full: a new start replaces the old one.
FULL_NOTICES: dict[str, str] = {
    "flies": "pond_setup.full.flies",
    "water": "pond_setup.full.water",
}
