"""Keyboard focus and mouse routing for a screen's widgets: Tab and arrows move, Enter activates."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from reflectgames.ui.list_view import ListView
from reflectgames.ui.text_input import TextInput
from reflectgames.ui.theme import Palette
from reflectgames.ui.widgets import ACTIVATE_KEYS, Button, Widget, draw_widget, is_click


class WidgetGroup:
    """Keyboard focus and mouse routing for a set of widgets, in tab order."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = []
        self.focus_index: int | None = None
        for widget in widgets:
            self.add(widget)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        if self.focus_index is None and widget.enabled and widget.focusable:
            self.focus(widget)
        return widget

    @property
    def focused(self) -> Widget | None:
        if self.focus_index is None or self.focus_index >= len(self.widgets):
            return None
        return self.widgets[self.focus_index]

    def focus(self, widget: Widget | None) -> None:
        for other in self.widgets:
            other.focused = False
        if widget is None or widget not in self.widgets:
            self.focus_index = None
            return
        self.focus_index = self.widgets.index(widget)
        widget.focused = True

    def _usable(self, widget: Widget) -> bool:
        # Layout may leave a widget without a size before the first resize; it still
        # takes part in keyboard order as long as it is enabled and visible.
        return widget.enabled and widget.visible and widget.focusable

    def move_focus(self, delta: int) -> bool:
        usable = [widget for widget in self.widgets if self._usable(widget)]
        if not usable:
            return False
        current = self.focused
        if current not in usable:
            self.focus(usable[0] if delta > 0 else usable[-1])
            return True
        position = usable.index(current)
        self.focus(usable[(position + delta) % len(usable)])
        return True

    def ensure_focus(self) -> None:
        """Move the focus off a widget that became disabled or hidden."""
        current = self.focused
        if current is None or not self._usable(current):
            self.focus(None)
            self.move_focus(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL) or is_click(event):
            return self._pointer(event)
        focused = self.focused
        if focused is not None and not self._usable(focused):
            self.ensure_focus()
            focused = self.focused
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return bool(focused is not None and focused.handle_event(event))
        if event.type != pygame.KEYDOWN:
            return False
        if focused is not None and focused.handle_event(event):
            return True
        return self._key(event, focused)

    def _pointer(self, event: pygame.event.Event) -> bool:
        """Hover marks, a click that focuses and presses, a wheel turn for the widget under the pointer."""
        if event.type == pygame.MOUSEMOTION:
            changed = False
            for widget in self.widgets:
                hovered = widget.interactive and widget.rect.collidepoint(event.pos)
                changed |= hovered != widget.hovered
                widget.hovered = hovered
            return changed
        if event.type == pygame.MOUSEWHEEL:
            if any(widget.hovered and widget.handle_event(event) for widget in self.widgets):
                return True
            focused = self.focused
            return bool(focused is not None and isinstance(focused, ListView) and focused.handle_event(event))
        for widget in self.widgets:
            if widget.interactive and widget.rect.collidepoint(event.pos):
                self.focus(widget)
                widget.handle_event(event)
                return True
        return False

    def _key(self, event: pygame.event.Event, focused: Widget | None) -> bool:
        """A key the focused widget did not take: focus moves, activation, button hotkeys."""
        key = event.key
        if key == pygame.K_TAB:
            return self.move_focus(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
        if key in (pygame.K_UP, pygame.K_LEFT):
            return self.move_focus(-1)
        if key in (pygame.K_DOWN, pygame.K_RIGHT):
            return self.move_focus(1)
        if key in ACTIVATE_KEYS and focused is not None:
            if isinstance(focused, TextInput):
                return self.move_focus(1)  # Enter in a field goes on to the next one
            focused.activate()
            return True
        for widget in self.widgets:
            if isinstance(widget, Button) and widget.hotkey == key and widget.interactive:
                widget.activate()
                return True
        return False

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        for widget in self.widgets:
            draw_widget(widget, surface, palette)
