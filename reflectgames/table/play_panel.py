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
from reflectgames.ui.draw import draw_panel
from reflectgames.ui.text import draw_text, length, line_height
from reflectgames.ui.theme import Palette, darker, mix
from reflectgames.ui.widgets import Button, Widget, WidgetGroup

if TYPE_CHECKING:
    from reflectgames.core.match import Match
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

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def undo_unavailable_reason(self) -> str | None: ...

    def is_final(self) -> bool: ...

    def ask_hint(self) -> None: ...

    def open_pause(self) -> None: ...

    def open_rules(self) -> None: ...

    def play_again(self) -> None: ...

    def new_game(self) -> None: ...

    def say(self, message: str, error: bool = False) -> None: ...


def place_button_rows(rows: list[list[Button]], inner: pygame.Rect, button_h: int, pad: int) -> int:
    """Lay buttons out in rows sharing the width equally; returns the y below the last row."""
    y = inner.y
    for row in rows:
        width = (inner.width - (len(row) - 1) * pad) // len(row)
        for index, button in enumerate(row):
            button.rect = pygame.Rect(inner.x + index * (width + pad), y, width, button_h)
        y += button_h + pad
    return y


class HistoryList(Widget):
    """Compact rows "12. Ada — frog left"; Up/Down/Enter or a click choose a position."""

    def __init__(self, scene: PanelScene) -> None:
        super().__init__(True)
        self.scene = scene
        self.rows: list[str] = []
        self.selected: int | None = None  # position index (1-based move number)
        self.scroll = 0

    @property
    def row_h(self) -> int:
        return line_height("small") + length(6)

    def set_rows(self, rows: list[str], selected: int | None) -> None:
        self.rows = rows
        self.selected = selected
        visible = max(1, self.rect.height // max(1, self.row_h))
        target = (selected or len(rows)) - 1
        if target >= self.scroll + visible:
            self.scroll = target - visible + 1
        if target < self.scroll:
            self.scroll = max(0, target)
        self.scroll = max(0, min(self.scroll, max(0, len(rows) - visible)))

    def activate(self) -> None:
        if self.rows:
            self.scene.show_position(self.selected or len(self.rows))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive or not self.rows:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            index = self.scroll + (event.pos[1] - self.rect.y) // self.row_h
            if index < len(self.rows):
                self.scene.show_position(index + 1)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y, max(0, len(self.rows) - 1)))
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_UP, pygame.K_DOWN):
            current = self.selected or len(self.rows)
            step = -1 if event.key == pygame.K_UP else 1
            self.scene.show_position(max(1, min(len(self.rows), current + step)))
            return True
        return False

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        pygame.draw.rect(surface, darker(palette.panel, 0.2), self.rect, border_radius=8)
        if self.focused:
            pygame.draw.rect(surface, palette.focus, self.rect, 2, border_radius=8)
        if not self.rows:
            draw_text(
                surface,
                t("play.no_moves"),
                self.rect.move(length(8), length(6)).topleft,
                "small",
                palette.text_muted,
            )
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        with recording.viewport(self.rect):
            self._draw_rows(surface, palette)
        surface.set_clip(clip)

    def _draw_rows(self, surface: pygame.Surface, palette: Palette) -> None:
        y = self.rect.y + length(3)
        for index in range(self.scroll, len(self.rows)):
            if y > self.rect.bottom:
                break
            row = pygame.Rect(self.rect.x + 3, y, self.rect.width - 6, self.row_h)
            current = index + 1 == (self.selected or -1)
            if current:
                pygame.draw.rect(surface, mix(palette.panel, palette.accent, 0.35), row, border_radius=6)
            color = palette.text if current or self.selected is None else palette.text_muted
            draw_text(
                surface,
                self.rows[index],
                (row.x + length(6), row.centery),
                "small",
                color,
                anchor="midleft",
                max_width=row.width - length(10),
            )
            y += self.row_h


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
        if self.computer_hint is not None:
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
            mover = match.mover_of(index)
            name = match.players[mover].name if mover >= 0 else ""
            words = scene.view.describe_move(match.moves[index - 1], mover)
            rows.append(t("play.history_row", number=index, name=name, move=words))
        self.history.set_rows(rows, scene.review)
        if not self.board_has_keys:
            self.group.ensure_focus()

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

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._explain_disabled_undo(event):
            return True
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
