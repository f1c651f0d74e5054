"""The end of a game, over the final position: the result, then play again, review, or the title."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from reflectgames.i18n import t
from reflectgames.table.menu import MenuScene
from reflectgames.ui.chrome import draw_dialog, stack_vertically
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, wrap_text
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices


class GameOverScene(MenuScene):
    """Translucent: the finished board stays visible behind the result."""

    opaque = False

    def __init__(self, app: AppServices, title_text: str, detail_text: str, on_play_again: Callable[[], None],
                 on_review: Callable[[], None]) -> None:
        super().__init__(app)
        self.title_text = title_text
        self.detail_text = detail_text
        self.on_play_again = on_play_again
        self.on_review = on_review
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._build()

    def _build(self) -> None:
        self.buttons = [
            Button(t("gameover.play_again"), self._play_again),
            Button(t("gameover.review"), self._review, style="secondary"),
            Button(t("gameover.title"), self._title, style="secondary"),
        ]
        self.group = WidgetGroup(self.buttons)

    def settings_changed(self) -> None:
        self._build()

    def _play_again(self) -> None:
        self.app.remove(self)
        self.on_play_again()

    def _review(self) -> None:
        self.app.remove(self)
        self.on_review()

    def _title(self) -> None:
        self.app.back_to_title()

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        row = length(48)
        gap = length(12)
        panel_width = min(length(480), width - 80)
        self.detail_lines = len(wrap_text(self.detail_text, "body", panel_width - length(64))) \
            if self.detail_text else 0
        text_height = length(80) + self.detail_lines * line_height("body")
        self.panel = pygame.Rect(0, 0, panel_width, text_height + 3 * (row + gap) + length(40))
        self.panel.center = (width // 2, height // 2)
        stack_vertically(self.buttons, width // 2, self.panel.top + text_height + length(20),
                         panel_width - length(64), row, gap)

    def escape(self) -> None:
        self._review()

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_dialog(surface, self.panel, palette)
        draw_text(surface, self.title_text, (self.panel.centerx, self.panel.top + length(26)), "title",
                  palette.accent, bold=True, anchor="midtop", max_width=self.panel.width - length(40))
        if self.detail_text:
            body = pygame.Rect(self.panel.left + length(32), self.panel.top + length(74),
                               self.panel.width - length(64), self.detail_lines * line_height("body"))
            draw_wrapped(surface, self.detail_text, body, "body", palette.text, align="center")
        self.group.draw(surface, palette)
