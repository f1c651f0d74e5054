"""Check the downloadable archive as a player meets it: unpacked anywhere, started from another folder.

    python tools/check_dist.py [DIST]     (`make check-dist`; CI and the release workflow run it)

For the archive `make dist` wrote for this system: its SHA-256 file matches;
unpacked into a temporary folder it holds what the system needs (Linux: the
.desktop entry and icons; Windows: the windowed and the console executables;
macOS: the .app with its Info.plist and .icns); its `selftest` passes when
started from another temporary folder, with a temporary data folder; and on
Linux `install-desktop` / `uninstall-desktop` work against a temporary
XDG_DATA_HOME. Prints one line per check; exits 1 at the first failure.
"""

from __future__ import annotations

import os
import platform
import plistlib
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from pack_dist import archive_stem, sha256_of  # noqa: E402

from reflectgames import __version__  # noqa: E402

HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


class CheckFailed(Exception):
    pass


def _say(line: str) -> None:
    print(f"check-dist: {line}", flush=True)


def _unpack(archive: Path, into: Path) -> None:
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as packed:
            packed.extractall(into)
    else:
        with tarfile.open(archive) as packed:
            # "data": nothing outside the folder, no device files; the build's relative symlinks pass.
            packed.extractall(into, filter="data")


def _layout(system: str, unpacked: Path) -> tuple[Path, list[Path]]:
    """The executable to run for the command line, and the files the system's archive must hold."""
    if system == "darwin":
        app = unpacked / "ReflectGames.app"
        executable = app / "Contents" / "MacOS" / "reflectgames"
        contents = app / "Contents"
        return executable, [contents / "Info.plist", contents / "Resources" / "reflectgames.icns"]
    folder = unpacked / f"reflectgames-{__version__}"
    if system == "windows":
        return folder / "reflectgames-cli.exe", [folder / "reflectgames.exe"]
    return folder / "reflectgames", [
        folder / "reflectgames.desktop",
        folder / "reflectgames.png",
        folder / "_internal" / "assets" / "icon" / "reflectgames.png",
        folder / "_internal" / "icons" / "hicolor" / "256x256" / "apps" / "reflectgames.png",
    ]


def _run(command: list[str], cwd: Path, env: dict[str, str], what: str) -> str:
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=600,
                            check=False)
    if result.returncode != 0:
        raise CheckFailed(f"{what} exited with status {result.returncode}:\n{result.stdout}{result.stderr}")
    return result.stdout


def check(dist: Path, system: str, machine: str) -> None:
    stem = archive_stem(__version__, system, machine)
    archive = dist / (f"{stem}.zip" if system == "windows" else f"{stem}.tar.gz")
    if not archive.is_file():
        raise CheckFailed(f"{archive} does not exist: run make dist first")
    recorded = (dist / f"{archive.name}.sha256").read_text(encoding="utf-8").split()
    if recorded != [sha256_of(archive), archive.name]:
        raise CheckFailed(f"{archive.name} does not match its .sha256 file")
    _say(f"{archive.name}: SHA-256 matches ({archive.stat().st_size / 1e6:.1f} MB)")
    with tempfile.TemporaryDirectory() as unpacked_dir, tempfile.TemporaryDirectory() as elsewhere_dir, \
            tempfile.TemporaryDirectory() as home_dir:
        unpacked, elsewhere, home = Path(unpacked_dir), Path(elsewhere_dir), Path(home_dir)
        _unpack(archive, unpacked)
        executable, shipped = _layout(system, unpacked)
        for path in [executable, *shipped]:
            if not path.is_file():
                raise CheckFailed(f"the archive lacks {path.relative_to(unpacked)}")
        _say(f"unpacked: {len(shipped) + 1} expected files present")
        if system == "darwin":
            info = plistlib.loads(shipped[0].read_bytes())
            if info.get("CFBundleShortVersionString") != __version__:
                raise CheckFailed(f"Info.plist says version {info.get('CFBundleShortVersionString')}")
        env = {**os.environ, **HEADLESS, "REFLECTGAMES_HOME": str(home / "data")}
        _run([str(executable), "selftest"], elsewhere, env, "the unpacked app's selftest")
        _say(f"selftest passed, started from another folder ({executable.name})")
        if system == "linux":
            env["XDG_DATA_HOME"] = str(home / "xdg")
            _run([str(executable), "install-desktop"], elsewhere, env, "install-desktop")
            entry = home / "xdg" / "applications" / "reflectgames.desktop"
            if f"Exec={executable}" not in entry.read_text(encoding="utf-8"):
                raise CheckFailed("install-desktop wrote an entry that does not start the unpacked app")
            _run([str(executable), "uninstall-desktop"], elsewhere, env, "uninstall-desktop")
            if entry.exists():
                raise CheckFailed("uninstall-desktop left the menu entry")
            _say("install-desktop and uninstall-desktop work")


def main(argv: list[str]) -> int:
    dist = Path(argv[0]) if argv else ROOT / "dist"
    try:
        check(dist, platform.system().lower(), platform.machine())
    except CheckFailed as failure:
        print(f"check-dist FAILED: {failure}", file=sys.stderr)
        return 1
    _say("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
