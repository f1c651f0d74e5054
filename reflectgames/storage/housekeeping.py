"""Tidying the data folder: temporary files left by a crash, and saves recovered from their backup.

An atomic write first writes `.<name>.<random>.tmp` and renames it over the
file; if the app is killed in between, the temporary file stays behind (the
save itself is intact: it is the old or the new version). `clean_leftovers`
removes those at start-up.

Every write keeps the previous version as `<name>.bak`. When a save is
damaged but its backup loads, `recover_from_backup` puts the backup in its
place; the damaged file is kept beside it as `<name>.damaged` (numbered if
one exists already) so nothing is ever lost.
"""

from __future__ import annotations

import logging
import re
import time
from pathlib import Path

from reflectgames.storage.atomic import TEMP_SUFFIX, backup_path, write_bytes_atomic
from reflectgames.storage.errors import SaveError, clip
from reflectgames.storage.paths import data_dir

# A temporary file younger than this may belong to a write in progress (a second window).
LEFTOVER_AGE_S = 60.0
_SAVE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,79}")
_log = logging.getLogger(__name__)


def _is_leftover(path: Path, now: float) -> bool:
    if not (path.name.startswith(".") and path.name.endswith(TEMP_SUFFIX)):
        return False
    try:
        return path.is_file() and now - path.stat().st_mtime > LEFTOVER_AGE_S
    except OSError:
        return False


def clean_leftovers() -> list[Path]:
    """Remove the temporary files interrupted writes left in the data and saves folders.

    Returns what was removed. Never raises: a folder that cannot be read or a
    file that cannot be removed is simply left for the next start.
    """
    now = time.time()
    removed: list[Path] = []
    for folder in (data_dir(), data_dir() / "saves"):
        try:
            candidates = [path for path in folder.glob(f".*{TEMP_SUFFIX}") if _is_leftover(path, now)]
        except OSError:
            continue
        for path in candidates:
            try:
                path.unlink()
            except OSError as error:
                _log.info("could not remove the leftover %s: %s", path, error)
                continue
            removed.append(path)
    if removed:
        _log.info("removed %d temporary file(s) left by interrupted writes", len(removed))
    return removed


def damaged_copy_path(path: Path) -> Path:
    """A free name beside `path` for keeping its damaged version: `<name>.damaged`, then `.damaged-2`..."""
    candidate = path.with_name(path.name + ".damaged")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.damaged-{number}")
        number += 1
    return candidate


def recover_from_backup(save_id: str) -> Path:
    """Replace the damaged save `save_id` with its backup; returns where the damaged file was kept.

    The backup must load (schema and replay) or nothing changes. The damaged
    file is copied aside first, then the backup replaces it atomically, so at
    every instant the save exists. SaveError (one sentence) when it cannot be done.
    """
    from reflectgames.storage.saves import load_save

    if not _SAVE_ID.fullmatch(save_id):
        raise SaveError(f"{clip(save_id)} is not the name of a save.", "storage.not_a_save_file",
                        name=clip(save_id))
    path = data_dir() / "saves" / f"{save_id}.json"
    backup = backup_path(path)
    name = clip(path.name)
    if not backup.is_file():
        raise SaveError(f"{name} has no backup to recover from.", "storage.no_backup", name=name)
    try:
        load_save(backup)
    except SaveError as error:
        raise SaveError(f"The backup of {name} cannot be used either: {error}", "storage.backup_unusable",
                        name=name) from error
    try:
        good = backup.read_bytes()
        damaged = path.read_bytes() if path.is_file() else None
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SaveError(f"Could not read {name}: {reason}.", "storage.read_failed", name=name,
                        reason=reason) from error
    kept = damaged_copy_path(path)
    if damaged is not None:
        write_bytes_atomic(kept, damaged, keep_backup=False)
    # No new backup: the one there is the version being restored, and stays as it is.
    write_bytes_atomic(path, good, keep_backup=False)
    return kept
