"""A Plans of Action puzzle on screen: the play scene plus hint, solve, restart and the best score.

The solver answers in a worker process (`games/plans/solver_worker`): the
scene asks, keeps drawing, and polls every frame; a spinner shows while it
thinks, and leaving or asking again cancels the question. A solution once
found is remembered with the moves it starts from, so following the hints
asks the solver only once.

Solve plays its answer as the game is played: one move at a time, each
animated at the animation speed with a pause after it; Stop (the same
button), Esc or Space stop it. Its moves are the solver's: named so in the
history and noted beside the save (`solver_moves.py`), and a solution with
any of them keeps no best score. The clock (`puzzle_clock.py`) counts real
time while the puzzle is on top, open and not being reviewed, whatever the
main loop's frame steps are.

A puzzle is autosaved after every move, undo, redo and restart, as every
game is, and a Plans save opens here again (`puzzle_scene_for`). The save
holds only the game itself, so what the screen shows about the puzzle is
worked out from it: the code from the layout and options, the practice
name or the daily date when the puzzle is one of those. A dealt puzzle
comes back under its code (its level is not part of the game), and the
clock, which a save does not keep, starts again at 0:00. A solved save
opens on its result. Each solution is scored once: reopening its save,
redo, or taking back the last move and playing it again does not score it
twice; after Restart, solving by hand is a new attempt.
"""

from __future__ import annotations

import contextlib
import datetime
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.plans.best_scores import BestScore
from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.describe import par_words
from reflectgames.games.plans.entry import GAME
from reflectgames.games.plans.events import PlansEnd
from reflectgames.games.plans.pars import Par
from reflectgames.games.plans.results import PuzzleResult, puzzle_result, result_words
from reflectgames.games.plans.screens.puzzle_clock import PuzzleClock
from reflectgames.games.plans.screens.puzzle_panel import PuzzlePanel
from reflectgames.games.plans.screens.status_line import draw_status_line
from reflectgames.games.plans.solver_worker import (
    HINT_SECONDS,
    TARGET_SECONDS,
    ErrorReply,
    SolveReply,
    SolverReply,
    SolverWorker,
    position_question,
)
from reflectgames.i18n import explain, t
from reflectgames.storage.errors import SaveError
from reflectgames.storage.records import keep_record, record_of
from reflectgames.table.play import PlayScene
from reflectgames.ui.clipboard import copy_to_clipboard
from reflectgames.ui.text import draw_text, length, text_width
from reflectgames.ui.tween import speed_factor

if TYPE_CHECKING:
    from reflectgames.games.plans.view import PlansView
    from reflectgames.ui.scene import AppServices as App  # the app as every scene knows it


# The pause between two of the solver's moves (seconds at normal speed; with animations off, the
# moves still come one at a time, this far apart, so they can be followed).
SOLVER_PAUSE = 0.35
SOLVER_PAUSE_UNANIMATED = 0.7
STOP_KEYS = (pygame.K_ESCAPE, pygame.K_SPACE)
WIDE_WINDOW = 1.15  # as the play table: at this width to height or more, the panel sits on the right


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


