"""The layout audit in the test suite: every screen rendered, what does not fit reported.

The fast tests render every screen at the two corners of the matrix (960x600
in French at 175 %, 1920x1080 in English at 100 %); the slow one the whole
matrix. Every screen fits everywhere: any problem fails the suite.
"""

from __future__ import annotations

import pytest

from reflectgames.audit.cli_output import quick_matrix
from reflectgames.audit.report import build_report, has_problems, layout_part, translation_part


@pytest.fixture(scope="module")
def quick() -> dict:
    return layout_part(quick_matrix())


def test_the_quick_audit_renders_every_screen_at_both_corners(quick) -> None:
    assert quick["screens_checked"] >= 2 * 50


def test_every_screen_fits_a_large_window_in_english_at_100_percent(quick) -> None:
    assert [problem for problem in quick["layout_problems"] if problem["size"] == "1920x1080"] == []


def test_every_screen_fits_960x600_in_french_at_175_percent(quick) -> None:
    assert [problem for problem in quick["layout_problems"] if problem["size"] == "960x600"] == []


def test_every_french_message_is_translated() -> None:
    report = build_report((translation_part,))
    assert report["untranslated"] == []
    assert not has_problems(report)


@pytest.mark.slow
def test_every_screen_fits_every_size_text_scale_and_language() -> None:
    report = layout_part()
    assert report["screens_checked"] >= 160
    assert report["layout_problems"] == []
    assert not has_problems(report)
