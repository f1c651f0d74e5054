"""The layout audit behind `reflectgames audit`: every screen rendered at every size, text scale and
language, and what the renderer did checked for cut text, overlapping controls and controls outside
the window.

`recording` is what the drawing code reports to (free when no audit runs), `screens` the catalogue of
screens and how a player reaches each, `checks` the problems read from a recording, `report` the JSON
object built from independent parts, `cli_output` the command's output and exit status.
"""
