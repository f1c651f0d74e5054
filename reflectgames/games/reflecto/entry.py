"""The entry of this game: what the app needs from this folder (see core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import FrameSample, GameEntry, Part, Scenarios

GAME = GameEntry(
    id="reflecto",
    rules=Part(f"{__package__}.rules", "RULES"),
    view=Part(f"{__package__}.view", "VIEW_CLASS"),
    random_opening=Part(f"{__package__}.rules", "random_opening"),
    setup_panel=Part(f"{__package__}.setup_panel", "OptionsEditor"),
    computer_player=Part(f"{__package__}.ai", "AI"),
    rules_page=Part(f"{__package__}.rules_page"),
    sounds=(
        ("end", "win"),
        ("exit", "catch"),
        ("jump", "hop"),
        ("step", "slide"),
        ("setup", "place"),
        ("guess", "place"),
        ("move", "slide"),
    ),
    domains=("reflecto", "reflecto_setup", "reflecto_rules"),
    # A dozen moves after both words are set.
    scenarios=Scenarios(frames=(FrameSample("reflecto_play", random_moves=12, fixed_seat=True),)),
)
