"""Text fields take text the way the system types it: accents, input methods, full-width forms and
the clipboard (fake contents, since a headless run may have no clipboard)."""

from __future__ import annotations

import pygame

from reflectgames.games.reflecto.word_entry import WordEntry
from reflectgames.ui import input_method
from reflectgames.ui.text_input import TextInput
from reflectgames.ui.theme import get_palette
from reflectgames.ui.widget_group import WidgetGroup


def typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def composing(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTEDITING, text=text, start=len(text), length=0)


def shortcut(key: int, mod: int = pygame.KMOD_CTRL) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def focused_field(text: str = "", max_length: int = 20) -> tuple[WidgetGroup, TextInput]:
    field = TextInput(text, max_length=max_length)
    group = WidgetGroup([field])
    group.focus(field)
    return group, field


def test_accented_letters_are_typed_as_they_are() -> None:
    group, field = focused_field()
    group.handle_event(typed("Benoît "))
    group.handle_event(typed("Œdipe"))
    assert field.text == "Benoît Œdipe"


def test_an_input_method_composition_shows_until_it_is_committed() -> None:
    group, field = focused_field("Ada ")
    assert group.handle_event(composing("か"))
    assert field.composition == "か" and field.text == "Ada "
    group.handle_event(composing("かな"))
    assert field.composition == "かな"
    group.handle_event(typed("仮名"))
    assert field.text == "Ada 仮名" and field.composition == ""


def test_full_width_characters_of_an_input_method_read_as_plain_ones() -> None:
    group, field = focused_field(max_length=40)
    full_width = "".join(chr(ord(ch) + 0xFEE0) for ch in "45UK2-25T7M")  # what the input method sends
    group.handle_event(typed(full_width))
    assert field.text == "45UK2-25T7M"


def test_a_focused_field_places_the_input_method_beside_itself(monkeypatch) -> None:
    placed: list[pygame.Rect] = []
    monkeypatch.setattr(pygame.key, "start_text_input", lambda: None)
    monkeypatch.setattr(pygame.key, "set_text_input_rect", lambda rect: placed.append(pygame.Rect(rect)))
    input_method.forget()
    group, field = focused_field("x")
    field.rect = pygame.Rect(40, 50, 300, 44)
    surface = pygame.Surface((400, 200))
    group.draw(surface, get_palette("standard"))
    group.draw(surface, get_palette("standard"))  # the same field again: SDL is not asked twice
    assert placed == [field.rect]
    input_method.forget()


def test_cmd_v_pastes_too(monkeypatch) -> None:
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "Zoé")
    group, field = focused_field()
    group.handle_event(shortcut(pygame.K_v, pygame.KMOD_META))
    assert field.text == "Zoé"


def test_a_secret_word_is_typed_with_accents_folded_and_pasted(monkeypatch) -> None:
    entry = WordEntry(5)
    assert entry.handle_event(composing("e"))  # a dead key still composing writes nothing yet
    assert entry.letters == ""
    entry.handle_event(typed("é"))
    assert entry.letters == "E"
    entry.clear()
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "zèbre\n")
    assert entry.handle_event(shortcut(pygame.K_v))
    assert entry.letters == "ZEBRE"


def test_a_pasted_word_with_a_digit_is_refused_with_a_notice(monkeypatch) -> None:
    entry = WordEntry(5)
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "z3bre")
    entry.handle_event(shortcut(pygame.K_v))
    assert entry.notice and entry.letters == ""


def test_the_plans_layout_field_shows_an_input_method_composing() -> None:
    from reflectgames.games.plans.setup_panel import OptionsEditor

    editor = OptionsEditor(get_palette("standard"))
    editor.stop = "layout"
    assert editor.handle_event(composing("す"))
    assert editor.entry.composition == "す"
