"""The illustrated Reflector rules: every page draws, fits and exists in both languages."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import drawn_pages

from reflectgames.games.reflector import rules_page
from reflectgames.games.reflector.painters.rules_diagrams import capture_example
from reflectgames.i18n import set_language
from reflectgames.ui.text import set_ui_scale

# The page bodies the rules scene hands over at 960x600 and 1280x800, and a larger one.
BODIES = [(848, 376), (1168, 576), (1600, 800)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def test_there_are_pages_for_every_part_of_the_rules():
    assert rules_page.PAGE_COUNT >= 6


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(792, 264), (1112, 464)])  # 960x600 and 1280x800 at UI scale 1.5
def test_pages_also_fit_at_a_larger_ui_scale(language, size):
    set_language(language)
    set_ui_scale(1.5)
    for page, surface in drawn_pages(rules_page, size):
        assert rules_page.text_fits(surface.get_rect(), page)


def test_the_capture_picture_is_what_the_rules_say():
    looks = capture_example()
    assert looks["C2"].node_state == "captured" and looks["D3"].node_state == "known"
    assert looks["B2"].holder == 0 and looks["D2"].holder is None and looks["D2"].shade == 1
