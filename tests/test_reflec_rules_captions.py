"""Reflec's rules diagrams make room for their captions' every line."""

from __future__ import annotations

import pygame

from reflectgames.games.reflec.painters.rules_diagrams import caption_lines, caption_room
from reflectgames.ui.text import line_height


def test_a_caption_gets_the_height_of_all_its_lines() -> None:
    pygame.font.init()
    text = "A beam that meets the coin's side is sent straight back towards the laser that fired it."
    lines = caption_lines(text, 120)
    assert len(lines) > 3
    assert caption_room(text, 120) >= len(lines) * line_height("small")
    assert caption_room(text, 2000) < caption_room(text, 120)
