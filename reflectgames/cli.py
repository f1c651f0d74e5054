"""The command line: the GUI by default, plus check, shot, selftest, bench, audit, solve and (Linux)
install-desktop / uninstall-desktop.

Every subcommand imports its machinery lazily, so `reflectgames check` never
opens a window and `--help` stays fast. Expected failures (bad input, a missing
file, an unknown game) end with one line on stderr and a non-zero exit, never
a traceback.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from reflectgames import __version__

PROG = "reflectgames"


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line instead of usage + error."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see '{PROG} --help')\n")


# Limits of the command line's numbers.
WINDOW_SIDE_MIN, WINDOW_SIDE_MAX = 200, 8192
TIME_LIMIT_MAX_S = 3600
GAMES_MAX = 1000
SCALE_MIN, SCALE_MAX = 0.01, 10.0
RATE_MAX = 100_000


def _use_headless_drivers() -> None:
    """Run pygame without a window or sound card; must happen before pygame is imported."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _window_size(text: str) -> tuple[int, int]:
    """Parse 'WxH' (e.g. 1280x800) for --size."""
    width, sep, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        size = (0, 0)
    if not sep or not all(WINDOW_SIDE_MIN <= side <= WINDOW_SIDE_MAX for side in size):
        raise argparse.ArgumentTypeError(
            f"size must look like 1280x800 ({WINDOW_SIDE_MIN} to {WINDOW_SIDE_MAX} each), not '{text}'")
    return size


def _number(text: str, parse: Callable[[str], float], low: float, high: float,
            above_low: bool = False) -> float:
    """`text` read by `parse` when it lies from `low` (excluded with `above_low`) to `high`; NaN otherwise."""
    try:
        value = parse(text)
    except ValueError:
        return math.nan
    inside = (low < value if above_low else low <= value) and value <= high
    return value if inside else math.nan


def _seconds(text: str) -> float:
    value = _number(text, float, 0, TIME_LIMIT_MAX_S, above_low=True)
    if math.isnan(value):
        raise argparse.ArgumentTypeError(
            f"the time limit is a number of seconds up to {TIME_LIMIT_MAX_S}, not '{text}'")
    return value


def _scale(text: str) -> float:
    value = _number(text, float, SCALE_MIN, SCALE_MAX)
    if math.isnan(value):
        raise argparse.ArgumentTypeError(
            f"the scale is a number from {SCALE_MIN} to {SCALE_MAX}, not '{text}'")
    return value


def _rate(text: str) -> int:
    value = _number(text, int, 1, RATE_MAX)
    if math.isnan(value):
        raise argparse.ArgumentTypeError(f"the rate is a whole number from 1 to {RATE_MAX}, not {text!r}")
    return int(value)


def _game_count(text: str) -> int:
    value = _number(text, int, 1, GAMES_MAX)
    if math.isnan(value):
        raise argparse.ArgumentTypeError(f"games must be a whole number from 1 to {GAMES_MAX}, not {text!r}")
    return int(value)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG, description="Five small reflection board games. Without a command: open the game."
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    check = commands.add_parser("check", help="validate a save file and replay its moves")
    check.add_argument("file", type=Path, metavar="FILE")

    shot = commands.add_parser("shot", help="render a save file or a new game to a PNG")
    shot.add_argument("source", metavar="FILE|GAME", help="a save file, or a game id for a fresh game")
    shot.add_argument("--seat", type=int, default=None, help="draw what this player sees (0-based)")
    shot.add_argument("--size", type=_window_size, default=(1280, 800), metavar="WxH", help="e.g. 1280x800")
    shot.add_argument("--out", type=Path, required=True, metavar="PNG")

    commands.add_parser("selftest", help="check that this installation works, without a window")

    bench = commands.add_parser("bench", help="measure start-up, frame times, idle CPU and engine speed")
    bench.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    bench.add_argument("--quick", action="store_true", help="fewer samples, shorter runs")
    bench.add_argument("--solver", action="store_true", help="also time the Plans of Action solver (minutes)")
    bench.add_argument(
        "--ai",
        type=_game_count,
        default=0,
        metavar="GAMES",
        help="also play GAMES games per game and baseline with the normal computer player, GAMES per "
        "pairing of levels (hard/normal, normal/easy), per first-seat test and per crowd (hours for 40)",
    )
    bench.add_argument("--ai-scale", type=_scale, default=1.0, metavar="F",
                       help="multiply every level's seconds by F in the ladder (default 1; 0.2 is 5x faster)")
    bench.add_argument("--ai-rate", type=_rate, default=None, metavar="N",
                       help="in the ladder, N search iterations per level-second instead of the clock "
                       "(repeatable move for move, whatever else the machine does)")

    commands.add_parser("install-desktop", help="Linux: add the downloaded app to your applications menu")
    commands.add_parser("uninstall-desktop", help="Linux: remove it from the applications menu again")

    audit = commands.add_parser("audit", help="render every screen at every size, text scale and language, "
                                "and list what does not fit (minutes)")
    audit.add_argument("--json", action="store_true", help="print one JSON object instead of a summary")
    audit.add_argument("--quick", action="store_true",
                       help="only 960x600 French at 175 %% and 1920x1080 English at 100 %%")

    solve = commands.add_parser("solve", help="solve a Plans of Action puzzle (layout or puzzle code)")
    solve.add_argument("puzzle", metavar="LAYOUT", help="e.g. SASASS/MMACSS/CACCAA/MCMCMM, or a puzzle code")
    solve.add_argument("--goal", choices=("group", "line"), default=None, help="default: group")
    solve.add_argument("--suits", choices=("one", "two", "three", "all"), default=None, help="default: one")
    solve.add_argument("--time-limit", type=_seconds, default=None, metavar="S",
                       help="seconds to search (default: 10 for one group, else 30)")
    return parser


