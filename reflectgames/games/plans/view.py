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

import pygame

from reflectgames.core.rules import Event, IllegalMove, Move, Outcome
from reflectgames.games.plans import sprites
from reflectgames.games.plans.animation import REFIT_TIME, PlansAnimation
from reflectgames.games.plans.board import (
    DIRECTIONS,
    SUITS,
    Cell,
    cell_text,
    parse_cell,
    tile_cells,
    tile_of,
)
from reflectgames.games.plans.catalog import END_MESSAGES, GOAL_MET, SOLVED_IN_ONE, STUCK_DETAIL
from reflectgames.games.plans.describe import coin_text, describe_move, goal_text, suits_plural
from reflectgames.games.plans.events import Jumped, PlansEnd, Turned
from reflectgames.games.plans.layout import Fit, PlansLayout, bounds_of
from reflectgames.games.plans.moves import Jump, PlansMove, Rotate, Shift, TileMove, parse_move
from reflectgames.games.plans.observation import PlansObservation
from reflectgames.games.plans.position import Position, Snapshot
from reflectgames.i18n import t
from reflectgames.ui.game_view import GameView, Intent
from reflectgames.ui.marks import arrow, ring
from reflectgames.ui.text import draw_text, length, line_height, wrap_text
from reflectgames.ui.theme import darker, lighter, mix
from reflectgames.ui.tween import Tween, ease_in_out_cubic

ARROW_KEYS = {pygame.K_UP: "U", pygame.K_DOWN: "D", pygame.K_LEFT: "L", pygame.K_RIGHT: "R"}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ANGLE_KEYS = {pygame.K_1: 90, pygame.K_2: 180, pygame.K_3: 270}
COIN_SHARE = 0.8  # a coin's diameter, as a share of a cell


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


