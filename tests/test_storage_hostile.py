"""Hostile save and settings files: refused fast, in one true sentence, in the player's language.

The small files live in `tests/hostile_saves/`; the big ones are made here at
run time. Whatever `check` accepts, the load list shows and the game opens.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import signal
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from reflectgames.cli import main
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.i18n import has_key, set_language
from reflectgames.storage import atomic
from reflectgames.storage.atomic import read_json_limited, write_json_atomic
from reflectgames.storage.check import check_file
from reflectgames.storage.errors import SaveError
from reflectgames.storage.paths import log_path, settings_path
from reflectgames.storage.records import record_of
from reflectgames.storage.saves import SaveSummary, list_saves, load_save, save_match
from reflectgames.storage.settings import load_settings

CORPUS = Path(__file__).parent / "hostile_saves"

# What each refused corpus file must be refused for (a part of the English sentence).
REFUSED_FILES = {
    "duplicate_game_key.json": "names the key 'game' twice",
    "duplicate_player_name_key.json": "names the key 'name' twice",
    "godlike_level.json": "unknown computer level 'godlike'",
    "human_with_unknown_level.json": "unknown computer level 'grandmaster'",
    "updated_year_one.json": "updated: the date must lie between 2000 and 9998",
    "created_year_9999.json": "created: the date must lie between 2000 and 9998",
    "updated_1970.json": "updated: the date must lie between 2000 and 9998",
    "plans_created_year_one.json": "created: the date must lie between 2000 and 9998",
    "plans_computer_seat.json": "plans has no computer player",
    "unclosed_escaped_quotes.json": "perhaps cut short",
}
ACCEPTED_FILES = sorted(path.name for path in CORPUS.glob("ok_*.json"))


@contextlib.contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Fail (rather than hang for hours) when the block takes longer than `seconds`.

    A guard against the quadratic scan coming back (it took about an hour on
    1 MB), not a speed goal: the speed is a figure of `reflectgames bench`
    (`storage.hostile_scan_ms`), and the limits here are generous.
    """
    if not hasattr(signal, "setitimer"):
        yield
        return

    def too_slow(_signum: int, _frame: object) -> None:
        raise TimeoutError(f"took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def hostile_bytes(size: int) -> bytes:
    """A save that opens a string of escaped quotes and never closes it, `size` bytes long."""
    head = b'{"format": "reflectgames-save", "game": "'
    return head + b'\\"' * ((size - len(head)) // 2)


def in_saves(home: Path, name: str, content: bytes) -> Path:
    folder = home / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(content)
    return path


# --- 1. every scan is linear -----------------------------------------------------------------


def test_a_one_megabyte_unclosed_string_of_escaped_quotes_is_refused_in_well_under_a_second(
    reflectgames_home: Path,
) -> None:
    path = in_saves(reflectgames_home, "hostile.json", hostile_bytes(atomic.MAX_BYTES))
    assert path.stat().st_size > 999_000
    with deadline(60):
        with pytest.raises(SaveError, match="perhaps cut short"):
            read_json_limited(path)
        ok, line = check_file(path)
        (summary,) = list_saves()
    assert not ok and "cut short" in line
    assert summary.damaged


def test_a_hostile_settings_file_does_not_hold_up_start_up(reflectgames_home: Path) -> None:
    settings_path().write_bytes(b'{"language": "' + b'\\"' * 49_000)
    with deadline(60):
        settings = load_settings()
    assert settings.language == "en"


def test_the_scan_still_sees_nesting_and_truncation_correctly() -> None:
    from reflectgames.storage.scan import scan

    assert scan('[{"a": "[[[\\" {{"}]').deepest == 2
    assert scan('{"a": "unclosed \\" still').cut_short
    assert scan('{"a": [1, 2').cut_short
    assert not scan('{"a": "\\\\"}').cut_short  # an escaped backslash, then the closing quote
    assert scan("[" * 100 + "]" * 100).deepest == 100


def test_the_benchmark_reports_the_hostile_scan(tmp_path: Path) -> None:
    from reflectgames import bench

    report = bench.Report()
    with deadline(60):
        bench.measure_storage(report, str(tmp_path))
    figure = report.figures["storage"]["hostile_scan_ms"]
    assert figure > 0
    assert "storage.hostile_scan_ms" in bench.format_table(report, bench.QUICK)


# --- 2. repeated keys ---------------------------------------------------------------------------


def test_a_repeated_key_in_a_save_is_refused_not_silently_resolved(reflectgames_home: Path) -> None:
    path = in_saves(reflectgames_home, "twice.json", (CORPUS / "duplicate_game_key.json").read_bytes())
    with pytest.raises(SaveError) as caught:
        load_save(path)
    assert "names the key 'game' twice" in str(caught.value)
    assert caught.value.key == "storage.duplicate_key"


def test_a_repeated_key_in_the_settings_is_refused_and_logged(
    reflectgames_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    settings_path().write_text('{"language": "en", "ui_scale": 1.5, "language": "fr"}', encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        settings = load_settings()
    assert settings.language == "en" and settings.ui_scale == 1.0  # the defaults, not the last "fr"
    assert "names the key 'language' twice" in caplog.text


# --- 3. only what the app can use passes -------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(REFUSED_FILES))
def test_each_hostile_corpus_file_is_refused_with_a_translated_reason(
    name: str, reflectgames_home: Path
) -> None:
    content = (CORPUS / name).read_bytes()
    path = in_saves(reflectgames_home, name, content)
    with pytest.raises(SaveError) as caught:
        load_save(path)
    error = caught.value
    assert REFUSED_FILES[name] in str(error)
    assert error.key is not None and has_key(error.key)
    from reflectgames.storage.check import REFUSED, check_path

    result = check_path(path)
    assert result.status == REFUSED and result.line == str(error)
    (summary,) = list_saves()
    assert summary.damaged and summary.error == str(error)
    set_language("fr")
    assert error.translated() != str(error) and "\n" not in error.translated()
    assert summary.error_text() == error.translated()
    assert path.read_bytes() == content


@pytest.mark.parametrize("name", ACCEPTED_FILES)
def test_whatever_check_accepts_is_listed_and_opens(name: str, reflectgames_home: Path) -> None:
    from reflectgames.scenes.load import describe

    path = in_saves(reflectgames_home, name, (CORPUS / name).read_bytes())
    assert check_file(path)[0]
    (summary,) = list_saves()
    assert not summary.damaged
    describe(summary, False)
    _save, match = load_save(path)
    assert record_of(match).save_id == path.stem


def test_the_load_list_shows_any_date_without_raising() -> None:
    from reflectgames.scenes.load import describe, local_time

    extremes = [datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=14))),
                datetime(9999, 12, 31, 23, 59, tzinfo=timezone(timedelta(hours=-12)))]
    for moment in extremes:
        assert local_time(moment)
        describe(SaveSummary(Path("x.json"), "pond", ("Ada", "Bo"), moment, 3, False), False)


def test_a_plans_start_date_at_the_end_of_the_calendar_shows_no_date() -> None:
    from reflectgames.games.plans.screens.puzzle_play import started_on

    match = Match("pond", [PlayerSpec("Ada"), PlayerSpec("Bo")], 1)
    record_of(match).created = "0001-01-01T00:00:00+14:00"
    assert started_on(match) is None


def test_a_level_must_be_one_the_computer_players_know() -> None:
    from reflectgames.ai.players import LEVELS
    from reflectgames.storage.schema import SavedPlayer

    for level in LEVELS:
        assert SavedPlayer(name="Deep", kind="computer", level=level).level == level
    with pytest.raises(ValueError, match="unknown computer level"):
        SavedPlayer(name="Deep", kind="computer", level="godlike")


# --- 4. errors tell the truth --------------------------------------------------------------------------


def _pond_save(moves: int = 2, name: str = "Ada") -> Path:
    match = Match("pond", [PlayerSpec(name), PlayerSpec("Bo")], seed=3)
    for _ in range(moves):
        match.play(match.rules.legal_moves(match.state)[0])
    return save_match(match)


def break_pond(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on Pond's rules fail on the second player's moves: a bug, not a damaged file.

    `monkeypatch.undo()` would also undo the test's data folder: `fix_pond` mends the rules alone.
    """
    from reflectgames.games import get_rules

    rules = get_rules("pond")
    real = rules.apply_with_events

    def broken(state: object, move: object) -> object:
        if rules.to_move(state) == 1:
            raise KeyError("a bug in the rules")
        return real(state, move)

    monkeypatch.setattr(rules, "apply_with_events", broken)


def fix_pond(monkeypatch: pytest.MonkeyPatch) -> None:
    from reflectgames.games import get_rules

    rules = get_rules("pond")
    monkeypatch.setattr(rules, "apply_with_events", type(rules).apply_with_events.__get__(rules))


def test_a_bug_in_the_rules_is_not_reported_as_a_damaged_save(monkeypatch: pytest.MonkeyPatch) -> None:
    path = _pond_save(2)
    break_pond(monkeypatch)
    with pytest.raises(KeyError):
        load_save(path)


def test_one_save_that_meets_a_bug_is_listed_as_unreadable_and_logged(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    good = _pond_save(0, "Good")
    broken = _pond_save(2, "Broken")
    break_pond(monkeypatch)
    with caplog.at_level(logging.ERROR):
        summaries = {summary.path: summary for summary in list_saves()}
    assert not summaries[good].damaged
    unreadable = summaries[broken]
    assert unreadable.internal and str(log_path()) in unreadable.error_text()
    assert "Traceback" in caplog.text and "KeyError" in caplog.text
    set_language("fr")
    assert "erreur interne" in unreadable.error_text()
    # A bug is not remembered as a property of the file: once fixed, the save lists again.
    fix_pond(monkeypatch)
    assert not {summary.path: summary for summary in list_saves()}[broken].damaged


def test_check_refusals_go_to_stderr_and_bugs_name_the_log_file(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], reflectgames_home: Path
) -> None:
    refused = in_saves(reflectgames_home, "godlike.json", (CORPUS / "godlike_level.json").read_bytes())
    assert main(["check", str(refused)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "godlike" in err and err.count("\n") == 1

    from reflectgames.storage.check import INTERNAL, check_path

    path = _pond_save(2)
    break_pond(monkeypatch)
    assert check_path(path).status == INTERNAL
    assert main(["check", str(path)]) == 3
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err
    assert str(log_path()) in err and "internal error" in err
    assert "KeyError: 'a bug in the rules'" in log_path().read_text(encoding="utf-8")


def test_every_refusal_of_the_damaged_corpus_has_english_and_french_text() -> None:
    from reflectgames.i18n import storage as catalog

    assert catalog.EN.keys() == catalog.FR.keys()
    from test_storage_damaged import DAMAGED

    folder = Path(os.environ["REFLECTGAMES_HOME"]) / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    for case, (build, _expected) in DAMAGED.items():
        path = folder / "case.json"
        path.write_bytes(build())
        with pytest.raises(SaveError) as caught:
            load_save(path)
        assert caught.value.key in catalog.EN, case
        set_language("fr")
        french = caught.value.translated()
        set_language("en")
        assert french and "\n" not in french and french != str(caught.value), case


# --- 7. full and read-only disks: one translated sentence -------------------------------------------------


@pytest.mark.parametrize(("code", "key", "french"), [
    (errno.ENOSPC, "storage.disk_full", "le disque est plein"),
    (errno.EROFS, "storage.read_only", "lecture seule"),
])
def test_a_full_or_read_only_disk_gives_one_translated_sentence(
    code: int, key: str, french: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(atomic.os, "replace", refuse)
    with pytest.raises(SaveError) as caught:
        write_json_atomic(tmp_path / "game.json", {"turn": 1})
    assert caught.value.key == key
    set_language("fr")
    assert french in caught.value.translated()
    assert not list(tmp_path.glob("*game.json*"))  # no temporary file left behind


def test_the_corpus_is_small() -> None:
    files = list(CORPUS.iterdir())
    assert files and all(path.stat().st_size < 10_000 for path in files)
