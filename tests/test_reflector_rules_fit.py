"""Reflector's rules pages fit every window and text size: grids give way to their letters and captions."""

from __future__ import annotations

from reflectgames.audit.report import layout_part, matrix


def test_every_reflector_rules_page_fits_where_captions_used_to_run_off() -> None:
    # The windows and text sizes where a caption ran past its figure's room, a grid name or the
    # curtain's words were shortened with "…".
    combinations = [*matrix(sizes=[(960, 600)], scales=[1.0, 1.25, 1.5], languages=["en", "fr"]),
                    *matrix(sizes=[(1280, 800), (1920, 1080)], scales=[1.5, 1.75], languages=["en", "fr"])]
    report = layout_part(combinations, only=lambda name: name.startswith("rules/reflector/"))
    assert report["screens_checked"] >= 7 * 14
    assert report["layout_problems"] == []
