"""Reflec's options: there are none (the seats' order is settled on the setup screen).

The empty model still refuses every name, in the same words as the other games.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class ReflecOptions(BaseModel):
    # Built on first use, not at import: the title screen never needs it.
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)
