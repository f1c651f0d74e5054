"""`reflectgames bench`: start-up time, frame times, idle CPU and engine speed.

The benchmark only measures and prints; it never judges. Each section is
independent: a part of the app that is missing (or a hook the app does not
honour) turns its figure into null with a note, and the other sections still
run. `--json` prints exactly one JSON object on stdout; anything the measured
code prints goes to stderr meanwhile.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import random
import selectors
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reflectgames.core.entry import FrameSample, GameEntry
from reflectgames.games import GAME_IDS, entries, game_entry, get_rules, random_opening

FRAME_SIZE = (1280, 800)
HEADLESS_ENV = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


@dataclass(frozen=True)
class Plan:
    """How much to measure: the full run, or a quick one for tests and smoke checks."""

    startup_runs: int
    frames: int
    idle_s: float
    engine_s: float
    # A child app that has not reported within this time is taken not to honour the hook.
    child_timeout_s: float


FULL = Plan(startup_runs=5, frames=120, idle_s=3.0, engine_s=2.0, child_timeout_s=30.0)
QUICK = Plan(startup_runs=3, frames=30, idle_s=1.0, engine_s=0.5, child_timeout_s=10.0)


@dataclass
class Report:
    figures: dict[str, Any] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)
    # True when measured code raised: the figures still print, the exit status says so.
    failed: bool = False

    def as_json(self) -> dict[str, Any]:
        return {**self.figures, "notes": self.notes}


# --- engine ------------------------------------------------------------------------------------------


def engine_speed(game_id: str, seconds: float, seed: int = 1) -> dict[str, Any]:
    """Random self-play through legal_moves + apply for about `seconds`.

    Finished games restart with a new seed, so the figure mixes openings,
    middle games and endings the way real play does.
    """
    rules = get_rules(game_id)
    chooser = random.Random(seed)
    # A game's entry may name the table size that matters (Reflec's figure is for four players).
    players = game_entry(game_id).scenarios.engine_players or rules.info.min_players

    def fresh() -> Any:
        game_seed = chooser.randrange(1 << 30)
        # Secret setups (words) are free text: the game's own opening gets past them.
        return rules.play(rules.new_game(players, game_seed, {}), *random_opening(game_id, game_seed))

    state = fresh()
    moves = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        legal = rules.legal_moves(state) if rules.outcome(state) is None else []
        if not legal:
            # Over, or a position that only free-text moves can continue (a secret word).
            games += 1
            state = fresh()
            if rules.outcome(state) is None and not rules.legal_moves(state):
                break
            continue
        state = rules.apply(state, chooser.choice(legal))
        moves += 1
    elapsed = time.perf_counter() - start
    return {"moves_per_s": round(moves / elapsed, 1) if moves else None, "moves": moves, "games": games}


def measure_engine(plan: Plan, report: Report) -> None:
    engine: dict[str, Any] = {}
    for game_id in GAME_IDS:
        try:
            engine[game_id] = engine_speed(game_id, plan.engine_s)
        except ImportError as error:
            engine[game_id] = {"moves_per_s": None}
            report.notes[f"engine.{game_id}"] = f"rules not available ({error})"
            continue
        if engine[game_id]["moves_per_s"] is None:
            report.notes[f"engine.{game_id}"] = "no listed moves from the start position"
    report.figures["engine"] = engine


# --- frames ------------------------------------------------------------------------------------------


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


class SceneFailed(RuntimeError):
    """The app replaced a scene that failed to start by its error screen."""


def measure_frames(build_scene: Callable[[Any], Any], frames: int = 120) -> dict[str, float]:
    """p50 and p95 of app.render() in ms at 1280x800 while the scene animates."""
    from reflectgames.app import App

    app = App(headless=True, size=FRAME_SIZE)
    scene = build_scene(app)
    app.push(scene)
    if app.top is not scene:
        # Timing the error screen instead would give a plausible but wrong figure.
        raise SceneFailed("the scene failed to start (details in the log)")
    dt = 1 / 60
    # A few frames first: fonts, glyph caches and layouts are built on first use.
    for _ in range(5):
        app.step([], dt=dt)
        app.render()
    times: list[float] = []
    for _ in range(frames):
        app.step([], dt=dt)
        start = time.perf_counter()
        app.render()
        times.append((time.perf_counter() - start) * 1000)
    return {"p50": round(statistics.median(times), 2), "p95": round(_percentile(times, 0.95), 2)}


def _title(app: Any) -> Any:
    from reflectgames.scenes.title import TitleScene

    return TitleScene(app)


def _settings(app: Any) -> Any:
    from reflectgames.scenes.settings import SettingsScene

    return SettingsScene(app)


def _load(app: Any) -> Any:
    from reflectgames.scenes.load import LoadScene

    return LoadScene(app)


def _sample_entry() -> GameEntry:
    """The game the screens that need "a game" show: the first on the play table with a frame sample."""
    return next(entry for entry in entries() if entry.screen is None and entry.scenarios.frames)


def _sample_match(entry: GameEntry, sample: FrameSample) -> Any:
    """The match of a frame sample: a shipped example, or a new game some moves in."""
    from reflectgames.core.match import Match, PlayerSpec

    if sample.example is not None:
        from reflectgames.storage.paths import examples_dir
        from reflectgames.storage.saves import load_save

        return load_save(examples_dir() / sample.example)[1]
    players = [PlayerSpec(name) for name in ("Ada", "Ben", "Cy", "Di")[: sample.players]]
    opening = random_opening(entry.id, sample.seed)
    match = Match(entry.id, players, seed=sample.seed, options=dict(sample.options), moves=opening)
    chooser = random.Random(7)
    for _ in range(sample.random_moves):
        match.play(chooser.choice(match.rules.legal_moves(match.state)))
    for move in sample.moves:
        match.play(move)
    return match


def _sample_scene(app: Any, entry: GameEntry, sample: FrameSample) -> Any:
    """The frame sample on the game's screen, a move animating."""
    match = _sample_match(entry, sample)
    if entry.screen is not None:  # the game's own screen, told the sample's known solution
        scene = entry.screen()(app, match, best=sample.best)
    else:
        from reflectgames.scenes.navigation import play_scene

        scene = play_scene(app, match, seat=match.to_move() if sample.fixed_seat else None, autosave=False)
    # A scene animates only after a move; the demo keeps one going.
    scene.demo_animation()
    return scene


