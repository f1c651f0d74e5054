"""Best scores: fewest moves then time, kept atomically; a damaged file changes nothing."""

from __future__ import annotations

import datetime
import json

import pytest

from reflectgames.games.plans.best_scores import BestScore, best_for, load_best_scores, record, scores_path
from reflectgames.storage.errors import SaveError

DAY = datetime.date(2025, 3, 3)


def test_no_file_means_no_scores_yet():
    assert load_best_scores() == {}
    assert best_for("45UK2-25T7M") is None


def test_a_first_score_is_kept_and_read_back():
    best, new = record("45UK2-25T7M", 7, 83.25, today=DAY)
    assert new and best == BestScore(7, 83.2, "2025-03-03")
    assert best_for("45UK2-25T7M") == best


def test_fewer_moves_win_then_less_time():
    record("A", 7, 50.0, today=DAY)
    assert record("A", 8, 10.0, today=DAY) == (BestScore(7, 50.0, "2025-03-03"), False)
    assert record("A", 7, 40.0, today=DAY)[1]
    assert record("A", 5, 99.0, today=DAY) == (BestScore(5, 99.0, "2025-03-03"), True)
    assert best_for("A").moves == 5 and load_best_scores().keys() == {"A"}


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        json.dumps({"format": "something else", "version": 1, "puzzles": {}}),
        json.dumps({"format": "reflectgames-best-scores", "version": 1, "puzzles": {"A": {"moves": "7"}}}),
        json.dumps({"format": "reflectgames-best-scores", "version": 1,
                    "puzzles": {"A": {"moves": -3, "seconds": 1, "date": "2025-03-03"}}}),
        json.dumps({"format": "reflectgames-best-scores", "version": 9, "puzzles": {}}),
    ],
)
def test_a_damaged_file_gives_one_sentence_and_is_left_as_it_was(content):
    path = scores_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_best_scores()
    assert "\n" not in str(caught.value)
    with pytest.raises(SaveError):
        record("A", 3, 1.0)
    assert path.read_text(encoding="utf-8") == content
