"""The column of notes beside the Reflector grids: who is who, the counts, the last turn, the buttons.

Three raised cards: the opponent's grid (nodes left, cells you hold there) at
the top, the middle card (placing nodes with the Ready button, the last
turn, or the result with the tie-break counts) by the cut, and your own grid
(your nodes, cells given away) at the bottom. Everything comes from the
observation of the seat looking at the screen.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from reflectgames.games.reflector.message_keys import STATUS_MESSAGES
from reflectgames.games.reflector.observation import ReflectorObservation
from reflectgames.games.reflector.painters import sprites
from reflectgames.games.reflector.painters.looks import ALIVE, CAPTURED, EXPOSED, KNOWN, Look, draw_look
from reflectgames.games.reflector.state import NODES_PER_PLAYER as NODES
from reflectgames.i18n import t
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.text import draw_text, draw_wrapped, length, line_height, wrap_text
from reflectgames.ui.theme import Palette, darker
from reflectgames.ui.widgets import Button

BUTTON_H = 38
BUTTON_GAP = 8
# The middle card's padding and heading above its buttons.
MIDDLE_HEADING = 64


@dataclass
class NotesLayout:
    top: pygame.Rect
    middle: pygame.Rect
    bottom: pygame.Rect

    def place_buttons(self, buttons: list[Button]) -> None:
        """Stack `buttons` at the bottom of the middle card."""
        inner = self.middle.inflate(-2 * length(12), -2 * length(12))
        height = length(BUTTON_H)
        for index, button in enumerate(buttons):
            top = inner.bottom - (len(buttons) - index) * (height + length(BUTTON_GAP)) + length(BUTTON_GAP)
            button.rect = pygame.Rect(inner.x, top, inner.width, height)


def place_notes(rect: pygame.Rect, cell: int, cut_y: int, grids: dict[str, pygame.Rect],
                with_buttons: bool = False) -> NotesLayout:
    """Three cards in the column: level with the opponent's grid, the cut and the own grid."""
    gap = max(6, cell // 3)
    card_h = max(player_card_height(), int(cell * 3.6))
    # The middle card keeps room for its heading, and while nodes are placed for the two placement
    # buttons (Ready, at random), however large the text: the player cards give way instead.
    middle_least = length(MIDDLE_HEADING + (2 * (BUTTON_H + BUTTON_GAP) if with_buttons else 0))
    room = grids["own"].bottom - grids["opponent"].top - 2 * gap - middle_least
    card_h = max(0, min(card_h, room // 2))
    top = pygame.Rect(rect.x, grids["opponent"].top, rect.width, card_h)
    bottom = pygame.Rect(rect.x, grids["own"].bottom - card_h, rect.width, card_h)
    middle_top = top.bottom + gap
    middle = pygame.Rect(rect.x, middle_top, rect.width, bottom.top - gap - middle_top)
    return NotesLayout(top, middle, bottom)


def _badge_size() -> int:
    return max(20, line_height("body") + length(4))


def _heading_height(title: str | None, width: int) -> int:
    """The badge and the bold name beside it, wrapped onto as many lines as a narrow card needs."""
    lines = 1 if title is None else len(wrap_text(title, "body", _heading_words_width(width), True))
    return length(10) + max(_badge_size(), lines * line_height("body", True)) + length(6)


def _heading_words_width(card_width: int) -> int:
    return card_width - _badge_size() - 3 * length(10)


def player_card_height(title: str | None = None, width: int = 0, cells: str | None = None) -> int:
    """What a player card needs: its heading (one line, or `title` wrapped to a card `width` wide),
    the nodes line (its icons may go under the words) and the cells line (one line, or `cells`
    wrapped); the middle card has the rest of the column."""
    nodes = line_height("small") + length(2) + max(_icon_size(), line_height("small")) + length(6)
    lines = 1 if cells is None else len(wrap_text(cells, "small", width - 2 * length(10)))
    return _heading_height(title, width) + nodes + lines * line_height("small") + length(4)


def _icon_size() -> int:
    """The node icons of a player card."""
    return max(12, min(length(20), line_height("small") + 2))


def draw_symbol_badge(surface: pygame.Surface, seat: int, center: tuple[float, float], size: int,
                      palette: Palette) -> None:
    """A player's symbol pencilled on a small square of the card's paper."""
    box = pygame.Rect(0, 0, size, size)
    box.center = (int(center[0]), int(center[1]))
    shadowed_round_rect(surface, box, sprites.PAPER, max(3, size // 6), rim=darker(sprites.PAPER, 0.4),
                        gloss=False)
    image = sprites.mark(sprites.SYMBOLS[seat], int(size * 0.9), palette.players[seat])
    surface.blit(image, image.get_rect(center=box.center))


def _node_row(surface: pygame.Surface, at: tuple[int, int], size: int, *, owner: int, captor: int,
              captured: int, palette: Palette, present: int = NODES) -> None:
    """Five node icons from `at`: captured ones carry the captor's symbol, places not filled yet are rings."""
    x, y = at
    for k in range(NODES):
        center = (x + k * size * 1.3 + size // 2, y + size // 2)
        if k >= present:
            image = sprites.ring(size, palette.text_muted, 1)
        elif k < captured:
            image = sprites.node(size, darker(palette.players[owner], 0.45))
        else:
            image = sprites.node(size, palette.players[owner])
        surface.blit(image, image.get_rect(center=center))
        if k < captured:
            mark = sprites.mark(sprites.SYMBOLS[captor], int(size * 1.2), palette.text)
            surface.blit(mark, mark.get_rect(center=center))


def _card(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, seat: int | None = None) -> None:
    rim = palette.players[seat] if seat is not None else palette.panel_edge
    shadowed_round_rect(surface, rect, palette.panel, length(12), rim=rim)


def _heading(surface: pygame.Surface, rect: pygame.Rect, seat: int, text: str, palette: Palette) -> int:
    """Badge and bold name at the top of a card, the name wrapped when long; returns the y below it."""
    pad = length(10)
    badge = _badge_size()
    draw_symbol_badge(surface, seat, (rect.x + pad + badge / 2, rect.y + pad + badge / 2), badge, palette)
    width = _heading_words_width(rect.width)
    lines = len(wrap_text(text, "body", width, True))
    top = rect.y + pad + max(0, badge - lines * line_height("body", True)) // 2
    _draw_lines(surface, text, (rect.x + 2 * pad + badge, top), width, "body", ink=palette.text, bold=True)
    return rect.y + _heading_height(text, rect.width)


def _draw_lines(surface: pygame.Surface, text: str, at: tuple[int, int], width: int, size: str,
                *, ink: tuple[int, int, int], bold: bool = False) -> None:
    """`text` wrapped to `width`, every line whole, from `at` down (the card is sized to hold them)."""
    x, y = at
    for index, line in enumerate(wrap_text(text, size, width, bold)):
        draw_text(surface, line, (x, y + index * line_height(size, bold)), size, ink, bold=bold)


def card_title(obs: ReflectorObservation, names: list[str], owner: int, watching: bool = False) -> str:
    """Whose grid a player card tells of: "your grid" for the person playing the seat on screen."""
    if owner == obs.seat and not watching:
        return t("reflector.notes.your_grid")
    return t("reflector.notes.grid_of", name=names[owner])


def draw_player_card(surface: pygame.Surface, rect: pygame.Rect, obs: ReflectorObservation, names: list[str],
                     owner: int, *, palette: Palette, placed: int | None = None,
                     watching: bool = False) -> None:
    """One grid's card: whose grid, its nodes (captured ones marked), the cells taken from it.

    `placed` counts the nodes on the board while its owner is still placing them. `watching`:
    no person plays the seat on screen, so its grid and cells are named, never "your".
    """
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))  # a card squeezed by large text shows what fits, never beyond it
    _draw_player_card(surface, rect, obs, names, owner, palette=palette, placed=placed, watching=watching)
    surface.set_clip(clip)


def _draw_player_card(surface: pygame.Surface, rect: pygame.Rect, obs: ReflectorObservation, names: list[str],
                      owner: int, *, palette: Palette, placed: int | None, watching: bool) -> None:
    viewer = obs.seat
    other = 1 - owner
    _card(surface, rect, palette, owner)
    mine = owner == viewer
    y = _heading(surface, rect, owner, card_title(obs, names, owner, watching), palette)
    pad = length(10)
    width = rect.width - 2 * pad
    captured = sum(n.captured for n in obs.own.nodes) if mine else NODES - obs.opponent.nodes_left
    if placed is not None:
        label = t("reflector.notes.placing", count=placed)
    else:
        label = t("reflector.notes.nodes_left", count=NODES - captured)
    size = _icon_size()
    shown = draw_text(surface, label, (rect.x + pad, y), "small", palette.text_muted, max_width=width)
    row_x = shown.right + length(10)
    if row_x + NODES * size * 1.3 > rect.right - pad:  # no room beside the words: under them
        row_x, y = rect.x + pad, y + line_height("small") + length(2)
    _node_row(surface, (row_x, y + (line_height("small") - size) // 2), size, owner=owner, captor=other,
              captured=captured, palette=palette, present=NODES if placed is None else placed)
    y += max(size, line_height("small")) + length(6)
    if placed is None and y + line_height("small") <= rect.bottom - length(4):
        _draw_lines(surface, cells_line(obs, names, owner, watching), (rect.x + pad, y), width, "small",
                    ink=palette.text_muted)


def cells_line(obs: ReflectorObservation, names: list[str], owner: int, watching: bool = False) -> str:
    """The cells the other player holds on `owner`'s grid, said from the seat on screen."""
    other = 1 - owner
    key = "reflector.notes.given" if owner == obs.seat or watching else "reflector.notes.held_here"
    return t(key, count=obs.cells_held[other], name=names[other])


def draw_middle_card(surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[str, bool]],
                     buttons: list[Button], legend: list[tuple[Look, str]], palette: Palette) -> None:
    """The card by the cut: a few lines (bold ones larger), a legend, and the buttons under them."""
    if rect.height < length(40):
        return
    _card(surface, rect, palette)
    pad = length(12)
    inner = rect.inflate(-2 * pad, -2 * pad)
    room_bottom = min([inner.bottom] + [button.rect.top - length(6) for button in buttons])
    y = inner.y
    for text, bold in lines:
        size = "body" if bold else "small"
        height = len(wrap_text(text, size, inner.width, bold)) * line_height(size, bold)
        if y + line_height(size, bold) > room_bottom:
            break
        tall = max(line_height(size, bold), min(height, room_bottom - y))
        area = pygame.Rect(inner.x, y, inner.width, tall)
        ink = palette.text if bold else palette.text_muted
        used = draw_wrapped(surface, text, area, size, ink, bold=bold)
        y += used + length(6)
    legend_area = pygame.Rect(inner.x, y + length(4), inner.width, room_bottom - y - length(4))
    _draw_legend(surface, legend_area, legend, palette)
    for button in buttons:
        button.draw(surface, palette)


def _legend_row() -> tuple[int, int, int]:
    """A legend row's least height, its paper square's side and where its words start."""
    row = max(line_height("small"), length(24)) + length(4)
    tile = row - length(6)
    return row, tile, length(10) + tile


def _legend_heights(legend: list[tuple[Look, str]], width: int) -> list[int]:
    row, _tile, words_x = _legend_row()
    counts = [len(wrap_text(text, "small", width - words_x)) for _look, text in legend]
    return [max(row, count * line_height("small") + length(4)) for count in counts]


def _line_heights(lines: list[tuple[str, bool]], width: int) -> list[int]:
    """The middle card's lines, each wrapped to `width`: bold ones in the larger size."""
    sizes = ["body" if bold else "small" for _text, bold in lines]
    return [len(wrap_text(text, size, width, bold)) * line_height(size, bold)
            for (text, bold), size in zip(lines, sizes, strict=True)]


def middle_lines_fit(rect: pygame.Rect, lines: list[tuple[str, bool]], buttons: list[Button]) -> bool:
    """Do the middle card's lines all fit, wrapped, in `rect` above its buttons (the legend may give way)?"""
    inner = rect.inflate(-2 * length(12), -2 * length(12))
    room = min([inner.bottom] + [button.rect.top - length(6) for button in buttons]) - inner.y
    return sum(height + length(6) for height in _line_heights(lines, inner.width)) <= room + length(6)


def middle_card_height(lines: list[tuple[str, bool]], legend: list[tuple[Look, str]], width: int) -> int:
    """What the middle card needs, `width` wide, to show every line and the whole legend."""
    inner = width - 2 * length(12)
    words = sum(height + length(6) for height in _line_heights(lines, inner))
    return 2 * length(12) + words + length(4) + sum(_legend_heights(legend, inner))


def _draw_legend(surface: pygame.Surface, area: pygame.Rect, legend: list[tuple[Look, str]],
                 palette: Palette) -> None:
    """Rows of a small paper square showing a mark, and what it means (wrapped onto more lines when
    long); from the bottom of `area` up, the last entries kept when room is short."""
    _row, tile, words_x = _legend_row()
    heights = _legend_heights(legend, area.width)
    kept = 0
    while kept < len(legend) and sum(heights[len(legend) - kept - 1:]) <= area.height:
        kept += 1
    y = area.bottom - sum(heights[len(legend) - kept:])
    for (look, text), height in list(zip(legend, heights, strict=True))[len(legend) - kept:]:
        box = pygame.Rect(area.x, y + (height - length(4) - tile) // 2, tile, tile)
        pygame.draw.rect(surface, sprites.PAPER, box)
        draw_look(surface, box, look, palette)
        pygame.draw.rect(surface, darker(sprites.PAPER, 0.35), box, 1)
        lines = len(wrap_text(text, "small", area.width - words_x)) * line_height("small")
        words = pygame.Rect(area.x + words_x, box.centery - lines // 2, area.width - words_x, lines)
        draw_wrapped(surface, text, words, "small", palette.text_muted)
        y += height


def legend(obs: ReflectorObservation, names: list[str], *, watching: bool = False) -> list[tuple[Look, str]]:
    """What the marks mean, for the phase shown: the last entries are kept when room is short.
    `watching`: no person plays the seat on screen, so its nodes are named, never "your"."""
    seat = obs.seat
    other = 1 - seat
    if obs.phase == "setup":
        return [
            (Look(shade=seat, node=seat, node_state=ALIVE), t("reflector.legend.node")),
            (Look(shade=seat), t("reflector.legend.territory")),
        ]
    # The cards' badges already tell X from O: those entries go first when room is short.
    return [
        (Look(holder=seat), t("reflector.legend.held", name=names[seat])),
        (Look(holder=other), t("reflector.legend.held", name=names[other])),
        (Look(shade=other, holder=seat, node=other, node_state=CAPTURED), t("reflector.legend.captured")),
        (Look(shade=seat, node=seat, node_state=EXPOSED),
         t("reflector.legend.exposed_of", owner=names[seat], name=names[other]) if watching
         else t("reflector.legend.exposed", name=names[other])),
        (Look(shade=other, node=other, node_state=KNOWN), t("reflector.legend.found")),
        (Look(shade=other), t("reflector.legend.territory")),
    ]


def middle_lines(obs: ReflectorObservation, names: list[str], placing: int | None) -> list[tuple[str, bool]]:
    """The middle card's words (text, bold): placing nodes, the last turn, or the result.

    `placing` counts the draft's nodes while the viewer is placing them, else None.
    """
    seat = obs.seat
    if obs.phase == "setup":
        if placing is not None:
            placed = t("reflector.notes.placing", count=placing)
            return [(placed, True), (t("reflector.notes.place_help"), False)]
        return [(t("reflector.notes.setup_wait"), True)]
    lines: list[tuple[str, bool]] = []
    if obs.phase == "over" and obs.winners is not None:
        title = t("result.wins", name=names[obs.winners[0]]) if obs.winners else t("result.draw")
        held = obs.cells_held
        counts = t("reflector.notes.final_counts", first=names[0], a=held[0], second=names[1], b=held[1])
        lines += [(title, True), (counts, False)]
    last = obs.last_claim
    if last is None:
        lines.append((t("reflector.notes.first_shooter", name=names[obs.first]), True))
        return lines
    # The claimed cell is on the shooter's opponent's grid; the conceded one on the shooter's.
    if last.shooter == seat:
        claimed, conceded = obs.opponent.held.get(last.cell), obs.own.lost_status.get(last.cell)
    else:
        claimed, conceded = obs.own.lost_status.get(last.cell), obs.opponent.held.get(last.cell)
    shooter = names[last.shooter]
    claim = t("reflector.notes.last_claim", name=shooter, cell=last.cell,
              status=t(STATUS_MESSAGES[claimed or "null"]))
    reflection = t("reflector.notes.last_reflection", name=shooter, cell=last.cell,
                   status=t(STATUS_MESSAGES[conceded or "null"]))
    lines += [(claim, obs.phase != "over"), (reflection, False)]
    return lines
