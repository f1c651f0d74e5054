"""The diagrams of the Reflecto rules pages, drawn from the game's own pieces on a patch of lake.

Each `diagram_*` draws one page's picture into the area the page leaves it,
with its caption underneath. The exits example is played by the rules
themselves, so its path and the order the letters leave cannot drift from
the game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise

import pygame

from reflectgames.games.reflecto.board import EXIT_BASE, SIZE, cell_at, file_of, is_exit, row_of
from reflectgames.games.reflecto.painters import sprites
from reflectgames.i18n import t
from reflectgames.ui.draw import glow_line, shadowed_round_rect
from reflectgames.ui.rules_layout import caption
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, wrap_text
from reflectgames.ui.theme import Palette, darker, lighter, mix

Point = tuple[float, float]


class MiniLake:
    """A patch of the lake, `cols` x `rows` cells, seen by player 0 (their side at the bottom)."""

    def __init__(self, area: pygame.Rect, cols: int, rows: int, top_room: float = 0.0) -> None:
        self.cols, self.rows = cols, rows
        self.cell = max(10, int(min(area.width / cols, area.height / (rows + top_room))))
        width, height = cols * self.cell, rows * self.cell
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.midbottom = (area.centerx, area.bottom)

    def center(self, col: float, row: float) -> Point:
        return self.rect.x + (col + 0.5) * self.cell, self.rect.y + (row + 0.5) * self.cell

    def draw(self, surface: pygame.Surface, palette: Palette,
             tint_rows: dict[int, int] | None = None) -> None:
        basin = self.rect.inflate(self.cell // 4, self.cell // 4)
        shadowed_round_rect(surface, basin, sprites.ICE_DARK, self.cell // 5)
        surface.blit(sprites.lake(basin.size, self.cell, self.cell // 5), basin.topleft)
        for row, seat in (tint_rows or {}).items():
            band = pygame.Surface((self.rect.width, self.cell), pygame.SRCALPHA)
            band.fill((*palette.players[seat], 40))
            surface.blit(band, (self.rect.x, self.rect.y + row * self.cell))
        for k in range(self.cols + 1):
            x = self.rect.x + k * self.cell
            pygame.draw.line(surface, sprites.ICE_LINE, (x, self.rect.y), (x, self.rect.bottom - 1))
        for k in range(self.rows + 1):
            y = self.rect.y + k * self.cell
            pygame.draw.line(surface, sprites.ICE_LINE, (self.rect.x, y), (self.rect.right - 1, y))

    def card_rect(self, col: float, row: float) -> pygame.Rect:
        x, y = self.center(col, row)
        rect = pygame.Rect(0, 0, int(self.cell * 0.62), int(self.cell * 0.86))
        rect.midbottom = (round(x), round(y + self.cell * 0.38))
        return rect

    def place(self, surface: pygame.Surface, image: pygame.Surface, col: float, row: float) -> pygame.Rect:
        rect = self.card_rect(col, row)
        shadow = sprites.shadow(int(rect.width * 1.5), int(self.cell * 0.3))
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + self.cell // 14, rect.bottom)))
        surface.blit(image, rect)
        return rect

    def ring(self, surface: pygame.Surface, palette: Palette, col: float, row: float,
             color: tuple[int, int, int] | None = None, label: str = "") -> None:
        center = self.center(col, row)
        radius = int(self.cell * 0.34)
        pygame.draw.circle(surface, color or palette.highlight, center, radius, max(2, length(2)))
        if label:
            ink = darker(color or palette.accent, 0.4)
            spot = (round(center[0]), round(center[1]))
            draw_text(surface, label, spot, max(13, int(self.cell * 0.3)), ink, bold=True, anchor="center")

    def size(self) -> tuple[int, int]:
        return int(self.cell * 0.62), int(self.cell * 0.86)


def _face(lake: MiniLake, palette: Palette, seat: int, letters: str, number: int | None) -> pygame.Surface:
    w, h = lake.size()
    return sprites.letter_face(w, h, palette.players[seat], palette.tile, letters, number)


def _mirror(lake: MiniLake, palette: Palette, seat: int, reflection: str | None = None) -> pygame.Surface:
    w, h = lake.size()
    return sprites.mirror_face(w, h, palette.players[seat], reflection, True)


def _back(lake: MiniLake, palette: Palette, seat: int) -> pygame.Surface:
    w, h = lake.size()
    return sprites.back(w, h, palette.players[seat])


def _arrow(surface: pygame.Surface, color: tuple[int, int, int], start: Point, end: Point,
           width: int = 3) -> None:
    pygame.draw.line(surface, color, start, end, width)
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    size = 5 + width * 2
    for side in (-1, 1):
        tip = (end[0] - math.cos(angle + side * 0.45) * size, end[1] - math.sin(angle + side * 0.45) * size)
        pygame.draw.line(surface, color, end, tip, width)


def caption_room() -> int:
    """Height kept under a picture for its caption (up to three short lines)."""
    return 3 * line_height("small") + length(12)


def above_caption(area: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(area.x, area.y, area.width, area.height - caption_room())


# --- diagrams --------------------------------------------------------------------------------


def diagram_setup(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Your home row as you see it, and the opponent's backs across the lake."""
    lake = MiniLake(above_caption(area), 7, 4)
    lake.draw(surface, palette, {0: 1, 3: 0})
    for col in range(7):
        lake.place(surface, _back(lake, palette, 1), col, 0)
    for col, token in enumerate("12M34M5"):
        if token == "M":
            lake.place(surface, _mirror(lake, palette, 0), col, 3)
        else:
            number = int(token)
            lake.place(surface, _face(lake, palette, 0, "PIANO"[number - 1], number), col, 3)
    caption(surface, t("reflecto_rules.diagram.setup"), (area.centerx, lake.rect.bottom + length(14)),
            area.width, palette, max_lines=3)


