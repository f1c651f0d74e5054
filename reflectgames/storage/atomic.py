"""Crash-safe JSON files: atomic writes with a backup, and careful reads.

A write goes to a temporary file in the same folder, is flushed to disk and
then renamed over the old file, so a crash or a full disk leaves either the
old or the new version, never half of one. The previous version is kept as
`<name>.bak`. Reads refuse oversized, deeply nested or non-UTF-8 files before
handing them to the JSON parser, so a hostile file costs little and explains
itself in one sentence; every check before parsing is one linear pass.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from reflectgames.storage.errors import SaveError, clip
from reflectgames.storage.scan import scan

MAX_BYTES = 1_000_000
MAX_DEPTH = 64
TEMP_SUFFIX = ".tmp"

# Disks that refuse writes for a reason the player can act on get their own message.
_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_READ_ONLY = {errno.EROFS, errno.EACCES, errno.EPERM}


def backup_path(path: Path) -> Path:
    """Where the previous version of `path` is kept."""
    return path.with_name(path.name + ".bak")


def _write_durably(folder: Path, name: str, payload: bytes) -> Path:
    """Write `payload` to a new temporary file in `folder`, on disk before returning."""
    handle, temp_name = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=TEMP_SUFFIX)
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


def write_error(path: Path, error: OSError) -> SaveError:
    """One sentence for a write the disk refused: full and read-only disks are named as such."""
    name = clip(path.name)
    reason = error.strerror or type(error).__name__
    message = f"Could not write {name}: {reason}."
    if error.errno in _FULL:
        return SaveError(message, "storage.disk_full", name=name)
    if error.errno in _READ_ONLY:
        return SaveError(message, "storage.read_only", name=name)
    return SaveError(message, "storage.write_failed", name=name, reason=reason)


def write_bytes_atomic(path: Path, payload: bytes, keep_backup: bool = True) -> None:
    """Replace `path` with `payload` atomically, keeping the old version as `<name>.bak` if asked.

    Raises SaveError (one sentence) when the file cannot be written.
    """
    path = Path(path)
    temps: list[Path] = []
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if keep_backup and path.is_file():
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
        raise write_error(path, error) from error
    _sync_folder(path.parent)


def write_json_atomic(path: Path, data: Any, keep_backup: bool = True) -> None:
    """Write `data` as JSON to `path` atomically, keeping the old version as `<name>.bak`.

    Raises SaveError (one sentence) when the file cannot be written.
    """
    payload = (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    write_bytes_atomic(Path(path), payload, keep_backup)


class _NotANumber(ValueError):
    """NaN and Infinity: Python's json accepts them, JSON itself does not."""


class _DuplicateKey(ValueError):
    """An object naming the same key twice: which value was meant cannot be known."""


def _refuse_constant(name: str) -> Any:
    raise _NotANumber(name)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # Python keeps the last of repeated keys silently; a tampered file could hide a value that way.
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return found


def read_json_limited(path: Path, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Read a JSON file defensively; raise SaveError with one sentence if it is unusable.

    The file is never modified. Objects with a repeated key are refused.
    """
    path = Path(path)
    name = clip(path.name)
    try:
        if not path.exists():
            raise SaveError(f"There is no file named {name}.", "storage.missing", name=name)
        if not path.is_file():
            raise SaveError(f"{name} is a folder or device, not a file.", "storage.not_a_file", name=name)
        size = path.stat().st_size
        if size > max_bytes:
            raise SaveError(f"{name} is too large ({size:,} bytes; the limit is {max_bytes:,}).",
                            "storage.too_large", name=name, size=size, limit=max_bytes)
        with path.open("rb") as stream:
            # Read one byte past the limit: the file may have grown since stat().
            raw = stream.read(max_bytes + 1)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SaveError(f"Could not read {name}: {reason}.", "storage.read_failed", name=name,
                        reason=reason) from error
    if len(raw) > max_bytes:
        raise SaveError(f"{name} is too large (more than {max_bytes:,} bytes).", "storage.too_large",
                        name=name, size=len(raw), limit=max_bytes)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError(f"{name} is not a text file (invalid UTF-8 at byte {error.start}).",
                        "storage.not_utf8", name=name, byte=error.start) from error
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise SaveError(f"{name} is empty.", "storage.empty", name=name)
    found = scan(text)
    if found.deepest > max_depth:
        raise SaveError(f"{name} is nested too deeply (more than {max_depth} levels).", "storage.too_deep",
                        name=name, limit=max_depth)
    try:
        return json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as error:
        line, column = error.lineno, error.colno
        if found.cut_short:
            raise SaveError(f"{name} is not valid JSON, perhaps cut short (line {line}, column {column}: "
                            f"{error.msg}).", "storage.cut_short", name=name, line=line,
                            column=column) from error
        raise SaveError(f"{name} is not valid JSON (line {line}, column {column}: {error.msg}).",
                        "storage.not_json", name=name, line=line, column=column) from error
    except RecursionError as error:
        raise SaveError(f"{name} is nested too deeply.", "storage.too_deep", name=name,
                        limit=max_depth) from error
    except _NotANumber as error:
        raise SaveError(f"{name} holds {error}, which is not a number JSON allows.", "storage.not_a_number",
                        name=name, value=str(error)) from error
    except _DuplicateKey as error:
        repeated = clip(error, 40)
        raise SaveError(f"{name} names the key '{repeated}' twice in one object, so which value is meant "
                        "cannot be known.", "storage.duplicate_key", name=name, field=repeated) from error
    except ValueError as error:
        # Python refuses to convert integers of more than a few thousand digits.
        raise SaveError(f"{name} holds a number with too many digits to read.", "storage.long_number",
                        name=name) from error
