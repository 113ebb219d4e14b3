"""The cast's faces: every character's look is drawable by the face module, the faces tell the
characters apart, and the table draws them in the layout's places, clear of everything else."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.cast import CAST, Look  # noqa: E402
from scenes.table.layout import LANDSCAPE  # noqa: E402
from scenes.ui.cast_faces import HAIR, HATS, MOUSTACHE, appearance, appearance_of, cast_face, rgb  # noqa: E402
from scenes.ui.faces import HAIR_STYLES, HAT_KINDS, MOUSTACHE_KINDS, Pose  # noqa: E402

SIZE = 48


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _differing(a: pygame.Surface, b: pygame.Surface, threshold: int = 60) -> int:
    ba, bb = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    return sum(1 for i in range(0, len(ba), 4) if sum(abs(ba[i + k] - bb[i + k]) for k in range(4)) > threshold)


def test_the_look_words_map_onto_the_face_module():
    assert set(HAIR.values()) <= set(HAIR_STYLES) and set(HATS.values()) - {None} <= set(HAT_KINDS)
    assert set(MOUSTACHE.values()) - {None} <= set(MOUSTACHE_KINDS)
    for c in CAST:
        ap = appearance_of(c.id)
        assert ap == appearance(c.look) and ap.skin == rgb(c.look.skin), c.id
        assert (ap.hat is None) == (c.look.hat == "") and ap.wrinkles == (c.look.age == "old"), c.id
    for bad in ("", "#12345", "#gggggg", "123456", None, "#1234567", "\u202e#ffffff"):
        with pytest.raises(ValueError, match="#rrggbb"):
            rgb(bad)
    with pytest.raises(KeyError):
        appearance(Look(skin="#ffffff", hair="#000000", hair_style="mohawk", shirt="#000000"))


def test_every_face_of_the_cast_differs_from_every_other_at_a_glance():
    faces = {c.id: cast_face(c.id, SIZE) for c in CAST}
    for surf in faces.values():
        assert surf.get_size() == (SIZE, SIZE) and surf.get_at((SIZE // 2, SIZE // 2)).a == 255
    names = list(faces)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert _differing(faces[a], faces[b]) > 30, (a, b)


def test_the_new_hats_and_the_lines_of_age_keep_every_sena():
    """The hats the cast added and the wrinkles draw under every gesture (a seña still shows)."""
    from scenes.ui.faces import GESTURES, FaceArt
    art = FaceArt(SIZE)
    for name in ("dirceu", "ze", "chola", "nieves"):
        ap = appearance_of(name)
        rest = art.face(ap)
        moved = [_differing(rest, art.face(ap, Pose(g, 1.0))) for g in GESTURES]
        assert all(n > 0 for n in moved), (name, dict(zip(GESTURES, moved)))


def test_the_faces_sit_clear_of_the_table_places():
    lay = LANDSCAPE
    fixed = [lay.your_corner, lay.score_box, lay.log_rect, lay.menu_rect, lay.spare_tool_rect]
    fixed += [r for r, _ in lay.hand_slots("bottom", 3)]
    for where, face in lay.cast_faces.items():
        assert lay.w // 2 > 0 and pygame.Rect(lay.frame, lay.frame, lay.w - 2 * lay.frame,
                                              lay.h - 2 * lay.frame).contains(face), where
        for other in fixed + list(lay.talk_boxes.values()):
            assert not face.colliderect(other), (where, face, other)
        for seat_place in ("left", "right", "top"):
            for r, _ in lay.hand_slots(seat_place, 3):
                assert not face.colliderect(r), (where, seat_place)
            for trick in range(3):
                assert not face.colliderect(lay.played_rect(seat_place, trick)), (where, seat_place, trick)
    top = lay.cast_faces["top"]
    assert top.x >= lay.top_plate_left and top.y > lay.plates["top"][1] + 16  # under the top plate


def test_the_call_buttons_keep_clear_of_the_faces_however_many():
    from scenes.table.controls import call_buttons
    lay = LANDSCAPE
    for n in range(1, 10):
        row = call_buttons([(f"a{i}", "Falta envido") for i in range(n)], lay)
        for b in row:
            assert lay.frame < b.rect.x and b.rect.right < lay.w - lay.frame
            for face in lay.cast_faces.values():
                assert not b.rect.colliderect(face), (n, b.rect, face)


def test_the_table_draws_the_characters_faces_and_no_face_without_them(canvas):
    from game.match import Match
    from game.rules import Rules
    from scenes.table.scene import TableScene
    from tests.test_table import make_app
    for cast in ({1: "turco", 2: "cosme", 3: "beba"}, None):
        app = make_app()
        table = TableScene(app, Match(Rules(players=4, target=30), 3), cast=cast)
        app.push(table)
        app.draw(canvas)
        for where in ("left", "top", "right"):
            r = LANDSCAPE.cast_faces[where]
            colours = {tuple(canvas.get_at((x, y)))[:3] for x in range(r.x + 8, r.right - 8, 4)
                       for y in range(r.y + 8, r.bottom - 8, 4)}
            assert (len(colours) > 12) == (cast is not None), (where, cast, len(colours))


def test_the_face_sheet_draws_the_cast(tmp_path):
    from scenes.devtools import face_sheet
    out = tmp_path / "cast.png"
    assert face_sheet.main([str(out), "--size", "32", "--cast"]) == 0
    img = pygame.image.load(str(out))
    assert img.get_height() == face_sheet.sheet(32).get_height() + (len(CAST) - 7) * (32 + 8)
