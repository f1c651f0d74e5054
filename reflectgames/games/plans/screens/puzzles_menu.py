"""The Puzzles menu: deal a graded puzzle, open a code, play the daily puzzle, or pick a practice one.

Dealing asks the solver's worker process for a puzzle of the level (see
`games/plans/deal.py`); the menu keeps drawing a "dealing" dialog meanwhile
and Esc or Cancel stops it. A code that cannot be read is explained in the
status line and nothing else changes. Practice puzzles are the `plans-*`
example saves shipped with the app, each with the player's best score.
"""

from __future__ import annotations

import datetime
import functools
import math
import random
from typing import TYPE_CHECKING

import pygame

from reflectgames.games.plans.best_scores import BestScore
from reflectgames.games.plans.codes import CodeError, Puzzle, decode
from reflectgames.games.plans.deal import LEVELS
from reflectgames.games.plans.describe import par_words
from reflectgames.games.plans.pars import Par
from reflectgames.games.plans.screens.puzzle_sources import Practice, date_text, practice_puzzles
from reflectgames.games.plans.solver_worker import (
    TARGET_SECONDS,
    DealReply,
    ErrorReply,
    SolveReply,
    SolverReply,
    SolverWorker,
    deal_question,
    puzzle_of,
    puzzle_question,
)
from reflectgames.i18n import explain, has_key, t
from reflectgames.storage.errors import SaveError
from reflectgames.table.menu import MenuScene
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title
from reflectgames.ui.clipboard import clipboard_text
from reflectgames.ui.draw import draw_background, draw_panel
from reflectgames.ui.list_view import ListRow, ListView
from reflectgames.ui.scroll import Label, Row, ScrollColumn
from reflectgames.ui.text import (
    draw_text,
    draw_wrapped,
    get_ui_scale,
    length,
    line_height,
    text_width,
    wrap_text,
)
from reflectgames.ui.text_input import TextInput
from reflectgames.ui.theme import Palette
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices as App  # the app as every scene knows it

# Below this window height the menu's title and rows are drawn smaller.
TALL_WINDOW = 700
# Below this height, in unscaled pixels (the window's height over the text scale), the title shrinks.
SHORT_WINDOW = 420
# Below this width (in unscaled pixels) the menu is one panel whose rows scroll.
TWO_PANELS_WIDTH = 860


class TextLine(Label):
    """One line of the menu's text: a section heading (bold) or a line of words (muted, or red)."""

    def __init__(self, text: str, *, heading: bool = False, danger: bool = False) -> None:
        super().__init__(text, "small")
        self.heading = heading
        self.danger = danger

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        if not self.drawable:
            return
        ink = palette.danger if self.danger else palette.text_muted
        draw_text(surface, self.text, self.rect.midleft, "small", ink, bold=self.heading, anchor="midleft",
                  max_width=self.rect.width)

LEVEL_HOTKEYS = {"easy": pygame.K_1, "medium": pygame.K_2, "hard": pygame.K_3, "expert": pygame.K_4}


class PuzzlesScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.worker = SolverWorker()
        # The daily puzzle's par is worked out in a second worker while the menu is on top.
        self.par_worker = SolverWorker()
        self.par_code: str | None = None  # the puzzle the par worker is on
        self.par_tried: set[str] = set()  # asked during this visit without an answer: not asked again
        self.pars: dict[str, Par] = {}
        self.dealing: str | None = None
        self.spin = 0.0
        self.status = ""
        self.scores: dict[str, BestScore] = {}
        self.code_input = TextInput(label=t("puzzles.code_label"), max_length=40,
                                    placeholder=t("puzzles.code_placeholder"))
        self.list = ListView(on_activate=self._open_practice, empty_text=t("puzzles.no_practice"))
        self.practice: list[Practice] = []
        self.cancel_button = Button(t("common.cancel"), self.cancel_deal, style="secondary")
        self.dialog = pygame.Rect(0, 0, 0, 0)
        self.column = ScrollColumn()
        self.two_panels = True
        self.left = self.right = pygame.Rect(0, 0, 0, 0)
        self.laid_out_for: tuple[str, str, int] | None = None
        self.title_size = 48
        self._build()

    def _build(self) -> None:
        self.level_buttons = [
            Button(t(f"puzzles.level.{level}"), functools.partial(self.deal, level),
                   style="primary" if level == "easy" else "secondary", hotkey=LEVEL_HOTKEYS[level])
            for level in LEVELS
        ]
        self.daily_button = Button(t("puzzles.daily"), self.open_daily, style="secondary", hotkey=pygame.K_d)
        self.code_input.label = t("puzzles.code_label")
        self.code_input.placeholder = t("puzzles.code_placeholder")
        self.open_button = Button(t("puzzles.open_code"), self.open_code, style="secondary")
        self.paste_button = Button(t("puzzles.paste"), self.paste_code, style="secondary")
        self.back_button = Button(t("common.back"), self.leave, style="secondary")
        self.cancel_button.text = t("common.cancel")
        self.deal_label = TextLine(t("puzzles.deal"), heading=True)
        self.daily_label = TextLine(t("puzzles.daily"), heading=True)
        self.practice_label = TextLine(t("puzzles.practice"), heading=True)
        self.group = WidgetGroup([*self.level_buttons, self.daily_button, self.code_input, self.paste_button,
                                  self.open_button, self.list, self.back_button])
        self.group.focus(self.level_buttons[0])

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def pause(self) -> None:
        # The puzzle opened over the menu gets both cores; the par is asked again on return.
        self._stop_par()

    def exit(self) -> None:
        self.worker.cancel()
        self._stop_par()

    def _stop_par(self) -> None:
        self.par_worker.cancel()
        self.par_code = None

    def settings_changed(self) -> None:
        self._build()
        self.refresh()
        self.layout(self.app.size)

    def refresh(self) -> None:
        """Read the practice puzzles and the best scores again (after playing one)."""
        from reflectgames.games.plans.best_scores import load_best_scores
        from reflectgames.games.plans.pars import load_pars

        try:
            self.scores = load_best_scores()
        except SaveError as error:
            self.scores = {}
            self.status = t("puzzles.scores_damaged", reason=explain(error))
        self.pars = load_pars()
        self.practice = practice_puzzles()
        rows = []
        for entry in self.practice:
            best = self.scores.get(entry.puzzle.code)
            status = t("puzzles.best_row", count=best.moves) if best else t("puzzles.unsolved")
            detail = f"{entry.puzzle.code} · {goal_words(entry.puzzle)}"
            par = par_words(self.pars.get(entry.puzzle.code))
            if par is not None:  # on the longer line: the status beside the name has little room
                detail = t("puzzles.par_row", best=detail, par=par)
            rows.append(ListRow(entry.name, detail=detail, status=status, tone="success" if best else "muted",
                                data=entry))
        self.list.set_rows(rows)
        self._ask_daily_par()

    def _ask_daily_par(self) -> None:
        """Work out today's par in the background unless it is cached (or being worked out)."""
        from reflectgames.games.plans.daily import daily_puzzle

        code = daily_puzzle(datetime.date.today()).code
        if code in self.pars or code in self.par_tried or self.par_code == code:
            return
        self.par_worker.ask(puzzle_question(daily_puzzle(datetime.date.today()), TARGET_SECONDS))
        self.par_code = code

    def _receive_par(self, reply: SolverReply) -> None:
        from reflectgames.games.plans.pars import remember_par

        code, self.par_code = self.par_code, None
        if code is None:
            return
        if not isinstance(reply, SolveReply) or not reply.moves:
            self.par_tried.add(code)  # none found in time (or the solver failed, logged): not again now
            return
        try:
            remember_par(code, len(reply.moves), reply.proven)
        except SaveError:
            self.par_tried.add(code)  # cannot be cached: shown again next visit
            return
        self.refresh()
        self.app.request_redraw()

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        self.title_size = title_size(height)
        self.title_y = length(70) if height >= TALL_WINDOW else length(self.title_size + 14)
        margin = length(32)
        top = self.title_y + length(self.title_size + 16)
        self.back_button.rect = pygame.Rect(0, 0, min(length(160), width - 2 * margin), length(40))
        self.back_button.rect.midbottom = (width // 2, height - length(14))
        bottom = self.back_button.rect.top - length(10)
        pad = length(20)
        # Two panels side by side where both have room; else one, whose rows scroll (large text).
        self.two_panels = min(width, length(1200)) >= length(TWO_PANELS_WIDTH)
        if self.two_panels:
            column = (min(width, length(1200)) - 3 * margin) // 2
            left_x = (width - 2 * column - margin) // 2
            self.left = pygame.Rect(left_x, top, column, bottom - top)
            self.right = pygame.Rect(self.left.right + margin, top, column, bottom - top)
        else:
            self.left = pygame.Rect(margin // 2, top, width - margin, bottom - top)
            self.right = pygame.Rect(0, 0, 0, 0)
        inner = self.left.inflate(-2 * pad, -2 * pad)
        self.column.layout(inner, self._rows(inner.width, height), length(10))
        if self.column.overflows:  # the scrollbar takes a lane: wrap the text to what is left
            self.column.layout(inner, self._rows(self.column.viewport.width, height), length(10))
        if self.two_panels:
            inner = self.right.inflate(-2 * pad, -2 * pad)
            self.practice_label.rect = pygame.Rect(inner.x, inner.y, inner.width, line_height("small"))
            list_top = inner.y + line_height("small") + length(8)
            self.list.rect = pygame.Rect(inner.x, list_top, inner.width, inner.bottom - list_top)
        self.dialog = pygame.Rect(0, 0, min(length(520), width - 80), length(250))
        self.dialog.center = (width // 2, height // 2)
        self.cancel_button.rect = pygame.Rect(0, 0, length(160), length(42))
        self.cancel_button.rect.midbottom = (self.dialog.centerx, self.dialog.bottom - length(20))
        self.laid_out_for = self._words_shown()

    def _rows(self, width: int, height: int) -> list[Row]:
        """The menu's rows, wrapped to `width`: levels, today's puzzle, a code, and in one panel the
        practice puzzles too."""
        row = length(44) if height >= TALL_WINDOW else length(38)
        line = line_height("small") + length(2)
        widest = max(text_width(button.text, "body", True) for button in self.level_buttons) + length(28)
        per_row = max(1, min(len(self.level_buttons), (width + length(10)) // (widest + length(10))))
        if 1 < per_row < len(self.level_buttons):
            per_row = 2  # two rows of two rather than three and a lone one
        rows = [Row([self.deal_label], line)]
        buttons = self.level_buttons
        rows += [Row(buttons[k:k + per_row], row) for k in range(0, len(buttons), per_row)]
        for level in LEVELS:
            text = f"{t(f'puzzles.level.{level}')}: {t(f'puzzles.level_detail.{level}')}"
            rows += self._text_rows(text, width, line)
        rows.append(Row([self.daily_label], line))
        rows.append(Row([self.daily_button], row))
        rows += self._text_rows(self.daily_text(datetime.date.today()), width, line)
        rows.append(Row([self.code_input], row))
        rows.append(Row([self.paste_button, self.open_button], row))
        if self.status:
            rows += self._text_rows(self.status, width, line, danger=True)
        if not self.two_panels:
            rows.append(Row([self.practice_label], line))
            shown = max(1, len(self.list.rows))
            rows.append(Row([self.list], shown * self.list.row_height + length(8)))
        return rows

    def _text_rows(self, text: str, width: int, height: int, danger: bool = False) -> list[Row]:
        """Rows of wrapped text (never cut: as many lines as it takes)."""
        return [Row([TextLine(part, danger=danger)], height)
                for part in wrap_text(text, "small", width - length(8))]

    def _words_shown(self) -> tuple[str, str, int]:
        """What the rows were wrapped for: a change (a status, the daily par) lays them out again."""
        return self.status, self.daily_text(datetime.date.today()), len(self.list.rows)

    # --- actions -----------------------------------------------------------------------
    def deal(self, level: str) -> None:
        self.status = ""
        self.dealing = level
        self.worker.ask(deal_question(level, random.randrange(2**31)))
        self.app.request_redraw()

    def cancel_deal(self) -> None:
        self.worker.cancel()
        self.dealing = None
        self.app.request_redraw()

    def open_daily(self) -> None:
        from reflectgames.games.plans.daily import daily_puzzle

        today = datetime.date.today()
        self._play(daily_puzzle(today), "daily", {"date": date_text(today)})

    def open_code(self) -> None:
        try:
            puzzle = decode(self.code_input.text)
        except CodeError as error:
            key = f"puzzles.code_error.{error.key}"
            self.status = t(key, **error.params) if has_key(key) else str(error)
            self.app.sounds.play("error")
            return
        self.status = ""
        self._play(puzzle, "code")

    def paste_code(self) -> None:
        """The clipboard's text in the code box (as Ctrl+V there), ready to open."""
        text = " ".join(clipboard_text().split())
        if not text:
            self.status = t("puzzles.paste_empty")
            self.app.sounds.play("error")
            return
        self.code_input.text = text[: self.code_input.max_length]
        self.code_input.cursor = len(self.code_input.text)
        self.status = ""
        self.group.focus(self.code_input)

    def _open_practice(self, row: ListRow) -> None:
        entry: Practice | None = row.data
        if entry is not None:
            self._play(entry.puzzle, "practice", {"name": entry.name})

    def _play(self, puzzle: Puzzle, source: str, title_args: dict[str, str] | None = None,
              best: list[str] | None = None, proven: bool = False) -> None:
        from reflectgames.games.plans.screens.puzzle_play import PuzzlePlayScene

        scene = PuzzlePlayScene(self.app, puzzle, source, title_args=title_args, best=best, proven=proven)
        self.app.push(scene)

    # --- frame -------------------------------------------------------------------------
    def leave(self) -> None:
        self.app.pop()

    def escape(self) -> None:
        if self.dealing is not None:
            self.cancel_deal()
        else:
            self.leave()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dealing is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel_deal()
            elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.cancel_button.handle_event(event)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.group.focused is self.code_input:
            self.open_code()
            return
        if self._scrolls(event):
            return
        super().handle_event(event)
        focused = self.group.focused
        if focused is not None and focused is not self.back_button:
            self.column.reveal(focused)  # the keyboard's focus is never scrolled out of sight

    def _scrolls(self, event: pygame.event.Event) -> bool:
        """The wheel and the scrollbar move the rows; a click on a row scrolled out of sight does nothing."""
        if self.column.handle_event(event):
            return True
        pos = getattr(event, "pos", None)
        if event.type != pygame.MOUSEBUTTONDOWN or pos is None or self.column.viewport.collidepoint(pos):
            return False
        hidden = [widget for widget in self.group.widgets
                  if widget.rect.collidepoint(pos) and not self.column.is_shown(widget)
                  and widget is not self.back_button and not (self.two_panels and widget is self.list)]
        return bool(hidden)

    def update(self, dt: float) -> None:
        if self.laid_out_for is not None and self._words_shown() != self.laid_out_for:
            self.layout(self.app.size)  # a status or today's par now reads differently: wrap it again
        par_reply = self.par_worker.poll()
        if par_reply is not None:
            self._receive_par(par_reply)
        reply = self.worker.poll()
        if reply is not None and self.dealing is not None:
            level, self.dealing = self.dealing, None
            if isinstance(reply, ErrorReply):
                self.status = t("puzzles.deal_failed", reason=reply.message)
            elif isinstance(reply, DealReply):
                self._play(puzzle_of(reply), level, None, reply.moves, reply.proven)
        if self.dealing is not None:
            self.spin = (self.spin + dt) % 1.0

    def is_animating(self) -> bool:
        # While a worker thinks the frames keep coming, so its answer is polled.
        return self.dealing is not None or self.par_worker.busy

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        width = surface.get_width()
        draw_reflected_title(surface, t("puzzles.title"), (width // 2, self.title_y), palette,
                             size=self.title_size)
        draw_panel(surface, self.left, palette)
        self.column.draw(surface, palette)
        if self.two_panels:
            draw_panel(surface, self.right, palette)
            self.practice_label.draw(surface, palette)
            self.list.draw(surface, palette)
        self.back_button.draw(surface, palette)
        if self.dealing is not None:
            self._draw_dealing(surface)

    def daily_text(self, today: datetime.date) -> str:
        """The date and level of today's puzzle, the player's best on it, and its par once known."""
        from reflectgames.games.plans.daily import daily_level, daily_puzzle

        words = {"date": date_text(today), "level": t(f"puzzles.level.{daily_level(today)}")}
        code = daily_puzzle(today).code
        best = self.scores.get(code)
        if best is not None:  # played today already: the score to beat beside the par
            words["level"] += " · " + t("puzzles.best_row", count=best.moves)
        par = par_words(self.pars.get(code))
        if par is not None:
            return t("puzzles.daily_par", par=par, **words)
        if self.par_worker.busy:
            return t("puzzles.daily_par_pending", **words)
        return t("puzzles.daily_detail", **words)

    def _draw_dealing(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_dialog(surface, self.dialog, palette)
        dialog = self.dialog
        draw_text(surface, t(f"puzzles.dealing.{self.dealing}"), (dialog.centerx, dialog.y + length(26)),
                  "title", palette.accent, bold=True, anchor="midtop", max_width=dialog.width - length(40))
        body = pygame.Rect(dialog.x + length(28), dialog.y + length(76), dialog.width - length(56),
                           2 * line_height("body"))
        draw_wrapped(surface, t("puzzles.dealing_detail"), body, "body", palette.text, align="center")
        center = (self.dialog.centerx, body.bottom + length(22))
        radius = length(12)
        box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        box.center = center
        start = self.spin * 2 * math.pi
        pygame.draw.circle(surface, palette.text_muted, center, radius, 2)
        pygame.draw.arc(surface, palette.accent, box, start, start + 1.9, 3)
        self.cancel_button.draw(surface, palette)


def title_size(height: int) -> int:
    """The title's size: smaller in a short window, and smaller still when large text leaves it short."""
    if height >= TALL_WINDOW:
        return 48
    return 40 if height / get_ui_scale() >= SHORT_WINDOW else 28


def goal_words(puzzle: Puzzle) -> str:
    """The goal in the New game form's short words ("Line · One suit"): a list row has one line for it."""
    from reflectgames.games.plans.message_keys import GOAL_LABELS, SUITS_LABELS

    return f"{t(GOAL_LABELS[puzzle.goal])} · {t(SUITS_LABELS[puzzle.suits])}"
