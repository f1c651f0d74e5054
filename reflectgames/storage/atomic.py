"""Crash-safe JSON files: atomic writes with a backup, and careful reads.

A write goes to a temporary file in the same folder, is flushed to disk and
then renamed over the old file, so a crash or a full disk leaves either the
old or the new version, never half of one. The previous version is kept as
`<name>.bak`. Reads refuse oversized, deeply nested or non-UTF-8 files before
handing them to the JSON parser, so a hostile file costs little and explains
itself in one sentence.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from reflectgames.storage.errors import SaveError, clip

MAX_BYTES = 1_000_000
MAX_DEPTH = 64

# A JSON string literal, written so the regex engine never backtracks.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def backup_path(path: Path) -> Path:
    """Where the previous version of `path` is kept."""
    return path.with_name(path.name + ".bak")


def _write_durably(folder: Path, name: str, payload: bytes) -> Path:
    """Write `payload` to a new temporary file in `folder`, on disk before returning."""
    handle, temp_name = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    return Path(temp_name)


def _sync_folder(folder: Path) -> None:
    """Make the renames themselves durable where the platform allows it (POSIX)."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def write_json_atomic(path: Path, data: Any) -> None:
    """Write `data` as JSON to `path` atomically, keeping the old version as `<name>.bak`.

    Raises SaveError (one sentence) when the file cannot be written.
    """
    path = Path(path)
    payload = (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    temps: list[Path] = []
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file():
            # Copy rather than rename the old file: `path` must exist at every instant.
            old_temp = _write_durably(path.parent, path.name + ".bak", path.read_bytes())
            temps.append(old_temp)
            os.replace(old_temp, backup_path(path))
        new_temp = _write_durably(path.parent, path.name, payload)
        temps.append(new_temp)
        os.replace(new_temp, path)
    except OSError as error:
        for temp in temps:
            temp.unlink(missing_ok=True)
        reason = error.strerror or type(error).__name__
        raise SaveError(f"Could not write {clip(path.name)}: {reason}.") from error
    _sync_folder(path.parent)


def _nesting_depth(text: str) -> int:
    """The deepest bracket nesting outside string literals, without parsing."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = deepest = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def _looks_cut_short(text: str) -> bool:
    """True when the text ends inside a string or with brackets still open."""
    outside = _STRING.sub("", text)
    if '"' in outside:
        return True
    brackets = _NOT_BRACKET.sub("", outside)
    return brackets.count("[") + brackets.count("{") > brackets.count("]") + brackets.count("}")


class _NotANumber(ValueError):
    """NaN and Infinity: Python's json accepts them, JSON itself does not."""


def _refuse_constant(name: str) -> Any:
    raise _NotANumber(name)


def read_json_limited(path: Path, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Read a JSON file defensively; raise SaveError with one sentence if it is unusable.

    The file is never modified.
    """
    path = Path(path)
    name = clip(path.name)
    try:
        if not path.exists():
            raise SaveError(f"There is no file named {name}.")
        if not path.is_file():
            raise SaveError(f"{name} is a folder or device, not a file.")
        size = path.stat().st_size
        if size > max_bytes:
            raise SaveError(f"{name} is too large ({size:,} bytes; the limit is {max_bytes:,}).")
        with path.open("rb") as stream:
            # Read one byte past the limit: the file may have grown since stat().
            raw = stream.read(max_bytes + 1)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SaveError(f"Could not read {name}: {reason}.") from error
    if len(raw) > max_bytes:
        raise SaveError(f"{name} is too large (more than {max_bytes:,} bytes).")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError(f"{name} is not a text file (invalid UTF-8 at byte {error.start}).") from error
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise SaveError(f"{name} is empty.")
    if _nesting_depth(text) > max_depth:
        raise SaveError(f"{name} is nested too deeply (more than {max_depth} levels).")
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        hint = ", perhaps cut short" if _looks_cut_short(text) else ""
        raise SaveError(
            f"{name} is not valid JSON{hint} (line {error.lineno}, column {error.colno}: {error.msg})."
        ) from error
    except RecursionError as error:
        raise SaveError(f"{name} is nested too deeply.") from error
    except _NotANumber as error:
        raise SaveError(f"{name} holds {error}, which is not a number JSON allows.") from error
    except ValueError as error:
        # Python refuses to convert integers of more than a few thousand digits.
        raise SaveError(f"{name} holds a number with too many digits to read.") from error
