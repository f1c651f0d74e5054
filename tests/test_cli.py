"""The command line: one clear line and a non-zero exit for bad input, figures from bench."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from reflectgames.cli import main
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.storage import save_match


def _saved_pond_game(moves: int = 4) -> Path:
    match = Match("pond", [PlayerSpec("Ada"), PlayerSpec("Ben")], seed=3)
    for _ in range(moves):
        match.play(match.rules.legal_moves(match.state)[0])
    return save_match(match)


def test_check_accepts_a_good_save(capsys: pytest.CaptureFixture[str]) -> None:
    path = _saved_pond_game()
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    assert "pond" in out


def test_check_rejects_a_damaged_save_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = _saved_pond_game()
    damaged = tmp_path / "damaged.json"
    damaged.write_text(good.read_text()[:-40])
    assert main(["check", str(damaged)]) == 1
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and captured.out == ""  # a refusal goes to stderr
    assert "Traceback" not in captured.out + captured.err


def test_check_of_a_missing_file_fails_cleanly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "nowhere.json")]) == 1
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err


def test_unknown_subcommand_exits_non_zero_with_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["frobnicate"]) != 0
    err = capsys.readouterr().err
    assert "frobnicate" in err
    assert err.count("\n") == 1


def test_a_malformed_size_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["shot", "pond", "--size", "huge", "--out", "x.png"]) != 0
    err = capsys.readouterr().err
    assert "1280x800" in err
    assert err.count("\n") == 1


def test_shot_of_a_new_game_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "pond.png"
    assert main(["shot", "pond", "--size", "1000x700", "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")


def test_shot_of_an_unknown_source_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["shot", "no-such-game", "--out", str(tmp_path / "x.png")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert not (tmp_path / "x.png").exists()


def test_shot_into_a_missing_folder_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["shot", "pond", "--out", str(tmp_path / "missing" / "x.png")]) == 1
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1
    assert "Traceback" not in captured.out + captured.err


def test_help_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("check", "shot", "selftest", "bench"):
        assert command in out


@pytest.mark.slow
def test_bench_quick_json_reports_engine_speed() -> None:
    # A real process, as a user runs it: stdout must hold exactly one JSON object.
    result = subprocess.run(
        [sys.executable, "-m", "reflectgames", "bench", "--quick", "--json"],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["engine"]["pond"]["moves_per_s"] > 0
    for section in ("startup_s", "frame_ms", "idle_cpu_percent", "notes"):
        assert section in report


def test_solve_prints_a_proven_shortest_solution(capsys: pytest.CaptureFixture[str]) -> None:
    from reflectgames.core.rules import Outcome
    from reflectgames.games import get_rules

    layout = "SASASS/MMACSS/CACCAA/MCMCMM"
    assert main(["solve", layout]) == 0
    out = capsys.readouterr().out
    lines = dict(line.split(": ", 1) for line in out.strip().splitlines())
    moves = lines["solution"].split(", ")
    assert int(lines["length"]) == len(moves) and lines["proven shortest"] == "yes"
    rules = get_rules("plans")
    final = rules.play(rules.new_game(1, 0, {"layout": layout}), *moves)
    assert rules.outcome(final) == Outcome(frozenset({0}), "solved")


def test_solve_refuses_a_mistyped_code_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "45UK2-25T7N"]) == 1
    captured = capsys.readouterr()
    assert (captured.out + captured.err).strip().count("\n") == 0
    assert "Traceback" not in captured.out + captured.err
