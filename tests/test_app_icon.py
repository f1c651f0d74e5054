"""The app icon: drawn by tools/make_icons.py, rendered to every size, set on the window at start-up."""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest
from tool_modules import load_tool


@pytest.fixture
def close_window() -> Iterator[None]:
    """The window tests open a (dummy) window: close it, as other tests expect to run without one."""
    yield None
    pygame.display.quit()


@pytest.fixture(scope="module")
def icons() -> ModuleType:
    return load_tool("make_icons")


def test_the_master_is_what_the_drawing_draws(icons: ModuleType) -> None:
    # The committed master must come from the drawing in the script, not be edited by hand.
    master = pygame.image.load(str(icons.MASTER))
    assert master.get_size() == (icons.MASTER_SIZE, icons.MASTER_SIZE)
    small = 64
    fresh = icons.scaled(icons.draw_icon(), small)
    committed = icons.scaled(master, small)
    differences = [
        max(abs(a - b) for a, b in zip(fresh.get_at((x, y)), committed.get_at((x, y)), strict=True))
        for x in range(small) for y in range(small)
    ]
    assert max(differences) <= 8


def test_the_icon_is_transparent_around_its_tile_and_shows_the_red_beam(icons: ModuleType) -> None:
    image = icons.draw_icon(128)
    assert image.get_at((0, 0)).a == 0
    # The beam enters at 5/8 of the height: a band of red across the left of the tile.
    beam_red = [image.get_at((x, y)) for x in range(16, 40) for y in range(74, 87)]
    assert any(pixel.r > 180 and pixel.g < 120 for pixel in beam_red)


def test_every_size_is_written_in_the_freedesktop_layout_with_ico_and_icns(
        icons: ModuleType, tmp_path: Path) -> None:
    written = icons.write_sizes(icons.MASTER, tmp_path)
    for size in icons.PNG_SIZES:
        path = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "reflectgames.png"
        assert path in written
        assert pygame.image.load(str(path)).get_size() == (size, size)
    ico = (tmp_path / "reflectgames.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    sides = [ico[6 + 16 * i] for i in range(count)]
    assert sides == [0 if s >= 256 else s for s in icons.ICO_SIZES]
    _first_size, first_offset = struct.unpack("<II", ico[6 + 8: 6 + 16])
    assert ico[first_offset:first_offset + 8] == b"\x89PNG\r\n\x1a\n"
    icns = (tmp_path / "reflectgames.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, at = [], 8
    while at < len(icns):
        kinds.append(icns[at:at + 4])
        at += struct.unpack(">I", icns[at + 4:at + 8])[0]
    assert at == len(icns)
    assert {b"ic10", b"ic07", b"icp4"} <= set(kinds)


def test_the_window_icon_is_set_before_the_window_opens(monkeypatch: pytest.MonkeyPatch,
                                                       close_window: None) -> None:
    from reflectgames.app import WINDOW_ICON_SIZE, App

    calls: list[tuple[str, object]] = []
    real_set_mode = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: calls.append(("icon", surface)))

    def set_mode(*args: object, **kwargs: object) -> pygame.Surface:
        calls.append(("window", None))
        return real_set_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    App(headless=False, size=(960, 600))
    assert [kind for kind, _ in calls][:2] == ["icon", "window"]
    icon = calls[0][1]
    assert isinstance(icon, pygame.Surface)
    assert icon.get_size() == (WINDOW_ICON_SIZE, WINDOW_ICON_SIZE)


def test_a_missing_icon_file_still_opens_the_window(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                    close_window: None) -> None:
    from reflectgames import app as app_module
    from reflectgames.ui import assets

    monkeypatch.setattr(assets, "assets_dir", lambda: tmp_path)
    icons_set: list[object] = []
    monkeypatch.setattr(pygame.display, "set_icon", icons_set.append)
    window = app_module.App(headless=False, size=(960, 600))
    assert icons_set == []
    assert window.size == (960, 600)
