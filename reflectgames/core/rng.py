"""A seeded random number generator that lives inside immutable game states.

The generator's whole state is one 64-bit integer, so a game state can carry
it as a plain field: replaying the same moves from the same seed gives the
same draws. Every function takes the generator state and returns the result
together with the next generator state (SplitMix64, which is fast in pure
Python and statistically sound for game dice).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from operator import index
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
# Redraws before `sample_avoiding` settles for drawing from the allowed items
# only: far beyond any real need (a draw avoids what it must at least a quarter
# of the time in every game), it only bounds the loop.
_REDRAWS = 64


def seed_rng(seed: int) -> int:
    """The generator state for a seed.

    Seeds 0 to 2**64 - 1 map one to one onto the 64-bit state (the multiplier
    is odd); the games accept exactly those (core.validation.check_seed). Any
    other int still works for internal uses, folded into the same range; a
    float or a string is a programming error (TypeError), never rounded.
    """
    return (index(seed) * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) & _MASK


def next_u64(rng: int) -> tuple[int, int]:
    rng = (rng + 0x9E3779B97F4A7C15) & _MASK
    z = rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), rng


def randbelow(rng: int, n: int) -> tuple[int, int]:
    """A uniform integer in range(n), without modulo bias."""
    if n <= 0:
        raise ValueError("randbelow needs a positive bound")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, rng = next_u64(rng)
        if value < limit:
            return value % n, rng


def choice(rng: int, items: Sequence[T]) -> tuple[T, int]:
    index, rng = randbelow(rng, len(items))
    return items[index], rng


def sample(rng: int, items: Sequence[T], k: int) -> tuple[list[T], int]:
    """k distinct items in draw order (a partial Fisher-Yates shuffle)."""
    pool = list(items)
    if k > len(pool):
        raise ValueError("sample larger than population")
    for i in range(k):
        j, rng = randbelow(rng, len(pool) - i)
        pool[i], pool[i + j] = pool[i + j], pool[i]
    return pool[:k], rng


def shuffled(rng: int, items: Sequence[T]) -> tuple[list[T], int]:
    return sample(rng, items, len(items))


def sample_avoiding(rng: int, items: Sequence[T], k: int, avoid: Collection[T]) -> tuple[list[T], int]:
    """k distinct items of `items`, none of them in `avoid`, in draw order.

    Draws exactly as `sample(rng, items, k)` and redraws while the draw hits
    `avoid`: a draw that never met a fixed item is the same as before fixed
    items were looked at, so games started from such a seed replay unchanged,
    and the result is still uniform over the allowed sets. After _REDRAWS
    misses it draws from the allowed items directly, so it always ends.
    """
    if not avoid:
        return sample(rng, items, k)
    for _ in range(_REDRAWS):
        drawn, rng = sample(rng, items, k)
        if not any(item in avoid for item in drawn):
            return drawn, rng
    return sample(rng, [item for item in items if item not in avoid], k)


def choice_avoiding(rng: int, items: Sequence[T], avoid: Collection[T]) -> tuple[T, int]:
    """One item of `items` that is not in `avoid` (see sample_avoiding for how it draws)."""
    drawn, rng = sample_avoiding(rng, items, 1, avoid)
    return drawn[0], rng
