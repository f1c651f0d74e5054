"""The turn flow of a table on screen: whose turn it is to look, to act, to wait.

A play scene is always in one phase: a person to move (WAITING), a computer
seat thinking (THINKING), a move being animated (ANIMATING), the mover looking
at the result of their move before passing the screen (HANDING_OVER), the
curtain up before a person (CURTAIN), an earlier position shown read-only
(REVIEW), or the game over (OVER). `TurnFlow` holds what the match itself does
not know (who is behind the curtain, who the screen goes to next, which
position is reviewed, whether the computer failed, whether the game-over
dialog was shown) and decides every step from plain facts (`Table`); it says
what the scene must do in a `Do`, and the scene only draws and forwards input.

The rules kept here:
- in a game that hides information only the person behind the curtain looks,
  and only they may act; after a move that hands over to another person the
  mover first sees its result, then passes the screen, which raises the
  curtain; the curtain lifts only on its own button (the scene's HandoffScene);
- one person against the computer never gets a curtain: their view is always on;
- review is read-only: no move, undo or redo while an earlier position shows;
- the computer moves only when the scene is on top, not reviewing, not
  handing over and not animating;
- the game-over dialog is shown once, after the last animation has ended.

Pure: no pygame, no scenes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Phase(Enum):
    WAITING = "waiting"
    THINKING = "thinking"
    ANIMATING = "animating"
    HANDING_OVER = "handing_over"
    CURTAIN = "curtain"
    REVIEW = "review"
    OVER = "over"


@dataclass(frozen=True)
class Table:
    """Plain facts about the position in play (or the one shown, where a method says so)."""

    to_move: int | None
    humans: tuple[int, ...]
    over: bool = False
    animating: bool = False

    @property
    def person_to_move(self) -> bool:
        return self.to_move is not None and self.to_move in self.humans

    @property
    def computer_to_move(self) -> bool:
        return self.to_move is not None and self.to_move not in self.humans


@dataclass(frozen=True)
class Do:
    """What the scene must do after a step (nothing, by default)."""

    raise_curtain: int | None = None  # push the curtain for this seat
    show_last_move_to: int | None = None  # replay the last move from this seat's side
    show_game_over: bool = False
    skip_animation: bool = False
    refused: str | None = None  # the i18n key of why the step was refused


NOTHING = Do()
READ_ONLY = "play.review_read_only"


class TurnFlow:
    def __init__(self, hides: bool, humans: tuple[int, ...], over: bool) -> None:
        self.hides = hides  # pass-and-play of a game with secrets
        self.curtain_for: int | None = None  # the seat whose private view is on screen
        if hides and len(humans) == 1:
            # One person with the computer: nobody to hide from, so no curtain ever comes down.
            self.curtain_for = humans[0]
        self.curtain_up: int | None = None  # the seat the raised curtain waits for
        self.handover_to: int | None = None  # the next person, while the mover still sees their result
        self.review: int | None = None  # index of the position shown read-only
        self.failed: str | None = None  # why the computer could not find its move
        self.game_over_shown = over  # a game opened finished does not announce it again

    # --- where the table is -----------------------------------------------------------------
    def phase(self, table: Table) -> Phase:
        if self.curtain_up is not None:
            return Phase.CURTAIN
        if self.review is not None:
            return Phase.REVIEW
        if table.animating:
            return Phase.ANIMATING
        if self.handover_to is not None:
            return Phase.HANDING_OVER
        if table.over:
            return Phase.OVER
        return Phase.THINKING if table.computer_to_move else Phase.WAITING

    def viewer(self, shown: Table) -> int:
        """The seat whose observation is drawn, given the facts of the position shown.

        In a game that hides things it is the seat the curtain was last lifted for:
        after a move the mover keeps seeing their own view until they hand over.
        """
        if self.hides and self.curtain_for is not None:
            return self.curtain_for  # only the person behind the curtain looks, whichever position shows
        if shown.to_move is not None and (shown.person_to_move or not shown.humans):
            return shown.to_move  # a person to move, or a game among computers seen by whoever decides
        return shown.humans[0] if shown.humans else 0

    def can_act(self, table: Table) -> bool:
        if self.review is not None or not table.person_to_move:
            return False
        # In a game with secrets the next person must have taken the screen first.
        return not self.hides or table.to_move == self.curtain_for

    def computer_may_move(self, on_top: bool, animating: bool) -> bool:
        """A computer's move is played only where a person can watch it arrive."""
        return on_top and self.review is None and self.handover_to is None and not animating

    def board_listens(self, pointer_motion: bool) -> bool:
        """Whether the board takes an input: never in review; only hover while the mover looks."""
        return self.review is None and (self.handover_to is None or pointer_motion)

    def skip_stops_input(self) -> bool:
        """A press that skipped an animation acts too, except while handing over: the mover sees the end."""
        return self.handover_to is not None and self.review is None

    # --- moves and the curtain ------------------------------------------------------------------
    def moved(self, table: Table) -> Do:
        """A move was played (by a person or a computer), or the scene came on: who looks next."""
        if not self.hides or self.curtain_up is not None:
            return NOTHING
        to_move = table.to_move
        if to_move is None or not table.person_to_move or to_move == self.curtain_for:
            return NOTHING
        if self.curtain_for is None:
            return self._raise(to_move)  # nobody's view is on screen yet
        self.handover_to = to_move  # the mover first sees what the move did
        return NOTHING

    def pass_pressed(self, animating: bool) -> Do:
        """Enter, a click on the board or the pass button while handing over."""
        if self.handover_to is None:
            return NOTHING
        if animating:
            return Do(skip_animation=True)  # the first press lets the mover see the end of the move
        return self.pass_screen()

    def pass_screen(self) -> Do:
        """The mover is done looking: hide their view behind the curtain for the next person."""
        if self.handover_to is None:
            return NOTHING
        seat, self.handover_to = self.handover_to, None
        return self._raise(seat)

    def _raise(self, seat: int) -> Do:
        self.curtain_for = None  # nobody's private view is on screen while the curtain is up
        self.curtain_up = seat
        return Do(raise_curtain=seat, skip_animation=True)

    def curtain_lifted(self) -> Do:
        """The curtain's own button: the next person's view, and the last move from their side."""
        seat, self.curtain_up = self.curtain_up, None
        if seat is None:
            return NOTHING
        self.curtain_for = seat
        return Do(show_last_move_to=seat if self.review is None else None)

    # --- review, undo and redo ---------------------------------------------------------------------
    def show_position(self, index: int, cursor: int) -> int:
        """Show position `index` (clamped); the current one ends the review. Returns the index shown."""
        index = max(0, min(index, cursor))
        self.review = None if index == cursor else index
        return index

    def leave_review(self, cursor: int) -> None:
        self.show_position(cursor, cursor)

    def take_back_refused(self) -> str | None:
        """Why undo or redo may not even be tried now (review is read-only), or None."""
        return READ_ONLY if self.review is not None else None

    def undone(self, over: bool) -> None:
        """A move was taken back: the computer may try again, a game no longer over may end again."""
        self.failed = None
        self.game_over_shown = over

    def redone(self) -> None:
        self.failed = None

    def restarted(self) -> None:
        """A fresh attempt from the first position."""
        self.review = None
        self.failed = None
        self.game_over_shown = False

    # --- the computer ----------------------------------------------------------------------------
    def computer_failed(self, reason: str) -> None:
        self.failed = reason

    def retry(self) -> None:
        self.failed = None

    # --- every frame -----------------------------------------------------------------------------
    def frame(self, table: Table) -> Do:
        """Once the last animation has ended on a finished game, show the game-over dialog once."""
        if table.animating or self.game_over_shown or not table.over:
            return NOTHING
        self.game_over_shown = True
        return Do(show_game_over=True)
