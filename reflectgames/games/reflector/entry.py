"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import FrameSample, GameEntry, Scenarios

GAME = GameEntry.in_folder(
    __package__,
    "reflector",
    # Its view chooses each move's sound (sound_of); these kinds are the fallback.
    sounds=(("node", "place"), ("claim", "place")),
    catalogs=("catalog", "catalog_rules"),
    # The middle game: a reflection crossing the cut.
    scenarios=Scenarios(frames=(FrameSample("reflector_play", random_moves=30, fixed_seat=True),)),
)
