"""Which moves of a saved puzzle the solver played (Solve), by save id.

A save holds only the game itself, so the moves Solve played are noted
beside it, in one small file of the data folder: the move numbers (1-based)
per save id. The puzzle screen reads them to mark the solver's moves in the
history and to keep a solver's solution out of the best scores; the load
list reads them to say "Solved by the solver". Like the pars it is a note,
not the player's work: a damaged file is read as empty and written over.
"""

from __future__ import annotations

from pathlib import Path

from reflectgames.games.plans.note_files import read_note, write_note
from reflectgames.storage.paths import data_dir

FORMAT = "reflectgames-solver-moves"
VERSION = 1
MAX_SAVES = 2_000  # the oldest notes are dropped beyond this (their saves are long gone or finished)
MAX_MOVES = 100_000


def solver_moves_path() -> Path:
    return data_dir() / "solver_moves.json"


def _numbers(entry: object) -> frozenset[int] | None:
    if not isinstance(entry, list) or len(entry) > MAX_MOVES:
        return None
    if not all(isinstance(n, int) and not isinstance(n, bool) and 0 < n <= MAX_MOVES for n in entry):
        return None
    return frozenset(entry)


def load_solver_moves(path: Path | None = None) -> dict[str, frozenset[int]]:
    """The solver's move numbers by save id; {} when there is no file or it cannot be read."""
    found = {}
    for save_id, entry in read_note(path or solver_moves_path(), FORMAT, VERSION, "saves", MAX_SAVES):
        numbers = _numbers(entry)
        if numbers:
            found[save_id] = numbers
    return found


def solver_moves_of(save_id: str | None, path: Path | None = None) -> frozenset[int]:
    if save_id is None:
        return frozenset()
    return load_solver_moves(path).get(save_id, frozenset())


def note_solver_moves(save_id: str, numbers: frozenset[int], path: Path | None = None) -> None:
    """Keep `numbers` as the solver's moves of save `save_id` (none: forget the save).

    SaveError when the file cannot be written.
    """
    path = path or solver_moves_path()
    notes = load_solver_moves(path)
    if notes.get(save_id, frozenset()) == numbers:
        return
    notes.pop(save_id, None)
    if numbers:
        notes[save_id] = numbers  # last in the file: the most recent survive the size limit
    entries = {key: sorted(value) for key, value in notes.items()}
    write_note(path, FORMAT, VERSION, "saves", entries, MAX_SAVES)
