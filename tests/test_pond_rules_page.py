"""The illustrated Reflection Pond rules: every page draws, fits and exists in both languages."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import drawn_pages

from reflectgames.games.pond import rules_page
from reflectgames.i18n import set_language
from reflectgames.ui.text import set_ui_scale

# The page bodies the rules scene hands over at 960x600 and 1280x800, and a larger one.
BODIES = [(848, 376), (1168, 576), (1600, 800)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def test_there_are_several_pages():
    assert isinstance(rules_page.PAGE_COUNT, int) and rules_page.PAGE_COUNT >= 4


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(792, 264), (1112, 464)])  # 960x600 and 1280x800 at UI scale 1.5
def test_pages_also_fit_at_a_larger_ui_scale(language, size):
    set_language(language)
    set_ui_scale(1.5)
    for page, surface in drawn_pages(rules_page, size):
        assert rules_page.text_fits(surface.get_rect(), page)
