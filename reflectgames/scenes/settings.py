"""Settings: language, colours, UI size, animation speed, sound and full screen.

Every change applies at once (the screen re-lays itself out in the new
language or size) and is saved immediately. The rows scroll inside the panel
(`ui/scroll.ScrollColumn`) when a large text scale makes them taller than the
window: the wheel, the scroll bar, Page Up / Page Down and the keyboard focus
all move them, while Back and the hint stay in place below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from reflectgames.i18n import t
from reflectgames.table.menu import MenuScene
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title
from reflectgames.ui.draw import draw_background
from reflectgames.ui.scroll import Row, ScrollColumn
from reflectgames.ui.text import draw_wrapped, length, line_height, wrap_text
from reflectgames.ui.tween import ANIMATION_SPEEDS
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button, Choice, Option, Toggle, draw_widget

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

UI_SCALES: tuple[float, ...] = (0.85, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
# Each language names itself, so a player lost in the wrong one can still find theirs.
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}


class SettingsScene(MenuScene):
    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.column = ScrollColumn()
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.title_size = "heading"
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
        # Rebuild the labels in the new language but keep the focus (and the scroll) where the player is.
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
        margin, pad, gap = length(12), length(24), length(10)
        row = min(length(48), line_height("body", True) + length(16))
        # A short window at a large text scale gives the rows the room a heading-sized title would take.
        self.title_size = "heading" if height >= length(720) else "title"
        self.title_y = margin + line_height(self.title_size, True)
        panel_width = min(length(640), width - 2 * margin)
        hint_lines = len(wrap_text(t("settings.hint"), "small", panel_width))
        self.hint_rect = pygame.Rect(0, 0, panel_width, hint_lines * line_height("small"))
        rows_height = len(self.rows) * (row + gap) - gap
        chrome = 2 * pad + row + gap  # the panel's padding and Back below the rows
        room = height - self.title_y - length(16) - self.hint_rect.height - length(12) - margin
        self.panel = pygame.Rect(0, 0, panel_width, min(room, rows_height + chrome))
        # A tall window centres the panel; a short one puts it right under the title.
        top = self.title_y + length(16) + max(0, (room - self.panel.height) // 3)
        self.panel.midtop = (width // 2, top)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        viewport = pygame.Rect(inner.left, inner.top, inner.width, inner.height - row - gap)
        self.column.layout(viewport, [Row([widget], row) for widget in self.rows], gap)
        self.back.rect = pygame.Rect(0, 0, min(length(240), inner.width), row)
        self.back.rect.midbottom = (width // 2, inner.bottom)
        self.hint_rect.midtop = (width // 2, self.panel.bottom + length(12))
        focused = self.group.focused
        if focused in self.rows:
            self.column.reveal(focused)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.column.takes(event, (self.back,)):
            return
        super().handle_event(event)
        self.column.unhover_hidden(event)
        focused = self.group.focused
        if event.type == pygame.KEYDOWN and focused in self.rows:
            self.column.reveal(focused)

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_reflected_title(surface, t("settings.title"), (surface.get_width() // 2, self.title_y), palette,
                             size=self.title_size, line=False)
        draw_dialog(surface, self.panel, palette, dim=False)
        self.column.draw(surface, palette)
        draw_widget(self.back, surface, palette)
        draw_wrapped(surface, t("settings.hint"), self.hint_rect, "small", palette.text_muted, align="center")
