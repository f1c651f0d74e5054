"""The Reflec table side on screen: tile points and die, the End turn button, suit rows, the legend.

The pieces themselves are drawn by `table_side`; this painter owns the End
turn button and says what each part shows now.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pygame

from reflectgames.audit import recording
from reflectgames.games.reflec.choosing import SUPPLY, Chooser
from reflectgames.games.reflec.layout import ReflecLayout
from reflectgames.games.reflec.observation import ReflecObservation
from reflectgames.games.reflec.painters.board_art import BoardArt
from reflectgames.games.reflec.painters.table_side import draw_legend, draw_points, draw_rows
from reflectgames.i18n import t
from reflectgames.ui.scroll import ScrollBar
from reflectgames.ui.text import draw_text
from reflectgames.ui.widgets import Button


@contextmanager
def _scrolled(surface: pygame.Surface, lay: ReflecLayout) -> Iterator[None]:
    """Drawing clipped to the side: in a small window its content scrolls, and what sticks out of
    `side` is scrolled away (the audit records it so), not cut."""
    clip = surface.get_clip()
    surface.set_clip(lay.side.clip(clip))
    try:
        with recording.viewport(lay.side):
            yield
    finally:
        surface.set_clip(clip)


class SidePainter:
    """Draws the table side; `names` are the players' names, by seat."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self.end_button = Button(t("reflec.end_turn"), lambda: None)
        self.bar = ScrollBar()  # beside a side that scrolls

    def draw(
        self,
        surface: pygame.Surface,
        art: BoardArt,
        chooser: Chooser,
        active: bool,
        *,
        before: ReflecObservation | None,
        flip: float,
        pointer: tuple[int, int] | None,
    ) -> None:
        """`active`: the viewer may act; `before` and `flip`: the tiles turning over for points
        just spent (`before` is None when nothing animates); `pointer` lights what it is over."""
        lay = art.layout
        with _scrolled(surface, lay):
            self._draw_parts(surface, art, chooser, active, before=before, flip=flip, pointer=pointer)
        if lay.scrolls:
            self.bar.track = lay.bar_track
            self.bar.draw(surface, art.palette, lay.scroll, lay.content.height, lay.side.height)

    def _draw_parts(self, surface: pygame.Surface, art: BoardArt, chooser: Chooser, active: bool, *,
                    before: ReflecObservation | None, flip: float, pointer: tuple[int, int] | None) -> None:
        lay = art.layout
        palette = art.palette
        obs = art.obs
        if pointer is not None and not lay.side.collidepoint(pointer):
            pointer = None  # over the part scrolled out of sight: nothing there is lit
        draw_points(surface, lay, palette, obs, before, flip)
        button = self.end_button
        button.text = t("reflec.end_turn")
        button.rect = lay.end_button
        button.enabled = active and chooser.can_end()
        button.visible = obs.phase == "play"
        button.hovered = pointer is not None and button.enabled and lay.end_button.collidepoint(pointer)
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
        picked = chooser.pick
        draw_rows(
            surface,
            lay,
            palette,
            obs,
            self.names,
            droppable=chooser.droppable_suits() if active and obs.phase == "play" else [],
            picked=picked.suit if picked is not None and picked.kind == SUPPLY else None,
            hover=pointer,
        )
        draw_legend(surface, lay, palette)
