"""The illustrated Plans of Action rules: every page draws, fits and exists in both languages."""

from __future__ import annotations

import pygame
import pytest

from reflectgames.games.plans import rules_page
from reflectgames.games.plans.board import tile_cells
from reflectgames.games.plans.painters import rules_diagrams
from reflectgames.i18n import set_language
from reflectgames.ui.text import set_ui_scale
from reflectgames.ui.theme import get_palette

# The page bodies the rules scene hands over at 960x600 and 1280x800.
BODIES = [(848, 376), (1168, 576)]


@pytest.fixture(autouse=True)
def fresh():
    pygame.init()
    yield
    set_language("en")
    set_ui_scale(1.0)


def test_there_is_a_page_for_each_part_of_the_rules():
    assert rules_page.PAGE_COUNT == 6
    titles = [title for title, _paragraphs, _diagram in rules_page.PAGES]
    assert "plans_rules.2.title" in titles  # the N+1 jump has a page of its own


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", BODIES)
@pytest.mark.parametrize("palette", ["standard", "colorblind"])
def test_every_page_draws_a_picture_and_its_words_fit(language, size, palette):
    set_language(language)
    for page in range(rules_page.PAGE_COUNT):
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rules_page.draw_rules_page(surface, surface.get_rect(), get_palette(palette), page)
        right = surface.subsurface(pygame.Rect(size[0] * 2 // 3, 0, size[0] // 3, size[1]))
        assert right.get_bounding_rect().width > size[0] // 6  # the diagram is there
        assert rules_page.text_fits(surface.get_rect(), page)


def test_the_forced_jumps_drawn_are_found_by_the_rules():
    turned = {cell: suit for cell, suit in rules_diagrams.TURN_COINS.items()}
    start, end = rules_diagrams.first_jump(rules_diagrams.TURN_TILES, turned, (3, 3))
    assert start in tile_cells((3, 3)) and end not in turned
    with pytest.raises(ValueError):
        rules_diagrams.first_jump([(3, 3)], {c: "S" for c in tile_cells((3, 3))}, (3, 3))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(792, 264), (1112, 464)])  # 960x600 and 1280x800 at UI scale 1.5
def test_pages_also_fit_at_a_larger_ui_scale(language, size):
    set_language(language)
    set_ui_scale(1.5)
    for page in range(rules_page.PAGE_COUNT):
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rules_page.draw_rules_page(surface, surface.get_rect(), get_palette("standard"), page)
        assert rules_page.text_fits(surface.get_rect(), page)
