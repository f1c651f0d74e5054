"""One line of the load list, and its JSON form in the save index.

A summary is what the title and load screens need to list a save without
replaying it: who plays what, when, how it stands, or why the file cannot be
used. The JSON form is validated when read back, so a tampered index can at
worst make a save be replayed again, never crash a screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
)

from reflectgames.storage.errors import Params, translate

_Text = Annotated[StrictStr, Field(max_length=400)]


@dataclass(frozen=True)
class SaveSummary:
    """One line of the load screen: a usable save, or a damaged file with its `error`."""

    path: Path
    game: str | None
    players: tuple[str, ...]
    updated: datetime
    move_count: int
    finished: bool
    winners: tuple[str, ...] = ()
    reason: str | None = None
    # Why the file cannot be used: English text, and its message key and params for the screens.
    error: str | None = None
    error_key: str | None = None
    error_params: Params = field(default_factory=dict)
    # A damaged save whose backup loads: the load screen offers to recover it.
    recoverable: bool = False
    # The file met a bug in the app rather than a problem of its own (never kept in the index).
    internal: bool = False

    @property
    def damaged(self) -> bool:
        return self.error is not None

    @property
    def is_draw(self) -> bool:
        return self.finished and not self.winners

    def error_text(self) -> str:
        """Why the file cannot be used, in the player's language."""
        return translate(self.error_key, self.error_params, self.error or "")


class _Indexed(BaseModel):
    """A summary as the index stores it; anything else in an entry makes it stale."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)  # built on first use

    game: StrictStr | None
    players: Annotated[list[_Text], Field(max_length=8)]
    updated: AwareDatetime
    move_count: Annotated[StrictInt, Field(ge=0)]
    finished: StrictBool
    winners: Annotated[list[_Text], Field(max_length=8)]
    reason: _Text | None
    error: _Text | None
    error_key: Annotated[StrictStr, Field(max_length=80)] | None
    error_params: Annotated[dict[str, StrictStr | StrictInt], Field(max_length=12)]
    recoverable: StrictBool


def summary_to_data(summary: SaveSummary) -> dict[str, Any]:
    """The JSON form of `summary` (its path is the index key, not part of it)."""
    return {
        "game": summary.game,
        "players": list(summary.players),
        "updated": summary.updated.isoformat(),
        "move_count": summary.move_count,
        "finished": summary.finished,
        "winners": list(summary.winners),
        "reason": summary.reason,
        "error": summary.error,
        "error_key": summary.error_key,
        "error_params": dict(summary.error_params),
        "recoverable": summary.recoverable,
    }


def summary_from_data(path: Path, data: Any) -> SaveSummary | None:
    """The summary stored for `path`, or None when the stored form is not usable."""
    try:
        stored = _Indexed.model_validate(data)
        updated = stored.updated.astimezone(UTC)
    except (ValidationError, OverflowError):
        return None
    return SaveSummary(
        path=path,
        game=stored.game,
        players=tuple(stored.players),
        updated=updated,
        move_count=stored.move_count,
        finished=stored.finished,
        winners=tuple(stored.winners),
        reason=stored.reason,
        error=stored.error,
        error_key=stored.error_key,
        error_params=dict(stored.error_params),
        recoverable=stored.recoverable,
    )
