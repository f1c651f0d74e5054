"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import FrameSample, GameEntry, Scenarios

GAME = GameEntry.in_folder(
    __package__,
    "pond",
    # The sound of a move: the first of these event kinds it produced (events.py names them).
    sounds=(
        ("catch", "catch"),
        ("splash", "splash"),
        ("hop", "hop"),
        ("stick", "place"),
        ("unstick", "slide"),
        ("bump", "slide"),
    ),
    catalogs=("catalog", "catalog_rules"),
    scenarios=Scenarios(frames=(FrameSample("pond_play"),)),
)