class PuzzlePlayScene(PlayScene):
    view: PlansView
    panel: PuzzlePanel

    def __init__(self, app: App, puzzle: Puzzle, source: str = "code", *,
                 title_args: dict[str, str] | None = None, best: list[str] | None = None,
                 proven: bool = False, match: Match | None = None) -> None:
        """A fresh attempt at `puzzle`, or, given the `match` of a save, that attempt where it stopped."""
        if match is None:
            match = Match.with_rules(GAME.rules(), [PlayerSpec(t("puzzles.player"))], 0, puzzle.options())
        super().__init__(app, match, GAME)
        self.puzzle = puzzle
        self.code = puzzle.code
        self.source = source
        self.title_args = title_args or {}
        self.worker = SolverWorker()
        self.pending: str | None = None  # the question the worker is on: target, hint or solve
        self.target = len(best) if best is not None else None
        self.proven = proven and best is not None
        # A known solution: the moves played when it was found, and the moves that follow them.
        self.known: tuple[tuple[str, ...], list[str]] | None = None
        if best is not None:
            self.known = ((), list(best))
        self.playing: list[str] = []  # the rest of a solution being played by Solve
        self.pause_left = 0.0  # before the solver's next move
        # The move numbers (1-based) the solver played, noted beside the save.
        self.solver_moves: set[int] = set(self._noted_solver_moves(match))
        # Real time on the puzzle: it runs while the puzzle is on top, open and not being reviewed.
        self.clock = PuzzleClock()
        self.shown_second = 0
        # The move lists that solved this puzzle and were scored (or replayed): none is scored twice.
        self.scored: set[tuple[str, ...]] = set()
        if match.outcome() is not None:
            self.scored.add(tuple(match.moves))  # a solved save was scored when it was solved
        self.best_score: BestScore | None = None
        self.spin = 0.0
        self.asked_at: tuple[str, ...] = ()
        self.result_note = ""
        self.panel = PuzzlePanel(self)

    # --- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self._read_best()
        self._read_par()
        self.refresh()  # the cached par shows at once
        if not self.proven:
            self._ask("target")  # a cached best known may still be improved, or proven

    def exit(self) -> None:
        self.worker.cancel()
        self.clock.stop()

    def pause(self) -> None:
        self.clock.stop()  # a screen over the puzzle (the menu, the rules): the clock waits

    @property
    def seconds(self) -> float:
        return self.clock.seconds

    @property
    def assisted(self) -> bool:
        """Did the solver play any of the moves that led here?"""
        return any(number <= self.match.cursor for number in self.solver_moves)

    def result(self) -> PuzzleResult:
        """How this attempt stands, as the panel and the load list word it."""
        outcome = self.match.outcome()
        reason = None if outcome is None else str(outcome.reason)
        return puzzle_result(reason, self.match.cursor, self.solver_moves)

    @staticmethod
    def _noted_solver_moves(match: Match) -> frozenset[int]:
        from reflectgames.games.plans.solver_moves import solver_moves_of

        return solver_moves_of(record_of(match).save_id)

    def _note_solver_moves(self) -> None:
        from reflectgames.games.plans.solver_moves import note_solver_moves

        save_id = record_of(self.match).save_id
        if save_id is None:
            return
        with contextlib.suppress(SaveError):  # a note: without it the moves only lose their mark
            note_solver_moves(save_id, frozenset(self.solver_moves))

    def _read_best(self) -> None:
        from reflectgames.games.plans.best_scores import best_for

        try:
            self.best_score = best_for(self.code)
        except SaveError as error:
            self.best_score = None
            self.app.toast(t("puzzles.scores_damaged", reason=explain(error)))

    def _read_par(self) -> None:
        """The par cached for this puzzle, when it says more than what the scene was given."""
        from reflectgames.games.plans.pars import par_for

        cached = par_for(self.code)
        if cached is not None and cached.improves(self._par()):
            self.target, self.proven = cached.moves, cached.proven
        else:
            self._remember_par()  # a dealt puzzle comes with its solver's answer

    def _par(self) -> Par | None:
        """The par the scene knows now, or None."""
        return None if self.target is None else Par(self.target, self.proven)

    def _remember_par(self) -> None:
        from reflectgames.games.plans.pars import remember_par

        if self.target is None:
            return
        with contextlib.suppress(SaveError):  # only a cache: the par is worked out again next time
            remember_par(self.code, self.target, self.proven)

    def refresh(self) -> None:
        super().refresh()
        self.view.set_target(self.target, self.proven)
        panel = self.__dict__.get("panel")
        if isinstance(panel, PuzzlePanel) and panel.rect.width \
                and panel.best_lines_needed() != panel.best_rows:
            panel.layout(panel.rect)  # the par arrived and the best line now wraps

    def par_text(self) -> str | None:
        """'par 6' when proven shortest, 'best known 7' otherwise; None before the solver answers."""
        return par_words(self._par())

    def code_line(self) -> str:
        return t("puzzles.code_line", code=self.code)

    def copy_code(self) -> None:
        """Put the puzzle's code on the system clipboard (Copy, Ctrl+C), to share it."""
        if copy_to_clipboard(self.code):
            self.say(t("puzzles.copied", code=self.code))
        else:
            self.say(t("puzzles.copy_failed", code=self.code), error=True)

    def shortcut(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_c and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.copy_code()
            return True
        return super().shortcut(event)

    # --- layout ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        width, height = size
        if width < height * WIDE_WINDOW:
            return  # the panel folds below the board, as on every play table
        # The panel only as wide as its buttons need (and the table's usual share): the board
        # keeps the rest, so large text in a small window does not squeeze it to a stamp.
        margin = length(16)
        body = self.board_rect.union(self.panel.rect)
        panel_w = max(self.panel.min_width(), min(length(340), width // 4))
        panel = pygame.Rect(body.right - panel_w, body.y, panel_w, body.height)
        self.board_rect = pygame.Rect(body.x, body.y, max(0, body.width - panel_w - margin), body.height)
        self.view.layout(self.board_rect)
        self.panel.layout(panel)

    def best_line(self) -> str:
        """How this attempt stands, the player's best and the par (once known), read together."""
        parts = [result_words(self.result())]
        if self.best_score is not None:
            parts.append(self.best_text())
        par = self.par_text()
        if par is not None:
            parts.append(par)
        return t("puzzles.panel_line", line=" · ".join(parts))

    def best_text(self) -> str:
        """'your best: 3 moves in 0:42' (empty before any solution of the player's own)."""
        if self.best_score is None:
            return ""
        moves, time = self.best_score.moves, clock_text(self.best_score.seconds)
        return t("puzzles.your_best", count=moves, time=time)

    # --- the solver --------------------------------------------------------------------------
    def _ask(self, purpose: str) -> None:
        if purpose == "target":  # always about the puzzle itself, whatever has been played
            obs, self.asked_at = self.rules.observe(self.match.state_at(0), 0), ()
        else:
            obs = self.rules.observe(self.match.state, 0)
            self.asked_at = tuple(self.match.moves[: self.match.cursor])
        seconds = TARGET_SECONDS if purpose == "target" else HINT_SECONDS
        self.worker.ask(position_question(obs, seconds))
        self.pending = purpose
        self.app.request_redraw()

    def _solution_here(self) -> list[str] | None:
        """The rest of the known solution, if the moves played so far follow it."""
        if self.known is None:
            return None
        start, moves = self.known
        played = tuple(self.match.moves[: self.match.cursor])
        if played[: len(start)] != start:
            return None
        followed = played[len(start):]
        if tuple(moves[: len(followed)]) != followed:
            return None
        return moves[len(followed):]

    def _receive(self, reply: SolverReply) -> None:
        purpose, self.pending = self.pending, None
        if purpose == "solve":
            self.panel.refresh()  # Stop reads Solve again, unless the answer is played now
        if isinstance(reply, ErrorReply):
            self.say(t("puzzles.solver_failed", reason=reply.message), error=True)
            return
        moves = reply.moves
        if moves:
            self._learn(self.asked_at, moves, reply.proven)
        if purpose == "target":
            self.refresh()
            return
        if self.target is None:
            self._ask("target")  # a hint's question replaced the target's: ask it again
        if tuple(self.match.moves[: self.match.cursor]) != self.asked_at:
            return  # the player moved on meanwhile
        if not moves:
            certain = (isinstance(reply, SolveReply) and reply.stuck) or reply.proven
            self.say(t("puzzles.no_solution" if certain else "puzzles.no_solution_found"), error=True)
            return
        if purpose == "hint":
            self._show_hint(moves)
        else:
            self._start_playing(moves)

    def _learn(self, start: tuple[str, ...], moves: list[str], proven: bool) -> None:
        total = len(start) + len(moves)
        if not start and proven:
            self.target, self.proven = total, True
        elif self.target is None or total < self.target:
            self.target, self.proven = total, False
        self.known = (start, list(moves))
        self._remember_par()
        self.refresh()

    # --- hint and solve ------------------------------------------------------------------------
    def _check_open(self) -> bool:
        if self.review is not None:
            self.leave_review()
        if self.match.outcome() is not None:
            self.say(t("puzzles.already_solved"), error=True)
            return False
        return not self.playing

    def ask_hint(self) -> None:
        if not self._check_open():
            return
        known = self._solution_here()
        if known:
            self._show_hint(known)
            return
        self._ask("hint")
        self.say(t("puzzles.finding_hint"))

    def _show_hint(self, moves: list[str]) -> None:
        self.view.set_hint(moves[0])
        self.say(self.hint_text(self.view.describe_move(moves[0]), len(moves)))

    def hint_text(self, move: str, left: int) -> str:
        """The hinted move and how far par is: `left` moves of the solution follow from here."""
        if self.target is None:
            return t("puzzles.hint_move", move=move)
        played = self.match.cursor
        if played + left > self.target:
            return t("puzzles.hint_past_par", move=move, count=left)
        key = "puzzles.hint_to_par" if self.proven else "puzzles.hint_to_best"
        return t(key, move=move, count=self.target - played)

    @property
    def solving(self) -> bool:
        """Solve is at work: asking the solver, or playing its answer."""
        return bool(self.playing) or self.pending == "solve"

    def solve_or_stop(self) -> None:
        if self.solving:
            self.stop_solver()
        else:
            self.solve()

    def solve(self) -> None:
        if not self._check_open():
            return
        known = self._solution_here()
        if known:
            self._start_playing(known)
            return
        self._ask("solve")
        self.say(t("puzzles.finding_hint"))
        self.panel.refresh()  # Solve now reads Stop

    def _start_playing(self, moves: list[str]) -> None:
        self.playing = list(moves)
        self.pause_left = 0.0
        self.view.set_hint(None)
        self.say(t("puzzles.solving", count=len(self.playing)))
        self.panel.refresh()

    def _play_next(self) -> None:
        move = self.playing.pop(0)
        if not self.try_move(move, by_solver=True):
            self.playing = []  # the rules refused: stop rather than guess
            self.panel.refresh()
            return
        speed = speed_factor(self.app.settings.animation_speed)
        self.pause_left = SOLVER_PAUSE_UNANIMATED if speed is None else SOLVER_PAUSE * speed
        if self.playing:
            self.say(t("puzzles.solving", count=len(self.playing)))
        self.panel.refresh()

    def stop_solver(self) -> None:
        """Stop Solve where it is: the moves it played stay, the rest is the player's again."""
        if not self.solving:
            return
        if self.pending == "solve":
            self.worker.cancel()
            self.pending = None
        self.playing = []
        self.view.skip_animation()
        self.say(t("puzzles.solver_stopped"))
        self.panel.refresh()

    # --- moves -------------------------------------------------------------------------------
    def try_move(self, text: str, *, by_solver: bool = False) -> bool:
        if self.pending in ("hint", "solve"):
            self.worker.cancel()  # the question was about the position before this move
            self.pending = None
        if not super().try_move(text):
            return False
        number = self.match.cursor
        # A move played here starts a new line of play: the solver's marks past it are gone.
        marks = {n for n in self.solver_moves if n < number} | ({number} if by_solver else set())
        if marks != self.solver_moves:
            self.solver_moves = marks
            self._note_solver_moves()
            self.panel.refresh()
        if self.match.outcome() is not None:
            self.clock.stop()  # the time of the solve, not of the animation after it
        return True

    def undo(self) -> None:
        self._stop_playing()
        super().undo()

    def redo(self) -> None:
        self._stop_playing()
        super().redo()
        if self.match.outcome() is not None:
            self.scored.add(tuple(self.match.moves))  # redo replays a solve, it does not make one

    def restart(self) -> None:
        self._stop_playing()
        if self.review is not None:
            self.leave_review()
        if self.is_final():
            # A solved puzzle stays solved: the new attempt is a new match of the same puzzle,
            # written over the same save (the solve is already in the best scores).
            old = self.match
            self.match = Match(old.game_id, old.players, old.seed, old.options)
            keep_record(self.match, record_of(old))
        while self.match.undo():
            pass
        self._save()
        # A fresh attempt: the clock and the scoring start over (redo replays the solver's moves as its).
        self.clock.reset()
        self.scored.clear()
        self.flow.restarted()
        self.view.skip_animation()
        self.view.last_events = []
        self.status_error = False
        self.refresh()
        self.say(t("puzzles.restarted"))

    def _stop_playing(self) -> None:
        if self.playing:
            self.playing = []
            self.panel.refresh()
        if self.pending in ("hint", "solve"):
            self.worker.cancel()
            self.pending = None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.solving and event.type == pygame.KEYDOWN and event.key in STOP_KEYS:
            self.stop_solver()
            return
        if self.playing and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            # While Solve plays the board is the solver's: only the panel (Stop) takes a click.
            if not (event.type == pygame.MOUSEBUTTONDOWN and self.panel.rect.collidepoint(event.pos)):
                return
            self.panel.handle_event(event)
            return
        super().handle_event(event)

    # --- frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        reply = self.worker.poll()
        if reply is not None:
            self._receive(reply)
        if self.pending is not None:
            self.spin = (self.spin + dt) % 1.0
        self.clock.run(self.app.top is self and self.match.outcome() is None and self.review is None)
        if int(self.clock.seconds) != self.shown_second:
            self.shown_second = int(self.clock.seconds)
            self.app.request_redraw()  # the clock in the top bar moves on
        if self.playing and not self.view.is_animating():
            self.pause_left -= dt
            if self.pause_left <= 0:
                self._play_next()
        super().update(dt)

    def _record(self) -> None:
        self.scored.add(tuple(self.match.moves))
        self.result_note = t("puzzles.assisted") if self.assisted else ""
        self.clock.stop()
        outcome = self.match.outcome()
        if self.assisted or outcome is None or outcome.reason != PlansEnd.SOLVED:
            return
        from reflectgames.games.plans.best_scores import record

        if self.target is None or self.match.cursor < self.target:
            # The player's own solution is the shortest known so far: the par is at most that.
            self.target, self.proven = self.match.cursor, False
            self._remember_par()
        try:
            best, new = record(self.code, self.match.cursor, self.seconds)
        except SaveError as error:
            self.result_note = t("puzzles.scores_damaged", reason=explain(error))
            return
        self.best_score = best
        if new:
            self.result_note = t("puzzles.new_best")
        elif best is not None:
            self.result_note = self.best_line()

    def show_game_over(self) -> None:
        if tuple(self.match.moves) not in self.scored:
            self._record()
        else:
            self.result_note = self.best_line() if self.best_score is not None else ""
        outcome = self.match.outcome()
        if outcome is None:
            return  # the flow asks only once the puzzle is over
        title, detail = self.view.result_text(outcome)
        if outcome.reason == PlansEnd.SOLVED and self.proven and self.target is not None:
            # "Solved in 7 — par 6": the score a daily puzzle is played again for.
            title = t("puzzles.solved_par", count=self.match.cursor, par=self.target)
        note = self.result_note
        if note:
            detail = f"{detail} {note}" if detail else note
        self.refresh()
        self.app.show_game_over(title, detail, self.restart, lambda: self.show_position(0))

    def is_animating(self) -> bool:
        # While the worker thinks the frames keep coming: the answer is polled and the spinner turns.
        return self.pending is not None or bool(self.playing) or super().is_animating()

    def draw(self, surface: pygame.Surface) -> None:
        # The table draws everything but the status line, which here may take two lines.
        status, self.status = self.status, ""
        try:
            super().draw(surface)
        finally:
            self.status = status
        self.draw_status(surface)

    def draw_status(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        color = palette.danger if self.status_error else palette.text
        draw_status_line(surface, self.status_rect, self.status, color)

    def draw_top(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        rect = self.top_rect
        title = t(f"puzzles.source.{self.source}", **self.title_args)
        outcome = self.rules.outcome(self.shown_state())
        if outcome is None:
            after, color = f"{self.view.turn_text()} · {clock_text(self.seconds)}", palette.text_muted
        else:  # the result, as every finished game shows it (a reopened save has no clock to show)
            after, color = self.view.result_text(outcome)[0], palette.accent
        gap = length(16)
        thinking = t("puzzles.thinking")
        right = text_width(thinking, "body") + length(36) if self.pending is not None else 0
        room = rect.width - text_width(after, "body") - right - 2 * gap
        name = t("game.plans.name")
        # The game's name is the first to go when the title (its date, say) would not fit beside it.
        fits = room - text_width(name, "body") >= text_width(title, "title", True)
        show_name = self.pending is None and fits
        if show_name:
            room -= text_width(name, "body")
        shown = draw_text(surface, title, (rect.x, rect.centery), "title", palette.text, bold=True,
                          anchor="midleft", max_width=max(rect.width // 4, room))
        draw_text(surface, after, (shown.right + gap, rect.centery), "body", color, anchor="midleft")
        if self.pending is not None:
            words = draw_text(surface, thinking, (rect.right, rect.centery), "body",
                              palette.accent, anchor="midright")
            center = (words.left - length(18), rect.centery)
            radius = length(9)
            start = self.spin * 2 * math.pi
            box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            box.center = center
            pygame.draw.circle(surface, palette.text_muted, center, radius, 2)
            pygame.draw.arc(surface, palette.accent, box, start, start + 1.9, 3)
        elif show_name:
            draw_text(surface, name, (rect.right, rect.centery), "body", palette.text_muted,
                      anchor="midright")


def puzzle_of_match(match: Match) -> Puzzle:
    """The puzzle a Plans match plays: its starting layout, goal and suits (a dealt game included)."""
    start = match.rules.observe(match.state_at(0), 0)
    return Puzzle(start.layout, start.goal, start.suits)


def puzzle_scene_for(app: App, match: Match, best: Sequence[str] = ()) -> PuzzlePlayScene:
    """The puzzle screen for a Plans match opened from a save, Continue or New Game (the entry's `screen`).

    `best`, a known shortest solution, is the par without asking the solver.
    """
    from reflectgames.games.plans.screens.puzzle_sources import puzzle_source

    puzzle = puzzle_of_match(match)
    source, title_args = puzzle_source(puzzle, started_on(match))
    return PuzzlePlayScene(app, puzzle, source, title_args=title_args, best=list(best) if best else None,
                           proven=bool(best), match=match)


def started_on(match: Match) -> datetime.date | None:
    """The local date the match was first saved, if it has been."""
    created = record_of(match).created
    if not created:
        return None
    try:
        return datetime.datetime.fromisoformat(created).astimezone().date()
    except (ValueError, OverflowError, OSError):
        # A date near the ends of the calendar cannot take the local zone: show no start date.
        return None
