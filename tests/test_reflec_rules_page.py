"""The Reflec rules pages: every page in both languages, with its diagram, at common sizes."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key

from reflectgames.app import App
from reflectgames.games.reflec import rules_page
from reflectgames.i18n import set_language
from reflectgames.scenes.rules_page import RulesScene
from reflectgames.ui.theme import get_palette


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("page", range(rules_page.PAGE_COUNT))
def test_every_page_fits_and_draws_a_diagram(language, page):
    set_language(language)
    rect = pygame.Rect(0, 0, 1160, 560)  # the page body at 1280x800
    assert rules_page.text_fits(rect, page)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    rules_page.draw_rules_page(surface, rect, get_palette("standard"), page)
    right = surface.subsurface(pygame.Rect(rect.width * 2 // 3, 0, rect.width // 3, rect.height))
    assert pygame.mask.from_surface(right).count() > 1000  # the diagram is there


def test_the_rules_scene_turns_through_all_pages_at_a_small_window():
    app = App(headless=True, size=(960, 600))
    app.apply_settings(app.settings.model_copy(update={"palette": "colorblind"}))
    scene = RulesScene(app, "reflec")
    app.reset_to(scene)
    for _ in range(rules_page.PAGE_COUNT):
        key(app, pygame.K_RIGHT)
    assert scene.page == rules_page.PAGE_COUNT - 1
