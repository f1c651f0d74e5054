"""Housekeeping of the data folder: the save index, leftover temporary files, recovery from a backup."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.i18n import set_language
from reflectgames.scenes.load import LoadScene
from reflectgames.storage import saves
from reflectgames.storage.atomic import backup_path
from reflectgames.storage.records import record_of
from reflectgames.storage.saves import latest_unfinished, list_saves, load_save, save_match
from reflectgames.ui.text import set_ui_scale

LEFTOVER_AGE_S = 60.0  # housekeeping's: a younger temporary file may belong to a write in progress


def index_path() -> Path:
    return Path(os.environ["REFLECTGAMES_HOME"]) / "saves-index.json"


def clean_leftovers() -> list[Path]:
    from reflectgames.storage.housekeeping import clean_leftovers as clean

    return clean()


def recover_from_backup(save_id: str) -> Path:
    from reflectgames.storage.housekeeping import recover_from_backup as recover

    return recover(save_id)


def pond(name: str = "Ada", moves: int = 2) -> Match:
    match = Match("pond", [PlayerSpec(name), PlayerSpec("Bo")], seed=3)
    for _ in range(moves):
        match.play(match.rules.legal_moves(match.state)[0])
    return match


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every save the listing replays, in order."""
    seen: list[Path] = []
    real = saves.load_save

    def counting(path: Path | str) -> object:
        seen.append(Path(path))
        return real(path)

    monkeypatch.setattr(saves, "load_save", counting)
    return seen


# --- the index ------------------------------------------------------------------------------------------


def test_listing_twice_replays_nothing_the_second_time(replays: list[Path]) -> None:
    paths = [save_match(pond(name)) for name in ("Ada", "Cy", "Di")]
    first = list_saves()
    assert sorted(replays) == sorted(paths)
    assert index_path().is_file() and index_path().parent == paths[0].parent.parent
    replays.clear()
    assert list_saves() == first
    assert replays == []
    assert latest_unfinished() == first[0]  # the title screen's Continue uses the same index
    assert replays == []


def test_a_changed_save_is_replayed_again_and_a_deleted_one_forgotten(replays: list[Path]) -> None:
    match = pond("Ada")
    path = save_match(match)
    other = save_match(pond("Cy"))
    list_saves()
    replays.clear()
    match.play(match.rules.legal_moves(match.state)[0])
    save_match(match)
    (summary,) = [s for s in list_saves() if s.path == path]
    assert replays == [path] and summary.move_count == 3
    other.unlink()
    replays.clear()
    assert [s.path for s in list_saves()] == [path]
    assert replays == []
    assert list(json.loads(index_path().read_text())["entries"]) == [path.name]


@pytest.mark.parametrize("content", [b"", b"garbage", b'{"format": "reflectgames-save-index"}',
                                     b'{"format": "reflectgames-save-index", "version": 1, "app": "0", '
                                     b'"entries": {}}'])
def test_a_damaged_or_foreign_index_is_rebuilt(content: bytes, replays: list[Path]) -> None:
    path = save_match(pond())
    index_path().write_bytes(content)
    (summary,) = list_saves()
    assert not summary.damaged and replays == [path]
    replays.clear()
    list_saves()
    assert replays == []


def test_a_tampered_entry_is_replayed_not_believed(replays: list[Path]) -> None:
    path = save_match(pond())
    list_saves()
    data = json.loads(index_path().read_text())
    data["entries"][path.name]["summary"]["updated"] = "0001-01-01T00:00:00+14:00"
    data["entries"][path.name]["summary"]["players"] = ["x" * 5000]
    index_path().write_text(json.dumps(data))
    replays.clear()
    (summary,) = list_saves()
    assert replays == [path] and summary.players == ("Ada", "Bo")


def test_a_damaged_save_is_remembered_as_damaged(replays: list[Path]) -> None:
    folder = save_match(pond()).parent
    (folder / "broken.json").write_text("{", encoding="utf-8")
    list_saves()
    replays.clear()
    broken = [s for s in list_saves() if s.damaged]
    assert replays == [] and len(broken) == 1 and "cut short" in (broken[0].error or "")
    assert broken[0].error_key == "storage.cut_short"


