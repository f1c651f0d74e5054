"""The illustrated Reflector rules: every page draws, fits and exists in both languages."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import drawn_pages

from reflectgames.games.reflector import rules_page
from reflectgames.games.reflector.rules_diagrams import capture_example
from reflectgames.i18n import reflector_rules, set_language, t
from reflectgames.ui.text import set_ui_scale
from reflectgames.ui.theme import get_palette

# The page bodies the rules scene hands over at 960x600 and 1280x800, and a larger one.
BODIES = [(848, 376), (1168, 576), (1600, 800)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def test_there_are_pages_for_every_part_of_the_rules():
    assert rules_page.PAGE_COUNT >= 6


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


def test_every_page_text_is_in_both_catalogs():
    for title, paragraphs, _diagram in rules_page.PAGES:
        for key in (title, *paragraphs):
            assert key in reflector_rules.EN and key in reflector_rules.FR
            set_language("fr")
            assert t(key) == reflector_rules.FR[key]
            set_language("en")
            assert t(key) == reflector_rules.EN[key]


def test_the_capture_picture_is_what_the_rules_say():
    looks = capture_example()
    assert looks["C2"].node_state == "captured" and looks["D3"].node_state == "known"
    assert looks["B2"].holder == 0 and looks["D2"].holder is None and looks["D2"].shade == 1
