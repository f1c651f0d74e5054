"""`reflectgames selftest`: check that this installation works, without a window.

Opens every scene headless at two window sizes, in both languages and both
palettes; plays a few moves of every game through the play scene; saves,
reloads and compares; loads every shipped example. Runs in a temporary data
folder so a player's own saves and settings are never touched. Prints one
line per check and exits 0 when all pass, 1 otherwise.
"""

from __future__ import annotations

import os
import random
import tempfile
import traceback
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reflectgames.app import App
    from reflectgames.ui.scene import Scene

SIZES = ((1280, 800), (960, 600))
MIN_SOUND_BYTES = 100  # a synthesized sound shorter than this is silence
NAMES = ("Ada", "Bo", "Cy", "Di")


def pass_the_screen(app, scene=None) -> None:
    """In a game that hides information: pass the screen on and lift the curtain, as the players would."""
    import pygame

    from reflectgames.scenes.handoff import HandoffScene

    if scene is not None and getattr(scene, "handover_to", None) is not None:
        scene.pass_screen()
    if isinstance(app.top, HandoffScene):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    if scene is not None and app.top is not scene:
        raise RuntimeError(f"{scene.match.game_id}: the curtain did not lift")


def _scenes(app: App) -> list[tuple[str, Callable[[], Scene]]]:
    from reflectgames.core.match import Match, PlayerSpec
    from reflectgames.games import GAME_IDS, get_rules
    from reflectgames.scenes.error import ErrorScene
    from reflectgames.scenes.gameover import GameOverScene
    from reflectgames.scenes.handoff import HandoffScene
    from reflectgames.scenes.load import LoadScene
    from reflectgames.scenes.navigation import play_scene
    from reflectgames.scenes.pause import PauseScene
    from reflectgames.scenes.rules_page import RulesScene
    from reflectgames.scenes.settings import SettingsScene
    from reflectgames.scenes.setup import SetupScene
    from reflectgames.scenes.title import TitleScene
    from reflectgames.table.play import PlayScene

    def nothing() -> None:
        return None

    scenes: list[tuple[str, Callable[[], Scene]]] = [
        ("title", lambda: TitleScene(app)),
        ("load", lambda: LoadScene(app)),
        ("settings", lambda: SettingsScene(app)),
        ("pause", lambda: PauseScene(app, nothing)),
        ("handoff", lambda: HandoffScene(app, "Ada", nothing)),
        ("game over", lambda: GameOverScene(app, "Ada wins!", "Five flies.", nothing, nothing)),
        ("error", lambda: ErrorScene(app, "Something went wrong.")),
    ]
    def play(game_id: str) -> PlayScene:
        players = [PlayerSpec(name) for name in NAMES[: get_rules(game_id).info.min_players]]
        return play_scene(app, Match(game_id, players, 1), autosave=False)

    for game_id in GAME_IDS:
        scenes.append((f"setup {game_id}", partial(SetupScene, app, game_id)))
        scenes.append((f"rules {game_id}", partial(RulesScene, app, game_id)))
        scenes.append((f"play {game_id}", partial(play, game_id)))
    return scenes


def check_scenes() -> None:
    from reflectgames.app import App

    for size in SIZES:
        app = App(headless=True, size=size)
        for language in ("en", "fr"):
            for palette in ("standard", "colorblind"):
                app.apply_settings(app.settings.model_copy(update={"language": language, "palette": palette}))
                for name, build in _scenes(app):
                    app.reset_to(build())
                    if name.startswith("play "):
                        pass_the_screen(app)
                    app.step([])
                    app.render()
                    top = app.top
                    if top is None or (type(top).__name__ == "ErrorScene" and name != "error"):
                        where = f"{size[0]}x{size[1]}, {language}, {palette}"
                        raise RuntimeError(f"scene '{name}' failed ({where})")


def check_entries() -> None:
    """Every part every game declares loads (the app itself only checks that they exist)."""
    from reflectgames.games import check_entries as load_every_part

    load_every_part()