def _sample_play(app: Any) -> Any:
    entry = _sample_entry()
    return _sample_scene(app, entry, entry.scenarios.frames[0])


def _setup(app: Any) -> Any:
    from reflectgames.scenes.setup import SetupScene

    return SetupScene(app, _sample_entry().id)


def _rules(app: Any) -> Any:
    from reflectgames.scenes.rules_page import RulesScene

    return RulesScene(app, _sample_entry().id)


def _handoff(app: Any) -> Any:
    from reflectgames.scenes.handoff import HandoffScene

    return HandoffScene(app, "Ada", lambda: None)


def _error(app: Any) -> Any:
    from reflectgames.scenes.error import ErrorScene

    return ErrorScene(app, "Something went wrong.")


def _over_a_game(app: Any, overlay: Callable[[Any], Any]) -> Any:
    """An overlay measured the way players see it: over a moving board."""
    app.push(_sample_play(app))
    return overlay(app)


def _pause(app: Any) -> Any:
    from reflectgames.scenes.pause import PauseScene

    return _over_a_game(app, lambda a: PauseScene(a, lambda: None, _sample_entry().id))


def _game_over(app: Any) -> Any:
    from reflectgames.scenes.gameover import GameOverScene

    def nothing() -> None:
        return None

    detail = "Ada caught five flies first."
    return _over_a_game(app, lambda a: GameOverScene(a, "Ada wins!", detail, nothing, nothing))


def _ai_thinking(app: Any) -> Any:
    """A game of computers watched (the first game that has them): the worker process thinks at the
    normal level all along."""
    from reflectgames.ai.players import computer_games
    from reflectgames.scenes.watch import WatchScene, watch_match

    game_id = computer_games()[0]
    return WatchScene(app, watch_match(game_id, get_rules(game_id).info.min_players, seed=7))


def frame_scenes() -> dict[str, Callable[[Any], Any]]:
    """The screens timed: the app's own, then every frame sample the games' entries offer."""
    games: dict[str, Callable[[Any], Any]] = {
        sample.name: functools.partial(_sample_scene, entry=entry, sample=sample)
        for entry in entries() for sample in entry.scenarios.frames
    }
    return {
        "title": _title,
        "setup": _setup,
        "settings": _settings,
        "load": _load,
        "rules": _rules,
        **games,
        "pause": _pause,
        "game_over": _game_over,
        "handoff": _handoff,
        "error": _error,
        "ai_thinking": _ai_thinking,
    }


