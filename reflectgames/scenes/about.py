"""About: the version, the licences of the app, its fonts and libraries, and where the player's files are.

The text scrolls in a panel (`ui/scroll.ScrollColumn`) when it does not fit,
as it does at a large text size: the wheel, the scrollbar and the arrow and
page keys move it, while Tab goes between the two buttons. "Open the saves
folder" asks the system's file manager (`desktop.open_folder`); without a
window (tests, headless runs) or when no file manager answers, a toast says
where the folder is instead.
"""

from __future__ import annotations

import platform
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from reflectgames import __version__
from reflectgames.i18n import t
from reflectgames.storage.paths import log_path, saves_dir
from reflectgames.table.menu import MenuScene
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title
from reflectgames.ui.draw import draw_background
from reflectgames.ui.scroll import Label, Row, ScrollColumn
from reflectgames.ui.text import length, line_height, text_width, wrap_text
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

TEXT = "small"
# Keys that scroll the text (Tab and Shift+Tab still move between the buttons).
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}


def library_lines() -> list[str]:
    """Each library the app runs on, its version as loaded and its licence (names are the projects' own)."""
    import platformdirs
    import pydantic

    sdl = ".".join(str(part) for part in pygame.get_sdl_version())
    libraries = [
        ("Python", platform.python_version(), "about.licence.psf"),
        ("pygame-ce", pygame.version.ver, "about.licence.lgpl"),
        ("SDL", sdl, "about.licence.zlib"),
        ("pydantic", pydantic.VERSION, "about.licence.mit"),
        ("platformdirs", platformdirs.__version__, "about.licence.mit"),
    ]
    return [t("about.library", name=name, version=version, licence=t(licence))
            for name, version, licence in libraries]


def wrap_path(text: str, width: int) -> list[str]:
    """A line holding a path, broken anywhere it must (a path has no spaces to break at)."""
    lines: list[str] = []
    for piece in wrap_text(text, TEXT, width):
        current = ""
        for char in piece:
            if current and text_width(current + char, TEXT) > width:
                lines.append(current)
                current = ""
            current += char
        lines.append(current)
    return lines


class AboutScene(MenuScene):
    def __init__(self, app: AppServices, opener: Callable[[Path], bool] | None = None) -> None:
        super().__init__(app)
        if opener is None and not app.headless:
            from reflectgames.desktop import open_folder

            opener = open_folder
        self.opener = opener
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_y = 0
        self.column = ScrollColumn()
        self._build()

    def _build(self) -> None:
        self.open_button = Button(t("about.open_saves"), self._open_saves)
        self.back_button = Button(t("common.back"), self.app.pop, style="secondary")
        self.group = WidgetGroup([self.open_button, self.back_button])

    def settings_changed(self) -> None:
        focus = self.group.focus_index
        self._build()
        if focus is not None:
            self.group.focus(self.group.widgets[focus])

    def sections(self) -> list[tuple[str, list[str], bool]]:
        """(heading, lines, lines are paths) in reading order."""
        app_lines = [t("about.version", version=__version__), t("about.app_licence")]
        return [
            (t("about.heading.app"), app_lines, False),
            (t("about.heading.fonts"), [t("about.fonts")], False),
            (t("about.heading.libraries"), library_lines(), False),
            (t("about.heading.files"), [t("about.saves", path=str(saves_dir())),
                                        t("about.log", path=str(log_path()))], True),
        ]

    def _rows(self, width: int) -> list[Row]:
        line = line_height(TEXT) + length(2)
        rows: list[Row] = []
        for index, (heading, lines, paths) in enumerate(self.sections()):
            rows.append(Row([Label(heading, TEXT, accent=True)], line + (length(10) if index else 0)))
            for text in lines:
                wrapped = wrap_path(text, width) if paths else wrap_text(text, TEXT, width)
                rows += [Row([Label(piece, TEXT)], line) for piece in wrapped]
        return rows

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        margin = length(20)
        panel_width = min(length(720), width - 60)
        inner_width = panel_width - 2 * margin
        button_height = length(40)
        gap = length(10)
        buttons = (self.open_button, self.back_button)
        labels = max(text_width(button.text, "body", bold=True) for button in buttons) + length(32)
        side_by_side = 2 * labels + gap <= inner_width
        buttons_height = button_height if side_by_side else 2 * button_height + gap
        # Lines are wrapped for the column less the scrollbar's lane, so they never run under it.
        rows = self._rows(inner_width - length(24))
        text_height = sum(row.height for row in rows)
        # The panel is as tall as its text, up to the window's bottom (beyond that the text scrolls);
        # title and panel together sit in the middle of the window.
        title_room = length(76)
        panel_height = min(height - title_room - length(16), text_height + buttons_height + gap + 2 * margin)
        self.title_y = max(0, (height - title_room - panel_height - length(16)) // 2) + length(56)
        self.panel = pygame.Rect(0, self.title_y + length(20), panel_width, panel_height)
        self.panel.centerx = width // 2
        inner = self.panel.inflate(-2 * margin, -2 * margin)
        column = pygame.Rect(inner.left, inner.top, inner.width, inner.height - buttons_height - gap)
        self.column.layout(column, rows, 0)
        top = column.bottom + gap
        if side_by_side:
            half = (inner.width - gap) // 2
            self.open_button.rect = pygame.Rect(inner.left, top, half, button_height)
            self.back_button.rect = pygame.Rect(inner.right - half, top, half, button_height)
        else:
            self.open_button.rect = pygame.Rect(inner.left, top, inner.width, button_height)
            self.back_button.rect = pygame.Rect(inner.left, top + button_height + gap, inner.width,
                                                button_height)

    # --- actions -----------------------------------------------------------------
    def _open_saves(self) -> None:
        folder = saves_dir()
        if self.opener is None or not self.opener(folder):
            self.app.toast(t("about.saves_are_in", path=str(folder)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.column.scroll_by(SCROLL_KEYS[event.key] * line_height(TEXT) * 2)
            return
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.column.scroll_by(PAGE_KEYS[event.key] * (self.column.rect.height - line_height(TEXT)))
            return
        if self.column.handle_event(event):
            return
        super().handle_event(event)

    # --- frame -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_reflected_title(surface, t("about.title"), (surface.get_width() // 2, self.title_y), palette,
                             line=False)
        draw_dialog(surface, self.panel, palette, dim=False)
        self.column.draw(surface, palette)
        self.group.draw(surface, palette)
