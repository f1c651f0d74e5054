"""The save index: the load list's summaries, kept so listing never replays every save.

Replaying a save costs time in proportion to its moves (a 10,000-move game
takes over a second), and the title and load screens list every save on
every visit. The index remembers each save's summary by file name together
with the file's size and modification time (and its backup's, which decides
whether a damaged save can be recovered); a file whose stamp changed, or that
the index does not know, is replayed once and its entry renewed. The index
is only a cache: a missing, damaged or foreign index is rebuilt, and a disk
that refuses to write it only costs the next listing the same replays.

It lives next to the saves folder (`saves-index.json`) rather than inside it,
where it would be listed as a save.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from reflectgames import __version__
from reflectgames.storage.atomic import backup_path, read_json_limited, write_json_atomic
from reflectgames.storage.errors import SaveError
from reflectgames.storage.paths import data_dir
from reflectgames.storage.summary import SaveSummary, summary_from_data, summary_to_data

INDEX_FORMAT = "reflectgames-save-index"
INDEX_VERSION = 1
INDEX_NAME = "saves-index.json"
MAX_INDEX_BYTES = 20_000_000

_log = logging.getLogger(__name__)

Stamp = list[int]


def index_path() -> Path:
    return data_dir() / INDEX_NAME


def stamp_of(path: Path) -> Stamp | None:
    """Size and modification time of a save and of its backup; None when the save cannot be looked at."""
    try:
        main = path.stat()
    except OSError:
        return None
    try:
        backup = backup_path(path).stat()
        extra = [backup.st_size, backup.st_mtime_ns]
    except OSError:
        extra = [-1, -1]
    return [main.st_size, main.st_mtime_ns, *extra]


def _read_entries() -> dict[str, Any]:
    try:
        data = read_json_limited(index_path(), max_bytes=MAX_INDEX_BYTES, max_depth=8)
    except SaveError:
        return {}  # no index yet, or a damaged one: it is rebuilt
    # Another version of the app may judge saves differently: its summaries are not reused.
    if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT:
        return {}
    if data.get("version") != INDEX_VERSION or data.get("app") != __version__:
        return {}
    entries = data.get("entries")
    return entries if isinstance(entries, dict) else {}


def _cached(entry: Any, path: Path, stamp: Stamp | None) -> SaveSummary | None:
    if stamp is None or not isinstance(entry, dict) or entry.get("stamp") != stamp:
        return None
    return summary_from_data(path, entry.get("summary"))


def indexed_summaries(paths: Iterable[Path], build: Callable[[Path], SaveSummary]) -> list[SaveSummary]:
    """The summary of every path, from the index when it is up to date, else from `build`.

    The index is rewritten (atomically) when an entry was added, renewed or dropped.
    """
    entries = _read_entries()
    kept: dict[str, Any] = {}
    found: list[SaveSummary] = []
    changed = False
    for path in paths:
        # The stamp is taken before reading: a save written meanwhile is read again next time.
        stamp = stamp_of(path)
        summary = _cached(entries.get(path.name), path, stamp)
        if summary is None:
            summary = build(path)
            changed = True
        # A bug is not a property of the file: it is looked at again on the next visit.
        if stamp is not None and not summary.internal:
            kept[path.name] = {"stamp": stamp, "summary": summary_to_data(summary)}
        found.append(summary)
    if changed or kept.keys() != entries.keys():
        _write(kept)
    return found


def _write(entries: dict[str, Any]) -> None:
    data = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "app": __version__, "entries": entries}
    try:
        write_json_atomic(index_path(), data, keep_backup=False)
    except SaveError as error:
        # A read-only or full disk: listing works without the index, only slower.
        _log.info("the save index could not be written: %s", error)
