"""Reflector's and Reflecto's rules pages fit every window and text size: figures give way to their
letters and captions, and words wrap instead of being shortened."""

from __future__ import annotations

import pytest

from reflectgames.audit.report import layout_part, matrix


@pytest.mark.parametrize("game", ["reflector", "reflecto"])
def test_every_rules_page_fits_where_captions_used_to_run_off(game: str) -> None:
    # The windows and text sizes where a caption ran past its figure's room, a grid name, the curtain's
    # words or its title were shortened with "…", or the notebook's letters fell off the page.
    combinations = [*matrix(sizes=[(960, 600)], scales=[1.0, 1.25, 1.5], languages=["en", "fr"]),
                    *matrix(sizes=[(1280, 800), (1920, 1080)], scales=[1.5, 1.75], languages=["en", "fr"])]
    report = layout_part(combinations, only=lambda name: name.startswith(f"rules/{game}/"))
    assert report["screens_checked"] >= 7 * len(combinations)
    assert report["layout_problems"] == []