def _check(args: argparse.Namespace) -> int:
    """A usable save: its summary on stdout, exit 0. A refused file: why, on stderr, exit 1.

    A file that meets a bug in the app: one line on stderr naming the log file
    that holds the traceback, exit 3.
    """
    from reflectgames.storage.check import INTERNAL, check_path

    result = check_path(args.file)
    if result.ok:
        print(result.line)
        return 0
    print(result.line, file=sys.stderr)
    return 3 if result.status == INTERNAL else 1


def _shot(args: argparse.Namespace) -> int:
    _use_headless_drivers()
    import pygame

    from reflectgames.shot import render_shot

    try:
        render_shot(args.source, args.seat, args.size, args.out)
    except pygame.error as error:
        # pygame reports an unwritable PNG with its own error type, not OSError.
        raise ValueError(str(error)) from error
    print(f"wrote {args.out}")
    return 0


def _selftest(args: argparse.Namespace) -> int:
    _use_headless_drivers()
    from reflectgames.selftest import run

    return run()


def _bench(args: argparse.Namespace) -> int:
    _use_headless_drivers()
    from reflectgames.bench import run

    return run(json_output=args.json, quick=args.quick, solver=args.solver, ai_games=args.ai,
               ai_scale=args.ai_scale, ai_rate=args.ai_rate)


def _audit(args: argparse.Namespace) -> int:
    """The layout audit: the report on stdout; exit 1 when any problem list is not empty."""
    _use_headless_drivers()
    from reflectgames.audit.cli_output import run

    return run(json_output=args.json, quick=args.quick)


def _solve(args: argparse.Namespace) -> int:
    from reflectgames.games.plans.solve_command import solve_and_report

    return solve_and_report(args.puzzle, args.goal, args.suits, args.time_limit)


def _install_desktop(args: argparse.Namespace) -> int:
    from reflectgames.desktop import DesktopError, install

    try:
        installed = install()
    except DesktopError as error:
        return _fail(str(error))
    print(f"added to the applications menu: {installed.entry}")
    sizes = " ".join(path.parts[-3] for path in installed.icons)
    print(f"icon: {len(installed.icons)} sizes in the hicolor theme ({sizes})")
    return 0


def _uninstall_desktop(args: argparse.Namespace) -> int:
    from reflectgames.desktop import DesktopError, uninstall

    try:
        removed = uninstall()
    except DesktopError as error:
        return _fail(str(error))
    if removed.entry is None and not removed.icons:
        print("reflectgames was not in the applications menu: nothing to remove")
        return 0
    print(f"removed from the applications menu ({len(removed.icons)} icon files removed)")
    return 0


def _gui(args: argparse.Namespace) -> int:
    from reflectgames.app import main as gui_main

    return gui_main() or 0


_COMMANDS = {
    "check": _check,
    "shot": _shot,
    "selftest": _selftest,
    "bench": _bench,
    "audit": _audit,
    "solve": _solve,
    "install-desktop": _install_desktop,
    "uninstall-desktop": _uninstall_desktop,
    None: _gui,
}


def _fail(message: str) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    # pygame greets on stdout when imported; `bench --json` must print only JSON.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as stop:
        # --help, --version and usage errors: argparse has printed its line already.
        return stop.code if isinstance(stop.code, int) else 1
    try:
        return _COMMANDS[args.command](args)
    except ModuleNotFoundError as error:
        # A part of the app that this build does not contain (or a missing dependency).
        return _fail(f"cannot run '{args.command or 'the game'}': module {error.name} is missing")
    except OSError as error:
        # A file that cannot be read or written: say which and why, without errno noise.
        where = f": {error.filename}" if error.filename else ""
        return _fail(f"{error.strerror or error}{where}")
    except ValueError as error:
        # Bad input: unknown game, damaged file, bad seat...
        return _fail(str(error) or type(error).__name__)
    except KeyboardInterrupt:
        return 130
