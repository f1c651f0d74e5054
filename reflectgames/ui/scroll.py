"""A vertically scrolling column of widget rows: a viewport, a scroll offset and a scrollbar.

An options editor at a large text scale holds more rows than its rect: rather
than hiding what does not fit, `ScrollColumn` lays every row out at a readable
height and shows a window onto them. It owns geometry only (where each widget
is, what is visible, the scrollbar); the editor keeps the keyboard focus and
asks `reveal(widget)` whenever the focus moves, so the keyboard can reach every
row. Mouse wheel and the scrollbar (click on the track to page, drag the thumb)
move the window; drawing is clipped to it, and `widget_at(pos)` only answers
for the visible part, so a click never lands on a row scrolled out of sight.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from reflectgames.audit import recording
from reflectgames.ui.text import draw_text, length
from reflectgames.ui.theme import Palette, darker, mix
from reflectgames.ui.widgets import Widget, pointer_position

WHEEL_ROWS = 1.5  # one notch of the wheel scrolls this many row heights


class Label(Widget):
    """Text in a row (a heading, a column title): never takes the focus or a click."""

    focusable = False

    def __init__(self, text: str, size: str = "small", align: str = "left", accent: bool = False) -> None:
        super().__init__(True)
        self.text = text
        self.size = size
        self.align = align
        self.accent = accent

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.drawable:
            return
        ink = palette.accent if self.accent else palette.text_muted
        anchor = {"left": "midleft", "center": "center", "right": "midright"}[self.align]
        x = {"left": self.rect.left + length(4), "center": self.rect.centerx,
             "right": self.rect.right - length(4)}[self.align]
        draw_text(surface, self.text, (x, self.rect.centery), self.size, ink, bold=self.accent,
                  anchor=anchor, max_width=self.rect.width - length(8))


@dataclass
class Row:
    """Widgets side by side at one height; `weights` share the width (equal when empty)."""

    widgets: Sequence[Widget]
    height: int
    weights: Sequence[float] = field(default_factory=tuple)


class ScrollBar:
    """The track and thumb beside a scrolled view: a click on the track pages, the thumb drags.

    It holds no offset of its own: the view it serves passes its offset, its
    content height and its visible height, and gets back the offset to go to.
    """

    def __init__(self) -> None:
        self.track = pygame.Rect(0, 0, 0, 0)
        self.grab: int | None = None  # while dragging the thumb: pointer y minus thumb top

    def thumb(self, offset: int, content: int, view: int) -> pygame.Rect:
        track = self.track
        height = min(track.height, max(length(28), track.height * view // max(1, content)))
        top = track.top + (track.height - height) * offset // max(1, content - view)
        return pygame.Rect(track.left, top, track.width, height)

    def handle_event(self, event: pygame.event.Event, offset: int, content: int, view: int) -> int | None:
        """The offset the event moves the view to, when the event was the bar's; else None."""
        if event.type == pygame.MOUSEMOTION and self.grab is not None:
            travel = max(1, self.track.height - self.thumb(offset, content, view).height)
            return (event.pos[1] - self.grab - self.track.top) * max(0, content - view) // travel
        if event.type == pygame.MOUSEBUTTONUP and self.grab is not None:
            self.grab = None
            return offset
        if content <= view or event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
            return None
        if not self.track.inflate(length(6), 0).collidepoint(event.pos):
            return None
        thumb = self.thumb(offset, content, view)
        if thumb.inflate(length(6), 0).collidepoint(event.pos):
            self.grab = event.pos[1] - thumb.top
            return offset
        page = view - length(40)
        return offset + (page if event.pos[1] > thumb.bottom else -page)  # the track pages towards the click

    def draw(self, surface: pygame.Surface, palette: Palette, offset: int, content: int, view: int) -> None:
        if content <= view or self.track.height <= 0:
            return
        track = self.track
        pygame.draw.rect(surface, darker(palette.panel, 0.35), track, border_radius=track.width // 2)
        thumb = self.thumb(offset, content, view)
        ink = palette.accent if self.grab is not None else mix(palette.text_muted, palette.text, 0.3)
        pygame.draw.rect(surface, ink, thumb, border_radius=thumb.width // 2)


class ScrollColumn:
    """Rows stacked top to bottom inside `rect`, scrolled by `offset` pixels."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.offset = 0
        self.content_height = 0
        self._places: list[tuple[Widget, pygame.Rect]] = []  # content coordinates, top of content = 0
        self._pointer: tuple[int, int] | None = None
        self.bar = ScrollBar()

    # --- geometry ------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, rows: Sequence[Row], gap: int) -> None:
        """Place `rows` in `rect`; the offset is kept (clamped) so a relayout does not jump."""
        self.rect = pygame.Rect(rect)
        total = sum(row.height for row in rows) + gap * max(0, len(rows) - 1)
        self.content_height = total
        width = self.viewport.width
        self._places = []
        y = 0
        for row in rows:
            shown = [widget for widget in row.widgets if widget.visible]
            weights = list(row.weights) if row.weights else [1.0] * len(row.widgets)
            share = [w for widget, w in zip(row.widgets, weights, strict=True) if widget.visible]
            room = width - gap * max(0, len(shown) - 1)
            x = 0
            whole = sum(share) or 1.0
            for index, (widget, weight) in enumerate(zip(shown, share, strict=True)):
                span = width - x if index == len(shown) - 1 else round(room * weight / whole)
                self._places.append((widget, pygame.Rect(x, y, span, row.height)))
                x += span + gap
            y += row.height + gap
        self.scroll_to(self.offset)

    @property
    def overflows(self) -> bool:
        return self.content_height > self.rect.height

    @property
    def viewport(self) -> pygame.Rect:
        """Where rows are drawn: the rect, less the scrollbar's lane when the rows overflow."""
        rect = pygame.Rect(self.rect)
        if self.content_height > rect.height:
            rect.width -= self._bar_lane()
        return rect

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.height)

    def _bar_lane(self) -> int:
        return length(14)

    def _place(self) -> None:
        view = self.viewport
        for widget, place in self._places:
            widget.rect = place.move(view.x, view.y - self.offset)

    def scroll_to(self, offset: int) -> None:
        self.offset = max(0, min(self.max_offset, int(offset)))
        self._place()

    def scroll_by(self, delta: int) -> None:
        self.scroll_to(self.offset + delta)

    def reveal(self, widget: Widget) -> None:
        """Scroll just enough that `widget` is wholly in view (the keyboard focus follows it)."""
        for placed, place in self._places:
            if placed is widget:
                if place.top < self.offset:
                    self.scroll_to(place.top)
                elif place.bottom > self.offset + self.rect.height:
                    self.scroll_to(place.bottom - self.rect.height)
                return

    def reveal_rect(self, rect: pygame.Rect) -> None:
        """Scroll just enough that `rect` (window coordinates: a control inside a row) is in view,
        its top first when it is taller than the view."""
        view = self.viewport
        if rect.top < view.top:
            self.scroll_by(rect.top - view.top)
        elif rect.bottom > view.bottom:
            self.scroll_by(min(rect.bottom - view.bottom, max(0, rect.top - view.top)))

    def takes(self, event: pygame.event.Event, fixed: Sequence[Widget] = ()) -> bool:
        """For the screen around the column: True when the event was the column's (wheel, scrollbar,
        Page Up / Page Down), or a click that fell outside the view on none of the `fixed` widgets
        (rows scrolled out of sight keep their places there, and must not answer)."""
        if self.handle_event(event):
            return True
        paging = event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN)
        if paging and self.overflows:
            page = self.rect.height - length(40)
            self.scroll_by(page if event.key == pygame.K_PAGEDOWN else -page)
            return True
        pos = getattr(event, "pos", None)
        if pos is None or event.type != pygame.MOUSEBUTTONDOWN or self.viewport.collidepoint(pos):
            return False
        return not any(widget.rect.collidepoint(pos) for widget in fixed)

    def unhover_hidden(self, event: pygame.event.Event) -> None:
        """After the group marked hovering: a row under the pointer but out of view is not hovered."""
        if event.type == pygame.MOUSEMOTION and not self.viewport.collidepoint(event.pos):
            for widget, _place in self._places:
                widget.hovered = False

    def is_shown(self, widget: Widget) -> bool:
        """Whether any of `widget` lies inside the viewport."""
        return widget.visible and widget.rect.colliderect(self.viewport)

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        """The interactive widget under `pos`, counting only what is scrolled into view."""
        if not self.viewport.collidepoint(pos):
            return None
        for widget, _place in self._places:
            if widget.interactive and widget.rect.collidepoint(pos):
                return widget
        return None

    # --- the scrollbar -------------------------------------------------------------------------------
    def _track(self) -> pygame.Rect:
        lane = self._bar_lane()
        return pygame.Rect(self.rect.right - lane + length(4), self.rect.top + length(2), lane - length(6),
                           self.rect.height - length(4))

    # --- input ---------------------------------------------------------------------------------------
    def _pointer_inside(self) -> bool:
        pointer = pointer_position(self._pointer)
        return pointer is not None and self.rect.collidepoint(pointer)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The wheel and the scrollbar; True when the event scrolled (or was the scrollbar's)."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        self.bar.track = self._track()
        moved = self.bar.handle_event(event, self.offset, self.content_height, self.rect.height)
        if moved is not None:
            self.scroll_to(moved)
            return True
        if event.type == pygame.MOUSEMOTION or not self.overflows:
            return False
        if event.type == pygame.MOUSEWHEEL:
            if not self._pointer_inside():
                return False
            row = length(40)
            self.scroll_by(round(-event.y * row * WHEEL_ROWS))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            self._pointer = event.pos
            return getattr(event, "button", 1) in (4, 5)  # the old wheel buttons: MOUSEWHEEL scrolls
        return False

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        view = self.viewport
        previous = surface.get_clip()
        surface.set_clip(view.clip(previous))
        with recording.viewport(view):
            for widget, _place in self._places:
                if widget.rect.colliderect(view):
                    widget.draw(surface, palette)
                    if widget.focusable and widget.visible and not widget.container:
                        recording.note_control(surface, widget.describe(), widget.rect)
        surface.set_clip(previous)
        if not self.overflows:
            return
        self._draw_edges(surface, palette, view)
        self.bar.track = self._track()
        self.bar.draw(surface, palette, self.offset, self.content_height, self.rect.height)

    def _draw_edges(self, surface: pygame.Surface, palette: Palette, view: pygame.Rect) -> None:
        """A thin line where rows continue out of sight, above or below."""
        line = darker(palette.accent, 0.2)
        left, right = view.left + length(6), view.right - length(6)
        if self.offset > 0:
            pygame.draw.line(surface, line, (left, view.top), (right, view.top))
        if self.offset < self.max_offset:
            pygame.draw.line(surface, line, (left, view.bottom - 1), (right, view.bottom - 1))
