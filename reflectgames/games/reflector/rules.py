"""Reflector rules: hidden control nodes, claims on the other grid, each claim reflected at home.

The rule decisions are written out in docs/rules/reflector.md; in short:
player 0 then player 1 each place five nodes (`node F3`) on their own 10x10
grid; a node controls the 13-cell diamond around it, clipped at the edges.
Then the shooters alternate (`claim F3`): a claim on the opponent's grid must
be next to a cell already held there (the very first may instead be anywhere
on row 1), reveals the cell's status (null, owned or node) and is reflected:
the same cell label on the shooter's own grid is conceded, resolved exactly
like a claim by the opponent. Capturing a node takes its whole diamond except
the cells another uncaptured node still controls, and reveals the nodes in
it. The game ends when a player has lost every node; when both lose their
last node in the same turn, more cells held on the other grid wins.

The state (state.py) is a frozen value of small ints and 100-bit masks: the
benchmark and computer players apply tens of thousands of moves per second.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reflectgames.core import rng as random_draw
from reflectgames.core.rules import Event, GameInfo, IllegalMove, OptionSpec, Outcome, Rules, acting
from reflectgames.core.validation import check_players, check_seed, clip, read_options
from reflectgames.games.reflector.board import (
    DIAMONDS,
    NAMES,
    ROW_ONE_MASK,
    cells_in,
    king_spread,
    orthogonal_spread,
    territory_of,
)
from reflectgames.games.reflector.events import (
    Claimed,
    NodePlaced,
    Reflected,
    ReflectorEnd,
    ReflectorEnded,
    ShootingStarts,
    Taken,
)
from reflectgames.games.reflector.moves import (
    CLAIM_MOVES,
    NODE_MOVES,
    Claim,
    PlaceNode,
    ReflectorMove,
    parse_move,
)
from reflectgames.games.reflector.observation import (
    LastClaim,
    NodeView,
    OpponentView,
    OwnView,
    ReflectorObservation,
    Status,
)
from reflectgames.games.reflector.options import ReflectorOptions
from reflectgames.games.reflector.state import NODES_PER_PLAYER, ReflectorState

ADJACENCIES = ("orthogonal", "king")
# What a claim and its reflection reveal is known to both players and to nobody else.
PLAYERS = frozenset({0, 1})


class ReflectorRules(Rules[ReflectorState, ReflectorMove, ReflectorObservation]):
    info = GameInfo(
        game_id="reflector",
        min_players=2,
        max_players=2,
        hidden_information=True,
        options=(
            OptionSpec("first", "reflector.option.first", choices=(0, 1)),
            OptionSpec("adjacency", "reflector.option.adjacency", choices=ADJACENCIES, default="orthogonal"),
        ),
    )
    # A claim reveals what a hidden cell holds: undo never takes one back.
    barrier_events = frozenset({"claim"})

    # --- setup -------------------------------------------------------------------------
    def new_game(
        self, players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> ReflectorState:
        check_players(players, "Reflector", 2, 2)
        rng = random_draw.seed_rng(check_seed(seed))
        chosen = read_options(ReflectorOptions, options, "reflector", "Reflector")
        adjacency = chosen.adjacency or "orthogonal"
        first = chosen.first
        if first is None:
            # The rulebook's coin flip (D5).
            first, _ = random_draw.randbelow(rng, 2)
        return ReflectorState(
            to_move=0,
            first=first,
            king=adjacency == "king",
            nodes=(0, 0),
            held=(0, 0),
            owned=(0, 0),
            seen=(0, 0),
            seen_nodes=(0, 0),
            territory=(0, 0),
            claims=(0, 0),
        )

    # --- reading -----------------------------------------------------------------------
    def to_move(self, state: ReflectorState) -> int | None:
        return state.to_move

    def outcome(self, state: ReflectorState) -> Outcome | None:
        return state.result

    def observe(self, state: ReflectorState, seat: int) -> ReflectorObservation:
        if seat not in (0, 1):
            raise ValueError("Reflector has seats 0 and 1.")
        other = 1 - seat
        over = state.result is not None
        mine = state.nodes[seat]
        lost = state.held[other]
        held = state.held[seat]
        theirs = state.nodes[other]
        statuses = _statuses(held, theirs, state.owned[seat])
        shaded = state.seen[seat]
        known_nodes = state.seen_nodes[seat]
        if over:  # the end of the game shows everything to both (D13)
            shaded |= state.territory[other]
            known_nodes = theirs
        result = state.result
        return ReflectorObservation(
            seat=seat,
            to_move=state.to_move,
            phase="over" if over else "setup" if state.in_setup else "play",
            first=state.first,
            adjacency="king" if state.king else "orthogonal",
            own=OwnView(
                nodes=[
                    NodeView(cell=NAMES[cell], captured=bool(lost >> cell & 1)) for cell in cells_in(mine)
                ],
                lost=[NAMES[cell] for cell in cells_in(lost)],
                lost_status=_statuses(lost, mine, state.owned[other]),
                exposed=[NAMES[cell] for cell in cells_in(state.seen_nodes[other] & mine & ~lost)],
                nodes_to_place=NODES_PER_PLAYER - mine.bit_count(),
            ),
            opponent=OpponentView(
                held=statuses,
                revealed_owned=[NAMES[cell] for cell in cells_in(shaded & ~held)],
                revealed_nodes=[NAMES[cell] for cell in cells_in(known_nodes)],
                # Before the opponent has placed them all, their nodes are still five to find.
                nodes_left=NODES_PER_PLAYER - (theirs & held).bit_count(),
            ),
            claims=list(state.claims),
            cells_held=[state.held[0].bit_count(), state.held[1].bit_count()],
            last_claim=None if state.last_cell < 0 else LastClaim(
                shooter=state.last_shooter, cell=NAMES[state.last_cell]
            ),
            winners=None if result is None else sorted(result.winners),
            reason=None if result is None else result.reason,
        )

    # --- moves -------------------------------------------------------------------------
    def legal_moves(self, state: ReflectorState) -> list[ReflectorMove]:
        seat = state.to_move
        if seat is None:
            return []
        if state.in_setup:
            placed = state.nodes[seat]
            return [move for move in NODE_MOVES if not placed >> move.cell & 1]
        return [CLAIM_MOVES[cell] for cell in cells_in(self.claimable_cells(state, seat))]

    def claimable_cells(self, state: ReflectorState, seat: int) -> int:
        """The mask of cells `seat` may claim now on the other grid (D6)."""
        held = state.held[seat]
        reach = king_spread(held) if state.king else orthogonal_spread(held)
        if not state.claims[seat]:
            reach |= ROW_ONE_MASK
        return reach & ~held

    def move_from_text(self, state: ReflectorState, text: str) -> ReflectorMove:
        return parse_move(text)

    def check_legal(self, state: ReflectorState, move: ReflectorMove) -> None:
        seat = acting(state.to_move)  # IllegalMove once the game is over
        if not isinstance(move, PlaceNode | Claim):
            raise IllegalMove(f"'{clip(move)}' is not a Reflector move.", "move.not_allowed", move=clip(move))
        name = NAMES[move.cell]
        bit = 1 << move.cell
        if state.in_setup:
            if not isinstance(move, PlaceNode):
                raise IllegalMove(
                    "Place your five nodes first: 'node F3' on your own grid.",
                    "reflector.illegal.setup_first",
                )
            if state.nodes[seat] & bit:
                raise IllegalMove(
                    f"You already have a node on {name}.", "reflector.illegal.node_there", cell=name
                )
            return
        if not isinstance(move, Claim):
            raise IllegalMove(
                "All nodes are placed: claim a cell of your opponent's grid.", "reflector.illegal.setup_over"
            )
        if state.held[seat] & bit:
            raise IllegalMove(f"You already hold {name}.", "reflector.illegal.held", cell=name)
        if not self.claimable_cells(state, seat) & bit:
            message, key = self._not_reachable(state, seat, name)
            raise IllegalMove(message, key, cell=name)

    def _not_reachable(self, state: ReflectorState, seat: int, name: str) -> tuple[str, str]:
        """Why a cell not held yet cannot be claimed: (message, catalog key)."""
        nothing_held = not state.held[seat]
        if not state.claims[seat] and nothing_held:
            return f"Your first claim must be on row 1, not {name}.", "reflector.illegal.first_row"
        if not state.claims[seat]:
            return (
                f"Your first claim must be on row 1 or next to a cell you hold; {name} is neither.",
                "reflector.illegal.first_row_or_next",
            )
        if state.king:
            return (
                f"{name} does not touch a cell you hold (diagonals count).",
                "reflector.illegal.not_touching",
            )
        return f"{name} is not next to a cell you hold.", "reflector.illegal.not_next"

    # --- applying ------------------------------------------------------------------------
    def apply_with_events(
        self, state: ReflectorState, move: ReflectorMove
    ) -> tuple[ReflectorState, list[Event]]:
        self.check_legal(state, move)
        events: list[Event] = []
        if isinstance(move, PlaceNode):
            return self._place(state, move.cell, events), events
        return self._claim(state, move.cell, events), events

    def apply(self, state: ReflectorState, move: ReflectorMove) -> ReflectorState:
        # The benchmark and computer players need no events: skip building them.
        self.check_legal(state, move)
        return self.apply_listed(state, move)

    def apply_listed(self, state: ReflectorState, move: ReflectorMove) -> ReflectorState:
        """`apply` for a move taken from `legal_moves` (or `claimable_cells`): no second legality check.

        The computer players' playouts apply millions of such moves; the check costs as much again.
        """
        if isinstance(move, PlaceNode):
            return self._place(state, move.cell, None)
        return self._claim(state, move.cell, None)

    def _place(self, state: ReflectorState, cell: int, events: list[Event] | None) -> ReflectorState:
        seat = acting(state.to_move)
        nodes = list(state.nodes)
        nodes[seat] |= 1 << cell
        territory = list(state.territory)
        territory[seat] |= DIAMONDS[cell]
        # Player 0 places, then player 1, then the first shooter begins.
        after_placing = 1 if seat == 0 else state.first
        to_move = seat if nodes[seat].bit_count() < NODES_PER_PLAYER else after_placing
        if events is not None:
            # Where a node stands is its owner's secret until it is found (D3).
            events.append(NodePlaced(player=seat, seats=frozenset({seat}), cell=cell))
            if to_move != seat and seat == 1:
                events.append(ShootingStarts(player=state.first))
        return ReflectorState(
            to_move=to_move,
            first=state.first,
            king=state.king,
            nodes=(nodes[0], nodes[1]),
            held=state.held,
            owned=state.owned,
            seen=state.seen,
            seen_nodes=state.seen_nodes,
            territory=(territory[0], territory[1]),
            claims=state.claims,
        )

    def _claim(self, state: ReflectorState, cell: int, events: list[Event] | None) -> ReflectorState:
        shooter = acting(state.to_move)
        target = 1 - shooter
        grids = _Grids(state)
        # Events are built only when asked for: the computer players' playouts need none.
        reporting = events is not None
        claim = grids.take(shooter, cell, Claimed if reporting else None)
        reflection = grids.take(target, cell, Reflected if reporting else None)
        claims = list(state.claims)
        claims[shooter] += 1
        if events is not None:
            # Each player knows their own grid, so both may know what the claim and its
            # reflection revealed; an onlooker learns only the public counts.
            if claim is not None:
                events.append(claim)
            # A reflection onto a cell the target already holds changes nothing (D9).
            events.append(reflection or Reflected(player=target, seats=PLAYERS, cell=cell, status="already"))
        result = _decide(grids, state.nodes)
        if result is not None and events is not None:
            events.append(ReflectorEnded(
                winners=tuple(sorted(result.winners)),
                reason=result.reason,
                cells_held=(grids.held[0].bit_count(), grids.held[1].bit_count()),
            ))
        return ReflectorState(
            to_move=None if result is not None else target,
            first=state.first,
            king=state.king,
            nodes=state.nodes,
            held=(grids.held[0], grids.held[1]),
            owned=(grids.owned[0], grids.owned[1]),
            seen=(grids.seen[0], grids.seen[1]),
            seen_nodes=(grids.seen_nodes[0], grids.seen_nodes[1]),
            territory=(grids.territory[0], grids.territory[1]),
            claims=(claims[0], claims[1]),
            last_shooter=shooter,
            last_cell=cell,
            result=result,
        )


class _Grids:
    """The changing parts of both grids while one claim and its reflection are resolved."""

    __slots__ = ("held", "nodes", "owned", "seen", "seen_nodes", "territory")

    def __init__(self, state: ReflectorState) -> None:
        self.nodes = state.nodes
        self.held = list(state.held)
        self.owned = list(state.owned)
        self.seen = list(state.seen)
        self.seen_nodes = list(state.seen_nodes)
        self.territory = list(state.territory)

    def take(self, taker: int, cell: int, report: type[Taken] | None) -> Taken | None:
        """`taker` gains `cell` of the other grid, as a claim or its reflection does (D7-D9).

        With `report`, returns the event of that class saying what was revealed; None when
        `taker` already held the cell (nothing changes) or nothing is to be reported.
        """
        bit = 1 << cell
        held = self.held[taker]
        if held & bit:
            return None
        owner = 1 - taker
        if self.nodes[owner] & bit:
            # A node: its whole diamond, except what another uncaptured node still controls (D8).
            remaining = self.nodes[owner] & ~held & ~bit
            still = territory_of(remaining)
            area = DIAMONDS[cell]
            # The claimed cell is held even when another node's diamond covers it too.
            gained = (area & ~still & ~held) | bit
            revealed = remaining & area
            self.held[taker] = held | gained
            self.owned[taker] |= gained & ~bit
            self.seen[taker] |= area
            self.seen_nodes[taker] |= bit | revealed
            self.territory[owner] = still
            if report is None:
                return None
            return report(
                player=taker,
                seats=PLAYERS,
                cell=cell,
                status="node",
                gained=tuple(cells_in(gained & ~bit)),
                kept=tuple(cells_in(area & still & ~held & ~bit)),
                revealed=tuple(cells_in(revealed)),
            )
        self.held[taker] = held | bit
        if self.territory[owner] & bit:
            self.owned[taker] |= bit
            self.seen[taker] |= bit
            return None if report is None else report(player=taker, seats=PLAYERS, cell=cell, status="owned")
        return None if report is None else report(player=taker, seats=PLAYERS, cell=cell, status="null")


def _statuses(held: int, nodes: int, owned: int) -> dict[str, Status]:
    """Cell name -> the status it showed when it was taken, for the cells of `held`."""
    statuses: dict[str, Status] = {}
    for cell in cells_in(held):
        bit = 1 << cell
        statuses[NAMES[cell]] = "node" if nodes & bit else "owned" if owned & bit else "null"
    return statuses


def _decide(grids: _Grids, nodes: tuple[int, int]) -> Outcome | None:
    """The end: a player whose nodes are all captured loses (D11); both at once, cells held decide (D12)."""
    fallen = [not nodes[seat] & ~grids.held[1 - seat] for seat in (0, 1)]
    if not any(fallen):
        return None
    if not all(fallen):
        return Outcome(frozenset({0 if fallen[1] else 1}), ReflectorEnd.NODES)
    counts = (grids.held[0].bit_count(), grids.held[1].bit_count())
    if counts[0] == counts[1]:
        return Outcome(frozenset(), ReflectorEnd.DRAW)
    return Outcome(frozenset({0 if counts[0] > counts[1] else 1}), ReflectorEnd.CELLS)


RULES = ReflectorRules()
