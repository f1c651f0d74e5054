"""Small JSON notes in the data folder that the app can always work out again (pars, the solver's moves).

Each is one object `{"format", "version", <entries key>: {name: entry}}`. A
note is never the player's work, so a missing, damaged or foreign file reads
as no entries and is written over; the newest entries are kept last, and only
the last `limit` survive, so a note cannot grow for ever.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reflectgames.storage.atomic import read_json_limited, write_json_atomic
from reflectgames.storage.errors import SaveError


def read_note(path: Path, format_: str, version: int, key: str, limit: int) -> list[tuple[str, Any]]:
    """The note's last `limit` entries in file order; [] when it cannot be read."""
    if not path.exists():
        return []
    try:
        data = read_json_limited(path)
    except (SaveError, OSError):
        return []
    if not isinstance(data, dict) or data.get("format") != format_ or data.get("version") != version:
        return []
    entries = data.get(key)
    if not isinstance(entries, dict):
        return []
    return [(name, entry) for name, entry in list(entries.items())[-limit:] if isinstance(name, str)]


def write_note(path: Path, format_: str, version: int, key: str, entries: dict[str, Any], limit: int) -> None:
    """Write the note with its last `limit` entries; SaveError when it cannot be written."""
    kept = dict(list(entries.items())[-limit:])
    write_json_atomic(path, {"format": format_, "version": version, key: kept}, keep_backup=False)
