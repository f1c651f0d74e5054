"""A short, plain error message, then back to the title screen.

Shown after an unexpected failure (the details are in the log file) or when
the app wants to say something went wrong without a traceback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from reflectgames.i18n import t
from reflectgames.table.menu import MenuScene
from reflectgames.ui.chrome import draw_dialog
from reflectgames.ui.draw import draw_background
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, wrap_text
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices


class ErrorScene(MenuScene):
    def __init__(self, app: AppServices, message: str) -> None:
        super().__init__(app)
        self.message = message
        self.button = Button(t("error.back_to_title"), self._back)
        self.group = WidgetGroup([self.button])
        self.panel = pygame.Rect(0, 0, 0, 0)

    def settings_changed(self) -> None:
        self.button.text = t("error.back_to_title")

    def _back(self) -> None:
        self.app.back_to_title()

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        panel_width = min(length(560), width - 80)
        lines = len(wrap_text(self.message, "body", panel_width - length(64)))
        panel_height = length(190) + lines * line_height("body")
        self.panel = pygame.Rect(0, 0, panel_width, panel_height)
        self.panel.center = (width // 2, height // 2)
        self.button.rect = pygame.Rect(0, 0, min(length(260), panel_width - length(64)), length(46))
        self.button.rect.midbottom = (self.panel.centerx, self.panel.bottom - length(28))

    def escape(self) -> None:
        self._back()

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_dialog(surface, self.panel, palette, dim=False)
        draw_text(surface, t("error.title"), (self.panel.centerx, self.panel.top + length(28)), "title",
                  palette.danger, bold=True, anchor="midtop")
        body = pygame.Rect(self.panel.left + length(32), self.panel.top + length(78),
                           self.panel.width - length(64), self.panel.height - length(160))
        draw_wrapped(surface, self.message, body, "body", palette.text, align="center")
        self.group.draw(surface, palette)
