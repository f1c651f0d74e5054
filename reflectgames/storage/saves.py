"""Saving, loading and listing games.

A save is replayed through the rules on every load: a file whose moves the
rules refuse, or whose recorded result differs from the replay, is reported
as damaged with one sentence, and the file itself is never touched. Saves
live in `saves_dir()`, one `<save_id>.json` per match, written atomically
after every move.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from pydantic import ValidationError

from reflectgames.core.match import COMPUTER, Match, PlayerSpec
from reflectgames.games import get_rules
from reflectgames.storage.atomic import backup_path, read_json_limited, write_json_atomic
from reflectgames.storage.errors import SaveError, clip
from reflectgames.storage.index import indexed_summaries
from reflectgames.storage.paths import data_dir, examples_dir, log_path, saves_dir
from reflectgames.storage.records import SaveRecord, keep_record, record_of
from reflectgames.storage.schema import (
    SAVE_FORMAT,
    SAVE_VERSION,
    PlayerKind,
    SavedOutcome,
    SavedPlayer,
    SaveFile,
    parse_save,
    validation_problem,
)
from reflectgames.storage.summary import SaveSummary

__all__ = [
    "SaveError",
    "SaveFile",
    "SaveRecord",
    "SaveSummary",
    "SavedOutcome",
    "SavedPlayer",
    "delete_save",
    "latest_unfinished",
    "list_examples",
    "list_saves",
    "load_save",
    "match_from_save",
    "match_to_save",
    "record_of",
    "save_match",
]

_log = logging.getLogger(__name__)

_SAVE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,79}")


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def _names(players: list[SavedPlayer], seats: frozenset[int] | list[int]) -> str:
    return " and ".join(players[s].name if s < len(players) else f"seat {s}" for s in sorted(seats))


# --- match <-> save ----------------------------------------------------------------


def match_to_save(match: Match) -> SaveFile:
    """The save file describing `match` up to its cursor (a redo tail is not kept)."""
    now = _now()
    outcome = match.outcome()
    record = record_of(match)
    try:
        # A round trip through JSON turns tuples into lists and catches values JSON cannot hold.
        options = json.loads(json.dumps(match.options))
        created = datetime.fromisoformat(record.created) if record.created else now
        return SaveFile(
            format=SAVE_FORMAT,
            version=SAVE_VERSION,
            game=match.game_id,
            players=[SavedPlayer(name=p.name, kind=cast(PlayerKind, p.kind), level=p.level)
                     for p in match.players],
            seed=match.seed,
            options=options,
            moves=list(match.moves),
            created=created,
            updated=now,
            outcome=None
            if outcome is None
            else SavedOutcome(winners=sorted(outcome.winners), reason=outcome.reason),
        )
    except ValidationError as error:
        text, _key, params = validation_problem(error)
        raise SaveError(f"This game cannot be saved: {text}.", "storage.cannot_save",
                        detail=f"{params['field']}: {params['detail']}") from error
    except (TypeError, ValueError) as error:
        # Options JSON cannot hold, or a creation date that is not one.
        raise SaveError(f"This game cannot be saved: {clip(error, 80)}.", "storage.cannot_save",
                        detail=clip(error, 80)) from error


def match_from_save(save: SaveFile) -> Match:
    """Rebuild a match by replaying every saved move; SaveError if the rules disagree."""
    from reflectgames.ai.players import has_computer_player

    rules = get_rules(save.game)
    count = len(save.players)
    if not rules.info.min_players <= count <= rules.info.max_players:
        low, high = rules.info.min_players, rules.info.max_players
        wanted = str(low) if low == high else f"{low}–{high}"  # figures and a dash read in every language
        raise SaveError(f"{save.game} is played by {wanted} players, but the save has {count}.",
                        "storage.player_count", game=save.game, wanted=wanted, count=count)
    if any(p.kind == COMPUTER for p in save.players) and not has_computer_player(save.game):
        raise SaveError(f"{save.game} has no computer player, but the save seats one.",
                        "storage.no_computer_player", game=save.game)
    players = [PlayerSpec(name=p.name, kind=p.kind, level=p.level) for p in save.players]
    try:
        match = Match.with_rules(rules, players, save.seed, save.options)
    except (ValueError, TypeError) as error:
        # InvalidSetup, and for now the plain ValueError or TypeError some games raise for a bad option.
        # Anything else is a bug in the rules and must be reported as one, not as a damaged file.
        raise SaveError(f"The game options are not valid: {clip(error, 120)}", "storage.bad_options",
                        cause=error, detail=clip(error, 120)) from error
    for index, text in enumerate(save.moves, start=1):
        try:
            match.play(text)
        except ValueError as error:  # IllegalMove and every other refusal of the rules (GameError)
            raise SaveError(f"Move {index} '{clip(text)}' is illegal: {clip(error, 120)}",
                            "storage.illegal_move", cause=error, index=index, move=clip(text),
                            detail=clip(error, 120)) from error
    _check_outcome(save, match)
    return match


def _check_outcome(save: SaveFile, match: Match) -> None:
    # The recorded result only serves listings, but a mismatch means the file was edited.
    replayed = match.outcome()
    stored = save.outcome
    if stored is None and replayed is not None:
        raise SaveError("The save says the game is still going, but its moves finish it.",
                        "storage.said_going")
    if stored is not None and replayed is None:
        raise SaveError("The save says the game is over, but its moves do not finish it.",
                        "storage.said_over")
    if stored is not None and replayed is not None and set(stored.winners) != set(replayed.winners):
        said = f"{_names(save.players, stored.winners)} won" if stored.winners else "a draw"
        real = f"{_names(save.players, replayed.winners)} won" if replayed.winners else "a draw"
        raise SaveError(f"The save records {said}, but replaying its moves gives {real}.",
                        "storage.wrong_result")


def _in_user_saves(path: Path) -> bool:
    try:
        return path.resolve().parent == (data_dir() / "saves").resolve()
    except OSError:
        return False


def load_save(path: Path | str) -> tuple[SaveFile, Match]:
    """Read, validate and replay a save file; SaveError (one sentence) if it cannot be used.

    The file is only read. A match loaded from the player's own saves keeps its
    save id in its save record (`records.record_of`), so playing on updates the
    same file; a match loaded from anywhere else (the shipped examples, a file
    given on the command line) gets a new save of its own at its first autosave.
    """
    path = Path(path)
    data = read_json_limited(path)
    save = parse_save(data, clip(path.name))
    match = match_from_save(save)
    if _in_user_saves(path) and _SAVE_ID.fullmatch(path.stem):
        keep_record(match, SaveRecord(path.stem, save.created.isoformat()))
    return save, match


def new_save_id() -> str:
    """A file-name-safe id that sorts by creation time: `20250102-153000-a1b2c3`."""
    return f"{_now():%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


def save_match(match: Match) -> Path:
    """Write `match` to its save file (created on the first call); returns the path."""
    record = record_of(match)
    if not record.save_id or not _SAVE_ID.fullmatch(record.save_id):
        record.save_id = new_save_id()
    if not record.created:
        record.created = _now().isoformat()
    save = match_to_save(match)
    try:
        folder = saves_dir()
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SaveError(f"Could not create the saves folder: {reason}.", "storage.no_saves_folder",
                        reason=reason) from error
    path = folder / f"{record.save_id}.json"
    write_json_atomic(path, save_to_dict(save))
    return path


# --- listing -------------------------------------------------------------------------


def summarize(path: Path, save: SaveFile, match: Match) -> SaveSummary:
    outcome = match.outcome()
    names = tuple(p.name for p in save.players)
    return SaveSummary(
        path=path,
        game=save.game,
        players=names,
        updated=save.updated,
        move_count=len(save.moves),
        finished=outcome is not None,
        winners=tuple(names[seat] for seat in sorted(outcome.winners)) if outcome else (),
        reason=outcome.reason if outcome else None,
    )


def _modified(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, OverflowError, ValueError):
        return datetime.fromtimestamp(0, UTC)


def backup_usable(path: Path) -> bool:
    """Whether the backup of save `path` loads (the load screen then offers to recover the save)."""
    backup = backup_path(path)
    if not backup.is_file():
        return False
    try:
        load_save(backup)
    except SaveError:
        return False
    return True


def _damaged(path: Path, error: SaveError) -> SaveSummary:
    return SaveSummary(path, None, (), _modified(path), 0, False, error=str(error), error_key=error.key,
                       error_params=error.params, recoverable=backup_usable(path))


def _internal(path: Path) -> SaveSummary:
    name, log = clip(path.name), str(log_path())
    message = f"{name} could not be read because of an internal error; the details are in the log file {log}."
    return SaveSummary(path, None, (), _modified(path), 0, False, error=message,
                       error_key="storage.internal_error", error_params={"name": name, "log": log},
                       internal=True)


def read_summary(path: Path) -> SaveSummary:
    """Replay one save for the load list: its summary, or why it cannot be used."""
    try:
        return summarize(path, *load_save(path))
    except SaveError as error:
        return _damaged(path, error)
    except Exception:
        # Not a problem of the file: a bug met while replaying it. It is logged with its
        # traceback and listed as unreadable, so one bad save does not hide the others.
        _log.exception("listing the save %s met an internal error", path)
        return _internal(path)


def _save_files(folder: Path) -> list[Path]:
    try:
        paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
        return [path for path in paths if not path.name.startswith(".") and path.is_file()]
    except OSError:
        # An unreadable folder has nothing to offer; the screen shows an empty list.
        return []


def _summaries(folder: Path) -> list[SaveSummary]:
    return [read_summary(path) for path in _save_files(folder)]


def list_saves(folder: Path | str | None = None) -> list[SaveSummary]:
    """Every save in `folder` (default: the player's saves), newest first; damaged ones included."""
    if folder is None:
        # The player's own saves go through the index: listing them replays only what changed.
        summaries = indexed_summaries(_save_files(data_dir() / "saves"), read_summary)
    else:
        summaries = _summaries(Path(folder))
    return sorted(summaries, key=lambda summary: summary.updated, reverse=True)


def latest_unfinished() -> SaveSummary | None:
    """The most recently played game still in progress (for the Continue button)."""
    return next((s for s in list_saves() if not s.damaged and not s.finished), None)


def list_examples() -> list[SaveSummary]:
    """The example games shipped with the app, in file-name order."""
    return _summaries(examples_dir())


def delete_save(path: Path | str) -> None:
    """Delete one of the player's saves and its backup; shipped examples are never deleted."""
    path = Path(path)
    name = clip(path.name)
    if path.suffix != ".json":
        raise SaveError(f"{name} is not a save file.", "storage.not_a_save_file", name=name)
    try:
        if path.resolve().parent == examples_dir().resolve():
            raise SaveError("The example games that come with reflectgames cannot be deleted.",
                            "storage.example_undeletable")
        path.unlink(missing_ok=True)
        backup_path(path).unlink(missing_ok=True)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SaveError(f"Could not delete {name}: {reason}.", "storage.delete_failed", name=name,
                        reason=reason) from error


def save_to_dict(save: SaveFile) -> dict[str, Any]:
    """The JSON form of a save, as written to disk."""
    return save.model_dump(mode="json")