def check_game(app, game_id: str) -> None:
    """A few random moves of one game through the play scene, then save, reload, undo and redo."""
    from reflectgames.core.match import Match, PlayerSpec
    from reflectgames.games import get_rules, random_opening
    from reflectgames.scenes.navigation import play_scene
    from reflectgames.storage.saves import load_save, save_match

    chooser = random.Random(7)
    players = [PlayerSpec(name) for name in NAMES[: get_rules(game_id).info.min_players]]
    # Secret setups (words) are free text that legal_moves cannot list: start past them.
    match = Match(game_id, players, 11, moves=random_opening(game_id, 11))
    scene = play_scene(app, match)
    app.reset_to(scene)
    for _ in range(14):
        if match.outcome() is not None:
            break
        pass_the_screen(app, scene)
        move = str(chooser.choice(match.rules.legal_moves(match.state)))
        if not scene.try_move(move):
            raise RuntimeError(f"{game_id}: the play scene refused the legal move '{move}'")
        app.step([], dt=0.05)
        app.render()
    path = save_match(match)
    _, loaded = load_save(path)
    if loaded.moves != match.moves or loaded.outcome() != match.outcome():
        raise RuntimeError(f"{game_id}: the reloaded game differs from the saved one")
    if match.can_undo() and not (match.undo() and match.redo()):
        raise RuntimeError(f"{game_id}: undo/redo failed")


def check_games() -> None:
    from reflectgames.app import App
    from reflectgames.games import GAME_IDS

    app = App(headless=True, size=SIZES[0])
    for game_id in GAME_IDS:
        check_game(app, game_id)


def check_examples() -> None:
    from reflectgames.storage.check import check_file
    from reflectgames.storage.paths import examples_dir

    files = sorted(examples_dir().glob("*.json"))
    if not files:
        raise RuntimeError(f"no example games found in {examples_dir()}")
    for path in files:
        ok, line = check_file(path)
        if not ok:
            raise RuntimeError(f"example {path.name}: {line}")


def check_sounds() -> None:
    from reflectgames.ui.sound import synthesize

    for kind in ("click", "place", "slide", "hop", "splash", "catch", "win", "error", "beam"):
        if len(synthesize(kind)) < MIN_SOUND_BYTES:
            raise RuntimeError(f"sound '{kind}' is empty")


def check_ai_worker() -> None:
    """A computer player answers from its own process with a legal move (in the packaged build the
    process is a second copy of the executable, as for the solver)."""
    import time

    from reflectgames.ai.players import computer_games
    from reflectgames.ai.worker import ComputerWorker, Question
    from reflectgames.games import get_rules, random_opening

    game_id = computer_games()[0]  # any game with a computer player will do
    rules = get_rules(game_id)
    players = rules.info.min_players
    opening = tuple(random_opening(game_id, 5))
    state = rules.play(rules.new_game(players, 5, {}), *opening)
    seat = rules.to_move(state)
    if seat is None:
        raise RuntimeError(f"the opening of '{game_id}' left nobody to move")
    worker = ComputerWorker()
    try:
        worker.ask(Question(game_id, players, 5, {}, opening, seat, "normal", iterations=30))
        deadline = time.monotonic() + 60.0
        reply = None
        while reply is None and time.monotonic() < deadline:
            reply = worker.poll()
            time.sleep(0.02)
    finally:
        worker.close()
    if reply is None or reply.move is None:
        raise RuntimeError(f"the computer player's worker gave no move ({reply})")
    if reply.move not in {str(move) for move in rules.legal_moves(state)}:
        raise RuntimeError(f"the computer player's worker answered an illegal move '{reply.move}'")


def checks() -> tuple[tuple[str, Callable[[], None]], ...]:
    """The common checks, then each game's own (the Plans solver's process, say)."""
    from reflectgames.games import entries

    own = tuple(check for entry in entries() for check in entry.scenarios.selftest_checks)
    return (
        ("entries", check_entries),
        ("scenes", check_scenes),
        ("games", check_games),
        ("examples", check_examples),
        ("sounds", check_sounds),
        *own,
        ("ai worker", check_ai_worker),
    )


def run() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    failed = 0
    with tempfile.TemporaryDirectory(prefix="reflectgames-selftest-") as home:
        previous = os.environ.get("REFLECTGAMES_HOME")
        os.environ["REFLECTGAMES_HOME"] = home
        try:
            for name, check in checks():
                try:
                    check()
                except Exception as error:  # report every failure, then go on with the next check
                    failed += 1
                    detail = traceback.format_exception_only(type(error), error)[-1].strip()
                    print(f"FAIL {name}: {detail}", flush=True)
                else:
                    print(f"ok   {name}", flush=True)
        finally:
            if previous is None:
                os.environ.pop("REFLECTGAMES_HOME", None)
            else:
                os.environ["REFLECTGAMES_HOME"] = previous
    checks_failed = f"{failed} check failed" if failed == 1 else f"{failed} checks failed"
    print("selftest: all checks passed" if not failed else f"selftest: {checks_failed}", flush=True)
    return 1 if failed else 0
