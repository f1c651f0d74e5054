"""Typing a word: letter boxes, the physical keyboard and an on-screen keyboard.

Letters are written as the game writes them, as they are typed: accents are
stripped and Œ/Æ become OE/AE; anything that is not a letter is refused with
a notice instead of being written. The on-screen keyboard follows the
player's language (QWERTY in English, AZERTY in French) and has a backspace
key; it works with the mouse alone. Typing goes through SDL text input, so
dead keys and input methods work (what one is composing is not a letter
yet); Ctrl+V (Cmd+V) pastes a word. Nothing copies a word out: a secret word
left on the clipboard could be pasted by the other player.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflecto.words import is_plain_word, normalize_word
from reflectgames.i18n import get_language, t
from reflectgames.ui import input_method
from reflectgames.ui.clipboard import clipboard_text
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.text import draw_text, exact, length
from reflectgames.ui.theme import Palette, darker, lighter, mix
from reflectgames.ui.widgets import is_shortcut

KEY_ROWS = {
    "en": ("QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"),
    "fr": ("AZERTYUIOP", "QSDFGHJKLM", "WXCVBN"),
}
BACKSPACE = "\b"
MIN_KEY_PX = 32  # the smallest on-screen key that a pointer (or a finger) hits without aiming
KEY_GAP = 3  # between keys, at UI scale 1
BACKSPACE_KEYS = 1.6  # the backspace key is this many letter keys wide


def keyboard_width(key: int, gap: int) -> int:
    """The width of the widest row of the player's keyboard with keys `key` pixels wide."""
    rows = KEY_ROWS.get(get_language(), KEY_ROWS["en"])
    widest = max(len(row) + (BACKSPACE_KEYS if index == len(rows) - 1 else 0)
                 for index, row in enumerate(rows))
    return int(widest * key + (widest - 1) * gap)


