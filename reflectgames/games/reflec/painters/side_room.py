"""How much room the words of the Reflec table side need at a given cell size.

The table side's text is sized from the board's cell and then by the
player's text scale, so at a large text scale it outgrows a side sized in
cells alone. `side_room` measures, for one cell size, the width each row,
caption and the legend need on one line and the heights that follow, and
the coordinate margin the file letters and rank numbers need; the layout
tries cell sizes until board and side fit the window.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from reflectgames.games.reflec.board import SUITS
from reflectgames.games.reflec.layout import SideRoom
from reflectgames.games.reflec.painters.table_side import tray_size
from reflectgames.i18n import t
from reflectgames.ui.text import length, line_height, text_width, wrap_text

# The shares of the cell that size the side's text (see table_side and side_painter); a text size is
# never below 13 px at scale 1, as the painters do.
NAME_SHARE, STATUS_SHARE, LABEL_SHARE, COORD_SHARE = 0.21, 0.18, 0.2, 0.2
# A row's padding is this share of its height (table_side._draw_row).
ROW_PAD_SHARE = 1 / 9


def _px(cell: int, share: float) -> int:
    return max(13, int(cell * share))


def _statuses() -> list[str]:
    """Every word a row may show under the name."""
    return [t("reflec.side.winner"), t("reflec.side.neutral"), t("reflec.side.no_laser"),
            *(t(f"reflec.suit.{suit}") for suit in SUITS)]


def widest_word(texts: Iterable[str], size: int, bold: bool = False) -> int:
    """The width of the widest single word of `texts`: the least a wrapping box may be."""
    return max(text_width(word, size, bold) for text in texts for word in text.split())


def wrapped_height(text: str, size: int, width: int, bold: bool = False) -> int:
    """The height of `text` wrapped between words at `width` pixels."""
    return len(wrap_text(text, size, width, bold)) * line_height(size, bold)


def legend_height(costs: Sequence[str], size: int, width: int) -> int:
    """The cost legend's height with each cost wrapped beside its number in `width` pixels
    (`table_side.draw_legend` draws it so)."""
    step = line_height(size) + 2
    return sum(wrapped_height(cost, size, width - step - 4) + 2 for cost in costs)


def side_room(names: Sequence[str], cell: int, wrapped: bool = False) -> SideRoom:
    """The room the side's words need at `cell`: each name on one line above its status, or (`wrapped`)
    names, the tile points caption and the legend wrapped at the width of their longest word."""
    name_size, status_size, label = _px(cell, NAME_SHARE), _px(cell, STATUS_SHARE), _px(cell, LABEL_SHARE)
    costs = [t(f"reflec.side.cost{cost}") for cost in (1, 2, 3)]
    caption = t("reflec.side.points")
    statuses = max(text_width(status, status_size) for status in _statuses())
    if wrapped:
        name_w = widest_word(names, name_size, True)
        caption_w = widest_word([caption], label)
        cost_w = widest_word(costs, status_size)
    else:
        name_w = max(text_width(name, name_size, True) for name in names)
        caption_w = text_width(caption, label)
        cost_w = max(text_width(cost, status_size) for cost in costs)
    name_lines = max(len(wrap_text(name, name_size, name_w, True)) for name in names)
    row_text = name_lines * line_height(name_size, True) + line_height(status_size)
    words = max(name_w, statuses)
    if wrapped:  # a narrow row (table_side.tray_boxes): the die and the coins under the words
        pad = max(4, cell // 10)
        icon = max(14, int(cell * 0.62))
        die_size, supply_w = tray_size(icon)
        row_h = 2 * pad + row_text + pad // 2 + icon + 2
        row_w = 3 * pad + icon + max(words, die_size + pad + supply_w) + 2
    else:
        row_h = int(row_text / (1 - 2 * ROW_PAD_SHARE)) + 2
        pad = max(4, row_h // 9)
        icon = max(14, min(row_h - 2 * pad, int(cell * 0.62)))
        row_w = 5 * pad + icon + int(icon * 1.5) + max(12, int(icon * 0.72)) + max(words, int(cell * 1.3)) + 2
    tiles = int(cell * 0.6)
    points_pad = max(4, (line_height(label) + tiles) // 8)
    button_w = max(text_width(t("reflec.end_turn"), "small", True) + length(16),
                   text_width(t("reflec.side.drop_round"), label))
    button_h = line_height("small", True) + length(8)
    legend_step = line_height(status_size) + 2
    legend_w = legend_step + 8 + cost_w
    side_pad = max(6, cell // 8)
    inner = max(row_w, caption_w + 2 * points_pad, button_w, legend_w)
    caption_h = wrapped_height(caption, label, inner - 2 * points_pad)
    points_h = int((caption_h + tiles) / 0.85) + 2
    return SideRoom(width=inner + 2 * side_pad, points_h=points_h, button_h=button_h, row_h=row_h,
                    legend_h=legend_height(costs, status_size, inner) + 4,
                    coords=line_height(_px(cell, COORD_SHARE)) + 2)
