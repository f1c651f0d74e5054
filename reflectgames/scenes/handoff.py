"""The hand-over curtain between turns of different people when the game hides information.

It is opaque: nothing of the game below is drawn while it is up. It lifts only
on purpose: a click on its own button, or Enter/Space while that button has
the focus (it has it from the start). Esc opens the pause menu over the
curtain, which reveals nothing; every other key, and a click anywhere else,
does nothing. The gesture that raised it cannot also lift it: a held Enter
repeating, or the second click of a double click, would show the next
player's view to the person who just passed the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from reflectgames.i18n import t
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title
from reflectgames.ui.draw import draw_background
from reflectgames.ui.scene import Scene
from reflectgames.ui.text import draw_wrapped, length, line_height, text_width, wrap_text
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import ACTIVATE_KEYS, Button

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

_CLICK_GRACE_S = 0.4  # longer than a double click


def _activate_keys_down() -> set[int]:
    """The keys that press the button which are held down right now (their repeats must not lift)."""
    try:
        pressed = pygame.key.get_pressed()
    except pygame.error:
        return set()
    return {code for code in ACTIVATE_KEYS if pressed[code]}


class HandoffScene(Scene):
    opaque = True

    def __init__(self, app: AppServices, player_name: str, on_ready: Callable[[], None],
                 on_escape: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.player_name = player_name
        self.on_ready = on_ready
        self.on_escape = on_escape
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_size = "heading"
        self.lifted = False
        self.shown_for = 0.0
        self.held_keys = _activate_keys_down()
        self.ready_button = Button(t("handoff.ready", name=player_name), self._lift)
        self.group = WidgetGroup([self.ready_button])
        self.group.focus(self.ready_button)

    def settings_changed(self) -> None:
        self.ready_button.text = t("handoff.ready", name=self.player_name)

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        panel_width = min(length(640), width - length(32))
        inner = panel_width - 2 * length(32)
        lines = len(wrap_text(t("handoff.body", name=self.player_name), "body", inner))
        button_h = length(48)
        body_h = lines * line_height("body")
        self.panel = pygame.Rect(0, 0, panel_width, body_h + button_h + 3 * length(22))
        self.panel.midtop = (width // 2, height // 2 + length(10))
        self.panel.bottom = min(self.panel.bottom, height - length(8))
        self.title_base = (width // 2, self.panel.top - length(50))
        # A long name at a large text size steps the title down rather than off the screen.
        title = t("handoff.title", name=self.player_name)
        sizes = ("heading", "title", "body")
        fitting = (size for size in sizes if text_width(title, size, True) <= width - length(24))
        self.title_size = next(fitting, sizes[-1])
        button_w = min(inner, text_width(self.ready_button.text, "body", True) + length(48))
        self.ready_button.rect = pygame.Rect(0, 0, button_w, button_h)
        self.ready_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - length(22))
        self.body_rect = pygame.Rect(self.panel.left + length(32), self.panel.top + length(22), inner, body_h)

    def update(self, dt: float) -> None:
        self.shown_for += dt

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYUP:
            self.held_keys.discard(event.key)
            return
        if self.lifted:
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.on_escape is not None:
                    self.on_escape()
                return
            if event.key in self.held_keys:
                return  # the key that passed the screen, repeating
            if event.key in ACTIVATE_KEYS:
                self.group.handle_event(event)  # the button has the focus: Enter or Space presses it
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.shown_for < _CLICK_GRACE_S:
            return  # the second click of the one that passed the screen
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.group.handle_event(event)  # only the button itself answers a click

    def _lift(self) -> None:
        if self.lifted:
            return
        self.lifted = True
        self.app.remove(self)
        self.on_ready()

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_reflected_title(surface, t("handoff.title", name=self.player_name), self.title_base, palette,
                             size=self.title_size)
        draw_dialog(surface, self.panel, palette, dim=False)
        draw_wrapped(surface, t("handoff.body", name=self.player_name), self.body_rect, "body", palette.text,
                     align="center")
        self.group.draw(surface, palette)
