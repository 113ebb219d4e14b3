"""Faces drawn by code: a seat's head and shoulders, and the gestures of the señas.

An :class:`Appearance` is data: skin, hair, hat (boina, sombrero, gorra; a pañuelo on the head,
the straw palha and the sertão's leather hat for the characters of Minas Gerais), moustache, beard,
glasses, scarf, the lines of age and the colours of home (the shirt). :class:`FaceArt` draws one at one size, in a
:class:`Pose`: a gesture of :data:`GESTURES` at an amount from 0 (at rest) to 1 (full), and the
small eye mark that says you caught a rival's seña. No image files: a few flat shapes with soft
shading, drawn at twice the size and smooth-scaled once, cached per pose.

The gestures are what a face does (RULES.md D1 names which gesture is which seña)::

    cejas           raise the eyebrows          guino           wink (the face's left eye)
    boca-derecha    right corner of the mouth   boca-izquierda  left corner of the mouth
    labio           bite the lower lip          beso            a kiss in the air
    boca-abierta    open the mouth              cabeza          tilt the head
    cachetes        puff the cheeks             ojos-cerrados   close the eyes
    lengua-mejilla  tongue in the cheek         punta-lengua    the tip of the tongue
    hombro          raise one shoulder          hombros         raise both shoulders

Right and left are the face's own (its right is on your left as you look at it).

A seña lasts :data:`SIGN_SECONDS`; :func:`pose_at` turns the time since it started into a pose,
easing in and out (:func:`sign_amount`). API::

    art = face_art(96)                            # one shared FaceArt per size
    art.face(appearance)                          # at rest: pygame.Surface 96 x 96, cached
    art.face(appearance, pose_at("guino", 0.4))   # 0.4 s into a wink
    art.face(appearance, Pose("cejas", 1.0, caught=True))
    draw_caught_mark(surface, center, radius)     # the eye mark on its own
    gesture_for("argentino", "ancho-basto")       # "guino": which gesture makes a seña
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal, get_args

import pygame

Colour = tuple[int, int, int]

HairStyle = Literal["corto", "largo", "rizado", "calvo", "recogido"]
HatKind = Literal["boina", "sombrero", "gorra", "panuelo", "palha", "couro"]
MoustacheKind = Literal["bigote", "fino"]

HAIR_STYLES: tuple[str, ...] = get_args(HairStyle)
HAT_KINDS: tuple[str, ...] = get_args(HatKind)
MOUSTACHE_KINDS: tuple[str, ...] = get_args(MoustacheKind)

GESTURES: tuple[str, ...] = (
    "cejas", "guino", "boca-derecha", "boca-izquierda", "labio", "beso", "boca-abierta",
    "cabeza", "cachetes", "ojos-cerrados", "lengua-mejilla", "punta-lengua", "hombro", "hombros",
)

#: Which gesture makes each seña (RULES.md D1), by variant and sign (the notation's sign names).
SENA_GESTURES: dict[str, dict[str, str]] = {
    "argentino": {"ancho-espada": "cejas", "ancho-basto": "guino", "siete-espada": "boca-derecha",
                  "siete-oro": "boca-izquierda", "tres": "labio", "dos": "beso", "ancho-falso": "boca-abierta",
                  "envido-alto": "cabeza", "flor": "cachetes", "nada": "ojos-cerrados"},
    "mineiro": {"zap": "guino", "copas": "cejas", "espadilha": "lengua-mejilla", "pica-fumo": "punta-lengua",
                "um-tres": "hombro", "dois-tres": "hombros", "nada": "ojos-cerrados"},
}


def gesture_for(variant: str, sign: str) -> str:
    """The gesture that makes the seña ``sign`` of ``variant`` (``"argentino"``, ``"ancho-basto"``
    → ``"guino"``).

    :raises ValueError: for a sign the variant does not have.
    """
    try:
        return SENA_GESTURES[variant][sign]
    except KeyError:
        raise ValueError(f"no seña {sign!r} in {variant!r}") from None


#: How long one seña lasts on a face, easing in and out.
SIGN_SECONDS = 1.0
#: Fraction of a seña spent easing in (and again easing out); the rest holds the full gesture.
EASE_FRACTION = 0.3
#: Amounts are drawn in this many steps (a pose is cached per step).
STEPS = 16
SUPERSAMPLE = 2
CACHE_LIMIT = 240

SKIN_TONES: tuple[Colour, ...] = (
    (246, 214, 182), (232, 190, 150), (208, 158, 112), (172, 120, 80), (126, 84, 56),
)
HAIR_COLOURS: tuple[Colour, ...] = (
    (40, 30, 24), (92, 58, 32), (150, 98, 48), (200, 160, 90), (176, 176, 170), (230, 228, 220),
)

INK: Colour = (44, 30, 26)
LIP: Colour = (176, 84, 78)
MOUTH_DARK: Colour = (88, 26, 30)
TONGUE: Colour = (222, 110, 118)
TEETH: Colour = (252, 248, 238)
EYE_WHITE: Colour = (252, 250, 244)
BLUSH = (232, 110, 100, 70)
HEART: Colour = (214, 40, 60)
MARK_GOLD: Colour = (236, 188, 60)
MARK_EDGE: Colour = (96, 62, 16)


def _check_colour(name: str, value: object) -> Colour:
    if (not isinstance(value, tuple) or len(value) != 3
            or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 255 for c in value)):
        raise ValueError(f"Appearance.{name} must be an (r, g, b) tuple of ints 0-255, got {value!r}")
    return value


@dataclass(frozen=True)
class Appearance:
    """What a face looks like: plain data, hashable, checked on creation.

    :param skin: skin colour.
    :param hair: hair colour (also the eyebrows, moustache and beard).
    :param hair_style: one of :data:`HAIR_STYLES`.
    :param hat: ``None`` or one of :data:`HAT_KINDS`.
    :param hat_colour: the hat's colour.
    :param moustache: ``None`` or one of :data:`MOUSTACHE_KINDS`.
    :param beard: a short beard.
    :param glasses: round glasses.
    :param scarf: the colour of a neck scarf (pañuelo), or ``None``.
    :param shirt: the shirt's colour (the colours of home).
    :param eyes: the colour of the irises.
    :param wrinkles: the lines of age (forehead and eye corners).
    """

    skin: Colour = SKIN_TONES[1]
    hair: Colour = HAIR_COLOURS[0]
    hair_style: HairStyle = "corto"
    hat: HatKind | None = None
    hat_colour: Colour = (40, 40, 48)
    moustache: MoustacheKind | None = None
    beard: bool = False
    glasses: bool = False
    scarf: Colour | None = None
    shirt: Colour = (70, 96, 150)
    eyes: Colour = (84, 56, 34)
    wrinkles: bool = False

    def __post_init__(self) -> None:
        for name in ("skin", "hair", "hat_colour", "shirt", "eyes"):
            _check_colour(name, getattr(self, name))
        if self.scarf is not None:
            _check_colour("scarf", self.scarf)
        if self.hair_style not in HAIR_STYLES:
            raise ValueError(f"Appearance.hair_style must be one of {HAIR_STYLES}, got {self.hair_style!r}")
        if self.hat is not None and self.hat not in HAT_KINDS:
            raise ValueError(f"Appearance.hat must be None or one of {HAT_KINDS}, got {self.hat!r}")
        if self.moustache is not None and self.moustache not in MOUSTACHE_KINDS:
            raise ValueError(
                f"Appearance.moustache must be None or one of {MOUSTACHE_KINDS}, got {self.moustache!r}")
        for name in ("beard", "glasses", "wrinkles"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"Appearance.{name} must be True or False, got {getattr(self, name)!r}")


#: A face for each seat of the table (0 you, 1 East, 2 your partner, 3 West) until characters
#: give them their own.
SEAT_APPEARANCES: tuple[Appearance, ...] = (
    Appearance(skin=SKIN_TONES[1], hair=HAIR_COLOURS[1], hair_style="corto", shirt=(58, 110, 160)),
    Appearance(skin=SKIN_TONES[2], hair=HAIR_COLOURS[0], hair_style="rizado", moustache="bigote",
               hat="boina", hat_colour=(34, 38, 54), shirt=(150, 60, 50), scarf=(236, 220, 170)),
    Appearance(skin=SKIN_TONES[0], hair=HAIR_COLOURS[4], hair_style="calvo", moustache="bigote",
               glasses=True, shirt=(60, 120, 80), scarf=(200, 40, 40), hat="sombrero",
               hat_colour=(70, 50, 36)),
    Appearance(skin=SKIN_TONES[3], hair=HAIR_COLOURS[0], hair_style="largo", hat="gorra",
               hat_colour=(40, 90, 170), shirt=(220, 220, 226), eyes=(40, 30, 24)),
)


@dataclass(frozen=True)
class Pose:
    """A face at one moment: a gesture of :data:`GESTURES` (or ``None``) at ``amount`` in [0, 1].

    :param caught: draw the small eye mark (you caught this seña).
    """

    gesture: str | None = None
    amount: float = 0.0
    caught: bool = False

    def __post_init__(self) -> None:
        if self.gesture is not None and self.gesture not in GESTURES:
            raise ValueError(f"unknown gesture {self.gesture!r}; use one of {GESTURES}")
        if not isinstance(self.amount, (int, float)) or not 0.0 <= self.amount <= 1.0:
            raise ValueError(f"Pose.amount must be a number from 0 to 1, got {self.amount!r}")


REST = Pose()


def _smoothstep(x: float) -> float:
    x = min(1.0, max(0.0, x))
    return x * x * (3.0 - 2.0 * x)


def sign_amount(fraction: float) -> float:
    """How far a seña's gesture is at ``fraction`` of its length: 0 at both ends, 1 in the middle.

    Eases in over the first :data:`EASE_FRACTION`, holds, eases out over the last.
    """
    if not 0.0 < fraction < 1.0:
        return 0.0
    return min(_smoothstep(fraction / EASE_FRACTION), _smoothstep((1.0 - fraction) / EASE_FRACTION))


def pose_at(gesture: str | None, elapsed: float, caught: bool = False) -> Pose:
    """The pose ``elapsed`` seconds into a seña made with ``gesture`` (at rest before and after)."""
    return Pose(gesture, sign_amount(elapsed / SIGN_SECONDS), caught)


def _shade(c: Colour, f: float) -> Colour:
    """Darken (f < 1) or lighten (f > 1) a colour."""
    if f <= 1:
        return (int(c[0] * f), int(c[1] * f), int(c[2] * f))
    return tuple(min(255, int(v + (255 - v) * (f - 1))) for v in c)  # type: ignore[return-value]


class _Pen:
    """Draws in unit coordinates (0-1 across the square surface), optionally scaled by ``k``
    about ``centre`` (the head is drawn larger than the body it sits on)."""

    def __init__(self, surf: pygame.Surface, k: float = 1.0, centre: tuple[float, float] = (0.5, 0.5)):
        self.surf = surf
        self.n = surf.get_width()
        self.k = k
        self.cx, self.cy = centre

    def p(self, x: float, y: float) -> tuple[float, float]:
        return ((self.cx + (x - self.cx) * self.k) * self.n, (self.cy + (y - self.cy) * self.k) * self.n)

    def r(self, cx: float, cy: float, w: float, h: float) -> pygame.Rect:
        px, py = self.p(cx, cy)
        pw, ph = w * self.k * self.n, h * self.k * self.n
        return pygame.Rect(round(px - pw / 2), round(py - ph / 2), max(1, round(pw)), max(1, round(ph)))

    def ellipse(self, colour, cx: float, cy: float, w: float, h: float, width: float = 0) -> None:
        pygame.draw.ellipse(self.surf, colour, self.r(cx, cy, w, h), self.px(width) if width else 0)

    def circle(self, colour, cx: float, cy: float, radius: float, width: float = 0) -> None:
        pygame.draw.circle(self.surf, colour, self.p(cx, cy), radius * self.k * self.n,
                           self.px(width) if width else 0)

    def poly(self, colour, pts: list[tuple[float, float]]) -> None:
        pygame.draw.polygon(self.surf, colour, [self.p(x, y) for x, y in pts])

    def line(self, colour, pts: list[tuple[float, float]], width: float) -> None:
        w = self.px(width)
        scaled = [self.p(x, y) for x, y in pts]
        pygame.draw.lines(self.surf, colour, False, scaled, w)
        for q in (scaled[0], scaled[-1]):  # round ends
            pygame.draw.circle(self.surf, colour, q, w / 2)

    def curve(self, colour, p0, p1, p2, width: float, steps: int = 10) -> None:
        """A quadratic curve from ``p0`` to ``p2`` pulled towards ``p1``."""
        pts = []
        for i in range(steps + 1):
            t = i / steps
            a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
            pts.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
        self.line(colour, pts, width)

    def rect(self, colour, x0: float, y0: float, x1: float, y1: float, radius: float = 0) -> None:
        (ax, ay), (bx, by) = self.p(x0, y0), self.p(x1, y1)
        pygame.draw.rect(self.surf, colour, pygame.Rect(round(ax), round(ay), max(1, round(bx - ax)),
                                                        max(1, round(by - ay))),
                         border_radius=self.px(radius) if radius else 0)

    def blend_circle(self, rgba, cx: float, cy: float, radius: float) -> None:
        """A translucent circle blended over what is there."""
        rad = max(1, round(radius * self.k * self.n))
        spot = pygame.Surface((rad * 2, rad * 2), pygame.SRCALPHA)
        pygame.draw.circle(spot, rgba, (rad, rad), rad)
        px, py = self.p(cx, cy)
        self.surf.blit(spot, (round(px) - rad, round(py) - rad))

    def px(self, width: float) -> int:
        return max(1, round(width * self.k * self.n))


def _heart(pen: _Pen, colour, cx: float, cy: float, size: float) -> None:
    s = size / 2
    pen.circle(colour, cx - s * 0.5, cy - s * 0.2, s * 0.55)
    pen.circle(colour, cx + s * 0.5, cy - s * 0.2, s * 0.55)
    pen.poly(colour, [(cx - s * 1.03, cy - s * 0.05), (cx + s * 1.03, cy - s * 0.05), (cx, cy + s * 1.05)])


def draw_caught_mark(surface: pygame.Surface, center: tuple[float, float], radius: float) -> None:
    """The small eye mark of a caught seña: a gold badge with an open eye, at ``center``."""
    x, y, r = center[0], center[1], max(3.0, radius)
    pygame.draw.circle(surface, MARK_EDGE, (x, y), r)
    pygame.draw.circle(surface, MARK_GOLD, (x, y), r * 0.86)
    w, h = r * 1.3, r * 0.78
    almond = [(x - w / 2 + w * i / 12, y - h / 2 * math.sin(math.pi * i / 12)) for i in range(13)]
    almond += [(x + w / 2 - w * i / 12, y + h / 2 * math.sin(math.pi * i / 12)) for i in range(13)]
    pygame.draw.polygon(surface, EYE_WHITE, almond)
    pygame.draw.polygon(surface, MARK_EDGE, almond, max(1, round(r * 0.12)))
    pygame.draw.circle(surface, (50, 90, 150), (x, y), h * 0.42)
    pygame.draw.circle(surface, INK, (x, y), h * 0.2)


@dataclass(frozen=True)
class _Motion:
    """Every moving part of the face, worked out from a pose (0 = at rest)."""

    brow_raise: float = 0.0
    close_right: float = 0.0  # the face's right eye, on the viewer's left
    close_left: float = 0.0
    corner_right: float = 0.0  # how far the mouth's right corner (viewer's left) goes up
    corner_left: float = 0.0
    bite: float = 0.0
    kiss: float = 0.0
    open_mouth: float = 0.0
    tilt: float = 0.0
    puff: float = 0.0
    tongue_cheek: float = 0.0
    tongue_tip: float = 0.0
    shoulder_right: float = 0.0
    shoulder_left: float = 0.0
    lean: float = 0.0  # the head leans towards its raised right shoulder (one shoulder only)


def _motion(pose: Pose) -> _Motion:
    a, g = pose.amount, pose.gesture
    if g is None or a <= 0:
        return _Motion()
    table = {
        "cejas": _Motion(brow_raise=a),
        "guino": _Motion(close_left=a, corner_left=0.35 * a),
        "boca-derecha": _Motion(corner_right=a),
        "boca-izquierda": _Motion(corner_left=a),
        "labio": _Motion(bite=a),
        "beso": _Motion(kiss=a),
        "boca-abierta": _Motion(open_mouth=a, brow_raise=0.3 * a),
        "cabeza": _Motion(tilt=a),
        "cachetes": _Motion(puff=a),
        "ojos-cerrados": _Motion(close_right=a, close_left=a),
        "lengua-mejilla": _Motion(tongue_cheek=a, corner_left=0.25 * a),
        "punta-lengua": _Motion(tongue_tip=a),
        "hombro": _Motion(shoulder_right=a, lean=a),
        "hombros": _Motion(shoulder_right=a, shoulder_left=a),
    }
    return table[g]


# Where the parts sit, in unit coordinates of the square (viewer's left = smaller x).
HEAD_X, HEAD_Y, HEAD_W, HEAD_H = 0.5, 0.45, 0.46, 0.54
EYE_Y, EYE_DX, EYE_W, EYE_H = 0.43, 0.093, 0.105, 0.074
MOUTH_Y, MOUTH_HALF = 0.612, 0.062
HEAD_SCALE = 1.14  # the head is drawn this much larger about its centre (readable at 96 px)
PIVOT = (0.5, 0.68)  # the head tilts about the top of the neck
TILT_DEGREES = 15.0
SHOULDER_RISE = 0.12
SINK = 0.06
#: One raised shoulder: the head leans towards it (the other way from ``cabeza``'s tilt).
LEAN_DEGREES = 8.0
#: The marks of a shoulder's rise: light strokes over it, in a colour seen on the felt and the shirt.
LIFT_MARK: Colour = (250, 238, 206)


class FaceArt:
    """Draws faces at one size (a square ``size`` × ``size``), caching each pose's surface."""

    def __init__(self, size: int = 96):
        if not isinstance(size, int) or not 16 <= size <= 1024:
            raise ValueError(f"face size must be an int from 16 to 1024 px, got {size!r}")
        self.size = size
        self._cache: dict[tuple[Appearance, str | None, int, bool], pygame.Surface] = {}

    def face(self, appearance: Appearance, pose: Pose = REST) -> pygame.Surface:
        """The face of ``appearance`` in ``pose``: a ``size`` × ``size`` surface with alpha, cached."""
        step = round(pose.amount * STEPS)
        gesture = pose.gesture if step else None
        key = (appearance, gesture, step, pose.caught)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= CACHE_LIMIT:
                del self._cache[next(iter(self._cache))]
            surf = self._draw(appearance, Pose(gesture, step / STEPS, pose.caught))
            self._cache[key] = surf
        return surf

    def _draw(self, ap: Appearance, pose: Pose) -> pygame.Surface:
        n = self.size * SUPERSAMPLE
        big = pygame.Surface((n, n), pygame.SRCALPHA)
        m = _motion(pose)
        _body(_Pen(big), ap, m)
        head = pygame.Surface((n, n), pygame.SRCALPHA)
        _head(_Pen(head, HEAD_SCALE, (HEAD_X, HEAD_Y)), ap, m)
        sink = SINK * min(m.shoulder_left, m.shoulder_right) * n
        if m.tilt or m.lean:
            angle = -TILT_DEGREES * _smoothstep(m.tilt) + LEAN_DEGREES * _smoothstep(m.lean)
            pivot = pygame.Vector2(PIVOT[0] * n, PIVOT[1] * n)
            rotated = pygame.transform.rotate(head, angle)
            offset = pivot - pygame.Vector2(n / 2, n / 2)
            centre = pivot - offset.rotate(-angle)
            big.blit(rotated, rotated.get_rect(center=(round(centre.x), round(centre.y + sink))))
        else:
            big.blit(head, (0, round(sink)))
        _lift_marks(_Pen(big), m)
        if pose.caught:
            draw_caught_mark(big, (0.86 * n, 0.13 * n), 0.12 * n)
        return pygame.transform.smoothscale(big, (self.size, self.size))


