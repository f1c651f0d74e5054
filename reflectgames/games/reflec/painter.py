"""The still Reflec board: tiles, coordinates, pieces, and the markers of the current choice.

A mixin of the board view: it draws from the view's observation, layout and
`Chooser`, and keeps the cached layer of tiles and coordinates.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.games.reflec import sprites
from reflectgames.games.reflec.beam_art import beam_points
from reflectgames.games.reflec.board import CELL_INDEX, CELL_NAMES, DIRECTIONS, FILES, SIZE
from reflectgames.games.reflec.choosing import COIN, LASER
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.text import draw_text
from reflectgames.ui.theme import darker, mix

COIN_SHARE = 0.78  # coin diameter as a share of a cell
PAWN_SHARE = 0.74


class PiecesPainter:
    """Drawing of the board at rest, for `ReflecView` (it provides obs, layout_, chooser, app)."""

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

    def _draw_cursor(self, surface: pygame.Surface) -> None:
        if self.cursor is None or self.legal is None:
            return
        rect = self.layout_.cell_rect(self.cursor).inflate(-3, -3)
        pygame.draw.rect(surface, self.app.palette.focus, rect, 2, border_radius=6)
