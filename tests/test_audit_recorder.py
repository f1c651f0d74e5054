"""The layout audit's recorder and checks catch each kind of problem, so the audit can fail."""

from __future__ import annotations

import pygame

from reflectgames.audit.checks import CLIPPED, ELLIPSIZED, OUTSIDE, OVERLAP, problems
from reflectgames.audit.recording import current, recording
from reflectgames.ui.text import draw_text, draw_wrapped
from reflectgames.ui.theme import get_palette
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button


def kinds(found: list) -> set[str]:
    return {problem.kind for problem in found}


def button(text: str, rect: tuple[int, int, int, int]) -> Button:
    placed = Button(text, lambda: None)
    placed.rect = pygame.Rect(rect)
    return placed


def recorded(window: pygame.Surface, buttons: list[Button], text: tuple[str, tuple[int, int]] | None = None):
    """What drawing `buttons` (and then `text` at a place) records."""
    with recording(window) as taken:
        WidgetGroup(buttons).draw(window, get_palette("standard"))
        if text is not None:
            draw_text(window, *text)
    return taken


def test_nothing_is_recorded_outside_an_audit() -> None:
    window = pygame.Surface((200, 100))
    assert current() is None
    draw_text(window, "hello", (0, 0))
    assert current() is None


def test_a_text_fitting_its_window_is_no_problem() -> None:
    window = pygame.Surface((400, 200))
    with recording(window) as taken:
        draw_text(window, "fits", (10, 10), max_width=300)
    assert len(taken.texts) == 1
    assert problems(taken) == []


def test_an_ellipsized_text_is_caught() -> None:
    window = pygame.Surface((400, 200))
    with recording(window) as taken:
        draw_text(window, "a sentence far too long for forty pixels", (10, 10), max_width=40)
    assert kinds(problems(taken)) == {ELLIPSIZED}
    assert problems(taken)[0].what == "a sentence far too long for forty pixels"


def test_a_text_running_past_the_window_is_caught_as_clipped() -> None:
    window = pygame.Surface((100, 100))
    with recording(window) as taken:
        draw_text(window, "running off the edge", (60, 10))
    assert kinds(problems(taken)) == {CLIPPED}


def test_a_text_cut_by_a_clip_rect_is_caught() -> None:
    window = pygame.Surface((400, 200))
    with recording(window) as taken:
        window.set_clip(pygame.Rect(0, 0, 400, 20))
        draw_text(window, "half hidden", (10, 10))
        window.set_clip(None)
    assert kinds(problems(taken)) == {CLIPPED}


def test_wrapped_lines_left_out_are_caught_as_clipped() -> None:
    window = pygame.Surface((400, 200))
    with recording(window) as taken:
        draw_wrapped(window, "many words " * 20, pygame.Rect(10, 10, 120, 30))
    assert CLIPPED in kinds(problems(taken))


def test_overlapping_controls_are_caught() -> None:
    buttons = [button("One", (10, 10, 120, 40)), button("Two", (100, 30, 120, 40))]
    taken = recorded(pygame.Surface((400, 200)), buttons)
    assert kinds(problems(taken)) == {OVERLAP}


def test_controls_of_an_overlay_may_cover_the_screen_below() -> None:
    window = pygame.Surface((400, 200))
    below, above = Button("Below", lambda: None), Button("Above", lambda: None)
    below.rect = above.rect = pygame.Rect(10, 10, 120, 40)
    with recording(window) as taken:
        WidgetGroup([below]).draw(window, get_palette("standard"))
        taken.next_layer()
        WidgetGroup([above]).draw(window, get_palette("standard"))
    assert problems(taken) == []


def test_a_control_outside_the_window_is_caught() -> None:
    taken = recorded(pygame.Surface((400, 200)), [button("Quit", (300, 180, 120, 40))])
    assert OUTSIDE in kinds(problems(taken))


def test_a_report_is_built_from_independent_parts_and_fails_on_any_problem() -> None:
    from reflectgames.audit.report import build_report, has_problems

    def figures() -> dict:
        return {"screens_checked": 3, "layout_problems": []}

    def reachability() -> dict:
        return {"positions_checked": 5, "moves_without_key_path": ["a move"]}

    report = build_report((figures,))
    assert report == {"screens_checked": 3, "layout_problems": []}
    assert not has_problems(report)
    assert has_problems(build_report((figures, reachability)))
    assert has_problems({"layout_problems": [{"kind": "clipped"}]})


def test_text_running_into_a_control_is_caught_as_an_overlap() -> None:
    back = button("Back", (10, 10, 120, 40))
    taken = recorded(pygame.Surface((400, 200)), [back], ("Page 2 of 7", (100, 20)))
    assert [problem.kind for problem in problems(taken)] == [OVERLAP]


def test_the_audit_command_prints_json_and_fails_on_a_problem(monkeypatch, capsys) -> None:
    import json

    from reflectgames import cli
    from reflectgames.audit import cli_output

    reports = iter([{"screens_checked": 2, "layout_problems": [], "untranslated": []},
                    {"screens_checked": 2, "layout_problems": [{"screen": "title", "kind": "clipped"}],
                     "untranslated": []}])
    monkeypatch.setattr(cli_output, "build_report", lambda parts: next(reports))
    assert cli.main(["audit", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["screens_checked"] == 2
    assert cli.main(["audit"]) == 1
    assert "layout_problems: 1" in capsys.readouterr().out


def test_the_audit_reports_the_reachability_of_every_legal_move() -> None:
    from reflectgames.audit.report import PARTS, reachability_part

    assert reachability_part in PARTS
    found = reachability_part(positions_per_game=2)
    assert found["positions_checked"] >= 2 * 5 and found["moves_checked"] > found["positions_checked"]
    assert found["moves_without_pointer_path"] == [] and found["moves_without_key_path"] == []
    assert found["reachability_seconds"] >= 0
