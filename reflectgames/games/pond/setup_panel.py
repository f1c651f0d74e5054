"""The Reflection Pond part of the New game form: random or chosen tiles, and who starts.

`OptionsEditor` shows one 4x4 pond drawn with the game's own sprites (both
ponds use the same numbers, so one pond stands for both). In "Choose tiles"
mode a click, or Enter on the keyboard cursor, puts the selected piece (fly,
frog start or water) on a pad or lifts it again. The setup scene embeds the
editor: it lays it out, forwards its events, asks `error()` before starting
and passes `options()` on to the rules.
"""

from __future__ import annotations

from typing import Any

import pygame

from reflectgames.games import get_rules
from reflectgames.games.pond.board import SIZE, TILES, row_col, tile_of
from reflectgames.games.pond.message_keys import FULL_NOTICES, MODE_NAMES, PIECE_NAMES
from reflectgames.games.pond.painters import sprites
from reflectgames.i18n import t
from reflectgames.ui.draw import draw_focus_ring, shadowed_round_rect
from reflectgames.ui.text import draw_text, length, line_height, text_width, wrap_text
from reflectgames.ui.theme import Palette, darker, lighter, mix
from reflectgames.ui.widgets import ACTIVATE_KEYS, Choice, ControlStops, Option, pointer_position

MODES = ("random", "choose")
TOOLS = ("flies", "start", "water")
LIMITS = {"flies": 5, "start": 1, "water": 2}
RULES = get_rules("pond")
_RADIUS = 10
LEFT_BUTTON = 1
RIGHT_BUTTON = 3  # lifts the piece on a pad
# A note that does not fit one line may take this many lines in the small size.
NOTE_LINES = 2


