"""The home-made UI toolkit: palette, text, drawing helpers, widgets, tweens and sound.

Everything here is themed to the "table at dusk" look of STYLE.md and knows
nothing about any particular game; scenes and game views build on it.
"""
