"""Pack the PyInstaller build into the archive people download, with its SHA-256 file.

    python tools/pack_dist.py [DIST]     (DIST defaults to dist/; `make dist` runs it last)

Writes DIST/reflectgames-<version>-<system>-<machine>.tar.gz (.zip on Windows)
and beside it the same name + ".sha256", in the format `sha256sum -c` checks.
The archive holds one top folder: `reflectgames-<version>/` (the one-folder
build) on Linux and Windows, `ReflectGames.app` on macOS, where a double-click
must open the bundle. Entries are sorted and carry no owner names, so the
archive depends only on the files in it.
"""

from __future__ import annotations

import gzip
import hashlib
import platform
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reflectgames import __version__  # noqa: E402

SYSTEM_NAMES = {"darwin": "macos", "windows": "windows", "linux": "linux"}
MACHINE_NAMES = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}


def archive_stem(version: str, system: str, machine: str) -> str:
    """e.g. reflectgames-0.1.0-linux-x86_64 (system and machine as Python reports them, normalised)."""
    system_name = SYSTEM_NAMES.get(system.lower(), system.lower())
    machine_name = MACHINE_NAMES.get(machine.lower(), machine.lower())
    return f"reflectgames-{version}-{system_name}-{machine_name}"


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def _files(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*"))


def write_tar(folder: Path, top: str, out: Path) -> None:
    # gzip's own header would hold the packing time: mtime=0 keeps two packs of the same files equal.
    with (out.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as zipped,
          tarfile.open(fileobj=zipped, mode="w") as archive):
        archive.add(folder, arcname=top, recursive=False, filter=_tar_filter)
        for path in _files(folder):
            archive.add(path, arcname=f"{top}/{path.relative_to(folder).as_posix()}", recursive=False,
                        filter=_tar_filter)


def write_zip(folder: Path, top: str, out: Path) -> None:
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path in _files(folder):
            archive.write(path, f"{top}/{path.relative_to(folder).as_posix()}")


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pack(dist: Path, system: str, machine: str) -> Path:
    """Archive the build found in `dist` for `system`; returns the archive's path."""
    stem = archive_stem(__version__, system, machine)
    if system.lower() == "darwin":
        folder, top = dist / "ReflectGames.app", "ReflectGames.app"
    else:
        folder, top = dist / "reflectgames", f"reflectgames-{__version__}"
    if not folder.is_dir():
        raise SystemExit(f"pack_dist: {folder} does not exist: build it first (make dist)")
    if system.lower() == "windows":
        out = dist / f"{stem}.zip"
        write_zip(folder, top, out)
    else:
        out = dist / f"{stem}.tar.gz"
        write_tar(folder, top, out)
    (dist / f"{out.name}.sha256").write_text(f"{sha256_of(out)}  {out.name}\n", encoding="utf-8")
    return out


def main(argv: list[str]) -> int:
    dist = Path(argv[0]) if argv else ROOT / "dist"
    out = pack(dist, platform.system(), platform.machine())
    size_mb = out.stat().st_size / 1e6
    print(f"wrote {out} ({size_mb:.1f} MB) and {out.name}.sha256")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
