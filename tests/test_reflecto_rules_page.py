"""The illustrated Reflecto rules: every page draws, fits and exists in both languages."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import drawn_pages

from reflectgames.games.reflecto import rules_page
from reflectgames.games.reflecto.painters import rules_diagrams
from reflectgames.i18n import set_language
from reflectgames.ui.text import set_ui_scale
from reflectgames.ui.theme import get_palette

BODIES = [(848, 376), (1168, 576), (1600, 800)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def test_there_are_pages_and_one_is_the_mirror_rule_with_its_diagram():
    assert rules_page.PAGE_COUNT >= 6
    assert any(diagram is rules_diagrams.diagram_mirror for _title, _text, diagram in rules_page.PAGES)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_pages_also_fit_at_a_larger_ui_scale(language):
    set_language(language)
    set_ui_scale(1.5)
    for page, surface in drawn_pages(rules_page, (1112, 464)):
        assert rules_page.text_fits(surface.get_rect(), page)


def test_the_mirror_diagram_draws_something_on_both_halves():
    surface = pygame.Surface((500, 560), pygame.SRCALPHA)
    rules_diagrams.diagram_mirror(surface, surface.get_rect(), get_palette("standard"))
    top = surface.subsurface((0, 0, 500, 260)).get_bounding_rect()
    bottom = surface.subsurface((0, 300, 500, 260)).get_bounding_rect()
    assert top.width > 200 and bottom.width > 200
