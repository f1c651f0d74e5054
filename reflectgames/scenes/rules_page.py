"""The rules of each game, page by page.

The page body is drawn by the rules-page module the game's entry names
(`PAGE_COUNT`, `draw_rules_page(surface, rect, palette, page)`); this scene
adds the game tabs, the page turning and the frame. Pages are drawn once into
a cached image, so turning back is instant and idle frames are cheap.

A page whose words do not fit the body at the smallest readable size (a large
text scale in a small window) is drawn taller and scrolls: the wheel, the
scroll bar, Up / Down and Home / End move it. The tabs take two rows when
their names do not fit on one.
"""

from __future__ import annotations

from functools import partial
from types import ModuleType
from typing import TYPE_CHECKING

import pygame

from reflectgames.games import GAME_IDS, game_entry
from reflectgames.i18n import get_language, t
from reflectgames.ui.chrome import button_grid, draw_dialog
from reflectgames.ui.draw import draw_background
from reflectgames.ui.scene import Scene
from reflectgames.ui.scroll import ScrollBar
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, text_width
from reflectgames.ui.theme import mix
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button

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
        self.offset = 0  # how far the page is scrolled, in pixels
        self.bar = ScrollBar()
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
        self.offset = 0
        for game, tab in zip(GAME_IDS, self.tabs, strict=True):
            tab.style = "primary" if game == game_id else "secondary"
        self._update_buttons()
        self.layout(self.app.size)  # another number of pages: the counter's room

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.page_count - 1, self.page + delta))
        self.offset = 0
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.previous.enabled = self.page > 0
        self.next.enabled = self.page < self.page_count - 1
        self.group.ensure_focus()

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        margin = length(16) if height < length(700) else length(28)
        row = min(length(44), line_height("body", True) + length(14))
        gap = length(10)
        tabs_width = min(width - 2 * margin, len(self.tabs) * length(230))
        columns = len(self.tabs)
        # Tabs whose names would be cut go onto two rows (the label fits at the small size at worst).
        while columns > 1 and not self._tabs_fit(tabs_width, columns, gap):
            columns = -(-len(self.tabs) // 2) if columns == len(self.tabs) else 1
        tab_width = (tabs_width - gap * (columns - 1)) // columns
        tabs_bottom = button_grid(self.tabs, width // 2, margin, (tab_width, row), gap, columns)
        top = tabs_bottom + length(12)
        self.panel = pygame.Rect(margin, top, width - 2 * margin, height - margin - row - length(12) - top)
        inset = length(28) if width >= length(900) else length(14)
        self.body = self.panel.inflate(-2 * inset, -2 * length(18))
        self.bar.track = pygame.Rect(self.body.right + inset // 2 - length(3), self.body.top, length(6),
                                     self.body.height)
        bottom = height - margin - row
        # The page counter sits between Back and Previous: the buttons leave it room.
        counter = text_width(t("rules.page", page=self.page_count, count=self.page_count), "body")
        button_width = min(length(200), (width - 2 * margin - counter - 4 * length(12)) // 3)
        self.back.rect = pygame.Rect(margin, bottom, button_width, row)
        self.next.rect = pygame.Rect(width - margin - button_width, bottom, button_width, row)
        previous_left = self.next.rect.left - length(12) - button_width
        self.previous.rect = pygame.Rect(previous_left, bottom, button_width, row)
        self.counter_pos = (self.previous.rect.left - length(12), bottom + row // 2)
        self._page_cache = None
        self.offset = 0

    def _tabs_fit(self, width: int, columns: int, gap: int) -> bool:
        each = (width - gap * (columns - 1)) // columns - length(16)
        return all(text_width(tab.text, "small", True) <= each for tab in self.tabs)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if self._scroll_key(event.key):
                return
            turns = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}
            focused_on_tab = self.group.focused in self.tabs
            if not focused_on_tab:
                turns.update({pygame.K_RIGHT: 1, pygame.K_LEFT: -1})
            if event.key in turns:
                self.turn(turns[event.key])
                return
        if self._scroll_event(event):
            return
        self.group.handle_event(event)

    # --- scrolling a tall page ---------------------------------------------------------------------------
    def _page_height(self) -> int:
        """The body's height, or more when the page's words need more to stay readable."""
        module = rules_module(self.game_id)
        fits = getattr(module, "text_fits", None)
        height = self.body.height
        if fits is None or height <= 0:
            return height
        for _ in range(12):
            if fits(pygame.Rect(0, 0, self.body.width, height), self.page):
                break
            height += max(1, self.body.height // 4)
        return height

    def _scroll_to(self, offset: int) -> None:
        self.offset = max(0, min(int(offset), self._page_image().get_height() - self.body.height))

    def _scroll_key(self, key: int) -> bool:
        """Up / Down, Home / End scroll a page taller than the body; True when they did."""
        extra = self._page_image().get_height() - self.body.height
        steps = {pygame.K_UP: -line_height("body") * 2, pygame.K_DOWN: line_height("body") * 2,
                 pygame.K_HOME: -extra, pygame.K_END: extra}
        if extra <= 0 or key not in steps or self.group.focused in self.tabs:
            return False
        before = self.offset
        self._scroll_to(self.offset + steps[key])
        return self.offset != before

    def _scroll_event(self, event: pygame.event.Event) -> bool:
        content = self._page_image().get_height()
        moved = self.bar.handle_event(event, self.offset, content, self.body.height)
        if moved is None and event.type == pygame.MOUSEWHEEL and content > self.body.height:
            moved = self.offset - event.y * line_height("body") * 3
        if moved is None:
            return False
        self._scroll_to(moved)
        return True

    def _page_image(self) -> pygame.Surface:
        palette = self.app.palette
        key = (self.game_id, self.page, self.body.size, palette.name, get_language())
        if self._page_cache is not None and self._page_cache[0] == key:
            return self._page_cache[1]
        image = pygame.Surface((self.body.width, self._page_height()), pygame.SRCALPHA)
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
        image = self._page_image()
        surface.blit(image, self.body.topleft, pygame.Rect(0, self.offset, self.body.width, self.body.height))
        if image.get_height() > self.body.height:
            line = mix(palette.panel, palette.accent, 0.5)  # a hairline where words continue out of sight
            if self.offset > 0:
                pygame.draw.line(surface, line, self.body.topleft, self.body.topright)
            if self.offset < image.get_height() - self.body.height:
                pygame.draw.line(surface, line, self.body.bottomleft, self.body.bottomright)
        self.bar.draw(surface, palette, self.offset, image.get_height(), self.body.height)
        self.group.draw(surface, palette)
        counter = t("rules.page", page=self.page + 1, count=self.page_count)
        draw_text(surface, counter, self.counter_pos, "body", palette.text_muted, anchor="midright")
