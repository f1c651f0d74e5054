"""A one-line text field: typing through SDL text input and input methods, paste and copy."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

import pygame

from reflectgames.ui import input_method
from reflectgames.ui.clipboard import clipboard_text, copy_to_clipboard
from reflectgames.ui.text import draw_text, ellipsize, length, line_height, text_width
from reflectgames.ui.theme import Palette, darker, mix
from reflectgames.ui.widgets import Widget, is_click, is_shortcut


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
        if is_click(event) and self.rect.collidepoint(event.pos):
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
        if not self.drawable:
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
