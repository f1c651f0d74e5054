"""The app shell and menu scenes, driven headless with synthetic events through `App.step`."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from reflectgames.app import App
from reflectgames.i18n import get_language, set_language
from reflectgames.scenes.error import ErrorScene
from reflectgames.scenes.gameover import GameOverScene
from reflectgames.scenes.handoff import HandoffScene
from reflectgames.scenes.load import LoadScene
from reflectgames.scenes.pause import PauseScene
from reflectgames.scenes.rules_page import RulesScene
from reflectgames.scenes.settings import SettingsScene
from reflectgames.scenes.setup import SetupScene
from reflectgames.scenes.title import TitleScene
from reflectgames.storage.paths import log_path, saves_dir
from reflectgames.storage.settings import load_settings
from reflectgames.ui.scene import Scene
from reflectgames.ui.text import set_ui_scale


def key(code: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode)


@pytest.fixture()
def app() -> App:
    application = App(headless=True, size=(1280, 800))
    application.reset_to(TitleScene(application))
    yield application
    # Language and scale are process-wide: leave them as other tests expect.
    set_language("en")
    set_ui_scale(1.0)


def button_texts(scene: Scene) -> list[str]:
    return [widget.text for widget in scene.group.widgets]


def test_title_is_navigated_by_keyboard(app: App) -> None:
    title = app.top
    assert button_texts(title) == [
        "New game", "Puzzles", "Watch a game", "Load", "Rules", "Settings", "About", "Quit"]
    app.step([key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_RETURN)])
    assert isinstance(app.top, LoadScene)
    app.step([key(pygame.K_ESCAPE)])
    assert app.top is title
    app.step([key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_RETURN)])
    assert isinstance(app.top, SettingsScene)
    app.step([key(pygame.K_ESCAPE), key(pygame.K_TAB, mod=pygame.KMOD_SHIFT), key(pygame.K_SPACE)])
    assert isinstance(app.top, RulesScene)
    app.step([key(pygame.K_ESCAPE), key(pygame.K_n)])
    assert isinstance(app.top, SetupScene)
    app.step([key(pygame.K_ESCAPE), key(pygame.K_q)])
    assert not app.running


def test_a_settings_change_is_applied_and_saved(app: App) -> None:
    app.step([key(pygame.K_s)])
    settings_scene = app.top
    assert isinstance(settings_scene, SettingsScene)
    app.step([key(pygame.K_DOWN), key(pygame.K_RIGHT)])  # Colours: standard -> colour-blind safe
    assert app.palette.name == "colorblind"
    assert load_settings().palette == "colorblind"
    app.step([key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_RIGHT)])  # Animations: normal -> fast
    assert load_settings().animation_speed == "fast"
    app.step([key(pygame.K_LEFT), key(pygame.K_LEFT)])  # back past normal to slow
    assert load_settings().animation_speed == "slow"


def test_switching_the_language_relabels_every_scene_in_the_stack(app: App) -> None:
    title = app.top
    app.step([key(pygame.K_s), key(pygame.K_RIGHT)])  # Language: English -> Français
    assert get_language() == "fr"
    assert load_settings().language == "fr"
    assert app.top.group.focused is app.top.language  # the focus stays where the player is
    app.step([key(pygame.K_ESCAPE)])
    assert app.top is title
    assert "Nouvelle partie" in button_texts(title)
    app.render()


def test_resizing_lays_out_every_scene_again(app: App) -> None:
    app.step([key(pygame.K_s)])
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=600, size=(960, 600))])
    assert app.size == (960, 600)
    window = pygame.Rect(0, 0, 960, 600)
    for scene in app.scenes:
        for widget in scene.group.widgets:
            assert window.contains(widget.rect), widget
    # Smaller than the minimum is clamped, never a crash.
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=300, h=200, size=(300, 200))])
    assert app.size == (960, 600)
    assert app.render().get_size() == (960, 600)


def test_the_handoff_curtain_lifts_only_on_its_own_button(app: App) -> None:
    ready = []
    below = app.top
    curtain = HandoffScene(app, "Gerda", lambda: ready.append(True))
    app.push(curtain)
    assert app._visible_scenes() == [curtain]
    app.step([key(pygame.K_LSHIFT)])  # a modifier alone does not count
    assert app.top is curtain and not ready
    app.step([key(pygame.K_a, unicode="a")])  # nor does a stray key
    assert app.top is curtain and not ready
    app.step([key(pygame.K_SPACE, unicode=" ")])  # Space on the focused button: on purpose
    assert ready == [True]
    assert app.top is below


def test_the_load_list_shows_a_damaged_file_without_crashing(app: App) -> None:
    (saves_dir() / "damaged.json").write_text('{"format": "reflectgames-save", "vers', encoding="utf-8")
    app.step([key(pygame.K_l)])
    load = app.top
    assert isinstance(load, LoadScene)
    damaged = [row for row in load.list.rows if row.tone == "danger"]
    assert len(damaged) == 1 and damaged[0].detail
    app.render()
    load.list._select(load.list.rows.index(damaged[0]))
    assert not load.open_button.enabled
    app.step([key(pygame.K_RETURN)])  # Enter on the damaged row: one line, nothing opens
    assert app.top is load and load.status
    assert (saves_dir() / "damaged.json").exists()


def test_deleting_a_save_asks_first(app: App) -> None:
    (saves_dir() / "damaged.json").write_text("{}", encoding="utf-8")
    app.step([key(pygame.K_l)])
    load = app.top
    app.step([key(pygame.K_DELETE)])
    assert load.confirming is not None
    app.step([key(pygame.K_ESCAPE)])
    assert load.confirming is None and (saves_dir() / "damaged.json").exists()
    app.step([key(pygame.K_DELETE), key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert not (saves_dir() / "damaged.json").exists()


class Exploding(Scene):
    def handle_event(self, event: pygame.event.Event) -> None:
        raise RuntimeError("boom in a scene")


def test_an_error_in_a_scene_shows_the_error_scene_and_writes_the_log(app: App, capsys) -> None:
    app.push(Exploding(app))
    app.step([key(pygame.K_x)])
    assert isinstance(app.top, ErrorScene)
    assert len(app.scenes) == 1
    logged = Path(log_path()).read_text(encoding="utf-8")
    assert "boom in a scene" in logged and "Traceback" in logged
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err and "Traceback" not in captured.out
    app.render()
    app.step([key(pygame.K_RETURN)])
    assert isinstance(app.top, TitleScene)


def test_setup_refuses_two_players_with_the_same_name(app: App) -> None:
    app.step([key(pygame.K_n)])
    setup = app.top
    setup.group.focus(setup.name_inputs[0])
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="Ann"), key(pygame.K_RETURN),
              pygame.event.Event(pygame.TEXTINPUT, text="ann")])
    setup._start()
    assert app.top is setup and setup.status


def test_setup_starts_a_game_in_the_play_scene(app: App) -> None:
    app.step([key(pygame.K_n)])
    setup = app.top
    setup._start()
    assert type(app.top).__name__ == "PlayScene"
    assert app.top.match.players[0].name == "Player 1"


def test_overlays_are_drawn_over_the_scene_below(app: App) -> None:
    saved = []
    pause = PauseScene(app, lambda: saved.append(True))
    app.push(pause)
    assert len(app._visible_scenes()) == 2
    app.render()
    app.step([key(pygame.K_ESCAPE)])
    assert isinstance(app.top, TitleScene)
    app.push(PauseScene(app, lambda: saved.append(True)))
    app.step([key(pygame.K_UP), key(pygame.K_RETURN)])  # wraps to "Save and quit"
    assert saved == [True] and isinstance(app.top, TitleScene)


def test_game_over_offers_play_again_and_review(app: App) -> None:
    calls = []
    app.push(GameOverScene(app, "Gerda wins!", "Five flies.", lambda: calls.append("again"),
                           lambda: calls.append("review")))
    app.render()
    app.step([key(pygame.K_RETURN)])
    app.push(GameOverScene(app, "Draw", "", lambda: calls.append("again"), lambda: calls.append("review")))
    app.step([key(pygame.K_ESCAPE)])
    assert calls == ["again", "review"]
    assert isinstance(app.top, TitleScene)


def test_a_toast_shows_then_fades_away(app: App) -> None:
    app.toast("Saved.\nsecond line ignored")
    app.render()
    assert app._toast[0] == "Saved."
    for _ in range(300):
        app.step([], dt=1 / 30)
    assert app._toast is None


def test_rules_pages_turn_with_keys(app: App) -> None:
    rules = RulesScene(app)
    app.push(rules)
    app.render()
    app.step([key(pygame.K_RIGHT)])
    assert rules.page == min(1, rules.page_count - 1)
    app.step([key(pygame.K_LEFT)])
    assert rules.page == 0


class FakeEditor:
    """A game's own options editor, as `games/<id>/setup_panel.OptionsEditor` would define it."""

    def __init__(self, palette) -> None:
        self.rect = None
        self.keys: list[int] = []

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_x:
            self.keys.append(event.key)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (255, 0, 0), self.rect, 1)

    def options(self) -> dict:
        return {"first": 1}

    def error(self) -> str | None:
        return "Pick the flies first." if not self.keys else None


