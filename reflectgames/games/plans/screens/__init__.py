"""The Plans of Action puzzle screens: the Puzzles menu, the puzzle screen and where puzzles come from.

They build on the play table (`reflectgames.table`); the entry names them
(`screen` and `title_screens`), so the app reaches them without naming the game.
"""