def _body(pen: _Pen, ap: Appearance, m: _Motion) -> None:
    shirt, dark = ap.shirt, _shade(ap.shirt, 0.72)
    skin_dark = _shade(ap.skin, 0.8)
    rise_r, rise_l = SHOULDER_RISE * _smoothstep(m.shoulder_right), SHOULDER_RISE * _smoothstep(m.shoulder_left)
    pen.rect(skin_dark, 0.43, 0.6, 0.57, 0.84)  # neck
    for x, rise, colour in ((0.21, rise_r, dark), (0.79, rise_l, dark)):
        pen.ellipse(colour, x, 0.885 - rise, 0.36, 0.24)
        pen.rect(colour, x - 0.18, 0.885 - rise, x + 0.18 - (0.18 if x < 0.5 else 0), 1.0)
        pen.rect(colour, max(x - 0.18, 0.21), 0.885 - rise, min(x + 0.18, 0.79), 1.0)
    pen.rect(dark, 0.21, 0.8, 0.79, 1.0)
    for x, rise in ((0.215, rise_r), (0.785, rise_l)):  # lit fronts of the shoulders
        pen.ellipse(shirt, x + (0.012 if x < 0.5 else -0.012), 0.9 - rise, 0.3, 0.2)
        pen.rect(shirt, x - 0.15 + (0.012 if x < 0.5 else -0.012), 0.9 - rise,
                 x + 0.15 + (0.012 if x < 0.5 else -0.012), 1.0)
    pen.rect(shirt, 0.28, 0.83, 0.72, 1.0)
    pen.poly(skin_dark, [(0.43, 0.8), (0.57, 0.8), (0.5, 0.9)])  # open collar
    pen.line(_shade(shirt, 0.55), [(0.41, 0.8), (0.5, 0.915), (0.59, 0.8)], 0.014)
    if ap.scarf is not None:
        scarf, scarf_dark = ap.scarf, _shade(ap.scarf, 0.7)
        pen.ellipse(scarf_dark, 0.5, 0.8, 0.3, 0.09)
        pen.ellipse(scarf, 0.5, 0.79, 0.28, 0.07)
        pen.poly(scarf_dark, [(0.45, 0.8), (0.55, 0.8), (0.51, 0.94)])
        pen.poly(scarf, [(0.455, 0.8), (0.535, 0.8), (0.5, 0.925)])
        pen.circle(scarf_dark, 0.5, 0.81, 0.028)


