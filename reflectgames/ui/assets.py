"""Where the bundled assets (fonts) live, from source or from a PyInstaller build."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    """The `assets` folder: next to the package when run from source, in _MEIPASS when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    # reflectgames/ui/assets.py -> parents[2] is the project root.
    return Path(__file__).resolve().parents[2] / "assets"


def asset_path(*parts: str) -> Path:
    """Path of one asset file, e.g. asset_path("fonts", "NotoSans-Regular.ttf")."""
    return assets_dir().joinpath(*parts)
