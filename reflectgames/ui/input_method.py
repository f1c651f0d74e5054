"""Text typed through the system's input method (IME): SDL text input kept on while a field has the
keyboard, and the candidate window placed beside that field.

Accents typed with dead keys, a compose key or an input method all arrive as
`TEXTINPUT` events; while an input method composes, `TEXTEDITING` events
carry the text so far, which the field shows at its cursor. Telling SDL where
the field is (`set_text_input_rect`) puts the input method's candidate list
next to it instead of in a corner of the screen. Only a change of field calls
SDL, so a frame costs nothing more.
"""

from __future__ import annotations

import pygame


class _Followed:
    rect: tuple[int, int, int, int] | None = None


_followed = _Followed()


def follow(rect: pygame.Rect) -> None:
    """The field at `rect` (window coordinates) has the keyboard: text input on, candidates beside it."""
    place = (rect.x, rect.y, rect.width, rect.height)
    if place == _followed.rect:
        return
    _followed.rect = place
    try:
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(pygame.Rect(place))
    except pygame.error:
        pass  # no video system (a headless run): typed text still arrives as events


def forget() -> None:
    """No field has the keyboard any more; the next one to take it places the candidates again."""
    _followed.rect = None
