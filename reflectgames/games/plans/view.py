"""The Plans of Action board on screen: piecepack tiles, suit coins, and the ledger beside them.

The view draws only from the observation it is given and the legal move
objects; it turns clicks and keys into those moves, explains in one
line why an attempt cannot be made, and animates a move from its events
(a jump arcs, a rotation turns the tile, a shift slides it, and the board
re-fits smoothly when it grows). The puzzle scenes add two things through
`set_target` (the best known length) and `set_hint` (a move to highlight).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from reflectgames.core.match import PlayerSpec
from reflectgames.core.rules import Event, IllegalMove, Move, Outcome
from reflectgames.games.plans.board import (
    DIRECTIONS,
    SUITS,
    Cell,
    cell_text,
    parse_cell,
    tile_cells,
    tile_of,
)
from reflectgames.games.plans.describe import coin_text, describe_move, suits_plural
from reflectgames.games.plans.events import PlansEnd, Turned
from reflectgames.games.plans.layout import Bounds, Fit, PlansLayout, bounds_of
from reflectgames.games.plans.message_keys import END_MESSAGES, GOAL_MET, STUCK_DETAIL
from reflectgames.games.plans.moves import Jump, PlansMove, Rotate, Shift, TileMove, parse_move
from reflectgames.games.plans.observation import PlansObservation
from reflectgames.games.plans.painters import marks, pieces, sprites
from reflectgames.games.plans.painters.animation import REFIT_TIME, PlansAnimation
from reflectgames.games.plans.painters.coordinates import draw_coordinates
from reflectgames.games.plans.painters.ledger import (
    Target,
    draw_ledger,
    draw_turn_buttons,
    turn_button_rects,
    turn_buttons_cover,
)
from reflectgames.games.plans.painters.marks import ShiftArrow
from reflectgames.games.plans.position import Position, Snapshot
from reflectgames.i18n import t
from reflectgames.ui.game_view import BOARD_KEYS, GameView, Intent, KeyPress
from reflectgames.ui.text import length
from reflectgames.ui.tween import Tween, ease_in_out_cubic

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

ARROW_KEYS = {pygame.K_UP: "U", pygame.K_DOWN: "D", pygame.K_LEFT: "L", pygame.K_RIGHT: "R"}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RIGHT_BUTTON = 3  # lets go of a chosen coin or tile
ANGLE_KEYS = {pygame.K_1: 90, pygame.K_2: 180, pygame.K_3: 270}
# The game's own keys: T takes the tile under the cursor, R turns it (Shift: the other way), 1-3 turn
# the chosen tile by 90, 180 or 270 degrees, Esc puts down the choice.
PLANS_KEYS: tuple[KeyPress, ...] = (
    (pygame.K_t, 0), (pygame.K_r, 0), (pygame.K_r, pygame.KMOD_SHIFT), *((key, 0) for key in ANGLE_KEYS),
    (pygame.K_ESCAPE, 0),
)


@dataclass
class TileChoices:
    """The legal turns and shifts of one full tile."""

    turns: list[Rotate] = field(default_factory=list)
    shifts: list[Shift] = field(default_factory=list)


def position_of(obs: PlansObservation) -> Position:
    """The rules' position rebuilt from what the observation shows (nothing is hidden in a solitaire)."""
    cells: list[set[Cell]] = [set(), set(), set(), set()]
    for text, suit in obs.coins.items():
        cell = parse_cell(text)
        if cell is not None:
            cells[SUITS.index(suit)].add(cell)
    tiles = frozenset((tile[0], tile[1]) for tile in obs.tiles)
    return Position(tiles, tuple(frozenset(c) for c in cells))  # type: ignore[arg-type]


NO_BOARD = Position(frozenset(), (frozenset(), frozenset(), frozenset(), frozenset()))


