"""How much room the words of the Reflec table side need at a given cell size.

The table side's text is sized from the board's cell and then by the
player's text scale, so at a large text scale it outgrows a side sized in
cells alone. `side_room` measures, for one cell size, the width each row,
caption and the legend need on one line and the heights that follow, and
the coordinate margin the file letters and rank numbers need; the layout
tries cell sizes until board and side fit the window.
"""

from __future__ import annotations

from collections.abc import Sequence

from reflectgames.games.reflec.board import SUITS
from reflectgames.games.reflec.layout import SideRoom
from reflectgames.i18n import t
from reflectgames.ui.text import length, line_height, text_width

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


def side_room(names: Sequence[str], cell: int) -> SideRoom:
    """The room the side's words need at `cell`: each name on one line above its status."""
    name_size, status_size, label = _px(cell, NAME_SHARE), _px(cell, STATUS_SHARE), _px(cell, LABEL_SHARE)
    row_text = line_height(name_size, True) + line_height(status_size)
    row_h = int(row_text / (1 - 2 * ROW_PAD_SHARE)) + 2
    pad = max(4, row_h // 9)
    icon = max(14, min(row_h - 2 * pad, int(cell * 0.62)))
    words = max([*(text_width(name, name_size, True) for name in names),
                 *(text_width(status, status_size) for status in _statuses())])
    row_w = 5 * pad + icon + int(icon * 1.5) + max(12, int(icon * 0.72)) + max(words, int(cell * 1.3)) + 2
    points_text = text_width(t("reflec.side.points"), label)
    points_h = int((line_height(label) + int(cell * 0.6)) / 0.85) + 2
    button_w = max(text_width(t("reflec.end_turn"), "small", True) + length(16),
                   text_width(t("reflec.side.drop_round"), label))
    button_h = line_height("small", True) + length(8)
    legend_step = line_height(status_size) + 2
    costs = (t(f"reflec.side.cost{cost}") for cost in (1, 2, 3))
    legend_w = legend_step + 8 + max(text_width(cost, status_size) for cost in costs)
    side_pad = max(6, cell // 8)
    width = max(row_w, points_text + 2 * max(4, points_h // 10), button_w, legend_w) + 2 * side_pad
    return SideRoom(width=width, points_h=points_h, button_h=button_h, row_h=row_h,
                    legend_h=3 * legend_step + 4, coords=line_height(_px(cell, COORD_SHARE)) + 2)
