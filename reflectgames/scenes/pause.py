"""The pause menu, drawn over the game: resume, read the rules, or save and go back to the title."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from reflectgames.i18n import t
from reflectgames.table.menu import MenuScene
from reflectgames.ui.chrome import draw_dialog, stack_vertically
from reflectgames.ui.text import draw_text, length
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices


class PauseScene(MenuScene):
    """Translucent over the play scene. `on_save_and_quit` saves; the scene then returns to the title."""

    opaque = False

    def __init__(self, app: AppServices, on_save_and_quit: Callable[[], None],
                 game_id: str | None = None) -> None:
        super().__init__(app)
        self.on_save_and_quit = on_save_and_quit
        self.game_id = game_id
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._build()

    def _build(self) -> None:
        self.buttons = [
            Button(t("pause.resume"), self.app.pop),
            Button(t("pause.rules"), self._rules, style="secondary"),
            Button(t("pause.save_and_quit"), self._save_and_quit, style="secondary"),
        ]
        self.group = WidgetGroup(self.buttons)

    def settings_changed(self) -> None:
        self._build()

    def _rules(self) -> None:
        from reflectgames.scenes.rules_page import RulesScene

        self.app.push(RulesScene(self.app, self.game_id))

    def _save_and_quit(self) -> None:
        self.on_save_and_quit()
        self.app.back_to_title()

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        row = length(48)
        gap = length(12)
        self.panel = pygame.Rect(0, 0, min(length(400), width - 80), length(110) + 3 * (row + gap))
        self.panel.center = (width // 2, height // 2)
        stack_vertically(self.buttons, width // 2, self.panel.top + length(84), self.panel.width - length(64),
                         row, gap)

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_dialog(surface, self.panel, palette)
        draw_text(surface, t("pause.title"), (self.panel.centerx, self.panel.top + length(26)), "title",
                  palette.text, bold=True, anchor="midtop")
        self.group.draw(surface, palette)
