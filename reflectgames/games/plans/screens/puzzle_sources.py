"""Where the puzzles of the Puzzles menu come from: the shipped practice puzzles, and which
entry a saved puzzle belongs to. Shared by the menu and the puzzle screen, so neither has
to import the other.
"""

from __future__ import annotations

import datetime
import functools
from dataclasses import dataclass

from reflectgames.games.plans.codes import Puzzle
from reflectgames.i18n import has_key, t


@dataclass(frozen=True)
class Practice:
    name: str
    puzzle: Puzzle


def practice_name(stem: str) -> str:
    key = f"puzzles.practice_name.{stem}"
    return t(key) if has_key(key) else stem


def practice_puzzles() -> list[Practice]:
    """The shipped `plans-*` example saves that hold a fresh puzzle (no moves played)."""
    return [Practice(practice_name(stem), puzzle) for stem, puzzle in shipped_practice()]


@functools.cache
def shipped_practice() -> tuple[tuple[str, Puzzle], ...]:
    """(file name stem, puzzle) of each practice puzzle; read once, since they ship with the app."""
    from reflectgames.storage.errors import SaveError
    from reflectgames.storage.paths import examples_dir
    from reflectgames.storage.saves import load_save

    found = []
    for path in sorted(examples_dir().glob("plans-*.json")):
        try:
            save, _match = load_save(path)
        except (SaveError, ValueError):
            continue
        options = save.options
        layout, goal, suits = options.get("layout"), options.get("goal", "group"), options.get("suits", "one")
        if save.moves or not (isinstance(layout, str) and isinstance(goal, str) and isinstance(suits, str)):
            continue
        found.append((path.stem, Puzzle(layout, goal, suits)))
    return tuple(found)


def date_text(date: datetime.date) -> str:
    return date.isoformat()


def puzzle_source(puzzle: Puzzle, started: datetime.date | None) -> tuple[str, dict[str, str]]:
    """Which entry of this menu a saved puzzle came from, as far as the puzzle itself tells.

    A shipped practice puzzle is known by its code; a daily puzzle by the day
    its save was started (or the day before: it may have been opened just
    before midnight). Anything else, a dealt puzzle included, is shown by code.
    """
    from reflectgames.games.plans.daily import daily_puzzle

    code = puzzle.code
    for entry in practice_puzzles():
        if entry.puzzle.code == code:
            return "practice", {"name": entry.name}
    if started is not None:
        for day in (started, started - datetime.timedelta(days=1)):
            if daily_puzzle(day).code == code:
                return "daily", {"date": date_text(day)}
    return "code", {}
