"""A fixture for layout tests: French text at the largest text scale the settings offer."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from reflectgames.i18n import set_language
from reflectgames.ui.text import set_ui_scale


@pytest.fixture()
def large_french_text() -> Iterator[None]:
    pygame.font.init()
    set_language("fr")
    set_ui_scale(1.75)
    yield
    set_ui_scale(1.0)
    set_language("en")
