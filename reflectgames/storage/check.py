"""`reflectgames check FILE`: say in one line whether a save file is usable."""

from __future__ import annotations

from pathlib import Path

from reflectgames.storage.errors import SaveError, clip
from reflectgames.storage.saves import SaveSummary, load_save, summarize


def summary_line(summary: SaveSummary) -> str:
    """'pond, Ada vs Bo, 14 moves, in progress' or '..., finished: Ada won'."""
    moves = f"{summary.move_count} move{'' if summary.move_count == 1 else 's'}"
    if not summary.finished:
        state = "in progress"
    elif summary.winners:
        state = f"finished: {' and '.join(summary.winners)} won"
    else:
        state = "finished: draw"
    return f"{summary.game}, {' vs '.join(summary.players)}, {moves}, {state}"


def check_file(path: Path | str) -> tuple[bool, str]:
    """(True, summary) for a usable save, (False, reason) otherwise; never raises for a bad file."""
    path = Path(path)
    try:
        save, match = load_save(path)
    except SaveError as error:
        return False, str(error)
    except Exception as error:  # noqa: BLE001 - the command line prints one line, never a traceback
        return False, f"{clip(path.name)} could not be checked ({type(error).__name__}: {clip(error, 80)})."
    return True, summary_line(summarize(path, save, match))