class PlansView(GameView):
    game_id = "plans"

    def __init__(self, app, players) -> None:
        super().__init__(app, players)
        self.layout_ = PlansLayout(pygame.Rect(0, 0, 900, 700))
        self.snap: Snapshot | None = None
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

    def _bounds(self):
        return bounds_of(self.obs.tiles if self.obs is not None else [])

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
        elif self.cursor is None or changed and self.cursor not in self.snap.where:
            self.cursor = min(self.jumps, default=None) or (3, 4)

    def _forced(self) -> Cell | None:
        forced = self.obs.must_jump_from if self.obs is not None else None
        return None if forced is None else (forced[0], forced[1])

    def start_animation(self, events: list[Event], before, speed: float | None) -> None:
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
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self._has_choice():
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
        key = "plans_view.error.landing_taken" if landing in self.snap.where else "plans_view.error.landing_off"
        return self._error(key, coin=self._coin(cell), count=count, cell=cell_text(landing))

    def _play(self, move: PlansMove) -> Intent:
        self.selected = self.selected_tile = None
        return Intent(move=move)

    def _error(self, key: str, **params) -> Intent:
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
            if key == pygame.K_r:
                angle = 270 if event.mod & pygame.KMOD_SHIFT else 90
            else:
                angle = ANGLE_KEYS[key]
            return self._tile_move(Rotate(tile, angle))
        return None

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
        key = "plans_view.one_move_so_far" if self.obs.moves == 1 else "plans_view.moves_so_far"
        return t(key, count=self.obs.moves)

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
        key = SOLVED_IN_ONE if moves == 1 else END_MESSAGES[reason]
        return t(key, count=moves), detail

    def draw_player_mark(
        self, surface: pygame.Surface, seat: int, center: tuple[int, int], size: int
    ) -> None:
        palette = self.app.palette
        image = sprites.coin(max(12, int(size * 0.9)), "S", palette.suits["S"])
        surface.blit(image, image.get_rect(center=center))

    # --- geometry of the on-board controls ---------------------------------------------------------
    def shift_buttons(self) -> list[tuple[str, tuple[float, float], float]]:
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
        ledger = self.layout_.ledger
        top = self._ledger_tile_top()
        room = ledger.bottom - top
        height = max(length(30), min(length(64), (room - length(8) * 3) // 3))
        return [(angle, pygame.Rect(ledger.x, top + k * (height + length(8)), ledger.width, height))
                for k, angle in enumerate(angles)]

    def _ledger_tile_top(self) -> int:
        """Where the turn buttons start in the ledger: below the counter, goal and suit rows."""
        ledger = self.layout_.ledger
        return ledger.y + self._ledger_head_height() + 4 * self._suit_row_height() + length(14) \
            + line_height("small") + length(6)

    def _suit_row_height(self) -> int:
        return max(line_height("small") + length(6), min(length(34), self.layout_.ledger.height // 14))

    def _ledger_head_height(self) -> int:
        ledger = self.layout_.ledger
        goal_lines = len(wrap_text(goal_text(self.obs.goal, self.obs.suits), "small", ledger.width)) \
            if self.obs is not None else 1
        return (line_height("small") + line_height("heading", True) + line_height("small") * (1 + goal_lines)
                + length(16))

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.obs is None:
            return
        fit = self.current_fit()
        anim = self.animation
        moving = anim.moving_tile() if anim is not None else None
        hidden: set[Cell] = set(tile_cells(moving)) if moving is not None else set()
        if anim is not None and anim.jump is not None:
            hidden.add(anim.jump.landing)
        # A shift target past the edge may lie outside the fit: keep marks off the scene's bars.
        clip = surface.get_clip()
        surface.set_clip(self.layout_.rect.inflate(length(12), length(12)).clip(clip))
        self._draw_tiles(surface, fit, moving)
        self._draw_links(surface, fit, hidden)
        self._draw_forced(surface, fit)
        self._draw_last_move(surface, fit)
        self._draw_choices(surface, fit)
        self._draw_coins(surface, fit, hidden)
        if anim is not None:
            self._draw_moving(surface, fit, anim)
        else:
            self._draw_knobs(surface, fit)
            self._draw_forced_tag(surface, fit)
            self._draw_selected_tile(surface, fit)
            self._draw_hinted(surface, fit)
            self._draw_cursor(surface, fit)
        self._draw_ledger(surface)
        surface.set_clip(clip)

    def _coin_size(self, fit: Fit) -> int:
        return max(8, int(fit.cell * COIN_SHARE))

    def _draw_tiles(self, surface: pygame.Surface, fit: Fit, moving: Cell | None) -> None:
        palette = self.app.palette
        image = sprites.tile(max(6, int(fit.cell)), palette.tile, palette.tile_line)
        for tile in self.snap.tiles:
            if tile != moving:
                surface.blit(image, image.get_rect(center=fit.tile_center(tile)))

    def _draw_links(self, surface: pygame.Surface, fit: Fit, hidden: set[Cell]) -> None:
        """A bar between side-by-side coins of one suit: groups and lines read at a glance."""
        palette = self.app.palette
        width = max(3, int(fit.cell * 0.16))
        done = set(self.obs.done_suits)
        for cell, suit in self.snap.where.items():
            if cell in hidden:
                continue
            letter = SUITS[suit]
            for neighbour in ((cell[0] + 1, cell[1]), (cell[0], cell[1] + 1)):
                if self.snap.where.get(neighbour) == suit and neighbour not in hidden:
                    start, end = fit.cell_center(cell), fit.cell_center(neighbour)
                    if letter in done:
                        pygame.draw.line(surface, palette.highlight, start, end, width + 6)
                    pygame.draw.line(surface, darker(palette.suits[letter], 0.3), start, end, width + 2)
                    pygame.draw.line(surface, palette.suits[letter], start, end, width)

    def _draw_forced(self, surface: pygame.Surface, fit: Fit) -> None:
        """The tile that just turned or shifted: a coin of it must jump next."""
        forced = self._forced()
        if forced is None or self.animation is not None:
            return
        palette = self.app.palette
        rect = fit.tile_rect(forced)
        sprites.glow_rect(surface, rect.inflate(6, 6), palette.accent, max(4, int(fit.cell / 7)))

    def _draw_forced_tag(self, surface: pygame.Surface, fit: Fit) -> None:
        forced = self._forced()
        if forced is None or self.selected is not None:
            return
        palette = self.app.palette
        rect = fit.tile_rect(forced)
        above = (rect.centerx, rect.top + length(2))
        sprites.tag(surface, t("plans_view.forced_label"), above, palette.accent, palette.text_on_accent)

    def _draw_last_move(self, surface: pygame.Surface, fit: Fit) -> None:
        if self.animation is not None:
            return
        palette = self.app.palette
        for event in self.last_events:
            if isinstance(event, Jumped):
                start, end = event.start, event.landing
                faint = mix(palette.text_muted, palette.background, 0.3)
                sprites.jump_arc(surface, fit, start, end, faint, 2, dashed=True)
                pygame.draw.circle(surface, palette.text_muted, fit.cell_center(start), fit.cell * 0.12, 2)

    def _draw_choices(self, surface: pygame.Surface, fit: Fit) -> None:
        """Soft rings on the landings of the chosen coin (or, fainter, of the coin under the pointer)."""
        if self.legal_moves is None or self.animation is not None:
            return
        palette = self.app.palette
        coin = self.selected
        strong = coin is not None
        if coin is None and self.selected_tile is None and self.hover is not None \
                and not self.layout_.ledger.collidepoint(self.hover):
            under = fit.cell_at(self.hover)
            coin = under if under in self.jumps else None
        if coin is None:
            return
        for landing in self.jumps.get(coin, {}).values():
            center = fit.cell_center(landing)
            color = palette.highlight if strong else mix(palette.highlight, palette.tile, 0.45)
            pygame.draw.circle(surface, color, center, fit.cell * 0.36, max(2, int(fit.cell / 16)))
            sprites.jump_arc(surface, fit, coin, landing, color, 2 if strong else 1)
        if strong:
            pygame.draw.circle(surface, palette.highlight, fit.cell_center(coin), fit.cell * 0.47,
                               max(2, int(fit.cell / 14)))

    def _draw_coins(self, surface: pygame.Surface, fit: Fit, hidden: set[Cell]) -> None:
        palette = self.app.palette
        size = self._coin_size(fit)
        done = set(self.obs.done_suits)
        forced = self._forced()
        for cell, suit in self.snap.where.items():
            if cell in hidden:
                continue
            letter = SUITS[suit]
            center = fit.cell_center(cell)
            if letter in done:
                pygame.draw.circle(surface, palette.highlight, center, size * 0.58, max(2, size // 14))
            image = sprites.coin(size, letter, palette.suits[letter])
            surface.blit(image, image.get_rect(center=center))
            if forced is not None and tile_of(cell) == forced and cell in self.jumps and not self.selected:
                pygame.draw.circle(surface, palette.accent, center, size * 0.56, 2)

    def _draw_moving(self, surface: pygame.Surface, fit: Fit, anim: PlansAnimation) -> None:
        size = self._coin_size(fit)
        flight = anim.coin_flight()
        if flight is not None:
            self._draw_flight(surface, fit, anim, flight, size)
        turn = anim.tile_turn()
        if turn is not None:
            self._draw_tile_at(surface, fit, turn.tile, (turn.tile[0], turn.tile[1]), turn.angle, size)
        slide = anim.tile_slide()
        if slide is not None:
            self._draw_tile_at(surface, fit, slide.end, (slide.x, slide.y), 0.0, size)

    def _draw_flight(self, surface, fit: Fit, anim: PlansAnimation, flight, size: int) -> None:
        """The jumping coin: its shadow on the board, the cells it passed counted, the coin in the air."""
        palette = self.app.palette
        letter = anim.jump.suit
        dx = (flight.end[0] > flight.start[0]) - (flight.end[0] < flight.start[0])
        dy = (flight.end[1] > flight.start[1]) - (flight.end[1] < flight.start[1])
        for k in range(1, flight.passed + 1):
            cell = (flight.start[0] + dx * k, flight.start[1] + dy * k)
            sprites.count_badge(surface, str(k), fit.cell_center(cell), max(8, int(fit.cell * 0.2)),
                              palette.highlight, palette.text_on_accent)
        ground = fit.point(flight.x + 0.5, flight.y + 0.5)
        distance = abs(flight.end[0] - flight.start[0]) + abs(flight.end[1] - flight.start[1])
        height = fit.cell * (0.35 + 0.12 * distance) * flight.lift
        shadow = pygame.Surface((size, size // 2), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, int(90 * (1 - 0.5 * flight.lift))), shadow.get_rect())
        surface.blit(shadow, shadow.get_rect(center=(ground[0] + height * 0.2, ground[1] + size * 0.2)))
        image = sprites.coin(size, letter, palette.suits[letter])
        grow = 1 + 0.22 * flight.lift
        if grow != 1:
            image = pygame.transform.smoothscale_by(image, grow)
        surface.blit(image, image.get_rect(center=(ground[0], ground[1] - height)))
        pop = anim.landing_pop()
        if pop:
            pygame.draw.circle(surface, palette.highlight, fit.cell_center(flight.end),
                               size * (0.5 + 0.3 * pop), 2)

    def _draw_tile_at(self, surface, fit: Fit, tile: Cell, corner: tuple[float, float], angle: float,
                      size: int) -> None:
        """Tile `tile` with its coins as after the move, drawn with its lower-left at `corner`.

        `angle` is how far it is still turned back (counter-clockwise) from where it comes to rest.
        """
        palette = self.app.palette
        image = sprites.tile(max(6, int(fit.cell)), palette.tile, palette.tile_line)
        center = fit.point(corner[0] + 1, corner[1] + 1)
        if angle:
            image = pygame.transform.rotozoom(image, angle, 1.0)
        surface.blit(image, image.get_rect(center=center))
        radians = math.radians(angle)
        cos, sin = math.cos(radians), math.sin(radians)
        for cell in tile_cells(tile):
            suit = self.snap.where.get(cell)
            if suit is None:
                continue
            # Offset from the tile centre on screen, turned counter-clockwise by the angle still to go.
            ox, oy = (cell[0] - tile[0] - 0.5) * fit.cell, -(cell[1] - tile[1] - 0.5) * fit.cell
            x, y = ox * cos + oy * sin, -ox * sin + oy * cos
            letter = SUITS[suit]
            coin = sprites.coin(size, letter, palette.suits[letter])
            surface.blit(coin, coin.get_rect(center=(center[0] + x, center[1] + y)))

    def _draw_knobs(self, surface: pygame.Surface, fit: Fit) -> None:
        """A grip on every full tile that may turn or shift now."""
        if self.legal_moves is None:
            return
        palette = self.app.palette
        size = max(10, int(fit.cell * 0.42))
        for tile in self.tile_moves:
            chosen = tile == self.selected_tile
            color = palette.highlight if chosen else palette.tile
            image = sprites.knob(size, color, darker(palette.tile_line, 0.1))
            surface.blit(image, image.get_rect(center=fit.tile_center(tile)))

    def _draw_selected_tile(self, surface: pygame.Surface, fit: Fit) -> None:
        tile = self.selected_tile
        if tile is None:
            return
        palette = self.app.palette
        rect = fit.tile_rect(tile).inflate(6, 6)
        sprites.glow_rect(surface, rect, palette.highlight, max(4, int(fit.cell / 7)))
        hovered = None
        for direction, center, radius in self.shift_buttons():
            over = self.hover is not None and math.dist(self.hover, center) <= radius
            color = palette.highlight if over else lighter(palette.button_secondary, 0.2)
            image = sprites.arrow_button(int(radius * 2), direction, color, palette.text_on_accent if over
                                         else palette.text)
            surface.blit(image, image.get_rect(center=center))
            if over:
                hovered = direction
        if hovered is not None:  # where the tile would go
            target = self.snap.shift_target(tile, hovered)
            sprites.dashed_rect(surface, fit.tile_rect(target).inflate(-4, -4), palette.highlight)

    def _draw_hinted(self, surface: pygame.Surface, fit: Fit) -> None:
        move = self.hint_move
        if move is None:
            return
        palette = self.app.palette
        color = palette.highlight
        if isinstance(move, Jump):
            landing = self.jumps.get(move.cell, {}).get(move.direction)
            if landing is None:
                return
            ring(surface, color, fit.cell_center(move.cell), fit.cell * 0.48)
            ring(surface, color, fit.cell_center(landing), fit.cell * 0.36)
            sprites.jump_arc(surface, fit, move.cell, landing, color, 3, arrow=True)
            return
        rect = fit.tile_rect(move.tile)
        sprites.glow_rect(surface, rect.inflate(8, 8), color, max(4, int(fit.cell / 7)))
        if isinstance(move, Rotate):
            sprites.turn_arrow(surface, rect.center, fit.cell * 1.15, move.angle, color)
            sprites.tag(surface, t("plans_view.angle", angle=move.angle), (rect.centerx, rect.top - length(4)),
                        color, palette.text_on_accent)
        else:
            target = self.snap.shift_target(move.tile, move.direction)
            sprites.dashed_rect(surface, fit.tile_rect(target).inflate(-4, -4), color)
            arrow(surface, color, fit.tile_center(move.tile), fit.tile_center(target), 3,
                  trim=fit.cell * 0.3, end_trim=fit.cell * 0.3)

    def _draw_cursor(self, surface: pygame.Surface, fit: Fit) -> None:
        if not self.keyboard or self.cursor is None or self.legal_moves is None:
            return
        rect = fit.cell_rect(self.cursor).inflate(-2, -2)
        radius = max(3, rect.width // 6)
        focus = self.app.palette.focus
        pygame.draw.rect(surface, darker(focus, 0.5), rect.inflate(2, 2), 5, border_radius=radius)
        pygame.draw.rect(surface, focus, rect, 3, border_radius=radius)

    # --- the ledger: counter, target, goal, suits, turn buttons --------------------------------------
    def _draw_ledger(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        ledger = self.layout_.ledger
        obs = self.obs
        y = ledger.y
        draw_text(surface, t("plans_view.moves"), (ledger.x, y), "small", palette.text_muted,
                  max_width=ledger.width)
        y += line_height("small")
        draw_text(surface, str(obs.moves), (ledger.x, y), "heading", palette.text, bold=True)
        y += line_height("heading", True)
        if self.best_length is not None:
            key = "plans_view.target.proven" if self.proven else "plans_view.target.known"
            color = palette.success if obs.solved and obs.moves <= self.best_length else palette.accent
            draw_text(surface, t(key, count=self.best_length), (ledger.x, y), "small", color,
                      max_width=ledger.width)
        y += line_height("small")
        for line in wrap_text(goal_text(obs.goal, obs.suits), "small", ledger.width):
            draw_text(surface, line, (ledger.x, y), "small", palette.text_muted)
            y += line_height("small")
        y = ledger.y + self._ledger_head_height()
        row = self._suit_row_height()
        for letter in SUITS:
            self._draw_suit_row(surface, letter, pygame.Rect(ledger.x, y, ledger.width, row))
            y += row
        buttons = self.rotate_buttons()
        if buttons:
            y += length(14)
            draw_text(surface, t("plans_view.turn_tile"), (ledger.x, y), "small", palette.text_muted,
                      max_width=ledger.width)
            for angle, rect in buttons:
                self._draw_turn_button(surface, angle, rect)

    def _draw_suit_row(self, surface: pygame.Surface, letter: str, rect: pygame.Rect) -> None:
        """One suit's progress: its coin, six pips (its largest group or longest line), a count."""
        palette = self.app.palette
        value = self.obs.progress.get(letter, 0)
        done = letter in self.obs.done_suits
        size = max(12, rect.height - length(6))
        coin = sprites.coin(size, letter, palette.suits[letter])
        surface.blit(coin, coin.get_rect(midleft=(rect.x, rect.centery)))
        count = f"{value}/6"
        count_rect = draw_text(surface, count, (rect.right, rect.centery), "small",
                               palette.highlight if done else palette.text, bold=done, anchor="midright")
        left = rect.x + size + length(8)
        room = count_rect.left - length(6) - left
        pip = max(3, min(length(7), room // 13))
        step = room / 6 if room > 0 else 0
        for k in range(6):
            center = (left + step * (k + 0.5), rect.centery)
            if k < value:
                # The near-black moon suit keeps a light rim so its pips read on the dark table.
                edge = palette.suit_rim if letter == "M" else darker(palette.suits[letter])
                pygame.draw.circle(surface, edge, center, pip + 1)
                fill = palette.highlight if done else palette.suits[letter]
                pygame.draw.circle(surface, fill, center, pip - 1)
            else:
                pygame.draw.circle(surface, mix(palette.text_muted, palette.background, 0.45), center,
                                   max(2, pip // 2))

    def _draw_turn_button(self, surface: pygame.Surface, angle: int, rect: pygame.Rect) -> None:
        """A turn button: the tile as it would look after the turn, and the angle."""
        palette = self.app.palette
        over = self.hover is not None and rect.collidepoint(self.hover)
        face = palette.highlight if over else palette.button_secondary
        sprites.button_face(surface, rect, face)
        ink = palette.text_on_accent if over else palette.text
        cell = max(6, int(rect.height * 0.42))
        box = pygame.Rect(rect.x + length(6), rect.centery - cell, 2 * cell, 2 * cell)
        image = sprites.tile(cell, palette.tile, palette.tile_line, shadow=False)
        surface.blit(image, image.get_rect(center=box.center))
        tile = self.selected_tile
        for source, suit in self.snap.rotated_contents(tile, angle):
            letter = SUITS[suit]
            coin = sprites.coin(max(6, int(cell * COIN_SHARE)), letter, palette.suits[letter])
            col, row = source[0] - tile[0], 1 - (source[1] - tile[1])
            surface.blit(coin, coin.get_rect(center=(box.x + (col + 0.5) * cell, box.y + (row + 0.5) * cell)))
        label = t("plans_view.angle", angle=angle)
        draw_text(surface, label, (box.right + length(10), rect.centery), "body", ink, bold=True,
                  anchor="midleft", max_width=rect.right - box.right - length(14))

    # --- the benchmark's moving picture ----------------------------------------------------------
    def demo_animation(self) -> None:
        """Start a turn of the first tile (used to measure frames while animating)."""
        tile = min(self.snap.tiles) if self.snap is not None and self.snap.tiles else (1, 1)
        self.start_animation([Turned(player=0, tile=tile, angle=90)], self.obs, 1.0)


VIEW_CLASS = PlansView
