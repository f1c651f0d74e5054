"""What a Reflec player sees: everything, as docs/rules/reflec.md ("Observation") lists it.

That list writes `points` and each coin as JSON objects, so these small
records read both ways: `obs.points.die` and `obs.points["die"]`, and they
compare equal to the matching dict. With three players the arms suit is
absent from every field. A few extra fields (who plays which suit, the turn's
tile count, the neutral coins that may not move, the result) let the view
explain the current choice without the full state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel


class Record(BaseModel):
    """A small model that also behaves like the JSON object it stands for."""

    def __getitem__(self, key: str) -> Any:
        if key not in type(self).model_fields:
            raise KeyError(key)
        return getattr(self, key)

    def keys(self) -> list[str]:
        return list(type(self).model_fields)

    def values(self) -> list[Any]:
        return [getattr(self, key) for key in self.keys()]

    def items(self) -> list[tuple[str, Any]]:
        return [(key, getattr(self, key)) for key in self.keys()]

    def get(self, key: str, default: Any = None) -> Any:
        return getattr(self, key) if key in type(self).model_fields else default

    def __contains__(self, key: object) -> bool:
        return key in type(self).model_fields

    def __len__(self) -> int:
        return len(type(self).model_fields)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping) and not isinstance(other, BaseModel):
            return self.model_dump() == dict(other)
        return super().__eq__(other)

    __hash__ = None  # type: ignore[assignment]  # equal to a dict, so not hashable


class Points(Record):
    mandatory: int
    die: int


class CoinView(Record):
    suit: str
    facing: str


class ReflecObservation(BaseModel):
    to_move: int | None
    suit: str | None
    phase: str
    points: Points
    dice: dict[str, int]
    coins: dict[str, CoinView]
    supply: dict[str, int]
    lasers: dict[str, str | None]
    eliminated: list[int]
    neutral: list[str]
    # --- beyond the contract's list (docs/rules/reflec.md, "Observation") ---
    players: int
    owners: dict[str, int]  # suit letter -> player
    turn_points: int  # tile points the turn started with (3, or 4 after a full die); 0 outside play
    frozen: list[str]  # cells of neutral coins that may not move this turn (moved last turn by another)
    winners: list[int] | None
    reason: str | None
