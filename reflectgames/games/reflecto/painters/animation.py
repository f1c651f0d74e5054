"""The animation of one Reflecto move, built from the events `apply` reported.

A step slides the screen to its neighbour; a jump chain hops screen by screen
along its path in arcs; letters that leave the board then glide, one after
the other in exit order, to their place in the owner's exit lane; a mirror
that now shows a new face gets a glint sweeping across it. Only public facts
are used (paths and exits), and the screens are drawn as the viewer knows
them from their observation before the move. Times are in seconds at normal
speed; the view scales them by the animation-speed setting.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflectgames.core.rules import Event
from reflectgames.games.reflecto.board import FORWARD, cell_at, cell_name, cell_of, file_of, row_of
from reflectgames.games.reflecto.events import Exited, Jumped, Moved
from reflectgames.games.reflecto.layout import ReflectoLayout
from reflectgames.games.reflecto.observation import ReflectoObservation, ScreenView
from reflectgames.ui.tween import ease_in_out_cubic, ease_out_cubic

SLIDE = 0.34
HOP = 0.26
TO_LANE = 0.4
GLINT = 0.7


@dataclass(frozen=True)
class Flight:
    """A screen leaving the board: it glides from `start` to its lane place, starting at `begin`."""

    screen: ScreenView
    owner: int
    order: int  # 0-based place in the owner's exit lane
    start_cell: int  # a board cell, or an exit cell (after an exit jump)
    begin: float


class ReflectoAnimation:
    def __init__(self, events: list[Event], before: ReflectoObservation | None,
                 after: ReflectoObservation, sweep: bool = False) -> None:
        """`sweep`: a glint runs over every mirror of the viewer (their view has just appeared)."""
        self.elapsed = 0.0
        self.mover: int | None = None
        self.path: list[int] = []
        self.jump = False
        self.screen: ScreenView | None = None  # the moving screen as the viewer knew it
        self.flights: list[Flight] = []
        self.glints: set[int] = set()  # cells of the viewer's mirrors that glint
        old = {s.cell: s for s in before.screens} if before is not None else {}
        for event in events:
            if isinstance(event, Moved):
                self.mover = event.player
                self.path = list(event.path)
                self.jump = isinstance(event, Jumped)
                self.screen = old.get(cell_name(event.path[0]))
        self.move_end = (HOP * (len(self.path) - 1) if self.jump else SLIDE) if self.path else 0.0
        moved_to = self.path[-1] if self.path else None
        begin = self.move_end
        for event in events:
            if not isinstance(event, Exited) or event.player is None:
                continue
            cell = event.cell
            screen = self.screen if cell == moved_to else old.get(cell_name(cell))
            if screen is None:
                continue
            self.flights.append(Flight(screen, event.player, event.number - 1, cell, begin))
            begin += TO_LANE * (0.6 if cell == moved_to and event.by_jump else 1.0)
        self.exits_end = begin
        self.glints = self._new_reflections(before, after)
        if sweep:
            self.glints |= {cell_at(s.cell) for s in after.screens
                            if s.owner == after.seat and s.kind == "mirror"}
        self.duration = self.exits_end + (GLINT if self.glints else 0.0)

    @staticmethod
    def _new_reflections(before: ReflectoObservation | None, after: ReflectoObservation) -> set[int]:
        """The viewer's mirrors that show a screen now which they did not show before the move."""
        shown_before = {s.cell for s in before.screens if s.seen_now} if before is not None else set()
        mirrors = set()
        for screen in after.screens:
            if screen.seen_now and screen.cell not in shown_before:
                cell = cell_at(screen.cell)
                # The mirror stands one row further from its owner than the screen it shows.
                mirrors.add(cell_of(row_of(cell) + FORWARD[after.seat], file_of(cell)))
        return mirrors

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def advance(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + dt)

    # --- where things are ---------------------------------------------------------------------------------
    def mover_pose(self, layout: ReflectoLayout) -> tuple[float, float, float] | None:
        """(x, y, lift) of the moving screen while it travels, else None."""
        if not self.path or self.elapsed >= self.move_end:
            return None
        t = self.elapsed
        if not self.jump:
            a, b = (layout.cell_center(c, self.mover) for c in self.path)
            k = ease_in_out_cubic(t / SLIDE)
            return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, 0.0
        hop = min(len(self.path) - 2, int(t / HOP))
        k = (t - hop * HOP) / HOP
        a = layout.cell_center(self.path[hop], self.mover)
        b = layout.cell_center(self.path[hop + 1], self.mover)
        smooth = ease_in_out_cubic(k)
        return a[0] + (b[0] - a[0]) * smooth, a[1] + (b[1] - a[1]) * smooth, 4 * k * (1 - k)

    def hides_cell(self, cell: int) -> bool:
        """The screen standing on `cell` after the move is still on its way there."""
        return bool(self.path) and cell == self.path[-1] and self.elapsed < self.move_end

    def flight_poses(self, layout: ReflectoLayout,
                     slots: list[int]) -> list[tuple[Flight, float, float, float]]:
        """(flight, x, y, lift) for every leaving screen not yet in its lane place."""
        poses = []
        for flight in self.flights:
            if self.elapsed >= self.exits_end or self.elapsed >= flight.begin + TO_LANE:
                continue
            start = layout.cell_center(flight.start_cell, flight.owner)
            if self.elapsed < flight.begin:
                if self.path and flight.start_cell == self.path[-1] and self.elapsed < self.move_end:
                    continue  # still travelling with the move itself
                poses.append((flight, start[0], start[1], 0.0))
                continue
            k = ease_out_cubic((self.elapsed - flight.begin) / TO_LANE)
            end = layout.lane_slot(flight.owner, flight.order, slots[flight.owner])
            lift = 0.6 * 4 * k * (1 - k)
            x, y = start[0] + (end[0] - start[0]) * k, start[1] + (end[1] - start[1]) * k
            poses.append((flight, x, y, lift))
        return poses

    def lane_pending(self, owner: int) -> set[int]:
        """Lane places (0-based) of `owner` whose screen has not landed there yet."""
        return {f.order for f in self.flights
                if f.owner == owner and self.elapsed < min(self.exits_end, f.begin + TO_LANE)}

    def glint_phase(self, cell: int) -> float | None:
        """How far the glint has swept over the mirror on `cell` (0..1), or None."""
        if cell not in self.glints or self.elapsed < self.exits_end:
            return None
        return min(1.0, (self.elapsed - self.exits_end) / GLINT)
