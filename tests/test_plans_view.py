"""The Plans of Action board view: it fits, clicks and keys become exact move texts, refusals say why."""

from __future__ import annotations

import pygame
import pytest

from reflectgames.app import App
from reflectgames.core.match import PlayerSpec
from reflectgames.games import get_rules
from reflectgames.games.plans.board import cell_text, tile_cells
from reflectgames.games.plans.moves import Jump, Rotate, Shift
from reflectgames.games.plans.view import PlansView, position_of
from reflectgames.i18n import t

RULES = get_rules("plans")
LAYOUT = {"layout": "SASASS/MMACSS/CACCAA/MCMCMM"}





@pytest.fixture(scope="module")
def app():
    return App(headless=True, size=(1280, 800))


BOARD = (16, 64, 900, 680)


def make_view(app, state, rect=BOARD) -> PlansView:
    view = PlansView(app, [PlayerSpec("Ada")])
    view.layout(pygame.Rect(rect))
    show(view, state)
    return view


def show(view: PlansView, state) -> None:
    legal = RULES.legal_moves(state) if RULES.outcome(state) is None else None
    view.show(RULES.observe(state, 0), legal, 0)


def click(view: PlansView, pos):
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=1)
    return view.handle_event(event)


def press(view: PlansView, key: int, mod: int = 0):
    return view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def fresh():
    return RULES.new_game(1, 0, LAYOUT)


def grown():
    """Three shifts past the edge: the board is wider and taller than at the start."""
    state = fresh()
    for _ in range(3):
        shift = next(m for m in RULES.legal_moves(state) if str(m).startswith("shift"))
        state = RULES.apply(state, shift)
        state = RULES.apply(state, RULES.legal_moves(state)[0])
    return state


# --- layout ------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (960, 1200)])
@pytest.mark.parametrize("which", [fresh, grown])
def test_every_tile_fits_inside_the_view_and_clear_of_the_ledger(app, size, which):
    rect = pygame.Rect(16, 64, size[0] - 300, size[1] - 130)
    view = make_view(app, which(), rect)
    fit = view.current_fit()
    for tile in view.snap.tiles:
        box = fit.tile_rect(tile)
        assert rect.contains(box), (tile, box, rect)
        assert not box.colliderect(view.layout_.ledger)
    assert fit.cell >= 20


def test_a_wider_view_gives_bigger_cells(app):
    small = make_view(app, fresh(), pygame.Rect(0, 0, 660, 470)).current_fit().cell
    large = make_view(app, fresh(), pygame.Rect(0, 0, 1560, 940)).current_fit().cell
    assert large > small * 1.5


def test_the_board_refits_smoothly_when_it_grows(app):
    state = fresh()
    view = make_view(app, state)
    shift = next(m for m in RULES.legal_moves(state) if str(m) == "shift 3,3 U")
    after, events = RULES.apply_with_events(state, shift)
    before_fit = view.current_fit()
    show(view, after)
    view.start_animation(events, None, 1.0)
    assert view.fit_to.cell < before_fit.cell  # a taller board: smaller cells
    view.update(0.2)
    middle = view.current_fit().cell
    assert view.fit_to.cell < middle < before_fit.cell
    for _ in range(40):
        view.update(0.05)
    assert not view.is_animating() and view.current_fit() == view.fit_to


# --- clicks ------------------------------------------------------------------------------------
def test_every_legal_jump_is_two_clicks_coin_then_landing(app):
    state = fresh()
    view = make_view(app, state)
    fit = view.fit_to
    jumps = [m for m in view.legal_moves if isinstance(m, Jump)]
    snap = position_of(view.obs).snapshot()
    for move in jumps:
        chosen = click(view, fit.cell_center(move.cell))
        assert chosen.move is None and not chosen.error
        assert view.selected == move.cell
        intent = click(view, fit.cell_center(snap.landing(move.cell, move.direction)))
        assert intent.move == move
        assert view.selected is None


