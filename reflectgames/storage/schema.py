"""The save file format (version 1) as pydantic models, and turning raw JSON into one.

A save is exactly what describes a game: game id, players, seed, options and
the move texts, plus timestamps and the result for listing. Types are strict
(a seed must be a JSON integer, not "7" or 7.5) and unknown fields are refused,
so a tampered file is reported rather than half-understood.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    JsonValue,
    StrictInt,
    StrictStr,
    StringConstraints,
    ValidationError,
    field_validator,
)

from reflectgames import games
from reflectgames.storage.errors import SaveError, clip

SAVE_FORMAT = "reflectgames-save"
SAVE_VERSION = 1
MAX_MOVES = 10_000
MAX_MOVE_CHARS = 200
MAX_SEED = (1 << 64) - 1
MAX_PLAYERS = 8

PlayerName = Annotated[StrictStr, StringConstraints(strip_whitespace=True, min_length=1, max_length=24)]
Level = Annotated[StrictStr, StringConstraints(strip_whitespace=True, min_length=1, max_length=24)]
MoveText = Annotated[StrictStr, StringConstraints(max_length=MAX_MOVE_CHARS)]
Seat = Annotated[StrictInt, Field(ge=0, lt=MAX_PLAYERS)]


def _printable(value: str) -> str:
    # Names end up in one-line messages and on screen: no newlines or control codes.
    if not value.isprintable():
        raise ValueError("must not contain control characters")
    return value


class SavedPlayer(BaseModel):
    """One seat at the table."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: PlayerName
    kind: Literal["human", "computer"]
    level: Level | None = None

    @field_validator("name", "level")
    @classmethod
    def _printable_text(cls, value: str | None) -> str | None:
        return value if value is None else _printable(value)


class SavedOutcome(BaseModel):
    """How the game ended, as recorded when it was saved (checked against the replay)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    winners: Annotated[list[Seat], Field(max_length=MAX_PLAYERS)]
    reason: Annotated[StrictStr, StringConstraints(max_length=200)]


class SaveFile(BaseModel):
    """A whole save file, version 1."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["reflectgames-save"]
    version: StrictInt
    game: StrictStr
    players: Annotated[list[SavedPlayer], Field(min_length=1, max_length=MAX_PLAYERS)]
    seed: Annotated[StrictInt, Field(ge=0, le=MAX_SEED)]
    options: dict[str, JsonValue] = Field(default_factory=dict)
    moves: Annotated[list[MoveText], Field(max_length=MAX_MOVES)]
    created: datetime
    updated: datetime
    outcome: SavedOutcome | None = None

    @field_validator("version")
    @classmethod
    def _known_version(cls, value: int) -> int:
        if value > SAVE_VERSION:
            raise ValueError("this file was made by a newer version of reflectgames")
        if value != SAVE_VERSION:
            raise ValueError(f"unknown version {value}")
        return value

    @field_validator("game")
    @classmethod
    def _known_game(cls, value: str) -> str:
        if value not in games.GAME_IDS:
            raise ValueError(f"unknown game '{clip(value)}'")
        return value

    @field_validator("created", "updated")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        # Hand-edited files may drop the zone; read them as UTC so sorting never fails.
        return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


def _where(location: tuple[int | str, ...]) -> str:
    text = ""
    for part in location:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return clip(text, 60)


def describe_validation_error(error: ValidationError) -> str:
    """The first problem of a pydantic error, as the end of a sentence."""
    problems = error.errors(include_url=False)
    first = problems[0]
    location = tuple(first["loc"])
    if first["type"] == "extra_forbidden":
        text = f"it has an unexpected field '{_where(location)}'"
    elif first["type"] == "missing":
        text = f"the field '{_where(location)}' is missing"
    else:
        message = str(first["msg"]).removeprefix("Value error, ")
        text = f"{_where(location)}: {message}" if location else message
    if len(problems) > 1:
        text += f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})"
    return text


def parse_save(data: Any, name: str = "This file") -> SaveFile:
    """Validate decoded JSON as a save file; SaveError with one sentence otherwise."""
    if not isinstance(data, dict):
        kind = {list: "a list", str: "a string", int: "a number", float: "a number", bool: "true/false"}
        found = kind.get(type(data), "empty") if data is not None else "null"
        raise SaveError(f"{name} is not a reflectgames save (it holds {found}, not an object).")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{name} is not a reflectgames save (no \"format\": \"{SAVE_FORMAT}\").")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        raise SaveError(
            f"{name} was made by a newer version of reflectgames "
            f"(save version {clip(version, 12)}; this one reads version {SAVE_VERSION})."
        )
    try:
        return SaveFile.model_validate(data)
    except ValidationError as error:
        raise SaveError(f"{name} is damaged: {describe_validation_error(error)}.") from error
