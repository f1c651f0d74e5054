"""The application shell: window, main loop, scene stack, settings, toasts and crash handling.

The loop runs at 60 fps only while a scene animates or a toast fades;
otherwise it sleeps in `pygame.event.wait`, so an idle app uses almost no
CPU. Any exception escaping a scene is written with its traceback to the log
file and the player sees a short message instead; a traceback never reaches
the screen or the terminal. `App(headless=True)` runs without a window for
tests, screenshots and benchmarks (`step` and `render`).
"""

from __future__ import annotations

import logging
import os
import sys
import time
import traceback
from datetime import datetime
from typing import TYPE_CHECKING, Any

import pygame

from reflectgames.i18n import explain, set_language, t
from reflectgames.scenes import navigation
from reflectgames.storage.errors import SaveError
from reflectgames.storage.paths import log_path
from reflectgames.storage.settings import Settings, load_settings, save_settings
from reflectgames.ui.draw import shadowed_round_rect
from reflectgames.ui.scene import Scene
from reflectgames.ui.sound import Sounds
from reflectgames.ui.text import draw_text, length, set_ui_scale, text_width
from reflectgames.ui.theme import Palette, get_palette

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from reflectgames.core.match import Match

MIN_SIZE = (960, 600)
DEFAULT_SIZE = (1280, 800)
TOAST_SECONDS = 3.0
TOAST_FADE = 0.5
IDLE_WAIT_MS = 500  # idle wake-ups stay rare but keep background work (AI results) flowing
_log = logging.getLogger(__name__)


# More than this many crashes within the window: stop instead of showing the error screen again.
CRASH_WINDOW_S = 5.0
CRASHES_BEFORE_GIVING_UP = 3

WINDOW_ICON_SIZE = 64  # window managers scale it further; 64 px stays sharp on a high-density taskbar


def _set_window_icon() -> None:
    """The app's icon (assets/icon, drawn by tools/make_icons.py) on the window and the taskbar."""
    from reflectgames.ui.assets import asset_path

    try:
        master = pygame.image.load(str(asset_path("icon", "reflectgames.png")))
    except (pygame.error, FileNotFoundError) as error:
        # A missing icon is cosmetic: the game still starts, with the system's default icon.
        _log.warning("window icon not available: %s", error)
        return
    pygame.display.set_icon(pygame.transform.smoothscale(master, (WINDOW_ICON_SIZE, WINDOW_ICON_SIZE)))


