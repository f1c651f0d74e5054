"""The example games shipped in the repository's saves/ folder all load and check."""

from __future__ import annotations

from pathlib import Path

import pytest

from reflectgames.storage import check_file, examples_dir, list_examples, load_save, save_match, saves_dir

EXAMPLES = sorted(examples_dir().glob("*.json"))


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("REFLECTGAMES_HOME", str(folder))
    return folder


def test_there_are_examples_to_offer() -> None:
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda path: path.name)
def test_every_example_loads_and_checks(path: Path) -> None:
    save, match = load_save(path)
    assert match.moves == save.moves
    ok, line = check_file(path)
    assert ok, line
    assert line.startswith(f"{save.game}, ")


def test_the_examples_show_a_new_a_running_and_a_finished_game() -> None:
    summaries = list_examples()
    assert [s.path for s in summaries] == EXAMPLES
    assert not any(s.damaged for s in summaries)
    assert any(s.move_count == 0 for s in summaries)
    assert any(s.move_count > 0 and not s.finished for s in summaries)
    assert any(s.finished for s in summaries)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda path: path.name)
def test_playing_on_from_an_example_never_changes_it(path: Path) -> None:
    before = path.read_bytes()
    _, match = load_save(path)
    if match.outcome() is None:
        match.play(match.rules.legal_moves(match.state)[0])
    written = save_match(match)
    assert written.parent == saves_dir()
    assert path.read_bytes() == before
    assert not path.with_name(path.name + ".bak").exists()
