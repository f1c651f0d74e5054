"""A small keyboard-first widget set: the base widget, buttons, choices and toggles.

Every widget has a `rect` (assigned by the scene's layout), `draw(surface,
palette)` and `handle_event(event) -> bool` (True when consumed). A
`WidgetGroup` (in `widget_group`) owns the keyboard focus: Tab / Shift+Tab and
the arrow keys move it, Enter or Space activates, the mouse hovers and clicks.
Disabled widgets are drawn muted and ignore input. Shapes are raised and
rounded, in the palette's colours, so nothing looks like a default toolkit.
Text fields are in `text_input`, lists in `list_view`, the system clipboard in
`clipboard`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from reflectgames.audit import recording
from reflectgames.ui.draw import draw_focus_ring, shadowed_round_rect
from reflectgames.ui.text import (
    draw_text,
    length,
    text_width,
)
from reflectgames.ui.theme import Palette, darker, lighter, mix

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RADIUS = 10


def is_shortcut(event: pygame.event.Event, key: int) -> bool:
    """Ctrl+key (Cmd+key on macOS)."""
    mods = getattr(event, "mod", 0)
    return event.key == key and bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META))


def is_click(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1


def pointer_position(last_seen: tuple[int, int] | None) -> tuple[int, int] | None:
    """Where the mouse is over a real window (None while it is outside); `last_seen` without one.

    Headless drivers only send events, so there the last position an event reported is all there is.
    """
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
    return last_seen


class ControlStops(ABC):
    """Keyboard focus inside a game's options editor, moving through the controls `_stops()` names in order.

    The editor holds `stop` (the control with the cursor) and `focused`; past either end
    the focus goes back to the form around it.
    """

    stop: str
    focused: bool

    @abstractmethod
    def _stops(self) -> list[str]:
        """The names of the editor's controls, in keyboard order."""

    def _move_stop(self, delta: int) -> bool:
        """Move the cursor to the previous / next control; False at either end (the form takes over)."""
        stops = self._stops()
        index = stops.index(self.stop) if self.stop in stops else 0
        target = index + delta
        if not 0 <= target < len(stops):
            self.focused = False
            return False
        self.stop = stops[target]
        return True


class Widget:
    """Base of all widgets: geometry, focus, hover and enabled state."""

    focusable = True
    container = False  # holds controls of its own (a game's options editor): a layout audit checks those

    def __init__(self, enabled: bool = True) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = enabled
        self.focused = False
        self.hovered = False
        self.visible = True

    @property
    def interactive(self) -> bool:
        return self.enabled and self.visible and self.focusable

    @property
    def drawable(self) -> bool:
        """Shown and given a size by the layout (a widget is laid out after it is made)."""
        return self.visible and self.rect.width > 0

    def activate(self) -> None:
        """What Enter / Space does when the widget has the focus."""

    def describe(self) -> str:
        """The control as a layout report names it: its kind and its words."""
        words = getattr(self, "text", "") or getattr(self, "label", "")
        return f"{type(self).__name__} {words!r}" if isinstance(words, str) and words else type(self).__name__

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        """Concrete widgets paint themselves; the base has nothing to show."""

    def _field(self, surface: pygame.Surface, palette: Palette, fill: tuple[int, int, int]) -> None:
        """The raised rounded body shared by fields; hover lightens, focus adds a ring."""
        if not self.enabled:
            fill = mix(fill, palette.panel, 0.6)
        elif self.hovered:
            fill = lighter(fill, 0.08)
        shadowed_round_rect(surface, self.rect, fill, RADIUS, shadow=self.enabled)
        if self.focused and self.enabled:
            draw_focus_ring(surface, self.rect, palette.focus, RADIUS)


class Button(Widget):
    """A push button; `hotkey` (a pygame key) also presses it while its group has the focus."""

    def __init__(
        self,
        text: str,
        on_click: Callable[[], object],  # what it returns is ignored
        *,
        hotkey: int | None = None,
        enabled: bool = True,
        style: str = "primary",
    ) -> None:
        super().__init__(enabled)
        self.text = text
        self.on_click = on_click
        self.hotkey = hotkey
        self.style = style

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if is_click(event) and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and self.focused:
            self.activate()
            return True
        return False

    def colors(self, palette: Palette) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        """(fill, text colour) for the button's style."""
        if self.style == "secondary":
            return palette.button_secondary, palette.text
        if self.style == "danger":
            return palette.danger, (255, 255, 255)
        return palette.button, palette.text_on_accent

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.drawable:
            return
        fill, ink = self.colors(palette)
        self._field(surface, palette, fill)
        if not self.enabled:
            ink = palette.text_muted
        room = self.rect.width - length(16)
        # A label too long for the button steps down a size before it is shortened.
        size = "body" if text_width(self.text, "body", True) <= room else "small"
        draw_text(surface, self.text, self.rect.center, size, ink, bold=True, anchor="center", max_width=room)


