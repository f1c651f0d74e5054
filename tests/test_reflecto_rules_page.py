"""The illustrated Reflecto rules: every page draws, fits and exists in both languages."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import drawn_pages

from reflectgames.games.reflecto import rules_page
from reflectgames.i18n import reflecto_rules, set_language, t
from reflectgames.ui.text import set_ui_scale
from reflectgames.ui.theme import get_palette

BODIES = [(848, 376), (1168, 576), (1600, 800)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def test_there_are_pages_and_one_is_the_mirror_rule_with_its_diagram():
    assert rules_page.PAGE_COUNT >= 6
    assert any(diagram is rules_page.diagram_mirror for _title, _text, diagram in rules_page.PAGES)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", BODIES)
@pytest.mark.parametrize("palette", ["standard", "colorblind"])
def test_every_page_draws_and_its_words_fit(language, size, palette):
    set_language(language)
    for page, surface in drawn_pages(rules_page, size, palette):
        assert surface.get_bounding_rect().width > size[0] // 2  # words and a picture
        assert rules_page.text_fits(surface.get_rect(), page)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_pages_also_fit_at_a_larger_ui_scale(language):
    set_language(language)
    set_ui_scale(1.5)
    for page, surface in drawn_pages(rules_page, (1112, 464)):
        assert rules_page.text_fits(surface.get_rect(), page)


def test_the_mirror_diagram_draws_something_on_both_halves():
    surface = pygame.Surface((500, 560), pygame.SRCALPHA)
    rules_page.diagram_mirror(surface, surface.get_rect(), get_palette("standard"))
    top = surface.subsurface((0, 0, 500, 260)).get_bounding_rect()
    bottom = surface.subsurface((0, 300, 500, 260)).get_bounding_rect()
    assert top.width > 200 and bottom.width > 200


def test_a_page_number_out_of_range_is_clamped():
    surface = pygame.Surface((848, 376), pygame.SRCALPHA)
    rules_page.draw_rules_page(surface, surface.get_rect(), get_palette("standard"), 99)
    rules_page.draw_rules_page(surface, surface.get_rect(), get_palette("standard"), -1)


def test_every_page_text_is_in_the_catalog_in_both_languages():
    for title, paragraphs, _diagram in rules_page.PAGES:
        for key in (title, *paragraphs):
            assert key in reflecto_rules.EN and key in reflecto_rules.FR
            set_language("fr")
            assert t(key) == reflecto_rules.FR[key]
            set_language("en")
