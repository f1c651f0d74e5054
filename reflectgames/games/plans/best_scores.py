"""The player's best score for each puzzle: fewest moves, then shortest time.

One JSON file in the data folder, keyed by puzzle code, written atomically
(the previous version kept as `.bak`). A damaged or foreign file is never
rewritten: reading it raises SaveError with one sentence, and recording a
score leaves it untouched, so a hand-edited file can still be repaired.
"""

from __future__ import annotations

import datetime
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from reflectgames.storage.atomic import read_json_limited, write_json_atomic
from reflectgames.storage.errors import SaveError
from reflectgames.storage.paths import data_dir

FORMAT = "reflectgames-best-scores"
VERSION = 1
MAX_PUZZLES = 10_000  # far more than anyone plays; keeps a tampered file small to read
# A score beyond these was not played: the file was tampered with.
MAX_MOVES = 100_000
MAX_SECONDS = 10**8
ISO_DATE_LENGTH = len("2025-03-03")


@dataclass(frozen=True)
class BestScore:
    moves: int
    seconds: float
    date: str  # ISO date of the day it was set

    def beats(self, other: BestScore | None) -> bool:
        if other is None:
            return True
        return (self.moves, self.seconds) < (other.moves, other.seconds)


def scores_path() -> Path:
    return data_dir() / "best_scores.json"


def _score(code: str, entry: Any) -> BestScore:
    if not isinstance(entry, dict) or set(entry) != {"moves", "seconds", "date"}:
        raise SaveError(f"The best scores file is damaged: the entry for {code[:12]} is not a score.",
                        "storage.best_scores_damaged")
    moves, seconds, date = entry["moves"], entry["seconds"], entry["date"]
    valid = (
        isinstance(moves, int) and not isinstance(moves, bool) and 0 < moves < MAX_MOVES
        and isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and 0 <= seconds < MAX_SECONDS
        and isinstance(date, str) and len(date) == ISO_DATE_LENGTH
    )
    if not valid:
        raise SaveError(f"The best scores file is damaged: the entry for {code[:12]} is not a score.",
                        "storage.best_scores_damaged")
    return BestScore(moves, float(seconds), date)


def load_best_scores(path: Path | None = None) -> dict[str, BestScore]:
    """Every recorded score by puzzle code; {} when there is no file yet; SaveError when damaged."""
    path = path or scores_path()
    if not path.exists():
        return {}
    data = read_json_limited(path)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("The best scores file is damaged: it is not a reflectgames best scores file.",
                        "storage.best_scores_damaged")
    if data.get("version") != VERSION:
        raise SaveError("The best scores file comes from a newer version of reflectgames.",
                        "storage.best_scores_newer")
    puzzles = data.get("puzzles")
    if not isinstance(puzzles, dict) or len(puzzles) > MAX_PUZZLES:
        raise SaveError("The best scores file is damaged: its list of puzzles is missing.",
                        "storage.best_scores_damaged")
    return {str(code): _score(str(code), entry) for code, entry in puzzles.items()}


def best_for(code: str, path: Path | None = None) -> BestScore | None:
    return load_best_scores(path).get(code)


def record(code: str, moves: int, seconds: float, path: Path | None = None,
           today: datetime.date | None = None) -> tuple[BestScore | None, bool]:
    """Keep `moves` in `seconds` for `code` if it beats the best so far.

    Returns (the best score now, whether this one is new). SaveError when the
    file is damaged or cannot be written; the file is then unchanged.
    """
    path = path or scores_path()
    scores = load_best_scores(path)
    old = scores.get(code)
    new = BestScore(int(moves), round(float(seconds), 1), (today or datetime.date.today()).isoformat())
    if not new.beats(old):
        return old, False
    scores[code] = new
    payload = {
        "format": FORMAT,
        "version": VERSION,
        "puzzles": {key: asdict(score) for key, score in sorted(scores.items())},
    }
    write_json_atomic(path, payload)
    return new, True