def _lift_marks(pen: _Pen, m: _Motion) -> None:
    """Short upward strokes over the outer edge of each rising shoulder, clear of the head, so that
    one shoulder and both read apart at a glance (and a shrug does not pass for a face at rest)."""
    for centre, amount, side in ((0.21, m.shoulder_right, -1), (0.79, m.shoulder_left, 1)):
        if amount < 0.25:
            continue
        rise = SHOULDER_RISE * _smoothstep(amount)
        length = 0.1 * _smoothstep((amount - 0.25) / 0.5)
        if length < 0.025:
            continue  # too short to read as a stroke: no dots
        for off, slant in ((0.165, 0.035), (0.115, 0.015), (0.065, 0.0)):
            x = centre + side * off
            edge = 0.885 - rise - 0.12 * math.sqrt(max(0.0, 1 - (off / 0.18) ** 2))  # the shoulder's top there
            y0 = edge - 0.03
            pen.line(LIFT_MARK, [(x, y0), (x + side * slant, y0 - length)], 0.028)


def _head(pen: _Pen, ap: Appearance, m: _Motion) -> None:
    skin, skin_dark = ap.skin, _shade(ap.skin, 0.82)
    hair, hair_dark = ap.hair, _shade(ap.hair, 0.75)
    x, y, w, h = HEAD_X, HEAD_Y, HEAD_W, HEAD_H
    if ap.hair_style == "largo":
        pen.ellipse(hair_dark, x, y - 0.02, w + 0.1, h)
        pen.rect(hair_dark, x - w / 2 - 0.05, y - 0.05, x + w / 2 + 0.05, y + 0.27, radius=0.06)
    elif ap.hair_style == "recogido":
        pen.circle(hair_dark, x, y - h / 2 - 0.01, 0.07)
    for side in (-1, 1):  # ears
        pen.ellipse(skin_dark, x + side * (w / 2 - 0.005), y + 0.01, 0.075, 0.12)
        pen.ellipse(skin, x + side * (w / 2 - 0.012), y + 0.01, 0.045, 0.08)
    jaw_drop = 0.035 * m.open_mouth
    pen.ellipse(skin_dark, x, y, w, h)
    pen.ellipse(skin_dark, x, y + 0.17 + jaw_drop / 2, w * 0.62, 0.2 + jaw_drop)
    pen.ellipse(skin, x - 0.008, y - 0.008, w - 0.026, h - 0.024)
    pen.ellipse(skin, x - 0.006, y + 0.16 + jaw_drop / 2, w * 0.58, 0.19 + jaw_drop)
    _cheeks(pen, ap, m)
    _hair(pen, ap)
    if ap.beard:
        _beard(pen, ap, m)
    pen.blend_circle(BLUSH, x - 0.125, y + 0.11, 0.045)
    pen.blend_circle(BLUSH, x + 0.125, y + 0.11, 0.045)
    # nose
    pen.ellipse(skin_dark, x, y + 0.085, 0.065, 0.05)
    pen.curve(_shade(skin, 0.68), (x + 0.012, y + 0.0), (x - 0.02, y + 0.07), (x - 0.004, y + 0.1), 0.011)
    if ap.wrinkles:
        _wrinkles(pen, ap, m)
    _eye(pen, ap, x - EYE_DX, m.close_right)
    _eye(pen, ap, x + EYE_DX, m.close_left)
    _mouth(pen, ap, m)
    if ap.moustache is not None:
        _moustache(pen, ap, m)
    if ap.glasses:
        frame = (48, 40, 36)
        for side in (-1, 1):
            pen.circle(frame, x + side * EYE_DX, EYE_Y, 0.066, 0.013)
        pen.curve(frame, (x - EYE_DX + 0.064, EYE_Y - 0.005), (x, EYE_Y - 0.025), (x + EYE_DX - 0.064, EYE_Y - 0.005), 0.012)
        for side in (-1, 1):
            pen.line(frame, [(x + side * (EYE_DX + 0.065), EYE_Y - 0.01), (x + side * (w / 2 - 0.005), EYE_Y - 0.02)], 0.011)
    if ap.hat is not None:
        _hat(pen, ap, 0.035 * _smoothstep(m.brow_raise))
    _brows(pen, ap, m)
    if m.kiss > 0.25:
        k = (m.kiss - 0.25) / 0.75
        _heart(pen, HEART, x + 0.12 + 0.16 * k, MOUTH_Y - 0.02 - 0.2 * k, 0.05 + 0.045 * k)


