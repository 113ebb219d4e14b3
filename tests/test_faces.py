"""The faces drawn by code (``scenes/ui/faces.py``): every gesture shows, where it should, and eases
in and out; appearances are checked data; the cache stays bounded."""
import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.devtools import face_sheet  # noqa: E402
from scenes.ui import faces  # noqa: E402
from scenes.ui.faces import (  # noqa: E402
    GESTURES, HAIR_STYLES, HAT_KINDS, SEAT_APPEARANCES, SIGN_SECONDS, Appearance, FaceArt, Pose,
    draw_caught_mark, pose_at, sign_amount,
)

SIZE = 96


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _changed(a: pygame.Surface, b: pygame.Surface, threshold: int = 60) -> list[tuple[int, int]]:
    """The pixels that differ noticeably (colour or alpha) between two same-size surfaces."""
    ba, bb = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    w = a.get_width()
    out = []
    for i in range(0, len(ba), 4):
        if sum(abs(ba[i + k] - bb[i + k]) for k in range(4)) > threshold:
            out.append(((i // 4) % w, (i // 4) // w))
    return out


def _centroid(pixels: list[tuple[int, int]]) -> tuple[float, float]:
    return sum(p[0] for p in pixels) / len(pixels), sum(p[1] for p in pixels) / len(pixels)


def test_sign_amount_eases_in_holds_and_eases_out():
    assert sign_amount(0.0) == 0.0 and sign_amount(1.0) == 0.0
    assert sign_amount(-0.5) == 0.0 and sign_amount(7.0) == 0.0
    assert sign_amount(0.5) == 1.0
    rising = [sign_amount(i / 100) for i in range(0, 31)]
    assert rising == sorted(rising) and rising[-1] == 1.0
    assert rising[1] < 0.01  # eases in: barely moving at the start
    for i in range(101):
        f = i / 100
        assert 0.0 <= sign_amount(f) <= 1.0
        assert math.isclose(sign_amount(f), sign_amount(1 - f), abs_tol=1e-9)


def test_pose_at_rests_before_and_after_the_sena():
    assert pose_at("guino", 0.0).amount == 0.0
    assert pose_at("guino", SIGN_SECONDS).amount == 0.0
    assert pose_at("guino", SIGN_SECONDS * 3).amount == 0.0
    assert pose_at("guino", SIGN_SECONDS / 2) == Pose("guino", 1.0)
    assert pose_at("cejas", 0.1, caught=True).caught


def test_every_gesture_shows_and_no_two_look_alike():
    art = FaceArt(SIZE)
    for ap in SEAT_APPEARANCES:
        rest = art.face(ap)
        peaks = {g: art.face(ap, Pose(g, 1.0)) for g in GESTURES}
        for g, surf in peaks.items():
            assert surf.get_size() == (SIZE, SIZE)
            # a seña changes at least ~0.5 % of the face: a readable movement, not a pixel
            assert len(_changed(rest, surf)) > SIZE * SIZE * 0.005, (ap, g)
        names = list(peaks)
        for i, g in enumerate(names):
            for h in names[i + 1:]:
                assert len(_changed(peaks[g], peaks[h])) > SIZE * SIZE * 0.004, (ap, g, h)


@pytest.mark.parametrize("gesture,where", [
    ("cejas", "eyes"), ("guino", "eyes"), ("ojos-cerrados", "eyes"),
    ("boca-derecha", "mouth"), ("boca-izquierda", "mouth"), ("labio", "mouth"), ("beso", "kiss"),
    ("boca-abierta", "mouth"), ("punta-lengua", "mouth"), ("cachetes", "mouth"), ("lengua-mejilla", "mouth"),
])
def test_each_gesture_moves_its_own_part(gesture, where):
    art = FaceArt(SIZE)
    ap = Appearance()  # no hat, no moustache: nothing else moves with the gesture
    changed = _changed(art.face(ap), art.face(ap, Pose(gesture, 1.0)))
    _, y = _centroid(changed)
    # the kiss also sends a heart up past the cheek
    bands = {"eyes": (0.25, 0.5), "mouth": (0.5, 0.78), "kiss": (0.4, 0.7)}
    low, high = bands[where]
    assert low * SIZE <= y <= high * SIZE, (gesture, y / SIZE)


@pytest.mark.parametrize("gesture,side", [
    # the face's own right is on the viewer's left
    ("boca-derecha", "left"), ("boca-izquierda", "right"), ("guino", "right"), ("hombro", "left"),
    ("lengua-mejilla", "right"),
])
def test_one_sided_gestures_move_one_side(gesture, side):
    art = FaceArt(SIZE)
    ap = Appearance()
    x, _ = _centroid(_changed(art.face(ap), art.face(ap, Pose(gesture, 1.0))))
    assert (x < SIZE / 2) == (side == "left"), (gesture, x)


@pytest.mark.parametrize("gesture,right,left", [("hombro", True, False), ("hombros", True, True)])
def test_shoulders_rise_into_the_air_above_them(gesture, right, left):
    art = FaceArt(SIZE)
    for ap in SEAT_APPEARANCES:
        rest, shrug = art.face(ap), art.face(ap, Pose(gesture, 1.0))
        for x, up in ((int(SIZE * 0.1), right), (int(SIZE * 0.9), left)):  # the face's right is on your left
            y = int(SIZE * 0.72)
            assert rest.get_at((x, y)).a == 0
            assert (shrug.get_at((x, y)).a == 255) == up, (ap, gesture, x)


def _marks(surf: pygame.Surface, x0: float, x1: float) -> int:
    """Pixels of the shoulders' lift marks (light strokes) in the columns ``x0``..``x1`` (fractions)."""
    n = surf.get_width()
    count = 0
    for x in range(int(x0 * n), int(x1 * n)):
        for y in range(int(0.35 * n), int(0.8 * n)):
            c = surf.get_at((x, y))
            count += c.a > 200 and all(abs(v - w) <= 14 for v, w in zip((c.r, c.g, c.b), faces.LIFT_MARK))
    return count


def test_one_shoulder_and_both_read_apart_at_the_size_of_how_to_play():
    """At 84 px (Cómo jugar), one raised shoulder is not a face at rest with a pixel moved: the head
    leans and light strokes rise over that shoulder only; both shoulders get strokes on both sides."""
    art = FaceArt(84)
    for ap in SEAT_APPEARANCES:
        rest, one, two = (art.face(ap, Pose(g, 1.0)) for g in (None, "hombro", "hombros"))
        assert len(_changed(rest, one)) > 84 * 84 * 0.1, ap
        for surf, right, left in ((rest, False, False), (one, True, False), (two, True, True)):
            # the face's right shoulder is on the viewer's left
            assert (_marks(surf, 0.0, 0.22) >= 6) == right and (_marks(surf, 0.78, 1.0) >= 6) == left, \
                (ap, right, left, _marks(surf, 0.0, 0.22), _marks(surf, 0.78, 1.0))
        for g in GESTURES:
            if g not in ("hombro", "hombros"):
                face = art.face(ap, Pose(g, 1.0))
                assert _marks(face, 0.0, 0.22) < 6 and _marks(face, 0.78, 1.0) < 6, (ap, g)


def test_both_sided_gestures_are_balanced():
    art = FaceArt(SIZE)
    ap = Appearance()
    for gesture in ("cejas", "ojos-cerrados", "cachetes", "hombros", "boca-abierta"):
        x, _ = _centroid(_changed(art.face(ap), art.face(ap, Pose(gesture, 1.0))))
        assert abs(x - SIZE / 2) < SIZE * 0.06, (gesture, x)


def test_head_tilt_moves_the_head_not_the_shoulders():
    art = FaceArt(SIZE)
    ap = Appearance()
    changed = _changed(art.face(ap), art.face(ap, Pose("cabeza", 1.0)))
    assert changed
    assert all(y < SIZE * 0.85 for _, y in changed)


def test_a_sena_grows_then_fades():
    art = FaceArt(SIZE)
    ap = SEAT_APPEARANCES[1]
    rest = art.face(ap)
    sizes = [len(_changed(rest, art.face(ap, pose_at("guino", SIGN_SECONDS * i / 10)))) for i in range(11)]
    assert sizes[0] == 0 and sizes[-1] == 0
    assert max(sizes) == sizes[5]
    assert sizes[1] < sizes[3] <= sizes[5] and sizes[9] < sizes[7] <= sizes[5]


def test_the_caught_mark_sits_in_the_top_right_corner():
    art = FaceArt(SIZE)
    for ap in SEAT_APPEARANCES:
        changed = _changed(art.face(ap), art.face(ap, Pose(caught=True)))
        assert len(changed) > 60
        assert all(x > SIZE * 0.7 and y < SIZE * 0.3 for x, y in changed)
    with_sign = art.face(SEAT_APPEARANCES[0], Pose("guino", 1.0, caught=True))
    assert _changed(with_sign, art.face(SEAT_APPEARANCES[0], Pose("guino", 1.0)))


def test_draw_caught_mark_stays_in_its_circle():
    surf = pygame.Surface((40, 40), pygame.SRCALPHA)
    draw_caught_mark(surf, (20, 20), 10)
    painted = [(x, y) for x in range(40) for y in range(40) if surf.get_at((x, y)).a]
    assert painted and all((x - 20) ** 2 + (y - 20) ** 2 <= 11 ** 2 for x, y in painted)


def test_the_face_is_transparent_around_the_figure():
    art = FaceArt(SIZE)
    for ap in SEAT_APPEARANCES:
        surf = art.face(ap)
        assert surf.get_flags() & pygame.SRCALPHA
        assert surf.get_at((1, 1)).a == 0 and surf.get_at((SIZE - 2, 1)).a == 0
        assert surf.get_at((SIZE // 2, SIZE // 2)).a == 255


def test_appearances_differ_at_a_glance():
    art = FaceArt(SIZE)
    base = Appearance()
    variants = [Appearance(hat=h) for h in HAT_KINDS]
    variants += [Appearance(hair_style=s) for s in HAIR_STYLES if s != base.hair_style]
    variants += [Appearance(moustache="bigote"), Appearance(moustache="fino"), Appearance(beard=True),
                 Appearance(glasses=True), Appearance(scarf=(200, 40, 40)), Appearance(shirt=(200, 200, 40)),
                 Appearance(skin=faces.SKIN_TONES[4]), Appearance(hair=faces.HAIR_COLOURS[5])]
    images = [art.face(base)] + [art.face(v) for v in variants]
    for i, a in enumerate(images):
        for b in images[i + 1:]:
            assert len(_changed(a, b)) > 20


def test_poses_are_cached_by_step_and_the_cache_is_bounded():
    art = FaceArt(48)
    ap = Appearance()
    assert art.face(ap, Pose("cejas", 0.5)) is art.face(ap, Pose("cejas", 0.5 + 0.2 / faces.STEPS))
    assert art.face(ap, Pose("cejas", 0.001)) is art.face(ap)  # too small a step to draw: at rest
    assert faces.face_art(48) is faces.face_art(48)
    for g in GESTURES:
        for step in range(faces.STEPS + 1):
            art.face(ap, Pose(g, step / faces.STEPS))
    assert len(art._cache) <= faces.CACHE_LIMIT


@pytest.mark.parametrize("kwargs,word", [
    ({"skin": (256, 0, 0)}, "skin"), ({"skin": (1, 2)}, "skin"), ({"hair": "brown"}, "hair"),
    ({"shirt": [1, 2, 3]}, "shirt"), ({"eyes": (True, 0, 0)}, "eyes"), ({"scarf": (1.5, 2, 3)}, "scarf"),
    ({"hat": "bombin"}, "hat"), ({"hat": ""}, "hat"), ({"hair_style": "punk"}, "hair_style"),
    ({"moustache": "\u202ebigote"}, "moustache"), ({"glasses": 1}, "glasses"), ({"beard": None}, "beard"),
])
def test_bad_appearances_are_refused_by_name(kwargs, word):
    with pytest.raises(ValueError, match=word):
        Appearance(**kwargs)


@pytest.mark.parametrize("args", [("guiño", 1.0), ("cejas", 1.5), ("cejas", -0.1), ("cejas", float("nan")),
                                  ("cejas", "1"), (None, float("inf"))])
def test_bad_poses_are_refused(args):
    with pytest.raises(ValueError):
        Pose(*args)


@pytest.mark.parametrize("size", [0, 8, 5000, 96.0, True])
def test_bad_sizes_are_refused(size):
    with pytest.raises(ValueError, match="face size"):
        FaceArt(size)


def test_face_sheet_writes_a_png(tmp_path):
    out = tmp_path / "faces.png"
    assert face_sheet.main([str(out), "--size", "48"]) == 0
    sheet = pygame.image.load(str(out))
    assert sheet.get_width() > 48 * (len(GESTURES) + 2)
    assert face_sheet.main([str(tmp_path / "frames.png"), "--size", "48", "--frames", "guino"]) == 0


def test_face_sheet_reports_an_unwritable_file_in_one_line(tmp_path, capsys):
    assert face_sheet.main([str(tmp_path / "missing-folder" / "x.png"), "--size", "32"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("face_sheet:") and "\n" not in err


def test_every_sena_has_a_gesture_and_no_two_of_a_variant_share_one():
    from game.senas import SIGNS
    for variant, signs in SIGNS.items():
        gestures = [faces.gesture_for(variant, s) for s in signs]
        assert all(g in GESTURES for g in gestures)
        assert len(set(gestures)) == len(gestures), variant
    assert faces.gesture_for("argentino", "ancho-basto") == "guino"
    assert faces.gesture_for("mineiro", "dois-tres") == "hombros"
    with pytest.raises(ValueError, match="no seña"):
        faces.gesture_for("mineiro", "ancho-espada")
