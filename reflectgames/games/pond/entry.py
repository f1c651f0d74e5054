"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import FrameSample, GameEntry, Scenarios
from reflectgames.games.pond.events import Bump, Catch, Hop, Splash, StickLifted, StickPlaced

GAME = GameEntry.in_folder(
    __package__,
    "pond",
    sounds=(
        (Catch.kind, "catch"),
        (Splash.kind, "splash"),
        (Hop.kind, "hop"),
        (StickPlaced.kind, "place"),
        (StickLifted.kind, "slide"),
        (Bump.kind, "slide"),
    ),
    catalogs=("catalog", "catalog_rules"),
    scenarios=Scenarios(frames=(FrameSample("pond_play"),)),
)
