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
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title, spread_horizontally
from reflectgames.ui.draw import draw_background, draw_panel
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height
from reflectgames.ui.widgets import Button, ListRow, ListView, TextInput, WidgetGroup

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices as App  # the app as every scene knows it

# Below this window height the menu's title and rows are drawn smaller.
TALL_WINDOW = 700
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
        self.back_button = Button(t("common.back"), self.leave, style="secondary")
        self.cancel_button.text = t("common.cancel")
        self.group = WidgetGroup([*self.level_buttons, self.daily_button, self.code_input, self.open_button,
                                  self.list, self.back_button])
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
            par = par_words(self.pars.get(entry.puzzle.code))
            if par is not None:
                status = t("puzzles.par_row", best=status, par=par)
            detail = f"{goal_words(entry.puzzle)} · {entry.puzzle.code}"
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
        self.title_y = length(70) if height >= TALL_WINDOW else length(54)
        margin = length(32)
        top = self.title_y + length(56)
        bottom = height - length(64)
        column = (min(width, length(1200)) - 3 * margin) // 2
        left_x = (width - 2 * column - margin) // 2
        self.left = pygame.Rect(left_x, top, column, bottom - top)
        self.right = pygame.Rect(self.left.right + margin, top, column, bottom - top)
        pad = length(20)
        row = length(44) if height >= TALL_WINDOW else length(38)
        gap = length(10)
        inner = self.left.inflate(-2 * pad, -2 * pad)
        y = inner.y + line_height("small") + length(8)
        self.deal_label = (inner.x, inner.y)
        spread_horizontally(self.level_buttons, inner.x, y, inner.width, row, gap)
        y += row + length(6)
        self.level_detail_y = y
        y += len(LEVELS) * line_height("small") + length(14)
        self.daily_label = (inner.x, y)
        y += line_height("small") + length(8)
        self.daily_button.rect = pygame.Rect(inner.x, y, inner.width, row)
        y += row + length(4)
        self.daily_detail = (inner.x, y)
        y += line_height("small") + length(16)
        open_w = length(110)
        self.code_input.rect = pygame.Rect(inner.x, y, inner.width - open_w - gap, row)
        self.open_button.rect = pygame.Rect(inner.right - open_w, y, open_w, row)
        y += row + length(10)
        self.status_rect = pygame.Rect(inner.x, y, inner.width, max(0, inner.bottom - y))
        inner = self.right.inflate(-2 * pad, -2 * pad)
        self.practice_label = (inner.x, inner.y)
        list_top = inner.y + line_height("small") + length(8)
        self.list.rect = pygame.Rect(inner.x, list_top, inner.width, inner.bottom - list_top)
        self.back_button.rect = pygame.Rect(0, 0, length(160), length(40))
        self.back_button.rect.midbottom = (width // 2, height - length(14))
        self.dialog = pygame.Rect(0, 0, min(length(520), width - 80), length(250))
        self.dialog.center = (width // 2, height // 2)
        self.cancel_button.rect = pygame.Rect(0, 0, length(160), length(42))
        self.cancel_button.rect.midbottom = (self.dialog.centerx, self.dialog.bottom - length(20))

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
        super().handle_event(event)

    def update(self, dt: float) -> None:
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
                             size=48 if surface.get_height() >= TALL_WINDOW else 40)
        draw_panel(surface, self.left, palette)
        draw_panel(surface, self.right, palette)
        muted = palette.text_muted
        draw_text(surface, t("puzzles.deal"), self.deal_label, "small", muted, bold=True)
        detail = pygame.Rect(self.deal_label[0], self.level_detail_y, self.left.width - length(40),
                             3 * line_height("small"))
        lines = [f"{t(f'puzzles.level.{lv}')}: {t(f'puzzles.level_detail.{lv}')}" for lv in LEVELS]
        for index, line in enumerate(lines):
            draw_text(surface, line, (detail.x, detail.y + index * line_height("small")), "small", muted,
                      max_width=detail.width)
        today = datetime.date.today()
        draw_text(surface, t("puzzles.daily"), self.daily_label, "small", muted, bold=True)
        draw_text(surface, self.daily_text(today), self.daily_detail, "small", muted,
                  max_width=self.left.width - length(40))
        draw_text(surface, t("puzzles.practice"), self.practice_label, "small", muted, bold=True)
        if self.status:
            draw_wrapped(surface, self.status, self.status_rect, "body", palette.danger)
        self.group.draw(surface, palette)
        if self.dealing is not None:
            self._draw_dealing(surface)

    def daily_text(self, today: datetime.date) -> str:
        """The date and level of today's puzzle, and its par once known."""
        from reflectgames.games.plans.daily import daily_level, daily_puzzle

        words = {"date": date_text(today), "level": t(f"puzzles.level.{daily_level(today)}")}
        par = par_words(self.pars.get(daily_puzzle(today).code))
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


def par_words(par: Par | None) -> str | None:
    """'par 6' for a proven par, 'best known 7' otherwise, None for none."""
    if par is None:
        return None
    return t("puzzles.par.proven" if par.proven else "puzzles.par.known", count=par.moves)


def goal_words(puzzle: Puzzle) -> str:
    from reflectgames.games.plans.describe import goal_text

    return goal_text(puzzle.goal, puzzle.suits)
