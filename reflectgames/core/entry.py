"""A game's entry: everything the app needs from one game folder, named in one object (pure, no pygame).

Each `games/<id>/entry.py` builds one `GameEntry`; `games/__init__.py` lists
them. Every part is a `Part`: a module of the game folder and a name in it,
imported when first called, so the rules, the command line and the
computer-player worker never load pygame (the view, the setup panel and the
rules page do). Naming parts instead of importing them also keeps the
registry free of import cycles: a view imports `core.match`, which looks
games up in the registry.
A part declared None is absent (no computer player, no rules page); a declared
part that fails to load is an error that names the game and the part.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reflectgames.core.rules import AnyRules


@dataclass(frozen=True)
class Part:
    """`attribute` of `module` (the module itself when None), imported on the first call."""

    module: str
    attribute: str | None = None

    def __call__(self) -> Any:
        module = importlib.import_module(self.module)
        return module if self.attribute is None else getattr(module, self.attribute)

    def find(self) -> None:
        """Check that the module exists without importing it (ModuleNotFoundError if not)."""
        if importlib.util.find_spec(self.module) is None:
            raise ModuleNotFoundError(f"No module named '{self.module}'", name=self.module)


@dataclass(frozen=True)
class TitleScreen:
    """A screen of the game's own that the title offers beside New game (the Plans puzzles)."""

    label: str  # the message key of its button
    hotkey: str  # the letter that presses the button
    screen: Callable[[], Any]  # a function (app) -> Scene: the screen the button opens


@dataclass(frozen=True)
class FrameSample:
    """A position the benchmark times frames on (`frame_ms.<name>`), described as data.

    From a shipped example save when `example` is set, else a new game with
    `players` seats, `seed` and `options`, `random_moves` random legal moves
    past the game's opening, then `moves`. With `fixed_seat` the player to move
    watches, so the curtain never covers the board. `best` is a known shortest
    solution for the puzzle screen, so that it asks no solver process for one.
    """

    name: str
    players: int = 2
    seed: int = 7
    options: tuple[tuple[str, Any], ...] = ()
    random_moves: int = 0
    moves: tuple[str, ...] = ()
    example: str | None = None
    fixed_seat: bool = False
    best: tuple[str, ...] = ()


@dataclass(frozen=True)
class Scenarios:
    """What the benchmark and the self-test do with this game beyond the common checks."""

    # Table size of the engine figure when the smallest table is not the one that matters.
    engine_players: int | None = None
    frames: tuple[FrameSample, ...] = ()
    # Extra self-test checks of this game (pure functions; raise to fail), by name.
    selftest_checks: tuple[tuple[str, Callable[[], None]], ...] = ()


@dataclass(frozen=True)
class SaveWording:
    """How a game words one of its saves in the load list; a None field keeps the list's own words."""

    title: str | None = None
    detail: str | None = None
    status: str | None = None


@dataclass(frozen=True)
class GameEntry:
    id: str
    rules: Callable[[], AnyRules]  # the Rules instance
    view: Callable[[], type]  # the GameView subclass (imports pygame)
    # A function seed -> move texts that get past a free-text secret setup (a hidden word).
    random_opening: Callable[[], Any] | None = None
    # An OptionsEditor class; None: the generic form from GameInfo.options.
    setup_panel: Callable[[], type] | None = None
    # A GameAI class, built with the rules; None: the game has no computer player.
    computer_player: Callable[[], type] | None = None
    rules_page: Callable[[], Any] | None = None  # a module with PAGE_COUNT and draw_rules_page
    # The sound of a move: the first event kind in this order that the move produced (the
    # game's "end" comes first for every game: the play scene adds it).
    sounds: tuple[tuple[str, str], ...] = ()
    # Message catalog domains: full names of modules defining EN and FR (the game's catalog modules).
    domains: tuple[str, ...] = ()
    # A function (app, match, best=()) -> Scene that plays this game's matches however they were
    # started (new, continued, loaded); None: the ordinary play table. `best`, a known shortest
    # solution (a frame sample's), spares a puzzle screen asking its solver.
    screen: Callable[[], Any] | None = None
    title_screens: tuple[TitleScreen, ...] = ()
    scenarios: Scenarios = field(default_factory=Scenarios)
    # A function (save summary, shipped example?) -> SaveWording: the game's own words for a save in
    # the load list (a puzzle's name and result); None: the list's words (players, winners).
    save_wording: Callable[[], Any] | None = None

    @classmethod
    def in_folder(
        cls,
        package: str | None,
        game_id: str,
        *,
        setup_panel: bool = True,
        computer_player: bool = True,
        rules_page: bool = True,
        random_opening: bool = False,
        catalogs: tuple[str, ...] = (),
        **details: Any,
    ) -> GameEntry:
        """The entry of a game folder laid out as every game here is: `rules.RULES`,
        `view.VIEW_CLASS`, `setup_panel.OptionsEditor`, `ai.AI`, `rules_page` (and
        `rules.random_opening` where asked); a part the folder does not have is switched off.
        `catalogs` names the folder's message catalog modules (`("catalog",)`)."""

        def part(module: str, attribute: str | None = None) -> Part:
            return Part(f"{package}.{module}", attribute)

        if catalogs:
            details["domains"] = tuple(f"{package}.{module}" for module in catalogs)
        return cls(
            id=game_id,
            rules=part("rules", "RULES"),
            view=part("view", "VIEW_CLASS"),
            random_opening=part("rules", "random_opening") if random_opening else None,
            setup_panel=part("setup_panel", "OptionsEditor") if setup_panel else None,
            computer_player=part("ai", "AI") if computer_player else None,
            rules_page=part("rules_page") if rules_page else None,
            **details,
        )


class GameEntryError(RuntimeError):
    """A game's declared part could not be loaded: the message names the game and the part."""

    def __init__(self, game_id: str, part: str, error: BaseException) -> None:
        reason = f"{type(error).__name__}: {error}"
        super().__init__(f"game '{game_id}': its {part} could not be loaded ({reason})")
        self.game_id = game_id
        self.part = part
