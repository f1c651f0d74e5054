"""The catalogue of screens the audit renders, and how a player reaches each one.

Each screen is opened on a real headless `App` through the same calls the
buttons and keys make (back to the title, New game for a game, a match
opened, the pause menu, the rules, the curtain...), from matches played with
the games' own frame samples: no screen is drawn from made-up state. Every
game comes from the registry's entries, so a sixth game is audited without
a line here.
"""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games import entries

if TYPE_CHECKING:
    from reflectgames.app import App
    from reflectgames.core.entry import GameEntry

# Names as long as players type them, one with an accent: cards and history lines must show them whole.
PLAYER_NAMES = ("Ada Lovelace", "Benoît Mandelbrot", "Cyrille Dupont", "Dinah Washington")
FINISH_MOVES_MAX = 3000  # random moves tried to bring a game to its end (every game ends far sooner)
GUESS_KEY = pygame.K_g  # the key that opens a game's text dialog over the board (a guess)


@dataclass(frozen=True)
class Screen:
    """One screen of the app: its name in reports and how to open it on `app` (False: not reachable)."""

    name: str
    open: Callable[[App], bool]


def _copy(match: Match, names: tuple[str, ...] = PLAYER_NAMES) -> Match:
    """A fresh match with the same moves: a screen may move or review, the next one starts clean."""
    players = [PlayerSpec(names[seat], player.kind) for seat, player in enumerate(match.players)]
    return Match.with_rules(match.rules, players, match.seed, match.options, match.moves)


def _finished(match: Match, seed: int = 7) -> Match | None:
    """`match` played on with random legal moves to its end, or None if it does not end."""
    finished = _copy(match)
    chooser = random.Random(seed)
    for _ in range(FINISH_MOVES_MAX):
        if finished.outcome() is not None:
            return finished
        finished.play(chooser.choice(finished.rules.legal_moves(finished.state)))
    return finished if finished.outcome() is not None else None


class Matches:
    """Each game's sample match (mid-game) and a finished one, built once and copied for every screen."""

    def __init__(self) -> None:
        from reflectgames.bench import _sample_match

        self.playing: dict[str, Match] = {}
        self.finished: dict[str, Match] = {}
        for entry in entries():
            if not entry.scenarios.frames:
                continue
            match = _sample_match(entry, entry.scenarios.frames[0])
            self.playing[entry.id] = match
            done = _finished(match)
            if done is not None:
                self.finished[entry.id] = done

    def save_all(self) -> None:
        """Save each sample match, so the Load screen lists real games and the title offers Continue."""
        from reflectgames.storage.saves import save_match

        for match in (*self.playing.values(), *self.finished.values()):
            save_match(_copy(match))


def _title(app: App) -> bool:
    app.back_to_title()
    return True


def _pushed(build: Callable[[App], Any]) -> Callable[[App], bool]:
    """A screen the title pushes (Settings, Load, a game's own menu)."""

    def open_it(app: App) -> bool:
        app.back_to_title()
        app.push(build(app))
        return True

    return open_it


def _settings(app: App) -> Any:
    from reflectgames.scenes.settings import SettingsScene

    return SettingsScene(app)


def _load(app: App) -> Any:
    from reflectgames.scenes.load import LoadScene

    return LoadScene(app)


def _setup(game_id: str) -> Callable[[App], bool]:
    def open_it(app: App) -> bool:
        app.back_to_title()
        app.open_setup(game_id)
        return True

    return open_it


def _play(match: Match, then: Callable[[App, Any], bool] | None = None) -> Callable[[App], bool]:
    """The screen that plays `match` as the title's Load would open it, then maybe something over it."""

    def open_it(app: App) -> bool:
        app.back_to_title()
        app.open_match(_copy(match))
        app.step([])
        scene = app.top
        if scene is None:
            return False
        if len(app.scenes) > 1:  # the curtain of a game that hides things: the player presses Enter
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
            scene = app.top
        return then(app, scene) if then is not None else True

    return open_it


def _curtain(app: App, _scene: Any) -> bool:
    app.raise_curtain(PLAYER_NAMES[1], lambda: None)
    return True


def _pause(app: App, scene: Any) -> bool:
    app.open_pause(lambda: None, scene.match.game_id)
    return True


def _review(app: App, scene: Any) -> bool:
    show = getattr(scene, "show_position", None)
    if show is None or not scene.match.history_length:
        return False
    show(max(1, scene.match.history_length // 2))
    return True


def _game_over(app: App, scene: Any) -> bool:
    show = getattr(scene, "show_game_over", None)
    if show is None:
        return False
    while app.top is not scene and len(app.scenes) > 1:
        app.pop()  # a curtain the finished game raised first
    show()
    return app.top is not scene


def _guess(app: App, scene: Any) -> bool:
    """The dialog a game opens over its board for typed text (the G key), if it has one."""
    view = getattr(scene, "view", None)
    if view is None or view.takes_text():
        return False
    app.step([pygame.event.Event(pygame.KEYDOWN, key=GUESS_KEY, mod=0, unicode="g")])
    return bool(view.takes_text())


def _rules_page(game_id: str, page: int) -> Callable[[App], bool]:
    def open_it(app: App) -> bool:
        app.back_to_title()
        app.open_rules(game_id)
        scene = app.top
        scene.turn(page)  # type: ignore[union-attr]
        return True

    return open_it


def _rules_pages(entry: GameEntry) -> int:
    if entry.rules_page is None:
        return 0
    return max(1, int(getattr(entry.rules_page(), "PAGE_COUNT", 1)))


def _about() -> Screen | None:
    """The About page, where this build has one."""
    if importlib.util.find_spec("reflectgames.scenes.about") is None:
        return None
    module = importlib.import_module("reflectgames.scenes.about")
    scene = getattr(module, "AboutScene", None)
    return Screen("about", _pushed(scene)) if scene is not None else None


def catalogue(matches: Matches) -> list[Screen]:
    """Every screen, in the order a player meets them."""
    screens = [Screen("title", _title), Screen("settings", _pushed(_settings)),
               Screen("load", _pushed(_load))]
    about = _about()
    if about is not None:
        screens.append(about)
    for entry in entries():
        screens.append(Screen(f"setup/{entry.id}", _setup(entry.id)))
        screens.extend(Screen(f"{entry.id}/{label}", _pushed(_title_screen(screen.screen)))
                       for label, screen in _labelled(entry.title_screens))
    screens.extend(_game_screens(matches))
    for entry in entries():
        screens.extend(Screen(f"rules/{entry.id}/{page + 1}", _rules_page(entry.id, page))
                       for page in range(_rules_pages(entry)))
    return screens


def _labelled(title_screens: tuple[Any, ...]) -> Iterator[tuple[str, Any]]:
    for screen in title_screens:
        yield screen.label.rpartition(".")[2], screen


def _title_screen(part: Callable[[], Any]) -> Callable[[App], Any]:
    def build(app: App) -> Any:
        return part()(app)

    return build


def _game_screens(matches: Matches) -> Iterator[Screen]:
    for game_id, match in matches.playing.items():
        yield Screen(f"play/{game_id}", _play(match))
        yield Screen(f"review/{game_id}", _play(match, _review))
        yield Screen(f"guess/{game_id}", _play(match, _guess))
    first = next(iter(matches.playing.values()), None)
    if first is not None:
        yield Screen("curtain", _play(first, _curtain))
        yield Screen("pause", _play(first, _pause))
    for game_id, match in matches.finished.items():
        yield Screen(f"game_over/{game_id}", _play(match, _game_over))