@dataclass
class Option:
    """One value of a Choice and the text shown for it."""

    value: Any
    text: str


class Choice(Widget):
    """Pick one of several options by cycling with Left / Right (or clicking the arrows).

    The label takes `label_share` of the width; 0 makes a compact choice that is all value.
    """

    def __init__(
        self,
        label: str,
        options: Sequence[Option],
        value: Any = None,
        on_change: Callable[[Any], None] | None = None,
        enabled: bool = True,
        label_share: float = 0.45,
    ) -> None:
        super().__init__(enabled)
        self.label = label
        self.label_share = label_share
        self.options = list(options)
        self.index = 0
        for index, option in enumerate(self.options):
            if option.value == value:
                self.index = index
        self.on_change = on_change

    @property
    def value(self) -> Any:
        return self.options[self.index].value if self.options else None

    def set_value(self, value: Any) -> None:
        for index, option in enumerate(self.options):
            if option.value == value:
                self.index = index

    def step(self, delta: int) -> None:
        if not self.options or not self.enabled:
            return
        self.index = (self.index + delta) % len(self.options)
        if self.on_change is not None:
            self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if is_click(event) and self.rect.collidepoint(event.pos):
            # The left third of the value area steps back, anything else forward.
            value_left = self.rect.left + self.rect.width * self.label_share
            back = event.pos[0] < value_left + (self.rect.right - value_left) / 3
            self.step(-1 if back and event.pos[0] >= value_left else 1)
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key == pygame.K_RIGHT or event.key in ACTIVATE_KEYS:
                self.step(1)
                return True
        return False

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.drawable:
            return
        self._field(surface, palette, palette.button_secondary)
        ink = palette.text if self.enabled else palette.text_muted
        pad = length(14)
        split = self.rect.left + int(self.rect.width * self.label_share)
        if self.label:
            room = split - self.rect.left - pad - length(6)
            draw_text(surface, self.label, (self.rect.left + pad, self.rect.centery), "body",
                      palette.text_muted, anchor="midleft", max_width=room)
        else:
            split += pad // 2
        arrow = palette.accent if self.enabled else palette.text_muted
        draw_text(surface, "‹", (split, self.rect.centery), "title", arrow, bold=True, anchor="midleft")
        draw_text(surface, "›", (self.rect.right - pad, self.rect.centery), "title", arrow, bold=True,
                  anchor="midright")
        text = self.options[self.index].text if self.options else ""
        middle = (split + self.rect.right - pad) // 2
        arrows = length(40) if self.label else length(28)
        draw_text(surface, text, (middle, self.rect.centery), "body", ink, bold=True, anchor="center",
                  max_width=self.rect.right - pad - split - arrows)


class Toggle(Widget):
    """An on/off switch with a label."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None] | None = None,
                 enabled: bool = True) -> None:
        super().__init__(enabled)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change

    def activate(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if is_click(event) and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        if event.type == pygame.KEYDOWN and self.focused and (
            event.key in ACTIVATE_KEYS or event.key in (pygame.K_LEFT, pygame.K_RIGHT)
        ):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.drawable:
            return
        self._field(surface, palette, palette.button_secondary)
        pad = length(14)
        draw_text(surface, self.label, (self.rect.left + pad, self.rect.centery), "body", palette.text_muted,
                  anchor="midleft", max_width=self.rect.width - length(90))
        track = pygame.Rect(0, 0, length(46), length(24))
        track.midright = (self.rect.right - pad, self.rect.centery)
        on_color = palette.success if self.enabled else palette.text_muted
        pygame.draw.rect(surface, on_color if self.value else darker(palette.panel, 0.3), track,
                         border_radius=track.height // 2)
        pygame.draw.rect(surface, darker(palette.panel, 0.5), track, 1, border_radius=track.height // 2)
        knob_x = track.right - track.height // 2 if self.value else track.left + track.height // 2
        pygame.draw.circle(surface, (0, 0, 0), (knob_x, track.centery + 1), track.height // 2 - 2)
        pygame.draw.circle(surface, palette.text, (knob_x, track.centery), track.height // 2 - 3)


def draw_widget(widget: Widget, surface: pygame.Surface, palette: Palette) -> None:
    """Draw one widget, telling a layout audit where the control is."""
    widget.draw(surface, palette)
    if widget.visible and not widget.container:
        recording.note_control(surface, widget.describe(), widget.rect)
