"""The rules of each game, page by page.

The page body is drawn by the rules-page module the game's entry names
(`PAGE_COUNT`, `draw_rules_page(surface, rect, palette, page)`); this scene
adds the game tabs, the page turning and the frame. Pages are drawn once into
a cached image, so turning back is instant and idle frames are cheap.
"""

from __future__ import annotations

from functools import partial
from types import ModuleType
from typing import TYPE_CHECKING

import pygame

from reflectgames.games import GAME_IDS, game_entry
from reflectgames.i18n import get_language, t
from reflectgames.ui.chrome import draw_dialog, spread_horizontally
from reflectgames.ui.draw import draw_background
from reflectgames.ui.scene import Scene
from reflectgames.ui.text import draw_text, draw_wrapped, length
from reflectgames.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

def rules_module(game_id: str) -> ModuleType | None:
    """The game's rules-page module, or None if its entry declares none."""
    load = game_entry(game_id).rules_page
    return load() if load is not None else None


class RulesScene(Scene):
    def __init__(self, app: AppServices, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id if game_id in GAME_IDS else GAME_IDS[0]
        self.page = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self._page_cache: tuple[tuple, pygame.Surface] | None = None
        self._build()

    def _build(self) -> None:
        self.tabs = [Button(t(f"game.{game}.name"), partial(self.show_game, game),
                            style="primary" if game == self.game_id else "secondary") for game in GAME_IDS]
        self.previous = Button(t("rules.previous"), lambda: self.turn(-1), style="secondary")
        self.next = Button(t("rules.next"), lambda: self.turn(1), style="secondary")
        self.back = Button(t("common.back"), self.app.pop, style="secondary")
        self.group = WidgetGroup([*self.tabs, self.previous, self.next, self.back])
        self.group.focus(self.next)
        self._update_buttons()

    def settings_changed(self) -> None:
        self._build()

    @property
    def page_count(self) -> int:
        module = rules_module(self.game_id)
        return max(1, int(getattr(module, "PAGE_COUNT", 1))) if module is not None else 1

    def show_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.page = 0
        for game, tab in zip(GAME_IDS, self.tabs, strict=True):
            tab.style = "primary" if game == game_id else "secondary"
        self._update_buttons()

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.page_count - 1, self.page + delta))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.previous.enabled = self.page > 0
        self.next.enabled = self.page < self.page_count - 1
        self.group.ensure_focus()

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        margin = length(28)
        row = length(44)
        self.panel = pygame.Rect(margin, margin + row + length(16), width - 2 * margin,
                                 height - 2 * margin - 2 * row - length(32))
        spread_horizontally(self.tabs, margin, margin, min(width - 2 * margin, len(self.tabs) * length(230)),
                            row, length(10))
        self.body = self.panel.inflate(-2 * length(28), -2 * length(24))
        bottom = height - margin - row
        button_width = min(length(200), (width - 2 * margin) // 4)
        self.back.rect = pygame.Rect(margin, bottom, button_width, row)
        self.next.rect = pygame.Rect(width - margin - button_width, bottom, button_width, row)
        previous_left = self.next.rect.left - length(12) - button_width
        self.previous.rect = pygame.Rect(previous_left, bottom, button_width, row)
        self.counter_pos = (self.previous.rect.left - length(20), bottom + row // 2)
        self._page_cache = None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            turns = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}
            focused_on_tab = self.group.focused in self.tabs
            if not focused_on_tab:
                turns.update({pygame.K_RIGHT: 1, pygame.K_LEFT: -1})
            if event.key in turns:
                self.turn(turns[event.key])
                return
        self.group.handle_event(event)

    def _page_image(self) -> pygame.Surface:
        palette = self.app.palette
        key = (self.game_id, self.page, self.body.size, palette.name, get_language())
        if self._page_cache is not None and self._page_cache[0] == key:
            return self._page_cache[1]
        image = pygame.Surface(self.body.size, pygame.SRCALPHA)
        module = rules_module(self.game_id)
        area = image.get_rect()
        if module is None or not hasattr(module, "draw_rules_page"):
            draw_wrapped(image, t("rules.missing"), area, "body", palette.text_muted, align="center")
        else:
            module.draw_rules_page(image, area, palette, self.page)
        self._page_cache = (key, image)
        return image

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_dialog(surface, self.panel, palette, dim=False)
        surface.blit(self._page_image(), self.body.topleft)
        self.group.draw(surface, palette)
        counter = t("rules.page", page=self.page + 1, count=self.page_count)
        draw_text(surface, counter, self.counter_pos, "body", palette.text_muted, anchor="midright")
