"""What each cell of the two grids shows, and how a cell is drawn: shared by the board and the rules pages.

`looks_from(obs)` reads one seat's observation (and nothing else) into a
`Look` per marked cell of each grid; `draw_look` paints one cell from it:
territory hatching, a node, a found-node ring, the holder's pencil symbol.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from reflectgames.games.reflector.board import DIAMONDS, cell_named, cells_in
from reflectgames.games.reflector.layout import OPPONENT, OWN
from reflectgames.games.reflector.observation import ReflectorObservation
from reflectgames.games.reflector.painters import sprites
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.theme import Palette, darker

ALIVE = "alive"  # a node its owner is looking at
EXPOSED = "exposed"  # the owner's node the opponent has found
KNOWN = "known"  # an opponent's node found but not captured yet
CAPTURED = "captured"


@dataclass(frozen=True)
class Look:
    shade: int | None = None  # whose territory hatching shows on the cell
    holder: int | None = None  # who holds the cell (their symbol is pencilled in)
    node: int | None = None  # whose node sits on the cell
    node_state: str = ""


Looks = dict[str, dict[int, Look]]


def territory_cells(cells: list[int]) -> int:
    """The mask of cells the nodes on `cells` control."""
    mask = 0
    for cell in cells:
        mask |= DIAMONDS[cell]
    return mask


def own_looks(
    viewer: int,
    nodes: list[int],
    captured: set[int],
    lost_status: Mapping[str, str],
    exposed: frozenset[int] | set[int] = frozenset(),
) -> dict[int, Look]:
    """The viewer's own grid: their territory, their nodes, the cells the opponent took."""
    other = 1 - viewer
    looks: dict[int, Look] = {}
    alive = [cell for cell in nodes if cell not in captured]
    for cell in cells_in(territory_cells(alive)):
        looks[cell] = Look(shade=viewer)
    for name, status in lost_status.items():
        cell = cell_named(name)
        shade = viewer if status != "null" else None
        looks[cell] = Look(shade=shade, holder=other)
    for cell in nodes:
        state = CAPTURED if cell in captured else EXPOSED if cell in exposed else ALIVE
        holder = other if state == CAPTURED else None
        looks[cell] = Look(shade=viewer, holder=holder, node=viewer, node_state=state)
    return looks


def opponent_looks(viewer: int, obs: ReflectorObservation) -> dict[int, Look]:
    """The other grid as the viewer knows it: held cells with their status, found territory and nodes."""
    other = 1 - viewer
    looks: dict[int, Look] = {}
    for name in obs.opponent.revealed_owned:
        looks[cell_named(name)] = Look(shade=other)
    for name in obs.opponent.revealed_nodes:
        looks[cell_named(name)] = Look(shade=other, node=other, node_state=KNOWN)
    for name, status in obs.opponent.held.items():
        cell = cell_named(name)
        if status == "node":
            looks[cell] = Look(shade=other, holder=viewer, node=other, node_state=CAPTURED)
        else:
            looks[cell] = Look(shade=other if status == "owned" else None, holder=viewer)
    return looks


def looks_from(obs: ReflectorObservation) -> Looks:
    viewer = obs.seat
    nodes = [cell_named(node.cell) for node in obs.own.nodes]
    captured = {cell_named(node.cell) for node in obs.own.nodes if node.captured}
    exposed = {cell_named(name) for name in obs.own.exposed}
    return {
        OWN: own_looks(viewer, nodes, captured, obs.own.lost_status, exposed),
        OPPONENT: opponent_looks(viewer, obs),
    }


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, cell: int, palette: Palette) -> None:
    """A grid of squared paper lying on the table, a little raised."""
    shadowed_round_rect(surface, rect.inflate(6, 6), sprites.PAPER, 4, rim=palette.panel_edge, gloss=False)
    surface.blit(sprites.paper(cell), rect.topleft)


def draw_look(
    surface: pygame.Surface,
    rect: pygame.Rect,
    look: Look,
    palette: Palette,
    amount: float = 1.0,
) -> None:
    """Paint one cell; `amount` below 1 fades the shading in and grows the marks (animations)."""
    cell = rect.width
    if look.shade is not None:
        tile = sprites.hatch(cell, palette.players[look.shade], look.shade, int(125 * amount))
        surface.blit(tile, rect.topleft)
    if look.node is not None:
        size = max(6, int(cell * 0.56 * (0.6 + 0.4 * amount)))
        color = palette.players[look.node]
        if look.node_state == CAPTURED:  # a spent node: smaller and dimmer, the captor's mark over it
            size = max(6, int(size * 0.7))
            color = darker(color, 0.3)
        image = sprites.node(size, color)
        surface.blit(image, image.get_rect(center=rect.center))
        if look.node_state == EXPOSED:  # the opponent knows where it is: a warning ring
            halo = sprites.ring(int(cell * 0.94), palette.danger, 2)
            surface.blit(halo, halo.get_rect(center=rect.center))
        if look.node_state == KNOWN:
            # Found but not captured yet: a double ring, so it reads as a target, not a claim.
            halo = sprites.ring(int(cell * 0.94), darker(palette.players[look.node], 0.35), 2)
            surface.blit(halo, halo.get_rect(center=rect.center))
            halo = sprites.ring(int(cell * 0.78), darker(palette.players[look.node], 0.35), 1)
            surface.blit(halo, halo.get_rect(center=rect.center))
    if look.holder is not None and amount > 0:
        size = max(6, int(cell * (0.5 + 0.5 * amount)))
        image = sprites.mark(sprites.SYMBOLS[look.holder], size, palette.players[look.holder])
        surface.blit(image, image.get_rect(center=rect.center))
