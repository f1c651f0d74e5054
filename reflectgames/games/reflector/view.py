"""The Reflector board on screen: the viewer's own grid and the opponent's grid meeting at the cut.

The view draws only from the observation of the seat behind the curtain. It
turns clicks and keys into moves: while placing nodes it keeps a draft
(put down, pick up, move, Ready), and in play a click on the other grid
claims a cell, with the cell you would concede at home shown under the
pointer. It animates a move from its events: the claim lands, its status
shows, a captured node floods its area, and the reflection crosses the cut.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

from reflectgames.core.rules import Ended, Event, IllegalMove, Move, Outcome
from reflectgames.games.reflector.board import (
    COLUMNS,
    DIAMONDS,
    NAMES,
    SIZE,
    Cell,
    cell_named,
    cell_of,
    cells_in,
    row_col,
)
from reflectgames.games.reflector.events import Claimed, NodePlaced, Reflected, ReflectorEnd, Taken
from reflectgames.games.reflector.layout import GRIDS, OPPONENT, OWN, ReflectorLayout, Spot, label_px
from reflectgames.games.reflector.message_keys import END_MESSAGES
from reflectgames.games.reflector.moves import CLAIM_MOVES, Claim, PlaceNode, parse_move
from reflectgames.games.reflector.observation import ReflectorObservation
from reflectgames.games.reflector.painters import sprites
from reflectgames.games.reflector.painters.animation import ReflectorAnimation
from reflectgames.games.reflector.painters.looks import (
    ALIVE,
    EXPOSED,
    Look,
    Looks,
    draw_look,
    draw_sheet,
    looks_from,
    own_looks,
)
from reflectgames.games.reflector.painters.notes import (
    card_title,
    cells_line,
    draw_middle_card,
    draw_player_card,
    draw_symbol_badge,
    legend,
    middle_card_height,
    middle_lines,
    middle_lines_fit,
    place_notes,
    player_card_height,
)
from reflectgames.games.reflector.painters.notes_scroll import CardPainter, NotesScroll, card_width
from reflectgames.games.reflector.painters.overlays import (
    draw_claim_preview,
    draw_cursor,
    draw_last_claim,
    draw_motion,
    draw_targets,
)
from reflectgames.games.reflector.placement import NodeDraft
from reflectgames.games.reflector.state import NODES_PER_PLAYER
from reflectgames.games.reflector.words import consequences
from reflectgames.i18n import t
from reflectgames.ui.draw import glow_line
from reflectgames.ui.game_view import BOARD_KEYS, GameView, Intent, KeyPress
from reflectgames.ui.marks import ring
from reflectgames.ui.text import draw_text
from reflectgames.ui.theme import lighter, mix
from reflectgames.ui.tween import speed_factor
from reflectgames.ui.widgets import ACTIVATE_KEYS, Button

# Screen arrows -> (d_row, d_col) on each grid: the opponent's grid is turned 180 degrees.
ARROWS = {
    pygame.K_UP: {OWN: (-1, 0), OPPONENT: (1, 0)},
    pygame.K_DOWN: {OWN: (1, 0), OPPONENT: (-1, 0)},
    pygame.K_LEFT: {OWN: (0, -1), OPPONENT: (0, 1)},
    pygame.K_RIGHT: {OWN: (0, 1), OPPONENT: (0, -1)},
}


# While placing: R is Ready, A places the nodes still missing at random, Esc puts back the node in
# hand, Delete takes the node under the cursor off the grid.
PLACING_KEYS: tuple[KeyPress, ...] = (
    (pygame.K_r, 0), (pygame.K_a, 0), (pygame.K_ESCAPE, 0), (pygame.K_DELETE, 0),
)


def _nothing() -> None:
    """Buttons of the board are read by the view itself, which turns them into intents."""


class ReflectorView(GameView):
    game_id = "reflector"

    def __init__(self, app, players) -> None:
        super().__init__(app, players)
        self.layout_ = ReflectorLayout(pygame.Rect(0, 0, 900, 700))
        lay = self.layout_
        self.notes = place_notes(lay.notes, lay.cell, lay.cut_y, lay.grids)
        self.notes_for_placing = False
        self.animation: ReflectorAnimation | None = None
        self.looks: Looks = {OWN: {}, OPPONENT: {}}
        self.before_looks: Looks | None = None
        self.hover: Spot | None = None
        self.cursor: int | None = None  # the keyboard's cell on the grid the player acts on
        self.claimable: dict[Cell, Claim] = {}  # the legal claims, by cell
        self.draft = NodeDraft()
        self.draft_for: int | None = None  # the seat whose secret the draft is
        self.ready_button = Button("", _nothing)
        self.random_button = Button("", _nothing, style="secondary")
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._glanced: tuple | None = None  # (viewer, last claim) already pointed out
        # The game has ended: its secrets are public, earlier positions under review included.
        self.finished = False
        self.notes_scroll = NotesScroll()  # the cards stacked, when they do not fit beside the grids

    # --- layout and state -------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.layout_ = ReflectorLayout(rect)
        self._place_notes()
        self._static = None

    def _place_notes(self) -> None:
        """The cards beside the grids; while nodes are placed the middle one keeps room for its buttons."""
        lay = self.layout_
        self.notes_for_placing = self.placing()
        self.notes = place_notes(lay.notes, lay.cell, lay.cut_y, lay.grids, self.notes_for_placing)
        self.notes.place_buttons([self.ready_button, self.random_button])

    def show(self, obs: ReflectorObservation, legal: Sequence[Move] | None, viewer: int | None) -> None:
        super().show(obs, legal, viewer)
        # The cells the viewer may claim now, keyed for the pointer's and the drawing's look-ups.
        self.claimable = {move.cell: move for move in legal or () if isinstance(move, Claim)}
        placed = frozenset(cell_named(node.cell) for node in obs.own.nodes)
        same_draft = (obs.own.nodes_to_place, placed) == (self.draft.needed, self.draft.placed)
        if viewer != self.draft_for or obs.phase != "setup" or not same_draft:
            # A draft is the secret of the seat that made it: gone when anyone else looks.
            self.draft = NodeDraft(needed=obs.own.nodes_to_place, placed=placed)
            self.cursor = None
        self.draft_for = viewer
        self.looks = looks_from(obs)
        if self.placing() != self.notes_for_placing:
            self._place_notes()
        if obs.phase == "over":
            self.finished = True
        elif legal is not None:
            self.finished = False  # a live position someone may play from
        self._glance_at_last_claim()

    def _glance_at_last_claim(self) -> None:
        """Once the next person has the screen, point their eye to the claim they did not see made."""
        obs = self.obs
        last = obs.last_claim
        seen = (obs.seat, None if last is None else (last.shooter, last.cell))
        if self.legal_moves is None or seen == self._glanced or self.animation is not None:
            return
        self._glanced = seen
        speed = speed_factor(self.app.settings.animation_speed)
        if speed is not None and last is not None and last.shooter != obs.seat and obs.phase == "play":
            self.animation = ReflectorAnimation([], obs.seat, glance=cell_named(last.cell))
            self.speed = speed

    def placing(self) -> bool:
        """True while the viewer is choosing where their nodes go."""
        obs = self.obs
        return (
            obs is not None
            and self.legal_moves is not None
            and obs.phase == "setup"
            and obs.to_move == obs.seat
            and obs.own.nodes_to_place > 0
        )

    def claiming(self) -> bool:
        return self.obs is not None and self.legal_moves is not None and self.obs.phase == "play"

    def active_grid(self) -> str:
        return OWN if self.obs is not None and self.obs.phase == "setup" else OPPONENT

    # --- animation ------------------------------------------------------------------------------
    def start_animation(self, events: list[Event], before: ReflectorObservation | None,
                        speed: float | None) -> None:
        self.last_events = list(events)
        self.animation = None
        self.before_looks = None
        if speed is None or self.obs is None:
            return
        seat = self.obs.seat
        same_viewer = before is not None and before.seat == seat
        shaded: dict[str, set[Cell]] = {OPPONENT: set(), OWN: set()}
        if before is not None and same_viewer:
            self.before_looks = looks_from(before)
            for grid in GRIDS:
                looks = self.before_looks[grid]
                shaded[grid] = {cell for cell, look in looks.items() if look.shade is not None}
        animation = ReflectorAnimation(events, seat, shaded)
        if animation.duration > 0 and (same_viewer or not animation.starts):
            self.animation = animation
            self.speed = speed

    def skip_animation(self) -> None:
        super().skip_animation()
        self.before_looks = None

    # --- reading the player ------------------------------------------------------------------------
    def _buttons(self) -> list[Button]:
        return [self.ready_button, self.random_button] if self.placing() else []

    def handle_event(self, event: pygame.event.Event) -> Intent | None:
        if self.notes_scroll.handle_event(event):
            return None
        if event.type == pygame.MOUSEMOTION:
            for button in self._buttons():
                button.hovered = button.enabled and button.rect.collidepoint(event.pos)
            spot = self.layout_.spot_at(event.pos)
            if spot != self.hover:
                self.hover = spot
                if self.legal_moves is not None:
                    return Intent(message=self.hint())
            return None
        if self.legal_moves is None:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == pygame.BUTTON_LEFT:
                return self._click(event.pos)
            if event.button == pygame.BUTTON_RIGHT and self.placing():
                spot = self.layout_.spot_at(event.pos)
                if spot is not None and spot.grid == OWN and self.draft.remove(spot.cell):
                    return Intent(message=self.hint())
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _click(self, pos: tuple[int, int]) -> Intent | None:
        if self.placing():
            if self.ready_button.rect.collidepoint(pos):
                return self._ready()
            if self.random_button.rect.collidepoint(pos):
                return self._fill_at_random()
        spot = self.layout_.spot_at(pos)
        if spot is None:
            return None
        return self._act(spot)

    def _act(self, spot: Spot) -> Intent | None:
        other = self.players[1 - self.obs.seat].name
        if self.placing():
            if spot.grid == OPPONENT:
                return Intent(message=t("reflector.error.hidden_grid", name=other), error=True)
            problem = self.draft.touch(spot.cell)
            if problem:
                return Intent(message=t(problem), error=True)
            return Intent(message=self.hint())
        if self.claiming():
            if spot.grid == OWN:
                return Intent(message=t("reflector.error.own_grid", name=other), error=True)
            return Intent(move=CLAIM_MOVES[spot.cell])
        return None

    def _ready(self) -> Intent:
        if self.draft.in_hand is not None:
            return Intent(message=t("reflector.setup.hand_full"), error=True)
        if not self.draft.complete:
            return Intent(message=t("reflector.setup.need", count=self.draft.missing), error=True)
        return Intent(moves=self.draft.moves())

    def _fill_at_random(self) -> Intent:
        """Put the nodes still missing on random free cells (a shortcut for a quick game)."""
        self.draft.fill_at_random(random.Random())
        return Intent(message=self.hint())

    def _key(self, event: pygame.event.Event) -> Intent | None:
        grid = self.active_grid()
        if event.key in ARROWS:
            self.hover = Spot(grid, self._move_cursor(*ARROWS[event.key][grid]))
            return Intent(message=self.hint())
        if event.key in ACTIVATE_KEYS:
            if self.cursor is None:
                self.hover = Spot(grid, self._move_cursor(0, 0))
                return Intent(message=self.hint())
            return self._act(Spot(grid, self.cursor))
        if not self.placing():
            return None
        if event.key == pygame.K_r:
            return self._ready()
        if event.key == pygame.K_a:
            return self._fill_at_random()
        if event.key == pygame.K_ESCAPE and self.draft.put_back():
            return Intent(message=self.hint())
        deleting = event.key in (pygame.K_DELETE, pygame.K_BACKSPACE)
        if deleting and self.cursor is not None and self.draft.remove(self.cursor):
            return Intent(message=self.hint())
        return None

    def _move_cursor(self, d_row: int, d_col: int) -> Cell:
        """Move the keyboard's cell by a step (or put it down first); returns where it is now."""
        if self.cursor is None:
            # Start where the action is: the middle of row 1, or the last claimed cell.
            last = self.obs.last_claim
            if last is not None and self.claiming():
                self.cursor = cell_named(last.cell)
            else:
                self.cursor = cell_of(0, SIZE // 2 - 1)
            return self.cursor
        row, col = row_col(self.cursor)
        self.cursor = cell_of(max(0, min(SIZE - 1, row + d_row)), max(0, min(SIZE - 1, col + d_col)))
        return self.cursor

    def wants_escape(self) -> bool:
        return self.placing() and self.draft.in_hand is not None

    # --- what can be pressed (for the search that proves every move can be made) ---------------------
    def pointer_targets(self) -> list[tuple[int, int]]:
        lay = self.layout_
        grid = self.active_grid()
        buttons = [button.rect.center for button in self._buttons()]
        return buttons + [lay.cell_rect(grid, cell).center for cell in range(SIZE * SIZE)]

    def key_inputs(self) -> list[KeyPress]:
        return [*BOARD_KEYS, *(PLACING_KEYS if self.placing() else ())]

    def input_state(self) -> tuple[tuple[int, ...], int | None, int | None]:
        return tuple(self.draft.cells), self.draft.in_hand, self.cursor

    def restore_input_state(self, state: tuple[tuple[int, ...], int | None, int | None]) -> None:
        cells, in_hand, self.cursor = state
        self.draft = NodeDraft(list(cells), in_hand, self.draft.needed, self.draft.placed)

    def input_state_key(self) -> tuple[int | None, bool, bool, int | None]:
        """A draft is told apart by its first node (the move played now), whether it is complete and
        whether a node is in hand; once a node is down or in hand, the cursor no longer counts."""
        cells, in_hand, cursor = self.input_state()
        if in_hand is not None or cells:
            cursor = None  # a node in hand lands where a node could have been put down directly
        return (cells[0] if cells else None), self.draft.complete, in_hand is not None, cursor

    def hint(self) -> str:
        obs = self.obs
        if obs is None or obs.phase == "over":
            return ""
        other = self.players[1 - obs.seat].name
        if self.legal_moves is None:
            return t("reflector.hint.wait")
        if obs.phase == "setup":
            if self.draft.in_hand is not None:
                return t("reflector.hint.in_hand", cell=NAMES[self.draft.in_hand])
            if self.draft.complete:
                return t("reflector.hint.ready")
            return t("reflector.hint.place_keys", count=self.draft.missing)
        hover = self.hover
        if hover is not None and hover.grid == OPPONENT and hover.cell in self.claimable:
            name = NAMES[hover.cell]
            if self.looks[OWN].get(hover.cell, Look()).node_state in (ALIVE, EXPOSED):
                return t("reflector.hint.concede_node", cell=name, name=other)
            if name in obs.own.lost:  # already theirs: the reflection changes nothing
                return t("reflector.hint.concede_held", cell=name, name=other)
            return t("reflector.hint.concede", cell=name, name=other)
        if not obs.claims[obs.seat]:
            return t("reflector.hint.first", name=other)
        return t("reflector.hint.claim", name=other)

    # --- words ---------------------------------------------------------------------------------------
    def describe_move(self, text: str, mover: int | None = None) -> str:
        try:
            move = parse_move(text)
        except IllegalMove:
            return text  # the history holds played moves only; shown as written, should one not read
        cell = NAMES[move.cell]
        if isinstance(move, PlaceNode):
            if mover == self.viewer or self.finished:
                return t("reflector.move.node", cell=cell)
            return t("reflector.move.node_hidden")  # where the other player put a node is their secret
        return t("reflector.move.claim", cell=cell)

    def describe_events(self, events: Sequence[Event], mover: int | None = None) -> list[str]:
        return consequences(events, [p.name for p in self.players])

    def turn_text(self) -> str:
        obs = self.obs
        if obs is None or obs.to_move is None:
            return ""
        if obs.phase == "setup":
            return t("reflector.turn.setup")
        return t("reflector.turn.play", name=self.players[1 - obs.to_move].name)

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        names = [p.name for p in self.players]
        held = self.obs.cells_held if self.obs is not None else [0, 0]
        counts = t("reflector.result.counts", first=names[0], a=held[0], second=names[1], b=held[1])
        message = END_MESSAGES[ReflectorEnd(outcome.reason)]  # plain text after a save round trip
        if not outcome.winners:
            return t("result.draw"), f"{t(message)} {counts}"
        winner = min(outcome.winners)
        why = t(message, name=names[winner], loser=names[1 - winner])
        return t("result.wins", name=names[winner]), f"{why} {counts}"

    def sound_of(self, events: list[Event]) -> str | None:
        if any(isinstance(event, Ended) for event in events):
            return "win"
        if any(isinstance(event, Taken) and event.status == "node" for event in events):
            return "catch"
        if any(isinstance(event, (Claimed, NodePlaced)) for event in events):
            return "place"
        return None

    def draw_player_mark(
        self, surface: pygame.Surface, seat: int, center: tuple[int, int], size: int
    ) -> None:
        draw_symbol_badge(surface, seat, center, int(size * 0.8), self.app.palette)

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.obs is None:
            return
        lay = self.layout_
        surface.blit(self._static_layer(), lay.board.topleft)
        if self.placing():
            self._draw_placement(surface)
        else:
            for grid in GRIDS:
                self._draw_grid(surface, grid)
            if self.obs.phase == "setup":
                self._draw_hidden_caption(surface)
        self._draw_overlays(surface)
        self._draw_notes(surface)

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        """What is drawn over the marks: the last claim, targets, preview, cursor, moving parts."""
        lay = self.layout_
        palette = self.app.palette
        anim = self.animation
        if anim is not None:
            draw_motion(surface, lay, anim, palette)
        elif self.obs.last_claim is not None:
            draw_last_claim(surface, lay, cell_named(self.obs.last_claim.cell), palette)
        if self.claiming() and (anim is None or anim.only_glance):
            draw_targets(surface, lay, list(self.claimable), palette)
            hover = self.hover
            if hover is not None and hover.grid == OPPONENT:
                legal = hover.cell in self.claimable
                conceded = self._own_node_at(hover.cell)
                draw_claim_preview(surface, lay, hover.cell, legal=legal, seat=self.obs.seat,
                                   own_node=conceded, palette=palette)
        self._draw_hinted(surface)
        if self.cursor is not None and self.legal_moves is not None and self.board_focus:
            draw_cursor(surface, lay.cell_rect(self.active_grid(), self.cursor), palette)

    def _own_node_at(self, cell: int) -> bool:
        """Is a node of the viewer's still standing on `cell` at home (a claim there concedes it)?"""
        return self.looks[OWN].get(cell, Look()).node_state in (ALIVE, EXPOSED)

    def _draw_hinted(self, surface: pygame.Surface) -> None:
        """The hinted claim, ringed on the opponent's grid, with the cell it concedes at home."""
        claim = self.hinted_legal_move()
        lay = self.layout_
        palette = self.app.palette
        if isinstance(claim, PlaceNode):  # a node the hint would place, ringed on the viewer's own grid
            ring(surface, palette.highlight, lay.cell_center(OWN, claim.cell), lay.cell * 0.62)
            return
        if not isinstance(claim, Claim):
            return
        cell = claim.cell
        draw_claim_preview(surface, lay, cell, legal=True, seat=self.obs.seat,
                           own_node=self._own_node_at(cell), palette=palette)
        ring(surface, palette.highlight, lay.cell_center(OPPONENT, cell), lay.cell * 0.62)

    def _static_layer(self) -> pygame.Surface:
        lay = self.layout_
        palette = self.app.palette
        key = (lay.board.size, lay.board.topleft, lay.cell, palette.name)
        if self._static is not None and self._static_key == key:
            return self._static
        layer = pygame.Surface(lay.board.size, pygame.SRCALPHA)
        offset = (-lay.board.x, -lay.board.y)
        labels = label_px(lay.cell)
        for grid in GRIDS:
            draw_sheet(layer, lay.grids[grid].move(offset), lay.cell, palette)
            for index in range(0, SIZE, lay.column_label_step):
                x, y = lay.column_label_pos(grid, index)
                at = (int(x + offset[0]), int(y + offset[1]))
                draw_text(layer, COLUMNS[index], at, labels, palette.text_muted, anchor="center")
            for index in range(0, SIZE, lay.row_label_step):
                x, y = lay.row_label_pos(grid, index)
                at = (int(x + offset[0]), int(y + offset[1]))
                draw_text(layer, str(index + 1), at, labels, palette.text_muted, anchor="center")
        cut_y = lay.cut_y - lay.board.y
        left = lay.grids[OWN].x - lay.board.x - lay.cell // 2
        right = lay.grids[OWN].right - lay.board.x + lay.cell // 2
        glow_line(layer, palette.mirror_line, (left, cut_y), (right, cut_y), 1)
        self._static, self._static_key = layer, key
        return layer

    def _draw_grid(self, surface: pygame.Surface, grid: str) -> None:
        palette = self.app.palette
        lay = self.layout_
        anim = self.animation
        before = self.before_looks[grid] if anim is not None and self.before_looks is not None else {}
        cells = set(self.looks[grid])
        if anim is not None:
            cells |= {cell for g, cell in anim.starts if g == grid}
        for cell in cells:
            rect = lay.cell_rect(grid, cell)
            look = self.looks[grid].get(cell)
            progress = anim.cell_progress(grid, cell) if anim is not None else None
            drop = anim.drop_progress(cell) if anim is not None and grid == OWN else None
            if progress is not None and progress <= 0:
                old = before.get(cell)
                if old is not None:
                    draw_look(surface, rect, old, palette)
                continue
            if look is None:
                continue
            amount = progress if progress is not None else drop if drop is not None else 1.0
            draw_look(surface, rect, look, palette, amount)

    def _draw_placement(self, surface: pygame.Surface) -> None:
        """The draft of nodes on the own grid, with the diamond a node would control under the pointer."""
        palette = self.app.palette
        lay = self.layout_
        seat = self.obs.seat
        looks = own_looks(seat, self.draft.cells, set(), {})
        for cell, look in looks.items():
            draw_look(surface, lay.cell_rect(OWN, cell), look, palette)
        hover = self.hover
        free = hover is not None and hover.grid == OWN and hover.cell not in self.draft.cells
        node_to_place = self.draft.in_hand is not None or not self.draft.complete
        if hover is not None and free and node_to_place:
            preview = sprites.hatch(lay.cell, lighter(palette.players[seat], 0.2), seat, 90)
            for cell in cells_in(DIAMONDS[hover.cell]):
                surface.blit(preview, lay.cell_rect(OWN, cell).topleft)
            ghost = sprites.node(int(lay.cell * 0.62), palette.players[seat]).copy()
            ghost.set_alpha(150)
            surface.blit(ghost, ghost.get_rect(center=lay.cell_center(OWN, hover.cell)))
        self._draw_hidden_caption(surface)

    def _draw_hidden_caption(self, surface: pygame.Surface) -> None:
        """While nodes are placed the other grid is blank paper: its nodes are its owner's secret."""
        box = self.layout_.grids[OPPONENT]
        name = self.players[1 - self.obs.seat].name
        ink = mix(sprites.PAPER, sprites.PENCIL, 0.6)
        size = max(13, self.layout_.cell // 2)
        draw_text(surface, t("reflector.notes.hidden", name=name), box.center, size, ink, anchor="center",
                  max_width=box.width - 8)

    def _draw_notes(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        obs = self.obs
        names = [p.name for p in self.players]
        seat = obs.seat
        watching = not self.players[seat].is_human  # the computer plays every seat
        placed = len(self.draft.cells) if self.placing() else None
        if obs.phase == "setup" and placed is None:
            placed = NODES_PER_PLAYER - obs.own.nodes_to_place
        buttons = self._buttons()
        self.ready_button.text = t("reflector.setup.ready")
        self.ready_button.enabled = self.draft.complete
        self.random_button.text = t("reflector.setup.random")
        placing = len(self.draft.cells) if self.placing() else None
        lines = middle_lines(obs, names, placing)
        meanings = legend(obs, names, watching=watching)

        def top(target: pygame.Surface, rect: pygame.Rect) -> None:
            draw_player_card(target, rect, obs, names, 1 - seat, palette=palette, watching=watching)

        def bottom(target: pygame.Surface, rect: pygame.Rect) -> None:
            draw_player_card(target, rect, obs, names, seat, palette=palette, placed=placed,
                             watching=watching)

        def middle(target: pygame.Surface, rect: pygame.Rect) -> None:
            draw_middle_card(target, rect, lines, buttons, meanings, palette)

        width = self.notes.top.width
        needs = [self._card_height(names, owner, width) for owner in (1 - seat, seat)]
        level = (self.notes.top.height >= needs[0] and self.notes.bottom.height >= needs[1]
                 and middle_lines_fit(self.notes.middle, lines, buttons))
        # The placing buttons stay level with the grids, where a click finds them.
        if level or buttons:
            self.notes_scroll.active = False
            top(surface, self.notes.top)
            bottom(surface, self.notes.bottom)
            middle(surface, self.notes.middle)
            return
        lane = card_width(self.layout_.notes)
        cards: list[tuple[int, CardPainter]] = [
            (self._card_height(names, 1 - seat, lane), top),
            (middle_card_height(lines, meanings, lane), middle),
            (self._card_height(names, seat, lane), bottom),
        ]
        self.notes_scroll.draw(surface, self.layout_.notes, cards, palette)

    def _card_height(self, names: list[str], owner: int, width: int) -> int:
        """What `owner`'s player card needs, `width` wide, its heading and cells line wrapped."""
        obs = self.obs
        watching = not self.players[obs.seat].is_human
        cells = None if obs.phase == "setup" else cells_line(obs, names, owner, watching)
        return player_card_height(card_title(obs, names, owner, watching), width, cells)

    # --- the benchmark's moving picture ----------------------------------------------------------------
    def demo_animation(self) -> None:
        """Replay a claim and its reflection over the position shown (for measuring frames)."""
        seat = self.obs.seat
        cell = next((c for c in range(SIZE) if NAMES[c] not in self.obs.opponent.held), 0)
        events: list[Event] = [
            Claimed(player=seat, cell=cell, status="null"),
            Reflected(player=1 - seat, cell=cell, status="null"),
        ]
        self.start_animation(events, self.obs, 1.0)


VIEW_CLASS = ReflectorView
