"""Reflector's options: who shoots first (else the seed's coin flip) and what counts as next to.

None for an option means its default: the coin flip for `first`,
"orthogonal" for `adjacency`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt


class ReflectorOptions(BaseModel):
    # Built on first use, not at import: the title screen never needs it.
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)

    first: Annotated[StrictInt, Field(ge=0, le=1)] | None = None
    adjacency: Literal["orthogonal", "king"] | None = None
