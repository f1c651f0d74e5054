"""The Reflection Pond board on screen: two ponds across a mirror line.

The view draws only from the observation it is given, turns clicks and keys
into move objects, previews what the mirrored frog will do under the pointer,
and animates actions from the events `apply` reported. What it draws with
lives in painters/; this module maps the player's input and puts the
picture together.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from reflectgames.core.match import PlayerSpec
from reflectgames.core.rules import Event, Move, Outcome
from reflectgames.games.pond.board import DIRECTIONS, EDGES, MIRRORED, SIZE, Direction, edge_index, step
from reflectgames.games.pond.events import Bump, ExtraFly, Hop, PondEnd, StickLifted, StickPlaced
from reflectgames.games.pond.layout import PondLayout, Target
from reflectgames.games.pond.message_keys import END_MESSAGES
from reflectgames.games.pond.moves import FrogMove, PondMove, StickMove, UnstickMove, parse_move
from reflectgames.games.pond.observation import PondObservation
from reflectgames.games.pond.painters import board_art, marks, pieces
from reflectgames.games.pond.painters.animation import PondAnimation
from reflectgames.games.pond.painters.frame import BoardFrame
from reflectgames.games.pond.painters.shelf import draw_shelf, shelf_text_width
from reflectgames.games.pond.preview import neighbour
from reflectgames.games.pond.words import consequences, describe
from reflectgames.i18n import t
from reflectgames.ui.game_view import BOARD_KEYS, GameView, Intent, KeyPress
from reflectgames.ui.marks import cursor_box
from reflectgames.ui.scene import AppServices

# Events that move something on the board: the others (a catch alone cannot happen) need no animation.
MOVING_EVENTS = (Hop, Bump, StickPlaced, StickLifted, ExtraFly)

ARROW_TO_SCREEN = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
STICK_KEYS: tuple[KeyPress, ...] = ((pygame.K_s, 0), (pygame.K_s, pygame.KMOD_SHIFT), (pygame.K_ESCAPE, 0))
# The keyboard's cursor walks a lattice of half pads over both ponds as they stand on screen:
# pads at even (x, y), the stick places between two pads at one odd coordinate. Player 1's pond is
# on top (y 0 to 2 * SIZE - 2); one empty row of the lattice stands for the mirror line.
LATTICE = 2 * SIZE - 1
LOWER_POND_Y = LATTICE + 1
# The frame around the pond of the player to move: how far outside it, how thick, how round.
MOVER_FRAME = (10, 3, 12)


class PondView(GameView):
    game_id = "pond"

    def __init__(self, app: AppServices, players: Sequence[PlayerSpec]) -> None:
        super().__init__(app, players)
        self.obs: PondObservation | None = None
        self.layout_ = PondLayout(pygame.Rect(0, 0, 800, 700))
        self.animation: PondAnimation | None = None
        self.hover: Target | None = None
        self.selected_stick: int | None = None  # index into the stick moves offered by key S
        self.cursor: Target | None = None  # the keyboard's pad or stick place
        self.keyboard = False  # the cursor is drawn once a key moved it, until the pointer moves
        self.facing: dict[int, Direction] = {0: "F", 1: "F"}
        self.backdrop = board_art.Backdrop()

    # --- layout and state --------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        # The shelf's frog grows with the tile, so the text's width is measured against the widest tile.
        tile = PondLayout(rect).tile
        names = [player.name for player in self.players]
        self.layout_ = PondLayout(rect, shelf_text_width(names, tile))

    def show(self, obs: Any, legal: Sequence[Move] | None, viewer: int | None) -> None:
        super().show(obs, legal, viewer)
        self.selected_stick = None
        if obs.to_move is not None and (self.cursor is None or self.cursor.seat != obs.to_move):
            self.cursor = Target(obs.to_move, obs.ponds[obs.to_move].frog)  # start on the mover's frog

    def start_animation(self, events: list[Event], before: Any, speed: float | None) -> None:
        self.last_events = list(events)
        for event in events:
            if isinstance(event, Hop) and event.player is not None:
                self.facing[event.player] = event.direction
        if speed is None or not any(isinstance(e, MOVING_EVENTS) for e in events):
            self.animation = None
            return
        self.animation = PondAnimation(events)
        self.speed = speed

    def _position(self) -> tuple[PondObservation, int]:
        """The position shown and the seat to act in it (only asked while someone may act)."""
        obs = self.obs
        if obs is None or obs.to_move is None:
            raise RuntimeError("The pond view was asked about a move with no one to move.")
        return obs, obs.to_move

    # --- the legal actions -------------------------------------------------------------
    def frog_moves(self) -> list[FrogMove]:
        return [move for move in self.legal_moves or () if isinstance(move, FrogMove)]

    def stick_moves(self) -> list[StickMove | UnstickMove]:
        """The legal stick actions, in the order key S walks through them."""
        return [move for move in self.legal_moves or () if isinstance(move, StickMove | UnstickMove)]

    def stick_move_at(self, seat: int, edge: int) -> StickMove | UnstickMove:
        """The stick action on a stick place: lift the stick lying there, else lay one."""
        obs, _ = self._position()
        placed = list(EDGES[edge]) in obs.ponds[seat].sticks
        return UnstickMove(edge) if placed else StickMove(edge)

    def is_legal(self, move: PondMove) -> bool:
        return self.legal_moves is not None and move in self.legal_moves

    def selected_stick_move(self) -> StickMove | UnstickMove | None:
        sticks = self.stick_moves()
        if self.selected_stick is None or not sticks:
            return None
        return sticks[self.selected_stick % len(sticks)]

    # --- reading the player ------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.layout_.target_at(event.pos)
            self.keyboard = False
            return None
        if self.legal_moves is None:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.layout_.target_at(event.pos)
            return None if target is None else self._click(target)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _click(self, target: Target) -> Intent:
        """A pad or stick place chosen, by the pointer or by Enter on the cursor."""
        obs, mover = self._position()
        if target.seat != mover:
            return self._click_other_pond(target)
        if target.edge is not None:
            return Intent(move=self.stick_move_at(mover, target.edge))
        frog = obs.ponds[mover].frog
        for direction in DIRECTIONS:
            if neighbour(frog, direction) == target.tile:
                return Intent(move=FrogMove(direction))
        if target.tile == frog:
            return Intent(message=t("pond.error.own_frog"), error=True)
        return Intent(message=t("pond.error.not_adjacent"), error=True)

    def _click_other_pond(self, target: Target) -> Intent:
        """The pad next to the other frog: the hop that moves it there. Against the pond's edge the
        mover's own frog stays and only the mirrored frog moves, so this pad is where that hop is chosen."""
        obs, _ = self._position()
        other = obs.ponds[target.seat].frog
        if target.edge is None:
            for direction in DIRECTIONS:
                if neighbour(other, MIRRORED[direction]) == target.tile:
                    return Intent(move=FrogMove(direction))
        return Intent(message=t("pond.error.other_pond"), error=True)

    def _key(self, event: pygame.event.Event) -> Intent | None:
        if event.key in ARROW_TO_SCREEN:
            self.selected_stick = None  # the cursor now says where the next action goes
            if self.keyboard:
                self._move_cursor(*ARROW_TO_SCREEN[event.key])
            self.keyboard = True
            return Intent(message=self.hint())
        sticks = self.stick_moves()
        if event.key == pygame.K_s and sticks:
            back = bool(event.mod & pygame.KMOD_SHIFT)
            if self.selected_stick is None:
                self.selected_stick = len(sticks) - 1 if back else 0
            else:
                self.selected_stick = (self.selected_stick + (-1 if back else 1)) % len(sticks)
            return Intent(message=self.hint())
        selected = self.selected_stick_move()
        if selected is not None:
            if event.key in CONFIRM_KEYS:
                self.selected_stick = None
                return Intent(move=selected)
            if event.key == pygame.K_ESCAPE:
                self.selected_stick = None
                return Intent(message=self.hint())
        if event.key in CONFIRM_KEYS and self.cursor is not None:
            self.keyboard = True
            return self._click(self.cursor)
        return None

    # --- the keyboard's cursor -----------------------------------------------------------
    def _lattice_of(self, target: Target) -> tuple[int, int]:
        """Where a pad or stick place stands on the cursor's lattice."""
        col, row = self.layout_.screen_cell(target.seat, target.tile)
        x, y = 2 * col, 2 * row
        if target.edge is not None:
            a, b = EDGES[target.edge]
            other = b if a == target.tile else a
            other_col, other_row = self.layout_.screen_cell(target.seat, other)
            x, y = col + other_col, row + other_row
        return x, y + (LOWER_POND_Y if target.seat == 0 else 0)

    def _target_on_lattice(self, x: int, y: int) -> Target | None:
        seat = 0 if y >= LOWER_POND_Y else 1
        y -= LOWER_POND_Y if seat == 0 else 0
        if not (0 <= x < LATTICE and 0 <= y < LATTICE) or (x % 2 and y % 2):
            return None
        cols, rows = {x // 2, (x + 1) // 2}, {y // 2, (y + 1) // 2}
        tiles = sorted(self.layout_.tile_at_screen(seat, col, row) for col in cols for row in rows)
        if len(tiles) == 1:
            return Target(seat, tiles[0])
        return Target(seat, tiles[0], edge_index(tiles[0], tiles[1]))

    def _move_cursor(self, dx: int, dy: int) -> None:
        """One half-pad step on screen: onto the stick place beside a pad, across the mirror line,
        along a stick line past the corner between four pads."""
        if self.cursor is None:
            return
        x, y = self._lattice_of(self.cursor)
        for _ in range(3):
            x, y = x + dx, y + dy
            target = self._target_on_lattice(x, y)
            if target is not None:
                self.cursor = target
                return

    def pointer_targets(self) -> list[tuple[int, int]]:
        points = []
        for seat in (0, 1):
            for x in range(LATTICE):
                for y in range(LATTICE):
                    target = self._target_on_lattice(x, y + (LOWER_POND_Y if seat == 0 else 0))
                    if target is not None:
                        points.append(self._target_point(target))
        return points

    def _target_point(self, target: Target) -> tuple[int, int]:
        if target.edge is None:
            return self.layout_.tile_rect(target.seat, target.tile).center
        start, end, _ = self.layout_.edge_segment(target.seat, *EDGES[target.edge])
        return round((start[0] + end[0]) / 2), round((start[1] + end[1]) / 2)

    def key_inputs(self) -> list[KeyPress]:
        return [*BOARD_KEYS, *STICK_KEYS]

    def input_state(self) -> tuple[Target | None, int | None, bool]:
        return self.cursor, self.selected_stick, self.keyboard

    def restore_input_state(self, state: tuple[Target | None, int | None, bool]) -> None:
        self.cursor, self.selected_stick, self.keyboard = state

    def input_state_key(self) -> tuple[Target | None, bool, bool]:
        # Which stick place S chose is not told apart: every stick place is also under the cursor.
        return self.cursor, self.selected_stick is not None, self.keyboard

    def wants_escape(self) -> bool:
        return self.selected_stick is not None

    def hint(self) -> str:
        if self.obs is None or self.obs.to_move is None:
            return ""
        if self.legal_moves is None:
            return t("pond.hint.watch")
        selected = self.selected_stick_move()
        if selected is not None:
            return t("pond.hint.stick_selected", move=describe(selected))
        return t("pond.hint.keys")

    # --- words ---------------------------------------------------------------------------
    def describe_move(self, text: str, mover: int | None = None) -> str:
        return describe(parse_move(text))

    def describe_events(self, events: Sequence[Event], mover: int | None = None) -> list[str]:
        return consequences(events, [p.name for p in self.players])

    def turn_text(self) -> str:
        if self.obs is None or self.obs.to_move is None:
            return ""
        return t("pond.actions_left", count=self.obs.actions_left)

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        message = END_MESSAGES[PondEnd(outcome.reason)]  # plain text after a save round trip
        if not outcome.winners:
            return t("result.draw"), t(message)
        winner = self.players[min(outcome.winners)].name
        return t("result.wins", name=winner), t(message, name=winner)

    def draw_player_mark(
        self, surface: pygame.Surface, seat: int, center: tuple[int, int], size: int
    ) -> None:
        pieces.frog_mark(surface, self.app.palette, seat, center, size)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.obs is None:
            return
        lay = self.layout_
        frame = BoardFrame(surface, lay, self.app.palette, self.obs, self.animation)
        surface.blit(self.backdrop.layer(lay, frame.palette), lay.board.topleft)
        acting = self.obs.to_move if self.legal_moves is not None and self.animation is None else None
        for seat in (0, 1):
            board_art.draw_pads(frame, seat)
        if acting is not None:
            marks.draw_targets(frame, acting, self.frog_moves())
        for seat in (0, 1):
            pieces.draw_sticks(frame, seat)
            pieces.draw_flies(frame, seat)
        if self.animation is None:
            marks.draw_last_move(frame, self.last_events)
        for seat in (0, 1):
            pieces.draw_frog(frame, seat, self.facing[seat])
        self._draw_hinted(frame)
        if acting is not None:
            self._draw_preview(frame, acting)
        for seat in (0, 1):
            draw_shelf(frame, seat, self.players[seat].name)
        self._draw_cursor(frame, acting)
        if self.obs.to_move is not None:
            outside, width, radius = MOVER_FRAME
            pond = lay.ponds[self.obs.to_move].inflate(outside, outside)
            color = frame.palette.players[self.obs.to_move]
            pygame.draw.rect(surface, color, pond, width, border_radius=radius)

    def _draw_preview(self, frame: BoardFrame, mover: int) -> None:
        """The stick place chosen with key S, else what the pointer is over: where both frogs would go,
        or the stick place."""
        selected = self.selected_stick_move()
        if selected is not None:
            marks.draw_stick_place(frame, mover, selected, allowed=True, width=3)
            return
        hover = self.hover
        if hover is None or hover.seat != mover:
            return
        if hover.edge is not None:
            move = self.stick_move_at(mover, hover.edge)
            marks.draw_stick_place(frame, mover, move, allowed=self.is_legal(move))
            return
        frog = frame.obs.ponds[mover].frog
        for direction in DIRECTIONS:
            if neighbour(frog, direction) == hover.tile:
                marks.draw_frog_preview(frame, mover, direction, allowed=self.is_legal(FrogMove(direction)))

    def _draw_cursor(self, frame: BoardFrame, acting: int | None) -> None:
        """The keyboard's cursor, while the board has the keys and a key moved it."""
        cursor = self.cursor
        if cursor is None or acting is None or not self.keyboard or not self.board_focus:
            return
        if self.selected_stick is not None:
            return  # the stick place chosen with S glows instead: one mark says where Enter acts
        lay = self.layout_
        if cursor.edge is None:
            rect = lay.tile_rect(cursor.seat, cursor.tile).inflate(-4, -4)
        else:
            center = self._target_point(cursor)
            start, end, upright = lay.edge_segment(cursor.seat, *EDGES[cursor.edge])
            span = int(abs(end[1] - start[1]) if upright else abs(end[0] - start[0]))
            thin = max(10, lay.tile // 4)
            rect = pygame.Rect(0, 0, thin, span) if upright else pygame.Rect(0, 0, span, thin)
            rect.center = center
        cursor_box(frame.surface, frame.palette.focus, rect)

    def _draw_hinted(self, frame: BoardFrame) -> None:
        hinted = self.hinted_legal_move()
        if isinstance(hinted, (FrogMove, StickMove, UnstickMove)) and frame.obs.to_move is not None:
            marks.draw_hinted(frame, frame.obs.to_move, hinted)

    # --- the benchmark's moving picture ------------------------------------------------
    def demo_animation(self) -> None:
        """Start a looping hop of both frogs (used to measure frames while animating)."""
        if self.obs is None:
            return
        ponds = self.obs.ponds
        seat = self.obs.to_move if self.obs.to_move is not None else 0
        frog = ponds[seat].frog
        direction = next(d for d in DIRECTIONS if step(frog, d, 0) != frog)
        events: list[Event] = [
            Hop(player=s, from_tile=ponds[s].frog, to_tile=step(ponds[s].frog, d, 0), direction=d)
            for s, d in ((seat, direction), (1 - seat, MIRRORED[direction]))
        ]
        self.start_animation(events, self.obs, 1.0)


VIEW_CLASS = PondView
