"""Every game's illustrated rules: each page draws, its words fit, and it exists in both languages."""

from __future__ import annotations

import importlib

import pygame
import pytest
from ui_helpers import drawn_pages

from reflectgames.games import GAME_IDS
from reflectgames.i18n import has_key, set_language, t
from reflectgames.ui.theme import get_palette

# The page bodies the rules scene hands over at 960x600 and 1280x800, and a larger one.
BODIES = [(848, 376), (1168, 576), (1600, 800)]
PAGES_OF = {game: importlib.import_module(f"reflectgames.games.{game}.rules_page") for game in GAME_IDS}


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", BODIES)
@pytest.mark.parametrize("palette", ["standard", "colorblind"])
def test_every_page_draws_and_its_words_fit(game_id, language, size, palette):
    rules_page = PAGES_OF[game_id]
    set_language(language)
    for page, surface in drawn_pages(rules_page, size, palette):
        assert surface.get_bounding_rect().width > size[0] // 2  # words and a picture, not a blank page
        assert rules_page.text_fits(surface.get_rect(), page)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_page_number_out_of_range_shows_the_nearest_page(game_id):
    rules_page = PAGES_OF[game_id]
    pages = dict(drawn_pages(rules_page, (848, 376)))

    def drawn(page: int) -> bytes:
        surface = pygame.Surface((848, 376), pygame.SRCALPHA)
        rules_page.draw_rules_page(surface, surface.get_rect(), get_palette("standard"), page)
        return pygame.image.tobytes(surface, "RGBA")

    assert drawn(99) == pygame.image.tobytes(pages[rules_page.PAGE_COUNT - 1], "RGBA")
    assert drawn(-3) == pygame.image.tobytes(pages[0], "RGBA")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_page_text_is_in_both_languages(game_id):
    for title, paragraphs, _diagram in PAGES_OF[game_id].PAGES:
        for key in (title, *paragraphs):
            assert has_key(key)
            set_language("fr")
            french = t(key)
            set_language("en")
            assert french != t(key)  # translated, not the English fallback
