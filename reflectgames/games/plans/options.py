"""Plans of Action's options: a fixed coin layout (else the seed deals one), the goal, how many suits.

`suits` asks how many suits must meet the goal at once: one, two, three or all four.

`layout` is checked here only as text; what it spells is read by
`board.parse_layout` in new_game, whose refusal says precisely what is
wrong. None for the layout means "deal one from the seed".
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, StrictStr


class PlansOptions(BaseModel):
    # Built on first use, not at import: the title screen never needs it.
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)

    layout: StrictStr | None = None
    goal: Literal["group", "line"] = "group"
    suits: Literal["one", "two", "three", "all"] = "one"
