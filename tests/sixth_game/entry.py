"""The entry of noughts and crosses (see reflectgames/core/entry.py)."""

from __future__ import annotations

from reflectgames.core.entry import GameEntry, Part

GAME = GameEntry(
    id="noughts",
    rules=Part(f"{__package__}.rules", "RULES"),
    view=Part(f"{__package__}.view", "VIEW_CLASS"),
    computer_player=Part(f"{__package__}.ai", "AI"),
    sounds=(("mark", "place"),),
)
