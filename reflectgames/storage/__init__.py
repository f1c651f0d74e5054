"""Saves, settings and the files behind them: paths, atomic JSON, validation.

Nothing here imports pygame: the command line (`reflectgames check FILE`) and
the tests use this package without a window.
"""

from reflectgames.storage.check import check_file, check_path
from reflectgames.storage.errors import SaveError
from reflectgames.storage.housekeeping import clean_leftovers, recover_from_backup
from reflectgames.storage.paths import data_dir, examples_dir, log_path, saves_dir, settings_path
from reflectgames.storage.saves import (
    SavedOutcome,
    SavedPlayer,
    SaveFile,
    SaveRecord,
    SaveSummary,
    delete_save,
    latest_unfinished,
    list_examples,
    list_saves,
    load_save,
    match_from_save,
    match_to_save,
    record_of,
    save_match,
)
from reflectgames.storage.settings import Settings, load_settings, save_settings

__all__ = [
    "SaveError",
    "SaveFile",
    "SaveRecord",
    "SaveSummary",
    "SavedOutcome",
    "SavedPlayer",
    "Settings",
    "check_file",
    "check_path",
    "clean_leftovers",
    "data_dir",
    "delete_save",
    "examples_dir",
    "latest_unfinished",
    "list_examples",
    "list_saves",
    "load_save",
    "load_settings",
    "log_path",
    "match_from_save",
    "match_to_save",
    "record_of",
    "recover_from_backup",
    "save_match",
    "save_settings",
    "saves_dir",
    "settings_path",
]
