"""Text fields copy and paste through the clipboard, and degrade quietly where there is none."""

from __future__ import annotations

import pygame

from reflectgames.ui import clipboard
from reflectgames.ui.text_input import TextInput


def ctrl(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_CTRL, unicode="", scancode=0)


def field(text: str = "") -> TextInput:
    entry = TextInput(text, max_length=20)
    entry.focused = True
    return entry


def test_ctrl_v_pastes_at_the_cursor_with_line_breaks_as_spaces(monkeypatch):
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "45UK2\n25T7M")
    entry = field("ab")
    entry.cursor = 1
    assert entry.handle_event(ctrl(pygame.K_v))
    assert entry.text == "a45UK2 25T7Mb" and entry.cursor == 12


def test_a_paste_is_cut_at_the_field_length(monkeypatch):
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "x" * 50)
    entry = field()
    entry.handle_event(ctrl(pygame.K_v))
    assert entry.text == "x" * 20


def test_ctrl_c_copies_the_whole_field(monkeypatch):
    copied = []
    monkeypatch.setattr(pygame.scrap, "put_text", copied.append)
    entry = field("SASASS")
    assert entry.handle_event(ctrl(pygame.K_c))
    assert copied == ["SASASS"] and entry.text == "SASASS"


def test_without_a_clipboard_paste_inserts_nothing_and_copy_says_so(monkeypatch):
    def refuse(*_args):
        raise pygame.error("no clipboard here")

    monkeypatch.setattr(pygame.scrap, "get_text", refuse)
    monkeypatch.setattr(pygame.scrap, "put_text", refuse)
    entry = field("ab")
    assert entry.handle_event(ctrl(pygame.K_v)) and entry.text == "ab"
    assert entry.handle_event(ctrl(pygame.K_c))
    assert clipboard.clipboard_text() == "" and clipboard.copy_to_clipboard("x") is False


def test_the_real_clipboard_round_trips_headless():
    # SDL keeps a clipboard of its own even with the dummy video driver.
    if clipboard.copy_to_clipboard("45UK2-25T7M"):
        assert clipboard.clipboard_text() == "45UK2-25T7M"


def test_a_plain_v_still_types_a_letter():
    entry = field()
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v", scancode=0)
    assert entry.handle_event(event)  # swallowed: the letter arrives as TEXTINPUT
    assert entry.text == ""
