"""Reflecto mirrors: what each player sees, remembers and writes in the notebook."""

from __future__ import annotations

from reflecto_helpers import RULES, arrange, screen_at, started

# Player 0: PIANO, indices 5 and 6 are mirrors. Player 1: ZEBRE, indices 5 and 6 are mirrors.


def test_a_mirror_shows_the_opponent_screen_right_in_front_of_it_towards_its_owner():
    state = arrange(started(), {"d4": (0, 5), "d3": (1, 1), "d5": (1, 2), "a7": (1, 0), "g1": (0, 0)},
                    to_move=0)
    view = RULES.observe(state, 0)
    front = screen_at(view, "d3")
    assert front.kind == "letter" and front.letters == "E" and front.seen_now
    behind = screen_at(view, "d5")
    assert behind.kind == "unknown" and behind.letters is None and not behind.seen_now
    assert view.notebook == "E"


def test_player_1_looks_towards_rank_7():
    state = arrange(started(), {"d4": (1, 5), "d5": (0, 2), "d3": (0, 3), "a1": (0, 0), "g7": (1, 0)},
                    to_move=1)
    view = RULES.observe(state, 1)
    assert screen_at(view, "d5").letters == "A" and screen_at(view, "d5").seen_now
    assert screen_at(view, "d3").kind == "unknown"


def test_a_mirror_shows_only_opponent_screens_and_seen_now_is_false_on_own_screens():
    state = arrange(started(), {"d4": (0, 5), "d3": (0, 1), "a7": (1, 0)}, to_move=0)
    view = RULES.observe(state, 0)
    assert not any(s.seen_now for s in view.screens)
    assert view.notebook == ""


def test_a_mirror_can_show_a_mirror():
    state = arrange(started(), {"d4": (0, 5), "d3": (1, 6), "a7": (1, 0)}, to_move=0)
    shown = screen_at(RULES.observe(state, 0), "d3")
    assert shown.kind == "mirror" and shown.letters is None


def test_moving_into_view_reveals_the_face_and_it_stays_identified_as_it_moves():
    state = arrange(started(), {"d4": (0, 5), "c3": (1, 1), "a7": (1, 0), "g1": (0, 0)}, to_move=1)
    assert screen_at(RULES.observe(state, 0), "c3").kind == "unknown"
    state = RULES.play(state, "c3-d3")  # player 1 walks in front of player 0's mirror
    assert screen_at(RULES.observe(state, 0), "d3").letters == "E"
    state = RULES.play(state, "g1-g2", "d3-e2")
    view = RULES.observe(state, 0)
    moved = screen_at(view, "e2")
    assert moved.letters == "E" and moved.kind == "letter" and not moved.seen_now
    assert view.notebook == "E"


def test_without_memory_a_face_shows_only_while_a_mirror_shows_it_and_there_is_no_notebook():
    state = arrange(started(memory=False), {"d4": (0, 5), "d3": (1, 1), "a7": (1, 0), "g1": (0, 0)},
                    to_move=1)
    assert screen_at(RULES.observe(state, 0), "d3").letters == "E"
    assert RULES.observe(state, 0).notebook == ""
    state = RULES.play(state, "d3-e2")
    assert screen_at(RULES.observe(state, 0), "e2").kind == "unknown"


def test_the_notebook_is_the_sorted_multiset_of_letters_seen():
    state = arrange(started(word1="EERIE", row1="M12345M"),
                    {"a4": (0, 5), "a3": (1, 0), "b4": (0, 6), "b3": (1, 1), "g7": (1, 2), "g1": (0, 0)},
                    to_move=0)
    assert RULES.observe(state, 0).notebook == "EE"


def test_the_exit_number_is_never_shown_unless_that_player_writes_numbers():
    placement = {"d4": (0, 5), "d3": (1, 3), "a7": (1, 0), "g1": (0, 0)}
    plain = RULES.observe(arrange(started(), placement, to_move=0), 0)
    assert screen_at(plain, "d3").number is None and screen_at(plain, "d3").letters == "R"
    numbered = RULES.observe(arrange(started(show_numbers=[False, True]), placement, to_move=0), 0)
    assert screen_at(numbered, "d3").number == 4


def test_at_the_end_everything_is_revealed():
    state = RULES.play(started(), "guess ZEBRE")
    view = RULES.observe(state, 0)
    assert view.opponent_word == "ZEBRE" and view.phase == "over"
    theirs = [s for s in view.screens if s.owner == 1]
    assert all(s.kind != "unknown" for s in theirs)
    assert sorted(s.number for s in theirs if s.kind == "letter") == [1, 2, 3, 4, 5]
    assert "opponent_word" in view.model_dump()


def test_while_playing_the_opponent_word_is_absent_from_the_observation():
    view = RULES.observe(started(), 0)
    data = view.model_dump(mode="json")
    assert "opponent_word" not in data and view.opponent_word is None
    assert "ZEBRE" not in view.model_dump_json()


def test_letters_and_number_of_an_unseen_screen_are_absent_not_null():
    placement = {"d4": (0, 5), "d3": (1, 3), "a7": (1, 0), "g1": (0, 0)}
    data = RULES.observe(arrange(started(), placement, to_move=0), 0).model_dump(mode="json")
    seen = next(s for s in data["screens"] if s["cell"] == "d3")
    unseen = next(s for s in data["screens"] if s["cell"] == "a7")
    assert seen["letters"] == "R" and "number" not in seen  # Ada does not write exit numbers
    assert unseen["kind"] == "unknown" and "letters" not in unseen and "number" not in unseen
