"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import FrameSample, GameEntry, Scenarios

GAME = GameEntry.in_folder(
    __package__,
    "reflec",
    sounds=(
        ("destroyed", "catch"),
        ("beam", "beam"),
        ("drop", "place"),
        ("move", "slide"),
        ("laser_move", "slide"),
        ("spin", "slide"),
        ("swap", "slide"),
    ),
    catalogs=("catalog", "catalog_setup", "catalog_rules"),
    # The engine figure is for the full four-player game.
    scenarios=Scenarios(
        engine_players=4, frames=(FrameSample("reflec_beam", example="reflec-2-loop-ready.json"),)
    ),
)
