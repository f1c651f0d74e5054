"""What one Reflector player may know, as a pydantic model.

The field names follow the observation list of docs/rules/reflector.md: `own`
(this seat's nodes and the cells of its grid the opponent now holds) and
`opponent` (what this seat has found on the other grid). The extra fields
(who shoots first, the adjacency option, claim counts, the last claim, the
cells each side holds and the result) are public facts that help the view
explain the current choice. Nothing here depends on an opponent node the
seat has not discovered, until the game is over and everything is shown.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

Status = Literal["null", "owned", "node"]


class NodeView(BaseModel):
    cell: str
    captured: bool


class OwnView(BaseModel):
    nodes: list[NodeView]
    lost: list[str]
    lost_status: dict[str, Status]  # the status each lost cell showed when the opponent took it
    exposed: list[str]  # this seat's uncaptured nodes the opponent has found
    nodes_to_place: int


class OpponentView(BaseModel):
    held: dict[str, Status]
    revealed_owned: list[str]
    revealed_nodes: list[str]
    nodes_left: int


class LastClaim(BaseModel):
    """The most recent claim: who shot and which cell (the same label was conceded back)."""

    shooter: int
    cell: str


class ReflectorObservation(BaseModel):
    seat: int
    to_move: int | None
    phase: Literal["setup", "play", "over"]
    first: int
    adjacency: Literal["orthogonal", "king"]
    own: OwnView
    opponent: OpponentView
    claims: list[int]  # claims made so far by seat 0 and seat 1
    cells_held: list[int]  # cells seat 0 / seat 1 hold on the other's grid (the tie-break count)
    last_claim: LastClaim | None
    winners: list[int] | None
    reason: str | None
