"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import FrameSample, GameEntry, Scenarios

GAME = GameEntry.in_folder(
    __package__,
    "reflecto",
    random_opening=True,
    # The sound of a move: the first of these event kinds it produced (events.py names them).
    sounds=(
        ("exit", "catch"),
        ("jump", "hop"),
        ("step", "slide"),
        ("setup", "place"),
        ("guess", "place"),
    ),
    catalogs=("catalog", "catalog_rules"),
    # A dozen moves after both words are set.
    scenarios=Scenarios(frames=(FrameSample("reflecto_play", random_moves=12, fixed_seat=True),)),
)
