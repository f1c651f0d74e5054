"""Every game folder has the same layout, and each file means the same thing in each of them."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from reflectgames import games
from reflectgames.core.rules import Event

FOLDERS = Path(games.__file__).parent
# The files every game folder has, and what each one holds.
EVERY_GAME = {
    "entry.py": "GAME, the game's entry",
    "rules.py": "RULES, the Rules subclass",
    "state.py": "the state value types",
    "moves.py": "the move objects and their notation",
    "events.py": "the typed events and the end reasons",
    "observation.py": "the pydantic observation",
    "options.py": "the options and their validation",
    "view.py": "VIEW_CLASS, input mapping and composition",
    "layout.py": "screen geometry",
    "painters": "everything the view draws with",
    "setup_panel.py": "OptionsEditor, the game's part of the New game form",
    "rules_page.py": "the in-app rules page",
    "catalog.py": "the EN and FR messages",
    "message_keys.py": "tables from values (end reasons...) to message keys",
}
# The computer player's slot: an AI class, or Plans' solver.
COMPUTER = ("ai.py", "solver")
# Modules the rules load: they must run without a window, in the worker and on the command line.
PURE = ("rules.py", "state.py", "moves.py", "events.py", "observation.py", "options.py")


def _game_folders() -> list[Path]:
    return sorted(path for path in FOLDERS.iterdir() if (path / "__init__.py").exists())


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_every_registered_game_has_a_folder() -> None:
    assert {folder.name for folder in _game_folders()} == set(games.GAME_IDS)


@pytest.mark.parametrize("folder", _game_folders(), ids=lambda folder: folder.name)
def test_a_game_folder_has_the_common_layout(folder: Path) -> None:
    missing = [name for name in EVERY_GAME if not (folder / name).exists()]
    assert not missing, f"{folder.name} lacks {missing}"
    assert (folder / "painters" / "__init__.py").exists()
    assert any((folder / name).exists() for name in COMPUTER)


@pytest.mark.parametrize("folder", _game_folders(), ids=lambda folder: folder.name)
def test_the_rules_modules_import_no_pygame_and_no_drawing(folder: Path) -> None:
    for name in PURE:
        imported = _imports(folder / name)
        assert not any(module.split(".")[0] == "pygame" for module in imported), f"{folder.name}/{name}"
        assert not any(".painters" in module or module.endswith(".view") for module in imported), (
            f"{folder.name}/{name} imports drawing code")


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_sound_names_an_event_kind_of_its_game(game_id: str) -> None:
    # The entry names kinds as plain words (the registry loads at start-up without the events
    # module); each must be the kind of one of the game's event classes.
    module = importlib.import_module(f"{games.game_entry(game_id).rules.module.rpartition('.')[0]}.events")
    kinds = {cls.kind for cls in vars(module).values() if isinstance(cls, type) and issubclass(cls, Event)}
    named = {kind for kind, _sound in games.game_entry(game_id).sounds}
    assert named <= kinds, f"{game_id}: {sorted(named - kinds)} are no event kind of the game"
