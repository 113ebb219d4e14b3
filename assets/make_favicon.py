"""Draw the page icons: a Spanish-deck card (the ace of swords) on green felt.

assets/favicon.png (64x64, the page's icon) and assets/icon-192.png, assets/icon-512.png (the web
app manifest's, for a phone's home screen; not packed into truco.apk).
Run from anywhere:  .venv/bin/python assets/make_favicon.py
Each is drawn larger and scaled down smoothly (antialiased); the output is the same bytes every
run (no randomness, no fonts).
"""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

SIZE = 64
SCALE = 4
OUT = Path(__file__).resolve().with_name("favicon.png")
# the manifest's icons: file name -> (size, drawn at size x scale)
ICONS = {"icon-192.png": (192, 4), "icon-512.png": (512, 2)}

FELT = (14, 90, 58)
FELT_EDGE = (8, 60, 38)
CARD = (246, 236, 208)
CARD_EDGE = (120, 84, 40)
BLADE = (70, 110, 170)
BLADE_LIGHT = (170, 200, 235)
GOLD = (214, 168, 52)
GOLD_DARK = (150, 108, 30)
RED = (176, 40, 40)


def draw(size: int) -> pygame.Surface:
    s = size / 64.0  # design units: a 64 x 64 grid

    def p(x, y):
        return (round(x * s), round(y * s))

    def r(x, y, w, h):
        return pygame.Rect(round(x * s), round(y * s), round(w * s), round(h * s))

    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    # felt tile with a darker rim
    pygame.draw.rect(surf, FELT_EDGE, r(0, 0, 64, 64), border_radius=round(12 * s))
    pygame.draw.rect(surf, FELT, r(2, 2, 60, 60), border_radius=round(11 * s))

    # the card: cream face, brown edge, frame line broken twice (the espadas frame)
    pygame.draw.rect(surf, CARD_EDGE, r(13, 4, 38, 56), border_radius=round(5 * s))
    pygame.draw.rect(surf, CARD, r(14.5, 5.5, 35, 53), border_radius=round(4 * s))
    frame = r(17.5, 8.5, 29, 47)
    pygame.draw.rect(surf, GOLD_DARK, frame, width=max(1, round(1.2 * s)))
    for y in (20, 28, 36, 44):  # the breaks in the frame's sides
        pygame.draw.rect(surf, CARD, r(16.5, y, 3, 3))
        pygame.draw.rect(surf, CARD, r(45, y, 3, 3))

    # the sword, point up: blade, fuller, guard, grip, pommel
    pygame.draw.polygon(surf, BLADE, [p(32, 10), p(35, 15), p(35, 40), p(29, 40), p(29, 15)])
    pygame.draw.polygon(surf, BLADE_LIGHT, [p(32, 12), p(33, 15), p(33, 39), p(31, 39), p(31, 15)])
    pygame.draw.polygon(surf, GOLD, [p(22, 40), p(42, 40), p(40, 44), p(24, 44)])
    pygame.draw.polygon(surf, GOLD_DARK, [p(22, 40), p(42, 40), p(41.5, 41), p(22.5, 41)])
    pygame.draw.rect(surf, RED, r(30, 44, 4, 7))
    pygame.draw.circle(surf, GOLD, p(32, 53), round(3.2 * s))
    pygame.draw.circle(surf, GOLD_DARK, p(32, 53), round(3.2 * s), width=max(1, round(0.8 * s)))
    return surf


def icon(size: int, scale: int) -> pygame.Surface:
    """The icon at ``size`` pixels, drawn at ``size * scale`` and scaled down."""
    return pygame.transform.smoothscale(draw(size * scale), (size, size))


def main() -> int:
    outputs = {OUT: (SIZE, SCALE)}
    outputs.update({OUT.with_name(name): spec for name, spec in ICONS.items()})
    for path, (size, scale) in outputs.items():
        pygame.image.save(icon(size, scale), str(path))
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