class PlansView(GameView):
    game_id = "plans"

    def __init__(self, app: AppServices, players: Sequence[PlayerSpec]) -> None:
        super().__init__(app, players)
        self.layout_ = PlansLayout(pygame.Rect(0, 0, 900, 700))
        self.snap: Snapshot = NO_BOARD.snapshot()  # until the first observation
        self.jumps: dict[Cell, dict[str, Cell]] = {}  # legal jumps: coin -> direction -> landing
        self.tile_moves: dict[Cell, TileChoices] = {}  # full tile -> its legal turns and shifts
        self.fit_to = self.layout_.fit(bounds_of([]))
        self.fit_from = self.fit_to
        self.refit: Tween | None = None
        self.animation: PlansAnimation | None = None
        self.selected: Cell | None = None  # a chosen coin
        self.selected_tile: Cell | None = None  # a chosen full tile
        self.cursor: Cell | None = None
        self.keyboard = False  # the cursor shows once the keys are used
        self.hover: tuple[int, int] | None = None
        self.best_length: int | None = None
        self.proven = False
        self.hint_move: PlansMove | None = None
        self._bounds_of: tuple[object, Bounds] | None = None

    # --- the puzzle scene's additions ------------------------------------------------------
    def set_target(self, best_length: int | None, proven: bool = False) -> None:
        """The best known number of moves for this puzzle (proven: no shorter solution exists)."""
        self.best_length = best_length
        self.proven = bool(proven) and best_length is not None

    def set_hint(self, move: str | None) -> None:
        """Highlight one move on the board (a legal move's notation), or clear the highlight with None."""
        self.hint_move = self._legal_move(move) if move else None

    @property
    def hinted(self) -> str | None:
        """The notation of the highlighted move, if any (the puzzle screen plays it)."""
        return None if self.hint_move is None else str(self.hint_move)

    def _legal_move(self, text: str) -> PlansMove | None:
        """The legal move that `text` writes, or None."""
        try:
            move = parse_move(text)
        except IllegalMove:
            return None
        return move if self.legal_moves is not None and move in self.legal_moves else None

    # --- layout and state ----------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.layout_ = PlansLayout(rect)
        self.fit_to = self.fit_from = self.layout_.fit(self._bounds())
        self.refit = None

    def _bounds(self) -> Bounds:
        tiles = self.obs.tiles if self.obs is not None else []
        if self._bounds_of is None or self._bounds_of[0] is not tiles:  # asked on every click: kept
            self._bounds_of = (tiles, bounds_of(tiles))
        return self._bounds_of[1]

    def current_fit(self) -> Fit:
        if self.refit is None:
            return self.fit_to
        return self.fit_from.blend(self.fit_to, self.refit.value)

    def show(self, obs: PlansObservation, legal: Sequence[Move] | None, viewer: int | None) -> None:
        changed = self.obs is None or obs.coins != self.obs.coins or obs.tiles != self.obs.tiles
        self.fit_from = self.current_fit()
        super().show(obs, legal, viewer)
        self.snap = position_of(obs).snapshot()
        self._read_legal()
        self.fit_to = self.layout_.fit(self._bounds())
        self.refit = None  # start_animation tweens from fit_from when animations are on
        if changed:
            self.selected = self.selected_tile = None
            self.hint_move = None
        if self.selected not in self.jumps:
            self.selected = None
        if self.selected_tile not in self.tile_moves:
            self.selected_tile = None
        if self.hint_move is not None and (legal is None or self.hint_move not in legal):
            self.hint_move = None
        self._place_cursor(changed)

    def _read_legal(self) -> None:
        self.jumps, self.tile_moves = {}, {}
        for move in self.legal_moves or []:
            if isinstance(move, Jump):
                landing = self.snap.landing(move.cell, move.direction)
                self.jumps.setdefault(move.cell, {})[move.direction] = landing
            elif isinstance(move, Rotate):
                self.tile_moves.setdefault(move.tile, TileChoices()).turns.append(move)
            elif isinstance(move, Shift):
                self.tile_moves.setdefault(move.tile, TileChoices()).shifts.append(move)

    def _place_cursor(self, changed: bool) -> None:
        forced = self._forced()
        if forced is not None and (self.cursor is None or tile_of(self.cursor) != forced):
            self.cursor = next((c for c in tile_cells(forced) if c in self.jumps), forced)
        elif self.cursor is None or (changed and self.cursor not in self.snap.where):
            self.cursor = min(self.jumps, default=None) or (3, 4)

    def _forced(self) -> Cell | None:
        forced = self.obs.must_jump_from if self.obs is not None else None
        return None if forced is None else (forced[0], forced[1])

    def start_animation(self, events: list[Event], before: object, speed: float | None) -> None:
        self.last_events = list(events)
        if speed is None:
            self.animation, self.refit = None, None
            return
        self.speed = speed
        animation = PlansAnimation(events)
        self.animation = animation if animation.moves_something else None
        if self.fit_from != self.fit_to:
            self.refit = Tween(REFIT_TIME, ease_in_out_cubic)

    def update(self, dt: float) -> None:
        step = dt / max(0.05, self.speed)
        if self.animation is not None:
            self.animation.advance(step)
            if self.animation.done:
                self.animation = None
        if self.refit is not None:
            self.refit.advance(step)
            if self.refit.done:
                self.refit = None

    def is_animating(self) -> bool:
        return self.animation is not None or self.refit is not None

    def skip_animation(self) -> None:
        self.animation = None
        self.refit = None

    # --- reading the player ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.keyboard = False
            return None
        if self.legal_moves is None or self.obs is None:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == RIGHT_BUTTON and self._has_choice():
            return self._cancel()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _has_choice(self) -> bool:
        return self.selected is not None or self.selected_tile is not None

    def _cancel(self) -> Intent:
        self.selected = self.selected_tile = None
        return Intent(message=self.hint())

    def _click(self, pos: tuple[int, int]) -> Intent | None:
        self.keyboard = False
        if self.selected_tile is not None:
            for direction, center, radius in self.shift_buttons():
                if math.dist(pos, center) <= radius:
                    return self._tile_move(Shift(self.selected_tile, direction))
            for angle, rect in self.rotate_buttons():
                if rect.collidepoint(pos):
                    return self._tile_move(Rotate(self.selected_tile, angle))
        if self.layout_.ledger.collidepoint(pos):
            return None
        fit = self.fit_to
        knob = fit.tile_knob_at(pos)
        if knob is not None and self.snap.is_full(knob):
            return self._choose_tile(knob)
        cell = fit.cell_at(pos)
        self.cursor = cell if self._on_board(cell) else self.cursor
        return self._choose_cell(cell)

    def _on_board(self, cell: Cell) -> bool:
        min_x, min_y, max_x, max_y = self._bounds()
        return min_x <= cell[0] <= max_x and min_y <= cell[1] <= max_y

    def _choose_cell(self, cell: Cell) -> Intent:
        selected = self.selected
        if selected is not None:
            for direction, landing in self.jumps.get(selected, {}).items():
                if landing == cell:
                    return self._play(Jump(selected, direction))
            if cell == selected:
                return self._cancel()
        if cell in self.snap.where:
            return self._choose_coin(cell)
        if not self._on_board(cell):
            return self._cancel()
        if selected is not None:
            across = self.snap.jump_length(selected, "L")
            along = self.snap.jump_length(selected, "U")
            return self._error("plans_view.error.cannot_land", coin=self._coin(selected),
                               cell=cell_text(cell), across=across, along=along)
        if tile_of(cell) not in self.snap.tiles:
            return self._error("plans_view.error.hole")
        return self._error("plans_view.error.empty_cell")

    def _choose_coin(self, cell: Cell) -> Intent:
        forced = self._forced()
        if forced is not None and tile_of(cell) != forced:
            return self._error("plans_view.error.must_jump", tile=cell_text(forced))
        if cell not in self.jumps:
            across = self.snap.jump_length(cell, "L")
            along = self.snap.jump_length(cell, "U")
            return self._error("plans_view.error.no_jump", coin=self._coin(cell), across=across, along=along)
        if self.selected == cell and tile_of(cell) in self.tile_moves:
            return self._choose_tile(tile_of(cell))  # Enter twice on a coin: its whole tile
        self.selected, self.selected_tile = cell, None
        return Intent(message=self.hint())

    def _choose_tile(self, tile: Cell) -> Intent:
        forced = self._forced()
        if forced is not None:
            return self._error("plans_view.error.must_jump", tile=cell_text(forced))
        if not self.snap.is_full(tile):
            return self._error("plans_view.error.not_full")
        if tile not in self.tile_moves:
            return self._error("plans_view.error.tile_stuck")
        if self.selected_tile == tile:
            return self._cancel()
        self.selected, self.selected_tile = None, tile
        return Intent(message=self.hint())

    def _tile_move(self, move: TileMove) -> Intent:
        if self.legal_moves is not None and move in self.legal_moves:
            return self._play(move)
        tile = move.tile
        forced = self._forced()
        if forced is not None:
            return self._error("plans_view.error.must_jump", tile=cell_text(forced))
        if not self.snap.is_full(tile):
            return self._error("plans_view.error.not_full")
        return self._error("plans_view.error.no_follow_jump")

    def _jump_key(self, cell: Cell, direction: str) -> Intent:
        if direction in self.jumps.get(cell, {}):
            return self._play(Jump(cell, direction))
        landing = self.snap.landing(cell, direction)
        count = self.snap.jump_length(cell, direction)
        taken = landing in self.snap.where
        key = "plans_view.error.landing_taken" if taken else "plans_view.error.landing_off"
        return self._error(key, coin=self._coin(cell), count=count, cell=cell_text(landing))

    def _play(self, move: PlansMove) -> Intent:
        self.selected = self.selected_tile = None
        return Intent(move=move)

    def _error(self, key: str, **params: object) -> Intent:
        return Intent(message=t(key, **params), error=True)

    def _coin(self, cell: Cell) -> str:
        return coin_text(SUITS[self.snap.where[cell]], cell)

    def _key(self, event: pygame.event.Event) -> Intent | None:
        key = event.key
        if key == pygame.K_ESCAPE:
            return self._cancel() if self._has_choice() else None
        if key in ARROW_KEYS:
            direction = ARROW_KEYS[key]
            if self.selected_tile is not None:
                return self._tile_move(Shift(self.selected_tile, direction))
            if self.selected is not None:
                return self._jump_key(self.selected, direction)
            if self.keyboard and self.cursor is not None:
                dx, dy = DIRECTIONS[direction]
                min_x, min_y, max_x, max_y = self._bounds()
                x = max(min_x, min(max_x, self.cursor[0] + dx))
                y = max(min_y, min(max_y, self.cursor[1] + dy))
                self.cursor = (x, y)
            self.keyboard = True
            return None
        self.keyboard = True
        cursor = self.cursor
        if key in ENTER_KEYS and cursor is not None:
            return self._choose_cell(cursor)
        if key == pygame.K_t and cursor is not None:
            return self._choose_tile(tile_of(cursor))
        if key == pygame.K_r or (key in ANGLE_KEYS and self.selected_tile is not None):
            tile = self.selected_tile or (tile_of(cursor) if cursor is not None else None)
            if tile is None:
                return None
            angle = (270 if event.mod & pygame.KMOD_SHIFT else 90) if key == pygame.K_r else ANGLE_KEYS[key]
            return self._tile_move(Rotate(tile, angle))
        return None

    # --- what can be pressed (for the search that proves every move can be made) ---------------------
    def pointer_targets(self) -> list[tuple[int, int]]:
        fit = self.fit_to
        min_x, min_y, max_x, max_y = self._bounds()
        cells = [(x, y) for x in range(min_x, max_x + 1) for y in range(min_y, max_y + 1)]
        points = [fit.cell_center(cell) for cell in cells]
        points += [fit.tile_center(tile) for tile in self.snap.tiles if self.snap.is_full(tile)]
        points += [center for _, center, _ in self.shift_buttons()]
        points += [rect.center for _, rect in self.rotate_buttons()]
        return [(round(x), round(y)) for x, y in points]

    def key_inputs(self) -> list[KeyPress]:
        return [*BOARD_KEYS, *PLANS_KEYS]

    def input_state(self) -> tuple[Cell | None, Cell | None, Cell | None, bool]:
        return self.selected, self.selected_tile, self.cursor, self.keyboard

    def restore_input_state(self, state: tuple[Cell | None, Cell | None, Cell | None, bool]) -> None:
        self.selected, self.selected_tile, self.cursor, self.keyboard = state

    def input_state_key(self) -> tuple[Cell | None, Cell | None, Cell | None, bool]:
        # A click leaves the keyboard's cursor where it clicked, but the cursor counts only for the keys.
        return self.selected, self.selected_tile, self.cursor if self.keyboard else None, self.keyboard

    def wants_escape(self) -> bool:
        return self._has_choice()

    # --- words ---------------------------------------------------------------------------------
    def hint(self) -> str:
        if self.obs is None or self.legal_moves is None:
            return ""
        if self.selected is not None:
            return t("plans_view.hint.coin", coin=self._coin(self.selected),
                     across=self.snap.jump_length(self.selected, "L"),
                     along=self.snap.jump_length(self.selected, "U"))
        if self.selected_tile is not None:
            return t("plans_view.hint.tile", tile=cell_text(self.selected_tile))
        forced = self._forced()
        if forced is not None:
            return t("plans_view.hint.forced", tile=cell_text(forced))
        return t("plans_view.hint.turn")

    def describe_move(self, text: str, mover: int | None = None) -> str:
        return describe_move(text)

    def turn_text(self) -> str:
        if self.obs is None:
            return ""
        return t("plans_view.moves_so_far", count=self.obs.moves)

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        moves = self.obs.moves if self.obs is not None else 0
        reason = PlansEnd(outcome.reason)  # plain text after a save round trip
        if reason is PlansEnd.STUCK:
            return t(END_MESSAGES[reason]), t(STUCK_DETAIL)
        done = list(self.obs.done_suits) if self.obs is not None else []
        goal = self.obs.goal if self.obs is not None else "group"
        detail = t(GOAL_MET[goal], suits=suits_plural(done))
        if self.best_length is not None:
            if moves <= self.best_length:
                detail += " " + t("plans_view.result.best" if self.proven else "plans_view.result.best_known")
            else:
                detail += " " + t("plans_view.result.shorter", count=self.best_length)
        return t(END_MESSAGES[reason], count=moves), detail

    def draw_player_mark(
        self, surface: pygame.Surface, seat: int, center: tuple[int, int], size: int
    ) -> None:
        palette = self.app.palette
        image = sprites.coin(max(12, int(size * 0.9)), "S", palette.suits["S"])
        surface.blit(image, image.get_rect(center=center))

    # --- geometry of the on-board controls ---------------------------------------------------------
    def shift_buttons(self) -> list[ShiftArrow]:
        """(direction, centre, radius) of the legal shift arrows around the chosen tile."""
        if self.selected_tile is None:
            return []
        fit = self.fit_to
        x, y = self.selected_tile
        spots = {"U": (x + 1, y + 2.55), "D": (x + 1, y - 0.55),
                 "L": (x - 0.55, y + 1), "R": (x + 2.55, y + 1)}
        radius = max(length(12), fit.cell * 0.3)
        choices = self.tile_moves.get(self.selected_tile, TileChoices())
        shifts = {shift.direction for shift in choices.shifts}
        return [(d, fit.point(*spots[d]), radius) for d in DIRECTIONS if d in shifts]

    def rotate_buttons(self) -> list[tuple[int, pygame.Rect]]:
        """(angle, rect) of the legal turn buttons in the ledger, for the chosen tile."""
        if self.selected_tile is None:
            return []
        choices = self.tile_moves.get(self.selected_tile, TileChoices())
        angles = sorted(turn.angle for turn in choices.turns)
        rects = turn_button_rects(self.layout_.ledger, self.obs, len(angles))
        return list(zip(angles, rects, strict=True))

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.obs is None:
            return
        fit = self.current_fit()
        palette = self.app.palette
        snap, anim, forced = self.snap, self.animation, self._forced()
        moving = anim.moving_tile() if anim is not None else None
        hidden: set[Cell] = set(tile_cells(moving)) if moving is not None else set()
        if anim is not None and anim.jump is not None:
            hidden.add(anim.jump.landing)
        done = set(self.obs.done_suits)
        # A shift target past the edge may lie outside the fit: keep marks off the scene's bars.
        clip = surface.get_clip()
        surface.set_clip(self.layout_.rect.inflate(length(12), length(12)).clip(clip))
        pieces.draw_tiles(surface, fit, palette, snap.tiles, moving)
        draw_coordinates(surface, fit, palette, self._bounds())
        pieces.draw_links(surface, fit, palette, snap.where, done, hidden)
        if anim is None:
            if forced is not None:
                marks.draw_forced(surface, fit, palette, forced)
            marks.draw_last_move(surface, fit, palette, self.last_events)
            self._draw_landings(surface, fit)
        pieces.draw_coins(surface, fit, palette, snap.where, done=done, hidden=hidden, ringed=self._ringed())
        if anim is not None:
            pieces.draw_moving(surface, fit, palette, anim, snap.where)
        else:
            self._draw_controls(surface, fit)
        target = None if self.best_length is None else Target(self.best_length, self.proven)
        ledger = self.layout_.ledger
        # On a short ledger a chosen tile's turn buttons take the place of its lower lines.
        covered = 0 if self.selected_tile is None else turn_buttons_cover(ledger, self.obs)
        draw_ledger(surface, palette, ledger, self.obs, target, covered=covered)
        if self.selected_tile is not None:
            draw_turn_buttons(surface, palette, snap, self.selected_tile, self.rotate_buttons(), self.hover)
        surface.set_clip(clip)

    def _ringed(self) -> set[Cell]:
        """The coins of the tile that must be jumped from that can jump, while no coin is chosen."""
        forced = self._forced()
        if forced is None or self.selected is not None:
            return set()
        return {cell for cell in tile_cells(forced) if cell in self.jumps}

    def _draw_landings(self, surface: pygame.Surface, fit: Fit) -> None:
        """The landings of the chosen coin (or, fainter, of the coin under the pointer)."""
        if self.legal_moves is None:
            return
        coin = self.selected
        strong = coin is not None
        if coin is None and self.selected_tile is None and self.hover is not None \
                and not self.layout_.ledger.collidepoint(self.hover):
            under = fit.cell_at(self.hover)
            coin = under if under in self.jumps else None
        if coin is not None:
            landings = self.jumps.get(coin, {}).values()
            marks.draw_landings(surface, fit, self.app.palette, coin, landings, strong)

    def _draw_controls(self, surface: pygame.Surface, fit: Fit) -> None:
        """What the player may act on, drawn while nothing moves: grips, the chosen tile, hint, cursor."""
        palette, snap = self.app.palette, self.snap
        forced = self._forced()
        if self.legal_moves is not None:
            marks.draw_knobs(surface, fit, palette, self.tile_moves, self.selected_tile)
        if forced is not None and self.selected is None:
            marks.draw_forced_tag(surface, fit, palette, forced)
        if self.selected_tile is not None:
            arrows = self.shift_buttons()
            marks.draw_chosen_tile(surface, fit, palette, snap, self.selected_tile, arrows=arrows,
                                   hover=self.hover)
        if self.hint_move is not None:
            marks.draw_hint(surface, fit, palette, snap, self.hint_move)
        if self.keyboard and self.board_focus and self.cursor is not None and self.legal_moves is not None:
            marks.draw_cursor(surface, fit, palette, self.cursor)

    # --- the benchmark's moving picture ----------------------------------------------------------
    def demo_animation(self) -> None:
        """Start a turn of the first tile (used to measure frames while animating)."""
        tile = min(self.snap.tiles, default=(1, 1))
        self.start_animation([Turned(player=0, tile=tile, angle=90)], self.obs, 1.0)


VIEW_CLASS = PlansView
