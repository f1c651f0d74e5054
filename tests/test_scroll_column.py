"""The scrolling column: every row reachable (wheel, scrollbar, `reveal`), nothing clickable out of view."""

from __future__ import annotations

import pygame
import pytest

from reflectgames.ui.scroll import Label, Row, ScrollColumn
from reflectgames.ui.theme import get_palette
from reflectgames.ui.widgets import Button


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def column_of(rows: int = 10, height: int = 100) -> tuple[ScrollColumn, list[Button]]:
    buttons = [Button(f"row {n}", lambda: None) for n in range(rows)]
    column = ScrollColumn()
    column.layout(pygame.Rect(10, 20, 300, height), [Row([b], 30) for b in buttons], 10)
    return column, buttons


def wheel(column: ScrollColumn, notches: int) -> bool:
    column.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 50), rel=(0, 0), buttons=(0, 0, 0)))
    return column.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))


def test_rows_that_fit_do_not_scroll_or_draw_a_bar():
    column, buttons = column_of(rows=2)
    assert not column.overflows and column.max_offset == 0
    assert not wheel(column, -1)
    assert buttons[1].rect.top == 20 + 40 and buttons[1].rect.width == 300


def test_the_wheel_scrolls_within_the_content():
    column, buttons = column_of()
    assert column.overflows and column.max_offset == 10 * 30 + 9 * 10 - 100
    assert wheel(column, -1) and column.offset > 0
    for _ in range(50):
        wheel(column, -1)
    assert column.offset == column.max_offset
    assert buttons[-1].rect.bottom == column.rect.bottom
    for _ in range(50):
        wheel(column, 1)
    assert column.offset == 0 and buttons[0].rect.top == column.rect.top


def test_reveal_brings_a_row_wholly_into_view_and_back():
    column, buttons = column_of()
    column.reveal(buttons[7])
    assert column.viewport.contains(buttons[7].rect)
    column.reveal(buttons[0])
    assert column.offset == 0


def test_a_row_scrolled_out_of_view_takes_no_click():
    column, buttons = column_of()
    hidden = buttons[5]
    assert column.widget_at(hidden.rect.center) is None
    column.reveal(hidden)
    assert column.widget_at(hidden.rect.center) is hidden
    assert not column.is_shown(buttons[0])


def test_the_scrollbar_pages_and_drags():
    column, _buttons = column_of()
    track = column._track()
    below = (track.centerx, track.bottom - 2)
    assert column.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=below, button=1))
    assert column.offset > 0
    column.scroll_to(0)
    thumb = column.bar.thumb(column.offset, column.content_height, column.rect.height)
    column.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1))
    column.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, track.bottom + 50),
                                           rel=(0, 0), buttons=(1, 0, 0)))
    assert column.offset == column.max_offset
    column.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1))
    assert column.bar.grab is None


def test_weights_share_a_row_and_labels_take_no_focus():
    label, button = Label("Player 1"), Button("x", lambda: None)
    column = ScrollColumn()
    column.layout(pygame.Rect(0, 0, 310, 200), [Row([label, button], 30, (1, 2))], 10)
    assert label.rect.width == 100 and button.rect.left == 110 and button.rect.right == 310
    assert not label.interactive
    surface = pygame.Surface((320, 220))
    column.draw(surface, get_palette("standard"))
    assert surface.get_clip() == surface.get_rect()
