"""A Plans of Action save in the load list: which puzzle it is, its layout and date, and how it stands.

The list's own words would read "Won by You" and name every practice puzzle
"Practice"; a puzzle's save is named like the puzzle screen names it (the
practice puzzle, the daily date, or a plain puzzle), shows its layout and
the date, and says how the attempt stands in the words of the puzzle
screen's panel (`results.py`): solved, solved by the solver, stuck, or not
solved yet. The game's entry offers this as its `save_wording`.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgames.core.entry import SaveWording
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.goals import GOALS, SUIT_MODES
from reflectgames.games.plans.results import puzzle_result, result_words
from reflectgames.i18n import t

if TYPE_CHECKING:
    from reflectgames.storage.summary import SaveSummary


def save_wording(summary: SaveSummary, example: bool) -> SaveWording:
    """The load list's row for a Plans save (nothing of its own when the file cannot say more)."""
    from reflectgames.games.plans.screens.puzzle_sources import puzzle_source
    from reflectgames.games.plans.solver_moves import solver_moves_of

    saved = _saved(summary.path)
    options = saved.get("options")
    layout = options.get("layout") if isinstance(options, dict) else None
    if not isinstance(options, dict) or not isinstance(layout, str):
        return SaveWording()
    goal, suits = options.get("goal", "group"), options.get("suits", "one")
    if goal not in GOALS or suits not in SUIT_MODES:
        return SaveWording()  # not a puzzle this version can name: the list's own words
    puzzle = Puzzle(layout, goal, suits)
    started = _local_date(saved.get("created"))
    try:
        source, title_args = puzzle_source(puzzle, started)
    except ValueError:  # the layout cannot be read (nor the save opened): the list's own words
        return SaveWording()
    title = t("puzzles.save_title", game=t("game.plans.name"),
              source=t(f"puzzles.source.{source}", **title_args))
    day = started if example else _local_date(summary.updated.isoformat())
    when = day.isoformat() if day is not None else ""
    detail = t("puzzles.save_detail", layout=layout, when=when, count=summary.move_count)
    solver = frozenset() if example else solver_moves_of(summary.path.stem)
    reason = summary.reason if summary.finished else None
    return SaveWording(title, detail, result_words(puzzle_result(reason, summary.move_count, solver)))


def _saved(path: Path) -> dict[str, Any]:
    """The save's JSON object ({} when it cannot be read: the list then keeps its own words)."""
    from reflectgames.storage.atomic import read_json_limited
    from reflectgames.storage.errors import SaveError

    try:
        data = read_json_limited(path)
    except (SaveError, OSError):
        return {}
    return data if isinstance(data, dict) else {}


def _local_date(stamp: object) -> datetime.date | None:
    if not isinstance(stamp, str):
        return None
    try:
        return datetime.datetime.fromisoformat(stamp).astimezone().date()
    except (ValueError, OverflowError, OSError):
        return None
