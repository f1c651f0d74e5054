"""The puzzle screen's side panel: Hint, Solve (Stop while it plays), Undo, Redo, Restart, Menu, the
puzzle's code with Copy, how the attempt stands, and the move history.

Its rows form one scrolling column (`ui/scroll.ScrollColumn`): with large
text in a small window nothing is cut, the rows scroll instead, and the
keyboard focus is kept in view. Buttons take as many columns as their
longest label allows. The moves Solve played are named as the solver's.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from reflectgames.i18n import t
from reflectgames.table.play_panel import HistoryList, PanelScene, PlayPanel
from reflectgames.ui.draw import draw_panel
from reflectgames.ui.scroll import Label, Row, ScrollColumn
from reflectgames.ui.text import length, line_height, text_width, wrap_text
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button, pointer_position

MAX_BEST_LINES = 3
# The history's least height when the panel scrolls (a few rows of moves).
HISTORY_ROWS = 4


class PuzzleScene(PanelScene, Protocol):
    """What the panel uses of the puzzle screen (`puzzle_play.PuzzlePlayScene`)."""

    playing: list[str]
    solver_moves: set[int]

    @property
    def solving(self) -> bool: ...

    def solve_or_stop(self) -> None: ...

    def restart(self) -> None: ...

    def copy_code(self) -> None: ...

    def code_line(self) -> str: ...

    def best_line(self) -> str: ...


def button_width(buttons: list[Button]) -> int:
    """The least width at which every button's label shows whole."""
    return max(text_width(button.text, "body", True) for button in buttons) + length(28)


class PuzzlePanel(PlayPanel):
    scene: PuzzleScene

    def __init__(self, scene: PuzzleScene) -> None:
        self.column = ScrollColumn()
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen
        super().__init__(scene)

    def build(self) -> None:
        scene = self.scene
        self.hint = Button(t("puzzles.hint"), scene.ask_hint, hotkey=pygame.K_h)
        self.solve = Button(t("puzzles.solve"), scene.solve_or_stop, style="secondary")
        self.undo = Button(t("play.undo"), scene.undo, style="secondary")
        self.redo = Button(t("play.redo"), scene.redo, style="secondary")
        self.restart = Button(t("puzzles.restart"), scene.restart, style="secondary")
        self.menu = Button(t("puzzles.menu"), scene.open_pause, style="secondary")
        self.copy = Button(t("puzzles.copy"), scene.copy_code, style="secondary")
        self.history = HistoryList(scene)
        self.buttons = [self.hint, self.solve, self.undo, self.redo, self.restart, self.menu]
        self.code_label = Label("", accent=True)
        self.best_labels = [Label("") for _ in range(MAX_BEST_LINES)]
        self.history_title = Label(t("play.history"))
        self.best_rows = 1
        self.group = WidgetGroup([*self.buttons, self.copy, self.history])
        self.group.focus(None)
        if self.rect.width:
            self.layout(self.rect)

    def min_width(self) -> int:
        """The narrowest panel that shows one column of whole buttons."""
        stop = Button(t("puzzles.stop"), lambda: None)
        return button_width([*self.buttons, self.copy, stop]) + 2 * length(12) + length(14)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        pad = length(12)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        self.column.rect = inner
        width = inner.width
        rows = self._rows(width, inner.height, pad)
        self.column.layout(inner, rows, pad)
        if self.column.overflows:  # the scrollbar takes a lane: wrap and share the narrower width
            rows = self._rows(self.column.viewport.width, inner.height, pad)
            self.column.layout(inner, rows, pad)
        self.refresh()

    def _rows(self, width: int, height: int, pad: int) -> list[Row]:
        button_h = length(40) if height > length(300) else length(34)
        stop = Button(t("puzzles.stop"), lambda: None)
        columns = max(1, min(3, (width + pad) // (button_width([*self.buttons, stop]) + pad)))
        rows = [Row(self.buttons[start:start + columns], button_h)
                for start in range(0, len(self.buttons), columns)]
        line = line_height("small") + length(4)
        self.code_label.text = self.scene.code_line()
        self.code_label.size = "small"
        code_fits = text_width(self.code_label.text, "small", True) + length(12) <= width - button_width(
            [self.copy]) - pad
        if code_fits:
            rows.append(Row([self.code_label, self.copy], button_h, (2, 1)))
        else:
            rows += [Row([self.code_label], line), Row([self.copy], button_h)]
        lines = wrap_text(self.scene.best_line(), "small", width - length(8))[:MAX_BEST_LINES]
        self.best_rows = len(lines)
        for label, text in zip(self.best_labels, lines, strict=False):
            label.text = text
        rows += [Row([label], line) for label in self.best_labels[: self.best_rows]]
        rows.append(Row([self.history_title], line))
        used = sum(row.height for row in rows) + pad * len(rows)
        # The history takes the rest of the panel, or a few rows of its own when the panel scrolls.
        least = HISTORY_ROWS * (self.history.line_h + length(6)) + length(6)  # rows of one line each
        rows.append(Row([self.history], max(least, height - used)))
        return rows

    def best_lines_needed(self) -> int:
        width = self.column.viewport.width - length(8)
        return min(MAX_BEST_LINES, len(wrap_text(self.scene.best_line(), "small", width)))

    def follow_finality(self) -> bool:
        return False  # a solved puzzle keeps its buttons: Restart is the way to play it again

    def refresh(self) -> None:
        super().refresh()
        scene = self.scene
        open_ = scene.match.outcome() is None and not scene.playing
        self.hint.enabled = open_
        # While Solve asks the solver or plays its answer, its button stops it.
        self.solve.text = t("puzzles.stop") if scene.solving else t("puzzles.solve")
        self.solve.enabled = open_ or scene.solving
        self.restart.enabled = scene.match.cursor > 0 and not scene.playing
        lines = wrap_text(scene.best_line(), "small", self.column.viewport.width - length(8))
        for label, text in zip(self.best_labels, lines[:MAX_BEST_LINES], strict=False):
            label.text = text

    def refresh_history(self) -> None:
        """The history, with the moves Solve played named as the solver's."""
        super().refresh_history()
        scene = self.scene
        match = scene.match
        rows = list(self.history.rows)
        for number in scene.solver_moves:
            if number <= len(rows):
                words = scene.view.describe_move(match.moves[number - 1])
                rows[number - 1] = t("play.history_row", number=number, name=t("puzzles.solver_name"),
                                     move=words)
        self.history.set_rows(rows, scene.review)

    # --- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        # The wheel over the history scrolls its moves; anywhere else on the panel, the panel.
        pointer = pointer_position(self.pointer)
        over_history = pointer is not None and self.history.rect.collidepoint(pointer) \
            and self.column.is_shown(self.history) and len(self.history.rows) > 0
        if not (event.type == pygame.MOUSEWHEEL and over_history) and self.column.handle_event(event):
            return True
        if pos is not None and event.type != pygame.MOUSEMOTION and not self.column.viewport.collidepoint(
                pos):
            # A row scrolled out of sight takes no click; a click elsewhere on the panel does nothing.
            return event.type == pygame.MOUSEBUTTONDOWN and bool(self.rect.collidepoint(pos))
        handled = super().handle_event(event)
        focused = self.group.focused
        if focused is not None and self.has_focus():
            self.column.reveal(focused)
        return handled

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.scene.app.palette
        draw_panel(surface, self.rect, palette)
        self.column.draw(surface, palette)
