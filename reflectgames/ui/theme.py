"""Colour palettes: the dusk-table standard look and an Okabe–Ito colour-blind-safe variant.

Scenes and views never hard-code colours; they ask the app for its current
`Palette`, so switching palettes in the settings restyles everything at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Color = tuple[int, int, int]

PALETTE_NAMES: tuple[str, ...] = ("standard", "colorblind")


@dataclass(frozen=True, eq=False)
class Palette:
    """Every colour the app draws with, as RGB tuples.

    eq=False keeps identity hashing, so a palette can key render caches even
    though `suits` is a dict; caches also use `name` where they must survive
    a rebuild of the palette object.
    """

    name: str
    background: Color
    background_edge: Color
    panel: Color
    panel_edge: Color
    board: Color
    board_shadow: Color
    text: Color
    text_muted: Color
    text_on_accent: Color
    accent: Color
    highlight: Color
    hover: Color
    danger: Color
    success: Color
    button: Color
    button_secondary: Color
    focus: Color
    players: tuple[Color, Color, Color, Color]
    suits: dict[str, Color] = field(default_factory=dict)
    # The moon suit is near-black: drawn with this light rim on dark backgrounds.
    suit_rim: Color = (224, 224, 224)
    water: Color = (0, 0, 0)
    water_deep: Color = (0, 0, 0)
    lily: Color = (0, 0, 0)
    lily_edge: Color = (0, 0, 0)
    mirror_line: Color = (0, 0, 0)
    stick: Color = (0, 0, 0)
    fly: Color = (0, 0, 0)
    tile: Color = (242, 232, 213)
    tile_line: Color = (60, 52, 44)


_STANDARD = Palette(
    name="standard",
    background=(42, 42, 51),
    background_edge=(22, 22, 28),
    panel=(50, 51, 62),
    panel_edge=(30, 30, 38),
    board=(58, 74, 66),
    board_shadow=(10, 10, 14),
    text=(236, 230, 218),
    text_muted=(160, 156, 150),
    text_on_accent=(34, 28, 22),
    accent=(230, 176, 92),
    highlight=(255, 214, 120),
    hover=(255, 255, 255),
    danger=(214, 84, 72),
    success=(108, 184, 120),
    button=(206, 152, 74),
    button_secondary=(72, 74, 90),
    focus=(255, 214, 120),
    players=((214, 84, 72), (86, 150, 214), (108, 184, 120), (214, 170, 70)),
    suits={"S": (200, 55, 45), "M": (43, 43, 43), "C": (46, 139, 87), "A": (47, 93, 168)},
    suit_rim=(224, 224, 224),
    water=(30, 92, 74),
    water_deep=(14, 52, 44),
    lily=(104, 160, 84),
    lily_edge=(52, 96, 46),
    mirror_line=(190, 236, 255),
    stick=(146, 102, 60),
    fly=(40, 34, 30),
)

# Okabe–Ito: distinguishable under the common colour-vision deficiencies.
_COLORBLIND = Palette(
    name="colorblind",
    background=(40, 40, 48),
    background_edge=(20, 20, 26),
    panel=(48, 49, 60),
    panel_edge=(28, 28, 36),
    board=(54, 66, 72),
    board_shadow=(10, 10, 14),
    text=(240, 240, 240),
    text_muted=(170, 170, 170),
    text_on_accent=(20, 20, 20),
    accent=(230, 159, 0),
    highlight=(240, 228, 66),
    hover=(255, 255, 255),
    danger=(213, 94, 0),
    success=(0, 158, 115),
    button=(230, 159, 0),
    button_secondary=(70, 74, 88),
    focus=(240, 228, 66),
    players=((213, 94, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167)),
    suits={"S": (213, 94, 0), "M": (0, 0, 0), "C": (0, 158, 115), "A": (0, 114, 178)},
    suit_rim=(224, 224, 224),
    water=(0, 72, 110),
    water_deep=(0, 40, 64),
    # Bluish green pads: the two frogs (vermillion, sky blue) stand out from them.
    lily=(0, 158, 115),
    lily_edge=(0, 96, 70),
    mirror_line=(240, 228, 66),
    stick=(230, 159, 0),
    fly=(20, 20, 20),
)

_PALETTES = {"standard": _STANDARD, "colorblind": _COLORBLIND}


def get_palette(name: str) -> Palette:
    """The palette called `name`; an unknown name falls back to the standard one."""
    return _PALETTES.get(name, _STANDARD)


def mix(a: Color, b: Color, amount: float) -> Color:
    """Blend colour a towards b by `amount` (0 = a, 1 = b)."""
    return (
        round(a[0] + (b[0] - a[0]) * amount),
        round(a[1] + (b[1] - a[1]) * amount),
        round(a[2] + (b[2] - a[2]) * amount),
    )


def darker(color: Color, amount: float = 0.35) -> Color:
    return mix(color, (0, 0, 0), amount)


def lighter(color: Color, amount: float = 0.25) -> Color:
    return mix(color, (255, 255, 255), amount)
