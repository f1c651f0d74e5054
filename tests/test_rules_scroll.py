"""Rules pages at a large text scale in a small window: words never cut, the page scrolls instead."""

from __future__ import annotations

import pygame
import pytest

from reflectgames.app import App
from reflectgames.games import GAME_IDS
from reflectgames.i18n import set_language
from reflectgames.scenes.rules_page import RulesScene, rules_module
from reflectgames.scenes.title import TitleScene
from reflectgames.storage.settings import Settings
from reflectgames.ui.text import set_ui_scale


@pytest.fixture()
def small_app():
    app = App(headless=True, size=(960, 600))
    app.apply_settings(Settings(language="fr", ui_scale=1.75))
    app.reset_to(TitleScene(app))
    yield app
    set_language("en")
    set_ui_scale(1.0)


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_page_holds_all_its_words(small_app, game_id) -> None:
    scene = RulesScene(small_app, game_id)
    small_app.push(scene)
    module = rules_module(game_id)
    for page in range(scene.page_count):
        scene.turn(page - scene.page)
        image = scene._page_image()
        assert image.get_height() >= scene.body.height
        assert module.text_fits(image.get_rect(), page)


def test_a_tall_page_scrolls_with_the_wheel_the_keys_and_the_bar(small_app) -> None:
    scene = RulesScene(small_app, GAME_IDS[0])
    small_app.push(scene)
    tall = next(page for page in range(scene.page_count)
                if (scene.turn(page - scene.page), scene._page_image().get_height() > scene.body.height)[1])
    assert scene.page == tall
    small_app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert scene.offset > 0
    small_app.step([key(pygame.K_HOME)])
    assert scene.offset == 0
    small_app.step([key(pygame.K_DOWN)])
    assert scene.offset > 0
    small_app.step([key(pygame.K_END)])
    assert scene.offset == scene._page_image().get_height() - scene.body.height
    scene.turn(1)
    assert scene.offset == 0  # a new page starts at its top


def test_the_page_counter_keeps_clear_of_the_buttons(small_app) -> None:
    from reflectgames.ui.text import text_width

    scene = RulesScene(small_app, GAME_IDS[0])
    small_app.push(scene)
    counter_left = scene.counter_pos[0] - text_width("Page 9 sur 9", "body")
    assert counter_left >= scene.back.rect.right
    assert scene.counter_pos[0] <= scene.previous.rect.left