def test_every_legal_turn_and_shift_is_the_knob_then_a_button(app):
    view = make_view(app, fresh())
    made = set()
    for tile in list(view.tile_moves):
        intent = click(view, view.fit_to.tile_center(tile))
        assert not intent.error and view.selected_tile == tile
        assert [a for a, _ in view.rotate_buttons()] == sorted(m.angle for m in view.tile_moves[tile].turns)
        assert sorted(d for d, _, _ in view.shift_buttons()) == sorted(
            m.direction for m in view.tile_moves[tile].shifts)
        for _angle, rect in view.rotate_buttons():
            made.add(click(view, rect.center).move)
            click(view, view.fit_to.tile_center(tile))
        for _direction, center, _ in view.shift_buttons():
            made.add(click(view, center).move)
            click(view, view.fit_to.tile_center(tile))
        press(view, pygame.K_ESCAPE)
    assert made == {m for m in view.legal_moves if isinstance(m, Rotate | Shift)}


def test_a_coin_without_a_jump_is_refused_with_the_reason(app):
    state = fresh()
    view = make_view(app, state)
    stuck = next(cell for cell in view.snap.where if cell not in view.jumps)
    intent = click(view, view.fit_to.cell_center(stuck))
    assert intent.error and intent.move is None
    assert cell_text(stuck) in intent.message and "cannot jump" in intent.message
    assert view.selected is None


def test_a_cell_that_is_not_a_landing_is_refused_and_names_the_jump_lengths(app):
    view = make_view(app, fresh())
    coin = next(iter(view.jumps))
    click(view, view.fit_to.cell_center(coin))
    landings = set(view.jumps[coin].values())
    wrong = next(c for c in ((x, y) for x in range(1, 9) for y in range(1, 9))
                 if c not in view.snap.where and c not in landings)
    intent = click(view, view.fit_to.cell_center(wrong))
    assert intent.error and intent.move is None
    across = view.snap.jump_length(coin, "L")
    assert f"over {across} in its row" in intent.message and cell_text(wrong) in intent.message


def test_an_empty_cell_and_a_hole_are_refused(app):
    view = make_view(app, fresh())
    assert click(view, view.fit_to.cell_center((1, 1))).message == t("plans_view.error.empty_cell")
    state = RULES.apply(fresh(), RULES.parse(fresh(), "shift 3,3 U"))
    show(view, state)
    hole = view.fit_to.cell_center((3, 4))
    assert (3, 3) not in view.snap.tiles
    intent = click(view, hole)
    assert intent.error


def test_after_a_turn_only_that_tiles_coins_may_jump(app):
    state = RULES.apply(fresh(), RULES.parse(fresh(), "rotate 3,3 90"))
    view = make_view(app, state)
    assert view.hint() == t("plans_view.hint.forced", tile="3,3")
    other = next(cell for cell in view.snap.where if cell not in tile_cells((3, 3)))
    intent = click(view, view.fit_to.cell_center(other))
    assert intent.error and intent.message == t("plans_view.error.must_jump", tile="3,3")
    knob = click(view, view.fit_to.tile_center((5, 5)))
    assert knob is not None and knob.error
    coin = next(iter(view.jumps))
    assert coin in tile_cells((3, 3))
    click(view, view.fit_to.cell_center(coin))
    direction, landing = next(iter(view.jumps[coin].items()))
    assert click(view, view.fit_to.cell_center(landing)).move == Jump(coin, direction)


def test_a_tile_that_is_not_full_cannot_be_grabbed(app):
    view = make_view(app, fresh())
    view.cursor = (1, 1)
    intent = press(view, pygame.K_t)
    assert intent.error and intent.message == t("plans_view.error.not_full")
    assert view.selected_tile is None


# --- keys --------------------------------------------------------------------------------------
def test_arrows_move_the_cursor_enter_chooses_and_an_arrow_jumps(app):
    view = make_view(app, fresh())
    press(view, pygame.K_RIGHT)  # the first press shows the cursor
    start = view.cursor
    press(view, pygame.K_RIGHT)
    assert view.cursor == (start[0] + 1, start[1])
    coin = next(c for c in view.jumps if c[1] == 4)
    view.cursor = coin
    assert not press(view, pygame.K_RETURN).error and view.selected == coin
    direction = next(iter(view.jumps[coin]))
    key = {"U": pygame.K_UP, "D": pygame.K_DOWN, "L": pygame.K_LEFT, "R": pygame.K_RIGHT}[direction]
    assert press(view, key).move == Jump(coin, direction)


