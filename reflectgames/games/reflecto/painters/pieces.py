"""The lake's moving parts, layer by layer: the screens standing on it (and a row being set up),
the exit lanes, and what the animation or a drag carries. The view composes them in order."""

from __future__ import annotations

import pygame

from reflectgames.games.reflecto.board import HOME_CELLS, SIZE, cell_at
from reflectgames.games.reflecto.observation import ScreenView
from reflectgames.games.reflecto.painters import sprites
from reflectgames.games.reflecto.painters.animation import ReflectoAnimation
from reflectgames.games.reflecto.painters.cards import Cards
from reflectgames.games.reflecto.setup_view import SetupView

LIFT = 0.4  # how high (in cells) a hopping screen rises at the top of its arc

# A card to draw: (its bottom, for drawing back to front; image; place; the screen, None in a
# setup row; cell).
Placed = tuple[int, pygame.Surface, pygame.Rect, ScreenView | None, int]


def draw_cards(surface: pygame.Surface, cards: Cards, screens: dict[int, ScreenView], *,
               anim: ReflectoAnimation | None, selected: int | None, dragging: bool,
               setup: SetupView | None) -> None:
    """The screens standing on the lake, back to front; the chosen one raised, a dragged one left out."""
    lay = cards.lay
    placed: list[Placed] = []
    for cell, screen in screens.items():
        if anim is not None and anim.hides_cell(cell):
            continue
        if dragging and cell == selected:
            continue
        rect = lay.card_rect_at(lay.cell_center(cell))
        if cell == selected:
            rect = rect.move(0, -int(lay.cell * 0.08))
        placed.append((rect.bottom, cards.card(screen, cell, screens), rect, screen, cell))
    if setup is not None:
        placed.extend(_setup_cards(cards, setup))
    for _bottom, image, rect, shown, _cell in sorted(placed, key=lambda item: item[0]):
        owner = shown.owner if shown is not None else cards.obs.seat
        cards.blit_standing(surface, image, rect, owner)
    for _bottom, _image, rect, shown, cell in placed:
        if shown is not None:
            cards.draw_marks(surface, shown, cell, rect)


def _setup_cards(cards: Cards, setup: SetupView) -> list[Placed]:
    """The home row being arranged: a picked screen raised, a dragged one under the pointer and on top."""
    lay = cards.lay
    palette = cards.palette
    body = palette.players[setup.seat]
    faces = setup.faces()
    placed: list[Placed] = []
    for file, token in enumerate(setup.row):
        cell = HOME_CELLS[setup.seat][file]
        if token == "M":
            image = sprites.mirror_face(lay.card_w, lay.card_h, body)
        else:
            index = int(token) - 1
            image = sprites.letter_face(lay.card_w, lay.card_h, body, palette.tile, faces[index], index + 1)
        rect = lay.card_rect_at(lay.cell_center(cell))
        if setup.dragging and setup.press is not None and setup.press[0] == file and setup.pointer:
            rect.center = setup.pointer
        elif setup.picked == file:
            rect = rect.move(0, -int(lay.cell * 0.22))
        on_top = lay.cell if setup.dragging and setup.press and setup.press[0] == file else 0
        placed.append((rect.bottom + on_top, image, rect, None, cell))
    return placed


def draw_lanes(surface: pygame.Surface, cards: Cards, anim: ReflectoAnimation | None) -> None:
    """Each player's screens that left the board, in exit order (those still on their way left out)."""
    obs = cards.obs
    lay = cards.lay
    for owner in (0, 1):
        pending = anim.lane_pending(owner) if anim is not None else set()
        # Letters that left lie face down: the other player's show their backs (with the label
        # of what this player saw of them) until the end reveals everything.
        face_down = owner != obs.seat and obs.phase != "over"
        for order, letters in enumerate(obs.exit_lanes[owner]):
            if order in pending:
                continue
            image = cards.lane_image(owner, None if face_down else letters)
            center = lay.lane_slot(owner, order, obs.letter_screens[owner])
            rect = image.get_rect(center=(round(center[0]), round(center[1])))
            surface.blit(image, rect)
            if face_down and letters is not None:
                tag = sprites.revealed_back_tag(lay.card_w, letters, False, None)
                surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.top - tag.get_height() // 3)))


def draw_moving(surface: pygame.Surface, cards: Cards, screens: dict[int, ScreenView],
                anim: ReflectoAnimation | None, dragged: tuple[int, tuple[int, int]] | None) -> None:
    """What moves: leaving screens, the screen on its path, new glints, and a screen being dragged
    (`dragged`: its cell and the pointer)."""
    lay = cards.lay
    if anim is not None:
        for flight, x, y, lift in anim.flight_poses(lay, cards.obs.letter_screens):
            if anim.elapsed < flight.begin:  # still standing on the last row, waiting its turn
                rect = lay.card_rect_at((x, y))
                cards.blit_standing(surface, cards.card(flight.screen, -1, screens), rect, flight.owner)
                continue
            image = cards.flight_image(flight.screen, flight.owner)
            surface.blit(image, image.get_rect(center=(round(x), round(y - lift * lay.cell * LIFT))))
        pose = anim.mover_pose(lay)
        if pose is not None and anim.screen is not None and anim.mover is not None:
            x, y, lift = pose
            image = cards.card(anim.screen, cell_at(anim.screen.cell), screens)
            rect = lay.card_rect_at((x, y))
            cards.blit_standing(surface, image, rect, anim.mover, int(lift * lay.cell * LIFT))
        _draw_glints(surface, cards, anim)
    if dragged is not None:
        cell, pointer = dragged
        screen = screens.get(cell)
        if screen is not None:
            image = cards.card(screen, cell, screens)
            rect = image.get_rect(center=pointer)
            surface.blit(image, rect.move(0, -int(lay.cell * 0.12)))


def _draw_glints(surface: pygame.Surface, cards: Cards, anim: ReflectoAnimation) -> None:
    lay = cards.lay
    for mirror in anim.glints:
        phase = anim.glint_phase(mirror)
        if phase is None or not 0 <= mirror < SIZE * SIZE:
            continue
        rect = lay.card_rect_at(lay.cell_center(mirror))
        surface.blit(sprites.glint(rect.width, rect.height, phase), rect)
