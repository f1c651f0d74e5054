"""The play scene's side panel: undo/redo, menu and rules buttons, and the move history.

The history lists every move in readable words; choosing one shows the
position after it read-only (the play scene handles the stepping). Tab moves
the keyboard from the board into the panel and Esc gives it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from reflectgames.audit import recording
from reflectgames.i18n import t
from reflectgames.i18n.names import shown_name
from reflectgames.ui.draw import draw_panel
from reflectgames.ui.scroll import ScrollBar
from reflectgames.ui.text import (
    MIN_TEXT_PX,
    draw_fitted,
    draw_text,
    fitted_height,
    get_ui_scale,
    length,
    line_height,
    text_width,
    wrap_text,
)
from reflectgames.ui.theme import Palette, darker, mix
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from reflectgames.core.match import Match
    from reflectgames.core.rules import Event
    from reflectgames.table.computer_turns import ComputerTurns
    from reflectgames.ui.game_view import GameView
    from reflectgames.ui.scene import AppServices


class PanelScene(Protocol):
    """What the panel uses of its play scene (`table.play.PlayScene` implements it)."""

    app: AppServices
    match: Match
    computer: ComputerTurns
    status: str

    @property
    def view(self) -> GameView: ...

    @property
    def review(self) -> int | None: ...

    def show_position(self, index: int) -> None: ...

    def seen_events(self, index: int) -> list[Event]: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def undo_unavailable_reason(self) -> str | None: ...

    def hint_estimate_text(self) -> str | None: ...

    def status_fits(self, text: str) -> bool: ...

    def is_final(self) -> bool: ...

    def ask_hint(self) -> None: ...

    def open_pause(self) -> None: ...

    def open_rules(self) -> None: ...

    def play_again(self) -> None: ...

    def new_game(self) -> None: ...

    def say(self, message: str, error: bool = False) -> None: ...


def place_button_rows(rows: list[list[Button]], inner: pygame.Rect, button_h: int, pad: int) -> int:
    """Lay buttons out in rows sharing the width equally; returns the y below the last row. A row whose
    labels do not all fit side by side (a narrow panel, a large text scale) gives each its own row."""
    y = inner.y
    for row in [part for given in rows for part in _fitting_rows(given, inner.width, pad)]:
        width = (inner.width - (len(row) - 1) * pad) // len(row)
        for index, button in enumerate(row):
            button.rect = pygame.Rect(inner.x + index * (width + pad), y, width, button_h)
        y += button_h + pad
    return y


def _fitting_rows(row: list[Button], width: int, pad: int) -> list[list[Button]]:
    share = (width - (len(row) - 1) * pad) // len(row) - length(16)  # a button's label room
    if all(text_width(button.text, "small", True) <= share for button in row):
        return [row]
    return [[button] for button in row]


class HistoryList(Widget):
    """Rows "12. Ada — frog left", each wrapped onto as many lines as its words need; Up/Down/Enter
    or a click choose a position. The wheel, the scroll bar and the keyboard scroll it."""

    def __init__(self, scene: PanelScene) -> None:
        super().__init__(True)
        self.scene = scene
        self.rows: list[str] = []
        self.selected: int | None = None  # position index (1-based move number)
        self.scroll = 0  # pixels of rows above the top of the list
        self.bar = ScrollBar()
        self._lines: list[list[str]] = []
        self._wrapped_for: tuple[int, float, tuple[str, ...]] | None = None

    @property
    def line_h(self) -> int:
        return line_height("small")

    def _text_width(self) -> int:
        return self.rect.width - 6 - length(10) - length(12)  # the row inset, its padding and the bar's lane

    def _wrap(self) -> list[list[str]]:
        """Each row's lines at the current width and text scale (wrapped again only when those change)."""
        key = (self._text_width(), get_ui_scale(), tuple(self.rows))
        if key != self._wrapped_for:
            width = max(1, key[0])
            self._lines = [wrap_text(row, "small", width) for row in self.rows]
            self._wrapped_for = key
        return self._lines

    def _row_height(self, index: int) -> int:
        return len(self._wrap()[index]) * self.line_h + length(6)

    def _row_top(self, index: int) -> int:
        return sum(self._row_height(row) for row in range(index))

    def _content_height(self) -> int:
        return self._row_top(len(self.rows)) + length(6)

    def _scroll_to(self, offset: int) -> None:
        self.scroll = max(0, min(int(offset), max(0, self._content_height() - self.rect.height)))

    def set_rows(self, rows: list[str], selected: int | None) -> None:
        self.rows = rows
        self.selected = selected
        if not rows:
            self.scroll = 0
            return
        target = (selected or len(rows)) - 1
        top = self._row_top(target) + length(3)
        bottom = top + self._row_height(target)
        if bottom > self.scroll + self.rect.height:
            self.scroll = bottom - self.rect.height + length(3)
        if top < self.scroll:
            self.scroll = top - length(3)
        self._scroll_to(self.scroll)

    def activate(self) -> None:
        if self.rows:
            self.scene.show_position(self.selected or len(self.rows))

    def _row_at(self, y: int) -> int | None:
        inside = y - self.rect.y - length(3) + self.scroll
        top = 0
        for index in range(len(self.rows)):
            height = self._row_height(index)
            if top <= inside < top + height:
                return index
            top += height
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive or not self.rows:
            return False
        self.bar.track = self._track()
        moved = self.bar.handle_event(event, self.scroll, self._content_height(), self.rect.height)
        if moved is not None:
            self._scroll_to(moved)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            index = self._row_at(event.pos[1])
            if index is not None:
                self.scene.show_position(index + 1)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_to(self.scroll - event.y * 2 * self.line_h)
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_UP, pygame.K_DOWN):
            current = self.selected or len(self.rows)
            step = -1 if event.key == pygame.K_UP else 1
            self.scene.show_position(max(1, min(len(self.rows), current + step)))
            return True
        return False

    def _track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - length(9), self.rect.top + length(4), length(5),
                           self.rect.height - length(8))

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        pygame.draw.rect(surface, darker(palette.panel, 0.2), self.rect, border_radius=8)
        if self.focused:
            pygame.draw.rect(surface, palette.focus, self.rect, 2, border_radius=8)
        if not self.rows:
            note = self.rect.inflate(-length(16), -length(8))
            note.height = fitted_height(t("play.no_moves"), note, ("small", MIN_TEXT_PX))  # at the top
            draw_fitted(surface, t("play.no_moves"), note, palette.text_muted, ("small", MIN_TEXT_PX))
            return
        self._scroll_to(self.scroll)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        with recording.viewport(self.rect):
            self._draw_rows(surface, palette)
        surface.set_clip(clip)
        self.bar.track = self._track()
        self.bar.draw(surface, palette, self.scroll, self._content_height(), self.rect.height)

    def _draw_rows(self, surface: pygame.Surface, palette: Palette) -> None:
        y = self.rect.y + length(3) - self.scroll
        for index, lines in enumerate(self._wrap()):
            height = self._row_height(index)
            if y > self.rect.bottom:
                break
            if y + height >= self.rect.top:
                row = pygame.Rect(self.rect.x + 3, y, self.rect.width - 6 - length(12), height)
                current = index + 1 == (self.selected or -1)
                if current:
                    pygame.draw.rect(surface, mix(palette.panel, palette.accent, 0.35), row, border_radius=6)
                color = palette.text if current or self.selected is None else palette.text_muted
                for number, line in enumerate(lines):
                    draw_text(surface, line, (row.x + length(6), row.y + length(3) + number * self.line_h),
                              "small", color)
            y += height