class App:
    """The window and the stack of scenes; scenes reach everything shared through it.

    Scenes and game views know it only as `ui.scene.AppServices`, the Protocol it implements.
    """

    def __init__(self, headless: bool = False, size: tuple[int, int] | None = None) -> None:
        self.headless = headless
        pygame.display.init()
        pygame.font.init()
        self.settings: Settings = load_settings()
        set_language(self.settings.language)
        set_ui_scale(self.settings.ui_scale)
        self._palette = get_palette(self.settings.palette)
        self.sounds = Sounds(self.settings.sound and not headless)
        self.scenes: list[Scene] = []
        self.running = True
        self._toast: tuple[str, float] | None = None  # (message, seconds left)
        self._dirty = True
        self._crashes: list[float] = []
        self._frames = 0
        wanted = size or tuple(self.settings.window_size)
        wanted = (max(MIN_SIZE[0], wanted[0]), max(MIN_SIZE[1], wanted[1]))
        if headless:
            self.screen = pygame.Surface(wanted)
        else:
            pygame.display.set_caption("reflectgames")
            # Before the window opens: some systems take the icon only at creation (taskbar, dock).
            _set_window_icon()
            self.screen = self._open_window(wanted, self.settings.fullscreen)
            # Holding an arrow walks through lists and choices, as players expect.
            pygame.key.set_repeat(400, 45)

    # --- window --------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            try:
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
            except (AttributeError, pygame.error):
                _log.info("window minimum size not supported here")
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def palette(self) -> Palette:
        return self._palette

    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        fullscreen = not self.settings.fullscreen
        self.settings = self.settings.model_copy(update={"fullscreen": fullscreen})
        self.screen = self._open_window(self.settings.window_size, fullscreen)
        self._save_settings_quietly()
        self._relayout()

    def _resized(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if self.headless:
            if size != self.screen.get_size():
                self.screen = pygame.Surface(size)
        else:
            self.screen = pygame.display.get_surface() or self.screen
            if not self.settings.fullscreen:
                # Remembered in memory now, written once at quit (not on every drag step).
                self.settings = self.settings.model_copy(update={"window_size": self.screen.get_size()})
        self._relayout()

    def _relayout(self) -> None:
        for scene in list(self.scenes):
            self._guard(scene.layout, self.size)
        self._dirty = True

    # --- settings ------------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        """Adopt new settings: save them, switch language, palette, scale and sound, relayout."""
        self.settings = settings
        set_language(settings.language)
        set_ui_scale(settings.ui_scale)
        self._palette = get_palette(settings.palette)
        self.sounds.set_enabled(settings.sound and not self.headless)
        self._save_settings_quietly()
        for scene in list(self.scenes):
            # Scenes that cache translated labels rebuild them here.
            refresh = getattr(scene, "settings_changed", None)
            if callable(refresh):
                self._guard(refresh)
        self._relayout()

    def _save_settings_quietly(self) -> None:
        try:
            save_settings(self.settings)
        except SaveError as error:
            self.toast(explain(error))

    # --- scene stack ---------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self._guard(self.scenes[-1].pause)
        self.scenes.append(scene)
        self._guard(scene.enter)
        if scene in self.scenes:  # enter may have failed and been replaced by the error scene
            self._guard(scene.layout, self.size)
        self._dirty = True

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        self._guard(scene.exit)
        if self.scenes:
            self._guard(self.scenes[-1].resume)
        else:
            self._open_title()
        self._dirty = True
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            old = self.scenes.pop()
            self._guard(old.exit)
        self.scenes.append(scene)
        self._guard(scene.enter)
        if scene in self.scenes:  # enter may have failed and been replaced by the error scene
            self._guard(scene.layout, self.size)
        self._dirty = True

    def reset_to(self, scene: Scene) -> None:
        """Close every scene (top first) and start over with `scene`."""
        while self.scenes:
            self._guard(self.scenes.pop().exit)
        self.push(scene)

    def remove(self, scene: Scene) -> None:
        """Take a scene out of the stack wherever it is (a finished overlay below another)."""
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            self._guard(scene.exit)
            self._dirty = True

    def _open_title(self) -> None:
        self.push(navigation.title_scene(self))

    # --- navigation (scenes go back or on through these, never by importing each other) ---------
    def back_to_title(self) -> None:
        """Close every scene and start over on the title screen."""
        self.reset_to(navigation.title_scene(self))

    def open_setup(self, game_id: str | None = None) -> None:
        """Replace the current scene by the New game screen (for `game_id`, if given)."""
        self.replace(navigation.setup_scene(self, game_id))

    def open_match(self, match: Match) -> None:
        """Replace the current scene by the screen that plays `match`."""
        navigation.open_match(self, match)

    def raise_curtain(self, player_name: str, on_ready: Callable[[], None],
                      on_escape: Callable[[], None] | None = None) -> None:
        self.push(navigation.curtain_scene(self, player_name, on_ready, on_escape))

    def open_pause(self, on_save_and_quit: Callable[[], None], game_id: str | None = None) -> None:
        self.push(navigation.pause_scene(self, on_save_and_quit, game_id))

    def open_rules(self, game_id: str | None = None) -> None:
        self.push(navigation.rules_scene(self, game_id))

    def show_game_over(self, title: str, detail: str, on_play_again: Callable[[], None],
                       on_review: Callable[[], None]) -> None:
        self.push(navigation.game_over_scene(self, title, detail, on_play_again, on_review))

    # --- messages ------------------------------------------------------------
    def toast(self, message: str) -> None:
        """Show a one-line status message for a few seconds at the bottom of the window."""
        self._toast = (message.splitlines()[0] if message else "", TOAST_SECONDS + TOAST_FADE)
        self._dirty = True

    def show_error(self, message: str) -> None:
        """Show a short error message, then go back to the title screen."""
        from reflectgames.scenes.error import ErrorScene

        self.push(ErrorScene(self, message))

    def request_redraw(self) -> None:
        """Ask for a frame even though no event arrived (a scene changed on its own)."""
        self._dirty = True

    def quit(self) -> None:
        self.running = False

    # --- crash handling ------------------------------------------------------
    def _guard(self, call: Callable[..., Any], *args: Any) -> Any:
        """Call a scene method; a failure is logged and shown, never raised."""
        try:
            return call(*args)
        except Exception as error:
            self._crashed(error)
            return None

    def _crashed(self, error: BaseException) -> None:
        self._write_crash_log(error)
        now = time.monotonic()
        self._crashes = [*(moment for moment in self._crashes if now - moment < CRASH_WINDOW_S), now]
        from reflectgames.scenes.error import ErrorScene

        while self.scenes:
            scene = self.scenes.pop()
            try:
                scene.exit()
            except Exception as exit_error:  # already failing: only log
                self._write_crash_log(exit_error)
        if len(self._crashes) > CRASHES_BEFORE_GIVING_UP:
            # Something fails over and over (even the title): stop instead of spinning.
            self.running = False
            return
        try:
            scene = ErrorScene(self, t("error.crashed"))
            self.scenes.append(scene)
            scene.enter()
            scene.layout(self.size)
        except Exception as error_scene_error:
            self._write_crash_log(error_scene_error)
            self.running = False
        self._dirty = True

    def _write_crash_log(self, error: BaseException) -> None:
        text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
        try:
            path = log_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as stream:
                stream.write(f"--- {datetime.now().isoformat(timespec='seconds')} crash\n{text}\n")
        except OSError:
            pass  # nowhere to write: the player still gets the message on screen

    # --- frame ---------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events here, everything else to the top scene."""
        self._dirty = True
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self._resized((event.w, event.h))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        scene = self.top
        if scene is not None:
            self._guard(scene.handle_event, event)

    def update(self, dt: float) -> None:
        if self._toast is not None:
            message, left = self._toast
            left -= dt
            self._toast = (message, left) if left > 0 else None
            self._dirty = True
        for scene in list(self.scenes):
            self._guard(scene.update, dt)

    def step(self, events: Iterable[pygame.event.Event] = (), dt: float = 1 / 60) -> None:
        """One frame without sleeping: handle `events`, then update by `dt` (headless driving)."""
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        self.update(dt)

    def _visible_scenes(self) -> list[Scene]:
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]

    def render(self) -> pygame.Surface:
        """Draw the stack (from the lowest opaque scene up) and the toast; returns the surface."""
        for scene in self._visible_scenes():
            self._guard(scene.draw, self.screen)
        self._draw_toast(self.screen)
        self._dirty = False
        return self.screen

    def _draw_toast(self, surface: pygame.Surface) -> None:
        if self._toast is None:
            return
        message, left = self._toast
        alpha = 255 if left > TOAST_FADE else int(255 * left / TOAST_FADE)
        width = min(surface.get_width() - length(40), text_width(message, "body") + length(40))
        rect = pygame.Rect(0, 0, width, length(44))
        rect.midbottom = (surface.get_width() // 2, surface.get_height() - length(24))
        layer = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA)
        inner = pygame.Rect(12, 12, rect.width, rect.height)
        shadowed_round_rect(layer, inner, self.palette.panel, rect.height // 2, rim=self.palette.accent)
        draw_text(layer, message, inner.center, "body", self.palette.text, anchor="center",
                  max_width=inner.width - length(24))
        layer.set_alpha(alpha)
        surface.blit(layer, rect.inflate(24, 24).topleft)

    def _animating(self) -> bool:
        fading = self._toast is not None and self._toast[1] <= TOAST_FADE
        return fading or any(self._guard(scene.is_animating) for scene in list(self.scenes))

    def _wait_ms(self) -> int:
        if self._toast is not None:
            return max(1, int((self._toast[1] - TOAST_FADE) * 1000))
        return IDLE_WAIT_MS

    def run(self) -> None:
        """The main loop, until quit; settings (window size) are saved on the way out."""
        clock = pygame.time.Clock()
        bench_t0 = os.environ.get("REFLECTGAMES_BENCH_T0")
        clock.tick()
        was_animating = False
        while self.running:
            if self._animating():
                events = pygame.event.get()
                dt = clock.tick(60) / 1000
            else:
                first = pygame.event.wait(self._wait_ms())
                events = [] if first.type == pygame.NOEVENT else [first]
                events += pygame.event.get()
                dt = clock.tick() / 1000
            self.step(events, min(dt, 0.1))
            if not self.running:
                break
            animating = self._animating()
            # The frame after an animation ends is drawn too: it shows the settled board.
            if self._dirty or animating or was_animating:
                was_animating = animating
                self.render()
                pygame.display.flip()
                self._frames += 1
                if bench_t0 and self._frames == 1:
                    print(f"startup_s={time.time() - float(bench_t0):.4f}", flush=True)
                    self.running = False
                if self._frames == 1 and os.environ.get("REFLECTGAMES_IDLE_PROBE"):
                    print("ready", flush=True)  # the benchmark measures idle CPU from here
        self._save_settings_quietly()
        while self.scenes:
            self._guard(self.scenes.pop().exit)


def _configure_logging() -> None:
    """Warnings and crashes go to the log file, never to the terminal."""
    try:
        path = log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def _open_probe_game(app: App, path: str) -> None:
    """For the benchmark's idle measurement: open a saved game and leave it still."""
    from reflectgames.storage.saves import load_save

    _, match = load_save(path)
    app.reset_to(navigation.play_scene(app, match))


def main() -> int:
    """Start the GUI on the title screen; returns the process exit code."""
    _configure_logging()
    from reflectgames.storage.housekeeping import clean_leftovers

    clean_leftovers()  # temporary files of writes that a crash or a kill interrupted
    from reflectgames.core.entry import GameEntryError
    from reflectgames.games import check_entries

    try:
        # A game with a broken part stops the app here, naming it, not when a player opens that screen.
        check_entries(load=False)
        app = App()
        app.back_to_title()
        probe = os.environ.get("REFLECTGAMES_IDLE_PROBE")
        if probe:
            _open_probe_game(app, probe)
        app.run()
    except GameEntryError as error:
        _log.exception("a game could not be loaded")
        print(f"reflectgames could not start: {error}", file=sys.stderr)
        return 1
    except pygame.error as error:
        _log.exception("could not start the window")
        print(f"reflectgames could not open its window: {error}", file=sys.stderr)
        return 1
    except Exception as error:  # last line of defence: one line, details in the log
        _log.exception("fatal error")
        print(f"reflectgames stopped after an error ({type(error).__name__}); details in {log_path()}",
              file=sys.stderr)
        return 1
    finally:
        pygame.quit()
    return 0
