"""The drawings of the Reflector rules pages, made with the board's own paper, pencil marks and hatching.

Each diagram draws into the area the page gives it. The capture example and the
end's counts are computed by the rules themselves, so the pictures cannot drift
from the game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from reflectgames.games.reflector.board import (
    COLUMNS,
    DIAMONDS,
    NAMES,
    cell_named,
    cells_in,
    row_col,
)
from reflectgames.games.reflector.moves import Claim, PlaceNode, ReflectorMove
from reflectgames.games.reflector.painters import sprites
from reflectgames.games.reflector.painters.looks import ALIVE, CAPTURED, Look, draw_look, opponent_looks
from reflectgames.games.reflector.painters.notes import draw_symbol_badge
from reflectgames.games.reflector.rules import RULES
from reflectgames.games.reflector.state import NODES_PER_PLAYER
from reflectgames.i18n import t
from reflectgames.ui.draw import glow_line, shadowed_round_rect
from reflectgames.ui.rules_layout import caption, split_columns, split_rows
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, text_width, wrap_text
from reflectgames.ui.theme import Color, Palette, darker, lighter, mix

Point = tuple[float, float]
LABELLED_CELL = 16  # smaller cells leave no room for readable row and column labels
# A figure squeezed by large text on a small page still shows its grids, down to cells this small.
SMALLEST_CELL = 5


class MiniGrid:
    """A piece of squared paper: `cols` x `rows` cells from column `first_col`, row `first_row` (0 = row 1).

    `turned` lays it as the opponent's grid lies on the board: rotated 180 degrees.
    """

    def __init__(self, origin: Point, cell: float, cols: int = 10, rows: int = 10, *, first_col: int = 0,
                 first_row: int = 0, turned: bool = False) -> None:
        self.x, self.y = int(origin[0]), int(origin[1])
        self.cell = max(SMALLEST_CELL, int(cell))
        self.cols, self.rows = cols, rows
        self.first_col, self.first_row = first_col, first_row
        self.turned = turned

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.cols * self.cell, self.rows * self.cell)

    def has(self, name: str) -> bool:
        row, col = row_col(cell_named(name))
        return 0 <= row - self.first_row < self.rows and 0 <= col - self.first_col < self.cols

    def cell_rect(self, name: str) -> pygame.Rect:
        row, col = row_col(cell_named(name))
        row, col = row - self.first_row, col - self.first_col
        if self.turned:
            row, col = self.rows - 1 - row, self.cols - 1 - col
        return pygame.Rect(self.x + col * self.cell, self.y + row * self.cell, self.cell, self.cell)

    def center(self, name: str) -> Point:
        return self.cell_rect(name).center

    def draw(self, surface: pygame.Surface, palette: Palette, looks: dict[str, Look] | None = None,
             labels: bool = True) -> None:
        rect = self.rect
        shadowed_round_rect(surface, rect.inflate(4, 4), sprites.PAPER, 3, rim=palette.panel_edge,
                            gloss=False)
        line = mix(sprites.PAPER, sprites.PENCIL, 0.45)
        for k in range(1, self.cols):
            x = rect.x + k * self.cell
            pygame.draw.line(surface, line, (x, rect.y), (x, rect.bottom))
        for k in range(1, self.rows):
            y = rect.y + k * self.cell
            pygame.draw.line(surface, line, (rect.x, y), (rect.right, y))
        pygame.draw.rect(surface, sprites.PENCIL, rect, 2)
        for name, look in (looks or {}).items():
            if self.has(name):
                draw_look(surface, self.cell_rect(name), look, palette)
        if labels and self.labelled:
            self._labels(surface, palette)

    @property
    def labelled(self) -> bool:
        return self.cell >= LABELLED_CELL

    @property
    def label_px(self) -> int:
        return max(13, int(self.cell * 0.42))

    def label_band(self) -> int:
        """How far the column letters reach beyond the grid's outer edge (0 when it has none)."""
        if not self.labelled:
            return 0
        px = self.label_px
        return int(px * 0.7 + line_height(px) / 2) + length(4)

    def _labels(self, surface: pygame.Surface, palette: Palette) -> None:
        px = self.label_px
        for k in range(self.cols):
            name = f"{COLUMNS[self.first_col + k]}{self.first_row + 1}"
            x = self.cell_rect(name).centerx
            y = self.rect.top - px * 0.7 if self.turned else self.rect.bottom + px * 0.7
            draw_text(surface, COLUMNS[self.first_col + k], (x, int(y)), px, palette.text_muted,
                      anchor="center")
        for k in range(self.rows):
            name = f"{COLUMNS[self.first_col]}{self.first_row + k + 1}"
            y = self.cell_rect(name).centery
            draw_text(surface, str(self.first_row + k + 1), (int(self.rect.left - px * 0.3), y), px,
                      palette.text_muted, anchor="midright")


