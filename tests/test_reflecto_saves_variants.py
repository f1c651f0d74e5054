"""A Reflecto game in each variant saves, loads (every move replayed through the rules) and checks."""

from __future__ import annotations

import pytest

from reflectgames.cli import main as command_line
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.storage.saves import load_save, save_match

PLAYERS = [PlayerSpec("Ada"), PlayerSpec("Bo")]
GAMES = [
    ({"word_length": [4, 8]}, ["setup CHAT 12M34M5", "setup ELEPHANT M12345M", "a1-a2", "guess CHAT"]),
    ({"word_length": 8, "split": "free"},
     ["setup MOUNTAIN 12M34M5 3-0-3-1-1", "setup ELEPHANT M12345M", "a1-a2", "a7-a6"]),
    ({"split": ["free", "standard"], "mirrors": [1, 2], "word_length": [6, 5]},
     ["setup CASTLE 123M456 1-1-1-1-1-1", "setup PIANO M12345M", "b1-b2"]),
    ({"show_numbers": [[1, 3], True], "wrong_guess": "lose_turn"},
     ["setup PIANO 12M34M5", "setup ZEBRE M12345M", "guess TIGRE", "a7-a6"]),
]


@pytest.mark.parametrize(("options", "moves"), GAMES)
def test_a_variant_game_saves_loads_and_checks(options, moves, capsys):
    match = Match("reflecto", PLAYERS, 3, options, moves)
    path = save_match(match)
    save, loaded = load_save(path)
    assert save.options == options and list(save.moves) == moves
    assert loaded.state == match.state
    assert command_line(["check", str(path)]) == 0  # `reflectgames check FILE`
    assert capsys.readouterr().out


def test_a_tampered_split_is_refused_by_the_check(capsys):
    match = Match("reflecto", PLAYERS, 3, {"split": "free"}, ["setup PIANO 12M34M5 2-2-1-0-0"])
    path = save_match(match)
    path.write_text(path.read_text(encoding="utf-8").replace("2-2-1-0-0", "2-2-1-0-1"), encoding="utf-8")
    assert command_line(["check", str(path)]) == 1
    assert "0 to 3 letters" in capsys.readouterr().err
