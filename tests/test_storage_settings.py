"""Settings: sensible defaults, never a crash over a damaged file, atomic saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from reflectgames.storage import Settings, load_settings, save_settings, settings_path
from reflectgames.storage.atomic import backup_path


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("REFLECTGAMES_HOME", str(folder))
    return folder


def test_defaults() -> None:
    settings = Settings()
    assert settings.language == "en"
    assert settings.palette == "standard"
    assert settings.ui_scale == 1.0
    assert settings.animation_speed == "normal"
    assert settings.sound is True
    assert settings.window_size == (1280, 800)
    assert settings.fullscreen is False
    assert settings.show_mirror_letters_plain is False


def test_no_file_gives_the_defaults() -> None:
    assert load_settings() == Settings()


def test_settings_survive_a_save_and_load() -> None:
    chosen = Settings(language="fr", palette="colorblind", ui_scale=1.5, animation_speed="off",
                      sound=False, window_size=(1920, 1080), fullscreen=True, show_mirror_letters_plain=True)
    save_settings(chosen)
    assert load_settings() == chosen
    assert json.loads(settings_path().read_text(encoding="utf-8"))["window_size"] == [1920, 1080]


def test_saving_twice_keeps_a_backup() -> None:
    save_settings(Settings(language="fr"))
    save_settings(Settings(language="en"))
    assert json.loads(backup_path(settings_path()).read_text(encoding="utf-8"))["language"] == "fr"


@pytest.mark.parametrize(
    "content",
    [b"", b"{not json", b"\xff\xfe\x00", b"[1, 2]", b"null", b"[" * 10_000 + b"]" * 10_000],
)
def test_a_damaged_file_gives_the_defaults_and_is_left_alone(content: bytes) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    assert load_settings() == Settings()
    assert path.read_bytes() == content


def test_one_bad_value_keeps_the_others() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "fr", "ui_scale": 9, "window_size": [100, 100], "sound": False}),
                    encoding="utf-8")
    settings = load_settings()
    assert settings.language == "fr" and settings.sound is False
    assert settings.ui_scale == 1.0 and settings.window_size == (1280, 800)


def test_unknown_keys_are_ignored() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"palette": "colorblind", "from_the_future": 1}), encoding="utf-8")
    assert load_settings().palette == "colorblind"


@pytest.mark.parametrize(
    ("field", "value"),
    [("ui_scale", 0.5), ("ui_scale", 2.5), ("window_size", (800, 600)), ("window_size", (960, 599)),
     ("language", "de"), ("animation_speed", "warp"), ("palette", "neon")],
)
def test_out_of_range_values_are_refused(field: str, value: object) -> None:
    settings = Settings()
    with pytest.raises(ValidationError):
        setattr(settings, field, value)
    with pytest.raises(ValidationError):
        Settings.model_validate({field: value})


def test_the_smallest_window_is_allowed() -> None:
    assert Settings(window_size=(960, 600)).window_size == (960, 600)
