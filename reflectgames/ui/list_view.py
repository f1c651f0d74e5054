"""A scrolling list of rows (saved games, puzzles, layouts) that wraps its text instead of cutting it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from reflectgames.audit import recording
from reflectgames.ui.draw import draw_focus_ring, shadowed_round_rect
from reflectgames.ui.text import draw_text, get_ui_scale, length, line_height, text_width, wrap_text
from reflectgames.ui.theme import Palette, darker, lighter
from reflectgames.ui.widgets import RADIUS, Widget, is_click


@dataclass
class ListRow:
    """One row of a ListView; `header` rows are section titles that cannot be selected."""

    title: str
    detail: str = ""
    status: str = ""
    tone: str = "normal"  # normal | danger | success | muted
    header: bool = False
    data: Any = None
    selectable: bool = True  # False for a note such as "nothing here yet"


class ListView(Widget):
    """A scrolling list: Up/Down select, Enter (or a second click) activates the selected row.

    A row's title and detail wrap when the list is too narrow for them (a large text scale), and its
    status goes under the title when it would take more than a third of the row; the row grows to
    hold them all, so a row never ends in "…".
    """

    def __init__(self, rows: Sequence[ListRow] = (), on_activate: Callable[[ListRow], None] | None = None,
                 on_select: Callable[[ListRow | None], None] | None = None, empty_text: str = "") -> None:
        super().__init__(True)
        self.on_activate = on_activate
        self.on_select = on_select
        self.empty_text = empty_text
        self.rows: list[ListRow] = []
        self.selected: int | None = None
        self.scroll = 0
        self._lines: dict[tuple[str, str, str, int, float], tuple[list[str], list[str], list[str]]] = {}
        self.set_rows(rows)

    @property
    def row_height(self) -> int:
        """The height of a row whose title and detail fit on one line each."""
        return length(64)

    def _height(self, row: ListRow) -> int:
        if row.header:
            return self.header_height
        if not row.selectable:
            return self.row_height
        title, status, detail = self._row_lines(row)
        text = len(title) * line_height("body", True) + (len(status) + len(detail)) * line_height("small")
        return max(self.row_height, text + length(18))

    def _row_lines(self, row: ListRow) -> tuple[list[str], list[str], list[str]]:
        """The title's lines, the status's lines when it goes under the title (else none: it sits at the
        right of the title) and the detail's lines, at the list's width."""
        key = (row.title, row.detail, row.status, self.rect.width, get_ui_scale())
        cached = self._lines.get(key)
        if cached is None:
            inner = max(1, self.rect.width - 2 * length(10) - length(8) - length(14) - length(12))
            beside = text_width(row.status, "small", True) + length(16) if row.status else 0
            under = beside > inner // 3
            title = wrap_text(row.title, "body", max(1, inner - (0 if under else beside)), True)
            status = wrap_text(row.status, "small", inner, True) if under else []
            detail = wrap_text(row.detail, "small", inner) if row.detail else []
            cached = self._lines[key] = (title, status, detail)
        return cached

    @property
    def header_height(self) -> int:
        return length(38)

    def set_rows(self, rows: Sequence[ListRow]) -> None:
        self.rows = list(rows)
        self.scroll = 0
        selectable = self._selectable()
        self.selected = selectable[0] if selectable else None

    def _selectable(self) -> list[int]:
        return [index for index, row in enumerate(self.rows) if not row.header and row.selectable]

    @property
    def selected_row(self) -> ListRow | None:
        return self.rows[self.selected] if self.selected is not None else None

    def _row_top(self, index: int) -> int:
        return sum(self._height(row) for row in self.rows[:index])

    def _content_height(self) -> int:
        return self._row_top(len(self.rows))

    def _max_scroll(self) -> int:
        return max(0, self._content_height() - self.rect.height)

    def _select(self, index: int | None) -> None:
        self.selected = index
        if index is not None:
            top = self._row_top(index)
            bottom = top + self._height(self.rows[index])
            # Keep the section header above the first row visible too.
            if index > 0 and self.rows[index - 1].header and top - self.header_height <= self.scroll:
                top -= self.header_height
            if top < self.scroll:
                self.scroll = top
            elif bottom > self.scroll + self.rect.height:
                self.scroll = bottom - self.rect.height
        if self.on_select is not None:
            self.on_select(self.selected_row)

    def move(self, delta: int) -> bool:
        """Move the selection; False when already at that end (the group then moves the focus)."""
        selectable = self._selectable()
        if not selectable:
            return False
        position = selectable.index(self.selected) if self.selected in selectable else 0
        target = max(0, min(len(selectable) - 1, position + delta))
        if target == position and self.selected is not None:
            return False
        self._select(selectable[target])
        return True

    def activate(self) -> None:
        row = self.selected_row
        if row is not None and self.on_activate is not None:
            self.on_activate(row)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        y = pos[1] - self.rect.top + self.scroll
        top = 0
        for index, row in enumerate(self.rows):
            height = self._height(row)
            if top <= y < top + height:
                return index if not row.header and row.selectable else None
            top += height
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if is_click(event) and self.rect.collidepoint(event.pos):
            index = self._row_at(event.pos)
            if index is not None:
                if index == self.selected:
                    self.activate()
                else:
                    self._select(index)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self._max_scroll(), self.scroll - event.y * self.row_height // 2))
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5,
                     pygame.K_HOME: -10_000, pygame.K_END: 10_000}
            if event.key in steps:
                return self.move(steps[event.key]) or event.key not in (pygame.K_UP, pygame.K_DOWN)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.activate()
                return True
        return False

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.drawable:
            return
        well = darker(palette.panel, 0.22)
        pygame.draw.rect(surface, well, self.rect, border_radius=RADIUS)
        pygame.draw.rect(surface, darker(palette.panel, 0.5), self.rect, 1, border_radius=RADIUS)
        if self.focused:
            draw_focus_ring(surface, self.rect, palette.focus, RADIUS)
        if not self.rows:
            draw_text(surface, self.empty_text, self.rect.center, "body", palette.text_muted, anchor="center",
                      max_width=self.rect.width - length(20))
            return
        self.scroll = max(0, min(self._max_scroll(), self.scroll))
        previous_clip = surface.get_clip()
        view = self.rect.inflate(-2, -2).clip(previous_clip)
        surface.set_clip(view)
        pad = length(10)
        y = self.rect.top - self.scroll
        with recording.viewport(view):
            for index, row in enumerate(self.rows):
                height = self._height(row)
                if y + height >= self.rect.top and y <= self.rect.bottom:
                    self._draw_row(surface, palette, row, pygame.Rect(self.rect.left + pad, y, self.rect.width
                                                                      - 2 * pad - length(8), height),
                                   index == self.selected)
                y += height
        surface.set_clip(previous_clip)
        if self._max_scroll() > 0:
            self._draw_scrollbar(surface, palette)

    def _draw_row(self, surface: pygame.Surface, palette: Palette, row: ListRow, rect: pygame.Rect,
                  selected: bool) -> None:
        if row.header:
            draw_text(surface, row.title.upper(), (rect.left + length(4), rect.bottom - length(8)), "small",
                      palette.accent, bold=True, anchor="bottomleft", max_width=rect.width)
            return
        card = rect.inflate(0, -length(8))
        if not row.selectable:
            draw_text(surface, row.title, (card.left + length(14), card.centery), "body", palette.text_muted,
                      anchor="midleft", max_width=card.width - length(24))
            return
        if selected:
            fill = lighter(palette.panel, 0.1) if self.focused else lighter(palette.panel, 0.04)
            shadowed_round_rect(surface, card, fill, 8, shadow=False)
            pygame.draw.rect(surface, palette.accent, (card.left, card.top + 6, length(4), card.height - 12),
                             border_radius=2)
        tone_colors = {"danger": palette.danger, "success": palette.success, "muted": palette.text_muted}
        status_color = tone_colors.get(row.tone, palette.text_muted)
        left = card.left + length(14)
        status_width = 0
        title, status_lines, detail = self._row_lines(row)
        if row.status and not status_lines:
            status_pos = (card.right - length(12), card.top + length(8))
            status_rect = draw_text(surface, row.status, status_pos, "small", status_color, bold=True,
                                    anchor="topright", max_width=card.width // 3)
            status_width = status_rect.width + length(16)
        title_color = palette.text if row.tone != "muted" else palette.text_muted
        room = card.right - left - length(12)
        y = card.top + length(5)
        for line in title:
            draw_text(surface, line, (left, y), "body", title_color, bold=True, max_width=room - status_width)
            y += line_height("body", True)
        for line in status_lines:
            draw_text(surface, line, (left, y), "small", status_color, bold=True, max_width=room)
            y += line_height("small")
        detail_color = palette.danger if row.tone == "danger" else palette.text_muted
        y = card.bottom - length(5) - len(detail) * line_height("small")
        for line in detail:
            draw_text(surface, line, (left, y), "small", detail_color, max_width=room)
            y += line_height("small")

    def _draw_scrollbar(self, surface: pygame.Surface, palette: Palette) -> None:
        track = pygame.Rect(self.rect.right - length(8), self.rect.top + 6, length(4), self.rect.height - 12)
        total = self._content_height()
        thumb_height = max(length(24), track.height * self.rect.height // max(1, total))
        thumb_top = track.top + (track.height - thumb_height) * self.scroll // max(1, self._max_scroll())
        pygame.draw.rect(surface, darker(palette.panel, 0.4), track, border_radius=2)
        pygame.draw.rect(surface, palette.text_muted, (track.left, thumb_top, track.width, thumb_height),
                         border_radius=2)
