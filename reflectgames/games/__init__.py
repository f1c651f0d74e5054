"""The registry of games: one entry per game folder, and the rules reached by id.

`GAME_IDS` lists only games that are fully playable; the app offers exactly
these, so a game that is not built yet never shows up as a placeholder. Adding
a game is one folder with an `entry.py` and one line in `_REGISTERED` below.
"""

from __future__ import annotations

from reflectgames.core.entry import GameEntry, GameEntryError
from reflectgames.core.rules import AnyRules
from reflectgames.games.plans.entry import GAME as _plans
from reflectgames.games.pond.entry import GAME as _pond
from reflectgames.games.reflec.entry import GAME as _reflec
from reflectgames.games.reflecto.entry import GAME as _reflecto
from reflectgames.games.reflector.entry import GAME as _reflector
from reflectgames.i18n import catalog_module, register_domains

# In the order the app offers them.
_REGISTERED: tuple[GameEntry, ...] = (_pond, _reflec, _reflector, _reflecto, _plans)

_entries: dict[str, GameEntry] = {}
GAME_IDS: tuple[str, ...] = ()
_cache: dict[str, AnyRules] = {}


def register(entry: GameEntry) -> None:
    """Add a game to the registry (its catalogs too); GAME_IDS follows."""
    # GAME_IDS is the contract's public tuple (`from reflectgames.games import GAME_IDS`): rebound here.
    global GAME_IDS  # noqa: PLW0603
    if entry.id in _entries:
        raise ValueError(f"game '{entry.id}' is registered twice")
    _entries[entry.id] = entry
    GAME_IDS = tuple(_entries)
    register_domains(entry.domains)


for _entry in _REGISTERED:
    register(_entry)


def entries() -> tuple[GameEntry, ...]:
    """Every registered game's entry, in the order the app offers them."""
    return tuple(_entries.values())


def game_entry(game_id: str) -> GameEntry:
    """The entry of a game; ValueError for an unknown id."""
    entry = _entries.get(game_id)
    if entry is None:
        known = ", ".join(_entries)
        raise ValueError(f"Unknown game '{game_id}' (known: {known}).")
    return entry


def get_rules(game_id: str) -> AnyRules:
    """The rules object of a game; ValueError for an unknown id."""
    entry = game_entry(game_id)
    if game_id not in _cache:
        _cache[game_id] = entry.rules()
    return _cache[game_id]


def random_opening(game_id: str, seed: int) -> list[str]:
    """Move texts that start a random game past any setup that legal_moves cannot list.

    A game whose setup is a free-text secret (a hidden word, say) declares a
    `random_opening(seed)` in its entry; for the others this is empty. The
    benchmark and the self-test use it to reach positions with listed moves.
    """
    opening = game_entry(game_id).random_opening
    return list(opening()(seed)) if opening is not None else []


def check_entries(load: bool = True) -> None:
    """Check every declared part of every game; GameEntryError names the first game and part that fail.

    `reflectgames selftest` loads every part (the views import pygame). The app
    calls this at start-up with `load=False`: every part's module must exist,
    found without importing it, since importing every game's screens would
    double the start-up time.
    """
    import importlib
    import importlib.util

    from reflectgames.core.entry import Part

    for entry in entries():
        parts = {"rules": entry.rules, "random opening": entry.random_opening, "view": entry.view,
                 "setup panel": entry.setup_panel, "computer player": entry.computer_player,
                 "rules page": entry.rules_page, "screen": entry.screen,
                 **{f"title screen '{screen.label}'": screen.screen for screen in entry.title_screens}}
        for part, part_of in parts.items():
            if part_of is None:
                continue  # declared absent
            try:
                if load or not isinstance(part_of, Part):
                    part_of()
                else:
                    part_of.find()
            except (ImportError, AttributeError, SyntaxError) as error:
                raise GameEntryError(entry.id, part, error) from error
        for domain in entry.domains:
            name = catalog_module(domain)
            try:
                if load:
                    importlib.import_module(name)
                elif importlib.util.find_spec(name) is None:
                    raise ModuleNotFoundError(f"No module named '{name}'", name=name)
            except ImportError as error:
                raise GameEntryError(entry.id, f"message catalog '{domain}'", error) from error