def test_an_index_that_cannot_be_written_only_costs_time(replays: list[Path], monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    from reflectgames.storage import index
    from reflectgames.storage.errors import SaveError

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise SaveError("Could not write saves-index.json: Read-only file system.", "storage.read_only")

    save_match(pond())
    monkeypatch.setattr(index, "write_json_atomic", refuse)
    assert len(list_saves()) == 1 and len(list_saves()) == 1
    assert len(replays) == 2


# --- leftover temporary files ------------------------------------------------------------------------------


def _aged(path: Path, seconds: float) -> Path:
    path.write_bytes(b'{"half": ')
    moment = time.time() - seconds
    os.utime(path, (moment, moment))
    return path


def test_temporary_files_left_by_an_interrupted_write_are_removed_at_start_up(
    reflectgames_home: Path,
) -> None:
    path = save_match(pond())
    folder = path.parent
    old_save_temp = _aged(folder / f".{path.name}.k2j4h1.tmp", LEFTOVER_AGE_S + 5)
    old_backup_temp = _aged(folder / f".{path.name}.bak.x8a1.tmp", 3600)
    old_settings_temp = _aged(reflectgames_home / ".settings.json.abcd.tmp", 3600)
    fresh = _aged(folder / f".{path.name}.nowz.tmp", 0)  # perhaps another window writing right now
    unrelated = _aged(folder / "notes.tmp", 3600)
    removed = clean_leftovers()
    assert sorted(removed) == sorted([old_save_temp, old_backup_temp, old_settings_temp])
    assert fresh.exists() and unrelated.exists() and path.exists()
    assert load_save(path)


def test_cleaning_a_missing_data_folder_does_nothing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("REFLECTGAMES_HOME", str(tmp_path / "nowhere"))
    assert clean_leftovers() == []


# --- recovery from the backup ----------------------------------------------------------------------------


def damaged_with_backup() -> tuple[Path, bytes, bytes]:
    """A save written twice (so it has a backup), then cut short: (path, damaged bytes, backup bytes)."""
    match = pond(moves=1)
    save_match(match)
    match.play(match.rules.legal_moves(match.state)[0])
    path = save_match(match)
    damaged = path.read_bytes()[:-30]
    path.write_bytes(damaged)
    return path, damaged, backup_path(path).read_bytes()


def test_a_damaged_save_with_a_good_backup_is_offered_and_recovered() -> None:
    path, damaged, backup = damaged_with_backup()
    (summary,) = list_saves()
    assert summary.damaged and summary.recoverable
    kept = recover_from_backup(path.stem)
    assert kept == path.with_name(path.name + ".damaged") and kept.read_bytes() == damaged
    assert path.read_bytes() == backup and backup_path(path).read_bytes() == backup
    _save, match = load_save(path)
    assert record_of(match).save_id == path.stem and len(match.moves) == 1
    (summary,) = list_saves()
    assert not summary.damaged


def test_a_second_recovery_keeps_both_damaged_copies() -> None:
    path, first, _backup = damaged_with_backup()
    recover_from_backup(path.stem)
    path.write_bytes(b"{")
    second = recover_from_backup(path.stem)
    assert second.name == path.name + ".damaged-2" and second.read_bytes() == b"{"
    assert path.with_name(path.name + ".damaged").read_bytes() == first


def test_a_damaged_backup_is_not_offered_and_changes_nothing() -> None:
    from reflectgames.storage.errors import SaveError

    path, damaged, _backup = damaged_with_backup()
    backup_path(path).write_bytes(b"[")
    (summary,) = list_saves()
    assert summary.damaged and not summary.recoverable
    with pytest.raises(SaveError, match="cannot be used either"):
        recover_from_backup(path.stem)
    assert path.read_bytes() == damaged and sorted(p.name for p in path.parent.iterdir()) == sorted(
        [path.name, path.name + ".bak"])
    with pytest.raises(SaveError, match="not the name of a save"):
        recover_from_backup("../settings")


@pytest.fixture()
def app() -> Iterator[App]:
    application = App(headless=True, size=(960, 600))
    yield application
    set_language("en")
    set_ui_scale(1.0)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_load_screen_recovers_a_damaged_save(app: App, language: str) -> None:
    path, _damaged, backup = damaged_with_backup()
    set_language(language)
    load = LoadScene(app)
    app.reset_to(load)
    app.render()
    (row,) = [row for row in load.list.rows if row.tone == "danger"]
    load.list._select(load.list.rows.index(row))
    recover = {"en": "Recover", "fr": "Récupérer"}[language]
    assert load.open_button.text == recover and load.open_button.enabled and load.note
    app.render()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=load.open_button.rect.center, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=load.open_button.rect.center, button=1)])
    app.render()
    assert path.read_bytes() == backup
    assert not any(row.tone == "danger" for row in load.list.rows)
    assert load.open_button.text == {"en": "Open", "fr": "Ouvrir"}[language]