def _wrinkles(pen: _Pen, ap: Appearance, m: _Motion) -> None:
    """Two lines across the forehead (higher with the eyebrows) and crow's feet by the eyes."""
    line = _shade(ap.skin, 0.74)
    x, lift = HEAD_X, 0.02 * _smoothstep(m.brow_raise)
    for k, half in ((0, 0.08), (1, 0.06)):
        yy = EYE_Y - 0.115 - 0.026 * k - lift
        pen.curve(line, (x - half, yy + 0.006), (x, yy - 0.008), (x + half, yy + 0.006), 0.008)
    for side in (-1, 1):
        ex = x + side * (EYE_DX + 0.07)
        for dy in (-0.014, 0.012):
            pen.line(line, [(ex, EYE_Y + dy * 0.4), (ex + side * 0.022, EYE_Y + dy)], 0.007)


def _cheeks(pen: _Pen, ap: Appearance, m: _Motion) -> None:
    skin, skin_dark = ap.skin, _shade(ap.skin, 0.82)
    x, y = HEAD_X, HEAD_Y
    puff = _smoothstep(m.puff)
    if puff:
        r = 0.05 + 0.055 * puff
        for side in (-1, 1):
            cx = x + side * (0.15 + 0.03 * puff)
            pen.circle(skin_dark, cx, y + 0.13, r)
            pen.circle(skin, cx - 0.004, y + 0.125, r - 0.007)
            pen.blend_circle((255, 255, 255, 60), cx - side * 0.01 - 0.01, y + 0.105, r * 0.45)
    bulge = _smoothstep(m.tongue_cheek)
    if bulge:
        cx, cy, r = x + 0.2, y + 0.15, 0.018 + 0.05 * bulge
        pen.circle(skin_dark, cx, cy, r)
        pen.circle(skin, cx - 0.005, cy - 0.004, r - 0.008)
        pen.blend_circle((255, 255, 255, 70), cx - 0.012, cy - 0.014, r * 0.4)


