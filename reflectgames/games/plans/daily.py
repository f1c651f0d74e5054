"""The daily puzzle: one puzzle per calendar date, the same for everyone on that date.

The date's ISO text is hashed into a seed, and the weekday picks the level's
goal, so the week climbs: Monday and Tuesday easy (one suit in a group),
Wednesday to Friday medium (one suit in a line), the weekend hard (every suit
in a group). Nothing depends on the clock's time of day or on the machine;
the layout comes from the rules' own seeded deal.
"""

from __future__ import annotations

import datetime
import functools
import hashlib

from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.deal import candidate

WEEK = ("easy", "easy", "medium", "medium", "medium", "hard", "hard")  # Monday first


def daily_seed(date: datetime.date) -> int:
    digest = hashlib.blake2b(f"plans-daily-{date.isoformat()}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def daily_level(date: datetime.date) -> str:
    return WEEK[date.weekday()]


def daily_puzzle(date: datetime.date | None = None) -> Puzzle:
    """The puzzle of `date` (today, in local time, by default)."""
    return _puzzle_of(date or datetime.date.today())


@functools.lru_cache(maxsize=8)
def _puzzle_of(date: datetime.date) -> Puzzle:
    # Remembered: the Puzzles menu asks for today's puzzle (its par) on every frame it draws.
    return candidate(daily_level(date), daily_seed(date))
