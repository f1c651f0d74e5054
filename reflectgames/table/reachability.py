"""Proof that every legal move can be made from the board, with the pointer and with the keys.

`check_reachability` plays seeded random games of each game to reach many
positions. In each one it hands the game's own board view the observation
and legal moves of the seat to act, laid out as the play table would (in turn
at 1280x800 and at 960x600 with 175 % text), and searches the view's input
space: clicks at the points the view's layout offers
(`GameView.pointer_targets`) for the pointer, the presses the view answers
(`GameView.key_inputs`) for the keys. Each input is a real pygame
event sent to `view.handle_event`; a path counts only when the view itself
emits the `Intent` of that exact move. Half-made choices are set aside and put
back (`input_state` / `restore_input_state`), so the search walks the states
of the view's input mapping instead of replaying paths from the start, and
never asks `Match.play` anything.

A move that no path reaches within the search's bounds is reported with the
game and the moves that led to the position, so it can be replayed.
"""

from __future__ import annotations

import heapq
import itertools
import random
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame

from reflectgames.core.match import PlayerSpec
from reflectgames.core.rules import AnyRules, Move
from reflectgames.storage.settings import Settings
from reflectgames.table.play import table_layout
from reflectgames.ui.game_view import GameView, Intent, KeyPress
from reflectgames.ui.text import get_ui_scale, set_ui_scale
from reflectgames.ui.theme import Palette, get_palette

# The windows the boards are laid out for, as (size, UI scale), taken in turn by the positions: the
# usual one, and a small window with large text, where the cards and buttons are most squeezed.
WINDOWS: tuple[tuple[tuple[int, int], float], ...] = (((1280, 800), 1.0), ((960, 600), 1.75))
# How many inputs one search may send in one position before it gives up on the moves left.
INPUT_BUDGET = 60_000
# Random games are played from their start (set-up phases included) for at most this many moves;
# each position is taken with this chance, so the positions come from many games.
MAX_GAME_MOVES = 400
TAKE_SHARE = 0.35
# New games in a row without a single position to take before a game is given up.
MAX_BARREN_GAMES = 20

Point = tuple[int, int]


@dataclass
class ReachabilityReport:
    positions_checked: int = 0
    moves_checked: int = 0
    moves_without_pointer_path: list[dict[str, Any]] = field(default_factory=list)
    moves_without_key_path: list[dict[str, Any]] = field(default_factory=list)


class _Sounds:
    def play(self, kind: str) -> None:
        """No sound: the search only reads what the view asks for."""


class _Bench:
    """What a board view uses of the app (its look and the settings), without a window."""

    headless = True

    def __init__(self) -> None:
        self.settings = Settings()
        self.sounds = _Sounds()

    @property
    def palette(self) -> Palette:
        return get_palette(self.settings.palette)

    @property
    def size(self) -> tuple[int, int]:
        return 1280, 800

    def request_redraw(self) -> None:
        """Nothing is drawn."""


def click(view: GameView, pos: Point) -> list[Intent]:
    """The left button goes down and up at `pos` (a view must not need the pointer to have moved
    there first: a tap on a touch pad sends no motion)."""
    events = [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]
    return [intent for event in events if (intent := view.handle_event(event)) is not None]


def press(view: GameView, key: KeyPress) -> list[Intent]:
    """One key press, as the window reports it."""
    code, mod = key
    event = pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    intent = view.handle_event(event)
    return [] if intent is None else [intent]


def played_move(intents: Iterable[Intent]) -> str | None:
    """The move an input asked the table to play (the first of several played as one), if any."""
    for intent in intents:
        if intent.moves:
            return str(intent.moves[0])
        if intent.move is not None:
            return str(intent.move)
    return None


