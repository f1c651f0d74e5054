"""What followed from a Reflector move, in words, for the history.

Claims and their reflections are told to both players and to no onlooker
(their events carry `seats`); the history is worded from the events a seat may
know, so an onlooker reads the claim alone and nobody reads where a hidden node
stands: a captured node's area is told as counts, never as cells.
"""

from __future__ import annotations

from collections.abc import Sequence

from reflectgames.core.rules import Event
from reflectgames.games.reflector.board import NAMES
from reflectgames.games.reflector.events import Claimed, Reflected, ShootingStarts, Taken
from reflectgames.games.reflector.message_keys import TAKEN_HISTORY
from reflectgames.i18n import t


def consequences(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """What a claim showed on each grid, what a captured node brought, and who shoots first."""
    said: list[str] = []
    for event in events:
        if isinstance(event, ShootingStarts):
            said.append(t("reflector.history.shooting", name=_name(names, event.player)))
        elif isinstance(event, Claimed):
            # The claimed grid is the other player's: its owner is named.
            said.append(t(TAKEN_HISTORY[event.status][0], name=_name(names, 1 - event.player)))
            said += _node_area(event)
        elif isinstance(event, Reflected):
            # The same label on the shooter's grid, taken by the target (`player`).
            said.append(t(TAKEN_HISTORY[event.status][1], name=_name(names, event.player),
                          owner=_name(names, 1 - event.player), cell=NAMES[event.cell]))
            said += _node_area(event)
    return said


def _node_area(event: Taken) -> list[str]:
    """What a captured node brought: cells taken with it, other nodes found in its area."""
    said = []
    if event.gained:
        said.append(t("reflector.history.gained", count=len(event.gained)))
    if event.revealed:
        said.append(t("reflector.history.revealed", count=len(event.revealed)))
    return said


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else ""
