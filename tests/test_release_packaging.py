"""The release: archive names and contents, its check, the build recipe, the lock and the workflows."""

from __future__ import annotations

import hashlib
import re
import tarfile
import tomllib
import zipfile
from pathlib import Path
from types import ModuleType

import pytest
from tool_modules import load_tool

from reflectgames import __version__

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def pack() -> ModuleType:
    return load_tool("pack_dist")


@pytest.fixture(scope="module")
def check() -> ModuleType:
    return load_tool("check_dist")


def _fake_build(dist: Path, folder: str = "reflectgames") -> Path:
    build = dist / folder
    (build / "_internal" / "assets").mkdir(parents=True)
    (build / "reflectgames").write_text("#!/bin/sh\n")
    (build / "reflectgames").chmod(0o755)
    (build / "_internal" / "assets" / "b.txt").write_text("b")
    (build / "_internal" / "a.txt").write_text("a")
    return build


@pytest.mark.parametrize(("system", "machine", "name"), [
    ("Linux", "x86_64", f"reflectgames-{__version__}-linux-x86_64"),
    ("Windows", "AMD64", f"reflectgames-{__version__}-windows-x86_64"),
    ("Darwin", "arm64", f"reflectgames-{__version__}-macos-arm64"),
    ("Linux", "aarch64", f"reflectgames-{__version__}-linux-arm64"),
])
def test_the_archive_is_named_after_version_system_and_machine(
        pack: ModuleType, system: str, machine: str, name: str) -> None:
    assert pack.archive_stem(__version__, system, machine) == name


def test_a_linux_archive_holds_one_versioned_folder_and_its_sha256_file_matches(
        pack: ModuleType, tmp_path: Path) -> None:
    _fake_build(tmp_path)
    archive = pack.pack(tmp_path, "Linux", "x86_64")
    assert archive.name == f"reflectgames-{__version__}-linux-x86_64.tar.gz"
    with tarfile.open(archive) as packed:
        members = packed.getmembers()
    top = f"reflectgames-{__version__}"
    assert {m.name.split("/")[0] for m in members} == {top}
    executable = next(m for m in members if m.name == f"{top}/reflectgames")
    assert executable.mode & 0o111 and executable.uid == 0 and executable.uname == ""
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    assert (tmp_path / f"{archive.name}.sha256").read_text() == f"{digest}  {archive.name}\n"


def test_packing_the_same_files_twice_gives_the_same_archive(pack: ModuleType, tmp_path: Path) -> None:
    _fake_build(tmp_path)
    first = pack.pack(tmp_path, "Linux", "x86_64").read_bytes()
    second = pack.pack(tmp_path, "Linux", "x86_64").read_bytes()
    assert first == second


def test_windows_gets_a_zip_and_macos_the_app_bundle(pack: ModuleType, tmp_path: Path) -> None:
    _fake_build(tmp_path)
    archive = pack.pack(tmp_path, "Windows", "AMD64")
    assert archive.suffix == ".zip"
    with zipfile.ZipFile(archive) as packed:
        assert f"reflectgames-{__version__}/reflectgames" in packed.namelist()
    _fake_build(tmp_path, "ReflectGames.app")
    archive = pack.pack(tmp_path, "Darwin", "arm64")
    with tarfile.open(archive) as packed:
        assert {m.name.split("/")[0] for m in packed.getmembers()} == {"ReflectGames.app"}


def test_packing_without_a_build_stops_with_one_line(pack: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="make dist"):
        pack.pack(tmp_path, "Linux", "x86_64")


def test_the_check_refuses_an_archive_that_does_not_match_its_sha256(
        pack: ModuleType, check: ModuleType, tmp_path: Path) -> None:
    _fake_build(tmp_path)
    archive = pack.pack(tmp_path, "Linux", "x86_64")
    archive.write_bytes(archive.read_bytes() + b"tampered")
    with pytest.raises(check.CheckFailed, match="does not match"):
        check.check(tmp_path, "linux", "x86_64")


def test_the_check_names_a_file_the_archive_lacks(pack: ModuleType, check: ModuleType,
                                                  tmp_path: Path) -> None:
    _fake_build(tmp_path)  # no .desktop entry, no icons
    pack.pack(tmp_path, "Linux", "x86_64")
    with pytest.raises(check.CheckFailed, match=r"lacks .*reflectgames\.desktop"):
        check.check(tmp_path, "linux", "x86_64")


def test_the_build_recipe_makes_a_macos_bundle_and_a_windows_version_resource() -> None:
    spec = (ROOT / "build.spec").read_text()
    assert "BUNDLE(" in spec and 'name=f"{APP_NAME}.app"' in spec
    for key in ("CFBundleShortVersionString", "NSHighResolutionCapable", "LSMinimumSystemVersion"):
        assert f'"{key}"' in spec
    assert "bundle_identifier=BUNDLE_ID" in spec and "reflectgames.icns" in spec
    assert "VSVersionInfo(" in spec and '"ProductName": APP_NAME' in spec and '"ProductVersion"' in spec
    assert "version=_version_resource()" in spec
    # Windows: a windowed executable, and a console twin for the command line.
    assert '_executable("reflectgames", console=False), _executable("reflectgames-cli", console=True)' in spec


def _requirement_names(requirements: list[str]) -> set[str]:
    return {re.split(r"[<>=!\[; ]", line, maxsplit=1)[0].lower().replace("_", "-") for line in requirements}


def test_every_dependency_is_pinned_with_hashes_in_the_lock() -> None:
    lock = (ROOT / "packaging" / "requirements.lock").read_text()
    pins = re.findall(r"^([A-Za-z0-9_.-]+)==([^ ;\\\n]+)", lock, flags=re.MULTILINE)
    blocks = re.split(r"\n(?=[A-Za-z0-9])", lock.split("\n", 2)[2])
    assert pins and all("--hash=sha256:" in block for block in blocks if "==" in block)
    pinned = {name.lower() for name, _version in pins}
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = _requirement_names(project["dependencies"] + project["optional-dependencies"]["dev"])
    assert wanted | {"pip", "setuptools"} <= pinned


def test_installs_use_the_lock_with_hashes() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "pip install --quiet --require-hashes -r $(LOCK)" in makefile
    assert "--no-deps --no-build-isolation -e ." in makefile
    assert re.search(r"^lock:", makefile, flags=re.MULTILINE)
    assert "$(STAMP): pyproject.toml $(LOCK)" in makefile


def test_ci_and_the_release_workflow_build_and_check_the_archive_with_the_same_targets() -> None:
    ci = (ROOT / ".ci" / "run").read_text()
    assert "make dist" in ci and "make check-dist" in ci
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text()
    for target in ("make test", "make dist", "make check-dist"):
        assert target in workflow
    for runner in ("ubuntu", "windows", "macos"):
        assert runner in workflow


def test_the_licence_is_declared() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