def diagram_moves(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """The rulebook's example 1: a mirror jumps over an opponent screen, then over its own screen."""
    lake = MiniLake(above_caption(area), 5, 5)
    lake.draw(surface, palette)
    lake.place(surface, _back(lake, palette, 1), 4, 1)
    lake.place(surface, _back(lake, palette, 1), 1, 3)
    lake.place(surface, _face(lake, palette, 0, "A", 3), 3, 2)
    lake.place(surface, _mirror(lake, palette, 0), 0, 4)
    path = [lake.center(0, 4), lake.center(2, 2), lake.center(4, 2)]
    for a, b in pairwise(path):
        lift = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - lake.cell * 0.5)
        points = [_bezier(a, lift, b, k / 12) for k in range(13)]
        pygame.draw.lines(surface, palette.accent, False, points, max(2, length(3)))
    lake.ring(surface, palette, 2, 2, palette.accent, "1")
    lake.ring(surface, palette, 4, 2, palette.accent, "2")
    lake.ring(surface, palette, 4, 0, palette.highlight, "3")
    for col, row in ((0, 3), (1, 4)):
        lake.ring(surface, palette, col, row, lighter(palette.success, 0.2))
    caption(surface, t("reflecto_rules.diagram.moves"), (area.centerx, lake.rect.bottom + length(14)),
            area.width, palette, max_lines=3)


def _bezier(a: Point, control: Point, b: Point, k: float) -> Point:
    return ((1 - k) ** 2 * a[0] + 2 * (1 - k) * k * control[0] + k * k * b[0],
            (1 - k) ** 2 * a[1] + 2 * (1 - k) * k * control[1] + k * k * b[1])


