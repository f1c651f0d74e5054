"""The Reflec board on screen: sixteen piecepack tiles, mirror coins, laser pawns and beams.

The view draws only from the observation it is given. The player's clicks
and keys go through a `Chooser` (the half-made action); what a choice would
do is previewed under the pointer (a ghost coin, the swapped pair, or the
whole path of an aimed beam with what it would hit or remove). Actions are
animated from the events `apply` reported.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.core.rules import Event, Outcome
from reflectgames.games.reflec import sprites
from reflectgames.games.reflec.animation import ReflecAnimation
from reflectgames.games.reflec.beam_art import beam_points, burst, draw_beam, flash, path_length
from reflectgames.games.reflec.board import CELL_INDEX, CELL_NAMES, DIRECTIONS, FILES, NEIGHBOUR, SIZE
from reflectgames.games.reflec.choosing import COIN, LASER, SUPPLY, Chooser, swap_text
from reflectgames.games.reflec.layout import ReflecLayout, direction_towards
from reflectgames.games.reflec.observation import ReflecObservation
from reflectgames.games.reflec.preview import preview_shot
from reflectgames.games.reflec.table_side import draw_legend, draw_points, draw_rows
from reflectgames.games.reflec.words import describe_move, result_text, turn_text, with_cost
from reflectgames.i18n import t
from reflectgames.scenes.game_view import GameView, Intent
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.text import draw_text, line_height, text_width
from reflectgames.ui.theme import darker, mix
from reflectgames.ui.widgets import Button

ARROWS = {pygame.K_UP: 0, pygame.K_RIGHT: 1, pygame.K_DOWN: 2, pygame.K_LEFT: 3}
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
COIN_SHARE = 0.78  # coin diameter as a share of a cell
PAWN_SHARE = 0.74


class ReflecView(GameView):
    game_id = "reflec"

    def __init__(self, app, players) -> None:
        super().__init__(app, players)
        self.rect = pygame.Rect(0, 0, 900, 700)
        self.layout_ = ReflecLayout(self.rect)
        self.chooser = Chooser()
        self.animation: ReflecAnimation | None = None
        self.before: ReflecObservation | None = None
        self.pointer: tuple[int, int] | None = None
        self.cursor: int | None = None  # the keyboard's cell, shown once a key moved it
        self.end_button = Button(t("reflec.end_turn"), lambda: None)
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self.demo = False

    # --- layout and state ---------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        suits = len(self.obs.dice) if self.obs is not None else 4
        self.layout_ = ReflecLayout(self.rect, suits)
        self._static = None

    def show(self, obs: ReflecObservation, legal: list[str] | None, viewer: int | None) -> None:
        relayout = self.obs is None or len(self.obs.dice) != len(obs.dice)
        super().show(obs, legal, viewer)
        self.chooser.show(obs, legal)
        if relayout:
            self.layout(self.rect)

    def start_animation(
        self, events: list[Event], before: ReflecObservation | None, speed: float | None
    ) -> None:
        self.last_events = list(events)
        self.demo = False
        animation = ReflecAnimation(events)
        if speed is None or animation.action is None:
            self.animation = None
            return
        self.before = before
        self.speed = speed
        if animation.beam is not None:
            animation.set_beam_length(
                path_length(beam_points(animation.beam, self.layout_)) / self.layout_.cell
            )
        self.animation = animation

    def update(self, dt: float) -> None:
        if self.animation is not None:
            self.animation.advance(dt / max(0.05, self.speed))
            if self.animation.done:
                self.animation = None

    def is_animating(self) -> bool:
        return self.animation is not None

    def skip_animation(self) -> None:
        self.animation = None

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.cursor = None
            self._aim_at(event.pos)
            return None
        if self.legal is None:
            return None
        chooser = self.chooser
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            if event.button == 3:
                return chooser.take(None) if chooser.pick is not None else None
            if event.button == 1:
                return self._click(event.pos)
            return None
        if event.type == pygame.MOUSEWHEEL:
            return chooser.turn_facing(event.y < 0)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _aim_at(self, pos: tuple[int, int]) -> None:
        """With the laser in hand, the aim follows the pointer (the longer way from the laser wins)."""
        pick = self.chooser.pick
        if pick is None or pick.kind != LASER:
            return
        cx, cy = self.layout_.cell_center(pick.cell)
        dx, dy = pos[0] - cx, pos[1] - cy
        if max(abs(dx), abs(dy)) > self.layout_.cell * 0.5:
            self.chooser.aim = direction_towards(dx, dy)

    def _click(self, pos: tuple[int, int]) -> Intent | None:
        lay = self.layout_
        chooser = self.chooser
        if lay.end_button.collidepoint(pos) and not chooser.drop_round:
            return chooser.end_turn()
        cell = lay.cell_at(pos)
        if cell is not None:
            self._aim_at(pos)
            return chooser.click_cell(cell, lay.pointing(pos, cell))
        row = lay.row_at(pos)
        if row is not None:
            return chooser.click_supply(list(self.obs.dice)[row])
        if lay.frame.inflate(lay.cell, lay.cell).collidepoint(pos):
            self._aim_at(pos)
            return chooser.click_off_board()
        return None

    def _key(self, event: pygame.event.Event) -> Intent | None:
        chooser = self.chooser
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        pick = chooser.pick
        if key == pygame.K_ESCAPE and pick is not None:
            return chooser.take(None)
        if key in ARROWS:
            direction = ARROWS[key]
            if pick is not None and pick.kind == LASER:
                if shift:
                    target = NEIGHBOUR[pick.cell][direction]
                    return Intent(move=f"laser {CELL_NAMES[target]}") if target >= 0 else None
                return chooser.aim_key(direction)
            self._move_cursor(direction)
            return Intent(message=chooser.hint())
        if key in ACTIVATE:
            if pick is not None and pick.kind == LASER and self.cursor is None:
                return chooser.fire_aimed()
            if self.cursor is not None:
                return chooser.click_cell(self.cursor, None)
            return None
        if key == pygame.K_r:
            return chooser.turn_facing(not shift)
        if key == pygame.K_l:
            return chooser.pick_laser()
        if key == pygame.K_d:
            return chooser.next_supply()
        if key == pygame.K_e:
            return chooser.end_turn()
        if key == pygame.K_f and pick is not None and pick.kind == LASER:
            return chooser.fire_aimed()
        return None

    def _move_cursor(self, direction: int) -> None:
        if self.cursor is None:
            pick = self.chooser.pick
            start = pick.cell if pick is not None and pick.cell >= 0 else self.chooser.own_laser()
            self.cursor = start if start >= 0 else CELL_INDEX["d4"]
            return
        target = NEIGHBOUR[self.cursor][direction]
        if target >= 0:
            self.cursor = target

    def wants_escape(self) -> bool:
        return self.chooser.pick is not None

    # --- words ------------------------------------------------------------------------------------
    def hint(self) -> str:
        return self.chooser.hint()

    def describe_move(self, text: str, mover: int | None = None) -> str:
        return describe_move(text)

    def turn_text(self) -> str:
        return turn_text(self.obs)

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        return result_text(outcome, [p.name for p in self.players])

    def suit_of_seat(self, seat: int) -> str:
        """The suit a player is shown by: the one on turn if it is theirs, else their first."""
        obs = self.obs
        if obs is not None and obs.suit is not None and obs.owners.get(obs.suit) == seat:
            return obs.suit
        owned = [suit for suit, owner in (obs.owners.items() if obs else ()) if owner == seat]
        return owned[0] if owned else "SMCA"[seat % 4]

    def draw_player_mark(
        self, surface: pygame.Surface, seat: int, center: tuple[int, int], size: int
    ) -> None:
        image = sprites.pawn(size, self.suit_of_seat(seat), self.app.palette)
        surface.blit(image, image.get_rect(center=center))

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.obs is None:
            return
        lay = self.layout_
        surface.blit(self._static_layer(), lay.frame.topleft)
        anim = self.animation
        self._draw_last_move(surface)
        self._draw_targets(surface)
        hidden = anim.hidden_cells() if anim is not None else set()
        self._draw_pieces(surface, hidden)
        pick = self.chooser.pick
        if anim is None and self.legal is not None and pick is not None and pick.kind == COIN:
            self._draw_facing_arrows(surface, pick.cell)
        if anim is not None:
            self._draw_animation(surface, anim)
        else:
            self._draw_preview(surface)
        self._draw_cursor(surface)
        self._draw_side(surface)

    def _static_layer(self) -> pygame.Surface:
        lay = self.layout_
        palette = self.app.palette
        key = (lay.frame.size, lay.cell, palette.name)
        if self._static is not None and self._static_key == key:
            return self._static
        layer = pygame.Surface(lay.frame.size, pygame.SRCALPHA)
        frame = layer.get_rect()
        shadowed_round_rect(
            layer,
            frame.inflate(-4, -4),
            darker(palette.board, 0.25),
            lay.cell // 5,
            rim=darker(palette.board, 0.6),
        )
        offset = (lay.board.x - lay.frame.x, lay.board.y - lay.frame.y)
        tile_size = lay.cell * 2
        for col in range(SIZE // 2):
            for row in range(SIZE // 2):
                layer.blit(
                    sprites.tile(tile_size, palette),
                    (offset[0] + col * tile_size, offset[1] + row * tile_size),
                )
        size = max(13, int(lay.cell * 0.2))
        margin = offset[0]
        for index in range(SIZE):
            x = offset[0] + (index + 0.5) * lay.cell
            y = offset[1] + (SIZE - index - 0.5) * lay.cell
            for px, py, text in (
                (x, margin / 2, FILES[index]),
                (x, frame.height - margin / 2, FILES[index]),
                (margin / 2, y, str(index + 1)),
                (frame.width - margin / 2, y, str(index + 1)),
            ):
                draw_text(layer, text, (px, py), size, palette.text_muted, anchor="center")
        self._static, self._static_key = layer, key
        return layer

    # --- pieces ---
    def _coin_image(self, suit: str, facing: int, scale: float = 1.0) -> pygame.Surface:
        size = max(8, int(self.layout_.cell * COIN_SHARE * scale))
        return sprites.coin(size, suit, facing, self.app.palette, suit in self.obs.neutral)

    def _draw_pieces(self, surface: pygame.Surface, hidden: set[int]) -> None:
        lay = self.layout_
        palette = self.app.palette
        picked = self.chooser.pick
        for name, coin in self.obs.coins.items():
            cell = CELL_INDEX[name]
            if cell in hidden:
                continue
            image = self._coin_image(coin.suit, DIRECTIONS.index(coin.facing))
            x, y = lay.cell_center(cell)
            if picked is not None and picked.kind == COIN and picked.cell == cell and self.animation is None:
                # Picked up: lifted a little off the tile, with a ring around it.
                pygame.draw.circle(surface, self._ink(), (x, y), lay.cell * 0.43, 3)
                y -= lay.cell * 0.05
            surface.blit(image, image.get_rect(center=(int(x), int(y))))
            if name in self.obs.frozen and self.legal is not None:
                self._draw_frozen_mark(surface, cell)
        pawn_size = int(lay.cell * PAWN_SHARE)
        for suit, name in self.obs.lasers.items():
            if name is None or CELL_INDEX[name] in hidden:
                continue
            center = lay.cell_center(CELL_INDEX[name])
            if picked is not None and picked.kind == LASER and picked.cell == CELL_INDEX[name]:
                pygame.draw.circle(surface, self._ink(), center, lay.cell * 0.46, 3)
            image = sprites.pawn(pawn_size, suit, palette)
            surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))

    def _draw_frozen_mark(self, surface: pygame.Surface, cell: int) -> None:
        """A small padlock-like bar: this neutral coin may only spin this turn."""
        rect = self.layout_.cell_rect(cell)
        size = max(6, rect.width // 7)
        box = pygame.Rect(rect.right - size * 2, rect.top + size // 2, size + 2, size)
        pygame.draw.rect(surface, self.app.palette.danger, box, border_radius=2)
        pygame.draw.arc(
            surface, self.app.palette.danger, box.inflate(-2, 2).move(0, -size // 2), 0, math.pi, 2
        )

    # --- choice markers ---
    def _ink(self) -> tuple[int, int, int]:
        """The colour of choice markers on the cream tiles (the light highlight would not show)."""
        return darker(self.app.palette.accent, 0.4)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        if self.legal is None or self.animation is not None:
            return
        lay = self.layout_
        palette = self.app.palette
        chooser = self.chooser
        pick = chooser.pick
        if pick is None:
            if chooser.drop_round:
                return
            for name in self.obs.coins:  # what can be picked up, faintly
                cell = CELL_INDEX[name]
                if chooser.is_usable(cell):
                    pygame.draw.circle(
                        surface,
                        mix(palette.tile, self._ink(), 0.45),
                        lay.cell_center(cell),
                        lay.cell * 0.44,
                        1,
                    )
            return
        if pick.kind == COIN:
            for cell in chooser.move_targets(pick.cell):
                pygame.draw.circle(surface, self._ink(), lay.cell_center(cell), lay.cell * 0.3, 3)
            for cell in chooser.swap_partners(pick.cell):
                self._draw_swap_mark(surface, pick.cell, cell)
        elif pick.kind == LASER:
            for cell in chooser.laser_targets():
                pygame.draw.circle(surface, self._ink(), lay.cell_center(cell), lay.cell * 0.3, 3)

    def _draw_swap_mark(self, surface: pygame.Surface, held: int, partner: int) -> None:
        """Two small arrows on the border between the coin and a swap partner."""
        lay = self.layout_
        ax, ay = lay.cell_center(held)
        bx, by = lay.cell_center(partner)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        ink = self._ink()
        pygame.draw.circle(surface, ink, (bx, by), lay.cell * 0.45, 3)
        ux, uy = (bx - ax) / lay.cell, (by - ay) / lay.cell
        size = lay.cell * 0.1
        for sign in (1, -1):
            ox, oy = -uy * size * sign, ux * size * sign
            tip = (mx + ux * size * sign + ox, my + uy * size * sign + oy)
            tail = (mx - ux * size * sign + ox, my - uy * size * sign + oy)
            pygame.draw.line(surface, ink, tail, tip, 3)
            pygame.draw.circle(surface, ink, tip, 4)

    def _draw_facing_arrows(self, surface: pygame.Surface, cell: int) -> None:
        """Four small triangles inside the picked coin's cell: click one to spin the coin that way."""
        lay = self.layout_
        palette = self.app.palette
        cx, cy = lay.cell_center(cell)
        facing = DIRECTIONS.index(self.obs.coins[CELL_NAMES[cell]].facing)
        for direction in range(4):
            if direction == facing:
                continue
            angle = direction * math.pi / 2
            ux, uy = math.sin(angle), -math.cos(angle)
            reach = lay.cell * 0.5
            tip = (cx + ux * reach, cy + uy * reach)
            base = lay.cell * 0.37
            half = lay.cell * 0.11
            points = [
                tip,
                (cx + ux * base - uy * half, cy + uy * base + ux * half),
                (cx + ux * base + uy * half, cy + uy * base - ux * half),
            ]
            pygame.draw.polygon(surface, palette.highlight, points)
            pygame.draw.polygon(surface, self._ink(), points, 2)

    def _draw_last_move(self, surface: pygame.Surface) -> None:
        """Where the last action happened: a dot where a coin left, a faint line of the last beam."""
        if self.animation is not None:
            return
        lay = self.layout_
        palette = self.app.palette
        for event in self.last_events:
            if event.kind in ("move", "laser_move"):
                pygame.draw.circle(
                    surface, palette.accent, lay.cell_center(CELL_INDEX[event.data["from"]]), lay.cell * 0.08
                )
            elif event.kind in ("drop", "spin"):
                pygame.draw.rect(
                    surface,
                    palette.accent,
                    lay.cell_rect(CELL_INDEX[event.data["cell"]]).inflate(-4, -4),
                    2,
                    border_radius=6,
                )
            elif event.kind == "swap":
                for name in event.data["cells"]:
                    pygame.draw.rect(
                        surface,
                        palette.accent,
                        lay.cell_rect(CELL_INDEX[name]).inflate(-4, -4),
                        2,
                        border_radius=6,
                    )
            elif event.kind == "beam":
                points = beam_points(event.data, lay)
                pygame.draw.lines(
                    surface,
                    mix(palette.tile, sprites.beam_color(palette, event.data["suit"]), 0.6),
                    False,
                    points,
                    2,
                )

    # --- previews ---
    def _hover_cell(self) -> tuple[int | None, int | None]:
        """The cell under the pointer (or the keyboard cursor) and the direction it points in there."""
        if self.cursor is not None:
            return self.cursor, None
        if self.pointer is None:
            return None, None
        cell = self.layout_.cell_at(self.pointer)
        if cell is None:
            return None, None
        return cell, self.layout_.pointing(self.pointer, cell)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        if self.legal is None:
            return
        chooser = self.chooser
        pick = chooser.pick
        cell, pointing = self._hover_cell()
        facing = chooser.facing if pointing is None else pointing
        if pick is not None and pick.kind == LASER:
            if cell is not None and cell in chooser.laser_targets():
                self._ghost_pawn(surface, cell, f"laser {CELL_NAMES[cell]}")
            elif cell != pick.cell:
                self._draw_aim(surface)
            return
        if cell is None:
            return
        if chooser.drop_round or (pick is not None and pick.kind == SUPPLY):
            suit = self.obs.suit if chooser.drop_round else pick.suit
            if chooser.is_empty(cell):
                text = f"drop {suit} {CELL_NAMES[cell]} {DIRECTIONS[facing]}"
                self._ghost_coin(surface, suit, cell, facing, text)
            return
        if pick is None:
            return
        coin = self.obs.coins[CELL_NAMES[pick.cell]]
        if cell == pick.cell:
            if facing != DIRECTIONS.index(coin.facing):
                self._ghost_coin(
                    surface, coin.suit, cell, facing, f"spin {CELL_NAMES[cell]} {DIRECTIONS[facing]}"
                )
        elif cell in NEIGHBOUR[pick.cell] and chooser.is_empty(cell):
            self._ghost_coin(
                surface,
                coin.suit,
                cell,
                facing,
                f"move {CELL_NAMES[pick.cell]} {CELL_NAMES[cell]} {DIRECTIONS[facing]}",
            )
        elif cell in chooser.swap_partners(pick.cell):
            other = self.obs.coins[CELL_NAMES[cell]]
            text = swap_text(pick.cell, cell)
            self._ghost_coin(surface, other.suit, pick.cell, DIRECTIONS.index(coin.facing), text, tag=False)
            self._ghost_coin(surface, coin.suit, cell, DIRECTIONS.index(other.facing), text)

    def _ghost_coin(
        self, surface: pygame.Surface, suit: str, cell: int, facing: int, text: str, tag: bool = True
    ) -> None:
        legal = text in self.chooser.legal
        image = sprites.ghost(self._coin_image(suit, facing), 170 if legal else 80)
        center = self.layout_.cell_center(cell)
        surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
        if tag:
            self._tag(surface, self._beside(cell), with_cost(text), legal)

    def _ghost_pawn(self, surface: pygame.Surface, cell: int, text: str) -> None:
        image = sprites.ghost(
            sprites.pawn(int(self.layout_.cell * PAWN_SHARE), self.obs.suit, self.app.palette), 150
        )
        center = self.layout_.cell_center(cell)
        surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
        self._tag(surface, self._above(cell), with_cost(text), text in self.chooser.legal)

    def _above(self, cell: int) -> tuple[int, int]:
        cx, cy = self.layout_.cell_center(cell)
        return int(cx), int(cy - self.layout_.cell * 0.5)

    def _beside(self, cell: int) -> tuple[int, int]:
        """Where a label about `cell` goes: above it, or below it when the picked piece is above."""
        pick = self.chooser.pick
        if pick is not None and pick.cell >= 0 and pick.cell // 8 > cell // 8:
            cx, cy = self.layout_.cell_center(cell)
            label = line_height(max(13, int(self.layout_.cell * 0.2))) + 6
            return int(cx), int(cy + self.layout_.cell * 0.5 + label)
        return self._above(cell)

    def _tag(self, surface: pygame.Surface, midbottom: tuple[int, int], text: str, legal: bool) -> None:
        """A small label naming the action a click would take (and what it costs)."""
        palette = self.app.palette
        lay = self.layout_
        size = max(13, int(lay.cell * 0.2))
        rect = pygame.Rect(0, 0, text_width(text, size) + 14, line_height(size) + 6)
        rect.midbottom = midbottom
        rect.clamp_ip(self.rect)
        shadowed_round_rect(
            surface,
            rect,
            palette.panel,
            rect.height // 2,
            rim=palette.highlight if legal else palette.danger,
            gloss=False,
        )
        draw_text(
            surface, text, rect.center, size, palette.text if legal else palette.text_muted, anchor="center"
        )

    def _draw_aim(self, surface: pygame.Surface) -> None:
        """The live preview of a shot: the whole path, the turns, and what it would hit or remove."""
        palette = self.app.palette
        lay = self.layout_
        suit = self.obs.suit
        data = preview_shot(self.obs, suit, self.chooser.aim)
        if data is None:
            return
        points = beam_points(data, lay)
        color = sprites.beam_color(palette, suit)
        draw_beam(surface, points, color, max(3, lay.cell // 16), fade=0.55)
        for cell, _facing in data["turns"]:
            flash(surface, lay.cell_center(CELL_INDEX[cell]), int(lay.cell * 0.6), color, 0.35)
        for coin in data["removed"]:
            self._danger_ring(surface, CELL_INDEX[coin["cell"]])
        if data["hit"] is not None:
            self._danger_ring(surface, CELL_INDEX[data["path"][-1]])
        text = f"fire {data['direction']}"
        outcome = self._shot_words(data)
        anchor = self._above(CELL_INDEX[data["from"]])
        if self.pointer is not None and self.cursor is None:
            anchor = (self.pointer[0], self.pointer[1] - lay.cell // 3)
        self._tag(surface, anchor, f"{with_cost(text)} — {outcome}", text in self.chooser.legal)

    def _shot_words(self, data: dict) -> str:
        if data["end"] == "loop":
            return t("reflec.preview.loop", count=len(data["removed"]))
        if data["hit"] is None:
            return t("reflec.preview.edge")
        if data["hit"] == data["suit"]:
            return t("reflec.preview.own")
        owner = self.obs.owners[data["hit"]]
        return t("reflec.preview.hit", suit=t(f"reflec.suit.{data['hit']}"), name=self.players[owner].name)

    def _danger_ring(self, surface: pygame.Surface, cell: int) -> None:
        lay = self.layout_
        center = lay.cell_center(cell)
        color = self.app.palette.danger
        pygame.draw.circle(surface, color, center, lay.cell * 0.46, 3)
        r = lay.cell * 0.16
        for sign in (-1, 1):
            pygame.draw.line(
                surface,
                color,
                (center[0] - r, center[1] - sign * r),
                (center[0] + r, center[1] + sign * r),
                3,
            )

    def _draw_cursor(self, surface: pygame.Surface) -> None:
        if self.cursor is None or self.legal is None:
            return
        rect = self.layout_.cell_rect(self.cursor).inflate(-3, -3)
        pygame.draw.rect(surface, self.app.palette.focus, rect, 2, border_radius=6)

    # --- animation ---
    def _draw_animation(self, surface: pygame.Surface, anim: ReflecAnimation) -> None:
        lay = self.layout_
        palette = self.app.palette
        for pose in anim.coin_poses():
            ax, ay = lay.cell_center(pose.start)
            bx, by = lay.cell_center(pose.end)
            x = ax + (bx - ax) * pose.progress
            y = ay + (by - ay) * pose.progress
            if pose.arc:  # sideways, so two swapping coins pass each other
                ux, uy = (bx - ax) / lay.cell, (by - ay) / lay.cell
                x += -uy * pose.arc * lay.cell
                y += ux * pose.arc * lay.cell
            self._draw_turning_coin(surface, pose.suit, (x, y), pose.angle, pose.scale, pose.alpha)
        laser = anim.laser_pose()
        if laser is not None:
            suit, start, end, progress = laser
            ax, ay = lay.cell_center(start)
            bx, by = lay.cell_center(end)
            image = sprites.pawn(int(lay.cell * PAWN_SHARE), suit, palette)
            surface.blit(
                image, image.get_rect(center=(int(ax + (bx - ax) * progress), int(ay + (by - ay) * progress)))
            )
        beam = anim.beam
        if beam is not None:
            self._draw_shot(surface, anim, beam)

    def _draw_turning_coin(
        self,
        surface: pygame.Surface,
        suit: str,
        center: tuple[float, float],
        angle: float,
        scale: float,
        alpha: int,
    ) -> None:
        """A coin with its pip at any angle: the nearest of the four sprites, turned the rest of the way."""
        quarter = round(angle / 90) % 4
        image = self._coin_image(suit, quarter, scale)
        rest = angle - round(angle / 90) * 90
        if abs(rest) > 0.5:
            # Turning the whole coin a little is what a spinning coin looks like.
            image = pygame.transform.rotozoom(image, -rest, 1.0)
        if alpha < 255:
            image = sprites.ghost(image, alpha)
        surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))

    def _draw_shot(self, surface: pygame.Surface, anim: ReflecAnimation, beam: dict) -> None:
        lay = self.layout_
        palette = self.app.palette
        color = sprites.beam_color(palette, beam["suit"])
        points = beam_points(beam, lay)
        total = path_length(points) or 1.0
        # Coins of a loop stay in view until they fade out.
        flare, alpha = anim.loop_state()
        for coin in beam["removed"]:
            cell = CELL_INDEX[coin["cell"]]
            center = lay.cell_center(cell)
            if alpha > 0:
                self._draw_turning_coin(
                    surface,
                    coin["suit"],
                    center,
                    DIRECTIONS.index(coin["facing"]) * 90,
                    1.0 + 0.15 * flare,
                    alpha,
                )
            if flare > 0:
                flash(surface, center, int(lay.cell * 1.1), color, flare)
        burst_at = anim.burst_progress()
        if anim.destroyed is not None and burst_at is None:  # the laser still stands until the beam arrives
            data = anim.destroyed.data
            image = sprites.pawn(int(lay.cell * PAWN_SHARE), data["suit"], palette)
            center = lay.cell_center(CELL_INDEX[data["cell"]])
            surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
        fade = anim.beam_fade()
        head = draw_beam(surface, points, color, max(3, lay.cell // 13), total * anim.beam_reach(), fade)
        shares = []
        run = 0.0
        for a, b in zip(points, points[1:-1], strict=False):
            run += math.dist(a, b)
            shares.append(run / total)
        for (cell, _facing), strength in zip(beam["turns"], anim.turn_flashes(shares), strict=False):
            flash(surface, lay.cell_center(CELL_INDEX[cell]), int(lay.cell * 0.9), color, strength * fade)
        if head is not None and anim.beam_reach() < 1:
            flash(surface, head, int(lay.cell * 0.5), color, 0.9)
        if burst_at is not None and anim.destroyed is not None:
            data = anim.destroyed.data
            burst(
                surface,
                lay.cell_center(CELL_INDEX[data["cell"]]),
                int(lay.cell * 1.2),
                sprites.beam_color(palette, data["suit"]),
                burst_at,
            )

    # --- the table side ---
    def _draw_side(self, surface: pygame.Surface) -> None:
        lay = self.layout_
        palette = self.app.palette
        obs = self.obs
        anim = self.animation
        flip = anim.flip() if anim is not None else 1.0
        draw_points(surface, lay, palette, obs, self.before if anim is not None else None, flip)
        button = self.end_button
        button.text = t("reflec.end_turn")
        button.rect = lay.end_button
        button.enabled = self.legal is not None and self.chooser.can_end()
        button.visible = obs.phase == "play"
        button.hovered = (
            self.pointer is not None and button.enabled and lay.end_button.collidepoint(self.pointer)
        )
        button.draw(surface, palette)
        if obs.phase == "drop":
            draw_text(
                surface,
                t("reflec.side.drop_round"),
                lay.end_button.center,
                max(13, int(lay.cell * 0.2)),
                palette.text_muted,
                anchor="center",
                max_width=lay.end_button.width,
            )
        picked = self.chooser.pick
        draw_rows(
            surface,
            lay,
            palette,
            obs,
            [p.name for p in self.players],
            self.chooser.droppable_suits() if self.legal is not None and obs.phase == "play" else [],
            picked.suit if picked is not None and picked.kind == SUPPLY else None,
            self.pointer,
        )
        draw_legend(surface, lay, palette)

    # --- the benchmark's moving picture ------------------------------------------------------------
    def demo_animation(self) -> None:
        """Fire the suit on turn's laser along its longest path (to measure frames while a beam runs)."""
        suit = self.obs.suit or next(s for s, cell in self.obs.lasers.items() if cell)
        shots = [preview_shot(self.obs, suit, d) for d in range(4)]
        shot = max((s for s in shots if s is not None), key=lambda s: len(s["path"]))
        events = [Event("beam", self.obs.to_move, shot)]
        if shot["end"] == "loop":
            events.append(Event("loop", self.obs.to_move, {"removed": shot["removed"]}))
        elif shot["hit"] is not None:
            events.append(Event("destroyed", None, {"suit": shot["hit"], "cell": shot["path"][-1]}))
        self.start_animation(events, self.obs, 1.0)
        self.demo = True


VIEW_CLASS = ReflecView
