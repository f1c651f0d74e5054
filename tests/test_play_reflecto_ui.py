"""Reflecto in the window, driven by synthetic mouse and keyboard events (dummy video driver).

Covers the setup (both keyboards, arranging the screens), the curtain before
each setup and between turns, choosing moves by click, drag and keys, refused
attempts, the guess dialog, and a whole game with a mirror read and an exit
cascade.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key, open_play, settle

from reflectgames.app import App
from reflectgames.core.match import Match, PlayerSpec
from reflectgames.games.reflecto.board import parse_cell
from reflectgames.games.reflecto.events import Exited
from reflectgames.games.reflecto.painters.cards import reflected, screens_by_cell
from reflectgames.i18n import t
from reflectgames.scenes import navigation
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.shot import render_shot
from reflectgames.table.play import PlayScene

SETUP = ["setup PIANO 12M34M5", "setup ZEBRE M12345M"]
# Ada reads Bo's E at c4 with the mirror she jumps to c5, walks I to c7 (out of order: it waits),
# then P jumps out over a7 and I follows at once.
GAME = ["c1-c2", "c7-c6", "c2-c3", "c6-c5", "f1-f2", "c5-c4", "c3-c5", "g7-g6", "b1-b2", "g6-g5", "b2-b3",
        "g5-g4", "b3-b4", "g4-g3", "b4-b5", "e7-e6", "b5-b6", "e6-e5", "b6-c7", "d7-d6", "a1-a2", "f7-f6",
        "a2-a3", "e5-e4", "a3-a4", "d6-d5", "a4-a5", "f6-f5", "a5-a6", "e4-e3", "a6-a8", "g3-g4"]


@pytest.fixture()
def app() -> App:
    return App(headless=True, size=(1280, 800))


def step(app: App, *events) -> None:
    app.step(list(events))
    app.render()


def type_text(app: App, text: str) -> None:
    step(app, pygame.event.Event(pygame.TEXTINPUT, text=text))


def drag(app: App, start, end) -> None:
    step(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    for pos in (middle, end):
        step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    step(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def start(app: App, moves=(), options=None, names=("Ada", "Bo")) -> PlayScene:
    match = Match("reflecto", [PlayerSpec(n) for n in names], 3, options or {}, list(moves))
    return open_play(app, match)


def lift(app: App) -> None:
    curtain = app.top
    assert isinstance(curtain, HandoffScene)
    assert app._visible_scenes() == [curtain]  # nothing of the game shows through
    key(app, pygame.K_SPACE)


def hand_over(app: App, scene: PlayScene) -> None:
    settle(app)
    assert scene.handover_to is not None and app.top is scene
    key(app, pygame.K_RETURN)


def cell_pos(scene: PlayScene, name: str):
    seat = scene.view.obs.seat
    return scene.view.layout_.cell_center(parse_cell(name, seat), seat)


def play_by_clicks(app: App, scene: PlayScene, move: str) -> None:
    origin, *_, target = move.split("-")
    click(app, cell_pos(scene, origin))
    click(app, cell_pos(scene, target))
    assert scene.match.moves[-1] == move, scene.status


# --- setup -------------------------------------------------------------------------------------


def test_setup_with_both_keyboards_accents_stripped_and_screens_arranged_by_drag_click_and_keys(app):
    scene = start(app)
    lift(app)
    setup = scene.view.setup
    assert setup is not None and scene.view.viewer == 0
    type_text(app, "pi")
    on_screen_a = next(rect for letter, rect in setup.entry.keys if letter == "A")
    click(app, on_screen_a.center)
    type_text(app, "ñ")  # accents are stripped as you type
    type_text(app, "7")
    assert setup.entry.letters == "PIAN" and scene.status_error  # not a letter: refused, said why
    type_text(app, "x")
    backspace = next(rect for letter, rect in setup.entry.keys if letter == "\b")
    click(app, backspace.center)
    type_text(app, "o")
    assert setup.entry.letters == "PIANO"
    home = [scene.view.layout_.cell_center(parse_cell(f"{f}1", 0)) for f in "abcdefg"]
    drag(app, home[0], home[2])  # 1 onto the mirror on c: they swap
    assert "".join(setup.row) == "M21" + "34M5"
    click(app, home[1])
    click(app, home[3])  # a click lifts a screen, a second click swaps it with another
    assert "".join(setup.row) == "M31" + "24M5"
    for _ in range(3):
        key(app, pygame.K_LEFT)  # the cursor starts on d
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert "".join(setup.row) == "3M1" + "24M5"
    assert scene.match.moves == []
    key(app, pygame.K_RETURN)
    assert scene.match.moves == ["setup PIANO 3M124M5"]


def test_ready_needs_the_whole_word_and_a_dictionary_word(app):
    scene = start(app, options={"dictionary": "en"})
    lift(app)
    type_text(app, "hou")
    key(app, pygame.K_RETURN)
    assert scene.match.moves == [] and scene.status == t("reflecto.entry.need", length=5)
    type_text(app, "qz")
    assert scene.view.setup.dictionary_ok() is False and scene.status_error
    key(app, pygame.K_RETURN)
    assert scene.match.moves == [] and "HOUQZ" in scene.status
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    type_text(app, "se")
    assert scene.view.setup.dictionary_ok() is True
    key(app, pygame.K_RETURN)
    assert scene.match.moves == ["setup HOUSE 12M34M5"]


def test_the_curtain_comes_before_each_setup_and_only_after_the_mover_hands_over(app):
    scene = start(app)
    assert isinstance(app.top, HandoffScene)
    lift(app)
    type_text(app, "piano")
    key(app, pygame.K_RETURN)
    # Ada still sees her own side (her setup), and nobody may act from this screen.
    assert app.top is scene and scene.view.viewer == 0 and scene.view.legal_moves is None
    assert scene.status == t("play.pass_screen", name="Bo")
    click(app, cell_pos(scene, "d4"))  # any click hands over
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Bo"
    lift(app)
    assert scene.view.viewer == 1 and scene.view.setup is not None
    assert scene.view.setup.entry.letters == ""  # nothing of Ada's typing is left for Bo
    type_text(app, "zebre")
    key(app, pygame.K_RETURN)
    hand_over(app, scene)
    lift(app)
    assert scene.view.viewer == 0 and scene.view.legal_moves


def test_a_modifier_alone_does_not_hand_over(app):
    scene = start(app, SETUP)
    lift(app)
    play_by_clicks(app, scene, "c1-c2")
    settle(app)
    key(app, pygame.K_LSHIFT)
    assert app.top is scene and scene.handover_to == 1


# --- moving --------------------------------------------------------------------------------------


def test_choosing_a_screen_lights_its_destinations_and_a_click_moves_it(app):
    scene = start(app, SETUP)
    lift(app)
    click(app, cell_pos(scene, "c1"))
    assert scene.view.selected == parse_cell("c1", 0)
    assert sorted(str(move) for move in scene.view.targets[scene.view.selected].values()) == [
        "c1-b2", "c1-c2", "c1-d2"]
    assert scene.status == t("reflecto.hint.choose_target")
    click(app, cell_pos(scene, "d2"))
    assert scene.match.moves[-1] == "c1-d2"


def test_a_screen_can_be_dragged_to_its_destination(app):
    scene = start(app, [*SETUP, "c1-c2", "a7-a6"])
    lift(app)
    drag(app, cell_pos(scene, "d1"), cell_pos(scene, "b3"))  # a jump over c2
    assert scene.match.moves[-1] == "d1-b3"


def test_arrow_keys_and_enter_choose_a_screen_and_a_cell(app):
    scene = start(app, SETUP)
    lift(app)
    key(app, pygame.K_RIGHT)  # the cursor appears on Ada's first screen, then moves on to b1
    key(app, pygame.K_RETURN)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert scene.match.moves[-1] == "b1-b2"


def test_refused_attempts_say_why_in_one_line_and_change_nothing(app):
    scene = start(app, SETUP)
    lift(app)
    click(app, cell_pos(scene, "d4"))
    assert scene.status == t("reflecto.error.pick_first") and scene.status_error
    click(app, cell_pos(scene, "c7"))
    assert scene.status == t("reflecto.error.not_yours", name="Bo")
    click(app, cell_pos(scene, "c1"))
    click(app, cell_pos(scene, "c4"))
    assert scene.status == t("reflecto.illegal.not_a_hop", start="c1", end="c4")
    assert scene.match.moves == SETUP and scene.view.selected == parse_cell("c1", 0)  # try another cell
    key(app, pygame.K_ESCAPE)  # Esc puts the screen back ...
    assert scene.view.selected is None and app.top is scene
    key(app, pygame.K_ESCAPE)  # ... and with nothing chosen opens the menu
    assert type(app.top).__name__ == "PauseScene"


def test_the_guess_dialog_explains_the_cost_asks_to_confirm_and_can_be_left(app):
    scene = start(app, SETUP)
    lift(app)
    key(app, pygame.K_g)
    dialog = scene.view.guess
    assert dialog is not None and dialog.cost_text() == t("reflecto.guess.cost_lose")
    key(app, pygame.K_ESCAPE)
    assert scene.view.guess is None and scene.match.moves == SETUP
    click(app, scene.view.notebook.guess_button.rect.center)
    type_text(app, "zebr")
    key(app, pygame.K_RETURN)
    assert scene.view.guess.stage == "entry"  # four letters are not a guess yet
    type_text(app, "a")
    key(app, pygame.K_RETURN)
    assert scene.view.guess.stage == "confirm" and scene.match.moves == SETUP
    key(app, pygame.K_ESCAPE)
    assert scene.view.guess.stage == "entry"
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert scene.match.moves[-1] == "guess ZEBRA"
    settle(app)
    assert scene.match.outcome().reason == "wrong_guess"
    assert type(app.top).__name__ == "GameOverScene"


def test_with_lose_turn_the_dialog_says_so_and_the_game_goes_on(app):
    scene = start(app, SETUP, options={"wrong_guess": "lose_turn"})
    lift(app)
    key(app, pygame.K_g)
    assert scene.view.guess.cost_text() == t("reflecto.guess.cost_turn")
    type_text(app, "zebra")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert scene.match.outcome() is None and scene.match.to_move() == 1
    hand_over(app, scene)
    lift(app)
    assert scene.view.obs.wrong_guesses == [["ZEBRA"], []]


# --- a whole game -----------------------------------------------------------------------------------


def test_a_whole_game_with_the_curtain_a_mirror_read_and_an_exit_cascade(app):
    scene = start(app)
    lift(app)
    type_text(app, "piano")
    key(app, pygame.K_RETURN)
    hand_over(app, scene)
    lift(app)
    type_text(app, "zebre")
    scene.view.setup.row = list("M12345M")
    key(app, pygame.K_RETURN)
    hand_over(app, scene)
    lift(app)
    for move in GAME:
        mover = scene.match.to_move()
        assert scene.view.viewer == mover
        play_by_clicks(app, scene, move)
        if move == "c3-c5":
            settle(app)
            view = scene.view
            assert view.obs.notebook == "E"
            screens = screens_by_cell(view.obs)
            assert reflected(view.obs.seat, parse_cell("c5", 0), 0, screens) == ("E", False)
        if move == "a6-a8":
            exits = [e.number for e in scene.match.events_of(scene.match.cursor) if isinstance(e, Exited)]
            assert exits == [1, 2]
            assert scene.view.obs.exit_lanes[0] == ["P", "I"]
        hand_over(app, scene)
        lift(app)
        assert scene.view.viewer == 1 - mover
    assert "PIANO" not in " ".join(scene.panel.history.rows)  # the history never shows a word
    key(app, pygame.K_g)
    type_text(app, "zebre")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.match.outcome().winners == frozenset({0})
    assert type(app.top).__name__ == "GameOverScene"
    # The end reveals both words and every screen.
    obs = scene.view.obs
    assert obs.opponent_word == "ZEBRE" and all(s.kind != "unknown" for s in obs.screens)


# --- looks ---------------------------------------------------------------------------------------


def test_the_plain_letters_setting_changes_only_how_a_reflection_is_drawn(app):
    moves = SETUP + GAME[:7]
    scene = navigation.play_scene(app, Match("reflecto", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {}, moves),
                                  seat=0, autosave=False)
    app.reset_to(scene)
    step(app)
    reversed_image = pygame.image.tobytes(app.render(), "RGB")
    app.apply_settings(app.settings.model_copy(update={"show_mirror_letters_plain": True}))
    step(app)
    plain_image = pygame.image.tobytes(app.render(), "RGB")
    assert plain_image != reversed_image
    app.apply_settings(app.settings.model_copy(update={"show_mirror_letters_plain": False}))
    step(app)
    assert pygame.image.tobytes(app.render(), "RGB") == reversed_image


def test_the_legends_mirror_sample_follows_the_plain_letters_setting(app, monkeypatch):
    from reflectgames.games.reflecto import notebook

    drawn = []
    real = notebook.sprites.mirror_face

    def spy(w, h, body, reflection=None, reverse=True, *args, **kwargs):
        drawn.append((reflection, reverse))
        return real(w, h, body, reflection, reverse, *args, **kwargs)

    monkeypatch.setattr(notebook.sprites, "mirror_face", spy)
    scene = navigation.play_scene(app, Match("reflecto", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {},
                                             SETUP + GAME[:7]), seat=0, autosave=False)
    app.reset_to(scene)
    for plain in (False, True):
        app.apply_settings(app.settings.model_copy(update={"show_mirror_letters_plain": plain}))
        drawn.clear()
        step(app)
        app.render()
        assert ("R", not plain) in drawn and ("R", plain) not in drawn


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize(("language", "palette"), [("en", "standard"), ("fr", "colorblind")])
def test_setup_play_and_end_render_at_both_sizes_languages_and_palettes(size, language, palette):
    app = App(headless=True, size=size)
    app.apply_settings(app.settings.model_copy(update={"language": language, "palette": palette}))
    for moves in ([], SETUP + GAME[:19], SETUP + GAME + ["guess ZEBRE"]):
        match = Match("reflecto", [PlayerSpec("Ada"), PlayerSpec("Bo")], 3, {}, moves)
        scene = navigation.play_scene(app, match, seat=0, autosave=False)
        app.reset_to(scene)
        scene.game_over_shown = True
        step(app)
        assert app.top is scene
        lay = scene.view.layout_
        assert lay.column.left >= lay.grid.right and lay.column.right <= scene.board_rect.right
    if language == "fr":
        assert "Carnet" in t("reflecto.notebook.title")


def test_animations_off_means_no_animation(app):
    app.apply_settings(app.settings.model_copy(update={"animation_speed": "off"}))
    scene = start(app, SETUP)
    lift(app)
    play_by_clicks(app, scene, "c1-c2")
    assert not scene.is_animating()


def test_a_move_animates_and_a_click_skips_it_before_handing_over(app):
    scene = start(app, SETUP)
    lift(app)
    play_by_clicks(app, scene, "c1-c2")
    assert scene.is_animating()
    click(app, cell_pos(scene, "d4"))  # the first click only finishes the animation
    assert not scene.is_animating() and app.top is scene
    click(app, cell_pos(scene, "d4"))
    assert isinstance(app.top, HandoffScene)
    lift(app)
    assert scene.is_animating()  # Bo sees Ada's move played on his side


def test_shot_renders_a_reflecto_png(tmp_path):
    out = tmp_path / "reflecto.png"
    render_shot("reflecto", 0, (1024, 700), out)
    assert pygame.image.load(str(out)).get_size() == (1024, 700)


def test_the_key_that_opens_the_guess_or_lifts_the_curtain_is_not_typed(app):
    scene = start(app)
    stray_key = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p", scancode=0),
                 pygame.event.Event(pygame.TEXTINPUT, text="p")]
    step(app, *stray_key)  # a real key press sends both, in the same frame: it does not lift the curtain
    assert isinstance(app.top, HandoffScene)
    curtain_key = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0),
                   pygame.event.Event(pygame.TEXTINPUT, text=" ")]
    step(app, *curtain_key)
    assert app.top is scene and scene.view.setup.entry.letters == ""
    type_text(app, "p")
    assert scene.view.setup.entry.letters == "P"
    scene = start(app, SETUP)
    lift(app)
    step(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g", scancode=0),
         pygame.event.Event(pygame.TEXTINPUT, text="g"))
    assert scene.view.guess is not None and scene.view.guess.entry.letters == ""
    type_text(app, "g")
    assert scene.view.guess.entry.letters == "G"