class OptionsEditor(ControlStops):
    """Random or hand-picked fly, frog-start and water tiles, plus the starting player."""

    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.mode = "random"
        self.tool = "flies"
        self.flies: list[int] = []
        self.start: int | None = None
        self.water: list[int] = []
        self.first = Choice(t("pond_setup.first"), self._first_options(), None)
        # The host may mirror its focus into this attribute; otherwise it follows the input.
        self.focused = False
        self._was_focused = False
        self.stop = "mode"
        self.cursor = 1
        self.notice = ""
        self.notice_is_error = False
        self._pointer: tuple[int, int] | None = None
        self.pond = pygame.Rect(0, 0, 0, 0)
        self.tile = 1
        self.grid_origin = (0, 0)
        self.rows: list[pygame.Rect] = []
        self.font = "body"

    # --- what the host reads --------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """Only what the players fixed; everything left out is drawn by the rules.

        A kind of piece is fixed once all its pads are chosen; with none chosen it is drawn at
        random, so any of flies, frog start and water may be fixed without the others.
        """
        chosen: dict[str, Any] = {}
        if self.mode == "choose":
            if len(self.flies) == LIMITS["flies"]:
                chosen["flies"] = sorted(self.flies)
            if len(self.water) == LIMITS["water"]:
                chosen["water"] = sorted(self.water)
            if self.start is not None:
                chosen["start"] = self.start
        if self.first.value is not None:
            chosen["first"] = self.first.value
        return chosen

    def drawn_at_random(self) -> list[str]:
        """The kinds of piece left to the draw (none of their pads chosen)."""
        if self.mode != "choose":
            return list(TOOLS)
        return [tool for tool in TOOLS if self.count(tool) == 0]

    def error(self) -> str | None:
        """Why the game cannot start with this choice yet, in one translated line; None when it can."""
        if self.mode != "choose":
            return None
        # Only a kind of piece begun and left half-placed stops the start: the rules fix a whole
        # kind or draw it, never part of one.
        missing = LIMITS["flies"] - len(self.flies)
        if 0 < missing < LIMITS["flies"]:
            return t("pond_setup.need.fly") if missing == 1 else t("pond_setup.need.flies", count=missing)
        if len(self.water) == 1:
            return t("pond_setup.need.water_one")
        try:
            RULES.new_game(2, 0, self.options())
        except ValueError:
            return t("pond_setup.invalid")
        return None

    # --- pieces --------------------------------------------------------------------------
    def _first_options(self) -> list[Option]:
        return [Option(None, t("pond_setup.first.random")), Option(0, t("pond_setup.first.0")),
                Option(1, t("pond_setup.first.1"))]

    def count(self, tool: str) -> int:
        return len(self.flies) if tool == "flies" else len(self.water) if tool == "water" else int(
            self.start is not None)

    def piece_at(self, tile: int) -> str | None:
        if tile in self.flies:
            return "flies"
        if tile == self.start:
            return "start"
        if tile in self.water:
            return "water"
        return None

    def _lift(self, tile: int) -> None:
        if tile in self.flies:
            self.flies.remove(tile)
        if tile in self.water:
            self.water.remove(tile)
        if tile == self.start:
            self.start = None

    def toggle(self, tile: int) -> None:
        """Put the selected piece on `tile`, or lift it if it is already there."""
        self.notice = ""
        self.notice_is_error = False
        if self.mode != "choose":
            # Touching the pond is the clearest way to say "I want to choose".
            self.mode = "choose"
        here = self.piece_at(tile)
        if here == self.tool:
            self._lift(tile)
            return
        if self.tool == "start":
            self._lift(tile)
            self.start = tile
        else:
            pieces = self.flies if self.tool == "flies" else self.water
            if len(pieces) >= LIMITS[self.tool]:
                self.notice = t(FULL_NOTICES[self.tool])
                self.notice_is_error = True
                return
            self._lift(tile)
            pieces.append(tile)
        if here is not None:
            self.notice = t("pond_setup.replaced", tile=tile)
        self._advance_tool()

    def clear(self, tile: int) -> None:
        self.notice = ""
        self._lift(tile)

    def _advance_tool(self) -> None:
        """Once a kind of piece is complete, move on to the next one still missing."""
        if self.count(self.tool) < LIMITS[self.tool]:
            return
        index = TOOLS.index(self.tool)
        for step in range(1, len(TOOLS)):
            tool = TOOLS[(index + step) % len(TOOLS)]
            if self.count(tool) < LIMITS[tool]:
                self.tool = tool
                return

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.notice = ""

    # --- layout ---------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        gap = length(16)
        row_gap = max(2, length(6))
        wide = self.rect.width >= self.rect.height * 1.6
        if wide:
            side = min(self.rect.height, int(self.rect.width * 0.38))
            self.pond = pygame.Rect(self.rect.left, self.rect.centery - side // 2, side, side)
            column = pygame.Rect(self.pond.right + gap, self.rect.top,
                                 self.rect.right - self.pond.right - gap, self.rect.height)
        else:
            # A tall space: the pond on top, the controls under it.
            controls = min(self.rect.height // 2, 4 * length(40) + 3 * row_gap)
            side = max(4 * length(16), min(self.rect.width, self.rect.height - controls - gap))
            self.pond = pygame.Rect(self.rect.centerx - side // 2, self.rect.top, side, side)
            column = pygame.Rect(self.rect.left, self.pond.bottom + gap, self.rect.width,
                                 self.rect.bottom - self.pond.bottom - gap)
        inset = max(3, side // 30)
        self.tile = max(1, (side - 2 * inset) // SIZE)
        half = self.tile * SIZE // 2
        self.grid_origin = (self.pond.centerx - half, self.pond.centery - half)
        row = max(1, min(length(40), (column.height - 3 * row_gap) // 4))
        top = column.top + (column.height - (4 * row + 3 * row_gap)) // 2
        self.rows = [pygame.Rect(column.left, top + k * (row + row_gap), column.width, row) for k in range(4)]
        self.first.rect = self.rows[2].copy()
        self.font = "body" if row >= line_height("body") + length(8) else "small"

    def pad_rect(self, tile: int) -> pygame.Rect:
        row, col = row_col(tile)
        x, y = self.grid_origin
        return pygame.Rect(x + col * self.tile, y + row * self.tile, self.tile, self.tile)

    def tile_at(self, pos: tuple[int, int]) -> int | None:
        for tile in TILES:
            if self.pad_rect(tile).collidepoint(pos):
                return tile
        return None

    def segment_rects(self, row: pygame.Rect, count: int) -> list[pygame.Rect]:
        width = row.width // count
        return [pygame.Rect(row.left + k * width, row.top, width if k < count - 1 else row.width - k * width,
                            row.height) for k in range(count)]

    # --- input ------------------------------------------------------------------------------
    def _stops(self) -> list[str]:
        return ["mode", "tool", "pond", "first"] if self.mode == "choose" else ["mode", "pond", "first"]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(event.pos):
                return False
            self.focused = True
            return self._click(event)
        if event.type != pygame.KEYDOWN:
            return False
        self.focused = True
        if self.stop not in self._stops():
            self.stop = "pond"
        if event.key == pygame.K_TAB:
            return self._move_stop(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
        if self.stop == "pond":
            return self._pond_key(event.key)
        return self._control_key(event)

    def _control_key(self, event: pygame.event.Event) -> bool:
        """A key while a control (mode, piece, who starts) has the keyboard cursor."""
        key = event.key
        if key == pygame.K_UP:
            return self._move_stop(-1)
        if key == pygame.K_DOWN:
            return self._move_stop(1)
        if self.stop == "mode" and key in (pygame.K_LEFT, pygame.K_RIGHT, *ACTIVATE_KEYS):
            if key in ACTIVATE_KEYS or (key == pygame.K_LEFT) == (self.mode == "choose"):
                self.set_mode("random" if self.mode == "choose" else "choose")
            return True
        if self.stop == "tool" and key in (pygame.K_LEFT, pygame.K_RIGHT, *ACTIVATE_KEYS):
            delta = -1 if key == pygame.K_LEFT else 1
            self.tool = TOOLS[(TOOLS.index(self.tool) + delta) % len(TOOLS)]
            return True
        if self.stop == "first":
            self.first.focused = True
            return self.first.handle_event(event)
        return False

    def _pond_key(self, key: int) -> bool:
        row, col = row_col(self.cursor)
        if key == pygame.K_UP:
            if row == 0:
                return self._move_stop(-1)
            row -= 1
        elif key == pygame.K_DOWN:
            if row == SIZE - 1:
                return self._move_stop(1)
            row += 1
        elif key == pygame.K_LEFT:
            col = max(0, col - 1)
        elif key == pygame.K_RIGHT:
            col = min(SIZE - 1, col + 1)
        elif key in ACTIVATE_KEYS:
            self.toggle(self.cursor)
            return True
        elif key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.clear(self.cursor)
            return True
        else:
            return False
        self.cursor = tile_of(row, col)
        return True

    def _click(self, event: pygame.event.Event) -> bool:
        pos = event.pos
        tile = self.tile_at(pos)
        if tile is not None:
            self.stop = "pond"
            self.cursor = tile
            if getattr(event, "button", LEFT_BUTTON) == RIGHT_BUTTON:
                self.clear(tile)
            elif getattr(event, "button", LEFT_BUTTON) == LEFT_BUTTON:
                self.toggle(tile)
            return True
        if getattr(event, "button", LEFT_BUTTON) != LEFT_BUTTON:
            return True
        for mode, rect in zip(MODES, self.segment_rects(self.rows[0], len(MODES)), strict=True):
            if rect.collidepoint(pos):
                self.stop = "mode"
                self.set_mode(mode)
                return True
        if self.mode == "choose":
            for tool, rect in zip(TOOLS, self.segment_rects(self.rows[1], len(TOOLS)), strict=True):
                if rect.collidepoint(pos):
                    self.stop = "tool"
                    self.tool = tool
                    return True
        if self.first.rect.collidepoint(pos):
            self.stop = "first"
            self.first.handle_event(event)
            return True
        return True  # a click on the editor's background still belongs to it

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        if self.focused and not self._was_focused and self.stop not in self._stops():
            self.stop = "mode"
        self._was_focused = self.focused
        # Texts are looked up at draw time so a language switch shows at once.
        self.first.label = t("pond_setup.first")
        for option, fresh in zip(self.first.options, self._first_options(), strict=True):
            option.text = fresh.text
        previous_clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(length(12), length(12)).clip(previous_clip))
        pointer = pointer_position(self._pointer)
        self._draw_pond(surface, pointer)
        modes = [(t(MODE_NAMES[mode]), "", t(MODE_NAMES[mode])) for mode in MODES]
        self._draw_segments(surface, self.rows[0], modes, MODES.index(self.mode),
                            has_cursor=self.stop == "mode", pointer=pointer)
        if self.mode == "choose":
            self._draw_segments(surface, self.rows[1], self.tool_labels(), TOOLS.index(self.tool),
                                has_cursor=self.stop == "tool", pointer=pointer, icons=True)
        else:
            self._draw_note(surface, self.rows[1], t("pond_setup.info.random"), self.palette.text_muted)
        self.first.focused = self.focused and self.stop == "first"
        self.first.hovered = pointer is not None and self.first.rect.collidepoint(pointer)
        self.first.draw(surface, self.palette)
        self._draw_status(surface)
        surface.set_clip(previous_clip)

    def _status(self) -> tuple[str, tuple[int, int, int]]:
        palette = self.palette
        if self.notice:
            return self.notice, palette.danger if self.notice_is_error else palette.text_muted
        if self.mode != "choose":
            return "", palette.text_muted
        problem = self.error()
        if problem:
            return problem, palette.accent
        drawn = self.drawn_at_random()
        if drawn:
            names = ", ".join(t(PIECE_NAMES[tool]) for tool in drawn)
            return t("pond_setup.info.ready_drawn", drawn=names), palette.success
        return t("pond_setup.info.ready"), palette.success

    def _draw_status(self, surface: pygame.Surface) -> None:
        text, color = self._status()
        if text:
            self._draw_note(surface, self.rows[3], text, color)

    def _draw_note(self, surface: pygame.Surface, row: pygame.Rect, text: str, color: tuple[int, int, int]
                   ) -> None:
        """One line of guidance; a long one takes two lines in the small size rather than being cut."""
        for size in (self.font, "small"):
            lines = wrap_text(text, size, row.width - length(8))
            step = line_height(size)
            if len(lines) == 1 or (len(lines) == NOTE_LINES and NOTE_LINES * step <= row.height + length(16)):
                top = row.centery - step * len(lines) // 2
                for k, line in enumerate(lines):
                    draw_text(surface, line, (row.left + length(4), top + k * step), size, color)
                return
        draw_text(surface, text, (row.left + length(4), row.centery), "small", color, anchor="midleft",
                  max_width=row.width - length(8))

    def tool_labels(self) -> list[tuple[str, str, str]]:
        """(name, "3 of 5", "Flies 3 of 5") for each kind of piece."""
        labels = []
        for tool in TOOLS:
            name = t(PIECE_NAMES[tool])
            count, limit = self.count(tool), LIMITS[tool]
            if count == 0:  # nothing chosen yet: say what the game will do with it
                labels.append((name, t("pond_setup.random_short"), t("pond_setup.tool_random", name=name)))
                continue
            labels.append((name, t("pond_setup.count", count=count, limit=limit),
                           t("pond_setup.tool_count", name=name, count=count, limit=limit)))
        return labels

    def _segment_style(self, row: pygame.Rect, labels: list[tuple[str, str, str]], icons: bool
                       ) -> tuple[str, bool, bool]:
        """(font, two lines, icon): the roomiest style in which every label fits its segment."""
        room = row.width // len(labels) - length(12)
        icon = min(row.height - 6, length(26))
        # Two short lines ("Flies" over "3 of 5") when the row is tall enough for them.
        tall = row.height + length(4) >= 2 * line_height("small")
        two_lines = tall and all(sub for _name, sub, _line in labels)
        for size, with_icon in ((self.font, icons), (self.font, False), ("small", icons), ("small", False)):
            space = room - (icon + length(4) if with_icon else 0)
            if two_lines:
                fits = all(max(text_width(name, "small", True), text_width(sub, "small")) <= space
                           for name, sub, _line in labels)
            else:
                fits = all(text_width(line, size, True) <= space for _name, _sub, line in labels)
            if fits:
                return ("small" if two_lines else size), two_lines, with_icon
        return "small", two_lines, False

    def _draw_segments(self, surface: pygame.Surface, row: pygame.Rect, labels: list[tuple[str, str, str]],
                       selected: int, *, has_cursor: bool, pointer: tuple[int, int] | None,
                       icons: bool = False) -> None:
        palette = self.palette
        radius = min(_RADIUS, row.height // 2)
        shadowed_round_rect(surface, row, palette.button_secondary, radius)
        size, two_lines, with_icon = self._segment_style(row, labels, icons)
        rects = self.segment_rects(row, len(labels))
        for index, ((name, sub, line), rect) in enumerate(zip(labels, rects, strict=True)):
            chosen = index == selected
            if chosen:
                shadowed_round_rect(surface, rect.inflate(-4, -4), palette.button, max(2, radius - 2),
                                    shadow=False)
            elif pointer is not None and rect.collidepoint(pointer):
                pygame.draw.rect(surface, lighter(palette.button_secondary, 0.1), rect.inflate(-4, -4),
                                 border_radius=max(2, radius - 2))
            if index:
                pygame.draw.line(surface, darker(palette.button_secondary, 0.35), (rect.left, rect.top + 5),
                                 (rect.left, rect.bottom - 6))
            ink = palette.text_on_accent if chosen else palette.text
            left = rect.left + length(6)
            if with_icon:
                icon = min(rect.height - 6, length(26))
                image = self._piece_image(TOOLS[index], icon)
                surface.blit(image, image.get_rect(midleft=(left, rect.centery)))
                left += icon + length(4)
            room = rect.right - length(6) - left
            middle = (left + rect.right - length(6)) // 2
            if two_lines:
                step = line_height("small")
                draw_text(surface, name, (middle, rect.centery - step // 2), "small", ink, bold=True,
                          anchor="center", max_width=room)
                draw_text(surface, sub, (middle, rect.centery + step // 2), "small", ink,
                          anchor="center", max_width=room)
            else:
                draw_text(surface, line, (middle, rect.centery), size, ink, bold=True,
                          anchor="center", max_width=room)
        if self.focused and has_cursor:
            draw_focus_ring(surface, row, palette.focus, radius)

    def _piece_image(self, piece: str, size: int) -> pygame.Surface:
        palette = self.palette
        if piece == "flies":
            return sprites.fly(size, palette.fly)
        if piece == "start":
            return sprites.frog(size, palette.players[0])
        return sprites.water_hole(size, palette.water, palette.water_deep, palette.mirror_line)

    def _draw_pond(self, surface: pygame.Surface, pointer: tuple[int, int] | None) -> None:
        palette = self.palette
        shadowed_round_rect(surface, self.pond, palette.water, max(4, self.tile // 4), rim=palette.water_deep)
        size = self.tile
        pad_size = int(size * 0.98)
        hole = sprites.water_hole(pad_size, palette.water, palette.water_deep, palette.mirror_line)
        fly_size = max(8, int(size * 0.5))
        fly_image = sprites.fly(fly_size, palette.fly)
        frog_image = sprites.frog(max(8, int(size * 0.78)), palette.players[0])
        number_size = max(13, int(size * 0.2))
        choosing = self.mode == "choose"
        hovered = self.tile_at(pointer) if pointer is not None else None
        for tile in TILES:
            rect = self.pad_rect(tile)
            piece = self.piece_at(tile) if choosing else None
            if piece == "water":
                surface.blit(hole, hole.get_rect(center=rect.center))
            else:
                pad = sprites.lily_pad(pad_size, palette.lily, palette.lily_edge, (tile * 0.37) % 1)
                surface.blit(pad, pad.get_rect(center=rect.center))
            draw_text(surface, str(tile), (int(rect.x + size * 0.08), int(rect.y + size * 0.02)), number_size,
                      mix(palette.text, palette.lily_edge, 0.15), bold=True)
            if piece == "flies":
                surface.blit(fly_image, fly_image.get_rect(center=(rect.centerx + size * 0.16,
                                                                    rect.centery + size * 0.1)))
            elif piece == "start":
                frog_center = (rect.centerx, rect.centery + size * 0.06)
                surface.blit(frog_image, frog_image.get_rect(center=frog_center))
            if tile == hovered or (self.focused and self.stop == "pond" and tile == self.cursor):
                self._draw_preview(surface, tile, rect, piece)
        if not choosing:
            self._draw_random_veil(surface)
        if self.focused and self.stop == "pond":
            ring = self.pad_rect(self.cursor).inflate(-2, -2)
            pygame.draw.rect(surface, palette.focus, ring, 2, border_radius=max(3, self.tile // 5))

    def _draw_preview(self, surface: pygame.Surface, tile: int, rect: pygame.Rect, piece: str | None) -> None:
        """A faint copy of the selected piece where it would go (nothing when it would be lifted)."""
        palette = self.palette
        pygame.draw.circle(surface, lighter(palette.highlight, 0.2), rect.center, int(self.tile * 0.45), 1)
        if self.mode != "choose" or piece == self.tool:
            return
        if self.tool == "flies":
            ghost = sprites.fly(max(8, int(self.tile * 0.5)), palette.fly).copy()
            center = (rect.centerx + self.tile * 0.16, rect.centery + self.tile * 0.1)
        elif self.tool == "start":
            ghost = sprites.frog(max(8, int(self.tile * 0.78)), palette.players[0]).copy()
            center = (rect.centerx, rect.centery + self.tile * 0.06)
        else:
            ghost = sprites.water_hole(int(self.tile * 0.98), palette.water, palette.water_deep,
                                       palette.mirror_line).copy()
            center = rect.center
        ghost.set_alpha(110)
        surface.blit(ghost, ghost.get_rect(center=(int(center[0]), int(center[1]))))

    def _draw_random_veil(self, surface: pygame.Surface) -> None:
        """Random mode: the pads show through a mist, each with a question mark (drawn later)."""
        palette = self.palette
        mist = pygame.Surface(self.pond.size, pygame.SRCALPHA)
        radius = max(4, self.tile // 4)
        pygame.draw.rect(mist, (*palette.water_deep, 120), mist.get_rect(), border_radius=radius)
        surface.blit(mist, self.pond.topleft)
        size = max(13, int(self.tile * 0.42))
        for tile in TILES:
            center = self.pad_rect(tile).center
            draw_text(surface, "?", (center[0], center[1] + self.tile // 12), size, palette.text, bold=True,
                      anchor="center")
