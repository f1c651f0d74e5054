"""Where a puzzle is shown, its par is shown once known: the New game form's note on a shared code."""

from __future__ import annotations

import pygame

from reflectgames.games.plans.codes import Puzzle
from reflectgames.games.plans.pars import remember_par
from reflectgames.games.plans.setup_panel import OptionsEditor
from reflectgames.i18n import t
from reflectgames.ui.theme import get_palette

WARM_UP = Puzzle("CAMAAM/MMSMCS/CMACAS/CSCSSA")


def test_a_shared_code_s_note_gives_its_par_once_the_solver_has_worked_it_out():
    pygame.font.init()
    editor = OptionsEditor(get_palette("standard"))
    editor.entry.text = WARM_UP.code
    assert editor.note()[0] == t("plans.setup.code_ok", code=WARM_UP.code)  # no par known yet
    remember_par(WARM_UP.code, 3, True)
    fresh = OptionsEditor(get_palette("standard"))
    fresh.entry.text = WARM_UP.code
    note = fresh.note()[0]
    assert note == t("plans.setup.code_ok_par", code=WARM_UP.code, par=t("puzzles.par.proven", count=3))
    assert "par\u00a03" in note
