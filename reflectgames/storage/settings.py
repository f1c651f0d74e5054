"""The player's settings and the settings file.

Loading never fails: a missing or damaged file gives the defaults, and a file
with one bad value keeps every other value (a hand edit gone wrong should not
reset the language and the window size together). Unknown keys, from a newer
version perhaps, are ignored.
"""

from __future__ import annotations

import logging
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from reflectgames.storage.atomic import read_json_limited, write_json_atomic
from reflectgames.storage.errors import SaveError
from reflectgames.storage.paths import settings_path

_log = logging.getLogger(__name__)

MIN_WINDOW = (960, 600)
MAX_WINDOW = (16384, 16384)


class Settings(BaseModel):
    """Everything the settings screen offers; assignments are validated."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Literal["en", "fr"] = "en"
    palette: Literal["standard", "colorblind"] = "standard"
    ui_scale: Annotated[float, Field(ge=0.75, le=2.0)] = 1.0
    animation_speed: Literal["off", "fast", "normal", "slow"] = "normal"
    sound: bool = True
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    show_mirror_letters_plain: bool = False

    @field_validator("window_size")
    @classmethod
    def _window_fits(cls, value: tuple[int, int]) -> tuple[int, int]:
        width, height = value
        if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
            raise ValueError(f"the window must be at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}")
        if width > MAX_WINDOW[0] or height > MAX_WINDOW[1]:
            raise ValueError(f"the window must be at most {MAX_WINDOW[0]}x{MAX_WINDOW[1]}")
        return value


def settings_from_data(data: Any) -> Settings:
    """Settings from decoded JSON, keeping every valid value and defaulting the rest."""
    if not isinstance(data, dict):
        return Settings()
    values = {key: value for key, value in data.items() if key in Settings.model_fields}
    # Each pass drops the fields pydantic complains about; at most one pass per field.
    for _ in range(len(Settings.model_fields) + 1):
        try:
            return Settings.model_validate(values)
        except ValidationError as error:
            bad = {problem["loc"][0] for problem in error.errors() if problem["loc"]}
            if not bad:
                break
            values = {key: value for key, value in values.items() if key not in bad}
    return Settings()


def load_settings() -> Settings:
    """The saved settings, or the defaults if there are none or the file is damaged."""
    path = settings_path()
    if not path.is_file():
        return Settings()
    try:
        data = read_json_limited(path, max_bytes=100_000, max_depth=8)
    except SaveError as error:
        # A damaged file (cut short, a repeated key...) must not keep the app from starting.
        _log.warning("the settings file was not used: %s", error)
        return Settings()
    return settings_from_data(data)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically; SaveError (one sentence) if the disk refuses."""
    write_json_atomic(settings_path(), settings.model_dump(mode="json"))