def diagram_mirror(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """The mirror rule twice: seen from the side (how the letter reaches your eye) and from above."""
    half = area.height // 2
    _mirror_side_view(surface, pygame.Rect(area.x, area.y, area.width, half - length(6)), palette)
    lake_area = above_caption(pygame.Rect(area.x, area.y + half + length(4), area.width, area.height - half))
    lake = MiniLake(lake_area, 5, 3)
    lake.draw(surface, palette)
    # Your mirror on c3 shows the screen on c2 (in front of it, towards you), not the one on c4 behind it.
    lake.place(surface, _back(lake, palette, 1), 2, 0)
    seen = lake.place(surface, _back(lake, palette, 1), 2, 2)
    lake.place(surface, _mirror(lake, palette, 0, "R"), 2, 1)
    lake.place(surface, _back(lake, palette, 1), 4, 2)
    glow = lighter(palette.mirror_line, 0.2)
    pygame.draw.rect(surface, glow, seen.inflate(4, 4), 2, border_radius=6)
    tag = sprites.revealed_back_tag(seen.width, "R", False, None)
    surface.blit(tag, tag.get_rect(midtop=(seen.centerx, seen.top - tag.get_height() // 3)))
    cross = lake.center(2, 0)
    d = lake.cell * 0.18
    pygame.draw.line(surface, palette.danger, (cross[0] - d, cross[1] - d), (cross[0] + d, cross[1] + d), 3)
    pygame.draw.line(surface, palette.danger, (cross[0] - d, cross[1] + d), (cross[0] + d, cross[1] - d), 3)
    caption(surface, t("reflecto_rules.diagram.mirror_top"), (area.centerx, lake.rect.bottom + length(12)),
            area.width, palette, max_lines=3)


def _mirror_side_view(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A cut through the lake: your eye, their screen facing away from you, your mirror behind it."""
    ice_y = area.bottom - caption_room() + length(4)
    pygame.draw.rect(surface, sprites.ICE_DARK, (area.x, ice_y, area.width, length(10)), border_radius=4)
    pygame.draw.line(surface, sprites.ICE_LIGHT, (area.x + 4, ice_y), (area.right - 4, ice_y), 2)
    unit = min(area.width / 8, (ice_y - area.y) / 2.6)
    eye = (area.x + unit * 0.8, ice_y - unit * 1.9)
    screen_x = area.x + unit * 3.6
    mirror_x = area.x + unit * 6.2
    height = unit * 1.2
    body = palette.players[1]
    pygame.draw.rect(surface, body, (screen_x - 3, ice_y - height, 7, height), border_radius=2)
    # Its face (with the letter) looks to the right, away from you: towards your mirror.
    pygame.draw.rect(surface, palette.tile, (screen_x + 4, ice_y - height * 0.85, 4, height * 0.6))
    pygame.draw.rect(surface, palette.players[0], (mirror_x - 3, ice_y - height, 7, height), border_radius=2)
    pygame.draw.rect(surface, sprites.SILVER_LIGHT, (mirror_x - 8, ice_y - height * 0.9, 5, height * 0.75))
    face = (screen_x + 8, ice_y - height * 0.55)
    on_mirror = (mirror_x - 8, ice_y - height * 0.85)
    glow_line(surface, palette.mirror_line, face, on_mirror, 2)
    glow_line(surface, palette.mirror_line, on_mirror, (eye[0] + unit * 0.3, eye[1]), 2)
    _draw_eye(surface, eye, unit * 0.32, palette)
    # What you see in the mirror: the letter reversed.
    w, h = int(unit * 0.9), int(unit * 1.25)
    inset = sprites.mirror_face(w, h, palette.players[0], "R", True)
    spot = inset.get_rect(midbottom=(mirror_x + unit * 1.15, ice_y - unit * 0.15))
    surface.blit(inset, spot)
    caption(surface, t("reflecto_rules.diagram.mirror_side"), (area.centerx, ice_y + length(12)), area.width,
            palette, max_lines=3)


def _draw_eye(surface: pygame.Surface, center: Point, radius: float, palette: Palette) -> None:
    rect = pygame.Rect(0, 0, int(radius * 2.6), int(radius * 1.4))
    rect.center = (round(center[0]), round(center[1]))
    pygame.draw.ellipse(surface, palette.text, rect)
    pygame.draw.circle(surface, darker(palette.players[0], 0.2), rect.center, int(radius * 0.6))
    pygame.draw.circle(surface, (20, 20, 26), rect.center, int(radius * 0.28))
    pygame.draw.ellipse(surface, darker(palette.text, 0.5), rect, 2)


def diagram_memory(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A screen you have seen keeps its label as it moves; the notebook keeps the letters."""
    size = min(length(30), area.width // 8)  # the notebook's letter boxes
    # Under the lake: the notebook's heading and its letters, whatever the text size; the lake takes the rest.
    notebook = length(22) + line_height("small") + length(4) + size + length(4)
    lake_height = min(int(area.height * 0.58), area.height - length(8) - notebook)
    lake = MiniLake(pygame.Rect(area.x, area.y + length(8), area.width, lake_height), 5, 3)
    lake.draw(surface, palette)
    start, end = lake.center(1, 2), lake.center(3, 0)
    rect = lake.place(surface, _back(lake, palette, 1), 3, 0)
    ghost = _back(lake, palette, 1).copy()
    ghost.set_alpha(90)
    surface.blit(ghost, lake.card_rect(1, 2))
    _arrow(surface, palette.accent, (start[0], start[1] - lake.cell * 0.2), (end[0] - lake.cell * 0.3,
                                                                              end[1] + lake.cell * 0.1))
    tag = sprites.revealed_back_tag(rect.width, "E", False, None)
    surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.top - tag.get_height() // 3)))
    y = lake.rect.bottom + length(22)
    draw_text(surface, t("reflecto.notebook.seen"), (area.centerx, y), "small", palette.text_muted,
              anchor="midtop", max_width=area.width)
    y += line_height("small") + length(4)
    letters = "AEER"
    left = area.centerx - (len(letters) * (size + 4)) // 2
    for k, letter in enumerate(letters):
        box = pygame.Rect(left + k * (size + 4), y, size, size)
        shadowed_round_rect(surface, box, (246, 242, 232), max(3, size // 6), shadow=False)
        draw_text(surface, letter, box.center, max(13, int(size * 0.6)), (38, 42, 56), bold=True,
                  anchor="center")


# The rulebook's example 2-2, as the rules play it: P, I and A are out; N (letter 4) on c4 jumps over
# the opponent's screen on c5 and over O (letter 5) waiting on c7, out beyond c8; O follows.
EXITS_WORD = "PIANO"
EXITS_OUT_BEFORE = 3
EXITS_PLACES = {"c4": (0, 3), "c5": (1, 0), "c7": (0, 4), "g2": (1, 1)}  # cell: (player, screen index)
EXITS_MOVE = "c4-c6-c8"
EXITS_FIRST_FILE = 0  # the diagram's patch of lake: files a to e, ranks 7 (top) to 4
EXITS_TOP_RANK = 7


@dataclass(frozen=True)
class ExitExample:
    """The example's move: the cells N passes through (the last one beyond the board, an exit cell),
    and the letters that leave, in order, each with the cell it left from."""

    path: tuple[int, ...]
    exits: tuple[tuple[int, int], ...]  # (letter number, cell it left from)


def exit_example() -> ExitExample:
    """Example 2-2 played by the rules: the path and the exits are the rules' own events."""
    from dataclasses import replace

    from reflectgames.games.reflecto.events import Exited, Jumped
    from reflectgames.games.reflecto.rules import RULES, identify_in_mirrors

    state = RULES.new_game(2, 1, {})
    state = RULES.play(state, f"setup {EXITS_WORD} 12M34M5", "setup ZEBRE M12345M")
    cells, pos = [-1] * (SIZE * SIZE), [-1] * (2 * SIZE)
    for name, (owner, index) in EXITS_PLACES.items():
        cell = cell_at(name)
        cells[cell], pos[owner * SIZE + index] = owner * SIZE + index, cell
    occupied = sum(1 << cell for cell in pos if cell >= 0)
    state = replace(state, cells=tuple(cells), pos=tuple(pos), occupied=occupied, to_move=0,
                    exited=(EXITS_OUT_BEFORE, 0),
                    identified=identify_in_mirrors(cells, pos, state.config, (0, 0)))
    _after, events = RULES.apply_with_events(state, RULES.parse(state, EXITS_MOVE))
    path = next(event.path for event in events if isinstance(event, Jumped))
    exits = tuple((event.number, event.cell) for event in events if isinstance(event, Exited))
    return ExitExample(tuple(path), exits)


def _patch_spot(cell: int) -> tuple[int, int]:
    """(column, row) of a board cell (or an exit cell, row -1) in the diagram's patch of lake."""
    if is_exit(cell):
        return cell - EXIT_BASE - EXITS_FIRST_FILE, -1
    return file_of(cell) - EXITS_FIRST_FILE, EXITS_TOP_RANK - 1 - row_of(cell)


def diagram_exits(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """The rulebook's example 2-2: N jumps over an opponent screen, then over O and out; O follows."""
    example = exit_example()
    room = above_caption(area)
    # Above the four rows of lake: the row beyond the board, where N lands, then the exit lane.
    lake = MiniLake(room, 5, 4, top_room=2.1)
    lake.draw(surface, palette, {0: 1})
    lane_h = int(lake.cell * 0.95)
    lane = pygame.Rect(lake.rect.x, lake.rect.y - lake.cell - length(6) - lane_h, lake.rect.width, lane_h)
    shadowed_round_rect(surface, lane, darker(palette.panel, 0.2), max(4, lane.height // 5), shadow=False,
                        rim=mix(palette.panel_edge, palette.players[0], 0.35))
    small_w, small_h = int(lake.cell * 0.5), int(lake.cell * 0.7)
    slot_step = lane.width / len(EXITS_WORD)

    def slot(number: int) -> Point:
        return lane.x + slot_step * (number - 0.5), lane.centery

    for number, letter in enumerate(EXITS_WORD, start=1):
        image = sprites.letter_face(small_w, small_h, palette.players[0], palette.tile, letter, None)
        if number > EXITS_OUT_BEFORE:
            image = image.copy()
            image.set_alpha(110)  # arriving with this move
        center = slot(number)
        surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))
    for name, (owner, index) in EXITS_PLACES.items():
        col, row = _patch_spot(cell_at(name))
        if not (0 <= col < lake.cols and 0 <= row < lake.rows):
            continue  # off the patch (the opponent's other screen)
        image = _back(lake, palette, 1) if owner else _face(lake, palette, 0, EXITS_WORD[index], index + 1)
        lake.place(surface, image, col, row)
    # N's jumps, hop by hop, to the exit cell just beyond the last row (drawn dashed: off the board).
    points = [lake.center(*_patch_spot(cell)) for cell in example.path]
    beyond = pygame.Rect(0, 0, int(lake.cell * 0.8), int(lake.cell * 0.8))
    beyond.center = (round(points[-1][0]), round(points[-1][1]))
    _dashed_rect(surface, mix(palette.text_muted, palette.accent, 0.4), beyond)
    for a, b in pairwise(points):
        control = ((a[0] + b[0]) / 2 + lake.cell * 0.7, (a[1] + b[1]) / 2)
        arc = [_bezier(a, control, b, k / 12) for k in range(13)]
        pygame.draw.lines(surface, palette.accent, False, arc, max(2, length(3)))
    # Each letter that left goes to its place in the lane, in the order it left.
    for number, cell in example.exits:
        start = points[-1] if is_exit(cell) else lake.card_rect(*_patch_spot(cell)).topright
        end = slot(number)
        _arrow(surface, palette.success, start, (end[0], lane.bottom + 2), 2)
    caption(surface, t("reflecto_rules.diagram.exits"), (area.centerx, lake.rect.bottom + length(12)),
            area.width, palette, max_lines=3)


def _dashed_rect(surface: pygame.Surface, color: tuple[int, int, int], rect: pygame.Rect) -> None:
    """An outline in dashes: a place that is not a cell of the board."""
    dash = max(3, rect.width // 8)
    for x in range(rect.left, rect.right, 2 * dash):
        for y in (rect.top, rect.bottom - 1):
            pygame.draw.line(surface, color, (x, y), (min(x + dash, rect.right - 1), y), 2)
    for y in range(rect.top, rect.bottom, 2 * dash):
        for x in (rect.left, rect.right - 1):
            pygame.draw.line(surface, color, (x, y), (x, min(y + dash, rect.bottom - 1)), 2)


def diagram_guess(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Elsa has seen I, A, N and P and guesses PIANO (the rulebook's example 2-1)."""
    size = min(length(44), area.width // 7)
    y = area.y + area.height // 4
    draw_text(surface, t("reflecto.notebook.seen"), (area.centerx, y - length(26)), "small",
              palette.text_muted,
              anchor="midtop", max_width=area.width)
    for row, (letters, dim) in enumerate((("AINP", False), ("PIANO", False))):
        left = area.centerx - (len(letters) * (size + 6)) // 2
        top = y + row * (size + length(52))
        for k, letter in enumerate(letters):
            box = pygame.Rect(left + k * (size + 6), top, size, size)
            fill = (246, 242, 232) if not dim else mix((246, 242, 232), palette.panel, 0.5)
            shadowed_round_rect(surface, box, fill, max(3, size // 6), shadow=row == 1)
            draw_text(surface, letter, box.center, max(13, int(size * 0.6)), (38, 42, 56), bold=True,
                      anchor="center")
        if row == 0:
            draw_text(surface, t("reflecto_rules.diagram.guess"), (area.centerx, top + size + length(14)),
                      "small", palette.accent, bold=True, anchor="midtop", max_width=area.width)


def diagram_variants(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """How a 4-letter and an 8-letter word sit on five letter screens."""
    rows = (("CHAT", ("", "C", "H", "A", "T")), ("ELEPHANT", ("E", "L", "EP", "HA", "NT")))
    card_w = min(int(area.width / 6.2), length(70))
    card_h = int(card_w * 1.38)
    y = area.y + length(10)
    for word, faces in rows:
        draw_text(surface, t("reflecto_rules.diagram.word", word=word, count=len(word)), (area.centerx, y),
                  "small", palette.text_muted, anchor="midtop", max_width=area.width)
        y += line_height("small") + length(6)
        left = area.centerx - (5 * card_w + 4 * 6) // 2
        for k, face in enumerate(faces):
            image = sprites.letter_face(card_w, card_h, palette.players[0], palette.tile, face, k + 1)
            surface.blit(image, (left + k * (card_w + 6), y))
        y += card_h + length(22)


def diagram_split_numbers(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A free split of ELEPHANT, then five screens as the opponent sees them with numbers 1 and 3 written."""
    rows = (
        (t("reflecto_rules.diagram.free_split", word="ELEPHANT", split="2-2-1-2-1"),
         (("EL", 1), ("EP", 2), ("H", 3), ("AN", 4), ("T", 5))),
        (t("reflecto_rules.diagram.some_numbers", numbers="1, 3"),
         (("P", 1), ("I", None), ("A", 3), ("N", None), ("O", None))),
    )
    card_w = min(int(area.width / 6.2), length(70))
    card_h = int(card_w * 1.38)
    y = area.y + length(10)
    for text, faces in rows:
        y += caption(surface, text, (area.centerx, y), area.width, palette, max_lines=2) + length(6)
        left = area.centerx - (5 * card_w + 4 * 6) // 2
        for k, (face, number) in enumerate(faces):
            image = sprites.letter_face(card_w, card_h, palette.players[0], palette.tile, face, number)
            surface.blit(image, (left + k * (card_w + 6), y))
        y += card_h + length(22)


def diagram_table(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """One computer, two players: the curtain between turns."""
    panel = pygame.Rect(0, 0, int(area.width * 0.8), int(area.height * 0.5))
    panel.center = (area.centerx, area.centery - length(10))
    shadowed_round_rect(surface, panel, palette.background_edge, length(12), rim=palette.panel_edge)
    line_y = panel.centery + length(8)
    # The curtain's title wraps onto more lines when large text makes it wider than the curtain.
    title = t("handoff.title", name="Gerda")
    width = panel.width - length(20)
    height = len(wrap_text(title, "title", width, bold=True)) * line_height("title", bold=True)
    lines = pygame.Rect(panel.x + length(10), line_y - length(8) - height, width, height)
    draw_wrapped(surface, title, lines, "title", palette.text, bold=True, align="center")
    quarter = panel.width // 4
    pygame.draw.line(surface, palette.mirror_line, (panel.centerx - quarter, line_y),
                     (panel.centerx + quarter, line_y))
    caption(surface, t("reflecto_rules.diagram.table"), (area.centerx, panel.bottom + length(14)), area.width,
            palette, max_lines=3)
