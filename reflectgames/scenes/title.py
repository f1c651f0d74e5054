"""The title screen: the reflected "reflectgames" title and the main menu.

Continue appears only when an unfinished game is saved; it reopens the most
recent one exactly where it stopped. After New game come the screens the
games' entries offer of their own (`title_screens`: the Plans puzzles).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from reflectgames import __version__
from reflectgames.games import entries
from reflectgames.i18n import explain, t
from reflectgames.table.menu import MenuScene
from reflectgames.ui.chrome import draw_reflected_title, stack_vertically
from reflectgames.ui.draw import draw_background
from reflectgames.ui.text import draw_text, length
from reflectgames.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from reflectgames.core.entry import TitleScreen
    from reflectgames.storage.saves import SaveSummary
    from reflectgames.ui.scene import AppServices

_log = logging.getLogger(__name__)


class TitleScene(MenuScene):
    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.unfinished: SaveSummary | None = None
        self.group = WidgetGroup()
        self.buttons: list[Button] = []
        self.title_px = 72
        self.title_base = (0, 0)
        self.tagline_y = 0

    def enter(self) -> None:
        self._find_unfinished()
        self._build()

    def _find_unfinished(self) -> None:
        from reflectgames.storage.saves import latest_unfinished

        try:
            self.unfinished = latest_unfinished()
        except (OSError, ValueError) as error:
            # A broken saves folder must not keep the player out of the menu.
            _log.warning("could not look for an unfinished game: %s", error)
            self.unfinished = None

    def resume(self) -> None:
        # Coming back from a menu: keep the focus on the button the player left from,
        # unless a game was saved or deleted meanwhile and Continue appears or goes.
        had_continue = self.unfinished is not None
        self._find_unfinished()
        if (self.unfinished is not None) != had_continue:
            self._build()
            self.layout(self.app.size)

    def settings_changed(self) -> None:
        self._build()

    def _build(self) -> None:
        self.buttons = []
        if self.unfinished is not None:
            self.buttons.append(Button(t("title.continue"), self._continue, hotkey=pygame.K_c))
        self.buttons += [
            Button(t("title.new_game"), self._new_game, hotkey=pygame.K_n,
                   style="secondary" if self.unfinished is not None else "primary"),
            *(self._game_screen_button(screen) for entry in entries() for screen in entry.title_screens),
            Button(t("title.watch"), self._watch, style="secondary", hotkey=pygame.K_w),
            Button(t("title.load"), self._load, style="secondary", hotkey=pygame.K_l),
            Button(t("title.rules"), self._rules, style="secondary", hotkey=pygame.K_r),
            Button(t("title.settings"), self._settings, style="secondary", hotkey=pygame.K_s),
            Button(t("title.about"), self._about, style="secondary", hotkey=pygame.K_a),
            Button(t("title.quit"), self.app.quit, style="secondary", hotkey=pygame.K_q),
        ]
        self.group = WidgetGroup(self.buttons)

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        button_height = length(48)
        gap = length(12)
        if len(self.buttons) * (button_height + gap) > height * 0.55:
            # Short windows: tighter buttons rather than overlapping the title.
            button_height, gap = length(42), length(8)
        self.title_px = max(40, min(72, int(height * 0.11)))
        title_block = int(self.title_px * 1.25) + length(70)  # title, reflection and tagline
        # A large UI scale in a short window: the buttons get slimmer rather than run off the bottom.
        room = height - title_block - length(30)
        button_height = max(length(30), min(button_height, (room + gap) // len(self.buttons) - gap))
        buttons_total = len(self.buttons) * (button_height + gap) - gap
        spare = max(0, height - title_block - buttons_total - length(40))
        top = spare // 2 + length(10)
        self.title_base = (width // 2, top + int(self.title_px * 1.1))
        self.tagline_y = self.title_base[1] + int(self.title_px * 0.55) + length(8)
        buttons_top = top + title_block + min(length(40), spare // 4)
        column_width = min(length(340), width - 80)
        stack_vertically(self.buttons, width // 2, buttons_top, column_width, button_height, gap)

    # --- actions -----------------------------------------------------------------
    def _continue(self) -> None:
        from reflectgames.storage.errors import SaveError
        from reflectgames.storage.saves import load_save

        if self.unfinished is None:
            return
        try:
            _save, match = load_save(self.unfinished.path)
        except SaveError as error:
            self.app.toast(explain(error))
            return
        self.app.open_match(match)

    def _new_game(self) -> None:
        from reflectgames.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app))

    def _watch(self) -> None:
        from reflectgames.scenes.watch import WatchSetupScene

        self.app.push(WatchSetupScene(self.app))

    def _load(self) -> None:
        from reflectgames.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def _game_screen_button(self, screen: TitleScreen) -> Button:
        """The button of a game's own screen; pygame's key code of a letter is its code point."""
        return Button(t(screen.label), lambda: self.app.push(screen.screen()(self.app)), style="secondary",
                      hotkey=ord(screen.hotkey))

    def _rules(self) -> None:
        from reflectgames.scenes.rules_page import RulesScene

        self.app.push(RulesScene(self.app))

    def _settings(self) -> None:
        from reflectgames.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _about(self) -> None:
        from reflectgames.scenes.about import AboutScene

        self.app.push(AboutScene(self.app))

    # --- frame -------------------------------------------------------------------
    def escape(self) -> None:
        self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_reflected_title(surface, "reflectgames", self.title_base, palette, size=self.title_px)
        draw_text(surface, t("title.tagline"), (self.title_base[0], self.tagline_y), "body",
                  palette.text_muted, anchor="midtop")
        self.group.draw(surface, palette)
        width, height = surface.get_size()
        draw_text(surface, f"v{__version__}", (width - length(16), height - length(12)), "small",
                  palette.text_muted, anchor="bottomright")