def _hair(pen: _Pen, ap: Appearance) -> None:
    # under a hat only the hair at the sides shows
    hair, hair_dark = ap.hair, _shade(ap.hair, 0.75)
    skin = ap.skin
    x, y, w, h = HEAD_X, HEAD_Y, HEAD_W, HEAD_H
    top = y - h / 2
    style = ap.hair_style
    if style == "calvo":
        for side in (-1, 1):
            pen.ellipse(hair_dark, x + side * (w / 2 - 0.03), y - 0.05, 0.07, 0.15)
            pen.ellipse(hair, x + side * (w / 2 - 0.032), y - 0.055, 0.05, 0.12)
        pen.blend_circle((255, 255, 255, 55), x - 0.06, top + 0.07, 0.05)
        return
    if style == "rizado":
        for i in range(11):
            ang = math.pi * (1.05 + 0.9 * i / 10)
            if ap.hat is not None and 3 <= i <= 7:
                continue
            cx, cy = x + (w / 2 + 0.005) * math.cos(ang), y - 0.07 + (h / 2 - 0.02) * math.sin(ang)
            pen.circle(hair_dark, cx, cy, 0.062)
        for i in range(9):
            ang = math.pi * (1.1 + 0.8 * i / 8)
            if ap.hat is not None and 2 <= i <= 6:
                continue
            cx, cy = x + (w / 2 - 0.03) * math.cos(ang), y - 0.08 + (h / 2 - 0.04) * math.sin(ang)
            pen.circle(hair, cx, cy, 0.05)
    else:
        pen.ellipse(hair_dark, x, top + 0.14, w + 0.02, 0.3)
        pen.ellipse(hair, x - 0.005, top + 0.13, w - 0.01, 0.27)
    # the forehead and face in front of the hair
    pen.ellipse(skin, x, y + 0.03, w - 0.09, h - 0.08)
    if style == "largo":
        for side in (-1, 1):
            pen.rect(hair, x + side * (w / 2 - 0.01) - 0.035, y - 0.1, x + side * (w / 2 - 0.01) + 0.035, y + 0.2)
    for side in (-1, 1):  # sideburns
        pen.rect(hair_dark, x + side * (w / 2 - 0.03) - 0.01, y - 0.09, x + side * (w / 2 - 0.03) + 0.01, y - 0.02,
                 radius=0.008)


