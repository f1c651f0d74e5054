"""Reflec's rules diagrams make room for their captions' every line."""

from __future__ import annotations

import pygame

from reflectgames.games.reflec.painters.rules_diagrams import caption_lines, caption_room
from reflectgames.i18n import t
from reflectgames.ui.text import line_height


def test_a_caption_gets_the_height_of_all_its_lines() -> None:
    pygame.font.init()
    text = "A beam that meets the coin's side is sent straight back towards the laser that fired it."
    lines = caption_lines(text, 120)
    assert len(lines) > 3
    assert caption_room(text, 120) >= len(lines) * line_height("small")
    assert caption_room(text, 2000) < caption_room(text, 120)


def test_a_page_too_short_for_the_coins_diagram_and_its_captions_is_drawn_taller() -> None:
    from reflectgames.games.reflec.painters.rules_diagrams import coins_height
    from reflectgames.games.reflec.rules_page import text_fits
    from reflectgames.i18n import set_language
    from reflectgames.ui import rules_layout
    from reflectgames.ui.text import set_ui_scale

    pygame.font.init()
    set_language("fr")
    set_ui_scale(1.75)
    try:
        short = pygame.Rect(0, 0, 856, 216)  # the rules body of a 960x600 window at 175 %
        assert not text_fits(short, 1)
        tall = pygame.Rect(short)
        while not text_fits(tall, 1):
            tall.height += 50
        keys = ("reflec_rules.2.mirror", "reflec_rules.2.drop", "reflec_rules.2.start")
        paragraphs = [t(key) for key in keys]
        _size, share = rules_layout.choose_layout(paragraphs, tall, 8)
        area = rules_layout.diagram_area(tall, share)
        assert coins_height(area.width) <= area.height
    finally:
        set_ui_scale(1.0)
        set_language("en")
