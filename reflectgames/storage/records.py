"""Where a match is saved: its save id (the file's name) and when it was first saved.

These belong to storage, not to the game: a `Match` knows nothing of files.
Storage keeps one `SaveRecord` per match in play, weakly (it goes when the
match goes). `load_save` fills it for a match read from the player's own
saves, `save_match` on a match's first save; a screen that replaces its match
by a new one that writes over the same save (a puzzle's Restart) hands the
record on with `keep_record`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

if TYPE_CHECKING:
    from reflectgames.core.match import Match


@dataclass
class SaveRecord:
    save_id: str | None = None  # the save's file name without ".json"; None until first saved
    created: str | None = None  # ISO date and time of the first save


_records: WeakKeyDictionary[Match, SaveRecord] = WeakKeyDictionary()


def record_of(match: Match) -> SaveRecord:
    """The save record of `match` (an empty one for a match never saved or loaded)."""
    record = _records.get(match)
    if record is None:
        record = _records[match] = SaveRecord()
    return record


def keep_record(match: Match, record: SaveRecord) -> None:
    """Let `match` write to the save `record` names (a new attempt over the same save)."""
    _records[match] = SaveRecord(record.save_id, record.created)
