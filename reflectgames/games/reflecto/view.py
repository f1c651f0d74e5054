"""The Reflecto board on screen, as one seat sees it: the lake, the screens, the lanes and the notebook.

Everything is drawn from that seat's observation: its own screens show their
faces, the opponent's show identical backs, an opponent screen one of its
mirrors shows appears reflected in that mirror (letters reversed, unless the
setting asks for them plain) with a glint, and screens it has identified
carry a small label as they move. Input becomes move objects, taken from
the legal moves where they are listed: click or drag a screen to a
highlighted cell, arrows and Enter, G to guess. The drawing itself is done by
the painters/ modules, composed in `draw`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from reflectgames.core.match import PlayerSpec
from reflectgames.core.rules import Event, IllegalMove, Move, Outcome
from reflectgames.games.reflecto.board import (
    EXIT_BASE,
    SIZE,
    cell_name,
)
from reflectgames.games.reflecto.events import Exited, Moved, ReflectoEnd, Stepped
from reflectgames.games.reflecto.guess_dialog import GuessDialog
from reflectgames.games.reflecto.layout import ReflectoLayout
from reflectgames.games.reflecto.message_keys import END_MESSAGES
from reflectgames.games.reflecto.moves import GuessMove, ScreenMove, SetupMove, parse_move
from reflectgames.games.reflecto.notebook import Notebook
from reflectgames.games.reflecto.observation import ReflectoObservation, ScreenView
from reflectgames.games.reflecto.painters import marks, pieces, sprites
from reflectgames.games.reflecto.painters.animation import ReflectoAnimation
from reflectgames.games.reflecto.painters.board_art import draw_static_board, lane_captions
from reflectgames.games.reflecto.painters.cards import Cards, screens_by_cell
from reflectgames.games.reflecto.setup_view import DRAG_START, SetupView
from reflectgames.games.reflecto.wording import consequences
from reflectgames.i18n import get_language, t
from reflectgames.ui.game_view import BOARD_KEYS, GameView, Intent, KeyPress
from reflectgames.ui.scene import AppServices

ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}


class ReflectoView(GameView):
    game_id = "reflecto"

    def __init__(self, app: AppServices, players: Sequence[PlayerSpec]) -> None:
        super().__init__(app, players)
        self.rect = pygame.Rect(0, 0, 900, 700)
        self.layout_ = ReflectoLayout(self.rect, 0)
        self.setup: SetupView | None = None
        self.guess: GuessDialog | None = None
        self.notebook = Notebook(self.open_guess)
        self.selected: int | None = None  # cell of the viewer's screen being moved
        self.press: tuple[int, tuple[int, int]] | None = None
        self.dragging = False
        self._deselect_on_release = False  # a second click on the chosen screen puts it back
        self.pointer: tuple[int, int] | None = None
        self.cursor: tuple[int, int] | None = None  # keyboard cursor (screen column, row)
        self.targets: dict[int, dict[int, ScreenMove]] = {}  # origin cell -> destination cell -> move
        self.animation: ReflectoAnimation | None = None
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._shape: tuple | None = None
        self._screens_of: tuple[ReflectoObservation, dict[int, ScreenView]] | None = None

    # --- layout and state ---------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._relayout()

    def _relayout(self) -> None:
        viewer = self.viewer if self.viewer is not None else 0
        watching = viewer < len(self.players) and not self.players[viewer].is_human
        captions = lane_captions(viewer, (self._name(0), self._name(1)), watching)
        self.layout_ = ReflectoLayout(self.rect, viewer, setup=self.setup is not None, captions=captions)
        self._shape = (viewer, self.setup is not None)
        if self.setup is not None:
            self.setup.layout(self.layout_)
        self.notebook.layout(self.layout_.column)
        if self.guess is not None:
            self.guess.layout(self.rect)

    def show(self, obs: ReflectoObservation, legal: Sequence[Move] | None, viewer: int | None) -> None:
        changed_seat = viewer != self.viewer
        super().show(obs, legal, viewer)
        if changed_seat:
            self.cursor = None
        seat = obs.seat
        # The seat's own setup in progress survives a look at the history (legal is None meanwhile).
        own_setup = obs.phase == "setup" and not obs.ready[seat] and obs.to_move == seat
        if changed_seat or not own_setup:
            self.setup = None
        if own_setup and self.setup is None and legal is not None:
            self.setup = SetupView(obs)
        if legal is None or changed_seat or obs.phase != "play":
            self.guess = None
        self.targets = {}
        for move in self.legal_moves or []:
            if isinstance(move, ScreenMove):
                self.targets.setdefault(move.origin, {})[move.destination] = move
        if self.selected not in self.targets:
            self.selected = None
            self.dragging = False
        if self._shape != (seat, self.setup is not None):
            self._relayout()

    def start_animation(self, events: list[Event], before: ReflectoObservation | None,
                        speed: float | None, sweep: bool = False) -> None:
        self.last_events = list(events)
        moving = any(isinstance(e, (Moved, Exited)) for e in events)
        if speed is None or self.obs is None or not (moving or sweep):
            self.animation = None
            return
        self.animation = ReflectoAnimation(events, before, self.obs, sweep=sweep)
        self.speed = speed
        if self.animation.done:
            self.animation = None

    def show_opponent_move(self, events: list[Event], before: ReflectoObservation | None,
                           speed: float | None) -> None:
        # Paths and exits are public: the new viewer watches them from their own side, and a glint
        # runs over their mirrors as their view appears.
        self.start_animation(events, before, speed, sweep=True)

    def update(self, dt: float) -> None:
        if self.guess is not None:
            self.guess.opening_key = None  # only the frame that opened the dialog carries its G
        super().update(dt)

    # --- words ---------------------------------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.players[seat].name if seat < len(self.players) else str(seat + 1)

    def hint(self) -> str:
        obs = self.obs
        if obs is None or obs.phase == "over":
            return ""
        seat = obs.seat
        if obs.phase == "setup":
            if self.setup is not None:
                return t("reflecto.hint.setup", length=obs.word_lengths[seat])
            return t("reflecto.hint.wait_setup", name=self._name(obs.to_move))
        if self.legal_moves is None:
            return t("reflecto.hint.watch", name=self._name(obs.to_move))
        if self.guess is not None:
            return t("reflecto.hint.guess", name=self._name(1 - seat))
        if self.selected is not None:
            return t("reflecto.hint.choose_target")
        if not self.targets:
            return t("reflecto.hint.must_guess", name=self._name(1 - seat))
        return t("reflecto.hint.turn", name=self._name(1 - seat))

    def describe_move(self, text: str, mover: int | None = None) -> str:
        player = mover if mover is not None else 0
        try:
            move = parse_move(text, player)
        except IllegalMove:
            return text  # the history holds played moves only; shown as written, should one not read
        if isinstance(move, SetupMove):
            return t("reflecto.move.setup")  # never the word: the history is seen by both players
        if isinstance(move, GuessMove):
            return t("reflecto.move.guess", word=move.word)
        cells = [cell_name(cell, player) for cell in move.path]
        if move.is_step:
            return t("reflecto.move.step", start=cells[0], end=cells[1])
        return t("reflecto.move.jump", path=" › ".join(cells))

    def describe_events(self, events: Sequence[Event], mover: int | None = None) -> list[str]:
        return consequences(events, [self._name(seat) for seat in (0, 1)])

    def turn_text(self) -> str:
        obs = self.obs
        if obs is None or obs.to_move is None:
            return ""
        if obs.phase == "setup":
            return t("reflecto.turn.setup")
        mover = obs.to_move
        return t("reflecto.turn.out", count=obs.exited[mover], total=obs.letter_screens[mover])

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        obs = self.obs
        if not outcome.winners:
            return t("result.draw"), ""
        winner = min(outcome.winners)
        name, other = self._name(winner), self._name(1 - winner)
        words = ["", ""]
        if obs is not None:
            words[obs.seat] = obs.word or ""
            words[1 - obs.seat] = obs.opponent_word or ""
        detail = t(END_MESSAGES[ReflectoEnd(outcome.reason)], name=name, other=other, word=words[winner],
                   other_word=words[1 - winner])
        if all(words):  # the end reveals both words
            detail += " " + t("reflecto.result.words", first=self._name(0), first_word=words[0],
                              second=self._name(1), second_word=words[1])
        return t("result.wins", name=name), detail

    def draw_player_mark(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                         size: int) -> None:
        image = sprites.back(int(size * 0.7), size, self.app.palette.players[seat])
        surface.blit(image, image.get_rect(center=center))

    # --- input ---------------------------------------------------------------------------------------------
    def open_guess(self, opening_key: str | None = None) -> None:
        obs = self.obs
        if obs is None or self.legal_moves is None or obs.phase != "play":
            return
        self.guess = GuessDialog(obs.word_lengths[1 - obs.seat], self._name(1 - obs.seat), obs.wrong_guess)
        self.guess.opening_key = opening_key
        self.guess.layout(self.rect)
        self.selected = None

    def takes_text(self) -> bool:
        # The secret word is typed during set-up, a guess in its dialog.
        return self.guess is not None or (self.setup is not None and self.legal_moves is not None)

    def wants_escape(self) -> bool:
        if self.guess is not None or self.selected is not None:
            return True
        return self.setup is not None and self.setup.wants_escape()

    def handle_event(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.obs is None:
            return None
        if self.guess is not None:
            return self._guess_event(event, self.guess)
        if self.setup is not None:
            return self.setup.handle_event(event, self.layout_) if self.legal_moves is not None else None
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event)
        if self.legal_moves is None:
            return self._watching_event(event)
        return self._acting_event(event)

    def _watching_event(self, event: pygame.event.Event) -> Intent | None:
        """Nobody acts from this screen now: a click on the lake says whose turn it is."""
        if event.type == pygame.MOUSEBUTTONDOWN and self.layout_.grid.collidepoint(event.pos):
            return Intent(message=self.hint())
        return None

    def _acting_event(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if self.notebook.handle_event(event):
                return Intent(message=self.hint())
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            return self._release(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _guess_event(self, event: pygame.event.Event, dialog: GuessDialog) -> Intent | None:
        dialog.handle_event(event)
        if dialog.closed:
            self.guess = None
            if dialog.chosen:
                return Intent(move=GuessMove(self.obs.seat, dialog.chosen))
            return Intent(message=self.hint())
        return None

    def _motion(self, event: pygame.event.Event) -> Intent | None:
        if self.press is not None and not self.dragging:
            start = self.press[1]
            if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_START:
                self.dragging = True
        return None

    def _own_screen(self, cell: int) -> ScreenView | None:
        screen = self._screens().get(cell)
        return screen if screen is not None and screen.owner == self.obs.seat else None

    def _screens(self) -> dict[int, ScreenView]:
        if self._screens_of is None or self._screens_of[0] is not self.obs:  # kept per position shown
            self._screens_of = (self.obs, screens_by_cell(self.obs))
        return self._screens_of[1]

    def _press(self, pos: tuple[int, int]) -> Intent | None:
        target = self.layout_.target_at(pos)
        if target is None:
            return None
        if self.selected is not None and target in self.targets.get(self.selected, {}):
            return self._choose(self.selected, target)
        if self._own_screen(target) is not None:
            return self._select(target, pos)
        if self.selected is not None:
            return self._attempt(self.selected, target)
        return self._explain_cell(target)

    def _select(self, cell: int, pos: tuple[int, int] | None) -> Intent:
        if cell not in self.targets:
            self.selected = None
            return Intent(message=t("reflecto.error.stuck"), error=True)
        if cell == self.selected and pos is not None:
            self.press = (cell, pos)
            self.dragging = False
            self._deselect_on_release = True
            return Intent(message=self.hint())
        self.selected = cell
        self._deselect_on_release = False
        if pos is not None:
            self.press = (cell, pos)
            self.dragging = False
        return Intent(message=self.hint())

    def _release(self, pos: tuple[int, int]) -> Intent | None:
        press, self.press = self.press, None
        if press is None:
            return None
        if self.dragging:
            self.dragging = False
            target = self.layout_.target_at(pos)
            if target is None or target == press[0]:
                return None
            # A press that starts a drag picked up the chosen screen: press[0] is the selected cell.
            if target in self.targets.get(press[0], {}):
                return self._choose(press[0], target)
            return self._attempt(press[0], target)
        if self._deselect_on_release:
            self.selected = None  # a second click on the chosen screen puts it back
            self._deselect_on_release = False
            return Intent(message=self.hint())
        return None

    def _choose(self, origin: int, target: int) -> Intent:
        move = self.targets[origin][target]
        self.selected = None
        self.dragging = False
        return Intent(move=move)

    def _attempt(self, origin: int, target: int) -> Intent:
        """A destination that is not listed: let the rules say why, in one line, and change nothing."""
        seat = self.obs.seat
        return Intent(move=ScreenMove(seat, (origin, target)))

    def _explain_cell(self, cell: int) -> Intent:
        screen = self._screens().get(cell)
        if screen is not None:
            return Intent(message=t("reflecto.error.not_yours", name=self._name(screen.owner)), error=True)
        return Intent(message=t("reflecto.error.pick_first"), error=True)

    def _key(self, event: pygame.event.Event) -> Intent | None:
        if event.key == pygame.K_g:
            self.open_guess(opening_key="g")
            return Intent(message=self.hint())
        if event.key == pygame.K_ESCAPE and self.selected is not None:
            self.selected = None
            return Intent(message=self.hint())
        if event.key in ARROWS:
            col, row = self.cursor if self.cursor is not None else self._start_cursor()
            dx, dy = ARROWS[event.key]
            top = -1 if self.selected is not None else 0  # row -1: beyond the last row, to leave the board
            self.cursor = (max(0, min(SIZE - 1, col + dx)), max(top, min(SIZE - 1, row + dy)))
            return None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.cursor is not None:
            cell = self._cursor_cell(self.cursor)
            if self.selected is not None and cell in self.targets.get(self.selected, {}):
                return self._choose(self.selected, cell)
            if self._own_screen(cell) is not None:
                return self._select(cell, None)
            if self.selected is not None:
                return self._attempt(self.selected, cell)
            return self._explain_cell(cell)
        return None

    # --- what can be pressed (for the search that proves every move can be made) ---------------------
    def pointer_targets(self) -> list[tuple[int, int]]:
        lay = self.layout_
        cells = [lay.cell_at_colrow(col, row) for row in range(SIZE) for col in range(SIZE)]
        exits = [EXIT_BASE + file for file in range(SIZE)]
        return [lay.cell_rect(cell).center for cell in cells] + [lay.exit_rect(cell).center for cell in exits]

    def key_inputs(self) -> list[KeyPress]:
        return [*BOARD_KEYS, (pygame.K_ESCAPE, 0)]

    def input_state(self) -> tuple[Any, ...]:
        return self.selected, self.cursor, self.press, self.dragging, self._deselect_on_release

    def restore_input_state(self, state: tuple[Any, ...]) -> None:
        self.selected, self.cursor, self.press, self.dragging, self._deselect_on_release = state

    def _start_cursor(self) -> tuple[int, int]:
        own = sorted(self.targets)
        if own:
            return self.layout_.screen_colrow(own[0])
        return 3, SIZE - 1

    def _cursor_cell(self, cursor: tuple[int, int]) -> int:
        col, row = cursor
        if row < 0:
            return EXIT_BASE + (col if self.obs.seat == 0 else SIZE - 1 - col)
        return self.layout_.cell_at_colrow(col, row)

    # --- drawing -------------------------------------------------------------------------------------------
    def _plain(self) -> bool:
        return bool(getattr(self.app.settings, "show_mirror_letters_plain", False))

    def _static_layer(self) -> pygame.Surface:
        lay = self.layout_
        obs = self.obs
        palette = self.app.palette
        names = (self._name(0), self._name(1))
        key = (self.rect.size, lay.cell, obs.seat, palette.name, get_language(), names,
               tuple(obs.letter_screens))
        if self._static is None or self._static_key != key:
            watching = not self.players[obs.seat].is_human  # the computer plays every seat
            self._static = draw_static_board(self.rect, lay, palette, obs, names, watching=watching)
            self._static_key = key
        return self._static

    def draw(self, surface: pygame.Surface) -> None:
        obs = self.obs
        if obs is None:
            return
        lay = self.layout_
        palette = self.app.palette
        cards = Cards(lay, palette, obs, self._plain())
        screens = self._screens()
        surface.blit(self._static_layer(), self.rect.topleft)
        if self.animation is None:
            marks.draw_last_move(surface, lay, palette, self.last_events)
        self._draw_marks(surface)
        pieces.draw_cards(surface, cards, screens, anim=self.animation, selected=self.selected,
                          dragging=self.dragging, setup=self.setup)
        pieces.draw_lanes(surface, cards, self.animation)
        dragged = None
        if self.dragging and self.selected is not None and self.pointer is not None:
            dragged = (self.selected, self.pointer)
        pieces.draw_moving(surface, cards, screens, self.animation, dragged)
        hinted = self._hinted_screen_move()
        if hinted is not None:
            marks.draw_hinted(surface, lay, palette, hinted)
        if self.setup is not None:
            self.setup.draw_column(surface, palette)
        else:
            can_guess = self.legal_moves is not None and obs.phase == "play"
            self.notebook.plain_letters = self._plain()
            self.notebook.draw(surface, palette, obs, [self._name(0), self._name(1)], can_guess, self.pointer,
                               watching=not self.players[obs.seat].is_human)
        if self.guess is not None:
            self.guess.draw(surface, palette, self.pointer)

    def _draw_marks(self, surface: pygame.Surface) -> None:
        lay = self.layout_
        palette = self.app.palette
        acting = self.legal_moves is not None and self.setup is None
        marks.draw_targets(surface, lay, palette, self.targets, selected=self.selected, pointer=self.pointer,
                           hover=acting)
        if self.cursor is not None and acting and self.board_focus:
            marks.draw_cursor(surface, lay, palette, self._cursor_cell(self.cursor))
        if self.setup is not None:
            marks.draw_setup_marks(surface, lay, palette, self.setup)

    def _hinted_screen_move(self) -> ScreenMove | None:
        """The hinted move, when it moves a screen (a guess is told in words only)."""
        move = self.hinted_legal_move()
        return move if isinstance(move, ScreenMove) else None

    # --- the benchmark's moving picture ------------------------------------------------------------------
    def demo_animation(self) -> None:
        """A hop of one of the viewer's screens back and forth (for measuring frames while animating)."""
        obs = self.obs
        if obs is None or not self.targets:
            return
        origin = min(self.targets)
        target = min(self.targets[origin])
        event = Stepped(player=obs.seat, path=(origin, target))
        self.animation = ReflectoAnimation([event], obs, obs)
        self.animation.path = [target, origin]
        self.speed = 1.0


VIEW_CLASS = ReflectoView
