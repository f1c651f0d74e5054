"""The puzzle screen's status line, never cut: one line of body text, or two smaller lines.

Large text in a small window leaves the status line too narrow for the longer
hints ("Click a coin to jump it, or the knob of a full tile..."); an ellipsis
would hide what the line is for, so the words wrap into smaller text instead.
"""

from __future__ import annotations

import pygame

from reflectgames.ui.text import draw_text, line_height, text_width, wrap_text
from reflectgames.ui.theme import Color


def draw_status_line(surface: pygame.Surface, rect: pygame.Rect, text: str, color: Color) -> None:
    if text_width(text, "body") <= rect.width:
        draw_text(surface, text, rect.midleft, "body", color, anchor="midleft")
        return
    lines = wrap_text(text, "small", rect.width)
    rows = max(1, min(len(lines), rect.height // line_height("small")))
    shown = lines[:rows]
    if len(lines) > rows:  # longer still: the last line shown ends in an ellipsis
        shown[-1] = " ".join(lines[rows - 1:])
    top = rect.centery - rows * line_height("small") // 2
    for index, line in enumerate(shown):
        draw_text(surface, line, (rect.x, top + index * line_height("small")), "small", color,
                  max_width=rect.width)
