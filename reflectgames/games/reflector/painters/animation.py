"""The animation of one Reflector move, built from its events for the seat looking at the screen.

A claim lands on the other grid (the shooter's symbol is pencilled in), its
status shows, a captured node floods its diamond ring by ring, and then the
reflection, a mirrored copy of the mark, travels across the cut to the same
label on the shooter's own grid, where the conceded cell is resolved the same
way. Placing nodes drops them onto the paper. Times are in seconds at normal
speed; the view scales them by the animation-speed setting.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reflectgames.core.rules import Event
from reflectgames.games.reflector.board import distance
from reflectgames.games.reflector.events import NodePlaced, Reflected, Taken
from reflectgames.games.reflector.layout import OPPONENT, OWN
from reflectgames.ui.tween import ease_in_out_cubic, ease_out_cubic

LAND = 0.28  # the mark pencilled onto the claimed cell
REVEAL = 0.22  # one cell's status showing
RING = 0.13  # between two rings of a flood
TRAVEL = 0.55  # the reflection crossing the cut
DROP = 0.22  # a node pressed onto the paper
NODE_GAP = 0.07  # between the nodes of one placement
GLANCE = 0.9  # rings calling the eye to the opponent's last claim
WAVE_RINGS = 3  # how far a capture's wave runs: the diamond's two rings and one fading past its edge


@dataclass
class Travel:
    """The reflected mark on its way from one grid to the other."""

    cell: int
    start: float
    holder: int  # whose symbol travels (the player who gains the conceded cell)
    from_grid: str
    to_grid: str


@dataclass
class Flood:
    """A captured node's area filling in, ring by ring, from `start`."""

    grid: str
    cell: int
    start: float


@dataclass
class ReflectorAnimation:
    events: list[Event]
    viewer: int
    # Cells already shown as territory before the move: their shading is not animated again.
    shaded_before: dict[str, set[int]] = field(default_factory=dict)
    elapsed: float = 0.0
    starts: dict[tuple[str, int], float] = field(default_factory=dict)
    drops: dict[int, float] = field(default_factory=dict)
    floods: list[Flood] = field(default_factory=list)
    travel: Travel | None = None
    duration: float = 0.0
    # A cell whose label the opponent just claimed and conceded: pulsed on both grids for the
    # player who takes the screen after the curtain (they did not see the move happen).
    glance: int | None = None

    def __post_init__(self) -> None:
        if self.glance is not None:
            self.duration = GLANCE
        clock = 0.0
        for event in self.events:
            if isinstance(event, NodePlaced) and event.player == self.viewer:
                # Only the viewer's own nodes: the other seat's placement is a secret.
                self.drops[event.cell] = len(self.drops) * NODE_GAP
                self.duration = max(self.duration, len(self.drops) * NODE_GAP + DROP)
            elif isinstance(event, Taken):
                clock = self._resolve(event, clock)
        self.duration = max(self.duration, clock)

    def _grid_of(self, taker: int) -> str:
        """The grid on which `taker` gains a cell, as the viewer sees it."""
        return OPPONENT if taker == self.viewer else OWN

    def _resolve(self, event: Taken, clock: float) -> float:
        taker = event.player
        grid = self._grid_of(taker)
        cell = event.cell
        reflected = isinstance(event, Reflected)
        if reflected:
            source = OWN if grid == OPPONENT else OPPONENT
            self.travel = Travel(cell, clock, taker, source, grid)
            clock += TRAVEL
        if event.status == "already":
            return clock
        self.starts[grid, cell] = clock
        clock += REVEAL if reflected else LAND
        if event.status != "node":
            return clock
        self.floods.append(Flood(grid, cell, clock))
        shaded = self.shaded_before.get(grid, set())
        last_ring = 0
        for other in (*event.gained, *event.kept):
            if other in event.kept and other in shaded:
                continue
            ring = distance(cell, other)
            last_ring = max(last_ring, ring)
            self.starts[grid, other] = clock + (ring - 1) * RING
        for other in event.revealed:
            self.starts[grid, other] = clock + 2 * RING
        return clock + max(1, last_ring) * RING + REVEAL

    # --- time --------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def advance(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + dt)

    # --- what to draw now ----------------------------------------------------------------------
    def cell_progress(self, grid: str, cell: int) -> float | None:
        """0..1 while a changed cell appears (0: not yet, draw it as before); None if not animated."""
        start = self.starts.get((grid, cell))
        if start is None:
            return None
        return ease_out_cubic((self.elapsed - start) / REVEAL) if self.elapsed > start else 0.0

    def drop_progress(self, cell: int) -> float | None:
        start = self.drops.get(cell)
        if start is None:
            return None
        return ease_out_cubic((self.elapsed - start) / DROP) if self.elapsed > start else 0.0

    def travel_now(self) -> tuple[Travel, float] | None:
        """The reflection in flight and how far along it is (0..1), or None."""
        travel = self.travel
        if travel is None or not travel.start <= self.elapsed < travel.start + TRAVEL:
            return None
        return travel, ease_in_out_cubic((self.elapsed - travel.start) / TRAVEL)

    @property
    def only_glance(self) -> bool:
        """Nothing moves but the rings: the board stays fully usable meanwhile."""
        return self.glance is not None and not self.starts and not self.drops and self.travel is None

    def glance_now(self) -> tuple[int, float] | None:
        """The cell to call attention to and how far the call has gone (0..1), or None."""
        if self.glance is None:
            return None
        return self.glance, min(1.0, self.elapsed / GLANCE)

    def floods_now(self) -> list[tuple[Flood, float]]:
        """Floods in progress with their wave's reach in rings (0..3)."""
        waves = []
        for flood in self.floods:
            reach = (self.elapsed - flood.start) / RING
            if 0 <= reach <= WAVE_RINGS:
                waves.append((flood, reach))
        return waves
