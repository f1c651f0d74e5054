"""Watch a game: the computer plays every seat, at the normal level, with the usual animations.

`WatchSetupScene` picks the game (and how many players, where a game allows
several); `WatchScene` is the play scene with nobody at the table: a short
pause after each move so a person can follow, Space or the Pause button
stops and resumes it, Esc leaves. In a game that hides things the board
shows the view of the seat about to decide, and the move before it as that
seat saw it (no person has secrets to keep here, so no curtain). Watched
games are not saved: they are a show, not a game of anybody's.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from reflectgames.ai.players import DEFAULT_LEVEL, computer_games
from reflectgames.core.match import COMPUTER, Match, PlayerSpec
from reflectgames.games import game_entry, get_rules
from reflectgames.i18n import t
from reflectgames.table.menu import MenuScene
from reflectgames.table.play import PlayScene
from reflectgames.table.play_panel import HistoryList, PlayPanel
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title, spread_horizontally, stack_vertically
from reflectgames.ui.draw import draw_background
from reflectgames.ui.text import length, line_height
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button, Choice, Option

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

BETWEEN_MOVES = 0.7  # seconds of stillness after a move has landed, before the next one


def watchable_games() -> list[str]:
    """Games the computer can play against itself: several seats and a computer player."""
    return [game for game in computer_games() if get_rules(game).info.max_players > 1]


def watch_match(game_id: str, players: int, seed: int | None = None) -> Match:
    seats = [PlayerSpec(t("setup.computer_name_numbered", number=seat + 1, level=t(f"level.{DEFAULT_LEVEL}")),
                        COMPUTER, DEFAULT_LEVEL) for seat in range(players)]
    return Match.with_rules(get_rules(game_id), seats, random.randrange(2**31) if seed is None else seed)


class WatchPanel(PlayPanel):
    """Pause / resume and leave above the move history."""

    def build(self) -> None:
        scene: WatchScene = self.scene  # type: ignore[assignment]
        self.pause = Button(t("watch.pause"), scene.toggle_pause)
        self.leave = Button(t("watch.leave"), scene.leave, style="secondary")
        self.rules = Button(t("play.rules"), scene.open_rules, style="secondary")
        self.history = HistoryList(scene)
        self.group_buttons()

    def button_rows(self) -> list[list[Button]]:
        return [[self.pause, self.leave], [self.rules]]

    def refresh(self) -> None:
        scene: WatchScene = self.scene  # type: ignore[assignment]
        self.pause.text = t("watch.resume" if scene.paused else "watch.pause")
        self.refresh_history()


class WatchScene(PlayScene):
    def __init__(self, app: AppServices, match: Match, *, worker: Any = None) -> None:
        super().__init__(app, match, game_entry(match.game_id), autosave=False, worker=worker)
        self.paused = False
        self.rest = 0.0  # stillness left before the next move may land
        self.panel = WatchPanel(self)

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.panel.refresh()
        self.refresh()

    def leave(self) -> None:
        self.app.pop()

    def undo(self) -> None:
        """Nobody at the table takes moves back; the history shows earlier positions instead."""

    def redo(self) -> None:
        """See `undo`."""

    def turn_status(self) -> str:
        if self.match.outcome() is None:
            return t("watch.paused" if self.paused else "watch.playing")
        return super().turn_status()

    def computer_may_move(self) -> bool:
        return not self.paused and self.rest <= 0 and super().computer_may_move()

    def play_computer_move(self, text: str, seat: int) -> None:
        super().play_computer_move(text, seat)
        self.rest = BETWEEN_MOVES

    def update(self, dt: float) -> None:
        if not self.paused and not self.view.is_animating():
            self.rest = max(0.0, self.rest - dt)
        super().update(dt)

    def shortcut(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.review is None:
            self.leave()
            return True
        if event.key in (pygame.K_SPACE, pygame.K_p) and not self.panel.has_focus():
            self.toggle_pause()
            return True
        return super().shortcut(event)

    def play_again(self) -> None:
        match = watch_match(self.match.game_id, len(self.match.players))
        self.app.replace(WatchScene(self.app, match))


class WatchSetupScene(MenuScene):
    """Which game to watch, and with how many players."""

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.games = watchable_games()
        self.game_id = self.games[0] if self.games else ""
        self.players = 2
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._build()

    def _build(self) -> None:
        games = [Option(game, t(f"game.{game}.name")) for game in self.games]
        self.game_choice = Choice(t("setup.game"), games, self.game_id, self._game_changed,
                                  enabled=len(games) > 1)
        info = get_rules(self.game_id).info if self.game_id else None
        counts = range(info.min_players, info.max_players + 1) if info else range(2, 3)
        self.players = max(counts.start, min(counts.stop - 1, self.players))
        self.count_choice = Choice(t("setup.players"), [Option(n, str(n)) for n in counts], self.players,
                                   self._count_changed, enabled=len(counts) > 1)
        self.watch_button = Button(t("watch.start"), self._watch, enabled=bool(self.games))
        self.back_button = Button(t("common.back"), self.leave, style="secondary")
        self.group = WidgetGroup([self.game_choice, self.count_choice, self.watch_button, self.back_button])

    def leave(self) -> None:
        self.app.pop()

    def settings_changed(self) -> None:
        self._build()

    def _game_changed(self, game_id: str) -> None:
        self.game_id = game_id
        self._build()
        self.group.focus(self.game_choice)
        self.layout(self.app.size)

    def _count_changed(self, count: int) -> None:
        self.players = count

    def _watch(self) -> None:
        if not self.game_id:
            return
        self.app.replace(WatchScene(self.app, watch_match(self.game_id, self.players)))

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        row, gap = length(48), length(12)
        panel_width = min(length(560), width - 80)
        self.panel = pygame.Rect(0, 0, panel_width, 3 * row + 2 * gap + length(84) + line_height("body"))
        self.panel.center = (width // 2, height // 2 + length(20))
        self.title_y = self.panel.top - length(50)
        inner = panel_width - 2 * length(32)
        stack_vertically([self.game_choice, self.count_choice], width // 2, self.panel.top + length(28),
                         inner, row, gap)
        spread_horizontally([self.back_button, self.watch_button], self.panel.left + length(32),
                            self.panel.bottom - length(28) - row, inner, row, length(16))

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_reflected_title(surface, t("watch.title"), (surface.get_width() // 2, self.title_y), palette,
                             size="heading", line=False)
        draw_dialog(surface, self.panel, palette, dim=False)
        self.group.draw(surface, palette)
