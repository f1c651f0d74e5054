"""The play table: the screen that plays a match, its side panel and the computer's turns, shared
by the app's screens and a game's own screens.

This layer sits below `scenes/` and the app and imports neither, nor the games
registry: whoever opens a play scene hands it the game's entry (its view,
sounds and computer player), and the screens a table opens over itself (the
curtain, the pause menu, the rules, the game-over dialog) are reached through
the app's navigation methods. So a game folder may build its own screens on it.
"""
