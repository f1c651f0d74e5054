"""The widget toolkit: keyboard focus, activation, disabled widgets, text fields, lists, tweens, sound."""

from __future__ import annotations

import pygame
import pytest

from reflectgames.ui import draw, text
from reflectgames.ui.list_view import ListRow, ListView
from reflectgames.ui.sound import KINDS, RATE, Sounds, synthesize
from reflectgames.ui.text_input import TextInput
from reflectgames.ui.theme import get_palette
from reflectgames.ui.tween import Tween, ease_in_out_cubic, ease_out_cubic, linear, speed_factor
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button, Choice, Option, Toggle


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.display.init()
    pygame.font.init()


def key(code: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode)


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def test_tab_and_arrows_move_the_focus_and_skip_disabled_widgets() -> None:
    pressed = []
    first = Button("A", lambda: pressed.append("A"))
    disabled = Button("B", lambda: pressed.append("B"), enabled=False)
    third = Button("C", lambda: pressed.append("C"))
    group = WidgetGroup([first, disabled, third])
    assert group.focused is first
    group.handle_event(key(pygame.K_TAB))
    assert group.focused is third
    group.handle_event(key(pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    assert group.focused is first
    group.handle_event(key(pygame.K_DOWN))
    group.handle_event(key(pygame.K_RETURN))
    assert pressed == ["C"]


def test_a_disabled_button_ignores_clicks_and_a_hotkey_presses_a_button() -> None:
    pressed = []
    off = Button("Off", lambda: pressed.append("off"), enabled=False)
    on = Button("On", lambda: pressed.append("on"), hotkey=pygame.K_o)
    off.rect = pygame.Rect(0, 0, 100, 40)
    on.rect = pygame.Rect(0, 50, 100, 40)
    group = WidgetGroup([off, on])
    group.handle_event(click((10, 10)))
    assert pressed == []
    group.handle_event(key(pygame.K_o))
    group.handle_event(click((10, 60)))
    assert pressed == ["on", "on"]


def test_hover_follows_the_mouse() -> None:
    button = Button("A", lambda: None)
    button.rect = pygame.Rect(0, 0, 100, 40)
    group = WidgetGroup([button])
    group.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    assert button.hovered
    group.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 5), rel=(0, 0), buttons=(0, 0, 0)))
    assert not button.hovered


def test_a_choice_cycles_with_left_and_right() -> None:
    seen = []
    choice = Choice("Speed", [Option(1, "one"), Option(2, "two"), Option(3, "three")], 2, seen.append)
    group = WidgetGroup([choice])
    group.handle_event(key(pygame.K_RIGHT))
    group.handle_event(key(pygame.K_RIGHT))
    group.handle_event(key(pygame.K_LEFT))
    assert seen == [3, 1, 3]
    assert choice.value == 3


def test_a_toggle_flips_with_space() -> None:
    toggle = Toggle("Sound", True)
    WidgetGroup([toggle]).handle_event(key(pygame.K_SPACE))
    assert toggle.value is False


def test_a_text_field_takes_typing_up_to_its_maximum_and_keeps_space_from_pressing_buttons() -> None:
    pressed = []
    field = TextInput("", max_length=5)
    button = Button("Go", lambda: pressed.append(1), hotkey=pygame.K_g)
    group = WidgetGroup([field, button])
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Gerda Hugo"))
    assert field.text == "Gerda"
    group.handle_event(key(pygame.K_g, unicode="g"))
    group.handle_event(key(pygame.K_SPACE, unicode=" "))
    assert pressed == []
    group.handle_event(key(pygame.K_BACKSPACE))
    assert field.text == "Gerd"
    group.handle_event(key(pygame.K_RETURN))
    assert group.focused is button


def test_a_list_skips_headers_and_notes_and_activates_with_enter() -> None:
    opened = []
    rows = [ListRow("Saves", header=True), ListRow("none yet", selectable=False),
            ListRow("Examples", header=True), ListRow("first", data=1), ListRow("second", data=2)]
    view = ListView(rows, on_activate=lambda row: opened.append(row.data))
    view.rect = pygame.Rect(0, 0, 400, 300)
    group = WidgetGroup([view, Button("Back", lambda: None)])
    assert view.selected_row.data == 1
    group.handle_event(key(pygame.K_DOWN))
    group.handle_event(key(pygame.K_RETURN))
    assert opened == [2]
    group.handle_event(key(pygame.K_DOWN))  # at the end: the focus moves on to the button
    assert isinstance(group.focused, Button)


def test_every_widget_draws_in_both_palettes() -> None:
    surface = pygame.Surface((640, 400))
    widgets = [Button("A", lambda: None), Button("B", lambda: None, enabled=False, style="danger"),
               Choice("C", [Option(1, "one")]), Toggle("T", True), TextInput("x", label="Name"),
               ListView([ListRow("row", "detail", "status", tone="danger")])]
    for index, widget in enumerate(widgets):
        widget.rect = pygame.Rect(10, 10 + 60 * index, 300, 50)
    for name in ("standard", "colorblind"):
        WidgetGroup(widgets).draw(surface, get_palette(name))


def test_drawing_helpers_draw_every_suit_and_a_glowing_line() -> None:
    surface = pygame.Surface((300, 200))
    palette = get_palette("colorblind")
    draw.draw_background(surface, palette)
    for index, suit in enumerate("SMCA"):
        center = (40 + 60 * index, 50)
        draw.draw_suit_glyph(surface, suit, center, 24, palette.suits[suit], rim=palette.suit_rim)
    draw.glow_line(surface, palette.accent, (10, 150), (290, 120), 3)
    draw.draw_panel(surface, pygame.Rect(20, 100, 100, 60), palette)
    assert surface.get_at((40, 50))[:3] != palette.background


def test_text_wraps_to_the_width_and_never_goes_below_the_minimum_size() -> None:
    lines = text.wrap_text("one two three four five six seven eight nine ten", "body", 120)
    assert len(lines) > 1
    assert all(text.text_width(line, "body") <= 120 for line in lines)
    text.set_ui_scale(0.5)
    try:
        assert text.scaled(14) == 13
    finally:
        text.set_ui_scale(1.0)
    surface = pygame.Surface((200, 50))
    rect = text.draw_text(surface, "A long line that will not fit", (0, 0), max_width=80)
    assert rect.width <= 80


def test_tweens_ease_from_zero_to_one() -> None:
    tween = Tween(0.4, ease_out_cubic)
    assert tween.value == 0 and not tween.done
    tween.advance(0.2)
    assert 0.5 < tween.value < 1
    tween.finish()
    assert tween.done and tween.value == 1
    assert linear(2) == 1 and ease_in_out_cubic(0.5) == pytest.approx(0.5)
    assert Tween(0).done


def test_animation_speed_settings() -> None:
    assert speed_factor("off") is None
    assert speed_factor("fast") == 0.5
    assert speed_factor("normal") == 1.0
    assert speed_factor("slow") == 1.6


def test_every_sound_is_short_quiet_16_bit_mono() -> None:
    for kind in KINDS:
        data = synthesize(kind)
        assert 0 < len(data) / 2 / RATE < 1.0
        samples = memoryview(data).cast("h")
        assert max(abs(value) for value in samples) < 32767 * 0.3


def test_sound_off_or_without_a_device_is_silent_and_safe() -> None:
    Sounds(False).play("click")
    sounds = Sounds(True)
    sounds.play("no-such-kind")
    sounds.play("click")  # the dummy audio driver may or may not open: either way no exception
