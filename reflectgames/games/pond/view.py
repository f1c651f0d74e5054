"""The Reflection Pond board on screen: two ponds across a mirror line.

The view draws only from the observation it is given, turns clicks and keys
into move texts, previews what the mirrored frog will do under the pointer,
and animates actions from the events `apply` reported.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from reflectgames.core.rules import Event, Move, Outcome
from reflectgames.games.pond import sprites
from reflectgames.games.pond.animation import PondAnimation
from reflectgames.games.pond.board import DIRECTIONS, EDGES, MIRRORED, TILES, edge_index, step
from reflectgames.games.pond.events import Bump, ExtraFly, Hop, PondEnd, StickLifted, StickPlaced
from reflectgames.games.pond.layout import SCREEN_STEP, PondLayout, Target
from reflectgames.games.pond.moves import FrogMove, PondMove, StickMove, UnstickMove, parse_move
from reflectgames.games.pond.observation import PondObservation
from reflectgames.i18n import t
from reflectgames.i18n.pond import DIRECTION_WORDS, END_MESSAGES
from reflectgames.ui.draw import glow_line, shadowed_round_rect
from reflectgames.ui.game_view import GameView, Intent
from reflectgames.ui.marks import ring
from reflectgames.ui.text import draw_text, length
from reflectgames.ui.theme import darker, lighter, mix

# Events that move something on the board: the others (a catch alone cannot happen) need no animation.
MOVING_EVENTS = (Hop, Bump, StickPlaced, StickLifted, ExtraFly)

ARROW_TO_SCREEN = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}


def describe(move: PondMove) -> str:
    """An action in words, for the history and the status line."""
    if isinstance(move, FrogMove):
        return t("pond.move.frog", direction=t(DIRECTION_WORDS[move.direction]))
    a, b = move.tiles
    if isinstance(move, StickMove):
        return t("pond.move.stick", a=a, b=b)
    return t("pond.move.unstick", a=a, b=b)


def sticks_mask(pairs: list[list[int]]) -> int:
    return sum(1 << edge_index(a, b) for a, b in pairs)


def preview_frogs(obs: PondObservation, mover: int, direction: str) -> list[tuple[int, int, bool]]:
    """Per seat: (tile it hops to, tile it ends on after any water, whether it moved)."""
    result = []
    for seat in (0, 1):
        pond = obs.ponds[seat]
        way = direction if seat == mover else MIRRORED[direction]
        landed = step(pond.frog, way, sticks_mask(pond.sticks))
        end = landed
        if landed in pond.water:
            end = next(tile for tile in pond.water if tile != landed)
        result.append((landed, end, landed != pond.frog))
    return result


class PondView(GameView):
    game_id = "pond"

    def __init__(self, app, players) -> None:
        super().__init__(app, players)
        self.layout_ = PondLayout(pygame.Rect(0, 0, 800, 700))
        self.animation: PondAnimation | None = None
        self.previous: PondObservation | None = None
        self.hover: Target | None = None
        self.selected_stick: int | None = None  # index into the stick moves offered by key S
        self.facing = {0: "F", 1: "F"}
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None

    # --- layout and state --------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.layout_ = PondLayout(rect)
        self._static = None

    def show(self, obs: PondObservation, legal: Sequence[Move] | None, viewer: int | None) -> None:
        super().show(obs, legal, viewer)
        self.selected_stick = None

    def start_animation(
        self, events: list[Event], before: PondObservation | None, speed: float | None
    ) -> None:
        self.last_events = list(events)
        for event in events:
            if isinstance(event, Hop) and event.player is not None:
                self.facing[event.player] = event.direction
        if speed is None or not any(isinstance(e, MOVING_EVENTS) for e in events):
            self.animation = None
            return
        self.previous = before
        self.animation = PondAnimation(events)
        self.speed = speed

    # --- reading the player ------------------------------------------------------------
    def frog_moves(self) -> list[FrogMove]:
        return [move for move in self.legal_moves or () if isinstance(move, FrogMove)]

    def stick_moves(self) -> list[StickMove | UnstickMove]:
        """The legal stick actions, in the order key S walks through them."""
        return [move for move in self.legal_moves or () if isinstance(move, StickMove | UnstickMove)]

    def stick_move_at(self, seat: int, edge: int) -> StickMove | UnstickMove:
        """The stick action on a stick place: lift the stick lying there, else lay one."""
        placed = list(EDGES[edge]) in self.obs.ponds[seat].sticks
        return UnstickMove(edge) if placed else StickMove(edge)

    def is_legal(self, move: PondMove) -> bool:
        return self.legal_moves is not None and move in self.legal_moves

    def handle_event(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.layout_.target_at(event.pos)
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
        mover = self.obs.to_move
        if target.seat != mover:
            return Intent(message=t("pond.error.other_pond"), error=True)
        if target.edge is not None:
            return Intent(move=self.stick_move_at(mover, target.edge))
        for direction in DIRECTIONS:
            if self._neighbour(mover, direction) == target.tile:
                return Intent(move=FrogMove(direction))
        if target.tile == self.obs.ponds[mover].frog:
            return Intent(message=t("pond.error.own_frog"), error=True)
        return Intent(message=t("pond.error.not_adjacent"), error=True)

    def _neighbour(self, seat: int, direction: str) -> int:
        """The pad next to a frog in a direction, ignoring sticks (0 past the edge)."""
        frog = self.obs.ponds[seat].frog
        target = step(frog, direction, 0)
        return 0 if target == frog else target

    def _key(self, event: pygame.event.Event) -> Intent | None:
        mover = self.obs.to_move
        if event.key in ARROW_TO_SCREEN and self.selected_stick is None:
            screen = ARROW_TO_SCREEN[event.key]
            direction = next(d for d, offset in SCREEN_STEP[mover].items() if offset == screen)
            return Intent(move=FrogMove(direction))
        sticks = self.stick_moves()
        if event.key == pygame.K_s and sticks:
            back = bool(event.mod & pygame.KMOD_SHIFT)
            if self.selected_stick is None:
                self.selected_stick = len(sticks) - 1 if back else 0
            else:
                self.selected_stick = (self.selected_stick + (-1 if back else 1)) % len(sticks)
            return Intent(message=self.hint())
        if self.selected_stick is not None:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                move = sticks[self.selected_stick % len(sticks)]
                self.selected_stick = None
                return Intent(move=move)
            if event.key == pygame.K_ESCAPE:
                self.selected_stick = None
                return Intent(message=self.hint())
        return None

    def wants_escape(self) -> bool:
        return self.selected_stick is not None

    def hint(self) -> str:
        if self.obs is None or self.obs.to_move is None:
            return ""
        if self.legal_moves is None:
            return t("pond.hint.watch")
        sticks = self.stick_moves()
        if self.selected_stick is not None and sticks:
            move = sticks[self.selected_stick % len(sticks)]
            return t("pond.hint.stick_selected", move=describe(move))
        return t("pond.hint.turn")

    # --- words ---------------------------------------------------------------------------
    def describe_move(self, text: str, mover: int | None = None) -> str:
        return describe(parse_move(text))

    def turn_text(self) -> str:
        obs = self.obs
        if obs.to_move is None:
            return ""
        return t("pond.actions_left", count=obs.actions_left)

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        message = END_MESSAGES[PondEnd(outcome.reason)]  # plain text after a save round trip
        if not outcome.winners:
            return t("result.draw"), t(message)
        winner = self.players[min(outcome.winners)].name
        return t("result.wins", name=winner), t(message, name=winner)

    def draw_player_mark(
        self, surface: pygame.Surface, seat: int, center: tuple[int, int], size: int
    ) -> None:
        image = sprites.frog(size, self.app.palette.players[seat])
        surface.blit(image, image.get_rect(center=center))
        self._frog_number(surface, seat, center, size)

    def _frog_number(
        self, surface: pygame.Surface, seat: int, center: tuple[float, float], size: int
    ) -> None:
        """The owner's number on the frog's back, always upright: frogs are told apart without colour."""
        ink = darker(self.app.palette.players[seat], 0.7)
        draw_text(
            surface,
            str(seat + 1),
            (center[0], center[1] + size * 0.06),
            max(13, int(size * 0.3)),
            ink,
            bold=True,
            anchor="center",
        )

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.obs is None:
            return
        palette = self.app.palette
        lay = self.layout_
        surface.blit(self._static_layer(), lay.board.topleft)
        obs = self.obs
        anim = self.animation
        for seat in (0, 1):
            self._draw_pads(surface, seat, anim)
        self._draw_targets(surface)
        for seat in (0, 1):
            self._draw_sticks(surface, seat, anim)
            self._draw_flies(surface, seat, anim)
        self._draw_last_move(surface)
        for seat in (0, 1):
            self._draw_frog(surface, seat, anim)
        self._draw_hinted(surface)
        self._draw_preview(surface)
        for seat in (0, 1):
            self._draw_shelf(surface, seat)
        if obs.to_move is not None:
            pond = lay.ponds[obs.to_move]
            pygame.draw.rect(surface, palette.players[obs.to_move], pond.inflate(10, 10), 3, border_radius=12)

    def _static_layer(self) -> pygame.Surface:
        lay = self.layout_
        palette = self.app.palette
        key = (lay.board.size, lay.tile, palette.name)
        if self._static is not None and self._static_key == key:
            return self._static
        layer = pygame.Surface(lay.board.size, pygame.SRCALPHA)
        offset = (-lay.board.x, -lay.board.y)
        for seat, pond in lay.ponds.items():
            basin = pond.move(offset).inflate(lay.tile // 3, lay.tile // 3)
            shadowed_round_rect(layer, basin, palette.water, lay.tile // 4, rim=palette.water_deep)
            for i in range(1, 4):  # faint ripples across the water
                y = basin.y + basin.height * i // 4
                pygame.draw.line(
                    layer, (*lighter(palette.water, 0.12), 255), (basin.x + 8, y), (basin.right - 8, y)
                )
            shelf = lay.shelves[seat].move(offset)
            shadowed_round_rect(layer, shelf, palette.panel, lay.tile // 5, rim=palette.panel_edge)
        mirror_y = lay.mirror_y - lay.board.y
        left = lay.ponds[0].x - lay.board.x - lay.tile // 3
        right = lay.ponds[0].right - lay.board.x + lay.tile // 3
        glow_line(layer, palette.mirror_line, (left, mirror_y), (right, mirror_y), 2)
        for phase, amplitude, alpha in ((0.0, 3, 70),):  # a soft ripple along the glass
            points = [
                (left + k, mirror_y + math.sin(k / (lay.tile / 4) + phase) * amplitude)
                for k in range(0, right - left + 1, 3)
            ]
            pygame.draw.aalines(layer, (*lighter(palette.mirror_line, 0.3), alpha), False, points)
        label_x = lay.shelves[0].centerx - lay.board.x
        draw_text(layer, t("pond.mirror"), (label_x, mirror_y), "small", palette.text_muted, anchor="center")
        self._static, self._static_key = layer, key
        return layer

    def _water_now(
        self, seat: int, anim: PondAnimation | None
    ) -> tuple[list[int], float, int | None, int | None]:
        """Water tiles to draw, with an opening tile and a drying tile mid-animation."""
        water = list(self.obs.ponds[seat].water)
        if anim is None:
            return water, 1.0, None, None
        opening = anim.water_opening(seat)
        if opening is None:
            return water, 1.0, None, None
        new, dried, progress = opening
        return water, progress, new, dried

    def _draw_pads(self, surface: pygame.Surface, seat: int, anim: PondAnimation | None) -> None:
        palette = self.app.palette
        lay = self.layout_
        size = lay.tile
        pad_size = int(size * 0.98)
        water, progress, opening, drying = self._water_now(seat, anim)
        hole = sprites.water_hole(pad_size, palette.water, palette.water_deep, palette.mirror_line)
        for tile in TILES:
            rect = lay.tile_rect(seat, tile)
            center = rect.center
            if tile in water and tile != opening:
                surface.blit(hole, hole.get_rect(center=center))
            elif tile == opening or tile == drying:
                shown = progress if tile == opening else 1 - progress
                surface.blit(hole, hole.get_rect(center=center))
                pad = sprites.lily_pad(pad_size, palette.lily, palette.lily_edge, (tile * 0.37) % 1)
                shrunk = pygame.transform.smoothscale_by(pad, max(0.05, 1 - shown))
                surface.blit(shrunk, shrunk.get_rect(center=center))
            else:
                pad = sprites.lily_pad(pad_size, palette.lily, palette.lily_edge, (tile * 0.37) % 1)
                surface.blit(pad, pad.get_rect(center=center))
            draw_text(
                surface,
                str(tile),
                (rect.x + size * 0.1, rect.y + size * 0.05),
                max(13, int(size * 0.2)),
                mix(palette.text, palette.lily_edge, 0.15),
                bold=True,
            )

    def _frog_center(self, seat: int, anim: PondAnimation | None) -> tuple[float, float, float, float]:
        """(x, y, lift, scale) of a frog now."""
        lay = self.layout_
        pose = anim.frog_pose(seat) if anim else None
        if pose is None:
            x, y = lay.tile_center(seat, self.obs.ponds[seat].frog)
            return x, y, 0.0, 1.0
        x0, y0 = lay.tile_center(seat, pose.start)
        x1, y1 = lay.tile_center(seat, pose.end)
        x = x0 + (x1 - x0) * pose.progress
        y = y0 + (y1 - y0) * pose.progress
        bump = anim.bump_offset(seat)
        if bump:
            dx, dy = SCREEN_STEP[seat][bump[0]]
            x += dx * bump[1] * lay.tile
            y += dy * bump[1] * lay.tile
        return x, y, pose.lift, pose.scale

    def _draw_frog(self, surface: pygame.Surface, seat: int, anim: PondAnimation | None) -> None:
        palette = self.app.palette
        size = int(self.layout_.tile * 0.8)
        x, y, lift, scale = self._frog_center(seat, anim)
        image = sprites.frog(size, palette.players[seat])
        dx, dy = SCREEN_STEP[seat][self.facing[seat]]
        angle = {(0, -1): 0, (-1, 0): 90, (0, 1): 180, (1, 0): -90}[(dx, dy)]
        grow = scale * (1 + 0.25 * lift)
        image = pygame.transform.rotozoom(image, angle, grow) if (angle or grow != 1) else image
        if lift > 0:  # the shadow stays on the water while the frog is in the air
            shadow = pygame.Surface((int(size * 0.7), int(size * 0.35)), pygame.SRCALPHA)
            pygame.draw.ellipse(shadow, (0, 0, 0, int(70 * (1 - lift * 0.5))), shadow.get_rect())
            surface.blit(shadow, shadow.get_rect(center=(x + lift * 6, y + size * 0.25 + lift * 10)))
        center = (x, y - lift * self.layout_.tile * 0.3)
        surface.blit(image, image.get_rect(center=center))
        if scale > 0.5:
            self._frog_number(surface, seat, center, int(size * grow))

    def _draw_flies(self, surface: pygame.Surface, seat: int, anim: PondAnimation | None) -> None:
        palette = self.app.palette
        size = int(self.layout_.tile * 0.46)
        image = sprites.fly(size, palette.fly)
        arriving = anim.extra_fly_arrival() if anim else None
        for tile in self.obs.ponds[seat].flies:
            x, y = self.layout_.tile_center(seat, tile)
            shown = image
            if arriving and arriving[0] == tile:
                shown = pygame.transform.smoothscale_by(image, max(0.05, arriving[1]))
            surface.blit(shown, shown.get_rect(center=(x + size * 0.4, y - size * 0.4)))
        eaten = anim.caught_fly(seat) if anim else None
        if eaten and eaten[1] > 0:
            x, y = self.layout_.tile_center(seat, eaten[0])
            shown = pygame.transform.smoothscale_by(image, max(0.05, eaten[1]))
            surface.blit(shown, shown.get_rect(center=(x + size * 0.4 * eaten[1], y - size * 0.4 * eaten[1])))
            for k in range(6):  # a little burst where the fly was
                angle = k * math.tau / 6
                reach = (1 - eaten[1]) * size
                end = (x + math.cos(angle) * reach, y + math.sin(angle) * reach)
                pygame.draw.circle(surface, palette.highlight, end, max(1, int(3 * eaten[1]) + 1))

    def _draw_sticks(self, surface: pygame.Surface, seat: int, anim: PondAnimation | None) -> None:
        palette = self.app.palette
        dropping = anim.stick_drop() if anim else None
        pairs = [tuple(p) for p in self.obs.ponds[seat].sticks]
        if dropping and dropping[0].player == seat and isinstance(dropping[0], StickLifted):
            pairs.append(dropping[0].edge)
        for a, b in pairs:
            amount = 1.0
            if dropping and dropping[0].player == seat and dropping[0].edge == (a, b):
                amount = dropping[1] if isinstance(dropping[0], StickPlaced) else 1 - dropping[1]
            self._draw_stick(surface, seat, a, b, palette.stick, amount)

    def _draw_stick(self, surface, seat: int, a: int, b: int, color, amount: float = 1.0) -> None:
        start, end, upright = self.layout_.edge_segment(seat, a, b)
        full = int(math.dist(start, end))
        thickness = max(4, self.layout_.tile // 9)
        image = sprites.stick(full, thickness, color, upright)
        if amount < 1:
            image = pygame.transform.smoothscale_by(image, max(0.05, amount))
            image.set_alpha(int(255 * amount))
        center = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
        surface.blit(image, image.get_rect(center=center))

    def _draw_targets(self, surface: pygame.Surface) -> None:
        """Soft rings on the pads the mover's frog can hop to."""
        if self.legal_moves is None or self.animation is not None:
            return
        mover = self.obs.to_move
        palette = self.app.palette
        for move in self.frog_moves():
            direction = move.direction
            landed, _, moved = preview_frogs(self.obs, mover, direction)[mover]
            tile = landed if moved else self._neighbour(mover, direction)
            if tile:
                center = self.layout_.tile_center(mover, tile)
                pygame.draw.circle(surface, palette.highlight, center, self.layout_.tile * 0.42, 2)

    def _draw_last_move(self, surface: pygame.Surface) -> None:
        """Footprints where the frogs came from on the last action, and the last stick."""
        if self.animation is not None:
            return
        palette = self.app.palette
        for event in self.last_events:
            if isinstance(event, Hop) and event.player is not None:
                center = self.layout_.tile_center(event.player, event.from_tile)
                pygame.draw.circle(surface, palette.accent, center, self.layout_.tile * 0.1)
            elif isinstance(event, StickPlaced) and event.player is not None:
                start, end, _ = self.layout_.edge_segment(event.player, *event.edge)
                glow_line(surface, palette.accent, start, end, 1)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """Under the pointer: where both frogs would go, or the stick that would be placed."""
        if self.legal_moves is None or self.animation is not None:
            return
        palette = self.app.palette
        mover = self.obs.to_move
        sticks = self.stick_moves()
        if self.selected_stick is not None and sticks:
            selected = sticks[self.selected_stick % len(sticks)]
            start, end, _ = self.layout_.edge_segment(mover, *selected.tiles)
            glow_line(surface, palette.highlight, start, end, 3)
            return
        hover = self.hover
        if hover is None or hover.seat != mover:
            return
        if hover.edge is not None:
            move = self.stick_move_at(mover, hover.edge)
            color = palette.highlight if self.is_legal(move) else palette.danger
            start, end, _ = self.layout_.edge_segment(mover, *move.tiles)
            glow_line(surface, color, start, end, 2)
            return
        for direction in DIRECTIONS:
            if self._neighbour(mover, direction) == hover.tile:
                self._draw_frog_preview(surface, mover, direction)

    def _draw_hinted(self, surface: pygame.Surface) -> None:
        """The hinted move: where both frogs would go, or the stick to place or lift, ringed."""
        hinted = self.hinted_move()
        if hinted is None:
            return
        move = parse_move(hinted)
        color = self.app.palette.highlight
        mover = self.obs.to_move
        if isinstance(move, FrogMove):
            frog = self.layout_.tile_center(mover, self.obs.ponds[mover].frog)
            ring(surface, color, frog, self.layout_.tile * 0.46)
            self._draw_frog_preview(surface, mover, move.direction)
            return
        start, end, _ = self.layout_.edge_segment(mover, *move.tiles)
        glow_line(surface, color, start, end, 4)
        middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
        ring(surface, color, middle, self.layout_.tile * 0.3)

    def _draw_frog_preview(self, surface: pygame.Surface, mover: int, direction: str) -> None:
        palette = self.app.palette
        legal = self.is_legal(FrogMove(direction))
        size = int(self.layout_.tile * 0.8)
        for seat, (landed, end, moved) in enumerate(preview_frogs(self.obs, mover, direction)):
            start = self.layout_.tile_center(seat, self.obs.ponds[seat].frog)
            if not moved:
                x, y = start
                pygame.draw.line(surface, palette.danger, (x - 8, y - 8), (x + 8, y + 8), 3)
                pygame.draw.line(surface, palette.danger, (x - 8, y + 8), (x + 8, y - 8), 3)
                continue
            target = self.layout_.tile_center(seat, end)
            ghost = sprites.frog(size, palette.players[seat]).copy()
            ghost.set_alpha(120 if legal else 60)
            surface.blit(ghost, ghost.get_rect(center=target))
            color = palette.highlight if legal else palette.danger
            pygame.draw.line(surface, color, start, self.layout_.tile_center(seat, landed), 2)
            if end != landed:  # through the water to the other water tile
                pygame.draw.line(
                    surface, palette.mirror_line, self.layout_.tile_center(seat, landed), target, 1
                )

    def _draw_shelf(self, surface: pygame.Surface, seat: int) -> None:
        palette = self.app.palette
        shelf = self.layout_.shelves[seat]
        pond = self.obs.ponds[seat]
        pad = max(6, shelf.width // 14)
        y = shelf.y + pad
        mark = max(20, self.layout_.tile // 2)
        self.draw_player_mark(surface, seat, (shelf.x + pad + mark // 2, y + mark // 2), mark)
        name = self.players[seat].name
        draw_text(
            surface,
            name,
            (shelf.x + pad * 2 + mark, y + mark // 2),
            "body",
            palette.text,
            bold=True,
            anchor="midleft",
            max_width=shelf.width - mark - pad * 3,
        )
        y += mark + pad
        y += self._shelf_label(surface, t("pond.shelf.flies", count=pond.caught), shelf, pad, y)
        slot = (shelf.width - 2 * pad) // 5
        fly_image = sprites.fly(max(10, int(slot * 0.9)), palette.fly)
        for k in range(5):
            box = pygame.Rect(shelf.x + pad + k * slot, y, slot - 2, slot - 2)
            pygame.draw.rect(surface, darker(palette.panel, 0.25), box, border_radius=4)
            if k < pond.caught:
                surface.blit(fly_image, fly_image.get_rect(center=box.center))
        y += slot + pad
        y += self._shelf_label(surface, t("pond.shelf.sticks", count=pond.inventory), shelf, pad, y)
        thickness = max(4, self.layout_.tile // 9)
        stick_len = shelf.width - 2 * pad
        for k in range(pond.inventory):
            image = sprites.stick(stick_len, thickness, palette.stick, False)
            if y + k * (thickness + 6) + thickness < shelf.bottom - pad:
                surface.blit(image, (shelf.x + pad, y + k * (thickness + 6)))

    def _shelf_label(self, surface: pygame.Surface, text: str, shelf: pygame.Rect, pad: int, y: int) -> int:
        """A small muted caption on a shelf; returns the height it takes."""
        draw_text(surface, text, (shelf.x + pad, y), "small", self.app.palette.text_muted,
                  max_width=shelf.width - 2 * pad)
        return length(22)

    # --- the benchmark's moving picture ------------------------------------------------
    def demo_animation(self) -> None:
        """Start a looping hop of both frogs (used to measure frames while animating)."""
        seat = self.obs.to_move if self.obs.to_move is not None else 0
        frog = self.obs.ponds[seat].frog
        direction = next(d for d in DIRECTIONS if step(frog, d, 0) != frog)
        events: list[Event] = [
            Hop(player=s, from_tile=self.obs.ponds[s].frog, to_tile=step(self.obs.ponds[s].frog, d, 0), direction=d)
            for s, d in ((seat, direction), (1 - seat, MIRRORED[direction]))
        ]
        self.start_animation(events, self.obs, 1.0)


VIEW_CLASS = PondView
