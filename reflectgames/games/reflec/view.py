"""The Reflec board on screen: sixteen piecepack tiles, mirror coins, laser pawns and beams.

The view draws only from the observation it is given. The player's clicks
and keys go through a `Chooser` (the half-made action); what a choice would
do is previewed under the pointer (a ghost coin, the swapped pair, or the
whole path of an aimed beam with what it would hit or remove). Actions are
animated from the events `apply` reported.

The drawing is done by painter objects the view owns, each with its inputs in
its arguments: the still board layer, the pieces, the choice markers, the
last move, the previews and the hinted move, the animation, the table side.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from reflectgames.core.match import PlayerSpec
from reflectgames.core.rules import Event, Move, Outcome
from reflectgames.games.reflec import moves as m
from reflectgames.games.reflec.beam import LOOP
from reflectgames.games.reflec.board import CELL_INDEX, CELLS, NEIGHBOUR
from reflectgames.games.reflec.choosing import COIN, LASER, SUPPLY, Chooser, Pick
from reflectgames.games.reflec.events import LaserDestroyed, LoopRemoved
from reflectgames.games.reflec.layout import ReflecLayout, direction_towards
from reflectgames.games.reflec.moves import ReflecMove
from reflectgames.games.reflec.observation import ReflecObservation
from reflectgames.games.reflec.painters import sprites
from reflectgames.games.reflec.painters.animation import ReflecAnimation
from reflectgames.games.reflec.painters.beam_art import beam_points, path_length
from reflectgames.games.reflec.painters.board_art import BoardArt
from reflectgames.games.reflec.painters.board_layer import BoardLayer
from reflectgames.games.reflec.painters.choice_marks import ChoiceMarks
from reflectgames.games.reflec.painters.ghosts import GhostPainter
from reflectgames.games.reflec.painters.hinted import HintPainter
from reflectgames.games.reflec.painters.last_move import LastMovePainter
from reflectgames.games.reflec.painters.motion import MotionPainter
from reflectgames.games.reflec.painters.pieces import PiecesPainter
from reflectgames.games.reflec.painters.previews import PreviewPainter
from reflectgames.games.reflec.painters.shot_preview import ShotPreviewPainter
from reflectgames.games.reflec.painters.side_painter import SidePainter
from reflectgames.games.reflec.painters.side_room import side_room
from reflectgames.games.reflec.preview import preview_shot
from reflectgames.games.reflec.words import consequences, describe_text, result_text, turn_text
from reflectgames.ui.game_view import ARROW_KEYS, BOARD_KEYS, GameView, Intent, KeyPress

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

ARROWS = {pygame.K_UP: 0, pygame.K_RIGHT: 1, pygame.K_DOWN: 2, pygame.K_LEFT: 3}
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
SHIFT = pygame.KMOD_SHIFT
# The game's own keys, by what is in hand: Shift+arrows move the laser, R turns a facing (Shift: the
# other way) or the aim, F fires, L, D and E take the laser, a supply or end the turn, Esc puts down.
TURN_KEYS: tuple[KeyPress, ...] = ((pygame.K_r, 0), (pygame.K_r, SHIFT))
EMPTY_HANDED_KEYS: tuple[KeyPress, ...] = ((pygame.K_l, 0), (pygame.K_d, 0), (pygame.K_e, 0))
LASER_KEYS: tuple[KeyPress, ...] = (
    *((key, SHIFT) for key in ARROW_KEYS), (pygame.K_f, 0), (pygame.K_ESCAPE, 0),
)
HOLDING_KEYS: tuple[KeyPress, ...] = (*TURN_KEYS, (pygame.K_d, 0), (pygame.K_ESCAPE, 0))
# Where in a cell a click means "facing north, east, south, west": the middle of each side's part.
SIDE_OFFSETS = ((0.0, -0.35), (0.35, 0.0), (0.0, 0.35), (-0.35, 0.0))


class ReflecView(GameView):
    game_id = "reflec"
    obs: ReflecObservation | None
    animation: ReflecAnimation | None

    # The app is reached through the Protocol the view base class names: a game folder never imports app.
    def __init__(self, app: AppServices, players: Sequence[PlayerSpec]) -> None:
        super().__init__(app, players)
        self.rect = pygame.Rect(0, 0, 900, 700)
        self.layout_ = ReflecLayout(self.rect)
        self.chooser = Chooser()
        self.animation = None
        self.before: ReflecObservation | None = None
        self.pointer: tuple[int, int] | None = None
        self.cursor: int | None = None  # the keyboard's cell, shown once a key moved it
        # The painters: each draws one part of the board from what `draw` hands it.
        names = [p.name for p in self.players]
        ghosts = GhostPainter()
        shots = ShotPreviewPainter(names)
        self.layer = BoardLayer()
        self.last_move = LastMovePainter()
        self.marks = ChoiceMarks()
        self.pieces = PiecesPainter()
        self.motion = MotionPainter()
        self.hints = HintPainter(ghosts, shots)
        self.previews = PreviewPainter(ghosts, shots)
        self.side = SidePainter(names)

    # --- layout and state ---------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        suits = len(self.obs.dice) if self.obs is not None else 4
        names = [player.name for player in self.players]
        scroll = self.layout_.scroll
        self.layout_ = ReflecLayout(self.rect, suits, partial(side_room, names))
        self.layout_.scroll_to(scroll)  # a relayout keeps the side where the player scrolled it
        self.layer.forget()

    def show(self, obs: ReflecObservation, legal: Sequence[Move] | None, viewer: int | None) -> None:
        relayout = self.obs is None or len(self.obs.dice) != len(obs.dice)
        super().show(obs, legal, viewer)
        moves = None if legal is None else [move for move in legal if isinstance(move, ReflecMove)]
        self.chooser.show(obs, moves)
        if relayout:
            self.layout(self.rect)

    def start_animation(
        self, events: list[Event], before: ReflecObservation | None, speed: float | None
    ) -> None:
        self.last_events = list(events)
        animation = ReflecAnimation(events)
        if speed is None or animation.action is None:
            self.animation = None
            return
        self.before = before
        self.speed = speed
        if animation.beam is not None:
            animation.set_beam_length(
                path_length(beam_points(animation.beam, self.layout_)) / self.layout_.cell
            )
        self.animation = animation

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Intent | None:
        if self._scroll_side(event):
            return None
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.cursor = None
            self._aim_at(event.pos)
            return None
        if self.legal_moves is None:
            return None
        chooser = self.chooser
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            if event.button == pygame.BUTTON_RIGHT:
                return chooser.take(None) if chooser.pick is not None else None
            if event.button == pygame.BUTTON_LEFT:
                return self._click(event.pos)
            return None
        if event.type == pygame.MOUSEWHEEL:
            return chooser.turn_facing(event.y < 0)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _scroll_side(self, event: pygame.event.Event) -> bool:
        """Whether `event` scrolled a side too tall for the window (the wheel over it, its scroll bar)."""
        lay = self.layout_
        if not lay.scrolls:
            return False
        bar = self.side.bar
        bar.track = lay.bar_track
        moved = bar.handle_event(event, lay.scroll, lay.content.height, lay.side.height)
        if moved is not None:
            lay.scroll_to(moved)
            return True
        over_side = self.pointer is not None and lay.side.collidepoint(self.pointer)
        if event.type == pygame.MOUSEWHEEL and over_side:
            lay.scroll_to(lay.scroll - event.y * lay.cell)
            return True
        return False

    def _aim_at(self, pos: tuple[int, int]) -> None:
        """With the laser in hand, the aim follows the pointer (the longer way from the laser wins)."""
        pick = self.chooser.pick
        if pick is None or pick.kind != LASER:
            return
        cx, cy = self.layout_.cell_center(pick.cell)
        dx, dy = pos[0] - cx, pos[1] - cy
        if max(abs(dx), abs(dy)) > self.layout_.cell * 0.5:
            self.chooser.aim = direction_towards(dx, dy)

    def _click(self, pos: tuple[int, int]) -> Intent | None:
        obs = self.obs
        if obs is None:  # nothing shown yet (clicks come only once there is a position)
            return None
        lay = self.layout_
        chooser = self.chooser
        on_button = lay.end_button.collidepoint(pos) and lay.side.collidepoint(pos)
        if on_button and not chooser.drop_round:
            return chooser.end_turn()
        cell = lay.cell_at(pos)
        if cell is not None:
            self._aim_at(pos)
            return chooser.click_cell(cell, lay.pointing(pos, cell))
        row = lay.row_at(pos)
        if row is not None:
            return chooser.click_supply(list(obs.dice)[row])
        if lay.frame.inflate(lay.cell, lay.cell).collidepoint(pos):
            self._aim_at(pos)
            return chooser.click_off_board()
        return None

    def _key(self, event: pygame.event.Event) -> Intent | None:
        chooser = self.chooser
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        pick = chooser.pick
        if key == pygame.K_ESCAPE and pick is not None:
            return chooser.take(None)
        if key in ARROWS:
            return self._arrow(ARROWS[key], shift)
        if key in ACTIVATE:
            return self._activate()
        if key == pygame.K_r:
            return chooser.turn_facing(not shift)
        if key == pygame.K_f and pick is not None and pick.kind == LASER:
            return chooser.fire_aimed()
        command = {
            pygame.K_l: chooser.pick_laser,
            pygame.K_d: chooser.next_supply,
            pygame.K_e: chooser.end_turn,
        }.get(key)
        return command() if command is not None else None

    def _arrow(self, direction: int, shift: bool) -> Intent | None:
        """With the laser in hand an arrow aims it (with Shift: moves it); otherwise it moves the cursor."""
        chooser = self.chooser
        pick = chooser.pick
        if pick is not None and pick.kind == LASER:
            if shift:
                target = NEIGHBOUR[pick.cell][direction]
                return Intent(move=m.move_laser(target)) if target >= 0 else None
            return chooser.aim_key(direction)
        self._move_cursor(direction)
        return Intent(message=chooser.hint())

    def _activate(self) -> Intent | None:
        """Enter or Space: fire the laser in hand (unless the cursor is out), else click the cursor's cell."""
        chooser = self.chooser
        pick = chooser.pick
        if pick is not None and pick.kind == LASER and self.cursor is None:
            return chooser.fire_aimed()
        if self.cursor is not None:
            return chooser.click_cell(self.cursor, None)
        return None

    def _move_cursor(self, direction: int) -> None:
        if self.cursor is None:
            pick = self.chooser.pick
            start = pick.cell if pick is not None and pick.cell >= 0 else self.chooser.own_laser()
            self.cursor = start if start >= 0 else CELL_INDEX["d4"]
            return
        target = NEIGHBOUR[self.cursor][direction]
        if target >= 0:
            self.cursor = target

    def wants_escape(self) -> bool:
        return self.chooser.pick is not None

    # --- what can be pressed (for the search that proves every move can be made) ---------------------
    def pointer_targets(self) -> list[tuple[int, int]]:
        lay = self.layout_
        points = [(round(x), round(y)) for x, y in map(lay.cell_center, CELLS)]
        for cell in self._cells_with_facing():
            x, y = lay.cell_center(cell)
            points.extend((round(x + dx * lay.cell), round(y + dy * lay.cell)) for dx, dy in SIDE_OFFSETS)
        pick = self.chooser.pick
        if pick is not None and pick.kind == LASER:  # aimed past the board's edge, beside its own row
            margin = (lay.frame.width - lay.board.width) // 4
            x, y = map(round, lay.cell_center(pick.cell))
            points += [(x, lay.board.top - margin), (x, lay.board.bottom + margin),
                       (lay.board.left - margin, y), (lay.board.right + margin, y)]
        # What is scrolled out of sight is not there to press.
        points.extend(row.center for row in lay.rows if lay.side.collidepoint(row.center))
        if lay.side.collidepoint(lay.end_button.center):
            points.append(lay.end_button.center)
        return points

    def _cells_with_facing(self) -> list[int]:
        """The cells where the part of the cell clicked chooses a facing: where a coin may go now."""
        chooser = self.chooser
        pick = chooser.pick
        if chooser.obs is None or not chooser.active:
            return []
        if chooser.drop_round or (pick is not None and pick.kind == SUPPLY):
            return [cell for cell in CELLS if chooser.is_empty(cell)]
        if pick is not None and pick.kind == COIN:
            free = [cell for cell in NEIGHBOUR[pick.cell] if cell >= 0 and chooser.is_empty(cell)]
            return [pick.cell, *free]
        return []

    def key_inputs(self) -> list[KeyPress]:
        pick = self.chooser.pick
        if pick is None:
            return [*BOARD_KEYS, *TURN_KEYS, *EMPTY_HANDED_KEYS]
        return [*BOARD_KEYS, *(LASER_KEYS if pick.kind == LASER else HOLDING_KEYS)]

    def input_state(self) -> tuple[Pick | None, int, int, int | None]:
        chooser = self.chooser
        return chooser.pick, chooser.facing, chooser.aim, self.cursor

    def restore_input_state(self, state: tuple[Pick | None, int, int, int | None]) -> None:
        self.chooser.pick, self.chooser.facing, self.chooser.aim, self.cursor = state

    def input_state_key(self) -> tuple[Pick | None, int | None, int | None, int | None]:
        """A coin in hand goes to its own cell or a neighbour: the cursor further away is one state.
        The facing counts only where something will be placed, the aim only with the laser in hand."""
        chooser = self.chooser
        pick, cursor = chooser.pick, self.cursor
        placing = chooser.drop_round or (pick is not None and pick.kind in (COIN, SUPPLY))
        if pick is not None and pick.kind == COIN and cursor is not None and cursor != pick.cell \
                and cursor not in NEIGHBOUR[pick.cell]:
            cursor = -1
        laser = pick is not None and pick.kind == LASER
        return pick, chooser.facing if placing else None, chooser.aim if laser else None, cursor

    # --- words ------------------------------------------------------------------------------------
    def hint(self) -> str:
        return self.chooser.hint()

    def describe_move(self, text: str, mover: int | None = None) -> str:
        return describe_text(text)

    def describe_events(self, events: Sequence[Event], mover: int | None = None) -> list[str]:
        return consequences(events, [p.name for p in self.players])

    def turn_text(self) -> str:
        return turn_text(self.obs)

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        return result_text(outcome, [p.name for p in self.players])

    def suit_of_seat(self, seat: int) -> str:
        """The suit a player is shown by: the one on turn if it is theirs, else their first."""
        obs = self.obs
        if obs is not None and obs.suit is not None and obs.owners.get(obs.suit) == seat:
            return obs.suit
        owned = [suit for suit, owner in (obs.owners.items() if obs else ()) if owner == seat]
        return owned[0] if owned else "SMCA"[seat % 4]

    def draw_player_mark(
        self, surface: pygame.Surface, seat: int, center: tuple[int, int], size: int
    ) -> None:
        image = sprites.pawn(size, self.suit_of_seat(seat), self.app.palette)
        surface.blit(image, image.get_rect(center=center))

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        obs = self.obs
        if obs is None:
            return
        art = BoardArt(self.layout_, self.app.palette, obs)
        lay = art.layout
        surface.blit(self.layer.surface(lay, art.palette), lay.frame.topleft)
        anim = self.animation
        chooser = self.chooser
        active = self.legal_moves is not None  # the viewer may act from this screen
        # The table side first: the labels of the previews (the aim's, by the pointer) may reach over
        # the player rows and must stay readable on top of them.
        flip = anim.flip() if anim is not None else 1.0
        before = self.before if anim is not None else None
        self.side.draw(surface, art, chooser, active, before=before, flip=flip, pointer=self.pointer)
        if anim is None:
            self.last_move.draw(surface, art, self.last_events)
            if active:
                self.marks.draw_targets(surface, art, chooser)
        hidden = anim.hidden_cells() if anim is not None else set()
        self.pieces.draw(surface, art, chooser.pick, hidden, lift_pick=anim is None, mark_frozen=active)
        pick = chooser.pick
        if anim is None and active and pick is not None and pick.kind == COIN:
            self.marks.draw_facing_arrows(surface, art, pick.cell)
        if anim is not None:
            self.motion.draw(surface, art, anim)
        else:
            hinted = self.hinted_legal_move()
            if isinstance(hinted, ReflecMove):
                self.hints.draw(surface, art, chooser, hinted)
            if active:
                self.previews.draw(surface, art, chooser, self.pointer, self.cursor)
        if self.cursor is not None and active and self.board_focus:
            self.marks.draw_cursor(surface, art, self.cursor)

    # --- the benchmark's moving picture ------------------------------------------------------------
    def demo_animation(self) -> None:
        """Fire the suit on turn's laser along its longest path (to measure frames while a beam runs)."""
        obs = self.obs
        if obs is None:
            return
        suit = obs.suit or next(s for s, cell in obs.lasers.items() if cell)
        shots = [preview_shot(obs, suit, d) for d in range(4)]
        shot = max((s for s in shots if s is not None), key=lambda s: len(s.path))
        events: list[Event] = [shot]
        if shot.end == LOOP:
            events.append(LoopRemoved(player=obs.to_move, removed=shot.removed))
        elif shot.hit is not None:
            events.append(LaserDestroyed(suit=shot.hit, cell=shot.path[-1]))
        self.start_animation(events, obs, 1.0)


VIEW_CLASS = ReflecView
