"""Reflec actions in motion: sliding and spinning coins, a sliding pawn, and the shot itself.

Draws the poses a `ReflecAnimation` gives: the beam growing along its path
with flashes at the turns, a loop's coins flaring and fading, a destroyed
laser bursting.
"""

from __future__ import annotations

import math
from itertools import pairwise

import pygame

from reflectgames.games.reflec.board import SUITS
from reflectgames.games.reflec.events import BeamFired
from reflectgames.games.reflec.painters import sprites
from reflectgames.games.reflec.painters.animation import QUARTER_TURN, ReflecAnimation
from reflectgames.games.reflec.painters.beam_art import beam_points, burst, draw_beam, flash, path_length
from reflectgames.games.reflec.painters.board_art import BoardArt, Point, blit_centered

# Degrees: a coin this close to one of its four sprites is drawn as that sprite, unturned.
UNTURNED = 0.5


class MotionPainter:
    """Draws the running `ReflecAnimation` over the pieces at rest."""

    def draw(self, surface: pygame.Surface, art: BoardArt, anim: ReflecAnimation) -> None:
        lay = art.layout
        for pose in anim.coin_poses():
            ax, ay = lay.cell_center(pose.start)
            bx, by = lay.cell_center(pose.end)
            x = ax + (bx - ax) * pose.progress
            y = ay + (by - ay) * pose.progress
            if pose.arc:  # sideways, so two swapping coins pass each other
                ux, uy = (bx - ax) / lay.cell, (by - ay) / lay.cell
                x += -uy * pose.arc * lay.cell
                y += ux * pose.arc * lay.cell
            self._draw_turning_coin(
                surface, art, pose.suit, (x, y), pose.angle, scale=pose.scale, alpha=pose.alpha
            )
        laser = anim.laser_pose()
        if laser is not None:
            suit, start, end, progress = laser
            ax, ay = lay.cell_center(start)
            bx, by = lay.cell_center(end)
            blit_centered(surface, art.pawn(suit), (ax + (bx - ax) * progress, ay + (by - ay) * progress))
        beam = anim.beam
        if beam is not None:
            self._draw_beam(surface, art, anim, beam)

    def _draw_turning_coin(
        self,
        surface: pygame.Surface,
        art: BoardArt,
        suit: str,
        center: Point,
        angle: float,
        *,
        scale: float,
        alpha: int,
    ) -> None:
        """A coin with its pip at any angle: the nearest of the four sprites, turned the rest of the way."""
        quarter = round(angle / 90) % 4
        image = art.coin(suit, quarter, scale)
        rest = angle - round(angle / 90) * 90
        if abs(rest) > UNTURNED:
            # Turning the whole coin a little is what a spinning coin looks like.
            image = pygame.transform.rotozoom(image, -rest, 1.0)
        if alpha < sprites.OPAQUE:
            image = sprites.ghost(image, alpha)
        blit_centered(surface, image, center)

    def _draw_beam(
        self, surface: pygame.Surface, art: BoardArt, anim: ReflecAnimation, beam: BeamFired
    ) -> None:
        """The shot: the growing beam, a loop's coins, a destroyed laser."""
        lay = art.layout
        palette = art.palette
        color = sprites.beam_color(palette, SUITS[beam.suit])
        points = beam_points(beam, lay)
        total = path_length(points) or 1.0
        # Coins of a loop stay in view until they fade out.
        flare, alpha = anim.loop_state()
        for coin in beam.removed:
            center = lay.cell_center(coin.cell)
            if alpha > 0:
                angle = coin.facing * QUARTER_TURN
                scale = 1.0 + 0.15 * flare
                suit = SUITS[coin.suit]
                self._draw_turning_coin(surface, art, suit, center, angle, scale=scale, alpha=alpha)
            if flare > 0:
                flash(surface, center, int(lay.cell * 1.1), color, flare)
        burst_at = anim.burst_progress()
        destroyed = anim.destroyed
        if destroyed is not None and burst_at is None:  # the laser still stands until the beam arrives
            blit_centered(surface, art.pawn(SUITS[destroyed.suit]), lay.cell_center(destroyed.cell))
        fade = anim.beam_fade()
        head = draw_beam(surface, points, color, max(3, lay.cell // 13), total * anim.beam_reach(), fade)
        shares = []
        run = 0.0
        for a, b in pairwise(points[:-1]):
            run += math.dist(a, b)
            shares.append(run / total)
        for (cell, _facing), strength in zip(beam.turns, anim.turn_flashes(shares), strict=False):
            flash(surface, lay.cell_center(cell), int(lay.cell * 0.9), color, strength * fade)
        if head is not None and anim.beam_reach() < 1:
            flash(surface, head, int(lay.cell * 0.5), color, 0.9)
        if burst_at is not None and destroyed is not None:
            burst(
                surface,
                lay.cell_center(destroyed.cell),
                int(lay.cell * 1.2),
                sprites.beam_color(palette, SUITS[destroyed.suit]),
                burst_at,
            )
