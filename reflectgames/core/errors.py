"""The errors the rules raise on purpose, each with a message a player can read.

`key` and `params` name the same explanation in the message catalogs, so the
app can say it in the player's language; the English message stays the text
for the command line and for logs. Everything that is not one of these (or a
storage error) is a bug, and is reported as one.
"""

from __future__ import annotations

from typing import Any


class GameError(ValueError):
    """A refusal the rules meant: an illegal move, an impossible set-up."""

    def __init__(self, message: str, key: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.key = key
        self.params = params


class IllegalMove(GameError):
    """A move that cannot be played now."""


class InvalidSetup(GameError):
    """A new game that cannot be started: a wrong number of players, seed or option."""