def diamond_names(name: str) -> list[str]:
    return [NAMES[cell] for cell in cells_in(DIAMONDS[cell_named(name)])]


def fit_cell(area: pygame.Rect, cols: float, rows: float) -> int:
    return max(8, int(min(area.width / cols, area.height / rows)))


def caption_height(text: str | None = None, width: int = 0) -> int:
    """The height of a caption: `text` wrapped to `width` whole, or two lines when the text is not known."""
    lines = 2 if text is None else len(wrap_text(text, "small", max(20, width)))
    return lines * line_height("small") + length(6)


def whole_caption(surface: pygame.Surface, text: str, midtop: tuple[float, float], width: int,
                  palette: Palette) -> None:
    """A caption with every line it needs (the figure above it made the room, see `caption_height`)."""
    caption(surface, text, midtop, width, palette, max_lines=len(wrap_text(text, "small", max(20, width))))


def arrow(surface: pygame.Surface, color: Color, start: Point, end: Point, width: int = 2) -> None:
    """A glowing arrow from `start` to `end`."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    distance = math.hypot(dx, dy) or 1.0
    ux, uy = dx / distance, dy / distance
    head = max(6.0, width * 3.5)
    base = (end[0] - ux * head, end[1] - uy * head)
    glow_line(surface, color, start, base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, lighter(color, 0.35), [end, left, right])


def _grid_with_caption(area: pygame.Rect, cols: int, rows: int, text: str, labels: bool = True) -> MiniGrid:
    """The largest grid of cols x rows that fits `area` with its column letters and the caption `text`
    under it (see `caption_top`), the whole centred."""
    under_grid = caption_height(text, area.width)
    cell = fit_cell(pygame.Rect(area.x, area.y, area.width, area.height - under_grid), cols + 1, rows + 1)
    # Large text makes the letters and the caption taller than a cell: the grid gives way to them.
    def height(cell: int) -> int:
        return rows * cell + _under(MiniGrid((0, 0), cell), labels) + under_grid

    while cell > SMALLEST_CELL and height(cell) > area.height:
        cell -= 1
    left = area.centerx - cols * cell / 2 + cell * 0.3
    return MiniGrid((left, area.y + (area.height - height(cell)) / 2), cell, cols, rows)


def _under(grid: MiniGrid, labels: bool = True) -> int:
    """The room between a grid's bottom and its caption: its column letters, or a small gap."""
    return grid.label_band() if labels and grid.labelled else length(6)


def caption_top(grid: MiniGrid, labels: bool = True) -> int:
    """Where the caption under `grid` starts: below its column letters."""
    return grid.rect.bottom + _under(grid, labels)


