"""Where files live, and the atomic write that never leaves half a file behind."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import platformdirs
import pytest

from reflectgames.storage import atomic
from reflectgames.storage.atomic import backup_path, read_json_limited, write_json_atomic
from reflectgames.storage.errors import SaveError
from reflectgames.storage.paths import data_dir, examples_dir, log_path, saves_dir, settings_path


def test_the_home_variable_is_read_at_every_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REFLECTGAMES_HOME", str(tmp_path / "one"))
    assert data_dir() == tmp_path / "one"
    monkeypatch.setenv("REFLECTGAMES_HOME", str(tmp_path / "two"))
    assert data_dir() == tmp_path / "two"
    assert settings_path() == tmp_path / "two" / "settings.json"
    assert log_path() == tmp_path / "two" / "reflectgames.log"


def test_without_the_variable_the_platform_folder_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("REFLECTGAMES_HOME", raising=False)
    assert data_dir() == Path(platformdirs.user_data_dir("reflectgames", appauthor=False))


def test_the_saves_folder_is_created_on_demand(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REFLECTGAMES_HOME", str(tmp_path / "fresh"))
    assert not (tmp_path / "fresh").exists()
    assert saves_dir() == tmp_path / "fresh" / "saves"
    assert saves_dir().is_dir()


def test_examples_come_from_the_repository_or_the_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    assert examples_dir() == Path(__file__).resolve().parents[1] / "saves"
    monkeypatch.setattr(sys, "_MEIPASS", "bundle", raising=False)
    assert examples_dir() == Path("bundle") / "saves"


def test_a_write_keeps_the_previous_version_as_backup(tmp_path: Path) -> None:
    folder = tmp_path / "files"
    path = folder / "game.json"
    write_json_atomic(path, {"turn": 1})
    assert not backup_path(path).exists()
    write_json_atomic(path, {"turn": 2})
    write_json_atomic(path, {"turn": 3})
    assert json.loads(path.read_text(encoding="utf-8")) == {"turn": 3}
    assert json.loads(backup_path(path).read_text(encoding="utf-8")) == {"turn": 2}
    assert backup_path(path).name == "game.json.bak"
    assert sorted(p.name for p in folder.iterdir()) == ["game.json", "game.json.bak"]


def test_a_failed_write_leaves_the_old_file_and_no_litter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "files"
    path = folder / "game.json"
    write_json_atomic(path, {"turn": 1})
    before = path.read_bytes()

    def disk_full(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", disk_full)
    with pytest.raises(SaveError, match=re.escape("Could not write game.json: No space left on device.")):
        write_json_atomic(path, {"turn": 2})
    assert path.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["game.json"]


def test_a_write_into_an_impossible_place_is_a_save_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(SaveError, match="Could not write"):
        write_json_atomic(blocker / "inside.json", {})


def test_text_is_written_as_utf8(tmp_path: Path) -> None:
    path = tmp_path / "names.json"
    write_json_atomic(path, {"name": "Gérda ✓"})
    assert "Gérda ✓" in path.read_bytes().decode("utf-8")
    assert read_json_limited(path) == {"name": "Gérda ✓"}


def test_reading_respects_the_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps(["x" * 200]), encoding="utf-8")
    with pytest.raises(SaveError, match="too large"):
        read_json_limited(path, max_bytes=100)
    assert read_json_limited(path, max_bytes=1000) == ["x" * 200]


def test_brackets_inside_strings_do_not_count_as_nesting(tmp_path: Path) -> None:
    path = tmp_path / "brackets.json"
    tricky = '[[[[ "\\" ]]]]' + "[" * 100
    path.write_text(json.dumps({"text": tricky, "list": [[[1]]]}), encoding="utf-8")
    assert read_json_limited(path, max_depth=4)["text"] == tricky
    with pytest.raises(SaveError, match="nested too deeply"):
        read_json_limited(path, max_depth=3)


def test_a_byte_order_mark_is_tolerated(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + b'{"a": 1}')
    assert read_json_limited(path) == {"a": 1}


@pytest.mark.skipif(os.name != "posix", reason="permissions differ on this platform")
def test_an_unreadable_file_is_a_save_error(tmp_path: Path) -> None:
    path = tmp_path / "locked.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("running with rights that ignore file permissions")
        with pytest.raises(SaveError, match=re.escape("Could not read locked.json")):
            read_json_limited(path)
    finally:
        path.chmod(0o600)