def _beard(pen: _Pen, ap: Appearance, m: _Motion) -> None:
    hair = _shade(ap.hair, 0.9)
    x, y, w, h = HEAD_X, HEAD_Y, HEAD_W, HEAD_H
    drop = 0.035 * m.open_mouth
    pts = [(x - w / 2 + 0.01, y + 0.02)]
    for i in range(13):
        ang = math.pi * i / 12
        pts.append((x - (w / 2 - 0.01) * math.cos(ang), y + 0.05 + (h / 2 - 0.03 + drop) * math.sin(ang)))
    pts.append((x + w / 2 - 0.01, y + 0.02))
    pen.poly(hair, pts)
    pen.ellipse(ap.skin, x, MOUTH_Y - 0.035, 0.26, 0.09)  # cheeks above the beard line


def _eye(pen: _Pen, ap: Appearance, cx: float, closed: float) -> None:
    cy, w, h = EYE_Y, EYE_W, EYE_H
    lash = INK
    if closed >= 0.85:
        pen.curve(lash, (cx - w / 2, cy - 0.004), (cx, cy + h * 0.75), (cx + w / 2, cy - 0.004), 0.016)
        return
    pen.ellipse(EYE_WHITE, cx, cy, w, h)
    pen.circle(ap.eyes, cx, cy + 0.004, 0.027)
    pen.circle(INK, cx, cy + 0.004, 0.013)
    pen.circle(EYE_WHITE, cx - 0.009, cy - 0.007, 0.006)
    if closed > 0:
        lid = h * closed
        clip = pen.surf.get_clip()
        pen.surf.set_clip(pen.r(cx, cy, w + 0.004, h + 0.004))
        pen.rect(ap.skin, cx - w / 2 - 0.01, cy - h / 2 - 0.01, cx + w / 2 + 0.01, cy - h / 2 + lid)
        pen.surf.set_clip(clip)
        half = w / 2 * math.sqrt(max(0.0, 1 - (1 - 2 * closed) ** 2))
        if half > 0.004:
            pen.line(lash, [(cx - half, cy - h / 2 + lid), (cx + half, cy - h / 2 + lid)], 0.014)
    else:
        pen.curve(lash, (cx - w / 2, cy + 0.004), (cx, cy - h * 0.95), (cx + w / 2, cy + 0.004), 0.014)


def _brows(pen: _Pen, ap: Appearance, m: _Motion) -> None:
    colour = _shade(ap.hair, 0.8) if sum(ap.hair) < 560 else _shade(ap.hair, 0.7)
    raise_ = 0.065 * _smoothstep(m.brow_raise)
    for side, closed in ((-1, m.close_right), (1, m.close_left)):
        cx = HEAD_X + side * EYE_DX
        base = EYE_Y - 0.072 - raise_ + 0.012 * min(1.0, closed) * (1 if m.close_right != m.close_left else 0)
        arch = 0.014 + 0.02 * _smoothstep(m.brow_raise)
        inner, outer = cx - side * 0.052, cx + side * 0.058
        pen.curve(colour, (inner, base + 0.006), (cx, base - arch * 2), (outer, base + 0.012), 0.024)