def test_setup_embeds_a_games_own_options_editor(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from reflectgames import games

    first = games.entries()[0]
    monkeypatch.setitem(games._entries, first.id, replace(first, setup_panel=lambda: FakeEditor))
    scene = SetupScene(app)
    app.push(scene)
    assert scene.editor is not None and scene.editor.rect is not None
    assert not scene.option_choices
    scene._start()
    assert scene.status == "Pick the flies first." and app.top is scene
    scene.group.focus(scene.editor_widget)
    app.step([key(pygame.K_x, unicode="x")])
    assert scene.editor.keys == [pygame.K_x]
    app.render()
    scene._start()
    assert type(app.top).__name__ == "PlayScene"
    assert app.top.match.options == {"first": 1}


def test_the_first_player_option_reads_as_a_player(app: App) -> None:
    from reflectgames.core.rules import OptionSpec
    from reflectgames.scenes.setup import option_text

    assert option_text(OptionSpec("first", "any.option.first", choices=(0, 1)), 1) == "Player 2"
    app.step([key(pygame.K_n)])
    setup = app.top
    # Pond brings its own options editor; its "who starts" choice names the players too.
    texts = [option.text for option in setup.editor.first.options]
    assert "Player 2" in texts


def test_the_animation_setting_steps_from_off_through_slow_and_normal_to_fast(app: App) -> None:
    app.step([key(pygame.K_s)])
    speed = app.top.speed
    assert [option.value for option in speed.options] == ["off", "slow", "normal", "fast"]
