"""The cast's faces: each character's :class:`~game.ai.cast.Look` (plain data in ``game/``) as the
:class:`~scenes.ui.faces.Appearance` the face module draws.

The look's words are the cast's (``short``, ``big``, ``panuelo``...); the appearance's are the
face module's (``corto``, ``bigote``, ``panuelo``...): :data:`HAIR`, :data:`MOUSTACHE` and
:data:`HATS` translate one into the other, and a test keeps every character drawable.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.ai.cast import BY_ID, Look
from scenes.ui.faces import REST, Appearance, Pose, face_art

HAIR = {"short": "corto", "long": "largo", "bun": "recogido", "curly": "rizado", "bald": "calvo"}
MOUSTACHE = {"": None, "thin": "fino", "big": "bigote"}
HATS = {"": None, "boina": "boina", "sombrero": "sombrero", "gorra": "gorra", "panuelo": "panuelo",
        "palha": "palha", "couro": "couro"}


def rgb(colour: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` as ``(r, g, b)``.

    :raises ValueError: for anything else.
    """
    if not (isinstance(colour, str) and len(colour) == 7 and colour[0] == "#"):
        raise ValueError(f"a colour is '#rrggbb', got {str(colour)[:20]!r}")
    try:
        return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)
    except ValueError:
        raise ValueError(f"a colour is '#rrggbb', got {colour!r}") from None


def appearance(look: Look) -> Appearance:
    """The appearance that draws ``look``."""
    hat = HATS[look.hat]
    return Appearance(
        skin=rgb(look.skin), hair=rgb(look.hair), hair_style=HAIR[look.hair_style],  # type: ignore[arg-type]
        hat=hat, hat_colour=rgb(look.hat_colour) if hat else (40, 40, 48),  # type: ignore[arg-type]
        moustache=MOUSTACHE[look.moustache], beard=look.beard, glasses=look.glasses,  # type: ignore[arg-type]
        scarf=rgb(look.scarf) if look.scarf else None, shirt=rgb(look.shirt), wrinkles=look.age == "old")


@lru_cache(maxsize=None)
def appearance_of(name: str) -> Appearance:
    """The appearance of the character called ``name`` (its id).

    :raises KeyError: for a name that is no character.
    """
    return appearance(BY_ID[name].look)


def cast_face(name: str, size: int, pose: Pose = REST) -> pygame.Surface:
    """The face of the character called ``name``, ``size`` × ``size`` px (cached by the face module)."""
    return face_art(size).face(appearance_of(name), pose)
