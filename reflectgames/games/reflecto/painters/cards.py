"""The screens as one seat sees them: own faces, the other's backs, mirrors showing what stands in
front of them, each standing on the ice, and the labels of the other's screens it has identified."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from reflectgames.games.reflecto.board import FORWARD, FRONT, SIZE, cell_at, cell_of, file_of, row_of
from reflectgames.games.reflecto.layout import ReflectoLayout
from reflectgames.games.reflecto.observation import ReflectoObservation, ScreenView
from reflectgames.games.reflecto.painters import sprites
from reflectgames.ui.theme import Palette, lighter

LANE_SHARE = 0.82  # a screen in an exit lane, as a share of a screen on the lake


def screens_by_cell(obs: ReflectoObservation) -> dict[int, ScreenView]:
    return {cell_at(s.cell): s for s in obs.screens}


def reflected(seat: int, mirror: int, owner: int,
              screens: dict[int, ScreenView]) -> tuple[str | None, bool] | None:
    """What `seat`'s mirror on `mirror` shows: (letters, is a mirror) of the screen in front, or None."""
    if owner != seat:
        return None
    ahead = FRONT[owner][mirror]
    screen = screens.get(ahead) if ahead >= 0 else None
    if screen is None or screen.owner == owner or not screen.seen_now:
        return None
    return (None, True) if screen.kind == "mirror" else (screen.letters or "", False)


@dataclass(frozen=True)
class Cards:
    """Draws screens for the seat of `obs` at the layout's size."""

    lay: ReflectoLayout
    palette: Palette
    obs: ReflectoObservation
    plain: bool  # the setting that shows mirrored letters the right way round

    def card(self, screen: ScreenView, cell: int, screens: dict[int, ScreenView]) -> pygame.Surface:
        lay = self.lay
        palette = self.palette
        obs = self.obs
        body = palette.players[screen.owner]
        w, h = lay.card_w, lay.card_h
        if screen.owner == obs.seat or obs.phase == "over":
            if screen.kind == "mirror":
                shown = reflected(obs.seat, cell, screen.owner, screens)
                if shown is None:
                    return sprites.mirror_face(w, h, body)
                letters, is_mirror = shown
                return sprites.mirror_face(w, h, body, letters, not self.plain, is_mirror)
            return sprites.letter_face(w, h, body, palette.tile, screen.letters or "", screen.number)
        return sprites.back(w, h, body)

    def blit_standing(self, surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, owner: int,
                      lift: int = 0) -> None:
        """A screen on the ice: its shadow, its foot, then the card (`lift` pixels up while hopping)."""
        lay = self.lay
        shadow = sprites.shadow(int(lay.card_w * 1.5), int(lay.cell * 0.32))
        spot = (rect.centerx + lay.cell // 14, rect.bottom - lay.cell // 30)
        surface.blit(shadow, shadow.get_rect(center=spot))
        body = self.palette.players[owner]
        foot = sprites.stand(int(lay.card_w * 1.18), max(4, int(lay.cell * 0.14)), body)
        if lift:
            surface.blit(image, rect.move(0, -lift))
            return
        surface.blit(foot, foot.get_rect(center=(rect.centerx, rect.bottom - lay.cell // 40)))
        surface.blit(image, rect)

    def draw_marks(self, surface: pygame.Surface, screen: ScreenView, cell: int, rect: pygame.Rect) -> None:
        """The label of an identified opponent screen, and the glint line to the mirror showing it now."""
        obs = self.obs
        if screen.owner == obs.seat or obs.phase == "over" or screen.kind == "unknown":
            return
        is_mirror = screen.kind == "mirror"
        tag = sprites.revealed_back_tag(self.lay.card_w, screen.letters, is_mirror, screen.number)
        surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.top - tag.get_height() // 3)))
        if screen.seen_now:
            mirror = cell_of(row_of(cell) + FORWARD[obs.seat], file_of(cell))
            if 0 <= mirror < SIZE * SIZE:
                top = self.lay.card_rect_at(self.lay.cell_center(mirror))
                glow = lighter(self.palette.mirror_line, 0.2)
                start, end = (rect.centerx, rect.top + 2), (top.centerx, top.bottom - 4)
                pygame.draw.line(surface, glow, start, end, 2)
                pygame.draw.rect(surface, glow, rect.inflate(4, 4), 2, border_radius=max(3, rect.width // 7))

    def lane_image(self, owner: int, letters: str | None) -> pygame.Surface:
        """A screen that left the board: face up with `letters`, or face down (None)."""
        palette = self.palette
        w, h = int(self.lay.card_w * LANE_SHARE), int(self.lay.card_h * LANE_SHARE)
        if letters is None:
            return sprites.back(w, h, palette.players[owner])
        return sprites.letter_face(w, h, palette.players[owner], palette.tile, letters, None)

    def flight_image(self, screen: ScreenView, owner: int) -> pygame.Surface:
        if owner == self.obs.seat or self.obs.phase == "over":
            return self.lane_image(owner, screen.letters or "")
        return self.lane_image(owner, None)  # it leaves face down
