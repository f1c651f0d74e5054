"""An aimed shot shown before it is fired: its whole path, its turns, what it would hit or remove.

The path is traced from the observation with the rules' own tracer
(`preview_shot`), so the preview never differs from the shot; a label says
what the shot costs and what it would do.
"""

from __future__ import annotations

from collections.abc import Sequence, Set

import pygame

from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.beam import LOOP
from reflectgames.games.reflec.board import SUITS
from reflectgames.games.reflec.events import BeamFired
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.observation import ReflecObservation
from reflectgames.games.reflec.painters import sprites
from reflectgames.games.reflec.painters.beam_art import beam_points, draw_beam, flash
from reflectgames.games.reflec.painters.board_art import BoardArt
from reflectgames.games.reflec.painters.labels import above, draw_tag, priced
from reflectgames.games.reflec.preview import preview_shot
from reflectgames.i18n import t


class ShotPreviewPainter:
    """Draws the shot the suit on turn would fire; `names` are the players' names, by seat."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)

    def draw(
        self,
        surface: pygame.Surface,
        art: BoardArt,
        legal: Set[ReflecMove],
        direction: int,
        label_at: tuple[int, int] | None,
    ) -> None:
        """The shot fired `direction`, labelled at `label_at` (None: above the laser)."""
        obs = art.obs
        suit = obs.suit
        if suit is None:
            return
        shot = preview_shot(obs, suit, direction)
        if shot is None:
            return
        palette = art.palette
        lay = art.layout
        points = beam_points(shot, lay)
        color = sprites.beam_color(palette, suit)
        draw_beam(surface, points, color, max(3, lay.cell // 16), fade=0.55)
        for cell, _facing in shot.turns:
            flash(surface, lay.cell_center(cell), int(lay.cell * 0.6), color, 0.35)
        for coin in shot.removed:
            self._draw_danger_ring(surface, art, coin.cell)
        if shot.hit is not None:
            self._draw_danger_ring(surface, art, shot.path[-1])
        fire = m.fire(shot.direction)
        outcome = self.words(obs, shot)
        anchor = label_at if label_at is not None else above(lay, shot.origin)
        draw_tag(surface, art, anchor, f"{priced(obs, fire)} — {outcome}", fire in legal)

    def words(self, obs: ReflecObservation, shot: BeamFired) -> str:
        """What the shot would do, in a few words."""
        if shot.end == LOOP:
            return t("reflec.preview.loop", count=len(shot.removed))
        if shot.hit is None:
            return t("reflec.preview.edge")
        if shot.hit == shot.suit:
            return t("reflec.preview.own")
        hit = SUITS[shot.hit]
        return t("reflec.preview.hit", suit=t(f"reflec.suit.{hit}"), name=self.names[obs.owners[hit]])

    def _draw_danger_ring(self, surface: pygame.Surface, art: BoardArt, cell: int) -> None:
        lay = art.layout
        center = lay.cell_center(cell)
        color = art.palette.danger
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
