"""The diagrams of the Reflec rules pages, drawn from the game's own pieces.

Diagram beams are traced with the rules' own beam code, so the pictures
cannot disagree with play.
"""

from __future__ import annotations

import itertools

import pygame

from reflectgames.games.reflec.beam import trace_beam
from reflectgames.games.reflec.board import DIRECTIONS, SUITS
from reflectgames.games.reflec.painters import sprites
from reflectgames.games.reflec.painters.beam_art import draw_beam, flash
from reflectgames.i18n import t
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.rules_layout import caption, split_columns, split_rows
from reflectgames.ui.text import draw_text, length, line_height, wrap_text
from reflectgames.ui.theme import Color, Palette, darker, mix

Point = tuple[float, float]


class MiniBoard:
    """A piece of the board, `files` x `ranks` cells, drawn as piecepack tiles (grid line every 2 cells)."""

    def __init__(self, area: pygame.Rect, files: int, ranks: int, reserve: int = 0) -> None:
        room = pygame.Rect(area.x, area.y, area.width, max(10, area.height - reserve))
        self.cell = max(10, int(min(room.width / (files + 0.4), room.height / (ranks + 0.4))))
        self.files, self.ranks = files, ranks
        width, height = files * self.cell, ranks * self.cell
        self.rect = pygame.Rect(
            room.centerx - width // 2, room.y + (room.height - height) // 2, width, height
        )

    def center(self, file: int, rank: int) -> Point:
        return self.rect.x + (file + 0.5) * self.cell, self.rect.bottom - (rank + 0.5) * self.cell

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        shadowed_round_rect(surface, self.rect.inflate(8, 8), darker(palette.board, 0.25), 8)
        pygame.draw.rect(surface, palette.tile, self.rect)
        line = mix(palette.tile, palette.tile_line, 0.35)
        for k in range(1, self.files):
            x = self.rect.x + k * self.cell
            pygame.draw.line(
                surface,
                palette.tile_line if k % 2 else line,
                (x, self.rect.top),
                (x, self.rect.bottom),
                2 if k % 2 else 1,
            )
        for k in range(1, self.ranks):
            y = self.rect.y + k * self.cell
            pygame.draw.line(
                surface,
                palette.tile_line if k % 2 else line,
                (self.rect.left, y),
                (self.rect.right, y),
                2 if k % 2 else 1,
            )

    def coin(
        self,
        surface: pygame.Surface,
        palette: Palette,
        file: int,
        rank: int,
        suit: str,
        facing: str,
        *,
        neutral: bool = False,
        alpha: int = sprites.OPAQUE,
    ) -> None:
        image = sprites.coin(int(self.cell * 0.8), suit, DIRECTIONS.index(facing), palette, neutral)
        if alpha < sprites.OPAQUE:
            image = sprites.ghost(image, alpha)
        x, y = self.center(file, rank)
        surface.blit(image, image.get_rect(center=(int(x), int(y))))

    def pawn(self, surface: pygame.Surface, palette: Palette, file: int, rank: int, suit: str) -> None:
        image = sprites.pawn(int(self.cell * 0.76), suit, palette)
        x, y = self.center(file, rank)
        surface.blit(image, image.get_rect(center=(int(x), int(y))))

    def shot(
        self,
        surface: pygame.Surface,
        palette: Palette,
        pieces: dict[tuple[int, int], int],
        origin: tuple[int, int],
        direction: str,
        suit: str,
    ) -> None:
        """Trace and draw a beam over the pieces, with the rules' own beam (the board is 8x8 inside)."""
        board = [0] * 64
        for (file, rank), value in pieces.items():
            board[rank * 8 + file] = value
        beam = trace_beam(board, origin[1] * 8 + origin[0], DIRECTIONS.index(direction))
        points = [self.center(*origin)]
        points += [self.center(cell % 8, cell // 8) for cell, _facing in beam.turns]
        # The picture shows part of the board: a beam that leaves it ends at its edge.
        last, stays = origin[1] * 8 + origin[0], True
        for cell in beam.cells:
            if cell % 8 >= self.files or cell // 8 >= self.ranks:
                stays = False
                break
            last = cell
        end = self.center(last % 8, last // 8)
        if beam.end == "edge" or not stays:
            dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[beam.last_direction]
            end = (end[0] + dx * self.cell * 0.5, end[1] + dy * self.cell * 0.5)
        points.append(end)
        color = sprites.beam_color(palette, suit)
        draw_beam(surface, points, color, max(3, self.cell // 12))
        for cell, _facing in beam.turns:
            flash(surface, self.center(cell % 8, cell // 8), int(self.cell * 0.7), color, 0.45)


def coin_value(suit: str, facing: str) -> int:
    return (SUITS.index(suit) * 6 + 1) << 2 | DIRECTIONS.index(facing)


def laser_value(suit: str) -> int:
    return -(SUITS.index(suit) + 1)


def caption_height(lines: int = 2) -> int:
    return lines * line_height("small") + length(6)


def caption_room(text: str, width: int) -> int:
    """The height `text` takes as a caption `width` wide, on as many lines as it needs: the figure
    above it gets what is left, so a long caption or a large text scale never runs off the page."""
    return len(caption_lines(text, width)) * line_height("small") + length(6)


def caption_lines(text: str, width: int) -> list[str]:
    return wrap_text(text, "small", max(20, width))


def whole_caption(surface: pygame.Surface, text: str, top: int, column: pygame.Rect,
                  palette: Palette) -> None:
    """A caption from `top` down across `column`, on all the lines it needs (`caption_room` made room)."""
    lines = len(caption_lines(text, column.width))
    caption(surface, text, (column.centerx, top), column.width, palette, max_lines=lines)


def cross(surface: pygame.Surface, color: Color, center: Point, size: float) -> None:
    for sign in (-1, 1):
        pygame.draw.line(
            surface,
            color,
            (center[0] - size, center[1] - sign * size),
            (center[0] + size, center[1] + sign * size),
            4,
        )


def tick(surface: pygame.Surface, color: Color, center: Point, size: float) -> None:
    x, y = center
    pygame.draw.lines(
        surface, color, False, [(x - size, y), (x - size * 0.3, y + size * 0.8), (x + size, y - size)], 4
    )


# The smallest cell a diagram's board is drawn with before its page grows taller (and scrolls): below it
# the coins' pips cannot be told apart.
MIN_DIAGRAM_CELL = 18


def coins_height(width: int) -> int:
    """The height `diagram_coins` needs at `width` to show its coins, boards and every caption line: two
    equal rows, the coins over their caption, then the two boards over theirs."""
    top_row = length(20) + length(4) + caption_room(t("reflec_rules.2.pips"), width)
    column = (width - length(16)) // 2
    boards = max(caption_room(t(key), column) for key in ("reflec_rules.2.turn", "reflec_rules.2.back"))
    bottom_row = boards + length(6) + int(MIN_DIAGRAM_CELL * 3.4)
    return 2 * max(top_row, bottom_row) + length(12)


# --- the diagrams ---------------------------------------------------------------------------


def diagram_setup(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """The 8x8 board with the four lasers in their corners, clockwise in turn order, dice at 2."""
    die_size = max(18, min(area.width // 9, length(40)))
    board = MiniBoard(area, 8, 8, reserve=die_size + length(14))
    board.draw(surface, palette)
    for suit, (file, rank) in zip(SUITS, ((0, 0), (0, 7), (7, 7), (7, 0)), strict=True):
        board.pawn(surface, palette, file, rank, suit)
    # The turn order runs clockwise round the corners.
    corners = [board.center(0, 0), board.center(0, 7), board.center(7, 7), board.center(7, 0)]
    for a, b in itertools.pairwise(corners):
        inset = board.cell * 0.7
        dx, dy = (b[0] - a[0]), (b[1] - a[1])
        distance = max(1.0, (dx * dx + dy * dy) ** 0.5)
        start = (a[0] + dx / distance * inset, a[1] + dy / distance * inset)
        end = (b[0] - dx / distance * inset, b[1] - dy / distance * inset)
        pygame.draw.line(surface, palette.accent, start, end, 2)
        pygame.draw.circle(surface, palette.accent, end, 4)
    y = board.rect.bottom + length(12)
    total = 4 * die_size + 3 * length(10)
    x = area.centerx - total // 2
    for suit in SUITS:
        surface.blit(sprites.die(die_size, suit, 2, palette), (x, y))
        x += die_size + length(10)


def diagram_coins(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A coin is a mirror: whatever side the beam comes from, it leaves towards the pip."""
    top, bottom = split_rows(area, 2, gap=12)
    pips = t("reflec_rules.2.pips")
    faces = pygame.Rect(top.x, top.y, top.width, top.height - caption_room(pips, top.width))
    size = max(20, min(faces.width // 5, faces.height))
    x = faces.centerx - 2 * size - size // 2
    for facing in range(4):
        image = sprites.coin(size, "C", facing, palette)
        surface.blit(image, (x + facing * (size + size // 6), faces.centery - size // 2))
    whole_caption(surface, pips, faces.bottom + length(4), top, palette)
    left, right = split_columns(bottom, 2, gap=16)
    for column, laser, direction, coin_facing, key in (
        (left, (0, 1), "E", "N", "reflec_rules.2.turn"),
        (right, (0, 1), "E", "W", "reflec_rules.2.back"),
    ):
        board = MiniBoard(column, 4, 3, reserve=caption_room(t(key), column.width))
        board.draw(surface, palette)
        pieces = {laser: laser_value("S"), (2, 1): coin_value("M", coin_facing)}
        board.pawn(surface, palette, *laser, "S")
        board.coin(surface, palette, 2, 1, "M", coin_facing)
        board.shot(surface, palette, pieces, laser, direction, "S")
        whole_caption(surface, t(key), board.rect.bottom + length(6), column, palette)


def diagram_points(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Each turn: tiles 3-2-1 up and the die one higher; a full die turns up the 4 instead."""
    rows = split_rows(area, 2, gap=12)
    for row, (die_before, die_after, tiles, key) in zip(
        rows, ((3, 4, 3, "reflec_rules.3.normal"), (5, 5, 4, "reflec_rules.3.full")), strict=True
    ):
        room = pygame.Rect(row.x, row.y, row.width, row.height - caption_height())
        size = max(16, min(room.height * 2 // 3, room.width // 9))
        y = room.centery - size // 2
        total = 4 * size + 3 * length(6) + length(24) + 3 * size
        x = room.centerx - total // 2
        for number in (4, 3, 2, 1):
            surface.blit(sprites.action_tile(size, number, number <= tiles, palette), (x, y))
            x += size + length(6)
        x += length(18)
        surface.blit(sprites.die(size, "S", die_before, palette), (x, y))
        middle = (x + size + size // 2, y + size // 2)
        head = max(4, size // 6)
        pygame.draw.line(
            surface, palette.accent, (middle[0] - head, middle[1]), (middle[0] + head, middle[1]), 3
        )
        pygame.draw.polygon(
            surface,
            palette.accent,
            [
                (middle[0] + head * 1.6, middle[1]),
                (middle[0] + head * 0.4, middle[1] - head),
                (middle[0] + head * 0.4, middle[1] + head),
            ],
        )
        surface.blit(sprites.die(size, "S", die_after, palette), (x + 2 * size, y))
        caption(surface, t(key), (row.centerx, room.bottom + length(4)), row.width, palette, max_lines=4)


def diagram_actions(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Move (any facing), spin, and swap (the facings stay where they were), one example a row."""
    examples = (
        ("reflec_rules.4.move", [((1, 0), "S", "N", 110), ((2, 0), "S", "E", 255)]),
        ("reflec_rules.4.spin", [((1, 0), "S", "W", 255)]),
        ("reflec_rules.4.swap", [((1, 0), "M", "N", 255), ((2, 0), "S", "E", 255)]),
    )
    for row, (key, coins) in zip(split_rows(area, 3, gap=12), examples, strict=True):
        left = pygame.Rect(row.x, row.y, row.width * 11 // 20, row.height)
        board = MiniBoard(left, 4, 1)
        board.draw(surface, palette)
        for (file, rank), suit, facing, alpha in coins:
            board.coin(surface, palette, file, rank, suit, facing, alpha=alpha)
        a, b = board.center(1, 0), board.center(2, 0)
        reach = board.cell * 0.62
        if key.endswith("swap"):
            for start, end, y in ((a, b, a[1] - reach), (b, a, a[1] + reach)):
                pygame.draw.line(surface, palette.accent, (start[0], y), (end[0], y), 3)
                pygame.draw.circle(surface, palette.accent, (end[0], y), 5)
        elif key.endswith("move"):
            pygame.draw.line(surface, palette.accent, (a[0], a[1] - reach), (b[0], a[1] - reach), 3)
            pygame.draw.circle(surface, palette.accent, (b[0], a[1] - reach), 5)
        else:
            rect = pygame.Rect(0, 0, board.cell * 1.2, board.cell * 1.2)
            rect.center = (int(a[0]), int(a[1]))
            pygame.draw.arc(surface, palette.accent, rect, 0.4, 2.8, 3)
        text = pygame.Rect(left.right + length(12), row.y, row.right - left.right - length(12), row.height)
        lines = wrap_text(t(key), "small", text.width)[:4]
        step = line_height("small")
        y = text.centery - step * len(lines) // 2
        for line in lines:
            draw_text(surface, line, (text.x, y), "small", palette.text_muted)
            y += step


def diagram_limits(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """Which pairs may be swapped: yours with another's, neutral with anything, never two of yours."""
    pairs = (
        (("S", False), ("M", False), True),
        (("A", True), ("C", False), True),
        (("A", True), ("S", False), True),
        (("S", False), ("S", False), False),
        (("M", False), ("C", False), False),
    )
    rows = split_rows(
        pygame.Rect(area.x, area.y, area.width, area.height - caption_height(4)), len(pairs), gap=12
    )
    for row, ((suit_a, neutral_a), (suit_b, neutral_b), allowed) in zip(rows, pairs, strict=True):
        size = max(14, min(row.height - 4, row.width // 6))
        x = row.centerx - size * 2
        for k, (suit, neutral) in enumerate(((suit_a, neutral_a), (suit_b, neutral_b))):
            image = sprites.coin(size, suit, 1 if k == 0 else 3, palette, neutral)
            surface.blit(image, (x + k * (size + size // 4), row.centery - size // 2))
        mark = (x + 2 * size + size // 2 + size // 2, row.centery)
        if allowed:
            tick(surface, palette.success, mark, size * 0.3)
        else:
            cross(surface, palette.danger, mark, size * 0.28)
    caption(
        surface,
        t("reflec_rules.5.pairs"),
        (area.centerx, rows[-1].bottom + length(6)),
        area.width,
        palette,
        max_lines=4,
    )


def diagram_beam(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """A shot that turns at three coins and destroys a laser; a shot that closes a loop."""
    left, right = split_columns(area, 2, gap=16)
    board = MiniBoard(left, 5, 5, reserve=caption_room(t("reflec_rules.6.hit"), left.width))
    board.draw(surface, palette)
    coins = {(3, 0): ("C", "N"), (3, 3): ("M", "W"), (1, 3): ("A", "N")}
    pieces = {(0, 0): laser_value("S"), (1, 4): laser_value("M")}
    for (file, rank), (suit, facing) in coins.items():
        board.coin(surface, palette, file, rank, suit, facing)
        pieces[file, rank] = coin_value(suit, facing)
    board.pawn(surface, palette, 0, 0, "S")
    board.pawn(surface, palette, 1, 4, "M")
    board.shot(surface, palette, pieces, (0, 0), "E", "S")
    cross(surface, palette.danger, board.center(1, 4), board.cell * 0.22)
    whole_caption(surface, t("reflec_rules.6.hit"), board.rect.bottom + length(6), left, palette)
    board = MiniBoard(right, 5, 5, reserve=caption_room(t("reflec_rules.6.loop"), right.width))
    board.draw(surface, palette)
    loop = {(2, 0): ("S", "N"), (2, 2): ("C", "E"), (4, 2): ("M", "S"), (4, 0): ("A", "W")}
    pieces = {(0, 0): laser_value("S")}
    for (file, rank), (suit, facing) in loop.items():
        board.coin(surface, palette, file, rank, suit, facing, alpha=150)
        pieces[file, rank] = coin_value(suit, facing)
    board.pawn(surface, palette, 0, 0, "S")
    board.shot(surface, palette, pieces, (0, 0), "E", "S")
    for file, rank in loop:
        pygame.draw.circle(surface, palette.danger, board.center(file, rank), board.cell * 0.45, 2)
    whole_caption(surface, t("reflec_rules.6.loop"), board.rect.bottom + length(6), right, palette)


def diagram_end(surface: pygame.Surface, area: pygame.Rect, palette: Palette) -> None:
    """An eliminated player's coins turn neutral (grey); the last laser standing wins."""
    board = MiniBoard(area, 5, 4, reserve=caption_room(t("reflec_rules.7.neutral"), area.width))
    board.draw(surface, palette)
    board.pawn(surface, palette, 0, 0, "S")
    for file, rank, facing in ((1, 2, "E"), (3, 1, "N"), (2, 3, "W")):
        board.coin(surface, palette, file, rank, "M", facing, neutral=True)
    board.coin(surface, palette, 3, 3, "S", "S")
    wreck = sprites.ghost(sprites.pawn(int(board.cell * 0.76), "M", palette), 90)
    x, y = board.center(0, 3)
    surface.blit(wreck, wreck.get_rect(center=(int(x), int(y))))
    cross(surface, palette.danger, (x, y), board.cell * 0.22)
    whole_caption(surface, t("reflec_rules.7.neutral"), board.rect.bottom + length(6), area, palette)


# --- pages ----------------------------------------------------------------------------------
