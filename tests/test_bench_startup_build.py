"""`bench` names which app its start-up figure measured: the source or the built (frozen) one."""

from __future__ import annotations

import sys

import pytest

from reflectgames import bench


def _measure(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> bench.Report:
    samples = iter([0.5, 0.7, 0.6])
    launched: list[list[str]] = []

    def once(home: str, timeout: float) -> tuple[float | None, str]:
        launched.append(bench._app_command())
        return next(samples), ""

    monkeypatch.setattr(bench, "startup_once", once)
    report = bench.Report()
    bench.measure_startup(bench.QUICK, report, str(tmp_path))
    report.figures["launched"] = launched
    return report


def test_from_source_the_figure_is_the_source_apps(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    report = _measure(monkeypatch, tmp_path)
    assert report.figures["startup_s"] == 0.6  # the documented figure keeps its name and meaning
    assert report.figures["startup"] == {"build": "source", "runs_s": [0.5, 0.7, 0.6]}
    assert report.figures["launched"][0][1:] == ["-m", "reflectgames"]
    assert "of the source app" in bench.format_table(report, bench.QUICK)


def test_the_built_app_measures_its_own_executable(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/reflectgames/reflectgames")
    report = _measure(monkeypatch, tmp_path)
    assert report.figures["startup"]["build"] == "frozen"
    assert report.figures["launched"][0] == ["/opt/reflectgames/reflectgames"]
    assert "of the frozen app" in bench.format_table(report, bench.QUICK)
