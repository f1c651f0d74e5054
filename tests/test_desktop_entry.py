"""`reflectgames install-desktop` / `uninstall-desktop` and the file manager behind About's button."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from reflectgames import desktop
from reflectgames.cli import main
from reflectgames.i18n.app import EN, FR

SIZES = ("16x16", "48x48", "256x256")


@pytest.fixture
def frozen_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A built app as PyInstaller lays it out: the executable, and the hicolor icons in its bundle."""
    bundle = tmp_path / "My Games" / "reflectgames" / "_internal"
    for size in SIZES:
        icon = bundle / "icons" / "hicolor" / size / "apps" / "reflectgames.png"
        icon.parent.mkdir(parents=True)
        icon.write_bytes(f"png {size}".encode())
    executable = bundle.parent / "reflectgames"
    executable.write_text("")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(sys, "executable", str(executable))
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return executable


def _fields(text: str) -> dict[str, str]:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:])


def test_the_entry_follows_the_desktop_entry_specification() -> None:
    fields = _fields(desktop.desktop_entry("/opt/reflectgames/reflectgames"))
    assert fields["Type"] == "Application"
    assert fields["Exec"] == "/opt/reflectgames/reflectgames"
    assert fields["Icon"] == "reflectgames"
    assert fields["Terminal"] == "false"
    assert fields["Categories"].endswith(";") and "Game" in fields["Categories"].split(";")
    # The menu's texts come from the message catalogs, in every language.
    assert fields["Comment"] == EN["desktop.comment"] and fields["Comment[fr]"] == FR["desktop.comment"]
    assert fields["GenericName[fr]"] == FR["desktop.generic_name"]
    assert fields["Keywords"].endswith(";") and fields["Keywords[fr]"].endswith(";")


def test_a_path_with_spaces_or_reserved_characters_is_quoted_as_the_specification_says() -> None:
    assert _fields(desktop.desktop_entry("/home/ada/My Games/reflectgames"))["Exec"] == (
        '"/home/ada/My Games/reflectgames"')
    # $ and " are escaped inside the quotes; the backslash that escapes them is itself doubled.
    assert _fields(desktop.desktop_entry('/x/a$b "c"/r'))["Exec"] == '"/x/a\\\\$b \\\\"c\\\\"/r"'
    assert _fields(desktop.desktop_entry("/x/100%/r"))["Exec"] == "/x/100%%/r"


def test_install_puts_the_entry_and_every_icon_size_under_xdg_data_home(
        frozen_bundle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["install-desktop"]) == 0
    data = tmp_path / "data"
    entry = data / "applications" / "reflectgames.desktop"
    fields = _fields(entry.read_text(encoding="utf-8"))
    assert fields["Exec"] == f'"{frozen_bundle}"'  # the folder name has a space
    for size in SIZES:
        icon = data / "icons" / "hicolor" / size / "apps" / "reflectgames.png"
        assert icon.read_bytes() == f"png {size}".encode()
    out = capsys.readouterr().out
    assert str(entry) in out and "3 sizes" in out


def test_uninstall_removes_what_install_wrote_and_nothing_else(frozen_bundle: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    other = data / "applications" / "another.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n")
    assert main(["install-desktop"]) == 0
    assert main(["uninstall-desktop"]) == 0
    assert not (data / "applications" / "reflectgames.desktop").exists()
    assert not list((data / "icons").rglob("reflectgames.png"))
    assert other.exists()
    # No icon cache is left behind in the user's theme folder (a stale one would hide other apps' icons).
    assert not list((data / "icons").rglob("*.cache"))


def test_uninstall_when_nothing_is_installed_says_so(frozen_bundle: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["uninstall-desktop"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_xdg_data_home_unset_or_relative_means_local_share(monkeypatch: pytest.MonkeyPatch,
                                                           tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")
    assert desktop.data_home() == tmp_path / ".local" / "share"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert desktop.data_home() == tmp_path / ".local" / "share"


def test_from_source_install_refuses_in_one_line_and_writes_nothing(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert main(["install-desktop"]) == 1
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and "make run" in captured.err
    assert "Traceback" not in captured.err
    assert not (tmp_path / "data").exists()


@pytest.mark.parametrize("system", ["win32", "darwin"])
@pytest.mark.parametrize("command", ["install-desktop", "uninstall-desktop"])
def test_on_other_systems_both_commands_refuse_clearly(
        frozen_bundle: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str], system: str, command: str) -> None:
    monkeypatch.setattr(sys, "platform", system)
    assert main([command]) == 1
    assert "for Linux" in capsys.readouterr().err
    assert not (tmp_path / "data").exists()


def test_open_folder_starts_the_file_manager_without_waiting(monkeypatch: pytest.MonkeyPatch,
                                                            tmp_path: Path) -> None:
    started: list[list[str]] = []

    class FakePopen:
        def __init__(self, command: list[str], **_options: object) -> None:
            started.append(command)

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(desktop.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(desktop.subprocess, "Popen", FakePopen)
    assert desktop.open_folder(tmp_path)
    assert started == [["xdg-open", str(tmp_path)]]
    monkeypatch.setattr(sys, "platform", "darwin")
    assert desktop.open_folder(tmp_path)
    assert started[-1] == ["open", str(tmp_path)]


def test_open_folder_without_a_file_manager_says_false(monkeypatch: pytest.MonkeyPatch,
                                                       tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(desktop.shutil, "which", lambda name: None)
    assert not desktop.open_folder(tmp_path)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_the_entry_passes_the_freedesktop_validator(tmp_path: Path) -> None:
    entry = tmp_path / "reflectgames.desktop"
    entry.write_text(desktop.desktop_entry('/home/ada/My Games/a$b "c"/reflectgames'), encoding="utf-8")
    result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout + result.stderr
