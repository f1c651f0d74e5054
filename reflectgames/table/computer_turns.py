"""The computer seats of a play scene: when to ask the worker, what it is thinking about, hints.

The play scene calls `consider()` after every change of position; when a
computer seat is to move it asks the worker (`ai/worker.py`) and polls it
every frame, so the window keeps drawing and taking input. A reply is played
only while it still belongs to the position on screen (the match's move
list is compared) and only when the scene allows it (on top, not animating,
not reviewing); undo, redo and leaving cancel the thought. A hint is the same
question asked for the human to move, at the normal level, answered in the
status line.

`make_worker` gives every scene the app's one worker process; tests replace
it with `InProcessWorker`, which thinks in tiny iteration budgets inside `poll`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol

from reflectgames.ai.players import DEFAULT_LEVEL
from reflectgames.ai.worker import Estimate, Question, Reply, shared_worker
from reflectgames.i18n import get_language, t
from reflectgames.i18n.names import shown_name

if TYPE_CHECKING:
    from reflectgames.core.entry import GameEntry
    from reflectgames.core.match import Match
    from reflectgames.core.turn_flow import TurnFlow
    from reflectgames.ui.scene import AppServices

MOVE = "move"
HINT = "hint"


class TurnsScene(Protocol):
    """What the computer seats use of their play scene (`table.play.PlayScene` implements it)."""

    app: AppServices
    match: Match
    game: GameEntry
    flow: TurnFlow

    @property
    def review(self) -> int | None: ...

    def can_act(self) -> bool: ...

    def computer_may_move(self) -> bool: ...

    def play_computer_move(self, text: str, seat: int) -> None: ...

    def computer_failed(self, seat: int | None) -> None: ...

    def show_hint(self, move: str, seat: int | None) -> None: ...

    def refresh(self) -> None: ...

    def say(self, message: str, error: bool = False) -> None: ...


def make_worker() -> Any:
    """The worker the play scenes ask (replaceable, see the module docstring)."""
    return shared_worker()


class ComputerTurns:
    def __init__(self, scene: TurnsScene, worker: Any = None) -> None:
        self.scene = scene
        self.match = scene.match
        self._worker = worker
        self.seat: int | None = None  # the seat the pending question is about
        self.purpose: str | None = None  # MOVE or HINT while a question is pending
        self.asked_moves: tuple[str, ...] = ()  # the position the question was about
        self.ready: str | None = None  # a computer move received, waiting for the scene to allow it
        self.hint: tuple[tuple[str, ...], str] | None = None  # (position, move) of the last hint
        self.hint_estimate: Estimate | None = None  # how the search rated the last hint
        self.phase = 0.0  # drives the thinking indicator

    @property
    def worker(self) -> Any:
        if self._worker is None:
            self._worker = make_worker()  # lazily: a game without computer seats never starts a process
        return self._worker

    # --- what is going on -----------------------------------------------------------------
    @property
    def failed(self) -> str | None:
        """Why the last computer move could not be found (the turn flow holds it: it waits for retry)."""
        return self.scene.flow.failed

    @property
    def thinking(self) -> bool:
        return self.purpose is not None or self.ready is not None

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and not self.match.players[seat].is_human

    def computer_to_move(self) -> int | None:
        seat = self.match.to_move()
        return seat if self.is_computer(seat) else None

    def hint_offered(self) -> bool:
        """Hints exist in every game for several players that has a computer player."""
        players = self.match.players
        has_computer_player = self.scene.game.computer_player is not None
        return len(players) > 1 and bool(self.match.humans) and has_computer_player

    def hint_allowed(self) -> bool:
        return (self.hint_offered() and self.scene.can_act() and self.purpose is None
                and not self.secret_setup())

    def secret_setup(self) -> bool:
        """A set-up that no list of moves names (a hidden word): the player's own choice, never hinted."""
        match = self.match
        return match.outcome() is None and not match.rules.legal_moves(match.state)

    def hint_for_position(self) -> str | None:
        """The hinted move text, while the position it was asked for is still on screen."""
        if self.hint is not None and self.hint[0] == tuple(self.match.moves) and self.scene.review is None:
            return self.hint[1]
        return None

    def estimate_for_position(self) -> Estimate | None:
        """The search's rating of the hinted move (and its runner-up), while that hint is on screen."""
        return self.hint_estimate if self.hint_for_position() is not None else None

    def indicator_text(self) -> str | None:
        """What the top bar says while a question is pending, or None."""
        if self.purpose == HINT:
            return t("play.hint_thinking")
        if self.thinking and self.seat is not None:
            return t("play.computer_thinking", name=shown_name(self.match.players[self.seat].name))
        return None

    # --- asking -------------------------------------------------------------------------
    def _ask(self, seat: int, level: str, purpose: str) -> None:
        match = self.match
        question = Question(match.game_id, len(match.players), match.seed, match.options, tuple(match.moves),
                            seat, level, random.randrange(2**31), language=get_language())
        self.worker.ask(question)
        self.seat, self.purpose, self.asked_moves = seat, purpose, tuple(match.moves)
        self.ready = None
        self.scene.app.request_redraw()

    def consider(self) -> None:
        """After any change: start thinking if a computer seat is to move and nobody thinks yet."""
        if self.failed is not None:
            return  # the player decides when to try again
        seat = self.computer_to_move()
        if seat is None or self.match.outcome() is not None:
            if self.purpose == MOVE:
                self.cancel()
            return
        if self.purpose == MOVE and self.seat == seat and self.asked_moves == tuple(self.match.moves):
            return  # already thinking about exactly this
        if self.ready is not None and self.asked_moves == tuple(self.match.moves):
            return
        self.cancel()
        level = self.match.players[seat].level or DEFAULT_LEVEL
        self._ask(seat, level, MOVE)

    def ask_hint(self) -> None:
        if not self.hint_offered():
            return
        if not self.hint_allowed():
            why = "play.hint_secret_setup" if self.secret_setup() else "play.hint_not_now"
            self.scene.say(t(why), error=True)
            return
        seat = self.match.to_move()
        if seat is None:
            return  # hint_allowed holds only while a person is to move
        hinted = self.hint_for_position()
        if hinted is not None:
            self.scene.show_hint(hinted, seat)  # asked before: no need to think again
            return
        self._ask(seat, DEFAULT_LEVEL, HINT)

    def retry(self) -> None:
        """After the worker failed: let the computer think again."""
        self.scene.flow.retry()
        self.consider()
        self.scene.refresh()

    def cancel(self) -> None:
        if self.purpose is not None and self._worker is not None:
            self._worker.cancel()
        self.purpose = self.ready = self.seat = None

    def close(self) -> None:
        """The scene goes away: stop thinking (the shared process stays for the next game)."""
        self.cancel()

    # --- every frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.thinking:
            self.phase = (self.phase + dt) % 60.0
        if self.purpose is not None:
            reply = self.worker.poll()
            if reply is not None:
                self._receive(reply)
        if self.ready is not None and self.scene.computer_may_move():
            move, seat = self.ready, self.seat
            self.ready = None
            self.seat = None
            still_asked = self.asked_moves == tuple(self.match.moves)
            if still_asked and seat is not None and seat == self.match.to_move():
                self.scene.play_computer_move(move, seat)
            self.consider()

    def _receive(self, reply: Reply) -> None:
        purpose, seat = self.purpose, self.seat
        self.purpose = None
        if self.asked_moves != tuple(self.match.moves):
            self.seat = None
            self.consider()  # the position changed under the question: think about the new one
            return
        if reply.move is None:
            self.seat = None
            if purpose == MOVE:
                self.scene.flow.computer_failed(reply.error or "")
                self.scene.computer_failed(seat)
            else:
                self.scene.say(t("play.hint_failed"), error=True)
            return
        if purpose == HINT:
            self.seat = None
            self.hint = (self.asked_moves, reply.move)
            self.hint_estimate = reply.estimate
            self.scene.show_hint(reply.move, seat)
            return
        self.ready = reply.move