def test_an_illegal_arrow_says_where_the_coin_would_land(app):
    view = make_view(app, fresh())
    coin, directions = next((c, d) for c, d in view.jumps.items() if len(d) < 4)
    view.selected = coin
    bad = next(d for d in "UDLR" if d not in directions)
    key = {"U": pygame.K_UP, "D": pygame.K_DOWN, "L": pygame.K_LEFT, "R": pygame.K_RIGHT}[bad]
    intent = press(view, key)
    assert intent.error and cell_text(view.snap.landing(coin, bad)) in intent.message
    assert view.selected == coin  # nothing changed


def test_r_turns_the_tile_under_the_cursor_and_esc_cancels(app):
    view = make_view(app, fresh())
    tile = next(tile for tile, moves in view.tile_moves.items() if Rotate(tile, 90) in moves.turns)
    view.cursor = tile
    assert press(view, pygame.K_r).move == Rotate(tile, 90)
    assert press(view, pygame.K_t).move is None and view.selected_tile == tile
    assert view.wants_escape()
    press(view, pygame.K_ESCAPE)
    assert view.selected_tile is None and not view.wants_escape()


# --- animation ---------------------------------------------------------------------------------
@pytest.mark.parametrize("move", ["3,4 D", "rotate 3,3 90", "shift 5,5 L"])
def test_each_kind_of_move_animates_then_settles_and_a_skip_ends_it(app, move):
    state = fresh()
    view = make_view(app, state)
    assert RULES.parse(state, move) in view.legal_moves
    after, events = RULES.apply_with_events(state, RULES.parse(state, move))
    show(view, after)
    view.start_animation(events, None, 1.0)
    assert view.is_animating()
    surface = pygame.Surface((1280, 800))
    for _ in range(3):
        view.update(0.1)
        view.draw(surface)
    for _ in range(100):
        view.update(0.05)
    assert not view.is_animating()
    view.start_animation(events, None, 1.0)
    view.skip_animation()
    assert not view.is_animating()
    view.start_animation(events, None, None)  # animations off
    assert not view.is_animating()


def test_slower_speed_takes_longer(app):
    state = fresh()
    after, events = RULES.apply_with_events(state, RULES.parse(state, "3,4 D"))
    durations = []
    for speed in (0.5, 1.6):
        view = make_view(app, after)
        view.start_animation(events, None, speed)
        steps = 0
        while view.is_animating():
            view.update(0.02)
            steps += 1
        durations.append(steps)
    assert durations[0] < durations[1]


def test_a_jump_flies_above_the_cells_it_passes(app):
    state = fresh()
    after, events = RULES.apply_with_events(state, RULES.parse(state, "3,4 D"))
    view = make_view(app, after)
    view.start_animation(events, None, 1.0)
    view.update(view.animation.duration / 2 * 0.95)
    flight = view.animation.coin_flight()
    assert flight.lift > 0.9
    assert flight.end[1] < flight.y < flight.start[1] and flight.x == 3


# --- hint and target ---------------------------------------------------------------------------
def test_a_hint_is_kept_only_while_legal_and_a_new_position_clears_it(app):
    state = fresh()
    view = make_view(app, state)
    view.set_hint("3,4 D")
    assert view.hinted == "3,4 D"
    before = pygame.Surface((1280, 800))
    view.draw(before)
    view.set_hint("9,9 U")
    assert view.hinted is None
    plain = pygame.Surface((1280, 800))
    view.draw(plain)
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(plain, "RGB")
    view.set_hint("shift 3,3 L")
    show(view, RULES.apply(state, RULES.parse(state, "3,4 D")))
    assert view.hinted is None


def test_the_target_shows_in_the_ledger_and_in_the_result(app):
    state = fresh()
    view = make_view(app, state)
    plain = pygame.Surface((1280, 800))
    view.draw(plain)
    view.set_target(12, True)
    marked = pygame.Surface((1280, 800))
    view.draw(marked)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(marked, "RGB")
    from reflectgames.core.rules import Outcome

    title, detail = view.result_text(Outcome(frozenset({0}), "solved"))
    assert title == t("plans_view.result.solved", count=0)
    assert t("plans_view.result.best") in detail
    view.set_target(None, True)
    assert not view.proven


def test_moves_are_described_in_words():
    view_words = {
        "5,3 U": "5,3 jumps up",
        "rotate 5,5 90": "tile 5,5 turns 90°",
        "shift 5,5 L": "tile 5,5 shifts left",
    }
    view = PlansView(None, [PlayerSpec("Ada")])
    for text, words in view_words.items():
        assert view.describe_move(text) == words
