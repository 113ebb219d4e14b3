"""Señas at the table, headless (issue 24, points 2 and 3): the faces and the control stay clear of
everything else, your señas go out by key and by touch (two at most), every seña you see is in the
hand's log, a caught rival's face carries the mark, new matches catch as their players do, and the
one-time tip of the first 2 v 2 match."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.events import Event  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules import Rules  # noqa: E402
from game.senas import signs  # noqa: E402
from scenes.screens.choices import seat_catch  # noqa: E402
from scenes.table.draw.seats import plate_rects  # noqa: E402
from scenes.table.layout import LANDSCAPE_FACES as L, place  # noqa: E402
from scenes.table.scene import TableScene  # noqa: E402
from scenes.table.senas import sign_rects  # noqa: E402
from scenes.table.words import log_line, sena_words  # noqa: E402
from scenes.ui.i18n import set_language  # noqa: E402
from tests.test_table import frame, make_app, run_until  # noqa: E402

AR4 = Rules(players=4, flor=True, senas=True)
MN4 = Rules(variant="mineiro", players=4, target=12, senas=True)
#: seat 0 mano with ancho de espada; the partner (2) holds the ancho de basto
HANDS = [["1e", "3c", "4b"], ["4e", "5c", "6b"], ["1b", "12c", "11e"], ["7o", "6o", "5b"]]


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.display.set_mode((1280, 720))


@pytest.fixture(autouse=True)
def spanish():
    set_language("es")
    yield
    set_language("es")


def table(rules=AR4, seed=3, catch=(30, 0, 30, 0), **settings):
    app = make_app(**settings)
    t = TableScene(app, Match(rules, seed, catch=catch))
    app.push(t)
    return app, t


def your_turn(t):
    return lambda: t.app.top is t and t.human_acting()


def key(app, screen, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    frame(app, screen)


def test_faces_and_the_control_stay_clear_of_cards_plates_buttons_and_the_log(screen):
    for rules in (AR4, MN4):
        app, t = table(rules)
        assert run_until(app, screen, your_turn(t))
        view = t.view()
        assert len(view.faces) == 4 and view.senas is not None
        n = rules.players
        others = [L.score_box, L.log_rect, L.menu_rect, L.spare_tool_rect, L.senas_button]
        plates = {}
        for seat in range(n):
            where = place(n, seat)
            plate, chips = plate_rects(view, t.painter, seat)
            plates[seat] = plate
            others += [c for _, c in chips]
            for rect, angle in L.hand_slots(where, 3):
                if angle and where in ("left", "right"):
                    rect = pygame.Rect(0, 0, rect.h, rect.w).move(rect.x, rect.y)
                others.append(rect)
        others += [b.rect for b in t.controls.calls]
        # Mineiro's burned tandas: beside the scoreboard, two columns of three tiny cards
        burned = pygame.Rect(L.score_box.right + 14, 22, 110 + 2 * 22 + L.tiny[0], 24 + 96 + L.tiny[1])
        for face in view.faces:
            disc = face.rect.inflate(8, 8)
            assert L.frame <= disc.x and disc.right <= L.w - L.frame and disc.y >= 8, face.seat
            for other in others + [burned]:
                assert not disc.colliderect(other), (rules.variant, face.seat, other)
            for seat, plate in plates.items():  # a rival's name plate under its face, on the shirt's hem
                if seat != face.seat or place(n, seat) not in ("left", "right"):
                    assert not disc.colliderect(plate), (rules.variant, face.seat, seat)
                else:
                    assert face.rect.bottom - 8 <= plate.y and abs(plate.centerx - face.rect.centerx) < 4
        assert not L.senas_button.colliderect(L.menu_rect) and not L.senas_button.colliderect(L.spare_tool_rect)


def test_the_senas_panel_never_covers_your_cards_or_the_call_buttons():
    panel = L.senas_panel
    for rect, _ in L.hand_slots("bottom", 3):
        assert not panel.colliderect(rect.move(0, -L.lift))  # raised, when it is your card to play
    call_row = pygame.Rect(0, L.button_y, L.w, L.button_h)
    assert not panel.colliderect(call_row)
    assert not panel.colliderect(L.your_corner)
    for count in (7, 9, 10):  # Mineiro, Argentino without and with flor
        rects = sign_rects(L, count)
        assert all(panel.contains(r) for r in rects)
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_key_s_opens_the_panel_a_number_makes_the_sena_and_two_is_the_most(screen):
    app, t = table()
    assert run_until(app, screen, your_turn(t))
    assert t.view().senas.left == 2
    key(app, screen, pygame.K_s)
    assert t.senas.open and [b.label for b in t.view().senas.signs] == [
        "ancho de espada", "ancho de basto", "siete de espada", "siete de oro", "un tres", "un dos",
        "ancho falso", "envido alto (28 o más)", "flor", "nada"]
    key(app, screen, pygame.K_1)  # true or false: the control does not ask
    h = t.match.hand
    assert [(s, sign) for s, sign, _ in h.senas if s == 0] == [(0, "ancho-espada")]
    assert not t.senas.open
    assert t.view().senas.left == 1
    key(app, screen, pygame.K_s)
    key(app, screen, pygame.K_0)
    assert [sign for s, sign, _ in h.senas if s == 0] == ["ancho-espada", "nada"]
    assert t.view().senas is None  # none left: the control leaves the table
    key(app, screen, pygame.K_s)
    assert not t.senas.open and sum(s == 0 for s, _, _ in h.senas) == 2
    # your señas are in your log, and your partner saw them
    assert any(line == "Vos: cejas arriba — ancho de espada" for line in t.view().log)
    assert all(2 in seen for s, _, seen in h.senas if s == 0)


def test_a_tap_on_the_button_then_on_a_sign_makes_it_and_a_tap_outside_closes(screen):
    app, t = table(rules=MN4, seed=4)
    w, h = screen.get_size()

    def tap(pos):
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, x=pos[0] / w, y=pos[1] / h, finger_id=0,
                                             touch_id=0, dx=0, dy=0, pressure=1))
        frame(app, screen)

    assert run_until(app, screen, lambda: t.view().senas is not None and bool(t.senas.available()))
    played = len(t.match.hand.history)
    tap(L.senas_button.center)
    assert t.senas.open
    tap((L.senas_panel.x - 40, L.senas_panel.bottom + 40))  # outside: closes, nothing else
    assert not t.senas.open and len(t.match.hand.history) == played
    tap(L.senas_button.center)
    zap = sign_rects(L, len(signs("mineiro")))[0]
    tap(zap.center)
    assert [sign for s, sign, _ in t.match.hand.senas if s == 0] == ["zap"]


def test_senas_are_not_offered_once_you_played_your_first_card(screen):
    app, t = table()
    assert run_until(app, screen, your_turn(t))
    card = next(a for a in t.match.legal_actions(0) if a.startswith("play:"))
    assert t.apply(f"0:{card}")
    assert t.senas.available() == [] and t.view().senas is None
    key(app, screen, pygame.K_s)
    assert not t.senas.open


def test_the_log_tells_each_sena_you_see_in_every_language():
    ev = Event("sena", seat=2, what="ancho-basto", seen=(0, 2))
    caught = Event("sena", seat=1, what="zap", seen=(0, 1, 3))
    expect = {"es": ("Compañero: guiño — ancho de basto", "Rival derecho: guiño — zap (pescada)"),
              "pt": ("Parceiro: piscada — ancho de basto", "Rival direito: piscada — zap (pegou)"),
              "en": ("Partner: wink — ancho de basto", "Right rival: wink — zap (caught)")}
    for lang, (partner, rival) in expect.items():
        set_language(lang)
        assert log_line(ev, 4, variant="argentino") == partner
        assert log_line(caught, 4, variant="mineiro") == rival


def dealt_table(catch):
    """A table whose hand is :data:`HANDS` (you are mano), its computer players at ``facil``: they
    make no señas of their own, so the test makes them."""
    m = Match(AR4, 3, dealer=3, catch=catch)
    m.start_hand(hands=HANDS)
    app = make_app()
    t = TableScene(app, m)
    app.push(t)
    return app, t


def test_a_partner_sena_plays_on_its_face_and_a_caught_rival_sena_carries_the_mark(screen):
    app, t = dealt_table(catch=(100, 0, 30, 0))  # you catch every rival seña
    m = t.match
    t.show.queue.extend(m.apply("2:sena:ancho-basto") + m.apply("1:sena:nada") + m.apply("3:sena:nada"))
    seen = {seat: False for seat in range(4)}
    for _ in range(120):
        frame(app, screen)
        for face in t.view().faces:
            if face.pose.gesture is not None and face.pose.amount > 0.5:
                seen[face.seat] = True
                assert face.pose.caught == (face.seat in (1, 3))
    assert seen == {0: False, 1: True, 2: True, 3: True}
    assert {f.seat for f in t.view().faces if f.marked} == {1, 3}
    log = t.view().log
    assert "Compañero: guiño — ancho de basto" in log
    assert "Rival derecho: cierra los ojos — nada (pescada)" in log
    assert "Rival izquierdo: cierra los ojos — nada (pescada)" in log
    # a resumed match keeps the marks and the log
    resumed = TableScene(app, Match.from_json(m.to_json()))
    assert {f.seat for f in resumed.view().faces if f.marked} == {1, 3}
    assert "Compañero: guiño — ancho de basto" in resumed.view().log


def test_a_rival_sena_you_did_not_catch_is_nowhere_on_the_table(screen):
    app, t = dealt_table(catch=(0, 0, 30, 0))  # you never catch one
    m = t.match
    t.show.queue.extend(m.apply("1:sena:nada") + m.apply("2:sena:ancho-basto"))
    faces_seen = set()
    for _ in range(90):
        frame(app, screen)
        faces_seen |= {f.seat for f in t.view().faces if f.pose.gesture is not None}
    assert faces_seen == {2}
    view = t.view()
    assert all(not f.marked for f in view.faces)
    assert not any("nada" in line for line in view.log)
    assert "Compañero: guiño — ancho de basto" in view.log


def test_new_matches_catch_as_their_players_do():
    assert seat_catch(Rules(players=4), {"difficulty": "dificil"}) is None
    assert seat_catch(AR4, {"difficulty": "facil"}) == (30, 0, 0, 0)
    assert seat_catch(AR4, {"difficulty": "normal"}) == (30, 15, 15, 15)
    assert seat_catch(MN4, {"difficulty": "dificil"}) == (30, 30, 30, 30)
    assert seat_catch(AR4, {"difficulty": "\u202egarbage" * 1000}) == (30, 15, 15, 15)


def test_the_tip_on_senas_shows_once_on_the_first_two_against_two_match(screen, monkeypatch):
    monkeypatch.setattr("scenes.table.scene.OFFER_TIPS", True)
    app = make_app()
    t = TableScene(app, Match(Rules(players=2), 1))
    app.push(t)
    run_until(app, screen, your_turn(t), limit=600)
    assert app.top is t and not app.settings.get("tip_senas")  # not for one against one
    t4 = TableScene(app, Match(Rules(players=4), 1))
    app.stack[-1] = t4
    assert run_until(app, screen, lambda: app.top is not t4)
    assert app.settings.get("tip_senas") is True
    tip = app.top
    app.stack.pop()
    assert tip is not t4 and app.top is t4
    run_until(app, screen, lambda: False, limit=200)
    assert app.top is t4  # once only


def test_how_to_play_draws_every_sign_of_each_variant(screen, monkeypatch):
    from scenes.screens import howto
    drawn = []
    monkeypatch.setattr(howto, "label", lambda surface, text, pos, **kw: drawn.append(text) or pygame.Rect(pos, (10, 20)))
    app = make_app(flor=True)
    scene = howto.HowToScene(app)
    app.push(scene)
    pages = [i for i, p in enumerate(howto.PAGES) if p.senas]
    assert [howto.PAGES[i].variant for i in pages] == ["argentino", "mineiro"]
    for i, variant in zip(pages, ("argentino", "mineiro")):
        scene.turn(i)
        drawn.clear()
        scene.draw(screen)
        for sign in signs(variant, flor=True):
            gesture, name = sena_words(variant, sign)
            assert name in drawn and gesture in drawn, (variant, sign)


def test_characters_at_a_table_with_senas_wear_their_looks_on_the_senas_faces_only(screen):
    """With characters and señas, each character's face is the señas face (its own looks, the
    gestures on it): the faces under the name plates are not drawn a second time."""
    from game.ai.cast import BY_ID
    from scenes.ui.cast_faces import appearance
    from scenes.ui.faces import SEAT_APPEARANCES
    cast = {s: c.id for s, c in zip((1, 2, 3), [c for c in BY_ID.values() if c.variant == "argentino"])}
    app = make_app()
    t = TableScene(app, Match(AR4, 3, catch=(30, 0, 30, 0)), cast=cast)
    app.push(t)
    view = t.view()
    assert view.layout.cast_faces == {}  # no second face under the plates
    looks = {f.seat: f.appearance for f in view.faces}
    assert set(looks) == {0, 1, 2, 3}
    for seat, cid in cast.items():
        assert looks[seat] == appearance(BY_ID[cid].look)
    assert looks[0] == SEAT_APPEARANCES[0]
    frame(app, screen)  # and it draws