def _mouth(pen: _Pen, ap: Appearance, m: _Motion) -> None:
    x, y, half = HEAD_X, MOUTH_Y, MOUTH_HALF
    cr, cl = _smoothstep(m.corner_right), _smoothstep(m.corner_left)
    if m.open_mouth > 0.05 or m.tongue_tip > 0.05:
        o = _smoothstep(m.open_mouth)
        t = _smoothstep(m.tongue_tip)
        ow, oh = 0.085 + 0.01 * o, 0.02 + 0.085 * o + 0.02 * t
        cy = y + 0.005 + oh / 2 - 0.01
        pen.ellipse(LIP, x, cy, ow + 0.02, oh + 0.02)
        pen.ellipse(MOUTH_DARK, x, cy, ow, oh)
        if o > 0.3:
            pen.rect(TEETH, x - ow * 0.32, cy - oh / 2 + 0.002, x + ow * 0.32, cy - oh / 2 + 0.018)
            pen.ellipse(TONGUE, x, cy + oh * 0.3, ow * 0.6, oh * 0.35)
        if t:
            tl = 0.012 + 0.055 * t
            pen.ellipse(_shade(TONGUE, 0.8), x, cy + oh / 2 + tl / 2 - 0.01, 0.054, tl + 0.006)
            pen.ellipse(TONGUE, x, cy + oh / 2 + tl / 2 - 0.012, 0.046, tl)
            pen.line(_shade(TONGUE, 0.7), [(x, cy + oh / 2 - 0.002), (x, cy + oh / 2 + tl * 0.55 - 0.012)], 0.006)
        return
    if m.kiss > 0.05:
        k = _smoothstep(m.kiss)
        kw = 0.11 - 0.055 * k
        pen.ellipse(_shade(LIP, 0.8), x + 0.01 * k, y + 0.002, kw + 0.012, 0.03 + 0.03 * k)
        pen.ellipse(LIP, x + 0.01 * k, y, kw, 0.022 + 0.028 * k)
        pen.ellipse(MOUTH_DARK, x + 0.01 * k, y + 0.002, 0.012 + 0.008 * k, 0.006 + 0.012 * k)
        return
    if m.puff > 0.05:
        p = _smoothstep(m.puff)
        pw = half * (1 - 0.55 * p)
        pen.ellipse(_shade(LIP, 0.85), x, y + 0.004, pw * 2 + 0.01, 0.026)
        pen.line(MOUTH_DARK, [(x - pw, y + 0.004), (x + pw, y + 0.004)], 0.012)
        return
    bite = _smoothstep(m.bite)
    left = (x - half - 0.012 * cr, y - 0.005 - 0.064 * cr)   # the face's right corner
    right = (x + half + 0.012 * cl, y - 0.005 - 0.064 * cl)  # the face's left corner
    mid = (x - 0.012 * cr + 0.012 * cl, y + 0.022 - 0.012 * (cr + cl) + 0.01 * bite)
    if bite:
        # the lower lip tucked up under the upper teeth, a crease below it
        lip_y = y + 0.026 + 0.006 * bite
        pen.curve(_shade(ap.skin, 0.7), (x - 0.05, lip_y + 0.03), (x, lip_y + 0.045), (x + 0.05, lip_y + 0.03), 0.01)
        pen.ellipse(_shade(LIP, 0.7), x, lip_y, 0.12, 0.036 + 0.008 * bite)
        pen.ellipse(_shade(LIP, 1.2), x, lip_y - 0.003, 0.108, 0.028 + 0.006 * bite)
    else:
        pen.ellipse(_shade(LIP, 1.05), x, y + 0.022, 0.07, 0.02)  # the lower lip's colour
    pen.curve(MOUTH_DARK, left, mid, right, 0.016)
    if bite:
        top, teeth_h = mid[1] - 0.012, 0.01 + 0.032 * bite
        pen.rect(TEETH, x - 0.045, top, x + 0.045, top + teeth_h, radius=0.006)
        for dx in (-0.022, 0.0, 0.022):
            pen.line(_shade(TEETH, 0.75), [(x + dx, top + 0.004), (x + dx, top + teeth_h - 0.002)], 0.005)
    for corner, c in ((left, cr), (right, cl)):
        if c > 0.3:  # a dimple by the raised corner
            side = -1 if corner is left else 1
            pen.curve(_shade(ap.skin, 0.7), (corner[0] + side * 0.012, corner[1] - 0.022),
                      (corner[0] + side * 0.024, corner[1]), (corner[0] + side * 0.01, corner[1] + 0.02), 0.009)


def _moustache(pen: _Pen, ap: Appearance, m: _Motion) -> None:
    hair, hair_dark = _shade(ap.hair, 0.95), _shade(ap.hair, 0.7)
    x, y = HEAD_X, MOUTH_Y - 0.032
    lift_r, lift_l = 0.04 * _smoothstep(m.corner_right), 0.04 * _smoothstep(m.corner_left)
    pucker = 0.5 * _smoothstep(m.kiss) + 0.5 * _smoothstep(m.puff)
    span = 0.08 * (1 - 0.3 * pucker)
    if ap.moustache == "fino":
        pen.curve(hair_dark, (x - span, y + 0.01 - lift_r), (x, y - 0.012), (x + span, y + 0.01 - lift_l), 0.012)
        return
    for side, lift in ((-1, lift_r), (1, lift_l)):
        tip = (x + side * (span + 0.02), y + 0.03 - lift * 1.2)
        pen.poly(hair_dark, [(x, y - 0.02), (x + side * span * 0.7, y - 0.02 - lift * 0.5), tip,
                             (x + side * span * 0.55, y + 0.018 - lift), (x, y + 0.012)])
        pen.poly(hair, [(x, y - 0.014), (x + side * span * 0.65, y - 0.014 - lift * 0.5),
                        (tip[0] - side * 0.012, tip[1] - 0.008), (x + side * span * 0.5, y + 0.01 - lift), (x, y + 0.006)])


