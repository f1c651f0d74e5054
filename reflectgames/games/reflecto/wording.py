"""What followed from a Reflecto move, in words, for the history.

Screens standing and moving are public, what a mirror shows is told to its
owner alone (`Seen` carries `seats`): the history is worded from the events a
seat may know, and even its owner reads how many new screens a mirror showed,
never their letters, which stay in the notebook.
"""

from __future__ import annotations

from collections.abc import Sequence

from reflectgames.core.rules import Event
from reflectgames.games.reflecto.events import Exited, Guessed, Seen, Started
from reflectgames.i18n import t


def consequences(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """Who moves first, letter screens that left the board, what mirrors showed, whether a guess was right."""
    said: list[str] = []
    for event in events:
        name = names[event.player] if event.player is not None and 0 <= event.player < len(names) else ""
        if isinstance(event, Started):
            said.append(t("reflecto.history.started", name=name))
        elif isinstance(event, Exited):
            key = "reflecto.history.exit_jump" if event.by_jump else "reflecto.history.exit"
            said.append(t(key, name=name, number=event.number))
        elif isinstance(event, Seen):
            said.append(t("reflecto.history.seen", name=name, count=len(event.cells)))
        elif isinstance(event, Guessed):
            said.append(t("reflecto.history.right" if event.right else "reflecto.history.wrong"))
    return said
