"""Settings at a large text scale: the rows scroll (wheel, scroll bar, keyboard), Back stays on screen."""

from __future__ import annotations

import pygame
import pytest

from reflectgames.app import App
from reflectgames.i18n import set_language
from reflectgames.scenes.settings import SettingsScene
from reflectgames.scenes.title import TitleScene
from reflectgames.storage.settings import Settings
from reflectgames.ui.text import set_ui_scale


@pytest.fixture(params=[(960, 600), (1280, 800)])
def settings_scene(request: pytest.FixtureRequest):
    app = App(headless=True, size=request.param)
    app.apply_settings(Settings(language="fr", ui_scale=1.75))
    app.reset_to(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    yield app, scene
    set_language("en")
    set_ui_scale(1.0)


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


def test_back_and_every_row_lie_inside_the_window(settings_scene) -> None:
    app, scene = settings_scene
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(scene.back.rect)
    assert window.contains(scene.panel)
    assert window.contains(scene.column.viewport)


def test_the_keyboard_brings_each_row_into_view(settings_scene) -> None:
    app, scene = settings_scene
    usable = [row for row in scene.rows if row.enabled]  # full screen is greyed out without a window
    for _ in usable[1:]:
        app.step([key(pygame.K_DOWN)])
        assert scene.column.viewport.contains(scene.group.focused.rect)
    assert scene.group.focused is usable[-1]
    assert scene.column.offset > 0 or not scene.column.overflows


def test_the_wheel_scrolls_the_rows_under_the_pointer(settings_scene) -> None:
    app, scene = settings_scene
    if not scene.column.overflows:
        pytest.skip("every row fits at this size")
    inside = scene.column.viewport.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)])
    scrolled = scene.column.offset
    assert scrolled > 0
    app.step([key(pygame.K_PAGEUP)])
    assert scene.column.offset < scrolled


def test_a_click_on_a_row_scrolled_out_of_view_changes_nothing(settings_scene) -> None:
    app, scene = settings_scene
    if not scene.column.overflows:
        pytest.skip("every row fits at this size")
    hidden = scene.fullscreen if not scene.column.is_shown(scene.fullscreen) else scene.language
    below = (hidden.rect.centerx, max(hidden.rect.top, scene.column.viewport.bottom + 2))
    before = app.settings
    if not scene.back.rect.collidepoint(below):
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=below, button=1)])
    assert app.settings == before
