"""The layout audit in the test suite: every screen rendered, what does not fit reported.

The fast test renders every screen at the two corners of the matrix (960x600
in French at 175 %, 1920x1080 in English at 100 %); the slow one the whole
matrix. Screens still known not to fit are listed by name, so a screen that
starts to overflow fails the suite, and so does one that was fixed while
still on the list (the list only shrinks).
"""

from __future__ import annotations

import pytest

from reflectgames.audit.cli_output import quick_matrix
from reflectgames.audit.report import build_report, has_problems, layout_part, translation_part

# Reflector's review line (the move and all it did, in the shared status line) is longer than the
# status line's two lines in a small window at a large text scale.
STILL_OVERFLOWING_SMALL = frozenset({
    "review/reflector",
})
STILL_OVERFLOWING_ANYWHERE = STILL_OVERFLOWING_SMALL


def failing_screens(report: dict, size: str | None = None) -> set[str]:
    return {problem["screen"] for problem in report["layout_problems"] if size in (None, problem["size"])}


def assert_only_listed(failing: set[str], listed: frozenset[str]) -> None:
    assert not failing - listed, f"newly overflowing: {sorted(failing - listed)}"
    assert not listed - failing, f"fixed, take it off the list: {sorted(listed - failing)}"


@pytest.fixture(scope="module")
def quick() -> dict:
    return layout_part(quick_matrix())


def test_the_quick_audit_renders_every_screen_at_both_corners(quick) -> None:
    assert quick["screens_checked"] >= 2 * 50


def test_every_screen_fits_a_large_window_in_english_at_100_percent(quick) -> None:
    assert [problem for problem in quick["layout_problems"] if problem["size"] == "1920x1080"] == []


def test_at_960x600_in_french_at_175_percent_only_the_listed_screens_overflow(quick) -> None:
    assert_only_listed(failing_screens(quick, "960x600"), STILL_OVERFLOWING_SMALL)


def test_every_french_message_is_translated() -> None:
    report = build_report((translation_part,))
    assert report["untranslated"] == []
    assert not has_problems(report)


@pytest.mark.slow
def test_the_whole_matrix_renders_and_only_the_listed_screens_overflow() -> None:
    report = layout_part()
    assert report["screens_checked"] >= 160
    assert_only_listed(failing_screens(report), STILL_OVERFLOWING_ANYWHERE)
