"""A sheet of faces: every gesture at its height on several appearances, saved as a PNG.

    python -m scenes.devtools.face_sheet /tmp/faces.png [--size 96] [--frames GESTURE] [--cast]

``--frames GESTURE`` draws one seña's frames across its length instead (to look at the easing);
``--cast`` draws the characters' faces (``game.ai.cast``), one row each, instead of the seats'.
Headless: it sets ``SDL_VIDEODRIVER=dummy`` when no driver is set.
"""
from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from scenes.ui.faces import (  # noqa: E402
    GESTURES, HAIR_COLOURS, SEAT_APPEARANCES, SIGN_SECONDS, SKIN_TONES, Appearance, Pose, face_art,
    pose_at,
)
from game.ai.cast import CAST  # noqa: E402
from scenes.ui.cast_faces import appearance_of  # noqa: E402
from scenes.ui.fonts import get_font  # noqa: E402

#: Faces beyond the seats', so that the sheet shows every hair style, hat and moustache.
EXTRA: tuple[Appearance, ...] = (
    Appearance(skin=SKIN_TONES[4], hair=HAIR_COLOURS[0], hair_style="recogido", shirt=(190, 150, 40),
               scarf=(60, 60, 150)),
    Appearance(skin=SKIN_TONES[0], hair=HAIR_COLOURS[3], hair_style="largo", glasses=True, shirt=(120, 50, 120)),
    Appearance(skin=SKIN_TONES[2], hair=HAIR_COLOURS[5], hair_style="corto", moustache="fino", beard=True,
               hat="sombrero", hat_colour=(30, 30, 30), shirt=(230, 225, 210), scarf=(40, 110, 60)),
)


def sheet(size: int, frames: str | None = None, cast: bool = False) -> pygame.Surface:
    """The sheet as a surface: one row per appearance (per character with ``cast``), one column
    per pose."""
    art = face_art(size)
    faces = tuple(appearance_of(c.id) for c in CAST) if cast else SEAT_APPEARANCES + EXTRA
    if frames:
        poses = [pose_at(frames, SIGN_SECONDS * i / 10) for i in range(11)]
        labels = [f"{i / 10:.1f}s" for i in range(11)]
    else:
        poses = [Pose()] + [Pose(g, 1.0) for g in GESTURES] + [Pose(None, 0.0, caught=True)]
        labels = ["reposo", *GESTURES, "pillada"]
    pad, label_h = 8, 22
    font = get_font("text", 13)
    w = pad + len(poses) * (size + pad)
    h = pad + label_h + len(faces) * (size + pad)
    out = pygame.Surface((w, h))
    out.fill((14, 90, 58))
    for c, label in enumerate(labels):
        text = font.render(label, True, (250, 243, 224))
        out.blit(text, (pad + c * (size + pad) + (size - text.get_width()) // 2, pad))
    for r, ap in enumerate(faces):
        for c, pose in enumerate(poses):
            out.blit(art.face(ap, pose), (pad + c * (size + pad), pad + label_h + r * (size + pad)))
    return out


def main(argv: list[str] | None = None) -> int:
    """Save the sheet; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m scenes.devtools.face_sheet", description=__doc__.split("\n")[0])
    parser.add_argument("out", help="the PNG to write")
    parser.add_argument("--size", type=int, default=96)
    parser.add_argument("--frames", choices=GESTURES, help="one gesture's frames across its length")
    parser.add_argument("--cast", action="store_true", help="the characters' faces instead of the seats'")
    args = parser.parse_args(argv)
    pygame.init()
    try:
        pygame.image.save(sheet(args.size, args.frames, args.cast), args.out)
    except (ValueError, pygame.error, OSError) as exc:
        print(f"face_sheet: {exc}", file=sys.stderr)
        return 2
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
