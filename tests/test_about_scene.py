"""The About screen: version, licences, where the files are, and the button that opens the saves folder."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from reflectgames import __version__
from reflectgames.app import App
from reflectgames.i18n import set_language
from reflectgames.i18n.app import EN, FR
from reflectgames.scenes.about import AboutScene
from reflectgames.scenes.title import TitleScene
from reflectgames.storage.paths import log_path, saves_dir
from reflectgames.ui.scroll import Label
from reflectgames.ui.text import set_ui_scale


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


@pytest.fixture()
def app() -> App:
    application = App(headless=True, size=(960, 600))
    application.reset_to(TitleScene(application))
    yield application
    set_language("en")
    set_ui_scale(1.0)


def shown_text(scene: AboutScene) -> str:
    return "\n".join(widget.text for widget, _place in scene.column._places if isinstance(widget, Label))


def test_about_opens_from_the_title_by_its_key_and_by_a_click(app: App) -> None:
    title = app.top
    app.step([key(pygame.K_a)])
    assert isinstance(app.top, AboutScene)
    app.step([key(pygame.K_ESCAPE)])
    assert app.top is title
    about_button = next(b for b in title.group.widgets if b.text == "About")
    app.step(click(about_button.rect.center))
    assert isinstance(app.top, AboutScene)
    app.step(click(app.top.back_button.rect.center))
    assert app.top is title


def test_about_names_the_version_the_licences_and_where_the_files_are(app: App) -> None:
    app.step([key(pygame.K_a)])
    text = shown_text(app.top)
    assert __version__ in text
    assert "MIT licence" in text
    assert "SIL Open Font License" in text
    for library in ("Python", "pygame-ce", "SDL", "pydantic", "platformdirs"):
        assert library in text
    assert "LGPL" in text and "zlib" in text and "PSF" in text
    # Paths are long: the column may break them over lines.
    flat = text.replace("\n", "")
    assert str(saves_dir()) in flat and str(log_path()) in flat


def test_in_french_at_175_percent_everything_fits_and_scrolls_into_view(app: App) -> None:
    app.apply_settings(app.settings.model_copy(update={"language": "fr", "ui_scale": 1.75}))
    app.step([key(pygame.K_a)])
    about = app.top
    assert isinstance(about, AboutScene)
    app.render()
    window = pygame.Rect(0, 0, *app.size)
    for widget in (about.open_button, about.back_button):
        assert window.contains(widget.rect)
    assert window.contains(about.panel)
    # Too long for the panel at this size: it scrolls, and the keys reach the last line.
    assert about.column.overflows
    last = about.column._places[-1][0]
    assert not about.column.is_shown(last)
    for _ in range(40):
        app.step([key(pygame.K_DOWN)])
    assert about.column.is_shown(last)
    app.step([key(pygame.K_PAGEUP)] * 20)
    assert about.column.offset == 0
    # The mouse wheel over the text scrolls it too.
    centre = about.column.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert about.column.offset > 0
    # Every line fits the column's width.
    for widget, place in about.column._places:
        assert place.width <= about.column.viewport.width
        assert isinstance(widget, Label)


def test_the_button_asks_the_file_manager_for_the_saves_folder(app: App) -> None:
    opened: list[Path] = []
    about = AboutScene(app, opener=lambda folder: opened.append(folder) or True)
    app.push(about)
    app.step(click(about.open_button.rect.center))
    assert opened == [saves_dir()]
    assert app._toast is None


def test_without_a_file_manager_a_toast_says_where_the_saves_are(app: App) -> None:
    about = AboutScene(app, opener=lambda folder: False)
    app.push(about)
    app.step([key(pygame.K_RETURN)])  # the focus starts on the open button
    assert app._toast is not None and str(saves_dir()) in app._toast[0]


def test_headless_never_starts_a_file_manager(app: App) -> None:
    about = AboutScene(app)
    assert about.opener is None
    app.push(about)
    about.open_button.activate()
    assert app._toast is not None and str(saves_dir()) in app._toast[0]


def test_every_about_message_is_in_english_and_french() -> None:
    keys = [key for key in EN if key.startswith("about.")] + ["title.about"]
    assert len(keys) > 10
    for name in keys:
        assert FR.get(name), name
