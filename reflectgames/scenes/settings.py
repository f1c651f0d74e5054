"""Settings: language, colours, UI size, animation speed, sound and full screen.

Every change applies at once (the screen re-lays itself out in the new
language or size) and is saved immediately.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from reflectgames.i18n import t
from reflectgames.table.menu import MenuScene
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title, stack_vertically
from reflectgames.ui.draw import draw_background
from reflectgames.ui.text import draw_text, length
from reflectgames.ui.tween import ANIMATION_SPEEDS
from reflectgames.ui.widgets import Button, Choice, Option, Toggle, WidgetGroup

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

UI_SCALES: tuple[float, ...] = (0.85, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
# Each language names itself, so a player lost in the wrong one can still find theirs.
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}


class SettingsScene(MenuScene):
    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._build()

    def _build(self) -> None:
        settings = self.app.settings
        scales = list(UI_SCALES)
        if settings.ui_scale not in scales:
            scales = sorted([*scales, settings.ui_scale])
        self.language = Choice(t("settings.language"),
                               [Option(code, name) for code, name in LANGUAGE_NAMES.items()],
                               settings.language, lambda value: self._change(language=value))
        self.palette_choice = Choice(t("settings.palette"),
                                     [Option("standard", t("settings.palette.standard")),
                                      Option("colorblind", t("settings.palette.colorblind"))],
                                     settings.palette, lambda value: self._change(palette=value))
        self.scale = Choice(t("settings.ui_scale"), [Option(s, f"{round(s * 100)} %") for s in scales],
                            settings.ui_scale, lambda value: self._change(ui_scale=value))
        self.speed = Choice(t("settings.animation"),
                            [Option(speed, t(f"settings.animation.{speed}")) for speed in ANIMATION_SPEEDS],
                            settings.animation_speed, lambda value: self._change(animation_speed=value))
        self.sound = Toggle(t("settings.sound"), settings.sound, lambda value: self._change(sound=value))
        # Reflecto draws letters seen in a mirror reversed, as a real mirror shows them, unless asked not to.
        self.mirror_plain = Toggle(t("settings.mirror_letters_plain"), settings.show_mirror_letters_plain,
                                   lambda value: self._change(show_mirror_letters_plain=value))
        self.fullscreen = Toggle(t("settings.fullscreen"), settings.fullscreen, self._toggle_fullscreen,
                                 enabled=not self.app.headless)
        self.back = Button(t("common.back"), self.app.pop, style="secondary")
        self.rows = [self.language, self.palette_choice, self.scale, self.speed, self.sound,
                     self.mirror_plain, self.fullscreen]
        self.group = WidgetGroup([*self.rows, self.back])

    def settings_changed(self) -> None:
        # Rebuild the labels in the new language but keep the focus where the player is.
        focus = self.group.focus_index
        self._build()
        if focus is not None:
            self.group.focus(self.group.widgets[focus])

    def _change(self, **update: Any) -> None:
        self.app.apply_settings(self.app.settings.model_copy(update=update))
        if "sound" in update:
            self.app.sounds.play("click")

    def _toggle_fullscreen(self, _value: bool) -> None:
        self.app.toggle_fullscreen()

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        title_room = length(110)
        gap = length(12)
        # Rows shrink on short windows so the panel and its hint always fit.
        fitting = (height - title_room - length(150)) // (len(self.rows) + 1) - gap
        row = max(length(34), min(length(48), fitting))
        panel_width = min(length(600), width - 80)
        content = len(self.rows) * (row + gap) + row + length(84)
        self.title_y = max(length(70), (height - content - title_room) // 2 + length(70))
        self.panel = pygame.Rect(0, 0, panel_width, content)
        self.panel.midtop = (width // 2, self.title_y + length(30))
        inner_width = panel_width - 2 * length(32)
        bottom = stack_vertically(self.rows, width // 2, self.panel.top + length(24), inner_width, row, gap)
        self.back.rect = pygame.Rect(0, 0, min(length(240), inner_width), row)
        self.back.rect.midtop = (width // 2, bottom + length(24))
        self.hint_y = self.panel.bottom + length(12)

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_reflected_title(surface, t("settings.title"), (surface.get_width() // 2, self.title_y), palette,
                             line=False)
        draw_dialog(surface, self.panel, palette, dim=False)
        self.group.draw(surface, palette)
        draw_text(surface, t("settings.hint"), (surface.get_width() // 2, self.hint_y), "small",
                  palette.text_muted, anchor="midtop", max_width=self.panel.width)
