"""The system clipboard, through SDL: reading it for Paste, writing it for Copy."""

from __future__ import annotations

import pygame


def clipboard_text() -> str:
    """The text on the system clipboard, or "" when there is none or no clipboard can be reached.

    pygame-ce reads it through SDL (`pygame.scrap.get_text`); without a window
    system (a headless run, a missing clipboard service) SDL may refuse, and
    pasting then simply inserts nothing.
    """
    get_text = getattr(pygame.scrap, "get_text", None)
    if get_text is None:
        return ""
    try:
        text = get_text()
    except pygame.error:
        return ""
    return text if isinstance(text, str) else ""


def copy_to_clipboard(text: str) -> bool:
    """Put `text` on the system clipboard; False (and nothing else) when no clipboard can be reached."""
    put_text = getattr(pygame.scrap, "put_text", None)
    if put_text is None:
        return False
    try:
        put_text(text)
    except pygame.error:
        return False
    return True
