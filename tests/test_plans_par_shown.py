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


def test_the_form_s_paste_button_puts_a_shared_code_in_the_layout_field(monkeypatch):
    pygame.font.init()
    editor = OptionsEditor(get_palette("standard"))
    editor.layout(pygame.Rect(0, 0, 600, 400))
    code = Puzzle(WARM_UP.layout, "line", "two").code
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: f" {code}\n")
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=editor.paste.rect.center, button=1)
    assert editor.handle_event(click)
    assert editor.entry.text == code and editor.options()["layout"] == WARM_UP.layout
    assert editor.goal.value == "line" and editor.suits.value == "two"  # the code's goal and suits follow
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "")
    editor.entry.text = ""
    editor.paste_entry()
    assert editor.note() == (t("puzzles.paste_empty"), editor.palette.danger) and editor.entry.text == ""
