"""The listed moves reach exactly the cells an independent search of the rulebook's moves finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from reflecto_helpers import RULES, arrange, started

from reflectgames.games.reflecto.board import cell_name

KING = [(dr, df) for dr in (-1, 0, 1) for df in (-1, 0, 1) if (dr, df) != (0, 0)]


def reachable(occupied: set[tuple[int, int]], start: tuple[int, int], may_leave: bool) -> set[str]:
    """Player 0's destinations from `start`, searched square by square as a player would."""
    found = set()
    for dr, df in KING:
        cell = (start[0] + dr, start[1] + df)
        if 0 <= cell[0] < 7 and 0 <= cell[1] < 7 and cell not in occupied:
            found.add(cell)
    others = occupied - {start}
    seen = {start}
    frontier = [start]
    while frontier:
        here = frontier.pop()
        for dr, df in KING:
            over = (here[0] + dr, here[1] + df)
            land = (here[0] + 2 * dr, here[1] + 2 * df)
            if over not in others:
                continue
            if may_leave and here[0] == 5 and dr == 1 and 0 <= land[1] < 7:
                found.add(("out", land[1]))
            if 0 <= land[0] < 7 and 0 <= land[1] < 7 and land not in others and land not in seen:
                seen.add(land)
                frontier.append(land)
    found |= seen - {start}
    names = set()
    for cell in found:
        if cell[0] == "out":
            names.add(f"{'abcdefg'[cell[1]]}8")
        else:
            names.add(cell_name(cell[0] * 7 + cell[1]))
    return names


@settings(max_examples=60)
@given(cells=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=3, max_size=14, unique=True))
def test_listed_destinations_match_an_independent_search(cells):
    # The first cell holds player 0's next letter (it may leave); the others alternate owners.
    placement = {}
    indices = {0: iter(range(7)), 1: iter(range(7))}
    for k, (row, file) in enumerate(cells):
        owner = 0 if k == 0 else k % 2
        placement[f"{'abcdefg'[file]}{row + 1}"] = (owner, next(indices[owner]))
    state = arrange(started(), placement, to_move=0)
    occupied = {(row, file) for row, file in cells}
    for name, (owner, index) in placement.items():
        if owner != 0:
            continue
        start = (int(name[1]) - 1, "abcdefg".index(name[0]))
        listed = {str(m).split("-")[-1] for m in RULES.legal_moves(state) if str(m).startswith(name + "-")}
        assert listed == reachable(occupied, start, may_leave=index == 0), name
