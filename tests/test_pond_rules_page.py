"""The illustrated Reflection Pond rules: every page draws, fits and exists in both languages."""

from __future__ import annotations

import re

import pygame
import pytest
from ui_helpers import drawn_pages

from reflectgames.games.pond import rules_page
from reflectgames.i18n import pond_setup, set_language, t
from reflectgames.ui.text import set_ui_scale
from reflectgames.ui.theme import get_palette

# The page bodies the rules scene hands over at 960x600 and 1280x800, and a larger one.
BODIES = [(848, 376), (1168, 576), (1600, 800)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def test_there_are_several_pages():
    assert isinstance(rules_page.PAGE_COUNT, int) and rules_page.PAGE_COUNT >= 4


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", BODIES)
@pytest.mark.parametrize("palette", ["standard", "colorblind"])
def test_every_page_draws_and_its_words_fit(language, size, palette):
    set_language(language)
    for page, surface in drawn_pages(rules_page, size, palette):
        assert surface.get_bounding_rect().width > size[0] // 2  # words and a picture, not a blank page
        assert rules_page.text_fits(surface.get_rect(), page)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(792, 264), (1112, 464)])  # 960x600 and 1280x800 at UI scale 1.5
def test_pages_also_fit_at_a_larger_ui_scale(language, size):
    set_language(language)
    set_ui_scale(1.5)
    for page, surface in drawn_pages(rules_page, size):
        assert rules_page.text_fits(surface.get_rect(), page)


def test_a_page_number_out_of_range_is_clamped():
    surface = pygame.Surface((848, 376), pygame.SRCALPHA)
    rules_page.draw_rules_page(surface, surface.get_rect(), get_palette("standard"), 99)
    rules_page.draw_rules_page(surface, surface.get_rect(), get_palette("standard"), -1)


def test_english_and_french_have_the_same_keys_and_placeholders():
    assert set(pond_setup.EN) == set(pond_setup.FR)
    for key, english in pond_setup.EN.items():
        assert set(re.findall(r"{(\w+)}", english)) == set(re.findall(r"{(\w+)}", pond_setup.FR[key])), key


def test_every_page_text_is_in_the_catalog():
    for title, paragraphs, _diagram in rules_page.PAGES:
        for key in (title, *paragraphs):
            assert key in pond_setup.EN
            set_language("fr")
            assert t(key) == pond_setup.FR[key]
            set_language("en")
            assert t(key) == pond_setup.EN[key]
