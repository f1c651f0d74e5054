"""Where reflectgames keeps its files.

Everything lives under one data folder: the platform's user data directory,
or the folder named by the environment variable REFLECTGAMES_HOME (read on
every call, so tests and portable installs can redirect it at any time).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

HOME_VARIABLE = "REFLECTGAMES_HOME"


def data_dir() -> Path:
    """The folder holding saves, settings and the log (not created here)."""
    override = os.environ.get(HOME_VARIABLE, "").strip()
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir("reflectgames", appauthor=False))


def saves_dir() -> Path:
    """The folder of the player's saves, created on first use."""
    folder = data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def settings_path() -> Path:
    return data_dir() / "settings.json"


def log_path() -> Path:
    return data_dir() / "reflectgames.log"


def examples_dir() -> Path:
    """The example games shipped with the app (the repository's `saves/` folder)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        # A PyInstaller build unpacks its data files next to the executable's modules.
        return Path(bundle) / "saves"
    return Path(__file__).resolve().parents[2] / "saves"
