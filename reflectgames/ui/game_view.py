"""What the play scene expects of a game's board view (the base class every game's view extends).

A view draws one game's board from an observation, turns the player's clicks
and keys into move texts (an `Intent`), and animates the events of a move.
The play scene owns everything around it: the match, undo, saving, the side
panel, the curtain and the game-over screen.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from reflectgames.core.match import PlayerSpec
from reflectgames.core.rules import Event, Move, Outcome

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices


# A key press as the search for key paths sends it: (key, modifiers).
KeyPress = tuple[int, int]
ARROW_KEYS: tuple[int, ...] = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
# Every board answers these: arrows move its cursor, Enter and Space act on it.
BOARD_KEYS: tuple[KeyPress, ...] = (
    *((key, 0) for key in ARROW_KEYS), (pygame.K_RETURN, 0), (pygame.K_SPACE, 0),
)


@dataclass(frozen=True)
class Intent:
    """What the player asked for: a move to try, or a line for the status bar.

    A move is one of the game's move objects (its `str()` is the notation the
    match records), or notation the player typed. `moves` asks for several
    moves played as one action, all or nothing (a secret set-up prepared on the
    board and confirmed at once).
    """

    move: Move | str | None = None
    message: str | None = None
    error: bool = False
    moves: tuple[Move | str, ...] = ()


class GameView:
    game_id = ""

    def __init__(self, app: AppServices, players: Sequence[PlayerSpec]) -> None:
        self.app = app
        self.players = list(players)
        self.obs: Any = None
        # The legal move objects of the seat that acts from this screen; None: nobody may act now.
        self.legal_moves: list[Move] | None = None
        self.viewer: int | None = None
        self.speed = 1.0
        # The events of the move that led to the position shown (marked on the board).
        self.last_events: list[Event] = []
        # The running animation, if any: it has `advance(fraction of its length)` and `done`.
        self.animation: Any = None
        # The move a hint named, with the observation it was given for: marked while that is shown.
        self._hint: tuple[str, Any] | None = None
        # The keys go to the board (its cursor is drawn) rather than to the side panel.
        self.board_focus = True

    def layout(self, rect: pygame.Rect) -> None:
        """Fit the board into `rect`."""

    def show(self, obs: Any, legal: Sequence[Move] | None, viewer: int | None) -> None:
        self.obs = obs
        self.legal_moves = None if legal is None else list(legal)
        self.viewer = viewer

    def start_animation(self, events: list[Event], before: Any, speed: float | None) -> None:
        """Animate a move's events; speed None means animations are off."""

    def show_opponent_move(self, events: list[Event], before: Any, speed: float | None) -> None:
        """After the handoff curtain: show the new viewer the move just played, from their side.

        `before` is their observation of the position before that move. Games that hide
        things may animate only what this viewer could have seen; by default nothing moves.
        """

    def update(self, dt: float) -> None:
        """Advance the running animation at the chosen speed; one that is done ends."""
        if self.animation is not None:
            self.animation.advance(dt / max(0.05, self.speed))
            if self.animation.done:
                self.skip_animation()

    def is_animating(self) -> bool:
        return self.animation is not None

    def skip_animation(self) -> None:
        """Jump to the end of the running animation."""
        self.animation = None

    def handle_event(self, event: pygame.event.Event) -> Intent | None:
        return None

    # --- what the player can press: read by the search that proves every move can be made ------------
    def pointer_targets(self) -> list[tuple[int, int]]:
        """The screen points where a click means something now (cells, buttons, parts of a cell that
        choose a facing), taken from the view's own layout for the half-made choice in hand."""
        return []

    def key_inputs(self) -> list[KeyPress]:
        """The key presses the board answers now: the arrows, Enter and Space, and the game's own."""
        return list(BOARD_KEYS)

    def input_state(self) -> Any:
        """The half-made choice and the cursor, as `restore_input_state` puts them back."""
        return None

    def restore_input_state(self, state: Any) -> None:
        """Put back a half-made choice `input_state` returned (in the same position)."""

    def input_state_key(self) -> Hashable:
        """What tells two half-made choices apart for the search: by default all of `input_state`;
        a view may leave out what cannot change which moves stay within reach."""
        state: Hashable = self.input_state()
        return state

    def wants_escape(self) -> bool:
        """True while the view uses Esc itself (to cancel a half-made choice)."""
        return False

    def takes_text(self) -> bool:
        """True while the player types into the board (a word): letter keys are not shortcuts then."""
        return False

    def hint(self) -> str:
        return ""

    def show_hint(self, move: str) -> None:
        """Mark a hinted move on the board until the position changes."""
        self._hint = (move, self.obs)

    def hinted_move(self) -> str | None:
        """The notation of the hinted move to mark now (see `hinted_legal_move`)."""
        move = self.hinted_legal_move()
        return None if move is None else str(move)

    def hinted_legal_move(self) -> Move | None:
        """The hinted move to mark now, as the legal move object: only in the position it was
        given for, while it is legal there (the hint arrives as notation from the worker)."""
        if self._hint is None or self.animation is not None or self.legal_moves is None:
            return None
        text, obs = self._hint
        if obs != self.obs:
            return None
        return next((move for move in self.legal_moves if str(move) == text), None)

    def describe_move(self, text: str, mover: int | None = None) -> str:
        """A move in words for the history; a game that hides moves words them for `self.viewer`."""
        return text

    def describe_events(self, events: Sequence[Event], mover: int | None = None) -> list[str]:
        """What followed from a move, in words, for the history line after the move itself.

        `events` are the move's events as far as `self.viewer` may know them (the caller
        filters them with `events_seen_by`), so a line never tells a seat more than that.
        """
        return []

    def sound_of(self, events: list[Event]) -> str | None:
        """The sound a move makes, or None to let the play scene pick one from the event kinds."""
        return None

    def turn_text(self) -> str:
        return ""

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        return outcome.reason, ""

    def draw_player_mark(
        self, surface: pygame.Surface, seat: int, center: tuple[int, int], size: int
    ) -> None:
        pygame.draw.circle(surface, self.app.palette.players[seat], center, size // 2)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the board; never changes any state."""

    def demo_animation(self) -> None:
        """Start some movement, for measuring frames while animating."""

