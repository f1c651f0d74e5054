"""Reflection Pond's options: which set-up draws the players fix instead of the seed.

`flies` (5 tiles), `start` (1 tile), `water` (2 tiles), `first` (0 or 1);
each left out (or None) is drawn at random. The model checks each value on
its own; how fixed values may combine is the rules' business (new_game;
docs/rules/pond.md, "Set-up").
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, StrictInt

Tile = Annotated[StrictInt, Field(ge=1, le=16)]


def as_tuple(value: Any) -> Any:
    """A list (from JSON or the setup panel) or a tuple both stand for a list of tiles."""
    return tuple(value) if isinstance(value, (list, tuple)) else value


def _distinct(tiles: tuple[int, ...]) -> tuple[int, ...]:
    if len(set(tiles)) != len(tiles):
        raise ValueError("tiles must differ")
    return tiles


def tile_list(count: int) -> Any:
    return Annotated[
        tuple[Tile, ...],
        BeforeValidator(as_tuple),
        Field(min_length=count, max_length=count),
        AfterValidator(_distinct),
    ]


class PondOptions(BaseModel):
    # Built on first use, not at import: the title screen never needs it.
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)

    flies: tile_list(5) | None = None  # type: ignore[valid-type]
    start: Tile | None = None
    water: tile_list(2) | None = None  # type: ignore[valid-type]
    first: Annotated[StrictInt, Field(ge=0, le=1)] | None = None
