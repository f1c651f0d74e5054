"""A small keyboard-first widget set: buttons, choices, toggles, text fields and lists.

Every widget has a `rect` (assigned by the scene's layout), `draw(surface,
palette)` and `handle_event(event) -> bool` (True when consumed). A
`WidgetGroup` owns the keyboard focus: Tab / Shift+Tab and the arrow keys move
it, Enter or Space activates, the mouse hovers and clicks. Disabled widgets
are drawn muted and ignore input. Shapes are raised and rounded, in the
palette's colours, so nothing looks like a default toolkit.
"""

from __future__ import annotations

import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from reflectgames.audit import recording
from reflectgames.ui import input_method
from reflectgames.ui.draw import draw_focus_ring, shadowed_round_rect
from reflectgames.ui.text import (
    draw_text,
    ellipsize,
    get_ui_scale,
    length,
    line_height,
    text_width,
    wrap_text,
)
from reflectgames.ui.theme import Palette, darker, lighter, mix

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_RADIUS = 10


def clipboard_text() -> str:
    """The text on the system clipboard, or "" when there is none or no clipboard can be reached.

    pygame-ce reads it through SDL (`pygame.scrap.get_text`); without a window
    system (a headless run, a missing clipboard service) SDL may refuse, and
    pasting then simply inserts nothing.
    """
    get_text = getattr(pygame.scrap, "get_text", None)
    if get_text is None:
        return ""
    try:
        text = get_text()
    except pygame.error:
        return ""
    return text if isinstance(text, str) else ""


def copy_to_clipboard(text: str) -> bool:
    """Put `text` on the system clipboard; False (and nothing else) when no clipboard can be reached."""
    put_text = getattr(pygame.scrap, "put_text", None)
    if put_text is None:
        return False
    try:
        put_text(text)
    except pygame.error:
        return False
    return True


def is_shortcut(event: pygame.event.Event, key: int) -> bool:
    """Ctrl+key (Cmd+key on macOS)."""
    mods = getattr(event, "mod", 0)
    return event.key == key and bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META))


def _is_click(event: pygame.event.Event) -> bool:
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
        shadowed_round_rect(surface, self.rect, fill, _RADIUS, shadow=self.enabled)
        if self.focused and self.enabled:
            draw_focus_ring(surface, self.rect, palette.focus, _RADIUS)


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
        if _is_click(event) and self.rect.collidepoint(event.pos):
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
        if not self.visible or self.rect.width <= 0:
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
        if _is_click(event) and self.rect.collidepoint(event.pos):
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
        if not self.visible or self.rect.width <= 0:
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
        if _is_click(event) and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        if event.type == pygame.KEYDOWN and self.focused and (
            event.key in ACTIVATE_KEYS or event.key in (pygame.K_LEFT, pygame.K_RIGHT)
        ):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.visible or self.rect.width <= 0:
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


