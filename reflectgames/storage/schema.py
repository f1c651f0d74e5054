"""The save file format (version 1) as pydantic models, and turning raw JSON into one.

A save is exactly what describes a game: game id, players, seed, options and
the move texts, plus timestamps and the result for listing. Types are strict
(a seed must be a JSON integer, not "7" or 7.5) and unknown fields are refused,
so a tampered file is reported rather than half-understood.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Final, Literal

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
from pydantic_core import PydanticCustomError

from reflectgames import games
from reflectgames.ai.players import LEVELS
from reflectgames.storage.errors import SaveError, clip

SAVE_FORMAT: Final = "reflectgames-save"
SAVE_VERSION = 1
MAX_MOVES = 10_000
MAX_MOVE_CHARS = 200
MAX_SEED = (1 << 64) - 1
MAX_PLAYERS = 8
# Dates the app can show in any time zone: astimezone() overflows near the ends
# of Python's calendar (year 1 or 9999 with an offset), and no save predates 2000.
EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
LATEST = datetime(9999, 1, 1, tzinfo=UTC)

PlayerName = Annotated[StrictStr, StringConstraints(strip_whitespace=True, min_length=1, max_length=24)]
Level = Annotated[StrictStr, StringConstraints(strip_whitespace=True, min_length=1, max_length=24)]
MoveText = Annotated[StrictStr, StringConstraints(max_length=MAX_MOVE_CHARS)]
PlayerKind = Literal["human", "computer"]
Seat = Annotated[StrictInt, Field(ge=0, lt=MAX_PLAYERS)]


def _printable(value: str) -> str:
    # Names end up in one-line messages and on screen: no newlines or control codes.
    if not value.isprintable():
        raise PydanticCustomError("control_characters", "must not contain control characters")
    return value


class SavedPlayer(BaseModel):
    """One seat at the table."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: PlayerName
    kind: PlayerKind
    level: Level | None = None

    @field_validator("name", "level")
    @classmethod
    def _printable_text(cls, value: str | None) -> str | None:
        return value if value is None else _printable(value)

    @field_validator("level")
    @classmethod
    def _known_level(cls, value: str | None) -> str | None:
        # A level the computer players do not know would fail on every one of their turns.
        if value is not None and value not in LEVELS:
            raise PydanticCustomError("unknown_level", "unknown computer level '{level}' (known: {known})",
                                      {"level": clip(value), "known": ", ".join(LEVELS)})
        return value


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
            raise PydanticCustomError("newer_version",
                                      "this file was made by a newer version of reflectgames")
        if value != SAVE_VERSION:
            raise PydanticCustomError("unknown_version", "unknown version {version}",
                                      {"version": clip(value, 12)})
        return value

    @field_validator("game")
    @classmethod
    def _known_game(cls, value: str) -> str:
        if value not in games.GAME_IDS:
            raise PydanticCustomError("unknown_game", "unknown game '{game}'", {"game": clip(value)})
        return value

    @field_validator("created", "updated")
    @classmethod
    def _shown_date(cls, value: datetime) -> datetime:
        return shown_date(value)


def shown_date(value: datetime) -> datetime:
    """`value` with a time zone, if the app can show it in any local time; a pydantic error otherwise."""
    # Hand-edited files may drop the zone; read them as UTC so sorting never fails.
    aware = value if value.tzinfo else value.replace(tzinfo=UTC)
    try:
        inside = EARLIEST <= aware < LATEST
    except OverflowError:  # an offset that pushes the instant off the calendar
        inside = False
    if not inside:
        raise PydanticCustomError("date_out_of_range", "the date must lie between {first} and {last}",
                                  {"first": EARLIEST.year, "last": LATEST.year - 1})
    return aware


def _where(location: tuple[int | str, ...]) -> str:
    text = ""
    for part in location:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return clip(text, 60)


def describe_validation_error(error: ValidationError) -> str:
    """The first problem of a pydantic error, as the end of a sentence."""
    return validation_problem(error)[0]


# The messages of the storage domain for pydantic's own problems and for the validators above.
_PROBLEM_KEYS = {
    "extra_forbidden": "storage.field_unexpected",
    "missing": "storage.field_missing",
    "control_characters": "storage.field_control_characters",
    "unknown_level": "storage.field_unknown_level",
    "newer_version": "storage.field_newer_version",
    "unknown_version": "storage.field_unknown_version",
    "unknown_game": "storage.field_unknown_game",
    "date_out_of_range": "storage.field_date_range",
}


def validation_problem(error: ValidationError) -> tuple[str, str, dict[str, str | int]]:
    """(English text, message key, params) for the first problem of a pydantic error."""
    problems = error.errors(include_url=False)
    first = problems[0]
    location = tuple(first["loc"])
    field = _where(location)
    if first["type"] == "extra_forbidden":
        text = f"it has an unexpected field '{field}'"
    elif first["type"] == "missing":
        text = f"the field '{field}' is missing"
    else:
        message = str(first["msg"]).removeprefix("Value error, ")
        text = f"{field}: {message}" if location else message
    more = len(problems) - 1
    if more:
        text += f" (and {more} more problem{'s' if more > 1 else ''})"
    params: dict[str, str | int] = {"field": field, "detail": clip(first["msg"], 120), "more": more}
    for name, value in (first.get("ctx") or {}).items():
        if isinstance(value, (str, int)) and not isinstance(value, bool):
            params[name] = clip(value, 60) if isinstance(value, str) else value
    return text, _PROBLEM_KEYS.get(first["type"], "storage.field_invalid"), params


def parse_save(data: Any, name: str = "This file") -> SaveFile:
    """Validate decoded JSON as a save file; SaveError with one sentence otherwise."""
    if not isinstance(data, dict):
        kinds = {list: "list", str: "string", int: "number", float: "number", bool: "bool"}
        kind = kinds.get(type(data), "null")
        found = {"list": "a list", "string": "a string", "number": "a number", "bool": "true/false",
                 "null": "null"}[kind]
        raise SaveError(f"{name} is not a reflectgames save (it holds {found}, not an object).",
                        f"storage.top_{kind}", name=name)
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{name} is not a reflectgames save (no \"format\": \"{SAVE_FORMAT}\").",
                        "storage.not_a_save", name=name)
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        raise SaveError(
            f"{name} was made by a newer version of reflectgames "
            f"(save version {clip(version, 12)}; this one reads version {SAVE_VERSION}).",
            "storage.newer_version", name=name, version=clip(version, 12), supported=SAVE_VERSION,
        )
    try:
        return SaveFile.model_validate(data)
    except ValidationError as error:
        text, key, params = validation_problem(error)
        problem = SaveError(f"{name} is damaged: {text}.", key, name=name)
        problem.params.update(params)
        raise problem from error
