"""`reflectgames check FILE`: say in one line whether a save file is usable.

Three answers: usable (a summary), refused (why, in one sentence), or an
internal error: the file met a bug in the app. A bug is not the file's fault
and is not described as damage; its traceback goes to the log file, and the
line names that file.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from reflectgames.storage.errors import SaveError, clip
from reflectgames.storage.paths import log_path
from reflectgames.storage.saves import SaveSummary, load_save, summarize

OK = "ok"
REFUSED = "refused"
INTERNAL = "internal"


@dataclass(frozen=True)
class CheckResult:
    status: str  # OK, REFUSED or INTERNAL
    line: str

    @property
    def ok(self) -> bool:
        return self.status == OK


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


def _log_traceback(error: BaseException, path: Path) -> Path | None:
    """Append the traceback to the log file (the command line has no logging set up); None if it cannot."""
    text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    log = log_path()
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with log.open("a", encoding="utf-8") as stream:
            stream.write(f"--- {datetime.now().isoformat(timespec='seconds')} check {path}\n{text}\n")
    except OSError:
        return None
    return log


def check_path(path: Path | str) -> CheckResult:
    """Check one save file; never raises for a bad file, nor for a bug the file runs into."""
    path = Path(path)
    try:
        save, match = load_save(path)
    except SaveError as error:
        return CheckResult(REFUSED, str(error))
    except Exception as error:
        log = _log_traceback(error, path)
        where = f"see the log file {log}" if log else "the log file could not be written"
        return CheckResult(INTERNAL, f"{clip(path.name)} could not be checked because of an internal error "
                                     f"({type(error).__name__}); {where}.")
    return CheckResult(OK, summary_line(summarize(path, save, match)))


def check_file(path: Path | str) -> tuple[bool, str]:
    """(True, summary) for a usable save, (False, reason) otherwise; never raises for a bad file."""
    result = check_path(path)
    return result.ok, result.line
