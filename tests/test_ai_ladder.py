"""The benchmark's ladder of levels, first-seat and crowd figures: shares, intervals and seatings."""

from __future__ import annotations

import math

import pytest

from reflectgames.ai.ladder import (
    Played,
    Seating,
    _score,
    _two_player_seatings,
    crowd_games,
    level_budget,
    measure_crowd,
    measure_first_seat,
    measure_pairing,
    play_seating,
    share_figures,
    wilson_interval,
)
from reflectgames.bench import ladder_rows
from reflectgames.core.rules import acting
from reflectgames.games import get_rules


def test_wilson_interval_matches_known_values() -> None:
    low, high = wilson_interval(63, 96)
    assert math.isclose(low, 0.5569, abs_tol=5e-4) and math.isclose(high, 0.7436, abs_tol=5e-4)
    low, high = wilson_interval(14, 24)  # Reflector's hard against normal before the ladder existed
    assert math.isclose(low, 0.388, abs_tol=1e-3) and math.isclose(high, 0.755, abs_tol=1e-3)
    assert wilson_interval(0, 10)[0] == 0.0 and math.isclose(wilson_interval(10, 10)[1], 1.0)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_each_deal_is_played_from_both_seats() -> None:
    seatings = _two_player_seatings("pond", "hard", "normal", 4, 1.0, None)
    assert [s.seats for s in seatings] == [("hard", "normal"), ("normal", "hard")] * 2
    assert seatings[0].seed == seatings[1].seed != seatings[2].seed == seatings[3].seed


def test_a_draw_counts_half_and_shared_wins_their_share() -> None:
    results = [Played((0,), 2, 0, 1.0, True), Played((), 2, 0, 1.0, True), Played((1,), 2, 0, 1.0, True)]
    assert _score(results, lambda index: (0,)) == 1.5
    figures = share_figures(1.5, results)
    assert figures["games"] == 3 and figures["win_share"] == 0.5
    assert figures["interval_95"][0] < 0.5 < figures["interval_95"][1]


def test_a_seating_plays_a_whole_game_and_knows_who_moved_first() -> None:
    played = play_seating(Seating("pond", ("normal", "greedy"), 3, iterations=4))
    rules = get_rules("pond")
    assert played.finished and played.players == 2
    assert played.first_mover == acting(rules.to_move(rules.new_game(2, 3, {})))
    assert set(played.winners) <= {0, 1}


def test_pairings_first_seat_and_crowds_report_their_figures() -> None:
    pairing = measure_pairing("pond", "normal", "easy", 2, iterations=4, workers=1)
    assert pairing["pairing"] == "normal_vs_easy" and pairing["games"] == 2
    assert 0 <= pairing["win_share"] <= 1
    first = measure_first_seat("pond", 2, iterations=4, workers=1)
    assert first["games"] == 2
    crowd = measure_crowd("reflec", 3, 3, iterations=3, workers=1)
    assert crowd["players"] == 3 and crowd["fair_share"] == 0.333 and crowd["games"] == 3


def test_a_rate_gives_each_level_iterations_in_the_ratio_of_its_seconds() -> None:
    budgets = {level: level_budget(level, rate=100) for level in ("easy", "normal", "hard")}
    assert {level: budget.iterations for level, budget in budgets.items()} == {
        "easy": 20, "normal": 100, "hard": 300}
    assert all(budget.seconds is None for budget in budgets.values())
    assert level_budget("hard", 0.2, rate=100).iterations == 60
    assert level_budget("easy", rate=1).iterations == 1  # never less than one iteration
    assert level_budget("hard", iterations=7).iterations == 7  # an exact budget wins
    assert level_budget("normal", 0.5).seconds == 0.5


def test_a_seating_with_a_rate_is_repeatable_move_for_move() -> None:
    seating = Seating("pond", ("normal", "easy"), 5, rate=20)
    assert play_seating(seating).winners == play_seating(seating).winners
    pairing = measure_pairing("pond", "normal", "easy", 2, rate=10, workers=1)
    assert pairing["games"] == 2


def test_the_crowds_are_the_games_for_more_than_two() -> None:
    assert ("reflec", 3) in crowd_games() and ("reflec", 4) in crowd_games()
    assert all(players > 2 for _, players in crowd_games())


def test_the_bench_table_prints_every_ladder_figure() -> None:
    found = {"games": 4, "score": 3.0, "win_share": 0.75, "interval_95": [0.3, 0.95], "unfinished": 0,
             "seconds_per_game": 2.5}
    ladder = {"scale": 0.2, "ladder": {"pond": {"hard_vs_normal": found, "normal_vs_easy": found}},
              "first_seat": {"pond": found}, "crowds": {"reflec_4": found}}
    lines = ladder_rows(ladder, lambda name, *cells: " ".join([name, *map(str, cells)]))
    text = "\n".join(lines)
    expected_rows = ("(x0.2)", "pond hard_vs_normal 0.75 0.3 0.95 4 2.5", "pond first seat",
                     "reflec_4 vs greedy")
    for expected in expected_rows:
        assert expected in text


def test_the_ai_rate_reaches_the_ladder(monkeypatch) -> None:
    from reflectgames import bench, cli

    asked = {}
    monkeypatch.setattr(bench, "collect", lambda plan: bench.Report())
    monkeypatch.setattr(bench, "measure_ai", lambda games, report, scale, rate: asked.update(
        games=games, scale=scale, rate=rate))
    assert cli.main(["bench", "--json", "--ai", "2", "--ai-rate", "200"]) == 0
    assert asked == {"games": 2, "scale": 1.0, "rate": 200}
    assert cli.main(["bench", "--ai", "1", "--ai-rate", "0"]) == 2


@pytest.mark.parametrize("text", ["0", "-1", "abc", "11"])
def test_the_ai_scale_option_refuses_what_it_cannot_use(text: str, capsys: pytest.CaptureFixture[str]):
    from reflectgames.cli import main

    assert main(["bench", "--ai", "1", "--ai-scale", text]) == 2
    assert "scale" in capsys.readouterr().err
