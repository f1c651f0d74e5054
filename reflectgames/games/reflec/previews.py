"""What a click would do, shown before it is made: ghost coins, the swapped pair, the aimed beam.

A mixin of the board view. The aimed beam is traced from the observation with
the rules' own tracer, so the preview shows exactly the turns, the laser hit
or the loop the shot would bring, with the action's cost in a small label.
"""

from __future__ import annotations

import pygame

from reflectgames.games.reflec import sprites
from reflectgames.games.reflec.beam_art import beam_points, draw_beam, flash
from reflectgames.games.reflec.board import CELL_INDEX, CELL_NAMES, DIRECTIONS, NEIGHBOUR
from reflectgames.games.reflec.choosing import LASER, SUPPLY, swap_text
from reflectgames.games.reflec.painter import PAWN_SHARE
from reflectgames.games.reflec.preview import preview_shot
from reflectgames.games.reflec.words import with_cost
from reflectgames.i18n import t
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.marks import path_mark, ring
from reflectgames.ui.text import draw_text, line_height, text_width


class PreviewPainter:
    """Previews under the pointer or the keyboard cursor, for `ReflecView`."""

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
            self._tag(surface, self._beside(cell), self._priced(text), legal)

    def _ghost_pawn(self, surface: pygame.Surface, cell: int, text: str) -> None:
        image = sprites.ghost(
            sprites.pawn(int(self.layout_.cell * PAWN_SHARE), self.obs.suit, self.app.palette), 150
        )
        center = self.layout_.cell_center(cell)
        surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
        self._tag(surface, self._above(cell), self._priced(text), text in self.chooser.legal)

    def _priced(self, text: str) -> str:
        """An action in words with its cost; drops in the drop round cost nothing."""
        return with_cost(text, free=self.obs.phase == "drop")

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
        """The live preview of the shot being aimed, labelled by the pointer when there is one."""
        self._draw_aimed_shot(surface, self.chooser.aim, follow_pointer=True)

    def _draw_aimed_shot(self, surface: pygame.Surface, direction: int, follow_pointer: bool) -> None:
        """A shot's whole path, its turns, and what it would hit or remove."""
        palette = self.app.palette
        lay = self.layout_
        suit = self.obs.suit
        data = preview_shot(self.obs, suit, direction)
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
        if follow_pointer and self.pointer is not None and self.cursor is None:
            anchor = (self.pointer[0], self.pointer[1] - lay.cell // 3)
        self._tag(surface, anchor, f"{self._priced(text)} — {outcome}", text in self.chooser.legal)

    def _draw_hinted(self, surface: pygame.Surface) -> None:
        """The hinted action, drawn like its preview, with rings and arrows on the cells it uses."""
        move = self.hinted_move()
        if move is None:
            return
        lay = self.layout_
        color = self.app.palette.highlight
        words = move.split()
        kind = words[0]
        radius = lay.cell * 0.46
        if kind == "fire":
            self._draw_aimed_shot(surface, DIRECTIONS.index(words[1]), follow_pointer=False)
        elif kind == "end":
            button = lay.end_button.inflate(8, 8)
            pygame.draw.rect(surface, color, button, 3, border_radius=button.height // 2)
        elif kind == "drop":
            cell = CELL_INDEX[words[2]]
            ring(surface, color, lay.cell_center(cell), radius)
            self._ghost_coin(surface, words[1], cell, DIRECTIONS.index(words[3]), move)
        elif kind == "spin":
            cell = CELL_INDEX[words[1]]
            ring(surface, color, lay.cell_center(cell), radius)
            self._ghost_coin(surface, self.obs.coins[words[1]].suit, cell, DIRECTIONS.index(words[2]), move)
        elif kind == "move":
            start, end = CELL_INDEX[words[1]], CELL_INDEX[words[2]]
            path_mark(surface, color, [lay.cell_center(start), lay.cell_center(end)], radius)
            self._ghost_coin(surface, self.obs.coins[words[1]].suit, end, DIRECTIONS.index(words[3]), move)
        elif kind == "laser":
            start, end = CELL_INDEX[self.obs.lasers[self.obs.suit]], CELL_INDEX[words[1]]
            path_mark(surface, color, [lay.cell_center(start), lay.cell_center(end)], radius)
            self._ghost_pawn(surface, end, move)
        elif kind == "swap":
            first, second = CELL_INDEX[words[1]], CELL_INDEX[words[2]]
            for cell in (first, second):
                ring(surface, color, lay.cell_center(cell), radius)
            self._tag(surface, self._above(min(first, second)), self._priced(move), True)

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