class TextInput(Widget):
    """A one-line text field (player names, puzzle codes) with a maximum length.

    Ctrl+V pastes the clipboard's text at the cursor (line breaks become
    spaces, cut at the maximum length); Ctrl+C copies the whole field (Cmd on
    macOS). Text comes through SDL text input, so accents, dead keys and input
    methods work: what an input method is still composing shows at the cursor,
    underlined, until it is committed. Typed text is NFKC-normalised, so the
    full-width letters and digits of an East Asian input method read as the
    plain ones (a puzzle code typed in full-width mode works).
    """

    def __init__(self, text: str = "", *, label: str = "", max_length: int = 20, placeholder: str = "",
                 on_change: Callable[[str], None] | None = None, enabled: bool = True) -> None:
        super().__init__(enabled)
        self.text = text[:max_length]
        self.label = label
        self.placeholder = placeholder
        self.max_length = max_length
        self.cursor = len(self.text)
        self.on_change = on_change
        self.composition = ""  # what an input method is composing, not yet typed

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.text)

    def insert(self, typed: str) -> None:
        typed = "".join(ch for ch in unicodedata.normalize("NFKC", typed) if ch.isprintable())
        room = self.max_length - len(self.text)
        if room <= 0 or not typed:
            return
        typed = typed[:room]
        self.text = self.text[: self.cursor] + typed + self.text[self.cursor :]
        self.cursor += len(typed)
        self._changed()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if _is_click(event) and self.rect.collidepoint(event.pos):
            self.cursor = len(self.text)
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTEDITING:
            self.composition = event.text
            return True
        if event.type == pygame.TEXTINPUT:
            self.composition = ""
            self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if self._edit_key(event):
            return True
        # Printable keys arrive as TEXTINPUT too; swallowing their KEYDOWN keeps Space
        # and letter hotkeys from also pressing buttons while typing.
        unicode = getattr(event, "unicode", "")
        return bool(unicode) and unicode.isprintable()

    def _edit_key(self, event: pygame.event.Event) -> bool:
        """Paste, copy, delete and cursor keys; True when `event` was one of them."""
        key = event.key
        if is_shortcut(event, pygame.K_v):
            self.insert(" ".join(clipboard_text().split()))
        elif is_shortcut(event, pygame.K_c):
            copy_to_clipboard(self.text)
        elif key == pygame.K_BACKSPACE:
            if self.cursor > 0:
                self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
                self.cursor -= 1
                self._changed()
        elif key == pygame.K_DELETE:
            if self.cursor < len(self.text):
                self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
                self._changed()
        elif key in (moves := {pygame.K_LEFT: self.cursor - 1, pygame.K_RIGHT: self.cursor + 1,
                               pygame.K_HOME: 0, pygame.K_END: len(self.text)}):
            self.cursor = max(0, min(len(self.text), moves[key]))
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        self._field(surface, palette, darker(palette.panel, 0.25))
        pad = length(14)
        left = self.rect.left + pad
        if self.label:
            label_rect = draw_text(surface, self.label, (left, self.rect.centery), "body", palette.text_muted,
                                   anchor="midleft", max_width=int(self.rect.width * 0.4))
            left = label_rect.right + length(12)
        ink = palette.text if self.enabled else palette.text_muted
        shown = ellipsize(self.text, "body", self.rect.right - pad - left)
        if not self.text and self.placeholder:
            # The placeholder says what an empty field will mean (e.g. the default name): in a
            # narrow field it steps down a size before it is cut short.
            room = self.rect.right - pad - left
            size = "body" if text_width(self.placeholder, "body") <= room else "small"
            draw_text(surface, self.placeholder, (left, self.rect.centery), size,
                      mix(palette.text_muted, palette.panel, 0.35), anchor="midleft", max_width=room)
        drawn = draw_text(surface, shown, (left, self.rect.centery), "body", ink, anchor="midleft")
        if self.focused and self.enabled:
            before = text_width(shown[: self.cursor], "body") if shown else 0
            x = left + min(before, drawn.width)
            input_method.follow(self.rect)
            if self.composition:
                self._draw_composition(surface, palette, x, self.rect.right - pad - x)
            half = line_height("body") // 2 - length(3)
            pygame.draw.line(surface, palette.focus, (x + 1, self.rect.centery - half),
                             (x + 1, self.rect.centery + half), 2)


    def _draw_composition(self, surface: pygame.Surface, palette: Palette, x: int, room: int) -> None:
        """What the input method is composing, underlined at the cursor over what follows it."""
        box = pygame.Rect(x, self.rect.top + length(4), max(0, room), self.rect.height - length(8))
        pygame.draw.rect(surface, darker(palette.panel, 0.25), box)
        drawn = draw_text(surface, self.composition, (x + 2, self.rect.centery), "body", palette.accent,
                          anchor="midleft", max_width=max(1, room - 2))
        underline = drawn.bottom - 2
        pygame.draw.line(surface, palette.accent, (drawn.left, underline), (drawn.right, underline))


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
        if _is_click(event) and self.rect.collidepoint(event.pos):
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
        if not self.visible or self.rect.width <= 0:
            return
        well = darker(palette.panel, 0.22)
        pygame.draw.rect(surface, well, self.rect, border_radius=_RADIUS)
        pygame.draw.rect(surface, darker(palette.panel, 0.5), self.rect, 1, border_radius=_RADIUS)
        if self.focused:
            draw_focus_ring(surface, self.rect, palette.focus, _RADIUS)
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
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL) or _is_click(event):
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


def draw_widget(widget: Widget, surface: pygame.Surface, palette: Palette) -> None:
    """Draw one widget, telling a layout audit where the control is."""
    widget.draw(surface, palette)
    if widget.visible and not widget.container:
        recording.note_control(surface, widget.describe(), widget.rect)