def measure_all_frames(plan: Plan, report: Report) -> None:
    results: dict[str, Any] = {}
    for name, build in frame_scenes().items():
        try:
            results[name] = measure_frames(build, plan.frames)
        except ModuleNotFoundError as error:
            if not (error.name or "").startswith("reflectgames"):
                raise
            results[name] = None
            report.notes[f"frame_ms.{name}"] = f"skipped: {error.name} does not exist"
        except SceneFailed as error:
            results[name] = None
            report.notes[f"frame_ms.{name}"] = str(error)
        except Exception as error:
            results[name] = None
            report.failed = True
            report.notes[f"frame_ms.{name}"] = f"failed: {type(error).__name__}: {error}"
    report.figures["frame_ms"] = results


# --- child processes: start-up and idle CPU -----------------------------------------------------------


def _child_env(home: str, **extra: str) -> dict[str, str]:
    return {**os.environ, **HEADLESS_ENV, "REFLECTGAMES_HOME": home, **extra}


def _read_until(process: subprocess.Popen[str], prefix: str, timeout: float) -> str | None:
    """The first stdout line of `process` starting with `prefix`, or None (exit or timeout)."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while (left := deadline - time.monotonic()) > 0:
            if not selector.select(left):
                return None
            line = process.stdout.readline()
            if not line:
                return None
            if line.startswith(prefix):
                return line.strip()
    return None


def _stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def is_frozen() -> bool:
    """True in the built app (PyInstaller), False when run from source."""
    return bool(getattr(sys, "frozen", False))


def _app_command() -> list[str]:
    """How to start the real app: the frozen executable itself, or this Python with -m."""
    if is_frozen():
        return [sys.executable]
    return [sys.executable, "-m", "reflectgames"]


class Child:
    """The real app in a child process, its stderr kept in a file for the notes."""

    def __init__(self, home: str, env: dict[str, str]) -> None:
        # Open for the child's whole life; the context manager's __exit__ closes it.
        self.errors = tempfile.TemporaryFile(mode="w+", dir=home)  # noqa: SIM115
        self.process = subprocess.Popen(
            _app_command(),
            env=env,
            stdout=subprocess.PIPE,
            stderr=self.errors,
            text=True,
        )

    def last_error_line(self) -> str:
        self.errors.seek(0)
        lines = [line.strip() for line in self.errors.read().splitlines() if line.strip()]
        return lines[-1] if lines else "no message"

    def silence_reason(self, expected: str, timeout: float) -> str:
        """Why the expected line never came: the app is still running without it, or it stopped."""
        try:
            # Closed stdout usually means the app is exiting: give it a moment to be reaped.
            status: int | None = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            status = None
        if status is None:
            return f"the app did not print '{expected}' within {timeout:g} s (hook not honoured)"
        return f"the app exited with status {status} before printing '{expected}' ({self.last_error_line()})"

    def __enter__(self) -> Child:
        return self

    def __exit__(self, *exc_info: object) -> None:
        _stop(self.process)
        self.errors.close()


def startup_once(home: str, timeout: float) -> tuple[float | None, str]:
    """Seconds from just before launch to the app's first title frame (its `startup_s=` line).

    Returns the figure, or None and the reason.
    """
    env = _child_env(home)
    env["REFLECTGAMES_BENCH_T0"] = str(time.time())
    with Child(home, env) as child:
        line = _read_until(child.process, "startup_s=", timeout)
        if line is None:
            return None, child.silence_reason("startup_s=", timeout)
        try:
            status = child.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "the app printed startup_s but did not exit"
        if status != 0:
            return None, f"the app exited with status {status} ({child.last_error_line()})"
    try:
        return float(line.partition("=")[2]), ""
    except ValueError:
        return None, f"unreadable start-up line '{line}'"


def measure_startup(plan: Plan, report: Report, home: str) -> None:
    samples: list[float] = []
    for _ in range(plan.startup_runs):
        sample, why = startup_once(home, plan.child_timeout_s)
        if sample is None:
            report.figures["startup_s"] = None
            report.notes["startup_s"] = why
            return
        samples.append(sample)
    report.figures["startup_s"] = round(statistics.median(samples), 3)
    # Which app those launches were: the same figure names serve the source and the built app,
    # so a comparison of the two needs to know which was measured.
    report.figures["startup"] = {
        "build": "frozen" if is_frozen() else "source",
        "runs_s": [round(sample, 3) for sample in samples],
    }


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process, from /proc/<pid>/stat (Linux)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    # The command name may contain spaces and parentheses; fields resume after the last ')'.
    fields = stat.rpartition(")")[2].split()
    utime, stime = int(fields[11]), int(fields[12])
    return (utime + stime) / os.sysconf("SC_CLK_TCK")


def _sample_save() -> Path:
    """A save of the sample game with a few moves, written through storage into the (temporary) home."""
    from reflectgames.storage import save_match

    entry = _sample_entry()
    match = _sample_match(entry, entry.scenarios.frames[0])
    chooser = random.Random(7)
    for _ in range(6):
        if match.outcome() is not None:
            break
        match.play(chooser.choice(match.rules.legal_moves(match.state)))
    return save_match(match)


def measure_idle(plan: Plan, report: Report, home: str) -> None:
    report.figures["idle_cpu_percent"] = None
    if not Path("/proc/self/stat").exists():
        report.notes["idle_cpu_percent"] = "needs /proc (Linux)"
        return
    try:
        save = _sample_save()
    except ImportError as error:
        report.notes["idle_cpu_percent"] = f"cannot write a save ({error})"
        return
    with Child(home, _child_env(home, REFLECTGAMES_IDLE_PROBE=str(save))) as child:
        if _read_until(child.process, "ready", plan.child_timeout_s) is None:
            report.notes["idle_cpu_percent"] = child.silence_reason("ready", plan.child_timeout_s)
            return
        cpu_start, wall_start = _cpu_seconds(child.process.pid), time.monotonic()
        time.sleep(plan.idle_s)
        cpu_end, wall_end = _cpu_seconds(child.process.pid), time.monotonic()
    report.figures["idle_cpu_percent"] = round(100 * (cpu_end - cpu_start) / (wall_end - wall_start), 1)


# --- storage -----------------------------------------------------------------------------------------


def hostile_json(size: int) -> bytes:
    """`size` bytes of a save that never closes a string of escaped quotes (the worst case for a scanner)."""
    head = b'{"format": "reflectgames-save", "game": "'
    return head + b'\\"' * ((size - len(head)) // 2)


def measure_storage(report: Report, home: str) -> None:
    """How long reading refuses a hostile file of just under the 1 MB limit (was quadratic: hours)."""
    from reflectgames.storage.atomic import MAX_BYTES, read_json_limited
    from reflectgames.storage.errors import SaveError

    path = Path(home) / "hostile.json"
    path.write_bytes(hostile_json(MAX_BYTES))
    began = time.perf_counter()
    with contextlib.suppress(SaveError):  # refused, as it should be: only the time matters here
        read_json_limited(path)
    report.figures["storage"] = {"hostile_scan_ms": round(1000 * (time.perf_counter() - began), 1)}


# --- output ------------------------------------------------------------------------------------------


def _fmt(value: Any, unit: str = "") -> str:
    return "n/a" if value is None else f"{value}{unit}"


def _build_name(figures: dict[str, Any]) -> str:
    startup = figures.get("startup") or {}
    return str(startup.get("build", "frozen" if is_frozen() else "source"))


def format_table(report: Report, plan: Plan) -> str:
    figures = report.figures

    def row(name: str, *cells: Any) -> str:
        return f"  {name:<22}" + "".join(f"{_fmt(cell):>10}" for cell in cells)

    lines = [
        f"reflectgames bench ({'quick' if plan is QUICK else 'full'})",
        row("startup_s", figures.get("startup_s"))
        + f"   median of {plan.startup_runs} launches of the {_build_name(figures)} app",
        row("idle_cpu_percent", figures.get("idle_cpu_percent")) + f"   over {plan.idle_s:g} s",
        "",
        row(f"frame_ms {FRAME_SIZE[0]}x{FRAME_SIZE[1]}", "p50", "p95"),
    ]
    for name, frame in figures.get("frame_ms", {}).items():
        lines.append(row(f"  {name}", *((frame["p50"], frame["p95"]) if frame else (None, None))))
    lines += ["", row("engine", "moves/s", "games")]
    for game_id, speed in figures.get("engine", {}).items():
        lines.append(row(f"  {game_id}", speed["moves_per_s"], speed.get("games")))
    if "storage" in figures:
        lines += ["", row("storage.hostile_scan_ms", figures["storage"]["hostile_scan_ms"])
                  + "   reading a 1 MB unclosed string of escaped quotes"]
    if figures.get("solver"):
        lines += ["", row("solver", "solved", "proven", "median_s", "max_s", "length", "lb/opt")]
        for name, sets in figures["solver"].items():
            cells = ("solved_share", "proven_share", "median_s", "max_s", "median_length", "bound_ratio")
            label = f"  {name} ({sets['deals']}x{sets['seconds_each']:g}s)"
            lines.append(row(label, *(sets.get(c) for c in cells)))
    if figures.get("ai"):
        lines += ["", row("ai (normal level)", "move_s", "p95_s", "vs_random", "vs_greedy", "games")]
        for game_id, ai in figures["ai"].items():
            shares = (ai["vs_random"]["win_share"], ai["vs_greedy"]["win_share"])
            lines.append(row(f"  {game_id}", ai["normal_move_s"], ai["normal_move_p95_s"], *shares,
                             ai["vs_random"]["games"]))
    if figures.get("ai_ladder"):
        lines += ladder_rows(figures["ai_ladder"], row)
    if report.notes:
        lines += ["", "notes:"]
        lines.extend(f"  {key}: {note}" for key, note in report.notes.items())
    return "\n".join(lines)


def ladder_rows(ladder: dict[str, Any], row: Callable[..., str]) -> list[str]:
    """The ladder, first-seat and crowd shares with their 95 % intervals, one row each."""
    def cells(found: dict[str, Any]) -> tuple[Any, ...]:
        low, high = found["interval_95"]
        return found["win_share"], low, high, found["games"], found["seconds_per_game"]

    budget = f"{ladder['rate']}/s" if ladder.get("rate") else f"x{ladder['scale']:g}"
    lines = ["", row(f"ai ladder ({budget})", "share", "low95", "high95", "games", "s/game")]
    for game_id, pairings in ladder["ladder"].items():
        lines += [row(f"  {game_id} {pairing}", *cells(found)) for pairing, found in pairings.items()]
        lines.append(row(f"  {game_id} first seat", *cells(ladder["first_seat"][game_id])))
    lines += [row(f"  {name} vs greedy", *cells(found)) for name, found in ladder["crowds"].items()]
    return lines


def collect(plan: Plan) -> Report:
    """Run every section; the figures keep the documented names."""
    report = Report()
    with tempfile.TemporaryDirectory(prefix="reflectgames-bench-") as home, _home(home):
        measure_startup(plan, report, home)
        measure_all_frames(plan, report)
        measure_idle(plan, report, home)
        measure_storage(report, home)
    measure_engine(plan, report)
    return report


@contextlib.contextmanager
def _home(folder: str) -> Iterator[None]:
    """Point REFLECTGAMES_HOME at `folder` meanwhile: a benchmark never touches the player's saves."""
    previous = os.environ.get("REFLECTGAMES_HOME")
    os.environ["REFLECTGAMES_HOME"] = folder
    try:
        yield
    finally:
        if previous is None:
            del os.environ["REFLECTGAMES_HOME"]
        else:
            os.environ["REFLECTGAMES_HOME"] = previous