def _hat(pen: _Pen, ap: Appearance, lift: float) -> None:
    """The hat, lifted by ``lift`` (it pops up when the eyebrows go up)."""
    c, dark, light = ap.hat_colour, _shade(ap.hat_colour, 0.65), _shade(ap.hat_colour, 1.3)
    x, y, h = HEAD_X, HEAD_Y, HEAD_H
    top = y - h / 2 - lift
    if ap.hat == "boina":
        pen.ellipse(dark, x + 0.012, top + 0.035, 0.56, 0.15)
        pen.ellipse(c, x + 0.006, top + 0.025, 0.54, 0.13)
        pen.ellipse(light, x - 0.06, top + 0.0, 0.16, 0.04)
        pen.rect(dark, x - 0.012, top - 0.065, x + 0.012, top - 0.03)  # the pitucón
        pen.ellipse(dark, x, top + 0.085, 0.42, 0.035)
    elif ap.hat == "sombrero":
        band = _shade(c, 0.45)
        pen.rect(dark, x - 0.16, top - 0.075, x + 0.16, top + 0.04, radius=0.02)
        pen.rect(c, x - 0.155, top - 0.07, x + 0.14, top + 0.035, radius=0.02)
        pen.ellipse(dark, x, top - 0.073, 0.31, 0.035)
        pen.rect(band, x - 0.16, top - 0.01, x + 0.16, top + 0.03)
        pen.ellipse(dark, x, top + 0.05, 0.68, 0.1)
        pen.ellipse(c, x, top + 0.045, 0.66, 0.08)
        pen.ellipse(_shade(c, 0.8), x, top + 0.04, 0.32, 0.028)
    elif ap.hat == "gorra":
        pen.ellipse(dark, x, top + 0.06, 0.49, 0.26)
        pen.ellipse(c, x - 0.005, top + 0.055, 0.47, 0.24)
        pen.line(dark, [(x, top - 0.06), (x, top + 0.09)], 0.008)
        pen.blend_circle((255, 255, 255, 50), x - 0.1, top + 0.0, 0.05)
        pen.circle(light, x, top - 0.066, 0.016)
        # the visor, seen from the front: a dark crescent over the forehead, lit on its edge
        pen.ellipse(_shade(c, 0.45), x, top + 0.125, 0.5, 0.085)
        pen.ellipse(_shade(c, 0.8), x, top + 0.115, 0.47, 0.06)
        pen.rect(c, x - 0.24, top + 0.06, x + 0.24, top + 0.105)
    elif ap.hat == "panuelo":  # a headscarf over the hair, knotted at the side
        pen.ellipse(dark, x, top + 0.075, 0.52, 0.27)
        pen.ellipse(c, x - 0.004, top + 0.068, 0.5, 0.25)
        pen.rect(c, x - 0.25, top + 0.07, x + 0.25, top + 0.13, radius=0.03)
        pen.line(dark, [(x - 0.23, top + 0.125), (x + 0.23, top + 0.125)], 0.012)
        for dx in (-0.12, 0.0, 0.12):  # dots of the print
            pen.circle(light, x + dx, top + 0.03, 0.018)
        pen.circle(light, x - 0.06, top + 0.09, 0.015)
        pen.circle(light, x + 0.07, top + 0.09, 0.015)
        pen.poly(dark, [(x + 0.22, top + 0.1), (x + 0.33, top + 0.2), (x + 0.27, top + 0.22)])
        pen.poly(c, [(x + 0.22, top + 0.1), (x + 0.3, top + 0.2), (x + 0.25, top + 0.2)])
        pen.circle(dark, x + 0.235, top + 0.11, 0.03)
    elif ap.hat == "palha":  # the straw hat: a wide light brim, a woven crown
        straw, weave = c, _shade(c, 0.78)
        pen.ellipse(dark, x, top + 0.055, 0.8, 0.12)
        pen.ellipse(straw, x, top + 0.05, 0.78, 0.1)
        for k in range(5):
            pen.ellipse(weave, x, top + 0.05, 0.78 - 0.13 * k, 0.1 - 0.016 * k, 0.006)
        pen.rect(dark, x - 0.15, top - 0.07, x + 0.15, top + 0.04, radius=0.04)
        pen.rect(straw, x - 0.145, top - 0.065, x + 0.135, top + 0.035, radius=0.04)
        for k in range(4):
            yy = top - 0.05 + 0.025 * k
            pen.line(weave, [(x - 0.13, yy), (x + 0.125, yy)], 0.006)
        pen.rect(_shade(c, 0.4), x - 0.15, top + 0.005, x + 0.15, top + 0.03)
    elif ap.hat == "couro":  # the sertão's leather hat: the front of the brim turned up, a studded half-moon
        stud = (236, 214, 150)
        pen.rect(dark, x - 0.16, top - 0.06, x + 0.16, top + 0.06, radius=0.05)
        pen.rect(c, x - 0.15, top - 0.055, x + 0.15, top + 0.055, radius=0.05)
        pen.ellipse(dark, x, top + 0.07, 0.64, 0.09)
        moon = [(x + 0.3 * math.cos(a), top + 0.07 - 0.19 * math.sin(a))
                for a in (math.pi * i / 16 for i in range(17))]
        pen.poly(dark, moon)
        inner = [(x + 0.26 * math.cos(a), top + 0.065 - 0.15 * math.sin(a))
                 for a in (math.pi * i / 16 for i in range(17))]
        pen.poly(c, inner)
        for i in range(1, 8):
            a = math.pi * i / 8
            pen.circle(stud, x + 0.21 * math.cos(a), top + 0.06 - 0.115 * math.sin(a), 0.014)
        pen.circle(light, x, top - 0.0, 0.03)


_shared: dict[int, FaceArt] = {}


def face_art(size: int) -> FaceArt:
    """One shared :class:`FaceArt` per size (create once, reuse)."""
    art = _shared.get(size)
    if art is None:
        art = _shared[size] = FaceArt(size)
    return art
