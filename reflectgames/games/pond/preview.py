"""What a frog move would do, worked out from an observation (for the view's previews and target rings).

The view holds only the observation, not the state, so it reads the rules'
geometry here: where each frog would land, whether water would carry it on,
and which pad lies next to a frog.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflectgames.games.pond.board import MIRRORED, Direction, Tile, edge_index, step
from reflectgames.games.pond.observation import PondObservation


@dataclass(frozen=True)
class FrogPreview:
    """Where one frog would go: the pad it hops to, where it ends after any water, whether it moves."""

    landed: Tile
    end: Tile
    moved: bool


def sticks_mask(pairs: list[list[Tile]]) -> int:
    """The stick places of an observed pond as the board's bit mask."""
    mask = 0
    for a, b in pairs:
        index = edge_index(a, b)
        if index is not None:
            mask |= 1 << index
    return mask


def preview_frogs(obs: PondObservation, mover: int, direction: Direction) -> tuple[FrogPreview, FrogPreview]:
    """Both frogs' fate, by seat, if `mover` moved their frog `direction`."""
    previews = []
    for seat in (0, 1):
        pond = obs.ponds[seat]
        way = direction if seat == mover else MIRRORED[direction]
        landed = step(pond.frog, way, sticks_mask(pond.sticks))
        end = landed
        if landed in pond.water:
            end = next(tile for tile in pond.water if tile != landed)
        previews.append(FrogPreview(landed, end, landed != pond.frog))
    return previews[0], previews[1]


def neighbour(frog: Tile, direction: Direction) -> Tile | None:
    """The pad next to `frog` in `direction`, sticks ignored; None past the pond's edge."""
    target = step(frog, direction, 0)
    return None if target == frog else target
