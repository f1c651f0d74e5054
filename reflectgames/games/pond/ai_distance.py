"""How many frog steps a frog needs to reach the nearest fly of its pond.

Sticks block steps and a water tile sends the frog to the other water tile,
just as in the rules. Positions repeat a lot during a search, so the answer
is remembered per (frog, sticks, flies, water).
"""

from __future__ import annotations

from functools import lru_cache

from reflectgames.games.pond.board import DIRECTIONS, Direction, Tile, step, tile_bit

# No fly left, or none reachable: farther than any real distance on 16 tiles.
FAR = 16


def landing(tile: Tile, direction: Direction, sticks: int, water: int) -> Tile:
    """Where a frog on `tile` ends after stepping `direction`, water included."""
    target = step(tile, direction, sticks)
    if water >> (target - 1) & 1:
        return (water & ~tile_bit(target)).bit_length()
    return target


@lru_cache(maxsize=1 << 16)
def fly_distance(frog: int, sticks: int, flies: int, water: int) -> int:
    """Frog steps to the nearest fly (0 when on one, FAR when none can be reached)."""
    if not flies:
        return FAR
    if flies >> (frog - 1) & 1:
        return 0
    seen = 1 << (frog - 1)
    frontier = [frog]
    distance = 0
    while frontier:
        distance += 1
        following = []
        for tile in frontier:
            for direction in DIRECTIONS:
                nxt = landing(tile, direction, sticks, water)
                bit = 1 << (nxt - 1)
                if seen & bit:
                    continue
                if flies & bit:
                    return distance
                seen |= bit
                following.append(nxt)
        frontier = following
    return FAR
