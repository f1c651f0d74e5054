"""The app icon: one drawing, rendered to every size Windows, macOS and Linux ask for.

    python tools/make_icons.py draw          redraw the master, assets/icon/reflectgames.png (1024 px)
    python tools/make_icons.py sizes OUT     from the master: OUT/hicolor/<n>x<n>/apps/reflectgames.png
                                             (the freedesktop layout), OUT/reflectgames.ico and
                                             OUT/reflectgames.icns (what `make dist` runs)

The drawing is the games' table at dusk seen from above: a dark raised tile,
two silvered mirrors at 45 degrees and a laser that enters from the left,
bounces off both with a spark and leaves to the right. It is drawn at twice
the master's size and scaled down, so its edges stay smooth; the small sizes
are scaled from the master (the beam is thick enough to survive 16 px).

The .ico and .icns containers hold PNG images, which every Windows since
Vista and every macOS since 10.7 read; writing them here needs no tool beyond
pygame, which the app already depends on.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

ROOT = Path(__file__).resolve().parents[1]
MASTER = ROOT / "assets" / "icon" / "reflectgames.png"
MASTER_SIZE = 1024
SUPERSAMPLE = 2

# The sizes the three systems use: Linux hicolor themes, Windows .ico, macOS .icns.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns entry types and their pixel size (the @2x types hold the doubled image).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)

# The palette of the house style: the table at dusk, cream, silver and the suns' red as the laser.
TABLE_DARK = (30, 31, 38)
TABLE_LIGHT = (52, 53, 66)
RIM = (18, 18, 24)
GRID = (74, 76, 92)
MIRROR = (214, 222, 232)
MIRROR_EDGE = (120, 130, 148)
BEAM_CORE = (255, 236, 214)
BEAM = (200, 55, 45)
SPARK = (255, 248, 230)

Point = tuple[float, float]


def _tile(canvas: pygame.Surface, size: int) -> None:
    """The raised tile: a soft shadow, a rounded square lit from the top, a faint 4x4 grid."""
    margin = size * 0.06
    radius = int(size * 0.18)
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    for step in range(12, 0, -1):
        grow = step * size * 0.004
        rect = pygame.Rect(0, 0, size - 2 * margin + 2 * grow, size - 2 * margin + 2 * grow)
        rect.center = (size // 2, int(size // 2 + size * 0.02))
        pygame.draw.rect(shadow, (0, 0, 0, 9), rect, border_radius=int(radius + grow))
    canvas.blit(shadow, (0, 0))
    body = pygame.Rect(margin, margin, size - 2 * margin, size - 2 * margin)
    pygame.draw.rect(canvas, RIM, body, border_radius=radius)
    inner = body.inflate(-size * 0.016, -size * 0.016)
    # A vertical gradient, clipped to the rounded square through a mask.
    gradient = pygame.Surface(inner.size, pygame.SRCALPHA)
    for y in range(inner.height):
        share = y / max(1, inner.height - 1)
        pairs = zip(TABLE_LIGHT, TABLE_DARK, strict=True)
        color = [round(light + (dark - light) * share) for light, dark in pairs]
        pygame.draw.line(gradient, (*color, 255), (0, y), (inner.width, y))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - int(size * 0.008))
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    canvas.blit(gradient, inner.topleft)
    for step in range(1, 4):
        x = inner.left + inner.width * step / 4
        y = inner.top + inner.height * step / 4
        pygame.draw.line(canvas, GRID, (x, inner.top + radius * 0.5), (x, inner.bottom - radius * 0.5),
                         max(1, size // 256))
        pygame.draw.line(canvas, GRID, (inner.left + radius * 0.5, y), (inner.right - radius * 0.5, y),
                         max(1, size // 256))


def _mirror(canvas: pygame.Surface, center: Point, length: float, thickness: float, slope: int) -> None:
    """A silvered bar at 45 degrees (`slope` +1 rises to the right, -1 falls) with a darker edge."""
    half = length / 2 / math.sqrt(2)
    along = (half, -half * slope)
    across = (thickness / 2 / math.sqrt(2), thickness / 2 / math.sqrt(2) * slope)

    def corners(scale: float) -> list[Point]:
        ax, ay = along
        cx, cy = across[0] * scale, across[1] * scale
        x, y = center
        return [(x - ax - cx, y - ay - cy), (x + ax - cx, y + ay - cy),
                (x + ax + cx, y + ay + cy), (x - ax + cx, y - ay + cy)]

    pygame.draw.polygon(canvas, MIRROR_EDGE, corners(1.0))
    pygame.draw.polygon(canvas, MIRROR, corners(0.6))


def _beam(canvas: pygame.Surface, path: list[Point], size: int) -> None:
    """The laser: a wide translucent halo added onto the table, then the red beam and its pale core."""
    halo = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    for width, alpha in ((0.10, 16), (0.07, 24), (0.05, 36)):
        pygame.draw.lines(halo, (*BEAM, alpha), False, path, int(size * width))
        for point in path[1:-1]:
            pygame.draw.circle(halo, (*BEAM, alpha), point, size * width / 2)
    canvas.blit(halo, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    for width, color in ((0.036, BEAM), (0.012, BEAM_CORE)):
        pygame.draw.lines(canvas, color, False, path, int(size * width))
        for point in path[1:-1]:
            pygame.draw.circle(canvas, color, point, size * width / 2)


def _spark(canvas: pygame.Surface, center: Point, size: int) -> None:
    """A four-pointed flash where the beam turns."""
    x, y = center
    long, short = size * 0.07, size * 0.014
    for dx, dy in ((1, 0), (0, 1)):
        points = [(x + dx * long, y + dy * long), (x + dy * short, y + dx * short),
                  (x - dx * long, y - dy * long), (x - dy * short, y - dx * short)]
        pygame.draw.polygon(canvas, SPARK, points)
    pygame.draw.circle(canvas, SPARK, center, size * 0.022)


def draw_icon(size: int = MASTER_SIZE) -> pygame.Surface:
    """The icon at `size` pixels, drawn supersampled (transparent outside the tile)."""
    big = size * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    _tile(canvas, big)
    # The beam enters on the left at 5/8 height, turns up at the first mirror,
    # right at the second, and leaves on the right at 3/8 height.
    first = (big * 0.375, big * 0.625)
    second = (big * 0.625, big * 0.375)
    path = [(big * 0.08, first[1]), first, (first[0], second[1]), (big * 0.92, second[1])]
    # The beam turns at the corners of its path; the mirrors sit there, facing the bounce.
    _beam(canvas, path, big)
    _mirror(canvas, path[1], big * 0.27, big * 0.06, slope=1)
    _mirror(canvas, path[2], big * 0.27, big * 0.06, slope=1)
    for corner in path[1:3]:
        _spark(canvas, corner, big)
    return pygame.transform.smoothscale(canvas, (size, size))


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    """`master` at `size` pixels (smoothscale halves step by step, so small sizes stay crisp)."""
    image = master
    while image.get_width() // 2 >= size:
        image = pygame.transform.smoothscale(image, (image.get_width() // 2, image.get_height() // 2))
    if image.get_width() != size:
        image = pygame.transform.smoothscale(image, (size, size))
    return image


def png_bytes(image: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(image, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (a width or height of 256 is written as 0)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # noqa: PLR2004 - the format's own limit
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS .icns: typed PNG entries, each type with its pixel size."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[side])) + images[side]
                    for kind, side in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_sizes(master_path: Path, out: Path) -> list[Path]:
    """Every size from the master into `out`; returns the files written."""
    master = pygame.image.load(str(master_path))
    images = {size: png_bytes(scaled(master, size)) for size in PNG_SIZES}
    written = []
    for size, png in images.items():
        path = out / "hicolor" / f"{size}x{size}" / "apps" / "reflectgames.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
        written.append(path)
    for name, data in (("reflectgames.ico", ico_bytes({s: images[s] for s in ICO_SIZES})),
                       ("reflectgames.icns", icns_bytes(images))):
        (out / name).write_bytes(data)
        written.append(out / name)
    return written


def main(argv: list[str]) -> int:
    if argv[:1] == ["draw"] and len(argv) == 1:
        MASTER.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(draw_icon(), str(MASTER))
        print(f"wrote {MASTER.relative_to(ROOT)}")
        return 0
    if argv[:1] == ["sizes"] and len(argv) == 2:  # noqa: PLR2004 - the command and its folder
        written = write_sizes(MASTER, Path(argv[1]))
        print(f"wrote {len(written)} icon files in {argv[1]}")
        return 0
    print(__doc__.strip().splitlines()[2], file=sys.stderr)
    print("usage: make_icons.py draw | make_icons.py sizes OUT", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
