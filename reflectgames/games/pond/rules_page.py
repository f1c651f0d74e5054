"""The rules of Reflection Pond, page by page, each with a diagram drawn from the game's sprites.

The rules scene calls `draw_rules_page(surface, rect, palette, page)` for the
page body. The text sits in a column on the left and the diagram on the
right; the text size shrinks (never below the readable minimum) until every
paragraph fits, and only on very small pages does the diagram give way.
"""

from __future__ import annotations

import math

import pygame

from reflectgames.games.pond import sprites
from reflectgames.games.pond.board import SIZE, TILES, row_col
from reflectgames.i18n import t
from reflectgames.ui import rules_layout
from reflectgames.ui.draw import glow_line, shadowed_round_rect
from reflectgames.ui.marks import trimmed
from reflectgames.ui.rules_layout import Diagram, caption, split_columns
from reflectgames.ui.text import draw_text, length, line_height
from reflectgames.ui.theme import Color, Palette, darker, lighter, mix

Point = tuple[float, float]

# --- one pond on the page ---------------------------------------------------------------


class MiniPond:
    """A 4x4 pond at `origin` with tiles of `tile` pixels, seen as on the board (seat 1 turned)."""

    def __init__(self, origin: Point, tile: int, seat: int) -> None:
        self.x, self.y = int(origin[0]), int(origin[1])
        self.tile = max(8, int(tile))
        self.seat = seat

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, SIZE * self.tile, SIZE * self.tile)

    def cell(self, number: int) -> pygame.Rect:
        row, col = row_col(number)
        if self.seat == 1:
            row, col = SIZE - 1 - row, SIZE - 1 - col
        return pygame.Rect(self.x + col * self.tile, self.y + row * self.tile, self.tile, self.tile)

    def center(self, number: int) -> Point:
        return self.cell(number).center

    def edge(self, a: int, b: int) -> tuple[Point, Point, bool]:
        """Both ends of the stick place between pads a and b, and whether it stands upright."""
        ra, rb = self.cell(a), self.cell(b)
        inset = self.tile * 0.12
        if ra.y == rb.y:
            x = max(ra.x, rb.x)
            return (x, ra.top + inset), (x, ra.bottom - inset), True
        y = max(ra.y, rb.y)
        return (ra.left + inset, y), (ra.right - inset, y), False

    def draw(self, surface: pygame.Surface, palette: Palette, *, water: tuple[int, ...] = (),
             flies: tuple[int, ...] = (), frogs: tuple[int, ...] = (),
             sticks: tuple[tuple[int, int], ...] = (), numbers: bool = True) -> None:
        """Basin, pads or water, numbers, sticks, flies and this pond's frog(s)."""
        tile = self.tile
        basin = self.rect.inflate(tile // 3, tile // 3)
        shadowed_round_rect(surface, basin, palette.water, max(4, tile // 4), rim=palette.water_deep)
        pad_size = int(tile * 0.98)
        hole = sprites.water_hole(pad_size, palette.water, palette.water_deep, palette.mirror_line)
        for number in TILES:
            box = self.cell(number)
            if number in water:
                surface.blit(hole, hole.get_rect(center=box.center))
            else:
                pad = sprites.lily_pad(pad_size, palette.lily, palette.lily_edge, (number * 0.37) % 1)
                surface.blit(pad, pad.get_rect(center=box.center))
            if numbers:
                draw_text(surface, str(number), (box.x + tile * 0.08, box.y + tile * 0.03),
                          max(13, int(tile * 0.22)), mix(palette.text, palette.lily_edge, 0.15), bold=True)
        for a, b in sticks:
            draw_stick(surface, palette, self, a, b, palette.stick)
        fly = sprites.fly(max(8, int(tile * 0.46)), palette.fly)
        for number in flies:
            x, y = self.center(number)
            surface.blit(fly, fly.get_rect(center=(x + tile * 0.18, y + tile * 0.12)))
        for number in frogs:
            draw_frog(surface, palette, self.seat, self.center(number), int(tile * 0.8))


def draw_frog(surface: pygame.Surface, palette: Palette, seat: int, center: Point, size: int,
              alpha: int = 255) -> None:
    """The owner's frog, facing its owner's forward, with the owner's number on its back."""
    image = sprites.frog(max(8, size), palette.players[seat])
    if seat == 1:
        image = pygame.transform.rotate(image, 180)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
    if alpha == 255:
        ink = darker(palette.players[seat], 0.7)
        draw_text(surface, str(seat + 1), (center[0], center[1] + size * 0.06), max(13, int(size * 0.3)), ink,
                  bold=True, anchor="center")


def draw_stick(surface: pygame.Surface, palette: Palette, pond: MiniPond, a: int, b: int,
               color: Color) -> None:
    start, end, upright = pond.edge(a, b)
    image = sprites.stick(int(math.dist(start, end)), max(4, pond.tile // 9), color, upright)
    surface.blit(image, image.get_rect(center=((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)))


def arrow(surface: pygame.Surface, color: Color, start: Point, end: Point, width: int = 3,
          trim: float = 0.0, end_trim: float = 0.0) -> None:
    """A glowing arrow from `start` to `end`, its tail pulled in by `trim` and its head by `end_trim`."""
    start, end, (ux, uy) = trimmed(start, end, trim, end_trim)
    head = max(6.0, width * 3.2)
    base = (end[0] - ux * head, end[1] - uy * head)
    glow_line(surface, color, start, base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, lighter(color, 0.35), [end, left, right])
    pygame.draw.polygon(surface, darker(color, 0.4), [end, left, right], 1)


def curved_arrow(surface: pygame.Surface, color: Color, start: Point, end: Point, bend: float,
                 width: int = 2) -> None:
    """An arrow along a gentle curve (a frog diving under the pads), bulging sideways by `bend`."""
    mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
    dx, dy = end[0] - start[0], end[1] - start[1]
    distance = math.hypot(dx, dy) or 1.0
    control = (mx - dy / distance * bend, my + dx / distance * bend)
    points = []
    for k in range(21):
        s = k / 20
        points.append(((1 - s) ** 2 * start[0] + 2 * (1 - s) * s * control[0] + s * s * end[0],
                       (1 - s) ** 2 * start[1] + 2 * (1 - s) * s * control[1] + s * s * end[1]))
    # Dashes: the frog is under water on this stretch.
    for k in range(0, len(points) - 3, 2):
        pygame.draw.line(surface, color, points[k], points[k + 1], width)
    arrow(surface, color, points[-4], points[-1], width)


def hop(surface: pygame.Surface, palette: Palette, pond: MiniPond, start: int, end: int,
        color: Color | None = None) -> None:
    """A frog's hop: a faint frog where it lands and an arrow from the frog to there."""
    size = int(pond.tile * 0.8)
    draw_frog(surface, palette, pond.seat, pond.center(end), size, alpha=140)
    arrow(surface, color or palette.highlight, pond.center(start), pond.center(end), max(2, pond.tile // 14),
          trim=pond.tile * 0.3, end_trim=pond.tile * 0.18)


def cross(surface: pygame.Surface, color: Color, center: Point, size: float) -> None:
    x, y = center
    for sx in (-1, 1):
        pygame.draw.line(surface, darker(color, 0.5), (x - size, y - sx * size), (x + size, y + sx * size), 6)
        pygame.draw.line(surface, color, (x - size, y - sx * size), (x + size, y + sx * size), 3)


def caption_height() -> int:
    return 2 * line_height("small") + length(4)


def mirror_line(surface: pygame.Surface, palette: Palette, y: float, left: float, right: float,
                label: bool) -> None:
    glow_line(surface, palette.mirror_line, (left, y), (right, y), 2)
    if label:
        draw_text(surface, t("pond_setup.rules.mirror"), (right + length(6), y), "small", palette.text_muted,
                  anchor="midleft")


class PondPair:
    """The two ponds across the mirror, as on the board: player 2's above, turned to face player 1's."""

    GAP = 0.9  # the mirror gap, in tiles

    def __init__(self, left: float, top: float, tile: int) -> None:
        self.tile = tile
        self.top = MiniPond((left, top), tile, 1)
        self.bottom = MiniPond((left, top + (SIZE + self.GAP) * tile), tile, 0)
        self.mirror_y = top + (SIZE + self.GAP / 2) * tile

    @staticmethod
    def units() -> tuple[float, float]:
        return SIZE + 0.4, 2 * SIZE + PondPair.GAP + 0.4

    @property
    def rect(self) -> pygame.Rect:
        return self.top.rect.union(self.bottom.rect)

    def ponds(self) -> dict[int, MiniPond]:
        return {0: self.bottom, 1: self.top}

    def mirror(self, surface: pygame.Surface, palette: Palette, label: bool = False) -> None:
        rect = self.rect
        reach = self.tile * 0.2
        mirror_line(surface, palette, self.mirror_y, rect.left - reach, rect.right + reach, label)


def fit_tile(area: pygame.Rect, units: tuple[float, float]) -> int:
    return max(8, int(min(area.width / units[0], area.height / units[1])))


def place_pair(area: pygame.Rect, reserve_below: int) -> PondPair:
    """The largest pond pair that fits `area` with room for a caption under it, centred."""
    units = PondPair.units()
    inner = pygame.Rect(area.x, area.y, area.width, max(10, area.height - reserve_below))
    tile = fit_tile(inner, units)
    width, height = SIZE * tile, (2 * SIZE + PondPair.GAP) * tile
    left = area.centerx - width / 2
    top = inner.top + (inner.height - height) / 2
    return PondPair(left, top, tile)


# --- the diagrams ---------------------------------------------------------------------------
SETUP_FLIES = (2, 7, 9, 12, 16)
SETUP_START = 10
SETUP_WATER = (4, 13)


def diagram_setup(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Both ponds as dealt: same numbers, flies, water and start in each; 3 sticks beside each pond."""
    label = line_height("small") + length(6)
    units = (SIZE + 1.6, 2 * SIZE + PondPair.GAP + 0.4)
    inner = pygame.Rect(area.x, area.y + label, area.width, area.height - 2 * label)
    tile = fit_tile(inner, units)
    width = (SIZE + 1.2) * tile
    left = area.centerx - width / 2
    top = inner.top + (inner.height - (2 * SIZE + PondPair.GAP) * tile) / 2
    pair = PondPair(left, top, tile)
    for pond in pair.ponds().values():
        pond.draw(surface, palette, water=SETUP_WATER, flies=SETUP_FLIES, frogs=(SETUP_START,))
        # Sticks in hand lie beside the pond, off the water.
        x = pond.rect.right + tile * 0.45
        thickness = max(4, tile // 9)
        image = sprites.stick(int(tile * 1.6), thickness, palette.stick, True)
        for k in range(3):
            center = (x + k * tile * 0.28, pond.rect.centery)
            surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
    pair.mirror(surface, palette)
    rect = pair.rect
    seats = ((2, rect.top - tile * 0.25, "midbottom"), (1, rect.bottom + tile * 0.25, "midtop"))
    for number, y, anchor in seats:
        draw_text(surface, t("pond_setup.rules.seat", number=number), (rect.centerx, y), "small",
                  palette.players[number - 1], bold=True, anchor=anchor, max_width=area.width)


def diagram_mirrored_hop(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Two examples: you go left (the other frog goes to its owner's right), you go forward."""
    examples = (
        ("pond_setup.rules.2.left", 6, "L"),
        ("pond_setup.rules.2.forward", 10, "F"),
    )
    for column, (key, start, direction) in zip(split_columns(area, 2), examples, strict=True):
        pair = place_pair(column, caption_height())
        mirrored = {"L": "R", "R": "L"}.get(direction, direction)
        targets = {0: _step(start, direction), 1: _step(start, mirrored)}
        for seat, pond in pair.ponds().items():
            pond.draw(surface, palette, frogs=(start,))
            hop(surface, palette, pond, start, targets[seat])
        pair.mirror(surface, palette)
        caption(surface, t(key), (column.centerx, pair.rect.bottom + pair.tile * 0.3), column.width, palette)


def _step(number: int, direction: str) -> int:
    row, col = row_col(number)
    d_row, d_col = {"F": (-1, 0), "B": (1, 0), "L": (0, -1), "R": (0, 1)}[direction]
    row, col = row + d_row, col + d_col
    return row * SIZE + col + 1 if 0 <= row < SIZE and 0 <= col < SIZE else number


def diagram_sticks(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A stick stopping your frog while the other hops; a stick that would shut pad 1 in, refused."""
    left, right = split_columns(area, 2)
    pair = place_pair(left, caption_height())
    pair.bottom.draw(surface, palette, frogs=(2,), sticks=((1, 2),))
    pair.top.draw(surface, palette, frogs=(2,))
    # Your frog pushes against the stick and stays; the other frog hops to its owner's right.
    stick_start, stick_end, _upright = pair.bottom.edge(1, 2)
    stick_middle = ((stick_start[0] + stick_end[0]) / 2, (stick_start[1] + stick_end[1]) / 2)
    arrow(surface, palette.danger, pair.bottom.center(2), stick_middle, max(2, pair.tile // 14),
          trim=pair.tile * 0.3, end_trim=pair.tile * 0.02)
    cross(surface, palette.danger, (stick_middle[0], stick_middle[1] + pair.tile * 0.3), pair.tile * 0.1)
    hop(surface, palette, pair.top, 2, 3)
    pair.mirror(surface, palette)
    caption(surface, t("pond_setup.rules.3.blocked"), (left.centerx, pair.rect.bottom + pair.tile * 0.3),
            left.width, palette)
    # The refused stick: one pond, the same size as the pair's ponds, level with the lower one.
    pond = MiniPond((right.centerx - SIZE * pair.tile / 2, pair.bottom.y), pair.tile, 0)
    pond.draw(surface, palette, sticks=((1, 2),))
    start, end, _upright = pond.edge(1, 5)
    glow_line(surface, palette.danger, start, end, 3)
    cross(surface, palette.danger, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2), pair.tile * 0.14)
    caption(surface, t("pond_setup.rules.3.refused"), (right.centerx, pond.rect.bottom + pair.tile * 0.3),
            right.width, palette)


def diagram_water_and_flies(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A dive through the water to the other water tile and a new water tile; a fly caught mirrored."""
    left, right = split_columns(area, 2)
    pair = place_pair(right, caption_height())
    tile = pair.tile
    # Right: you hop forward, the other frog comes forward onto a fly in its pond.
    pair.bottom.draw(surface, palette, frogs=(10,), flies=(1,))
    pair.top.draw(surface, palette, frogs=(10,), flies=(6,))
    hop(surface, palette, pair.bottom, 10, 6)
    hop(surface, palette, pair.top, 10, 6)
    x, y = pair.top.center(6)
    for k in range(8):  # the little burst of a caught fly
        angle = k * math.tau / 8
        spark = (x + math.cos(angle) * tile * 0.48, y + math.sin(angle) * tile * 0.48)
        pygame.draw.circle(surface, palette.highlight, spark, max(2, tile // 16))
    pair.mirror(surface, palette)
    caption(surface, t("pond_setup.rules.4.catch"), (right.centerx, pair.rect.bottom + tile * 0.3),
            right.width, palette)
    # Left: a frog hops onto water at 7, comes up at 14 (now a pad), and 3 becomes water.
    pond = MiniPond((left.centerx - SIZE * tile / 2, pair.bottom.y), tile, 0)
    pond.draw(surface, palette, water=(7, 3))
    draw_frog(surface, palette, 0, pond.center(6), int(tile * 0.8), alpha=105)
    arrow(surface, palette.highlight, pond.center(6), pond.center(7), max(2, tile // 14), trim=tile * 0.3,
          end_trim=tile * 0.1)
    curved_arrow(surface, palette.mirror_line, pond.center(7), pond.center(14), tile * 0.8, 2)
    draw_frog(surface, palette, 0, pond.center(14), int(tile * 0.8))
    pygame.draw.circle(surface, palette.highlight, pond.center(3), tile * 0.46, 2)
    draw_text(surface, "+", (pond.cell(3).right - tile * 0.1, pond.cell(3).top), max(13, tile // 3),
              palette.highlight, bold=True, anchor="topright")
    caption(surface, t("pond_setup.rules.4.dive"), (left.centerx, pond.rect.bottom + tile * 0.3), left.width,
            palette)


def diagram_limits_and_end(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Out and back in one turn is refused; a tie on the fifth fly goes to the player with more sticks."""
    shelf_rows = 2
    row_height = max(line_height("small") + length(10), min(area.height // 7, length(56)))
    tie_height = shelf_rows * row_height + length(8) + caption_height()
    upper = pygame.Rect(area.x, area.y, area.width, area.height - tie_height - length(12))
    units = (SIZE + 0.4, SIZE + 0.4)
    tile = fit_tile(pygame.Rect(upper.x, upper.y, upper.width, upper.height - caption_height()), units)
    pond = MiniPond((upper.centerx - SIZE * tile / 2, upper.y + tile * 0.2), tile, 0)
    pond.draw(surface, palette, frogs=(6,))
    out_start, out_end = pond.center(6), pond.center(7)
    draw_frog(surface, palette, 0, out_end, int(tile * 0.8), alpha=140)
    # Out above the pads, back below them: the way back is the refused part.
    lift = tile * 0.36
    width = max(2, tile // 14)
    arrow(surface, palette.highlight, (out_start[0], out_start[1] - lift), (out_end[0], out_end[1] - lift),
          width, trim=tile * 0.05, end_trim=tile * 0.05)
    arrow(surface, palette.danger, (out_end[0], out_end[1] + lift), (out_start[0], out_start[1] + lift),
          width, trim=tile * 0.05, end_trim=tile * 0.05)
    cross(surface, palette.danger, ((out_start[0] + out_end[0]) / 2, out_start[1] + lift), tile * 0.1)
    caption(surface, t("pond_setup.rules.5.back"), (upper.centerx, pond.rect.bottom + tile * 0.3),
            upper.width, palette)
    # The tie: both have five flies; player 1 has 2 sticks in hand, player 2 only 1.
    top = area.bottom - tie_height
    width = min(area.width, length(360))
    left = area.centerx - width // 2
    for seat, sticks_in_hand in ((0, 2), (1, 1)):
        row = pygame.Rect(left, top + seat * row_height, width, row_height - length(4))
        winner = sticks_in_hand == 2
        shadowed_round_rect(surface, row, palette.panel, row.height // 3,
                            rim=palette.success if winner else palette.panel_edge)
        mark = row.height - length(6)
        draw_frog(surface, palette, seat, (row.x + length(6) + mark / 2, row.centery), mark)
        fly = sprites.fly(max(8, int(mark * 0.9)), palette.fly)
        x = row.x + length(12) + mark
        spacing = min(mark * 0.9, (row.width - mark * 3.2) / 5)
        for k in range(5):
            surface.blit(fly, fly.get_rect(center=(int(x + k * spacing + spacing / 2), row.centery)))
        x += 5 * spacing + length(14)
        image = sprites.stick(int(mark * 0.9), max(4, mark // 6), palette.stick, True)
        for k in range(sticks_in_hand):
            surface.blit(image, image.get_rect(center=(int(x + k * mark * 0.35), row.centery)))
        if winner:  # a drawn tick: the font need not have the glyph
            h = row.height * 0.22
            cx, cy = row.right - length(10) - h * 1.5, row.centery
            points = [(cx - h, cy), (cx - h * 0.3, cy + h * 0.8), (cx + h * 1.2, cy - h * 0.9)]
            pygame.draw.lines(surface, palette.success, False, points, max(2, length(3)))
    caption(surface, t("pond_setup.rules.5.tie"), (area.centerx, top + shelf_rows * row_height + length(4)),
            area.width, palette)


# --- pages ----------------------------------------------------------------------------------
PAGES: tuple[tuple[str, tuple[str, ...], Diagram], ...] = (
    ("pond_setup.rules.1.title",
     ("pond_setup.rules.1.goal", "pond_setup.rules.1.numbers", "pond_setup.rules.1.setup",
      "pond_setup.rules.1.sticks"), diagram_setup),
    ("pond_setup.rules.2.title",
     ("pond_setup.rules.2.actions", "pond_setup.rules.2.mirror", "pond_setup.rules.2.edge"),
     diagram_mirrored_hop),
    ("pond_setup.rules.3.title",
     ("pond_setup.rules.3.place", "pond_setup.rules.3.block", "pond_setup.rules.3.cut"), diagram_sticks),
    ("pond_setup.rules.4.title",
     ("pond_setup.rules.4.water", "pond_setup.rules.4.both", "pond_setup.rules.4.flies"),
     diagram_water_and_flies),
    ("pond_setup.rules.5.title",
     ("pond_setup.rules.5.hops", "pond_setup.rules.5.repeat", "pond_setup.rules.5.end"),
     diagram_limits_and_end),
)
PAGE_COUNT: int = len(PAGES)


def draw_rules_page(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, page: int) -> None:
    """Draw page `page` (0-based, clamped) of the rules into `rect`."""
    rules_layout.draw_page(surface, rect, palette, PAGES, page)


def text_fits(rect: pygame.Rect, page: int) -> bool:
    """Whether the page's words fit `rect` without dropping a line (used by the tests)."""
    return rules_layout.text_fits(rect, PAGES, page)
