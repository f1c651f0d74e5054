"""Saves: a match written to disk and read back is the same match, and listings behave."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.core.match import COMPUTER, HUMAN, Match, PlayerSpec
from reflectgames.storage import (
    SaveError,
    check_file,
    delete_save,
    latest_unfinished,
    list_saves,
    load_save,
    match_from_save,
    match_to_save,
    record_of,
    save_match,
    saves_dir,
)
from reflectgames.storage.atomic import backup_path
from reflectgames.storage.check import summary_line
from reflectgames.storage.saves import SaveSummary

PLAYERS = [PlayerSpec("Ada", HUMAN), PlayerSpec("Bo", COMPUTER, "easy")]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("REFLECTGAMES_HOME", str(folder))
    return folder


def play_random(match: Match, count: int, seed: int) -> Match:
    """Play up to `count` legal moves chosen by a seeded coin; stops when the game ends."""
    chooser = random.Random(seed)
    for _ in range(count):
        if match.outcome() is not None:
            break
        match.play(chooser.choice(match.rules.legal_moves(match.state)))
    return match


def finished_match(seed: int = 60) -> Match:
    """A game played to its end, frog moves preferred so that flies get caught."""
    match = Match("pond", PLAYERS, seed)
    chooser = random.Random(seed)
    while match.outcome() is None:
        moves = match.rules.legal_moves(match.state)
        frogs = [move for move in moves if str(move).startswith("frog")]
        match.play(chooser.choice(frogs if frogs and chooser.random() < 0.85 else moves))
    return match


def observations(match: Match) -> list[dict]:
    return [match.rules.observe(match.state, seat).model_dump(mode="json") for seat in range(2)]


def test_save_and_load_give_the_same_moves_and_position() -> None:
    match = play_random(Match("pond", PLAYERS, 12345), 15, seed=1)
    path = save_match(match)
    save, loaded = load_save(path)
    assert loaded.moves == match.moves
    assert observations(loaded) == observations(match)
    assert loaded.players == match.players
    assert save.seed == 12345 and save.game == "pond"


@settings(max_examples=25)
@given(seed=st.integers(0, 2**64 - 1), count=st.integers(0, 40), chooser=st.integers(0, 1000))
def test_round_trip_through_the_save_model_for_any_game(seed: int, count: int, chooser: int) -> None:
    match = play_random(Match("pond", PLAYERS, seed), count, chooser)
    save = match_to_save(match)
    again = match_from_save(type(save).model_validate_json(save.model_dump_json()))
    assert again.moves == match.moves
    assert observations(again) == observations(match)
    assert again.outcome() == match.outcome()


def test_fixed_setup_options_survive_a_round_trip() -> None:
    options = {"flies": [1, 2, 3, 4, 8], "start": 14, "water": [9, 12], "first": 1}
    match = Match("pond", PLAYERS, 3, options)
    match.play("frog F")
    _, loaded = load_save(save_match(match))
    assert loaded.options == options
    assert observations(loaded) == observations(match)


def test_a_finished_game_records_its_result() -> None:
    match = finished_match()
    save, loaded = load_save(save_match(match))
    assert save.outcome is not None
    assert set(save.outcome.winners) == set(match.outcome().winners)
    assert loaded.outcome() == match.outcome()


def test_the_save_file_is_plain_versioned_json() -> None:
    match = play_random(Match("pond", PLAYERS, 8), 4, seed=2)
    data = json.loads(save_match(match).read_text(encoding="utf-8"))
    assert data["format"] == "reflectgames-save"
    assert data["version"] == 1
    assert data["moves"] == match.moves
    assert data["players"][1] == {"name": "Bo", "kind": "computer", "level": "easy"}
    assert data["outcome"] is None


def test_first_save_assigns_an_id_and_later_saves_reuse_the_file(home: Path) -> None:
    match = Match("pond", PLAYERS, 5)
    first = save_match(match)
    record = record_of(match)
    assert record.save_id and record.created
    assert first == saves_dir() / f"{record.save_id}.json"
    assert first.parent == home / "saves"
    match.play(match.rules.legal_moves(match.state)[0])
    assert save_match(match) == first
    assert backup_path(first).is_file()
    assert json.loads(backup_path(first).read_text(encoding="utf-8"))["moves"] == []
    assert len(list(saves_dir().glob("*.json"))) == 1


def test_a_loaded_save_keeps_writing_to_its_own_file() -> None:
    path = save_match(play_random(Match("pond", PLAYERS, 5), 3, seed=4))
    save, loaded = load_save(path)
    assert record_of(loaded).save_id == path.stem
    assert record_of(loaded).created == save.created.isoformat()
    loaded.play(loaded.rules.legal_moves(loaded.state)[0])
    assert save_match(loaded) == path
    assert len(load_save(path)[0].moves) == 4


def test_a_game_opened_from_elsewhere_is_saved_as_a_new_file(tmp_path: Path) -> None:
    outside = tmp_path / "shared-game.json"
    outside.write_text(match_to_save(Match("pond", PLAYERS, 5)).model_dump_json(), encoding="utf-8")
    before = outside.read_bytes()
    _, loaded = load_save(outside)
    assert record_of(loaded).save_id is None
    path = save_match(loaded)
    assert path.parent == saves_dir()
    assert outside.read_bytes() == before


def test_two_new_games_get_different_files() -> None:
    assert save_match(Match("pond", PLAYERS, 1)) != save_match(Match("pond", PLAYERS, 1))


def test_save_ids_are_safe_file_names() -> None:
    match = Match("pond", PLAYERS, 1)
    record_of(match).save_id = "../../escape"
    path = save_match(match)
    assert path.parent == saves_dir()
    assert ".." not in path.name


def test_only_the_moves_up_to_the_cursor_are_saved() -> None:
    match = Match("pond", [PlayerSpec("Ada"), PlayerSpec("Bo", COMPUTER)], 9, {"first": 0})
    play_random(match, 5, seed=3)
    match.undo()
    save, _ = load_save(save_match(match))
    assert save.moves == match.moves


def test_a_game_that_cannot_be_described_gives_a_save_error() -> None:
    match = Match("pond", [PlayerSpec("A" * 40), PlayerSpec("Bo")], 1)
    with pytest.raises(SaveError, match="cannot be saved"):
        save_match(match)


def write_save(folder: Path, name: str, match: Match, updated: str) -> Path:
    data = match_to_save(match).model_dump(mode="json")
    data["updated"] = updated
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_listing_is_newest_first_and_shows_damaged_files() -> None:
    folder = saves_dir()
    old = write_save(folder, "old.json", Match("pond", PLAYERS, 1), "2024-01-01T10:00:00Z")
    new = write_save(folder, "new.json", finished_match(), "2024-03-01T10:00:00Z")
    broken = folder / "broken.json"
    broken.write_text('{"format": "reflectgames-save", "version": 1', encoding="utf-8")
    (folder / "ignored.json.bak").write_text("{}", encoding="utf-8")
    summaries = list_saves()
    assert {s.path for s in summaries} == {old, new, broken}
    usable = [s for s in summaries if not s.damaged]
    assert [s.path for s in usable] == [new, old]
    assert usable[0].finished and usable[0].winners
    assert usable[1].players == ("Ada", "Bo") and usable[1].move_count == 0
    (damaged,) = [s for s in summaries if s.damaged]
    assert damaged.path == broken and "\n" not in damaged.error


def test_continue_offers_the_newest_unfinished_game() -> None:
    folder = saves_dir()
    assert latest_unfinished() is None
    write_save(folder, "a.json", Match("pond", PLAYERS, 1), "2024-01-01T10:00:00Z")
    b = write_save(folder, "b.json", play_random(Match("pond", PLAYERS, 2), 3, 1), "2024-02-01T10:00:00")
    write_save(folder, "c.json", finished_match(), "2024-03-01T10:00:00Z")
    (folder / "d.json").write_text("not json", encoding="utf-8")
    found = latest_unfinished()
    assert found is not None and found.path == b


def test_listing_an_empty_or_missing_folder(tmp_path: Path) -> None:
    assert list_saves() == []
    assert list_saves(tmp_path / "nowhere") == []


def test_delete_removes_the_save_and_its_backup() -> None:
    match = Match("pond", PLAYERS, 1)
    path = save_match(match)
    match.play(match.rules.legal_moves(match.state)[0])
    save_match(match)
    assert backup_path(path).exists()
    delete_save(path)
    assert not path.exists() and not backup_path(path).exists()
    assert list_saves() == []


def test_delete_refuses_what_is_not_a_save(tmp_path: Path) -> None:
    other = tmp_path / "notes.txt"
    other.write_text("keep me", encoding="utf-8")
    with pytest.raises(SaveError):
        delete_save(other)
    assert other.read_text(encoding="utf-8") == "keep me"


def test_check_describes_a_game_in_progress_in_one_line() -> None:
    match = Match("pond", PLAYERS, 4)
    match.play(match.rules.legal_moves(match.state)[0])
    ok, line = check_file(save_match(match))
    assert ok
    assert line == "pond, Ada vs Bo, 1 move, in progress"


def test_check_describes_a_finished_game() -> None:
    match = finished_match()
    ok, line = check_file(save_match(match))
    winner = match.players[min(match.outcome().winners)].name
    assert ok
    assert line.startswith(f"pond, Ada vs Bo, {len(match.moves)} moves, finished: ")
    assert line.endswith(f"{winner} won") or line.endswith("draw")


def test_check_reports_a_missing_file(tmp_path: Path) -> None:
    ok, line = check_file(tmp_path / "absent.json")
    assert not ok and "absent.json" in line and "\n" not in line


def test_summary_line_of_a_draw() -> None:
    updated = datetime(2024, 1, 1, tzinfo=UTC)
    draw = SaveSummary(Path("x.json"), "pond", ("Ada", "Bo"), updated, 30, True)
    assert summary_line(draw) == "pond, Ada vs Bo, 30 moves, finished: draw"
