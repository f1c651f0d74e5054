"""A scene that is a group of widgets with one meaning for Esc (back, resume, quit...)."""

from __future__ import annotations

import pygame

from reflectgames.ui.scene import Scene
from reflectgames.ui.widget_group import WidgetGroup


class MenuScene(Scene):
    """Routes input to `self.group`; Esc calls `escape()` instead."""

    group: WidgetGroup

    def escape(self) -> None:
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return
        self.group.handle_event(event)
