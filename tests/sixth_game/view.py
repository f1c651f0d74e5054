"""A minimal board view: nine squares with their marks, enough for the play scene to show a game."""

from __future__ import annotations

import pygame

from reflectgames.ui.game_view import GameView


class NoughtsView(GameView):
    game_id = "noughts"

    def layout(self, rect: pygame.Rect) -> None:
        side = min(rect.width, rect.height)
        self.board = pygame.Rect(0, 0, side, side)
        self.board.center = rect.center

    def draw(self, surface: pygame.Surface) -> None:
        if self.obs is None:
            return
        palette = self.app.palette
        cell = self.board.width // 3
        for row, line in enumerate(self.obs.board):
            for column, mark in enumerate(line):
                square = pygame.Rect(self.board.left + column * cell, self.board.top + row * cell, cell, cell)
                pygame.draw.rect(surface, palette.text_muted, square, 1)
                if mark != ".":
                    pygame.draw.circle(surface, palette.players["XO".index(mark)], square.center, cell // 3)


VIEW_CLASS = NoughtsView