def measure_solver(quick: bool, report: Report) -> None:
    """The Plans of Action solver on fixed deals (minutes: only with --solver)."""
    try:
        from reflectgames.games.plans.solver_bench import measure_solver as solver_figures
    except ImportError as error:
        report.figures["solver"] = None
        report.notes["solver"] = f"solver not available ({error})"
        return

    def progress(line: str) -> None:
        print(f"solver: {line}", file=sys.stderr, flush=True)

    report.figures["solver"] = solver_figures(quick, progress)


def measure_ai(games: int, report: Report, scale: float = 1.0, rate: int | None = None) -> None:
    """The computer players against the baselines, against each other level and in crowds (long: only
    with --ai). `scale` multiplies the levels' seconds in the ladder, or `rate` gives each level that many
    iterations per second of its time (the baselines keep real budgets)."""
    from reflectgames.ai.ladder import measure_ladder
    from reflectgames.ai.strength import measure_all

    def progress(line: str) -> None:
        print(f"ai: {line}", file=sys.stderr, flush=True)

    report.figures["ai"] = measure_all(games, progress)
    report.figures["ai_ladder"] = measure_ladder(games, progress, scale=scale, rate=rate)


def run(json_output: bool, quick: bool, solver: bool = False, ai_games: int = 0,
        ai_scale: float = 1.0, ai_rate: int | None = None) -> int:
    """Entry point of `reflectgames bench`: prints the figures; 1 if measured code raised."""
    plan = QUICK if quick else FULL
    # Whatever the measured code prints must not mix with the JSON object.
    with contextlib.redirect_stdout(sys.stderr):
        report = collect(plan)
        if solver:
            measure_solver(quick, report)
        if ai_games:
            measure_ai(ai_games, report, ai_scale, ai_rate)
    if json_output:
        print(json.dumps(report.as_json(), sort_keys=True))
    else:
        print(format_table(report, plan))
    return 1 if report.failed else 0
