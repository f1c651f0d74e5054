"""The par of each puzzle: the fewest moves known to solve it, and whether the solver proved it shortest.

A cache in the data folder, keyed by puzzle code, filled in the background
as the solver answers (the puzzle screen, the daily puzzle in the Puzzles
menu, a dealt puzzle) and by the player's own solutions. Unlike the best
scores it holds nothing the player made that cannot be worked out again, so
a damaged or foreign file is read as empty and written over: the pars come
back the next time the solver is asked.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflectgames.games.plans.note_files import read_note, write_note
from reflectgames.storage.paths import data_dir

FORMAT = "reflectgames-pars"
VERSION = 1
MAX_PUZZLES = 10_000  # the oldest are dropped beyond this: a cache need not grow for ever
MAX_MOVES = 1_000


@dataclass(frozen=True)
class Par:
    moves: int  # the length of the shortest solution known
    proven: bool  # no shorter solution exists (the solver proved it)

    def improves(self, other: Par | None) -> bool:
        """Does this par say more than `other`: proven where it was not, or shorter?"""
        if other is None:
            return True
        if other.proven:
            return False
        return self.proven or self.moves < other.moves


def pars_path() -> Path:
    return data_dir() / "pars.json"


def _par(entry: Any) -> Par | None:
    if not isinstance(entry, dict):
        return None
    moves, proven = entry.get("moves"), entry.get("proven")
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 < moves <= MAX_MOVES:
        return None
    if not isinstance(proven, bool):
        return None
    return Par(moves, proven)


def load_pars(path: Path | None = None) -> dict[str, Par]:
    """Every cached par by puzzle code; {} when there is no file or it cannot be read."""
    found = {}
    for code, entry in read_note(path or pars_path(), FORMAT, VERSION, "puzzles", MAX_PUZZLES):
        par = _par(entry)
        if par is not None:
            found[code] = par
    return found


def par_for(code: str, path: Path | None = None) -> Par | None:
    return load_pars(path).get(code)


def remember_par(code: str, moves: int, proven: bool, path: Path | None = None) -> Par:
    """Keep `moves` as the par of `code` if it says more than the cached one; returns the par now.

    SaveError when the file cannot be written (the par is then only lost, never wrong).
    """
    path = path or pars_path()
    pars = load_pars(path)
    old = pars.get(code)
    new = Par(int(moves), bool(proven))
    if not 0 < new.moves <= MAX_MOVES or not new.improves(old):
        return old if old is not None else new
    pars.pop(code, None)
    pars[code] = new  # last in the file: the most recent survive the size limit
    entries = {key: {"moves": par.moves, "proven": par.proven} for key, par in pars.items()}
    write_note(path, FORMAT, VERSION, "puzzles", entries, MAX_PUZZLES)
    return new
