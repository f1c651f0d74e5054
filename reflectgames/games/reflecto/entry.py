"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import FrameSample, GameEntry, Scenarios
from reflectgames.games.reflecto.events import Exited, Guessed, Jumped, SetUp, Stepped

GAME = GameEntry.in_folder(
    __package__,
    "reflecto",
    random_opening=True,
    sounds=(
        (Exited.kind, "catch"),
        (Jumped.kind, "hop"),
        (Stepped.kind, "slide"),
        (SetUp.kind, "place"),
        (Guessed.kind, "place"),
    ),
    catalogs=("catalog", "catalog_rules"),
    # A dozen moves after both words are set.
    scenarios=Scenarios(frames=(FrameSample("reflecto_play", random_moves=12, fixed_seat=True),)),
)