# --- 1. the hidden nodes ------------------------------------------------------------------------
def diagram_nodes(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A grid with a full diamond, one clipped at the edge and two overlapping."""
    text = t("reflector_rules.1.caption")
    grid = _grid_with_caption(area, 10, 10, text)
    grid.draw(surface, palette)
    nodes = ("F6", "J2", "B2", "C4")
    for node in nodes:  # each diamond hatched on its own: an overlap shows darker
        for name in diamond_names(node):
            draw_look(surface, grid.cell_rect(name), Look(shade=0), palette)
    for node in nodes:
        draw_look(surface, grid.cell_rect(node), Look(node=0, node_state=ALIVE), palette)
    whole_caption(surface, text, (area.centerx, caption_top(grid)), area.width, palette)


# --- 2. claims ------------------------------------------------------------------------------------
def diagram_claims(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """First claim: any cell of row 1. Then: next to a held cell (rings), sides only."""
    examples: tuple[tuple[str, dict[str, Look], list[str]], ...] = (
        ("reflector_rules.2.first", {}, [f"{c}1" for c in COLUMNS]),
        ("reflector_rules.2.next", {"E1": Look(holder=0), "E2": Look(holder=0), "F2": Look(holder=0)},
         ["D1", "F1", "D2", "G2", "E3", "F3"]),
    )
    for column, (key, looks, rings) in zip(split_rows(area, 2), examples, strict=True):
        grid = _grid_with_caption(column, 10, 4, t(key))
        grid.draw(surface, palette, looks)
        ring = sprites.ring(int(grid.cell * 0.6), mix(palette.highlight, sprites.PENCIL, 0.2), 2)
        for name in rings:
            surface.blit(ring, ring.get_rect(center=grid.center(name)))
        glow_line(surface, palette.mirror_line, (grid.rect.left, grid.rect.top - 4),
                  (grid.rect.right, grid.rect.top - 4), 1)
        whole_caption(surface, t(key), (column.centerx, caption_top(grid)), column.width, palette)


# --- 3. statuses ------------------------------------------------------------------------------------
def diagram_statuses(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Three claims on 5x5 pieces of paper: null, owned, node."""
    node_area = {name: Look(shade=1, holder=0) for name in diamond_names("C3")}
    node_area["C3"] = Look(shade=1, holder=0, node=1, node_state=CAPTURED)
    examples = (
        ("reflector_rules.3.null", {"C3": Look(holder=0)}),
        ("reflector_rules.3.owned", {"C3": Look(shade=1, holder=0)}),
        ("reflector_rules.3.node", node_area),
    )
    for column, (key, looks) in zip(split_columns(area, 3), examples, strict=True):
        grid = _grid_with_caption(column, 5, 5, t(key), labels=False)
        grid.draw(surface, palette, looks, labels=False)
        caption(surface, t(key), (column.centerx, caption_top(grid, labels=False)), column.width, palette)


# --- 4. capture -------------------------------------------------------------------------------------
CAPTURE_NODES = ("C2", "D3", "H2", "B8", "I9")
CAPTURE_SHOOTER_NODES = ("A10", "C10", "E10", "G10", "J10")  # far from the claims: nothing conceded matters
CAPTURE_CLAIMS = ("C1", "J1", "C2")


def capture_example() -> dict[str, Look]:
    """What the shooter sees after capturing C2 next to a node on D3: played by the rules."""
    state = RULES.new_game(2, 1, {"first": 0})
    nodes = [PlaceNode(cell_named(name)) for name in (*CAPTURE_SHOOTER_NODES, *CAPTURE_NODES)]
    claims = [Claim(cell_named(name)) for name in CAPTURE_CLAIMS]
    moves: list[ReflectorMove] = [*nodes, *claims]
    for move in moves:
        state = RULES.apply(state, move)
    looks = opponent_looks(0, RULES.observe(state, 0))
    return {NAMES[cell]: look for cell, look in looks.items()}


def diagram_capture(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    text = t("reflector_rules.4.caption")
    grid = _grid_with_caption(area, 7, 6, text)
    looks = capture_example()
    grid.draw(surface, palette, looks)
    # The other node's diamond, outlined: the overlap stays its owner's.
    for name in diamond_names("D3"):
        if grid.has(name):
            pygame.draw.rect(surface, darker(palette.players[1], 0.2), grid.cell_rect(name), 1)
    whole_caption(surface, text, (area.centerx, caption_top(grid)), area.width, palette)


# --- 5. reflection ----------------------------------------------------------------------------------
REFLECTION_TRAIL = ("C1", "C2", "B2")  # cells held before the claim of B3


def diagram_reflection(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """The two grids at the cut: a claim on B3 above, its reflection on B3 below, through the centre."""
    labels = ((True, "reflector_rules.5.their"), (False, "reflector_rules.5.yours"))
    # The grids' names beside them keep their whole width; the grids take the rest.
    named = max(text_width(t(key), "small") for _, key in labels) + length(8)
    text = t("reflector_rules.5.caption")
    under = caption_height(text, area.width)
    cell = fit_cell(pygame.Rect(area.x, area.y, area.width - named, area.height - under), 11.5, 23.5)
    while cell > SMALLEST_CELL and 21 * cell + 2 * MiniGrid((0, 0), cell).label_band() + under > area.height:
        cell -= 1
    band = MiniGrid((0, 0), cell).label_band()
    height = 21 * cell + 2 * band + under
    left = area.centerx - (10.4 * cell + named) / 2 + cell * 0.5
    top = area.y + (area.height - height) / 2 + band
    above = MiniGrid((left, top), cell, turned=True)
    below = MiniGrid((left, top + 11 * cell), cell)
    above.draw(surface, palette, {name: Look(holder=0) for name in (*REFLECTION_TRAIL, "B3")})
    below.draw(surface, palette, {name: Look(holder=1) for name in (*REFLECTION_TRAIL, "B3")})
    cut = (above.rect.bottom + below.rect.top) / 2
    reach = cell / 2
    line = ((above.rect.left - reach, cut), (above.rect.right + reach, cut))
    glow_line(surface, palette.mirror_line, *line, 1)
    for grid in (above, below):
        pygame.draw.rect(surface, palette.accent, grid.cell_rect("B3").inflate(4, 4), 3)
    arrow(surface, palette.mirror_line, above.center("B3"), below.center("B3"), max(2, cell // 10))
    for grid, (_, label) in zip((above, below), labels, strict=True):
        draw_text(surface, t(label), (int(grid.rect.right + cell * 0.4), grid.rect.centery), "small",
                  palette.text_muted, anchor="midleft",
                  max_width=area.right - grid.rect.right - int(cell * 0.4))
    whole_caption(surface, text, (area.centerx, caption_top(below)), area.width, palette)


# --- 6. the end -------------------------------------------------------------------------------------
# A game played by the rules whose last claim takes both players' last nodes (both placed a node on
# A4): seat 0's nodes, seat 1's nodes, then the claims in turn, seat 0 shooting first.
END_NODES = (("F6", "B6", "A4", "G1", "F5"), ("F6", "C4", "A4", "G1", "F5"))
END_CLAIMS = ("G1", "G4", "F4", "F5", "F6", "D6", "E4", "C6", "D4", "B6", "C4", "B5", "B4", "A4")


@dataclass(frozen=True)
class EndExample:
    """How the end page's game finished: per seat, the cells held on the other grid and the nodes lost."""

    held: tuple[int, int]
    lost: tuple[int, int]
    winners: frozenset[int]
    reason: str


def end_example() -> EndExample:
    """The end page's numbers, from the rules playing `END_NODES` and `END_CLAIMS`."""
    state = RULES.new_game(2, 1, {"first": 0})
    placed: list[ReflectorMove] = [PlaceNode(cell_named(name)) for seat in END_NODES for name in seat]
    for move in [*placed, *(Claim(cell_named(name)) for name in END_CLAIMS)]:
        state = RULES.apply(state, move)
    outcome = RULES.outcome(state)
    if outcome is None:
        raise ValueError("the end page's game did not end")
    obs = [RULES.observe(state, seat) for seat in (0, 1)]
    lost = tuple(sum(node.captured for node in view.own.nodes) for view in obs)
    held = obs[0].cells_held
    return EndExample((held[0], held[1]), (lost[0], lost[1]), frozenset(outcome.winners), str(outcome.reason))


def diagram_end(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Both last nodes fell in the same turn: the cells held on the other grid decide."""
    example = end_example()
    width = min(area.width, length(380))
    row_h = max(line_height("body") + length(16), min(area.height // 5, length(64)))
    top = area.centery - row_h - caption_height() // 2
    for seat, held in enumerate(example.held):
        row = pygame.Rect(area.centerx - width // 2, top + seat * (row_h + length(8)), width, row_h)
        winner = seat in example.winners
        shadowed_round_rect(surface, row, palette.panel, row.height // 3,
                            rim=palette.success if winner else palette.panel_edge)
        badge = row.height - length(16)
        draw_symbol_badge(surface, seat, (row.x + length(10) + badge / 2, row.centery), badge, palette)
        size = max(10, badge // 2)
        x = row.x + badge + length(24)
        for k in range(NODES_PER_PLAYER):
            center = (x + k * size * 1.3 + size / 2, row.centery)
            image = sprites.node(size, darker(palette.players[seat], 0.45))
            surface.blit(image, image.get_rect(center=center))
            if k < example.lost[seat]:  # taken: the other player's symbol over it, in their colour
                mark = sprites.mark(sprites.SYMBOLS[1 - seat], int(size * 1.25),
                                    lighter(palette.players[1 - seat], 0.35))
                surface.blit(mark, mark.get_rect(center=center))
        draw_text(surface, str(held), (row.right - length(48), row.centery), "title", palette.text, bold=True,
                  anchor="midright")
        if winner:  # a drawn tick: the font need not have the glyph
            h = row.height * 0.18
            cx, cy = row.right - length(26), row.centery
            points = [(cx - h, cy), (cx - h * 0.3, cy + h * 0.8), (cx + h * 1.2, cy - h * 0.9)]
            pygame.draw.lines(surface, palette.success, False, points, max(2, length(3)))
    bottom = top + 2 * row_h + length(16)
    caption(surface, t("reflector_rules.6.caption"), (area.centerx, bottom), area.width, palette)


# --- 7. one screen ----------------------------------------------------------------------------------
def diagram_one_screen(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Your view, the curtain, their view: each person sees only their own grid's secrets."""
    columns = split_columns(area, 3)
    side = min(columns[0].width, (area.height - caption_height()) * 0.8)
    keys = ("reflector_rules.7.yours", "reflector_rules.7.curtain", "reflector_rules.7.theirs")
    for index, (column, key) in enumerate(zip(columns, keys, strict=True)):
        card = pygame.Rect(0, 0, int(side), int(side))
        card.center = (column.centerx, area.y + (area.height - caption_height()) // 2)
        shadowed_round_rect(surface, card, palette.panel, length(10), rim=palette.panel_edge)
        if index == 1:
            inside = card.inflate(-length(8), -length(8))
            _centred_words(surface, t("reflector_rules.7.pass"), inside, palette)
        else:
            seat = 0 if index == 0 else 1
            grid = MiniGrid((card.x + card.width * 0.15, card.y + card.height * 0.15), card.width * 0.07)
            looks = {name: Look(shade=seat) for name in diamond_names("E5")}
            looks["E5"] = Look(shade=seat, node=seat, node_state=ALIVE)
            grid.draw(surface, palette, looks, labels=False)
        caption(surface, t(key), (column.centerx, card.bottom + length(8)), column.width, palette)
        if index < len(columns) - 1:
            y = card.centery
            end = (columns[index + 1].centerx - side / 2 - length(4), y)
            arrow(surface, palette.accent, (card.right + length(4), y), end, max(2, length(3)))


def _centred_words(surface: pygame.Surface, text: str, box: pygame.Rect, palette: Palette) -> None:
    """Bold small words wrapped onto as many lines as they need, the block centred in `box`."""
    height = len(wrap_text(text, "small", box.width, bold=True)) * line_height("small", bold=True)
    lines = pygame.Rect(box.x, box.centery - height // 2, box.width, height)
    draw_wrapped(surface, text, lines, "small", palette.text, bold=True, align="center")
