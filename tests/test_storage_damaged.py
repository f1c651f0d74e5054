"""Damaged, tampered, truncated and hostile save files.

Every one gives a SaveError with a single readable line, shows up as damaged
in the listing, fails `check`, and is left byte-for-byte as it was.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgames.core.match import HUMAN, Match, PlayerSpec
from reflectgames.storage import SaveError, check_file, list_saves, load_save, match_to_save, save_match

PLAYERS = [PlayerSpec("Ada", HUMAN), PlayerSpec("Bo", HUMAN)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("REFLECTGAMES_HOME", str(folder))
    return folder


def good_save(moves: int = 6) -> dict[str, Any]:
    match = Match("pond", PLAYERS, 77)
    chooser = random.Random(5)
    for _ in range(moves):
        match.play(chooser.choice(match.rules.legal_moves(match.state)))
    return match_to_save(match).model_dump(mode="json")


def finished_save() -> dict[str, Any]:
    match = Match("pond", PLAYERS, 60)
    chooser = random.Random(60)
    while match.outcome() is None:
        moves = match.rules.legal_moves(match.state)
        frogs = [move for move in moves if str(move).startswith("frog")]
        match.play(chooser.choice(frogs if frogs and chooser.random() < 0.85 else moves))
    return match_to_save(match).model_dump(mode="json")


def as_bytes(data: Any) -> bytes:
    return json.dumps(data).encode("utf-8")


def changed(**fields: Any) -> bytes:
    data = good_save()
    data.update(fields)
    return as_bytes(data)


def without(field: str) -> bytes:
    data = good_save()
    del data[field]
    return as_bytes(data)


def with_move(index: int, text: str) -> bytes:
    data = good_save()
    data["moves"][index] = text
    return as_bytes(data)


def finished_with(**fields: Any) -> bytes:
    data = finished_save()
    data.update(fields)
    return as_bytes(data)


def nested_option(levels: int) -> bytes:
    data = good_save()
    text = json.dumps(data)
    return text.replace('"options": {}', '"options": {"deep": ' + "[" * levels + "]" * levels + "}").encode()


def first_player(**fields: Any) -> bytes:
    return changed(players=[{"name": "Ada", "kind": "human", **fields}, {"name": "Bo", "kind": "human"}])


def seed_written_as(text: bytes) -> bytes:
    return as_bytes(good_save()).replace(b'"seed": 77', b'"seed": ' + text)


def winners_recorded_as(winners: list[int]) -> bytes:
    return finished_with(outcome={"winners": winners, "reason": "flies"})


def the_other_winner() -> bytes:
    return winners_recorded_as([1 - finished_save()["outcome"]["winners"][0]])


DAMAGED: dict[str, tuple[Callable[[], bytes], str]] = {
    "truncated json": (lambda: as_bytes(good_save())[:150], "not valid JSON, perhaps cut short"),
    "not json": (lambda: b"This is my shopping list: eggs, milk.", "not valid JSON"),
    "binary garbage": (lambda: bytes(range(256)) * 40, "UTF-8"),
    "garbage that is valid utf-8": ("\x00\x01 garbage \u2713".encode, "not valid JSON"),
    "empty file": (lambda: b"", "empty"),
    "wrong format": (lambda: changed(format="chess-pgn"), "not a reflectgames save"),
    "no format": (lambda: without("format"), "not a reflectgames save"),
    "future version": (lambda: changed(version=2), "newer version of reflectgames"),
    "version zero": (lambda: changed(version=0), "version"),
    "version as text": (lambda: changed(version="1"), "version"),
    "unknown game": (lambda: changed(game="chess"), "unknown game 'chess'"),
    "extra field": (lambda: changed(cheat=True), "unexpected field 'cheat'"),
    "extra player field": (lambda: first_player(gold=9), "unexpected field 'players[0].gold'"),
    "illegal move": (lambda: with_move(3, "frog Q"), "Move 4 'frog Q' is illegal"),
    "move that is not text": (lambda: with_move(0, 42), "moves[0]"),
    "move after the end": (lambda: finished_with(moves=finished_save()["moves"] + ["frog F"]), "is illegal"),
    "wrong winner": (the_other_winner, "replaying its moves"),
    "finished game said to be going": (lambda: finished_with(outcome=None), "still going"),
    "going game said to be finished": (lambda: changed(outcome={"winners": [0], "reason": "x"}), "is over"),
    "deeply nested arrays": (lambda: b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    "deeply nested option": (lambda: nested_option(100), "nested too deeply"),
    "list at the top": (lambda: b"[1, 2, 3]", "holds a list"),
    "string at the top": (lambda: b'"reflectgames-save"', "holds a string"),
    "number at the top": (lambda: b"42", "holds a number"),
    "null at the top": (lambda: b"null", "holds null"),
    "missing moves": (lambda: without("moves"), "'moves' is missing"),
    "missing players": (lambda: without("players"), "'players' is missing"),
    "huge seed": (lambda: changed(seed=10**30), "seed"),
    "seed of thousands of digits": (lambda: seed_written_as(b"9" * 5000), "too many digits"),
    "negative seed": (lambda: changed(seed=-1), "seed"),
    "seed as text": (lambda: changed(seed="77"), "seed"),
    "seed as a fraction": (lambda: changed(seed=7.5), "seed"),
    "seed not a number": (lambda: seed_written_as(b"NaN"), "NaN, which is not a number"),
    "negative winner": (lambda: winners_recorded_as([-1]), "winners[0]"),
    "invalid utf-8": (lambda: b'{"format": "reflectgames-save", "game": "\xff\xfe"}', "invalid UTF-8"),
    "too many players": (lambda: changed(players=[{"name": n, "kind": "human"} for n in "ABC"]), "2 players"),
    "no players": (lambda: changed(players=[]), "players"),
    "name too long": (lambda: first_player(name="A" * 25), "players[0].name"),
    "empty name": (lambda: first_player(name="  "), "players[0].name"),
    "name with a newline": (lambda: first_player(name="A\nB"), "control characters"),
    "unknown player kind": (lambda: first_player(kind="robot"), "players[0].kind"),
    "too many moves": (lambda: changed(moves=["frog F"] * 10_001), "moves"),
    "move too long": (lambda: with_move(0, "frog " + "F" * 300), "moves[0]"),
    "bad option value": (lambda: changed(options={"flies": "many"}), "options are not valid"),
    "unknown option": (lambda: changed(options={"lasers": True}), "options are not valid"),
    "bad date": (lambda: changed(created="last Tuesday"), "created"),
}


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_a_damaged_file_is_refused_in_one_line_and_left_alone(case: str, home: Path) -> None:
    build, expected = DAMAGED[case]
    folder = home / "saves"
    folder.mkdir(parents=True)
    path = folder / "damaged.json"
    content = build()
    path.write_bytes(content)

    with pytest.raises(SaveError) as caught:
        load_save(path)
    message = str(caught.value)
    assert expected in message
    assert "\n" not in message and 0 < len(message) < 300

    ok, line = check_file(path)
    assert not ok and line == message
    (summary,) = list_saves()
    assert summary.damaged and summary.error == message

    assert path.read_bytes() == content
    assert sorted(p.name for p in folder.iterdir()) == ["damaged.json"]


def test_a_thirty_megabyte_file_is_refused_before_it_is_read(home: Path) -> None:
    folder = home / "saves"
    folder.mkdir(parents=True)
    path = folder / "huge.json"
    with path.open("wb") as stream:
        stream.write(b'{"format": "reflectgames-save", "padding": "')
        stream.write(b"x" * 30_000_000)
        stream.write(b'"}')
    size = path.stat().st_size
    with pytest.raises(SaveError, match="too large"):
        load_save(path)
    ok, line = check_file(path)
    assert not ok and "too large" in line
    assert path.stat().st_size == size


def test_a_folder_is_not_a_save(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="not a file"):
        load_save(tmp_path)


def test_a_good_file_next_to_damaged_ones_still_loads(home: Path) -> None:
    folder = home / "saves"
    folder.mkdir(parents=True)
    (folder / "good.json").write_bytes(as_bytes(good_save()))
    for index, (build, _) in enumerate(DAMAGED.values()):
        (folder / f"bad-{index:02d}.json").write_bytes(build())
    summaries = list_saves()
    assert len(summaries) == len(DAMAGED) + 1
    assert [s.path.name for s in summaries if not s.damaged] == ["good.json"]


@settings(max_examples=150)
@given(content=st.binary(max_size=400))
def test_arbitrary_bytes_never_escape_as_anything_but_a_save_error(
    content: bytes, tmp_path_factory: pytest.TempPathFactory
) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "random.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as caught:
        load_save(path)
    assert "\n" not in str(caught.value)
    assert path.read_bytes() == content


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
GOOD = good_save()


@settings(max_examples=150)
@given(field=st.sampled_from([*sorted(GOOD), "extra"]), value=JSON_VALUES)
def test_any_tampered_field_is_accepted_or_refused_cleanly(
    field: str, value: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    data = json.loads(json.dumps(GOOD))
    data[field] = value
    path = tmp_path_factory.mktemp("fuzz") / "tampered.json"
    path.write_bytes(as_bytes(data))
    try:
        load_save(path)
    except SaveError as error:
        assert "\n" not in str(error)
    assert path.read_bytes() == as_bytes(data)


def test_an_unusable_data_folder_gives_save_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("REFLECTGAMES_HOME", str(blocker))
    assert list_saves() == []
    with pytest.raises(SaveError, match="saves folder"):
        save_match(Match("pond", PLAYERS, 1))
