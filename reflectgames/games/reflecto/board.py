"""Geometry of the 7x7 lake: cell names, neighbours, jumps, exits and what a mirror faces.

Cells are numbered 0-48 as `row * 7 + file`, row 0 being rank 1 (player 0's
home row) and file 0 being file a, as player 0 sees the board. A jump that
leaves the board over a player's last row lands on an "exit cell", numbered
49-55 by file: the side it leaves by is always the mover's own far side.
Every table is computed once at import, so the rules work on small integers
and bit masks only.
"""

from __future__ import annotations

SIZE = 7
CELLS = tuple(range(SIZE * SIZE))
FILES = "abcdefg"
EXIT_BASE = SIZE * SIZE  # exit cell of file f: EXIT_BASE + f
DIRECTIONS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))  # (d_row, d_file)

HOME_ROW = (0, SIZE - 1)
LAST_ROW = (SIZE - 1, 0)
FORWARD = (1, -1)  # the row step towards a player's last row
_NAME_LENGTH = 2  # a cell's name: its file letter and its rank digit


def cell_of(row: int, file: int) -> int:
    return row * SIZE + file


def row_of(cell: int) -> int:
    return cell // SIZE


def file_of(cell: int) -> int:
    return cell % SIZE


def on_board(row: int, file: int) -> bool:
    return 0 <= row < SIZE and 0 <= file < SIZE


def is_exit(cell: int) -> bool:
    return cell >= EXIT_BASE


def exit_cell(file: int) -> int:
    return EXIT_BASE + file


def cell_name(cell: int, player: int = 0) -> str:
    """`c2`; an exit cell is written beyond the mover's last row (rank 8, or rank 0 for player 1)."""
    if cell >= EXIT_BASE:
        return f"{FILES[cell - EXIT_BASE]}{SIZE + 1 if player == 0 else 0}"
    return f"{FILES[cell % SIZE]}{cell // SIZE + 1}"


def parse_cell(text: str, player: int) -> int | None:
    """The cell named by `text` (`c2`, `C2`), an exit cell for `player`'s far side, or None."""
    # '²'.isdigit() but int('²') fails; 'K' (Kelvin) lowers to k: names are ASCII.
    if len(text) != _NAME_LENGTH or not text.isascii():
        return None
    file = FILES.find(text[0].lower())
    if file < 0 or not text[1].isdigit():
        return None
    rank = int(text[1])
    if 1 <= rank <= SIZE:
        return cell_of(rank - 1, file)
    if rank == (SIZE + 1 if player == 0 else 0):
        return exit_cell(file)
    return None


def cell_at(name: str) -> int:
    """The board cell an observation names (`c2`); a name that is no board cell is a bug."""
    cell = parse_cell(name, 0)
    if cell is None or is_exit(cell):
        raise ValueError(f"{name!r} is not a cell of the lake")
    return cell


def _neighbours() -> tuple[tuple[tuple[int, int], ...], ...]:
    table = []
    for cell in CELLS:
        row, file = row_of(cell), file_of(cell)
        table.append(tuple(
            (cell_of(row + dr, file + df), 1 << cell_of(row + dr, file + df))
            for dr, df in DIRECTIONS if on_board(row + dr, file + df)
        ))
    return tuple(table)


def _jumps() -> tuple[tuple[tuple[int, int, int], ...], ...]:
    table = []
    for cell in CELLS:
        row, file = row_of(cell), file_of(cell)
        hops = []
        for dr, df in DIRECTIONS:
            if on_board(row + 2 * dr, file + 2 * df):
                land = cell_of(row + 2 * dr, file + 2 * df)
                hops.append((1 << cell_of(row + dr, file + df), land, 1 << land))
        table.append(tuple(hops))
    return tuple(table)


def _exit_jumps(player: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per cell: (bit of the last-row cell jumped over, exit cell) for jumps that leave the board."""
    table = []
    before_last = LAST_ROW[player] - FORWARD[player]
    for cell in CELLS:
        row, file = row_of(cell), file_of(cell)
        hops = []
        if row == before_last:
            for df in (-1, 0, 1):
                if on_board(row, file + 2 * df):
                    hops.append((1 << cell_of(LAST_ROW[player], file + df), exit_cell(file + 2 * df)))
        table.append(tuple(hops))
    return tuple(table)


def _fronts(player: int) -> tuple[int, ...]:
    """Per cell: the cell just in front of it towards `player`'s home row, or -1 off the board."""
    back = -FORWARD[player]
    return tuple(
        cell_of(row_of(c) + back, file_of(c)) if on_board(row_of(c) + back, file_of(c)) else -1 for c in CELLS
    )


NEIGHBOURS = _neighbours()
JUMPS = _jumps()
EXIT_JUMPS = (_exit_jumps(0), _exit_jumps(1))
FRONT = (_fronts(0), _fronts(1))
HOME_CELLS = tuple(tuple(cell_of(HOME_ROW[p], f) for f in range(SIZE)) for p in (0, 1))
LAST_ROW_MASK = tuple(sum(1 << cell_of(LAST_ROW[p], f) for f in range(SIZE)) for p in (0, 1))


def hop_between(a: int, b: int) -> int | None:
    """For a jump from a to b (two cells away in a line), the cell jumped over; None otherwise.

    b may be an exit cell: it then lies on the far side of the last row of whichever
    player's exit row is adjacent, which the caller checks.
    """
    ra, fa = row_of(a), file_of(a)
    if is_exit(b):
        return None
    rb, fb = row_of(b), file_of(b)
    dr, df = rb - ra, fb - fa
    if (dr, df) == (0, 0) or abs(dr) not in (0, 2) or abs(df) not in (0, 2):
        return None
    return cell_of(ra + dr // 2, fa + df // 2)


def is_adjacent(a: int, b: int) -> bool:
    return a != b and max(abs(row_of(a) - row_of(b)), abs(file_of(a) - file_of(b))) == 1