class PlayPanel:
    computer_hint: Button | None = None  # in games for several players that have a computer player
    final = False  # the game is over for good: Play again and New game replace Undo and Redo

    def __init__(self, scene: PanelScene) -> None:
        self.scene = scene
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.board_has_keys = True
        self.build()

    def build(self) -> None:
        scene = self.scene
        self.undo = Button(t("play.undo"), scene.undo, style="secondary")
        self.redo = Button(t("play.redo"), scene.redo, style="secondary")
        self.menu = Button(t("play.menu"), scene.open_pause, style="secondary")
        self.rules = Button(t("play.rules"), scene.open_rules, style="secondary")
        self.again = Button(t("gameover.play_again"), scene.play_again)
        self.new_game = Button(t("play.new_game"), scene.new_game, style="secondary")
        self.history = HistoryList(scene)
        self.final = scene.is_final()
        offered = scene.computer.hint_offered()
        self.computer_hint = Button(t("play.hint"), scene.ask_hint, style="secondary") if offered else None
        self.group_buttons()

    def group_buttons(self) -> None:
        """Put the panel's buttons and history in one keyboard group (after `build` made them)."""
        buttons = [button for row in self.button_rows() for button in row]
        self.group = WidgetGroup([*buttons, self.history])
        self.group.focus(None)
        if self.rect.width:
            self.layout(self.rect)

    def button_rows(self) -> list[list[Button]]:
        # A finished game is final: where Undo and Redo were, a rematch or a new game.
        first = [self.again, self.new_game] if self.final else [self.undo, self.redo]
        rows = [first, [self.menu, self.rules]]
        if self.computer_hint is not None and not self.final:  # a finished game has no move to hint
            rows.append([self.computer_hint])
        return rows

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        pad = length(12)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        button_h = length(40)
        y = place_button_rows(self.button_rows(), inner, button_h, pad)
        self.title_pos = (inner.x, y)
        y += line_height("small") + length(6)
        self.history.rect = pygame.Rect(inner.x, y, inner.width, max(length(40), inner.bottom - y))
        self.refresh()

    def follow_finality(self) -> bool:
        """Swap Undo/Redo for Play again/New game when the game ends for good; True if rebuilt."""
        if self.scene.is_final() == self.final:
            return False
        self.final = self.scene.is_final()
        self.group_buttons()  # lays out again, which refreshes
        return True

    def refresh(self) -> None:
        scene = self.scene
        match = scene.match
        if self.follow_finality():
            return
        # Reviewing is read-only: stepping through positions, never taking one back.
        self.undo.enabled = match.can_undo() and scene.review is None
        self.redo.enabled = match.can_redo() and scene.review is None
        if self.computer_hint is not None:
            self.computer_hint.enabled = scene.computer.hint_allowed()
        self.refresh_history()

    def refresh_history(self) -> None:
        scene = self.scene
        match = scene.match
        rows = []
        for index in range(1, match.cursor + 1):
            name, words = self.history_line(index)
            rows.append(t("play.history_row", number=index, name=name, move=words))
        self.history.set_rows(rows, scene.review)
        if not self.board_has_keys:
            self.group.ensure_focus()

    def history_line(self, index: int) -> tuple[str, str]:
        """Who played move `index`, and the move in words followed by what followed from it, as far
        as the seat on screen may know."""
        scene = self.scene
        match, view = scene.match, scene.view
        mover = match.mover_of(index)
        words = view.describe_move(match.moves[index - 1], mover)
        for then in view.describe_events(scene.seen_events(index), mover):
            words = t("play.history_then", move=words, then=then)
        return (shown_name(match.players[mover].name) if mover >= 0 else ""), words

    def review_status(self, index: int) -> str:
        """The status line while the position after move `index` is reviewed (0: the start): the move
        in full with what followed from it, or, where the status line cannot show that whole, the move
        alone (its history row, which wraps, still says what followed), or just the position."""
        scene = self.scene
        total = scene.match.history_length
        plain = t("play.reviewing", index=index, total=total)
        if not 0 < index <= len(scene.match.moves):  # the start, or a move past the cursor (redo)
            return plain
        name, words = self.history_line(index)
        move_only = scene.view.describe_move(scene.match.moves[index - 1], scene.match.mover_of(index))
        for move in (words, move_only):
            said = t("play.reviewing_move", index=index, total=total, name=name, move=move)
            if scene.status_fits(said):
                return said
        return plain

    def has_focus(self) -> bool:
        return not self.board_has_keys

    def release_focus(self) -> None:
        self.board_has_keys = True
        self.group.focus(None)

    def _explain_disabled_undo(self, event: pygame.event.Event) -> bool:
        """A greyed-out Undo says why when it is pointed at or clicked."""
        undo = getattr(self, "undo", None)  # a panel without Undo (watching) has nothing to explain
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) or undo is None or undo.enabled:
            return False
        if undo not in self.group.widgets or not undo.rect.collidepoint(event.pos):
            return False
        reason = self.scene.undo_unavailable_reason()
        if reason is not None and reason != self.scene.status:
            self.scene.say(reason)
        return event.type == pygame.MOUSEBUTTONDOWN

    def _explain_hint(self, event: pygame.event.Event) -> None:
        """Pointing at Hint while its move is on screen says the computer's estimate of it."""
        hint = self.computer_hint
        if event.type != pygame.MOUSEMOTION or hint is None or not hint.rect.collidepoint(event.pos):
            return
        estimate = self.scene.hint_estimate_text()
        if estimate is not None and estimate != self.scene.status:
            self.scene.say(estimate)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._explain_disabled_undo(event):
            return True
        self._explain_hint(event)
        if self.history.bar.grab is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return self.history.handle_event(event)  # the history's scroll thumb is being dragged
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            if self.board_has_keys:
                self.board_has_keys = False
                self.group.focus(None)
                self.group.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            focusable = [w for w in self.group.widgets if w.enabled]
            at_end = self.group.focused is (focusable[0] if event.mod & pygame.KMOD_SHIFT else focusable[-1])
            if at_end:  # past the last widget the keys go back to the board
                self.release_focus()
                return True
            return self.group.handle_event(event)
        if event.type == pygame.KEYDOWN and self.board_has_keys:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            handled = self.group.handle_event(event)
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.board_has_keys = True  # buttons work by mouse; keys stay with the board
                self.group.focus(None)
            return handled and event.type != pygame.MOUSEMOTION
        return self.group.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.scene.app.palette
        draw_panel(surface, self.rect, palette)
        self.group.draw(surface, palette)
        draw_text(surface, t("play.history"), self.title_pos, "small", palette.text_muted, bold=True)
