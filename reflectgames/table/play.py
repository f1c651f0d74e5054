"""The play scene: one match on screen, around a game's board view.

It owns what every game shares: the current player named at the top, a
one-line status that explains the current choice or what went wrong, a side
panel with undo/redo, menu, rules and the move history (choosing a move shows
that earlier position read-only; arrow keys step through it), autosave after
every move, the handoff curtain for games that hide something, and the
game-over screen. The board itself is drawn by the game's view from an
observation, never from the full state.

In a game that hides information only the person behind the curtain looks at
the screen: every position is drawn from their observation, and after their
move they first see what it did, then pass the screen on (Enter, a click on
the board or the pass button), which raises the curtain for the next person.

Computer seats think in the worker process (`computer_turns`): no curtain
comes down before them, and with one person at the table the screen always
shows that person's view; the computer's move reaches it like an opponent's.

The scene knows its game through the entry its opener hands it (the view
class, the sounds, whether there is a computer player); the curtain, the pause
menu, the rules and the game-over dialog open through the app's navigation.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from reflectgames.core.match import Match, PlayerSpec, UndoRefusal
from reflectgames.core.rules import Event, IllegalMove, events_seen_by
from reflectgames.core.turn_flow import Do, Phase, Table, TurnFlow
from reflectgames.i18n import explain, t
from reflectgames.i18n.names import shown_name
from reflectgames.table.computer_turns import ComputerTurns
from reflectgames.table.play_panel import PlayPanel
from reflectgames.ui.draw import draw_background
from reflectgames.ui.game_view import GameView, Intent
from reflectgames.ui.scene import Scene
from reflectgames.ui.text import draw_fitted, draw_text, fits_whole, length, text_width
from reflectgames.ui.thinking import draw_thinking
from reflectgames.ui.tween import speed_factor
from reflectgames.ui.widgets import ACTIVATE_KEYS, Button

if TYPE_CHECKING:
    from reflectgames.core.entry import GameEntry
    from reflectgames.ui.scene import AppServices

_log = logging.getLogger(__name__)

GAME_OVER_SOUND = ("end", "win")


# The status line of each reason undo is refused.
UNDO_REFUSALS: dict[UndoRefusal, str] = {
    UndoRefusal.START: "play.cannot_undo.start",
    UndoRefusal.OVER: "play.cannot_undo.over",
    UndoRefusal.COMPUTER: "play.cannot_undo.computer",
    UndoRefusal.HANDOVER: "play.cannot_undo.handover",
    UndoRefusal.BARRIER: "play.cannot_undo.barrier",
}


def table_layout(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
    """Where the play table puts its top bar, the board, the side panel and the status line in a
    window of `size` (at the current UI scale)."""
    width, height = size
    margin = length(16)
    top_h = length(56)
    status_h = length(40)
    top = pygame.Rect(margin, margin // 2, width - 2 * margin, top_h)
    status = pygame.Rect(margin, height - status_h - margin // 2, width - 2 * margin, status_h)
    body = pygame.Rect(margin, top.bottom, width - 2 * margin, status.top - top.bottom)
    if width >= height * 1.15:  # wide window: the panel on the right
        # At a large text scale the panel's minimum would take half a small window: the board keeps
        # at least five eighths of the width.
        panel_w = min(max(length(260), min(length(340), width // 4)), body.width * 3 // 8)
        panel = pygame.Rect(body.right - panel_w, body.y, panel_w, body.height)
        board = pygame.Rect(body.x, body.y, body.width - panel_w - margin, body.height)
    else:  # narrow window: the panel folds below the board
        panel_h = min(length(240), body.height // 3)
        panel = pygame.Rect(body.x, body.bottom - panel_h, body.width, panel_h)
        board = pygame.Rect(body.x, body.y, body.width, body.height - panel_h - margin)
    return top, board, panel, status


class PlayScene(Scene):
    def __init__(self, app: AppServices, match: Match, game: GameEntry, *, seat: int | None = None,
                 autosave: bool = True, worker: Any = None) -> None:
        super().__init__(app)
        self.match = match
        self.game = game  # the entry of the match's game
        self.rules = match.rules
        self.fixed_seat = seat  # a screenshot "as seat N sees it"; None follows the game
        self.autosave = autosave
        # The view names the players as the current language shows them (i18n/names.py).
        shown = [PlayerSpec(shown_name(p.name), p.kind, p.level) for p in match.players]
        self.view: GameView = game.view()(app, shown)
        self.status = ""
        self.status_error = False
        # Who looks, who acts, the curtain, review and game over: the scene draws what the flow decides.
        self.flow = TurnFlow(self.hides_information, tuple(match.humans), match.outcome() is not None)
        self.pass_button = Button("", self.pass_screen)
        self.computer = ComputerTurns(self, worker)
        self.retry_button = Button("", self.computer.retry)
        # The key that lifted the curtain also sends its character: it must not be typed into the game.
        self._drop_text_this_frame = False
        self.demo = False
        self.panel = PlayPanel(self)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.top_rect = pygame.Rect(0, 0, 0, 0)
        self.status_rect = pygame.Rect(0, 0, 0, 0)

    # --- the turn flow's state, as the scene and its tests read it ------------------------------
    @property
    def review(self) -> int | None:
        """Index of the position shown read-only, or None."""
        return self.flow.review

    @property
    def handover_to(self) -> int | None:
        """The next person, while the mover still sees the result of their move."""
        return self.flow.handover_to

    @property
    def curtain_for(self) -> int | None:
        """The seat whose private view is on screen (None while the curtain is up)."""
        return self.flow.curtain_for

    @curtain_for.setter
    def curtain_for(self, seat: int | None) -> None:
        self.flow.curtain_for = seat  # a shot or a test seats someone behind the screen directly

    @property
    def game_over_shown(self) -> bool:
        return self.flow.game_over_shown

    @game_over_shown.setter
    def game_over_shown(self, shown: bool) -> None:
        self.flow.game_over_shown = shown  # a shot shows the board, not the dialog

    def table(self, state: Any = None) -> Table:
        """The facts the turn flow decides from: of the match, or of `state` where given."""
        state = self.match.state if state is None else state
        over = self.rules.outcome(state) is not None
        return Table(self.rules.to_move(state), tuple(self.match.humans), over, self.view.is_animating())

    def phase(self) -> Phase:
        return self.flow.phase(self.table())

    def _do(self, do: Do) -> None:
        """Carry out what the turn flow asked for."""
        if do.skip_animation:
            self.view.skip_animation()
        if do.raise_curtain is not None:
            self._push_curtain(do.raise_curtain)
        if do.show_last_move_to is not None:
            self._show_last_move_to(do.show_last_move_to)
        if do.show_game_over:
            self.show_game_over()

    # --- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()
        self._maybe_curtain()
        self.computer.consider()

    def exit(self) -> None:
        self.computer.close()

    def resume(self) -> None:
        self.refresh()

    def settings_changed(self) -> None:
        self.panel.build()
        self.refresh()
        self._place_pass_button()

    def layout(self, size: tuple[int, int]) -> None:
        self.top_rect, self.board_rect, panel, self.status_rect = table_layout(size)
        self.view.layout(self.board_rect)
        self.panel.layout(panel)
        self._place_pass_button()

    def _place_pass_button(self) -> None:
        """The status line's button: pass the screen on, or let a computer that failed try again."""
        for button in (self.pass_button, self.retry_button):
            button.rect = pygame.Rect(0, 0, 0, 0)
        if self.handover_to is not None:
            button = self.pass_button
            button.text = t("play.pass_button", name=shown_name(self.match.players[self.handover_to].name))
        elif self.computer.failed is not None:
            button = self.retry_button
            button.text = t("play.retry")
        else:
            return
        width = min(self.status_rect.width // 2, text_width(button.text, "body", True) + length(40))
        height = self.status_rect.height - length(4)
        button.rect = pygame.Rect(0, 0, width, height)
        button.rect.midright = self.status_rect.midright

    def _status_button(self) -> Button | None:
        if self.handover_to is not None:
            return self.pass_button
        return self.retry_button if self.computer.failed is not None else None

    # --- who sees what ----------------------------------------------------------------------
    @property
    def hides_information(self) -> bool:
        """Pass-and-play of a game with secrets: the curtain decides who is looking."""
        return self.rules.info.hidden_information and self.fixed_seat is None

    def viewer(self) -> int:
        """The seat whose observation is drawn now.

        In a game that hides things it is the seat the curtain was last lifted for:
        after a move the mover keeps seeing their own view until they hand over.
        """
        if self.fixed_seat is not None:
            return self.fixed_seat
        state = self.shown_state()
        return self.flow.viewer(Table(self.rules.to_move(state), tuple(self.match.humans)))

    def shown_state(self) -> Any:
        return self.match.state if self.review is None else self.match.state_at(self.review)

    def can_act(self) -> bool:
        to_move = self.match.to_move()
        if self.fixed_seat is not None and self.fixed_seat != to_move:
            return False
        return self.flow.can_act(Table(to_move, tuple(self.match.humans)))

    def refresh(self) -> None:
        state = self.shown_state()
        seat = self.viewer()
        legal = self.rules.legal_moves(state) if self.can_act() else None
        self.view.show(self.rules.observe(state, seat), legal, seat)
        self.panel.refresh()
        if not self.status_error:
            self.status = self._default_status()
        self.app.request_redraw()

    def _default_status(self) -> str:
        if self.review is not None:
            return self.panel.review_status(self.review)
        if self.handover_to is not None:
            return t("play.pass_screen", name=shown_name(self.match.players[self.handover_to].name))
        if self.panel.has_focus() and self.can_act():
            return t("play.panel_keys")  # Enter presses a panel button now, whatever the board would say
        return self.turn_status()

    def turn_status(self) -> str:
        """The status line of the position in play (not reviewing, not handing over)."""
        if self.match.outcome() is not None:
            return t("play.game_over")
        seat = self.computer.computer_to_move()
        if seat is not None:
            name = shown_name(self.match.players[seat].name)
            if self.computer.failed is not None:
                return t("play.computer_failed", name=name)
            return t("play.computer_turn", name=name)
        hinted = self.computer.hint_for_position()
        if hinted is not None:
            return t("play.hint_line", move=self.view.describe_move(hinted, self.match.to_move()))
        return self.view.hint()

    def say(self, message: str, error: bool = False) -> None:
        self.status = message
        self.status_error = error
        if error:
            self.app.sounds.play("error")
        self.app.request_redraw()

    def _maybe_curtain(self) -> None:
        """Before a human's turn in a game that hides things, hand the laptop over first."""
        handing_over = self.handover_to
        self._do(self.flow.moved(self.table()))
        if self.handover_to != handing_over:
            # The mover first sees what the move did; the curtain comes when they pass the screen.
            self._place_pass_button()
            if not self.status_error:
                self.status = self._default_status()

    def pass_screen(self) -> None:
        """The mover is done looking: hide their view behind the curtain for the next person."""
        do = self.flow.pass_screen()
        if do.raise_curtain is None:
            return
        self._place_pass_button()
        self._do(do)

    def _push_curtain(self, seat: int) -> None:
        name = shown_name(self.match.players[seat].name)
        self.app.raise_curtain(name, self._curtain_lifted, on_escape=self.open_pause)

    def _curtain_lifted(self) -> None:
        do = self.flow.curtain_lifted()
        self._drop_text_this_frame = True
        self.status_error = False
        self.refresh()
        self._do(do)

    def _show_last_move_to(self, seat: int) -> None:
        """Once the curtain is up, let the new viewer see (from their side) what was just played."""
        cursor = self.match.cursor
        if cursor == 0:
            return
        before = self.rules.observe(self.match.state_at(cursor - 1), seat)
        self.view.show_opponent_move(events_seen_by(self.match.events_of(cursor), seat), before,
                                     speed_factor(self.app.settings.animation_speed))

    # --- acting ------------------------------------------------------------------------------
    def try_move(self, text: str) -> bool:
        return self.try_moves([text])

    def try_moves(self, texts: list[str] | tuple[str, ...]) -> bool:
        """Play moves as one action: all of them, or none and the reason in the status line."""
        if not self.can_act():
            self.say(t("play.not_now"), error=True)
            return False
        before = self.view.obs
        try:
            events = self.match.play_all(texts)  # all of them or, refused, nothing changes
        except IllegalMove as error:
            self.say(explain(error), error=True)
            return False
        self.status_error = False
        self._after_change(events, before)
        return True

    def _after_change(self, events: list[Event], before: Any, mover: int | None = None,
                      before_state: Any = None) -> None:
        self._save()
        self.refresh()
        speed = speed_factor(self.app.settings.animation_speed)
        viewer = self.viewer()
        events = events_seen_by(events, viewer)  # a screen, a sound or a log line tells no one else's secret
        if self.hides_information and mover is not None and mover != viewer and before_state is not None:
            # Someone else's move in a game with secrets: shown only as far as this viewer may see it.
            self.view.show_opponent_move(events, self.rules.observe(before_state, viewer), speed)
        else:
            self.view.start_animation(events, before, speed)
        self._sound(events)
        self._maybe_curtain()
        self.computer.consider()

    # --- the computer's side -----------------------------------------------------------------
    def computer_may_move(self) -> bool:
        """A computer's move is played only where a person can watch it arrive."""
        return self.flow.computer_may_move(self.app.top is self, self.view.is_animating())

    def play_computer_move(self, text: str, seat: int) -> None:
        """Play a move the worker found, through the same path as a person's move."""
        before_state, before = self.match.state, self.view.obs
        try:
            events = self.match.play(text)
        except IllegalMove as error:  # the worker and the window disagree: say so, stay playable
            if self.rules.info.hidden_information:  # the log file is on a shared computer too
                _log.warning("a computer move was refused (%s)", error.key)
            else:
                _log.warning("computer move %r refused: %s", text, error)
            self.flow.computer_failed(str(error))
            self.computer_failed(seat)
            return
        self.status_error = False
        self._after_change(events, before, mover=seat, before_state=before_state)

    def computer_failed(self, seat: int | None) -> None:
        name = shown_name(self.match.players[seat].name) if seat is not None else ""
        self._place_pass_button()
        self.say(t("play.computer_failed", name=name), error=True)

    def ask_hint(self) -> None:
        estimate = self.hint_estimate_text()
        if estimate is not None:
            self.say(estimate)  # asked again for the same position: why this move
            return
        self.computer.ask_hint()

    def hint_estimate_text(self) -> str | None:
        """The hinted move with the search's chance to win after it and its next choice, while the
        hint is on screen (None without a hint or for a move chosen without searching)."""
        hinted = self.computer.hint_for_position()
        estimate = self.computer.estimate_for_position()
        if hinted is None or estimate is None:
            return None
        mover = self.match.to_move()
        text = t("play.hint_estimate", move=self.view.describe_move(hinted, mover),
                 chance=round(100 * estimate.chance))
        if estimate.runner_up is not None and estimate.runner_up_chance is not None:
            runner_up = self.view.describe_move(estimate.runner_up, mover)
            chance = round(100 * estimate.runner_up_chance)
            text += " " + t("play.hint_runner_up", move=runner_up, chance=chance)
        return text

    def show_hint(self, move: str, seat: int | None) -> None:
        """The hinted move in words in the status line, and on the board where the game can show it."""
        self.status_error = False
        self.view.show_hint(move)
        self.refresh()

    def _sound(self, events: list[Event]) -> None:
        chosen = self.view.sound_of(events)
        if chosen is not None:
            self.app.sounds.play(chosen)
            return
        kinds = {event.kind for event in events}
        # Every game ends with an "end" event and the same fanfare; the game's entry lists its
        # own event kinds after it, in order of precedence.
        for kind, sound in (GAME_OVER_SOUND, *self.game.sounds):
            if kind in kinds:
                self.app.sounds.play(sound)
                return

    def is_final(self) -> bool:
        """The game is over for good: only stepping through its positions is left."""
        outcome = self.match.outcome()
        return outcome is not None and self.rules.is_final(outcome)

    def undo(self) -> None:
        reason = self.undo_unavailable_reason()
        if reason is not None:
            self.say(reason, error=True)
            return
        self.computer.cancel()
        self.match.undo()
        self.status_error = False
        self.flow.undone(self.match.outcome() is not None)
        self.view.skip_animation()
        self.view.last_events = []
        self._place_pass_button()
        self._save()
        self.refresh()
        self.app.sounds.play("slide")
        self.computer.consider()

    def undo_unavailable_reason(self) -> str | None:
        """Why Undo is greyed out, in words (None while it can be used)."""
        refused = self.flow.take_back_refused()
        if refused is not None:
            return t(refused)
        target, reason = self.match.undo_target()
        return None if target is not None or reason is None else t(UNDO_REFUSALS[reason])

    def redo(self) -> None:
        refused = self.flow.take_back_refused()
        if refused is not None:
            self.say(t(refused), error=True)
            return
        self.computer.cancel()
        if not self.match.redo():
            self.say(t("play.cannot_redo"), error=True)
            self.computer.consider()
            return
        self.status_error = False
        self.flow.redone()
        self._place_pass_button()
        self.view.last_events = self.seen_events(self.match.cursor)
        self._save()
        self.refresh()
        self.computer.consider()

    def seen_events(self, index: int) -> list[Event]:
        """What move `index` did, as far as the seat on screen may know."""
        return events_seen_by(self.match.events_of(index), self.viewer())

    def _save(self) -> None:
        if not self.autosave:
            return
        from reflectgames.storage.errors import SaveError
        from reflectgames.storage.saves import save_match

        try:
            save_match(self.match)
        except (SaveError, OSError) as error:
            _log.warning("autosave failed: %s", error)
            self.app.toast(t("play.save_failed"))

    # --- review of earlier positions ------------------------------------------------------
    def show_position(self, index: int) -> None:
        self.view.skip_animation()
        index = self.flow.show_position(index, self.match.cursor)
        self.view.last_events = self.seen_events(index) if index > 0 else []
        self.status_error = False
        self.refresh()

    def leave_review(self) -> None:
        self.show_position(self.match.cursor)

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT and self._drop_text_this_frame:
            self._drop_text_this_frame = False
            return
        if self.computer.failed is not None and self._presses_retry(event):
            self.computer.retry()
            self._place_pass_button()
            return
        if self.handover_to is not None and self._passes_screen(event):
            # The first press while animating lets the mover see the end of the move; the next passes.
            do = self.flow.pass_pressed(self.view.is_animating())
            if do.raise_curtain is not None:
                self._place_pass_button()
            self._do(do)
            return
        if self.view.is_animating() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.view.skip_animation()  # a click or key skips the animation, then acts
            if self.flow.skip_stops_input():
                return  # ... except handing over: the mover first sees where the move ended
        if event.type == pygame.KEYDOWN and self.shortcut(event):
            return
        panel_had_keys = self.panel.has_focus()
        used = self.panel.handle_event(event)
        self._follow_focus(panel_had_keys)
        if used:
            return
        if not self.flow.board_listens(event.type == pygame.MOUSEMOTION):
            return  # review is read-only; while the mover looks before passing, hover still shows
        if event.type == pygame.KEYDOWN and self.panel.has_focus():
            # A key the panel does not use is meant for the board: the keys go back there with it, so
            # the Enter that confirms the board's choice next cannot press a panel button instead.
            self.panel.release_focus()
            self._follow_focus(True)
        intent = self.view.handle_event(event)
        if intent is not None:
            self._follow(intent)

    def _follow_focus(self, panel_had_keys: bool) -> None:
        """Tell the board whether it has the keys (it draws its cursor only then), and say so."""
        self.view.board_focus = not self.panel.has_focus()
        if self.panel.has_focus() != panel_had_keys and not self.status_error:
            self.status = self._default_status()
            self.app.request_redraw()

    def _passes_screen(self, event: pygame.event.Event) -> bool:
        """Enter or Space, a click on the board or on the pass button, while the screen awaits passing."""
        if event.type == pygame.KEYDOWN:
            return event.key in ACTIVATE_KEYS and not self.panel.has_focus()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.board_rect.collidepoint(event.pos) or self.pass_button.rect.collidepoint(event.pos)
        return False

    def _presses_retry(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return event.key in ACTIVATE_KEYS and not self.panel.has_focus()
        return (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.retry_button.rect.collidepoint(event.pos))

    def _follow(self, intent: Intent) -> None:
        if intent.moves:
            self.try_moves([str(move) for move in intent.moves])
        elif intent.move is not None:
            self.try_move(str(intent.move))
        elif intent.message is not None:
            self.say(intent.message, intent.error)

    def shortcut(self, event: pygame.event.Event) -> bool:
        """A key the screen answers itself (undo, redo, rules, hint, review steps, pause); True if used."""
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        shift = event.mod & pygame.KMOD_SHIFT
        if ctrl and event.key == pygame.K_z:
            self.redo() if shift else self.undo()
            return True
        if ctrl and event.key == pygame.K_y:
            self.redo()
            return True
        if event.key == pygame.K_F1:
            self.open_rules()
            return True
        if (event.key == pygame.K_h and not ctrl and self.computer.hint_offered() and self.review is None
                and not self.view.wants_escape() and not self.view.takes_text()):
            self.ask_hint()
            return True
        if self.review is not None:
            if event.key in (pygame.K_LEFT, pygame.K_UP):
                self.show_position(self.review - 1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.show_position(self.review + 1)
                return True
            if event.key == pygame.K_ESCAPE:
                self.leave_review()
                return True
        if event.key == pygame.K_ESCAPE and not self.view.wants_escape():
            if self.panel.has_focus():
                self.panel.release_focus()  # back: the keys return to the board
                self._follow_focus(True)
            else:
                self.open_pause()
            return True
        return False

    def open_pause(self) -> None:
        self.app.open_pause(self._save, self.match.game_id)

    def open_rules(self) -> None:
        self.app.open_rules(self.match.game_id)

    def new_game(self) -> None:
        """The New game screen for this game, in place of the finished one."""
        self.app.open_setup(self.match.game_id)

    def play_again(self) -> None:
        import random

        players = [PlayerSpec(p.name, p.kind, p.level) for p in self.match.players]
        match = Match.with_rules(self.rules, players, random.randrange(2**31), self.match.options)
        self.app.replace(PlayScene(self.app, match, self.game))

    # --- frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._drop_text_this_frame = False
        self.view.update(dt)
        self.computer.update(dt)
        if self.demo and not self.view.is_animating():
            self.view.demo_animation()
        self._do(self.flow.frame(self.table()))

    def _show_game_over(self) -> None:
        self.show_game_over()

    def show_game_over(self) -> None:
        """The game-over dialog, once the turn flow says the finished game has been seen to end."""
        outcome = self.match.outcome()
        if outcome is None:
            return  # the flow asks only once the game is over
        title, detail = self.view.result_text(outcome)
        self.refresh()
        self.app.show_game_over(title, detail, self.play_again, lambda: self.show_position(0))

    def is_animating(self) -> bool:
        # While the computer thinks the frames keep coming: its reply is polled and the indicator moves.
        return self.view.is_animating() or self.computer.thinking

    def demo_animation(self) -> None:
        """Keep the board moving (for measuring frames while animating)."""
        self.demo = True
        if self.view.obs is None:
            self.refresh()
        self.view.demo_animation()

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        self.draw_top(surface)
        self.view.draw(surface)
        self.panel.draw(surface)
        color = palette.danger if self.status_error else palette.text
        button = self._status_button()
        if button is not None:
            button.draw(surface, palette)
        # A long status wraps onto a second line, at the small size if need be, rather than being cut.
        draw_fitted(surface, self.status, self._status_box(), color)

    def _status_box(self) -> pygame.Rect:
        """Where the status line's words go: its rect, less the button beside it, if any."""
        room = self.status_rect.width
        button = self._status_button()
        if button is not None:
            room -= button.rect.width + length(16)
        return pygame.Rect(self.status_rect.left, self.status_rect.top, room, self.status_rect.height)

    def status_fits(self, text: str) -> bool:
        """Whether `text` shows whole in the status line (wrapped, at the small size if need be)."""
        return fits_whole(text, self._status_box())

    def draw_top(self, surface: pygame.Surface) -> None:
        """The top bar: whose turn it is (or the result) and the computer's thinking."""
        palette = self.app.palette
        rect = self.top_rect
        mark = length(40)
        state = self.shown_state()
        to_move = self.rules.to_move(state)
        outcome = self.rules.outcome(state)
        thinking = self.computer.indicator_text()
        if thinking is not None:
            shown = draw_thinking(surface, thinking, (rect.right, rect.centery), self.computer.phase, palette,
                                  max_width=rect.width // 3)
        else:
            game_name = t(f"game.{self.match.game_id}.name")
            shown = draw_text(surface, game_name, (rect.right, rect.centery), "body", palette.text_muted,
                              anchor="midright", max_width=rect.width // 3)
        right = shown.left - length(16)
        if to_move is not None:
            # While the mover still looks at their move, the board is theirs: the header names them,
            # not the next player, above what only the mover may see.
            looking = self.viewer() if self.handover_to is not None else None
            seat = to_move if looking is None else looking
            self.view.draw_player_mark(surface, seat, (rect.x + mark // 2, rect.centery), mark)
            name = shown_name(self.match.players[seat].name)
            headline = t("play.turn_of", name=name) if looking is None else t("play.view_of", name=name)
            x = rect.x + mark + length(12)
            shown = draw_text(surface, headline, (x, rect.centery), "title", palette.text, bold=True,
                              anchor="midleft", max_width=max(0, right - x))
            room = right - shown.right - length(16)
            turn = self.view.turn_text() if looking is None else ""  # it tells of the next player's turn
            if turn and room > text_width(turn, "body"):  # left out rather than run under the right side
                draw_text(surface, turn, (shown.right + length(16), rect.centery), "body", palette.text_muted,
                          anchor="midleft")
        elif outcome is not None:
            title, _ = self.view.result_text(outcome)
            draw_text(surface, title, (rect.x, rect.centery), "title", palette.text, bold=True,
                      anchor="midleft", max_width=max(0, right - rect.x))
