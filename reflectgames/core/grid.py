"""Square-grid geometry shared by the games: directions, neighbours, connectivity."""

from __future__ import annotations

from collections.abc import Callable, Iterable

# Row grows downwards on the owner's sheet; (d_row, d_col) for each direction.
STEPS: dict[str, tuple[int, int]] = {"F": (-1, 0), "B": (1, 0), "L": (0, -1), "R": (0, 1)}
COMPASS: dict[str, tuple[int, int]] = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}


def orthogonal_neighbours(row: int, col: int, rows: int, cols: int) -> Iterable[tuple[int, int]]:
    for d_row, d_col in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + d_row, col + d_col
        if 0 <= r < rows and 0 <= c < cols:
            yield r, c


def is_connected(nodes: Iterable[int], neighbours: Callable[[int], Iterable[int]]) -> bool:
    """True when every node can reach every other through `neighbours`."""
    nodes = list(nodes)
    if not nodes:
        return True
    seen = {nodes[0]}
    stack = [nodes[0]]
    while stack:
        for nxt in neighbours(stack.pop()):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return len(seen) == len(set(nodes))
