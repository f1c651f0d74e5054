"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import FrameSample, GameEntry, Part, Scenarios

GAME = GameEntry(
    id="reflector",
    rules=Part(f"{__package__}.rules", "RULES"),
    view=Part(f"{__package__}.view", "VIEW_CLASS"),
    setup_panel=Part(f"{__package__}.setup_panel", "OptionsEditor"),
    computer_player=Part(f"{__package__}.ai", "AI"),
    rules_page=Part(f"{__package__}.rules_page"),
    sounds=(("end", "win"), ("setup", "place")),
    domains=("reflector", "reflector_rules"),
    # The middle game: a reflection crossing the cut.
    scenarios=Scenarios(frames=(FrameSample("reflector_play", random_moves=30, fixed_seat=True),)),
)
