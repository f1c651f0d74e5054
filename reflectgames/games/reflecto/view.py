"""The Reflecto board on screen, as one seat sees it: the lake, the screens, the lanes and the notebook.

Everything is drawn from that seat's observation: its own screens show their
faces, the opponent's show identical backs, an opponent screen one of its
mirrors shows appears reflected in that mirror (letters reversed, unless the
setting asks for them plain) with a glint, and screens it has identified
carry a small label as they move. Input becomes move texts: click or drag a
screen to a highlighted cell, arrows and Enter, G to guess.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pygame

from reflectgames.core.rules import Event, IllegalMove, Move, Outcome
from reflectgames.games.reflecto.board import (
    EXIT_BASE,
    FORWARD,
    FRONT,
    HOME_CELLS,
    SIZE,
    cell_at,
    cell_name,
    cell_of,
    file_of,
    row_of,
)
from reflectgames.games.reflecto.catalog import END_MESSAGES
from reflectgames.games.reflecto.events import Exited, Moved, ReflectoEnd, Stepped
from reflectgames.games.reflecto.guess_dialog import GuessDialog
from reflectgames.games.reflecto.layout import ReflectoLayout
from reflectgames.games.reflecto.moves import GuessMove, ScreenMove, SetupMove, parse_move
from reflectgames.games.reflecto.notebook import Notebook
from reflectgames.games.reflecto.observation import ReflectoObservation, ScreenView
from reflectgames.games.reflecto.painters import sprites
from reflectgames.games.reflecto.painters.animation import ReflectoAnimation
from reflectgames.games.reflecto.painters.board_art import draw_static_board
from reflectgames.games.reflecto.setup_view import DRAG_START, SetupView
from reflectgames.i18n import get_language, t
from reflectgames.ui.game_view import GameView, Intent
from reflectgames.ui.marks import path_mark
from reflectgames.ui.text import length
from reflectgames.ui.theme import lighter

ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
LIFT = 0.4  # how high (in cells) a hopping screen rises at the top of its arc


class ReflectoView(GameView):
    game_id = "reflecto"

    def __init__(self, app, players) -> None:
        super().__init__(app, players)
        self.rect = pygame.Rect(0, 0, 900, 700)
        self.layout_ = ReflectoLayout(self.rect, 0)
        self.setup: SetupView | None = None
        self.guess: GuessDialog | None = None
        self.notebook = Notebook(self.open_guess)
        self.selected: int | None = None  # cell of the viewer's screen being moved
        self.press: tuple[int, tuple[int, int]] | None = None
        self.dragging = False
        self._deselect_on_release = False  # a second click on the chosen screen puts it back
        self.pointer: tuple[int, int] | None = None
        self.cursor: tuple[int, int] | None = None  # keyboard cursor (screen column, row)
        self.targets: dict[int, dict[int, ScreenMove]] = {}  # origin cell -> destination cell -> move
        self.animation: ReflectoAnimation | None = None
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._shape: tuple | None = None

    # --- layout and state ---------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._relayout()

    def _relayout(self) -> None:
        viewer = self.viewer if self.viewer is not None else 0
        self.layout_ = ReflectoLayout(self.rect, viewer, setup=self.setup is not None)
        self._shape = (viewer, self.setup is not None)
        if self.setup is not None:
            self.setup.layout(self.layout_)
        self.notebook.layout(self.layout_.column)
        if self.guess is not None:
            self.guess.layout(self.rect)

    def show(self, obs: ReflectoObservation, legal: Sequence[Move] | None, viewer: int | None) -> None:
        changed_seat = viewer != self.viewer
        super().show(obs, legal, viewer)
        if changed_seat:
            self.cursor = None
        seat = obs.seat
        # The seat's own setup in progress survives a look at the history (legal is None meanwhile).
        own_setup = obs.phase == "setup" and not obs.ready[seat] and obs.to_move == seat
        if changed_seat or not own_setup:
            self.setup = None
        if own_setup and self.setup is None and legal is not None:
            self.setup = SetupView(obs)
        if legal is None or changed_seat or obs.phase != "play":
            self.guess = None
        self.targets = {}
        for move in self.legal_moves or []:
            if isinstance(move, ScreenMove):
                self.targets.setdefault(move.origin, {})[move.destination] = move
        if self.selected not in self.targets:
            self.selected = None
            self.dragging = False
        if self._shape != (seat, self.setup is not None):
            self._relayout()

    def start_animation(self, events: list[Event], before: ReflectoObservation | None,
                        speed: float | None, sweep: bool = False) -> None:
        self.last_events = list(events)
        moving = any(isinstance(e, (Moved, Exited)) for e in events)
        if speed is None or self.obs is None or not (moving or sweep):
            self.animation = None
            return
        self.animation = ReflectoAnimation(events, before, self.obs, sweep=sweep)
        self.speed = speed
        if self.animation.done:
            self.animation = None

    def show_opponent_move(self, events: list[Event], before: ReflectoObservation | None,
                           speed: float | None) -> None:
        # Paths and exits are public: the new viewer watches them from their own side, and a glint
        # runs over their mirrors as their view appears.
        self.start_animation(events, before, speed, sweep=True)

    def update(self, dt: float) -> None:
        if self.guess is not None:
            self.guess.opening_key = None  # only the frame that opened the dialog carries its G
        super().update(dt)

    # --- words ---------------------------------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.players[seat].name if seat < len(self.players) else str(seat + 1)

    def hint(self) -> str:
        obs = self.obs
        if obs is None or obs.phase == "over":
            return ""
        seat = obs.seat
        if obs.phase == "setup":
            if self.setup is not None:
                return t("reflecto.hint.setup", length=obs.word_lengths[seat])
            return t("reflecto.hint.wait_setup", name=self._name(obs.to_move))
        if self.legal_moves is None:
            return t("reflecto.hint.watch", name=self._name(obs.to_move))
        if self.guess is not None:
            return t("reflecto.hint.guess", name=self._name(1 - seat))
        if self.selected is not None:
            return t("reflecto.hint.choose_target")
        if not self.targets:
            return t("reflecto.hint.must_guess", name=self._name(1 - seat))
        return t("reflecto.hint.turn", name=self._name(1 - seat))

    def describe_move(self, text: str, mover: int | None = None) -> str:
        player = mover if mover is not None else 0
        try:
            move = parse_move(text, player)
        except IllegalMove:
            return text  # the history holds played moves only; shown as written, should one not read
        if isinstance(move, SetupMove):
            return t("reflecto.move.setup")  # never the word: the history is seen by both players
        if isinstance(move, GuessMove):
            return t("reflecto.move.guess", word=move.word)
        cells = [cell_name(cell, player) for cell in move.path]
        if move.is_step:
            return t("reflecto.move.step", start=cells[0], end=cells[1])
        return t("reflecto.move.jump", path=" › ".join(cells))

    def turn_text(self) -> str:
        obs = self.obs
        if obs is None or obs.to_move is None:
            return ""
        if obs.phase == "setup":
            return t("reflecto.turn.setup")
        mover = obs.to_move
        return t("reflecto.turn.out", count=obs.exited[mover], total=obs.letter_screens[mover])

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        obs = self.obs
        if not outcome.winners:
            return t("result.draw"), ""
        winner = min(outcome.winners)
        name, other = self._name(winner), self._name(1 - winner)
        words = ["", ""]
        if obs is not None:
            words[obs.seat] = obs.word or ""
            words[1 - obs.seat] = obs.opponent_word or ""
        detail = t(END_MESSAGES[ReflectoEnd(outcome.reason)], name=name, other=other, word=words[winner],
                   other_word=words[1 - winner])
        if all(words):  # the end reveals both words
            detail += " " + t("reflecto.result.words", first=self._name(0), first_word=words[0],
                              second=self._name(1), second_word=words[1])
        return t("result.wins", name=name), detail

    def draw_player_mark(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                         size: int) -> None:
        image = sprites.back(int(size * 0.7), size, self.app.palette.players[seat])
        surface.blit(image, image.get_rect(center=center))

    # --- input ---------------------------------------------------------------------------------------------
    def open_guess(self, opening_key: str | None = None) -> None:
        obs = self.obs
        if obs is None or self.legal_moves is None or obs.phase != "play":
            return
        self.guess = GuessDialog(obs.word_lengths[1 - obs.seat], self._name(1 - obs.seat), obs.wrong_guess)
        self.guess.opening_key = opening_key
        self.guess.layout(self.rect)
        self.selected = None

    def takes_text(self) -> bool:
        # The secret word is typed during set-up, a guess in its dialog.
        return self.guess is not None or (self.setup is not None and self.legal_moves is not None)

    def wants_escape(self) -> bool:
        if self.guess is not None or self.selected is not None:
            return True
        return self.setup is not None and self.setup.wants_escape()

    def handle_event(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.obs is None:
            return None
        if self.guess is not None:
            return self._guess_event(event, self.guess)
        if self.setup is not None:
            return self.setup.handle_event(event, self.layout_) if self.legal_moves is not None else None
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event)
        if self.legal_moves is None:
            return self._watching_event(event)
        return self._acting_event(event)

    def _watching_event(self, event: pygame.event.Event) -> Intent | None:
        """Nobody acts from this screen now: a click on the lake says whose turn it is."""
        if event.type == pygame.MOUSEBUTTONDOWN and self.layout_.grid.collidepoint(event.pos):
            return Intent(message=self.hint())
        return None

    def _acting_event(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if self.notebook.handle_event(event):
                return Intent(message=self.hint())
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            return self._release(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _guess_event(self, event: pygame.event.Event, dialog: GuessDialog) -> Intent | None:
        dialog.handle_event(event)
        if dialog.closed:
            self.guess = None
            if dialog.chosen:
                return Intent(move=GuessMove(self.obs.seat, dialog.chosen))
            return Intent(message=self.hint())
        return None

    def _motion(self, event: pygame.event.Event) -> Intent | None:
        if self.press is not None and not self.dragging:
            start = self.press[1]
            if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_START:
                self.dragging = True
        return None

    def _own_screen(self, cell: int) -> ScreenView | None:
        screen = self._screens().get(cell)
        return screen if screen is not None and screen.owner == self.obs.seat else None

    def _screens(self) -> dict[int, ScreenView]:
        return {cell_at(s.cell): s for s in self.obs.screens}

    def _press(self, pos: tuple[int, int]) -> Intent | None:
        target = self.layout_.target_at(pos)
        if target is None:
            return None
        if self.selected is not None and target in self.targets.get(self.selected, {}):
            return self._choose(self.selected, target)
        if self._own_screen(target) is not None:
            return self._select(target, pos)
        if self.selected is not None:
            return self._attempt(self.selected, target)
        return self._explain_cell(target)

    def _select(self, cell: int, pos: tuple[int, int] | None) -> Intent:
        if cell not in self.targets:
            self.selected = None
            return Intent(message=t("reflecto.error.stuck"), error=True)
        if cell == self.selected and pos is not None:
            self.press = (cell, pos)
            self.dragging = False
            self._deselect_on_release = True
            return Intent(message=self.hint())
        self.selected = cell
        self._deselect_on_release = False
        if pos is not None:
            self.press = (cell, pos)
            self.dragging = False
        return Intent(message=self.hint())

    def _release(self, pos: tuple[int, int]) -> Intent | None:
        press, self.press = self.press, None
        if press is None:
            return None
        if self.dragging:
            self.dragging = False
            target = self.layout_.target_at(pos)
            if target is None or target == press[0]:
                return None
            # A press that starts a drag picked up the chosen screen: press[0] is the selected cell.
            if target in self.targets.get(press[0], {}):
                return self._choose(press[0], target)
            return self._attempt(press[0], target)
        if self._deselect_on_release:
            self.selected = None  # a second click on the chosen screen puts it back
            self._deselect_on_release = False
            return Intent(message=self.hint())
        return None

    def _choose(self, origin: int, target: int) -> Intent:
        move = self.targets[origin][target]
        self.selected = None
        self.dragging = False
        return Intent(move=move)

    def _attempt(self, origin: int, target: int) -> Intent:
        """A destination that is not listed: let the rules say why, in one line, and change nothing."""
        seat = self.obs.seat
        return Intent(move=ScreenMove(seat, (origin, target)))

    def _explain_cell(self, cell: int) -> Intent:
        screen = self._screens().get(cell)
        if screen is not None:
            return Intent(message=t("reflecto.error.not_yours", name=self._name(screen.owner)), error=True)
        return Intent(message=t("reflecto.error.pick_first"), error=True)

    def _key(self, event: pygame.event.Event) -> Intent | None:
        if event.key == pygame.K_g:
            self.open_guess(opening_key="g")
            return Intent(message=self.hint())
        if event.key == pygame.K_ESCAPE and self.selected is not None:
            self.selected = None
            return Intent(message=self.hint())
        if event.key in ARROWS:
            col, row = self.cursor if self.cursor is not None else self._start_cursor()
            dx, dy = ARROWS[event.key]
            top = -1 if self.selected is not None else 0  # row -1: beyond the last row, to leave the board
            self.cursor = (max(0, min(SIZE - 1, col + dx)), max(top, min(SIZE - 1, row + dy)))
            return None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.cursor is not None:
            cell = self._cursor_cell(self.cursor)
            if self.selected is not None and cell in self.targets.get(self.selected, {}):
                return self._choose(self.selected, cell)
            if self._own_screen(cell) is not None:
                return self._select(cell, None)
            if self.selected is not None:
                return self._attempt(self.selected, cell)
            return self._explain_cell(cell)
        return None

    def _start_cursor(self) -> tuple[int, int]:
        own = sorted(self.targets)
        if own:
            return self.layout_.screen_colrow(own[0])
        return 3, SIZE - 1

    def _cursor_cell(self, cursor: tuple[int, int]) -> int:
        col, row = cursor
        if row < 0:
            return EXIT_BASE + (col if self.obs.seat == 0 else SIZE - 1 - col)
        return self.layout_.cell_at_colrow(col, row)

    # --- drawing -------------------------------------------------------------------------------------------
    def _plain(self) -> bool:
        return bool(getattr(self.app.settings, "show_mirror_letters_plain", False))

    def _static_layer(self) -> pygame.Surface:
        lay = self.layout_
        obs = self.obs
        palette = self.app.palette
        names = (self._name(0), self._name(1))
        key = (self.rect.size, lay.cell, obs.seat, palette.name, get_language(), names,
               tuple(obs.letter_screens))
        if self._static is None or self._static_key != key:
            self._static = draw_static_board(self.rect, lay, palette, obs, names)
            self._static_key = key
        return self._static

    def draw(self, surface: pygame.Surface) -> None:
        obs = self.obs
        if obs is None:
            return
        surface.blit(self._static_layer(), self.rect.topleft)
        self._draw_last_move(surface)
        self._draw_targets(surface)
        self._draw_cards(surface)
        self._draw_lanes(surface)
        self._draw_moving(surface)
        self._draw_hinted(surface)
        if self.setup is not None:
            self.setup.draw_column(surface, self.app.palette)
        else:
            can_guess = self.legal_moves is not None and obs.phase == "play"
            self.notebook.draw(surface, self.app.palette, obs, [self._name(0), self._name(1)], can_guess,
                               self.pointer)
        if self.guess is not None:
            self.guess.draw(surface, self.app.palette, self.pointer)

    # cards ------------------------------------------------------------------------------------------------
    def _card(self, screen: ScreenView, cell: int, screens: dict[int, ScreenView]) -> pygame.Surface:
        lay = self.layout_
        palette = self.app.palette
        obs = self.obs
        body = palette.players[screen.owner]
        w, h = lay.card_w, lay.card_h
        if screen.owner == obs.seat or obs.phase == "over":
            if screen.kind == "mirror":
                shown = self._reflected(cell, screen.owner, screens)
                if shown is None:
                    return sprites.mirror_face(w, h, body)
                letters, is_mirror = shown
                return sprites.mirror_face(w, h, body, letters, not self._plain(), is_mirror)
            return sprites.letter_face(w, h, body, palette.tile, screen.letters or "", screen.number)
        return sprites.back(w, h, body)

    def _reflected(self, mirror: int, owner: int,
                   screens: dict[int, ScreenView]) -> tuple[str | None, bool] | None:
        """What the viewer's mirror on `mirror` shows: (letters, is a mirror) of the screen in front."""
        if owner != self.obs.seat:
            return None
        ahead = FRONT[owner][mirror]
        screen = screens.get(ahead) if ahead >= 0 else None
        if screen is None or screen.owner == owner or not screen.seen_now:
            return None
        return (None, True) if screen.kind == "mirror" else (screen.letters or "", False)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        lay = self.layout_
        anim = self.animation
        screens = self._screens()
        placed: list[tuple[int, pygame.Surface, pygame.Rect, ScreenView | None, int]] = []
        for cell, screen in screens.items():
            if anim is not None and anim.hides_cell(cell):
                continue
            if self.dragging and cell == self.selected:
                continue
            rect = lay.card_rect_at(lay.cell_center(cell))
            if cell == self.selected:
                rect = rect.move(0, -int(lay.cell * 0.08))
            placed.append((rect.bottom, self._card(screen, cell, screens), rect, screen, cell))
        if self.setup is not None:
            placed.extend(self._setup_cards(self.setup))
        for _bottom, image, rect, shown, _cell in sorted(placed, key=lambda item: item[0]):
            owner = shown.owner if shown is not None else self.obs.seat
            self._blit_standing(surface, image, rect, owner)
        for _bottom, _image, rect, shown, cell in placed:
            if shown is not None:
                self._draw_marks(surface, shown, cell, rect)

    def _blit_standing(self, surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, owner: int,
                       lift: int = 0) -> None:
        """A screen on the ice: its shadow, its foot, then the card (`lift` pixels up while hopping)."""
        lay = self.layout_
        shadow = sprites.shadow(int(lay.card_w * 1.5), int(lay.cell * 0.32))
        spot = (rect.centerx + lay.cell // 14, rect.bottom - lay.cell // 30)
        surface.blit(shadow, shadow.get_rect(center=spot))
        foot = sprites.stand(int(lay.card_w * 1.18), max(4, int(lay.cell * 0.14)),
                             self.app.palette.players[owner])
        if lift:
            surface.blit(image, rect.move(0, -lift))
            return
        surface.blit(foot, foot.get_rect(center=(rect.centerx, rect.bottom - lay.cell // 40)))
        surface.blit(image, rect)

    def _draw_marks(self, surface: pygame.Surface, screen: ScreenView, cell: int, rect: pygame.Rect) -> None:
        """The label of an identified opponent screen, and the glint line to the mirror showing it now."""
        obs = self.obs
        palette = self.app.palette
        if screen.owner == obs.seat or obs.phase == "over" or screen.kind == "unknown":
            return
        tag = sprites.revealed_back_tag(self.layout_.card_w, screen.letters, screen.kind == "mirror",
                                        screen.number)
        surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.top - tag.get_height() // 3)))
        if screen.seen_now:
            mirror = cell_of(row_of(cell) + FORWARD[obs.seat], file_of(cell))
            if 0 <= mirror < SIZE * SIZE:
                top = self.layout_.card_rect_at(self.layout_.cell_center(mirror))
                glow = lighter(palette.mirror_line, 0.2)
                pygame.draw.line(surface, glow, (rect.centerx, rect.top + 2), (top.centerx, top.bottom - 4),
                                 2)
                pygame.draw.rect(surface, glow, rect.inflate(4, 4), 2, border_radius=max(3, rect.width // 7))

    def _setup_cards(self, setup: SetupView) -> list[tuple[int, pygame.Surface, pygame.Rect, None, int]]:
        lay = self.layout_
        palette = self.app.palette
        body = palette.players[setup.seat]
        faces = setup.faces()
        cards = []
        for file, token in enumerate(setup.row):
            cell = HOME_CELLS[setup.seat][file]
            if token == "M":
                image = sprites.mirror_face(lay.card_w, lay.card_h, body)
            else:
                index = int(token) - 1
                image = sprites.letter_face(lay.card_w, lay.card_h, body, palette.tile, faces[index],
                                            index + 1)
            rect = lay.card_rect_at(lay.cell_center(cell))
            if setup.dragging and setup.press is not None and setup.press[0] == file and setup.pointer:
                rect.center = setup.pointer
            elif setup.picked == file:
                rect = rect.move(0, -int(lay.cell * 0.22))
            cards.append((rect.bottom + (lay.cell if setup.dragging and setup.press
                                         and setup.press[0] == file else 0), image, rect, None, cell))
        return cards

    # lanes ------------------------------------------------------------------------------------------------
    def _lane_image(self, owner: int, letters: str | None) -> pygame.Surface:
        lay = self.layout_
        palette = self.app.palette
        w, h = int(lay.card_w * 0.82), int(lay.card_h * 0.82)
        if letters is None:
            return sprites.back(w, h, palette.players[owner])
        return sprites.letter_face(w, h, palette.players[owner], palette.tile, letters, None)

    def _draw_lanes(self, surface: pygame.Surface) -> None:
        obs = self.obs
        lay = self.layout_
        for owner in (0, 1):
            pending = self.animation.lane_pending(owner) if self.animation is not None else set()
            # Letters that left lie face down: the other player's show their backs (with the label
            # of what this player saw of them) until the end reveals everything.
            face_down = owner != obs.seat and obs.phase != "over"
            for order, letters in enumerate(obs.exit_lanes[owner]):
                if order in pending:
                    continue
                image = self._lane_image(owner, None if face_down else letters)
                center = lay.lane_slot(owner, order, obs.letter_screens[owner])
                rect = image.get_rect(center=(round(center[0]), round(center[1])))
                surface.blit(image, rect)
                if face_down and letters is not None:
                    tag = sprites.revealed_back_tag(lay.card_w, letters, False, None)
                    surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.top - tag.get_height() // 3)))

    # moving pieces ----------------------------------------------------------------------------------------
    def _draw_moving(self, surface: pygame.Surface) -> None:
        lay = self.layout_
        anim = self.animation
        screens = self._screens()
        if anim is not None:
            for flight, x, y, lift in anim.flight_poses(lay, self.obs.letter_screens):
                if anim.elapsed < flight.begin:  # still standing on the last row, waiting its turn
                    rect = lay.card_rect_at((x, y))
                    self._blit_standing(surface, self._card(flight.screen, -1, screens), rect, flight.owner)
                    continue
                image = self._flight_image(flight.screen, flight.owner)
                surface.blit(image, image.get_rect(center=(round(x), round(y - lift * lay.cell * LIFT))))
            pose = anim.mover_pose(lay)
            if pose is not None and anim.screen is not None and anim.mover is not None:
                x, y, lift = pose
                image = self._card(anim.screen, cell_at(anim.screen.cell), screens)
                rect = lay.card_rect_at((x, y))
                self._blit_standing(surface, image, rect, anim.mover, int(lift * lay.cell * LIFT))
            self._draw_glints(surface, anim)
        if self.dragging and self.selected is not None and self.pointer is not None:
            screen = screens.get(self.selected)
            if screen is not None:
                image = self._card(screen, self.selected, screens)
                rect = image.get_rect(center=self.pointer)
                surface.blit(image, rect.move(0, -int(lay.cell * 0.12)))

    def _flight_image(self, screen: ScreenView, owner: int) -> pygame.Surface:
        if owner == self.obs.seat or self.obs.phase == "over":
            return self._lane_image(owner, screen.letters or "")
        return self._lane_image(owner, None)  # it leaves face down

    def _draw_glints(self, surface: pygame.Surface, anim: ReflectoAnimation) -> None:
        lay = self.layout_
        for mirror in anim.glints:
            phase = anim.glint_phase(mirror)
            if phase is None or not 0 <= mirror < SIZE * SIZE:
                continue
            rect = lay.card_rect_at(lay.cell_center(mirror))
            surface.blit(sprites.glint(rect.width, rect.height, phase), rect)

    # highlights -------------------------------------------------------------------------------------------
    def _draw_targets(self, surface: pygame.Surface) -> None:
        lay = self.layout_
        palette = self.app.palette
        radius = int(lay.cell * 0.36)
        origin = self.selected
        acting = self.legal_moves is not None and self.setup is None
        if origin is None and self.pointer is not None and acting:
            hovered = lay.target_at(self.pointer)
            if hovered in self.targets:
                pygame.draw.circle(surface, palette.highlight, lay.cell_center(hovered), radius + 2, 2)
        if origin is not None:
            ring = pygame.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*palette.highlight, 70), (radius + 2, radius + 2), radius)
            pygame.draw.circle(ring, (*palette.highlight, 220), (radius + 2, radius + 2), radius, 2)
            under = lay.target_at(self.pointer) if self.pointer is not None else None
            for target in self.targets.get(origin, {}):
                center = lay.cell_center(target)
                surface.blit(ring, ring.get_rect(center=(round(center[0]), round(center[1]))))
                if target == under:
                    pygame.draw.circle(surface, palette.hover, center, radius + 3, 2)
            pygame.draw.circle(surface, palette.accent, lay.cell_center(origin), radius + 4, 3)
        if self.cursor is not None and self.legal_moves is not None and self.setup is None:
            cell = self._cursor_cell(self.cursor)
            rect = lay.cell_rect(cell) if cell < SIZE * SIZE else lay.exit_rect(cell)
            pygame.draw.rect(surface, palette.focus, rect.inflate(-4, -4), 2, border_radius=6)
        if self.setup is not None:
            self._draw_setup_marks(surface, self.setup)

    def _draw_setup_marks(self, surface: pygame.Surface, setup: SetupView) -> None:
        lay = self.layout_
        palette = self.app.palette
        for file in {f for f in (setup.cursor, setup.picked) if f is not None}:
            rect = lay.cell_rect(HOME_CELLS[setup.seat][file]).inflate(-4, -4)
            color = palette.accent if file == setup.picked else palette.focus
            pygame.draw.rect(surface, color, rect, 2, border_radius=6)

    def _draw_hinted(self, surface: pygame.Surface) -> None:
        """The hinted walk or jump chain, from the screen to where it lands (a guess is told in words)."""
        hinted = self.hinted_move()
        move = next((m for m in self.legal_moves or [] if str(m) == hinted), None)
        if not isinstance(move, ScreenMove):
            return
        points = [self.layout_.cell_center(cell, move.player) for cell in move.path]
        path_mark(surface, self.app.palette.highlight, points, self.layout_.cell * 0.42)

    def _draw_last_move(self, surface: pygame.Surface) -> None:
        move = next((e for e in self.last_events if isinstance(e, Moved)), None)
        if move is None or move.player is None or self.animation is not None:
            return
        lay = self.layout_
        points = [lay.cell_center(cell, move.player) for cell in move.path]
        color = lighter(self.app.palette.players[move.player], 0.25)
        for a, b in pairwise(points):
            pygame.draw.line(surface, color, a, b, max(2, length(3)))
        for point in points[:-1]:
            pygame.draw.circle(surface, color, point, max(3, lay.cell // 12))

    # --- the benchmark's moving picture ------------------------------------------------------------------
    def demo_animation(self) -> None:
        """A hop of one of the viewer's screens back and forth (for measuring frames while animating)."""
        obs = self.obs
        if obs is None or not self.targets:
            return
        origin = min(self.targets)
        target = min(self.targets[origin])
        event = Stepped(player=obs.seat, path=(origin, target))
        self.animation = ReflectoAnimation([event], obs, obs)
        self.animation.path = [target, origin]
        self.speed = 1.0


VIEW_CLASS = ReflectoView
