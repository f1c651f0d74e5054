"""The hand-over curtain between turns of different people when the game hides information.

It is opaque: nothing of the game below is drawn while it is up. Any key or
click lifts it, and only then does the game show the next player's view. The
gesture that raised it cannot also lift it: a held Enter repeating, or the
second click of a double click, would show the next player's view to the
person who just passed the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from reflectgames.i18n import t
from reflectgames.scenes.base import Scene
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title
from reflectgames.ui.draw import draw_background
from reflectgames.ui.text import draw_wrapped, length, line_height, wrap_text

if TYPE_CHECKING:
    from reflectgames.app import App

_LIFTING_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)
_PASSING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_CLICK_GRACE_S = 0.4  # longer than a double click


def _passing_keys_down() -> set[int]:
    """The keys that pass the screen which are held down right now (their repeats must not lift)."""
    try:
        pressed = pygame.key.get_pressed()
    except pygame.error:
        return set()
    return {code for code in _PASSING_KEYS if pressed[code]}


class HandoffScene(Scene):
    opaque = True

    def __init__(self, app: "App", player_name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.player_name = player_name
        self.on_ready = on_ready
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lifted = False
        self.shown_for = 0.0
        self.held_keys = _passing_keys_down()

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        panel_width = min(length(640), width - 80)
        lines = len(wrap_text(t("handoff.body", name=self.player_name), "body", panel_width - 2 * length(32)))
        self.panel = pygame.Rect(0, 0, panel_width, lines * line_height("body") + 2 * length(26))
        self.panel.midtop = (width // 2, height // 2 + length(30))
        self.title_base = (width // 2, height // 2 - length(40))

    def update(self, dt: float) -> None:
        self.shown_for += dt

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYUP:
            self.held_keys.discard(event.key)
            return
        if self.lifted or event.type not in _LIFTING_EVENTS:
            return
        if event.type == pygame.KEYDOWN and event.key in self.held_keys:
            return  # the key that passed the screen, repeating
        if event.type == pygame.MOUSEBUTTONDOWN and self.shown_for < _CLICK_GRACE_S:
            return  # the second click of the one that passed the screen
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL,
                                                          pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT):
            return  # a modifier alone is not a deliberate "I am ready"
        self.lifted = True
        self.app.remove(self)
        self.on_ready()

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_reflected_title(surface, t("handoff.title", name=self.player_name), self.title_base, palette,
                             size="heading")
        draw_dialog(surface, self.panel, palette, dim=False)
        body = self.panel.inflate(-2 * length(32), -2 * length(26))
        draw_wrapped(surface, t("handoff.body", name=self.player_name), body, "body", palette.text,
                     align="center")