class WordEntry:
    def __init__(self, word_length: int, text: str = "") -> None:
        self.word_length = word_length
        self.letters = ""
        self.notice = ""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.boxes: list[pygame.Rect] = []
        self.keys: list[tuple[str, pygame.Rect]] = []
        self.pressed: str | None = None  # the on-screen key last pressed, lit briefly
        self.type_text(text)
        self.notice = ""

    # --- editing ---------------------------------------------------------------------------------------
    def type_text(self, text: str) -> bool:
        """Add typed characters; True if anything was written."""
        written = False
        for char in text:
            plain = normalize_word(char)
            if not plain.strip():
                continue
            if not is_plain_word(plain):
                self.notice = t("reflecto.entry.letters_only")
                continue
            for letter in plain:
                if len(self.letters) >= self.word_length:
                    self.notice = t("reflecto.entry.full", length=self.word_length)
                    return written
                self.letters += letter
                written = True
        if written:
            self.notice = ""
        return written

    def paste(self, text: str) -> bool:
        """Add a pasted word; one that is not all letters is refused whole, with the notice."""
        plain = normalize_word(text.strip())
        if plain and not is_plain_word(plain):
            self.notice = t("reflecto.entry.letters_only")
            return False
        return self.type_text(plain)

    def backspace(self) -> bool:
        if not self.letters:
            return False
        self.letters = self.letters[:-1]
        self.notice = ""
        return True

    def clear(self) -> None:
        self.letters = ""
        self.notice = ""

    @property
    def complete(self) -> bool:
        return len(self.letters) == self.word_length

    # --- layout ----------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, box_size: int | None = None) -> int:
        """Place the boxes and the keyboard inside `rect` from its top; returns the height used."""
        self.rect = pygame.Rect(rect)
        gap = max(2, length(KEY_GAP))
        count = max(1, self.word_length)
        rows = KEY_ROWS.get(get_language(), KEY_ROWS["en"])
        # Boxes and three rows of keys share the height: roughly one box to three key heights.
        fit_h = max(12, (rect.height - length(14) - len(rows) * gap) // (len(rows) + 1.3))
        box = min(box_size or length(40), (rect.width - gap * (count - 1)) // count, int(fit_h * 1.3))
        total = count * box + (count - 1) * gap
        left = rect.centerx - total // 2
        self.boxes = [pygame.Rect(left + k * (box + gap), rect.y, box, box) for k in range(count)]
        widest = max(len(row) + (BACKSPACE_KEYS if index == len(rows) - 1 else 0)
                     for index, row in enumerate(rows))
        key_w = min(length(40), int((rect.width - gap * (widest - 1)) / widest))
        # Short of height the keys get flatter, but never below a size a pointer hits easily.
        key_h = max(min(MIN_KEY_PX, key_w), min(length(40), int(key_w * 1.15), int(fit_h)))
        y = rect.y + box + length(14)
        self.keys = []
        for index, row in enumerate(rows):
            extra = 1 if index == len(rows) - 1 else 0  # backspace ends the last row
            width = (len(row) + extra * BACKSPACE_KEYS) * key_w + (len(row) - 1 + extra) * gap
            x = rect.centerx - width / 2
            for letter in row:
                self.keys.append((letter, pygame.Rect(int(x), y, key_w, key_h)))
                x += key_w + gap
            if extra:
                self.keys.append((BACKSPACE, pygame.Rect(int(x), y, int(key_w * BACKSPACE_KEYS), key_h)))
            y += key_h + gap
        return y - rect.y

    # --- input -----------------------------------------------------------------------------------------
    def key_at(self, pos: tuple[int, int]) -> str | None:
        return next((key for key, rect in self.keys if rect.collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was for the word (typed, erased or an on-screen key)."""
        if event.type == pygame.TEXTEDITING:
            return True  # an input method still composing: its letters come as TEXTINPUT once chosen
        if event.type == pygame.TEXTINPUT:
            self.type_text(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if is_shortcut(event, pygame.K_v):
                self.paste(clipboard_text())
                return True
            if event.key == pygame.K_BACKSPACE:
                self.backspace()
                return True
            if event.key == pygame.K_DELETE:
                self.clear()
                return True
            # Printable keys also arrive as TEXTINPUT: swallow their KEYDOWN so they act only once.
            unicode = getattr(event, "unicode", "")
            return bool(unicode) and unicode.isprintable() and not unicode.isspace()
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            key = self.key_at(event.pos)
            if key is None:
                return False
            self.pressed = key
            if key == BACKSPACE:
                self.backspace()
            else:
                self.type_text(key)
            return True
        return False

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, palette: Palette, pointer: tuple[int, int] | None,
             focused: bool = True, ok: bool | None = None) -> None:
        """Boxes (lit green when `ok`, red when not, plain when None) and the keyboard."""
        edge = palette.success if ok else palette.danger if ok is False else darker(palette.panel, 0.5)
        if focused and self.boxes:
            input_method.follow(self.boxes[0].unionall(self.boxes))
        for index, box in enumerate(self.boxes):
            fill = (246, 242, 232) if index < len(self.letters) else darker(palette.panel, 0.25)
            shadowed_round_rect(surface, box, fill, max(3, box.width // 6), shadow=False, rim=edge)
            if index < len(self.letters):
                draw_text(surface, self.letters[index], box.center, exact(max(13, box.height * 0.6)),
                          (38, 42, 56), bold=True, anchor="center")
            elif index == len(self.letters) and focused:
                pygame.draw.line(surface, palette.focus, (box.centerx - box.width // 4, box.bottom - 5),
                                 (box.centerx + box.width // 4, box.bottom - 5), 2)
        for key, rect in self.keys:
            hovered = pointer is not None and rect.collidepoint(pointer)
            base = palette.button_secondary
            fill = lighter(base, 0.15) if hovered else base
            if key == self.pressed:
                fill = mix(base, palette.accent, 0.4)
            shadowed_round_rect(surface, rect, fill, max(3, rect.width // 5), shadow=False)
            if key == BACKSPACE:
                _draw_backspace(surface, rect, palette.text)
            else:
                draw_text(surface, key, rect.center, exact(max(13, rect.height * 0.5)), palette.text,
                          bold=True, anchor="center")


def _draw_backspace(surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int]) -> None:
    """A left-pointing key cap with a cross, drawn (fonts rarely carry the ⌫ sign)."""
    h = rect.height * 0.44
    w = rect.width * 0.56
    x0 = rect.centerx - w / 2
    y0 = rect.centery - h / 2
    outline = [(x0, rect.centery), (x0 + h / 2, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0 + h / 2, y0 + h)]
    pygame.draw.polygon(surface, color, outline, 2)
    cx = x0 + w * 0.6
    d = h * 0.22
    pygame.draw.line(surface, color, (cx - d, rect.centery - d), (cx + d, rect.centery + d), 2)
    pygame.draw.line(surface, color, (cx - d, rect.centery + d), (cx + d, rect.centery - d), 2)
