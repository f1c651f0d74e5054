"""Options are checked once, strictly, when a game starts: InvalidSetup with a translatable message.

Every form of option the setup panels, the saves (JSON: lists) and code (tuples) use keeps working.
"""

from __future__ import annotations

import importlib
import json
import re

import pytest

from reflectgames.core.errors import InvalidSetup
from reflectgames.games import GAME_IDS, get_rules
from reflectgames.i18n import set_language, t

PLAYERS = {"pond": 2, "reflec": 4, "reflector": 2, "reflecto": 2, "plans": 1}
LAYOUT = "SASASS/MMACSS/CACCAA/MCMCMM"


def catalog():
    return importlib.import_module("reflectgames.i18n.validation")


def start(game_id: str, options):
    return get_rules(game_id).new_game(PLAYERS[game_id], 3, options)


def refused(game_id: str, options) -> InvalidSetup:
    with pytest.raises(InvalidSetup) as caught:
        start(game_id, options)
    error = caught.value
    assert str(error) and error.key and error.key in catalog().EN, error.key
    assert t(error.key, **error.params) != error.key
    return error


@pytest.mark.parametrize(
    "game_id, options",
    [
        ("pond", {"first": 1.0}),
        ("pond", {"start": 6.0}),
        ("pond", {"flies": [1.0, 2, 3, 4, 5]}),
        ("pond", {1: 2}),
        ("pond", {("first",): 0}),
        ("pond", {"flies": "12345"}),
        ("pond", {"water": {15: 16}}),
        ("pond", {"first": 2**70}),
        ("plans", {"goal": "line", 3: "x"}),
        ("plans", {None: 1, "goal": "line"}),
        ("plans", {"layout": ["SASASS", "MMACSS", "CACCAA", "MCMCMM"]}),
        ("plans", {"goal": ["line"]}),
        ("plans", {"layout": "ſASASS/MMACSS/CACCAA/MCMCMM"}),  # 'ſ'.upper() == 'S'
        ("plans", {"suits": "All"}),
        ("reflector", {"first": 1.0}),
        ("reflector", {"adjacency": b"king"}),
        ("reflecto", {"word_length": 5.0}),
        ("reflecto", {"mirrors": [1, 2, 0]}),
        ("reflecto", {"memory": 1}),
        ("reflec", {"first": 0}),
    ],
)
def test_options_of_a_wrong_type_or_name_are_an_invalid_setup(game_id, options):
    refused(game_id, options)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("options", [[("first", 0)], "first=0", 5, ["goal"], {"first", "goal"}])
def test_options_that_are_not_a_mapping_are_an_invalid_setup(game_id, options):
    error = refused(game_id, options)
    assert error.key == "validation.options.not_mapping"


def test_an_unknown_option_names_itself_and_the_known_ones():
    error = refused("pond", {"colour": "green"})
    assert error.key == "validation.option.unknown"
    assert "colour" in error.params["option"] and "flies" in error.params["known"]
    set_language("fr")
    try:
        assert "colour" in t(error.key, **error.params) and "Option inconnue" in t(error.key, **error.params)
    finally:
        set_language("en")


def test_a_wrong_value_names_its_option_and_is_keyed_per_game():
    error = refused("pond", {"first": 1.0})
    assert error.key == "validation.pond.first" and error.params["option"] == "first"
    assert "1.0" in str(error)
    error = refused("plans", {"layout": "SSSSSS/MMACSS/CACCAA/MCMCMM"})
    assert error.key == "validation.plans.layout"


def test_a_long_or_deep_option_value_is_echoed_clipped():
    error = refused("pond", {"flies": "x" * 100_000})
    assert len(str(error)) < 300
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    error = refused("reflecto", {"mirrors": deep})
    assert len(str(error)) < 300


@pytest.mark.parametrize(
    "game_id, options",
    [
        ("pond", {}),
        ("pond", None),
        ("pond", {"flies": [1, 2, 3, 4, 5], "start": 6, "water": [7, 8], "first": 1}),
        ("pond", {"flies": (1, 2, 3, 4, 5), "water": (7, 8)}),
        ("pond", {"flies": None, "start": None, "water": None, "first": None}),
        ("reflector", {"first": 0, "adjacency": "king"}),
        ("reflector", {"first": None, "adjacency": None}),
        ("reflecto", {"mirrors": [1, 2], "show_numbers": [True, False], "blank_last": (False, True)}),
        ("reflecto", {"word_length": 10, "mirrors": 0, "show_numbers": True, "wrong_guess": "lose_turn",
                      "first": 1, "dictionary": "fr", "memory": False}),
        ("plans", {"layout": LAYOUT, "goal": "line", "suits": "all"}),
        ("plans", {"layout": LAYOUT.lower(), "goal": "group"}),
        ("plans", {"layout": None}),
        ("reflec", {}),
    ],
)
def test_every_valid_option_form_still_starts_a_game_also_after_a_json_round_trip(game_id, options):
    direct = start(game_id, options)
    through_json = start(game_id, json.loads(json.dumps(options)))
    assert direct == through_json


def test_reflecto_options_reach_the_game_as_before():
    rules = get_rules("reflecto")
    config = rules.new_game(2, 0, {"mirrors": [1, 2], "show_numbers": True}).config
    assert config.mirrors == (1, 2) and config.numbered == (0b111111, 0b11111)  # every letter screen
    assert config.word_lengths == (5, 5) and config.wrong_guess == "lose" and config.memory is True


def test_the_validation_catalog_says_the_same_things_in_english_and_french():
    EN, FR = catalog().EN, catalog().FR
    assert EN.keys() == FR.keys()
    for key in EN:
        assert set(re.findall(r"{(\w+)}", EN[key])) == set(re.findall(r"{(\w+)}", FR[key])), key