def search_paths(view: GameView, legal: set[str], actions: Callable[[GameView], Sequence[Any]],
                 send: Callable[[GameView, Any], list[Intent]], budget: int = INPUT_BUDGET
                 ) -> dict[str, tuple[Any, ...]]:
    """An input path to each legal move (by notation) the view's input mapping offers, within
    `budget` inputs; the view is left as it was found.

    Every half-made choice reached is tried with every input it offers, in rounds: each choice's
    first input, then each one's second, and so on (the shallower choice first within a round), so
    the inputs a view lists first (its buttons, the keys that confirm) are tried early from every
    choice instead of after every cell of every other choice. Nothing is left out: the search ends
    when every move has a path or every input of every choice reached has been tried.
    """
    start = view.input_state()
    found: dict[str, tuple[Any, ...]] = {}
    seen: set[Hashable] = {view.input_state_key()}
    order = itertools.count()
    # (round: the input number tried next, depth, tie-break, choice, its path, its inputs)
    heap: list[tuple[int, int, int, Any, tuple[Any, ...], Sequence[Any]]] = [
        (0, 0, next(order), start, (), actions(view))
    ]
    sent = 0
    while heap and len(found) < len(legal) and sent < budget:
        index, depth, _, state, path, inputs = heapq.heappop(heap)
        if index >= len(inputs):
            continue
        if index + 1 < len(inputs):
            heapq.heappush(heap, (index + 1, depth, next(order), state, path, inputs))
        view.restore_input_state(state)
        action = inputs[index]
        move = played_move(send(view, action))
        sent += 1
        step = (*path, action)
        if move is not None:
            if move in legal and move not in found:
                found[move] = step
            continue  # the table plays the move (or says why not): this path ends here
        key = view.input_state_key()
        if key not in seen:
            seen.add(key)
            heapq.heappush(heap, (0, depth + 1, next(order), view.input_state(), step, actions(view)))
    view.restore_input_state(start)
    return found


def _targets(view: GameView) -> list[Point]:
    return view.pointer_targets()


def _keys(view: GameView) -> list[KeyPress]:
    return view.key_inputs()


def _positions(rules: AnyRules, game_id: str, count: int, rng: random.Random
               ) -> Iterable[tuple[Any, list[str]]]:
    """`count` positions with someone to move, from random games (new games as they end)."""
    from reflectgames.games import random_opening

    info = rules.info
    taken = 0
    barren = 0  # new games in a row that had no position to offer (a game nobody can move in)
    while taken < count and barren < MAX_BARREN_GAMES:
        players = rng.randint(info.min_players, info.max_players)
        seed = rng.randrange(2**31)
        state = rules.new_game(players=players, seed=seed, options={})
        texts = list(random_opening(game_id, seed))
        state = rules.play(state, *texts) if texts else state
        barren += 1
        for _ in range(MAX_GAME_MOVES):
            if taken >= count or rules.to_move(state) is None:
                break
            legal = rules.legal_moves(state)
            if not legal:
                break
            barren = 0
            if rng.random() < TAKE_SHARE:
                yield state, texts
                taken += 1
            move = rng.choice(legal)
            texts = [*texts, str(move)]
            state = rules.apply(state, move)


def _check_game(game_id: str, count: int, rng: random.Random, report: ReachabilityReport) -> None:
    from reflectgames.games import game_entry, get_rules

    rules = get_rules(game_id)
    view_class = game_entry(game_id).view()
    for index, (state, texts) in enumerate(_positions(rules, game_id, count, rng)):
        seat = rules.to_move(state)
        if seat is None:
            continue  # positions are taken only while someone is to move
        legal_moves: list[Move] = rules.legal_moves(state)
        legal = {str(move) for move in legal_moves}
        size, scale = WINDOWS[index % len(WINDOWS)]
        players = [PlayerSpec(f"P{number + 1}") for number in range(_seats(rules, state))]
        with ui_scale(scale):
            view: GameView = view_class(_Bench(), players)
            view.layout(table_layout(size)[1])
            view.show(rules.observe(state, seat), legal_moves, seat)
            by_pointer = search_paths(view, legal, _targets, click)
            by_keys = search_paths(view, legal, _keys, press)
        report.positions_checked += 1
        report.moves_checked += len(legal)
        for text in sorted(legal):
            entry = {"game": game_id, "moves": list(texts), "move": text}
            if text not in by_pointer:
                report.moves_without_pointer_path.append(entry)
            if text not in by_keys:
                report.moves_without_key_path.append(dict(entry))


@contextmanager
def ui_scale(scale: float) -> Iterator[None]:
    """Lay out and measure at `scale`, then put the app's own scale back."""
    before = get_ui_scale()
    set_ui_scale(scale)
    try:
        yield
    finally:
        set_ui_scale(before)


def _seats(rules: AnyRules, state: Any) -> int:
    players = getattr(state, "players", None)
    if isinstance(players, int):
        return players
    return rules.info.max_players


def check_reachability(game_ids: Sequence[str] | None = None, positions_per_game: int = 200,
                       seed: int = 0) -> ReachabilityReport:
    """Every legal move of `positions_per_game` random positions per game: has it a pointer path and
    a key path on the game's own board view? The same seed checks the same positions."""
    from reflectgames.games import GAME_IDS

    if not pygame.font.get_init():
        pygame.font.init()  # the views measure their labels when they lay out
    report = ReachabilityReport()
    for game_id in GAME_IDS if game_ids is None else game_ids:
        _check_game(game_id, positions_per_game, random.Random(f"{seed}:{game_id}"), report)
    return report
