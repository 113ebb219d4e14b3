"""Headless tests of the game's art: card faces and backs, fósforos, fonts and sounds."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.table.fosforos import draw_fosforos, fosforos_layout  # noqa: E402
from scenes.ui import card_art as cards  # noqa: E402
from scenes.ui import fonts  # noqa: E402
from scenes.ui.card_art import FRENCH_CODES, SPANISH_CODES, CardArt, deck_of  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SIZES = [(110, 170), (60, 93)]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _bytes(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def _diff(a: pygame.Surface, b: pygame.Surface) -> float:
    """Fraction of pixels that differ noticeably between two same-size surfaces."""
    ba, bb = _bytes(a), _bytes(b)
    n = len(ba) // 4
    differ = 0
    for i in range(0, len(ba), 4):
        if sum(abs(ba[i + k] - bb[i + k]) for k in range(3)) > 60:
            differ += 1
    return differ / n


def test_codes_and_decks():
    assert len(SPANISH_CODES) == 40 and len(set(SPANISH_CODES)) == 40
    assert len(FRENCH_CODES) == 40 and len(set(FRENCH_CODES)) == 40
    assert {"1e", "7o", "12c", "10b", "11e"} <= set(SPANISH_CODES)
    assert {"4c", "7h", "As", "Qd", "Kc", "Jh"} <= set(FRENCH_CODES)
    assert deck_of("1e") == "spanish"
    assert deck_of("12c") == "spanish"
    assert deck_of("As") == "french"
    assert deck_of("Qd") == "french"
    assert deck_of("7h") == "french"
    assert deck_of("7c") == "spanish"  # ambiguous: Spanish by default
    assert deck_of("4c") == "spanish"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("deck,codes", [("spanish", SPANISH_CODES), ("french", FRENCH_CODES)])
def test_every_face_renders_distinct(size, deck, codes):
    art = CardArt(*size)
    seen = {}
    for code in codes:
        surf = art.face(code, deck)
        assert surf.get_size() == size
        assert surf.get_flags() & pygame.SRCALPHA
        # rounded corners: the very corner is transparent, the middle opaque
        assert surf.get_at((0, 0)).a == 0
        assert surf.get_at((size[0] // 2, size[1] // 2)).a == 255
        data = _bytes(surf)
        assert data not in seen, f"{code} looks exactly like {seen.get(data)}"
        seen[data] = code
        assert art.face(code, deck) is surf  # cached
    assert len(seen) == 40


@pytest.mark.parametrize("size", SIZES)
def test_backs(size):
    art = CardArt(*size)
    sp, fr = art.back("spanish"), art.back("french")
    for b in (sp, fr):
        assert b.get_size() == size
        assert b.get_flags() & pygame.SRCALPHA
        assert b.get_at((0, 0)).a == 0
    assert _bytes(sp) != _bytes(fr)
    assert art.back("spanish") is sp
    with pytest.raises(ValueError):
        art.back("tarot")


def test_face_infers_deck_and_rejects_nonsense():
    art = CardArt(80, 124)
    assert art.face("As") is art.face("As", "french")
    assert art.face("7c") is art.face("7c", "spanish")
    assert _bytes(art.face("7c", "french")) != _bytes(art.face("7c", "spanish"))
    for bad in ("8e", "Ae", "13c", "1x", "", "10h"):
        with pytest.raises(ValueError):
            art.face(bad)
    with pytest.raises(ValueError):
        art.face("1e", "french")


@pytest.mark.parametrize("suit", ["e", "b", "o", "c"])
def test_spanish_figures_differ_substantially(suit):
    art = CardArt(80, 124)
    sota, caballo, rey = (art.face(f"{r}{suit}") for r in ("10", "11", "12"))
    assert _diff(sota, caballo) > 0.08
    assert _diff(sota, rey) > 0.08
    assert _diff(caballo, rey) > 0.08


@pytest.mark.parametrize("suit", ["c", "h", "s", "d"])
def test_french_courts_differ(suit):
    art = CardArt(80, 124)
    j, q, k = (art.face(f"{r}{suit}", "french") for r in ("J", "Q", "K"))
    assert _diff(j, q) > 0.03
    assert _diff(j, k) > 0.03
    assert _diff(q, k) > 0.03


def _colours(surf):
    data = _bytes(surf)
    return {tuple(data[i:i + 3]) for i in range(0, len(data), 4) if data[i + 3] == 255}


def test_four_colour_changes_clubs_and_diamonds_only():
    two, four = CardArt(80, 124), CardArt(80, 124, four_colour=True)
    for code in ("5c", "Kc", "Ac", "5d", "Qd", "Ad"):
        assert _bytes(two.face(code, "french")) != _bytes(four.face(code, "french")), code
    def green(surf):
        return sum(1 for r, g, b in _colours(surf) if g > r + 60 and g > b + 30)

    def blue(surf):
        return sum(1 for r, g, b in _colours(surf) if b > r + 80 and b > g + 50)

    assert green(four.face("5c", "french")) > 0 and green(two.face("5c", "french")) == 0
    assert blue(four.face("5d", "french")) > 0 and blue(two.face("5d", "french")) == 0
    for code in ("5h", "5s"):
        assert _bytes(two.face(code, "french")) == _bytes(four.face(code, "french")), code
    # the Spanish deck keeps its four strong suit colours
    assert _bytes(two.face("5o")) == _bytes(four.face("5o"))


def test_shared_art_per_size():
    a = cards.art_for(80, 124)
    assert cards.art_for(80, 124) is a and a.size == (80, 124)
    assert cards.art_for(80, 124, True) is not a and cards.art_for(80, 124, True).four_colour


def test_works_before_set_mode():
    screen = pygame.display.get_surface()
    mode = (screen.get_size(), screen.get_flags()) if screen is not None else None
    pygame.display.quit()
    try:
        art = CardArt(60, 93)
        assert art.face("12o").get_size() == (60, 93)
        assert art.back("french").get_size() == (60, 93)
    finally:
        pygame.display.init()
        if mode is not None:
            pygame.display.set_mode(*mode)


def test_fosforos_differ_for_every_score():
    rect = pygame.Rect(0, 0, 60, 300)
    seen = set()
    for target in (30, 15):
        seen.clear()
        for points in range(0, target + 1):
            surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_fosforos(surf, rect, points, target)
            data = _bytes(surf)
            assert data not in seen, (points, target)
            seen.add(data)
    # more than the target shows a full board, no error
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw_fosforos(surf, rect, 45, 30)


def test_fosforos_layout_leaves_room_for_the_malas_buenas_line():
    rect = pygame.Rect(10, 20, 60, 400)
    boxes = fosforos_layout(rect, 30)
    assert len(boxes) == 6
    assert all(rect.contains(b) for b in boxes)
    assert all(boxes[i].bottom <= boxes[i + 1].top for i in range(5))
    assert len(fosforos_layout(rect, 15)) == 3
    gaps = [boxes[i + 1].top - boxes[i].bottom for i in range(5)]
    assert gaps[2] > max(gaps[:2] + gaps[3:])  # between the malas and the buenas


def test_fonts_load_with_licence_beside_them():
    for kind in ("display", "text", "bold"):
        path = fonts.font_path(kind)
        assert path.is_file(), path
        licence = path.parent / fonts.LICENCE_FILES[path.name]
        assert licence.is_file()
        assert "Open Font License" in licence.read_text(encoding="utf-8")
        font = fonts.get_font(kind, 24)
        assert fonts.get_font(kind, 24) is font
        assert font.render("¡Truco! Ñandú, mão, ação", True, (0, 0, 0)).get_width() > 50
    with pytest.raises(ValueError):
        fonts.get_font("comic", 12)
    total = sum(p.stat().st_size for p in (ROOT / "assets" / "fonts").iterdir())
    assert total < 400_000


SOUNDS = ["deal", "play", "shuffle", "points", "envido", "truco", "win"]


@pytest.mark.parametrize("name", SOUNDS)
def test_sounds_exist_and_are_ogg(name):
    path = ROOT / "assets" / "sounds" / f"{name}.ogg"
    assert path.is_file()
    data = path.read_bytes()
    assert data[:4] == b"OggS"
    assert b"vorbis" in data[:200]
    assert len(data) < 30_000
    assert (ROOT / "assets" / "make_sounds.py").is_file()


def test_fonts_survive_a_quit_and_a_new_init():
    """Scenes cache fonts; a pygame.quit() + pygame.init() (tests, restarts) must not break them."""
    import pygame

    from scenes.ui.fonts import get_font

    pygame.init()
    get_font("text", 22).render("hola", True, (0, 0, 0))
    pygame.quit()
    pygame.init()
    assert get_font("text", 22).render("hola", True, (0, 0, 0)).get_width() > 0
