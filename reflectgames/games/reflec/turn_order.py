"""Rolling for turn order, as the rulebook's setup asks: highest first, ties roll again.

Each player rolls one piecepack die (null counts 0, the ace 1, then 2 to 5).
Players who tie roll again among themselves, as often as needed, to settle
their places. The result is the seating: who takes the first seat (the suns),
the second, and so on. Nothing here touches the game's own seeded generator:
the seats are decided before the game exists (D6 of docs/rules/reflec.md).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

DIE_FACES = 6  # null, ace, 2, 3, 4, 5


@dataclass
class RollRecord:
    """Every throw of the roll-off, round by round, and the seating it settled."""

    rounds: list[dict[int, int]] = field(default_factory=list)  # round -> {player row: face}
    seating: list[int] = field(default_factory=list)  # player rows in seat order

    def throws_of(self, row: int) -> list[int]:
        return [throws[row] for throws in self.rounds if row in throws]


def roll_for_order(count: int, rng: random.Random) -> RollRecord:
    record = RollRecord()
    record.seating = _settle(list(range(count)), rng, record, 0)
    return record


def _settle(rows: list[int], rng: random.Random, record: RollRecord, depth: int) -> list[int]:
    """Order `rows` by a fresh throw each; tied groups settle by throwing again (one round deeper)."""
    if len(rows) <= 1:
        return rows
    while len(record.rounds) <= depth:
        record.rounds.append({})
    throws = {row: rng.randrange(DIE_FACES) for row in rows}
    record.rounds[depth].update(throws)
    order: list[int] = []
    for face in sorted(set(throws.values()), reverse=True):
        tied = [row for row in rows if throws[row] == face]
        order += _settle(tied, rng, record, depth + 1)
    return order
