"""The app on the player's desktop: the Linux applications menu entry, and folders shown in the file manager.

`reflectgames install-desktop` / `uninstall-desktop` put the downloaded Linux
app in the applications menu (and take it out again).

Follows the freedesktop.org conventions, for the current user only (no root):
the menu entry goes to `$XDG_DATA_HOME/applications/reflectgames.desktop`
(default `~/.local/share`), and the icon to the hicolor theme,
`$XDG_DATA_HOME/icons/hicolor/<n>x<n>/apps/reflectgames.png`, one file per
size the build ships. The entry starts the executable where it was unpacked:
after moving the folder, run `install-desktop` again.

Only a frozen Linux build has a fixed executable and its icons beside it; from
source (`make run`) or on another system, the commands refuse with one line
and change nothing. `desktop_entry()` also writes the `.desktop` file the
build ships in the folder, for people who register it by hand.

`open_folder()` shows a folder (the saves) in the system's file manager, as
the About screen's button asks.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

APP_ID = "reflectgames"
ENTRY_NAME = f"{APP_ID}.desktop"
ICON_NAME = f"{APP_ID}.png"

NAME = "ReflectGames"


class DesktopError(Exception):
    """Why the menu entry cannot be installed or removed here (one line for the command line)."""


@dataclass(frozen=True)
class Installed:
    """What install-desktop wrote (or uninstall-desktop removed)."""

    entry: Path | None  # None: there was no menu entry to remove
    icons: tuple[Path, ...]


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset, empty or not absolute (as the spec says)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and os.path.isabs(value) else Path.home() / ".local" / "share"


def _exec_quote(path: str) -> str:
    """An Exec= argument: quoted when it must be, with the characters the spec reserves escaped."""
    escaped = path.replace("%", "%%")
    if not any(char in path for char in ' \t\n"\'\\><~|&;$*?#()`'):
        return escaped
    for char in ('\\', '"', "`", "$"):
        escaped = escaped.replace(char, "\\" + char)
    # Inside a quoted argument the backslash is itself escaped once more by the key-value layer.
    return '"' + escaped.replace("\\", "\\\\") + '"'


def _localized(field: str, message: str) -> list[str]:
    """A field in every language of the catalogs: a .desktop file carries them all ("Comment[fr]=...")."""
    from reflectgames.i18n import LANGUAGES
    from reflectgames.i18n import app as catalogs

    lines = []
    for language in LANGUAGES:
        text = getattr(catalogs, language.upper())[message]
        lines.append(f"{field}={text}" if language == "en" else f"{field}[{language}]={text}")
    return lines


def desktop_entry(executable: str) -> str:
    """The text of the .desktop file that starts `executable` (a path, or a name found on PATH)."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",  # the latest version older validators and menus know; nothing here needs 1.5
        f"Name={NAME}",
        *_localized("GenericName", "desktop.generic_name"),
        *_localized("Comment", "desktop.comment"),
        *_localized("Keywords", "desktop.keywords"),
        f"Exec={_exec_quote(executable)}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        # SDL names the window's class after the executable: the menu entry and the window group together.
        f"StartupWMClass={APP_ID}",
    ]
    return "\n".join(lines) + "\n"


def _check_system() -> None:
    if not sys.platform.startswith("linux"):
        raise DesktopError("the applications menu entry is for Linux; on this system, open the app directly")


def bundled_icons() -> Path:
    """The hicolor icon tree the build ships in the app folder."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or not bundle:
        raise DesktopError(
            "install-desktop registers the downloaded app; from source, start it with 'make run'")
    folder = Path(bundle) / "icons" / "hicolor"
    if not folder.is_dir():
        raise DesktopError(f"this build has no icons to install ({folder} is missing)")
    return folder


def _icon_targets(root: Path, sizes: list[str]) -> list[Path]:
    return [root / "icons" / "hicolor" / size / "apps" / ICON_NAME for size in sizes]


def _touch_theme(root: Path) -> None:
    """Icon caches reread a theme folder whose time has changed; no cache file is written here, since a
    stale one in the user's folder would hide the icons other apps add later."""
    hicolor = root / "icons" / "hicolor"
    if hicolor.is_dir():
        os.utime(hicolor)


def install(executable: Path | None = None) -> Installed:
    """Write the menu entry and the icons for the current user; returns what was written."""
    _check_system()
    icons = bundled_icons()
    target = executable or Path(sys.executable)
    root = data_home()
    sizes = sorted(p.parent.parent.name for p in icons.glob(f"*/apps/{ICON_NAME}"))
    written = []
    for source_size, path in zip(sizes, _icon_targets(root, sizes), strict=True):
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(icons / source_size / "apps" / ICON_NAME, path)
        written.append(path)
    entry = root / "applications" / ENTRY_NAME
    entry.parent.mkdir(parents=True, exist_ok=True)
    partial = entry.with_suffix(".tmp")
    partial.write_text(desktop_entry(str(target.resolve())), encoding="utf-8")
    partial.chmod(0o755)  # some desktops only launch entries marked executable
    partial.replace(entry)
    _touch_theme(root)
    return Installed(entry, tuple(written))


def uninstall() -> Installed:
    """Remove the menu entry and the icons install() wrote; returns what was removed (maybe nothing)."""
    _check_system()
    root = data_home()
    hicolor = root / "icons" / "hicolor"
    removed_icons = []
    if hicolor.is_dir():
        for path in sorted(hicolor.glob(f"*/apps/{ICON_NAME}")):
            path.unlink()
            removed_icons.append(path)
    entry = root / "applications" / ENTRY_NAME
    existed = entry.exists()
    entry.unlink(missing_ok=True)
    if removed_icons:
        _touch_theme(root)
    return Installed(entry if existed else None, tuple(removed_icons))


def folder_opener() -> list[str] | None:
    """The command that shows a folder in the file manager here (None on Windows: os.startfile does)."""
    if sys.platform == "win32":
        return None
    return ["open"] if sys.platform == "darwin" else ["xdg-open"]


def open_folder(folder: Path) -> bool:
    """Show `folder` in the system's file manager, without waiting for it; False when that cannot be done."""
    opener = folder_opener()
    try:
        if opener is None:
            os.startfile(folder)  # type: ignore[attr-defined]  # Windows only
            return True
        if not shutil.which(opener[0]):
            return False
        # Its own session: closing the game must not close the file manager it opened.
        subprocess.Popen([*opener, str(folder)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:
        return False
    return True
