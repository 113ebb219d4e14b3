"""Issue 22: the table's two layouts (``scenes.table.layout``) and turning the window mid-match.

The places the layout keeps for others (a face per seat, a free area for one more control) never
lie over your cards, the call buttons, your corner, the scoreboard or the table's buttons; the
call's banner fits its box; and when the canvas turns nothing of the match is lost: a card in
flight lands at its new place, a pending call still waits, an open dialog stays open.
"""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.match import Match
from game.rules import Rules
from scenes.devtools import measure
from scenes.table.draw.talk import corner_box, lines_height
from scenes.table.layout import PLACES, layout_for
from scenes.ui import registry
from scenes.ui.canvas import LANDSCAPE, PORTRAIT, canvas_for
from scenes.ui.fonts import set_text_scale
from scenes.ui.i18n import set_language

SIZES = [LANDSCAPE, PORTRAIT]


def own_places(lay) -> dict[str, pygame.Rect]:
    """What the table itself draws and a person taps, as rects: your hand (raised), the call
    buttons' rows, your corner, the scoreboard (its strip), the menu and Ayuda buttons."""
    out = {}
    for i, (r, _) in enumerate(lay.hand_slots("bottom", 3)):
        out[f"card{i}"] = r.move(0, -lay.lift - 10).union(r)  # raised, and lifted under the pointer
    for k, y in enumerate(lay.button_rows):
        out[f"row{k}"] = pygame.Rect(lay.button_span[0], y, lay.button_span[1] - lay.button_span[0], lay.button_h)
    out["corner"] = lay.your_corner
    out["score"] = lay.score_strip if lay.score_strip is not None else lay.score_box
    out["menu"] = lay.menu_rect
    out["hint"] = lay.spare_tool_rect
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("faces", [False, True])
def test_faces_and_the_free_control_area_cover_nothing_of_the_table(size, faces):
    """The characters' faces (a table without señas), or each seat's face and the señas button (a
    table with señas), and the free control area lie on the canvas, over nothing of the table's
    own, apart from each other, and in landscape over none of the others' held cards (upright, a
    side player's face lies over its held backs, which show above and below it)."""
    lay = layout_for(size, faces=faces)
    assert lay.portrait == (size == PORTRAIT) and lay.size == size
    canvas = pygame.Rect(0, 0, *size).inflate(-2 * lay.frame, -2 * lay.frame)
    others = own_places(lay)
    held = {f"{where}{i}": r for where in ("left", "top", "right")
            for i, (r, _) in enumerate(lay.hand_slots(where, 3)) if not (lay.portrait and where != "top")}
    mine = list(lay.faces.items()) + list(lay.cast_faces.items()) + [("control", lay.control_rect)]
    for name, rect in mine:
        assert canvas.contains(rect), (size, name, rect)
        for what, r in list(others.items()) + list(held.items()):
            assert not rect.colliderect(r), (size, name, rect, what, r)
    assert lay.control_rect.w >= 84 and lay.control_rect.h >= 84  # room for a thumb-sized control
    for (n1, a), (n2, b) in itertools.combinations(mine, 2):
        assert not a.colliderect(b), (size, n1, a, n2, b)
    if faces:
        assert set(lay.faces) == set(PLACES) and not lay.cast_faces
        assert lay.control_rect.contains(lay.senas_button) and min(lay.senas_button.size) >= 84
        for what, r in others.items():  # the panel opens over the tricks, never over your cards or buttons
            if what.startswith(("card", "row")):
                assert not lay.senas_panel.colliderect(r), (size, what, r)
    else:
        assert set(lay.cast_faces) == {"left", "top", "right"} and not lay.faces


@pytest.mark.parametrize("size", SIZES)
def test_your_cards_and_the_call_buttons_keep_a_thumbs_gap(size):
    lay = layout_for(size)
    cards = [r for r, _ in lay.hand_slots("bottom", 3)]
    assert all(b.x - a.right >= 15 for a, b in zip(cards, cards[1:]))
    raised_top = min(r.y for r in cards) - lay.lift
    assert lay.button_rows[-1] + lay.button_h + 15 <= min(r.y for r in cards) or \
        max(lay.button_rows) >= max(r.bottom for r in cards) + 15  # portrait: rows over the hand
    if lay.portrait:
        assert max(lay.button_rows) + lay.button_h + 15 <= raised_top
        assert lay.big[0] > layout_for(LANDSCAPE).big[0]  # your hand is larger upright


@pytest.mark.parametrize("size, lang, big", [(s, lg, b) for s in SIZES for lg in ("es", "pt", "en")
                                             for b in (False, True)])
def test_the_call_banner_fits_its_box(canvas, size, lang, big):
    for name in ("table-2v2-call", "table-answer-envido", "table-mineiro-onze"):
        app = measure._app({"language": lang, "big_text": big}, size)
        set_language(lang)
        measure.catalogue()[name](app)
        table = app.top
        view = table.view()
        assert view.banner is not None, name
        box, columns = corner_box(view, table.painter)
        for area, lines in columns:
            assert box.contains(area) and lines_height(lines) <= area.h, (name, size, lang, big, lines)
    set_text_scale(1.0)
    set_language("es")


def turned(size):
    return PORTRAIT if size == LANDSCAPE else LANDSCAPE


@pytest.mark.parametrize("start", SIZES)
def test_a_card_in_flight_lands_at_its_new_place_when_the_window_turns(canvas, start):
    app = measure._app({"speed": "normal"}, start)
    app.time_scale = 1.0
    table = measure._table(app, measure.AR2, measure.H2, dealer=1)
    table.apply("0:play:4c")
    table.update(0.05)  # the card sets off
    flight = next(f for f in table.picture.flights if f.card == "4c")
    t_before = flight.t
    app.resize(turned(start))
    assert table.layout.size == turned(start)
    assert flight.t == t_before  # the same flight, at the same moment of its time
    assert flight.end == table.layout.played_rect("bottom", 0).center
    for _ in range(200):
        table.update(1 / 30)
        if not table.picture.flights:
            break
    assert table.picture.tricks[0][0].card == "4c" and table.picture.hands[0] == ["1e", "7o"]


@pytest.mark.parametrize("start", SIZES)
def test_a_pending_call_and_an_open_dialog_survive_the_turn(canvas, start):
    app = measure._app({}, start)
    table = measure._table(app, measure.AR4, measure.H4, dealer=3, actions=["0:play:4c", "1:truco"])
    assert table.view().banner is not None and table.human_acting()
    calls = sorted(b.action for b in table.controls.calls)
    pause = registry.push(app, "pause", table)
    app.resize(turned(start))
    assert app.top is pause and pause.box.w <= turned(start)[0]
    assert all(pygame.Rect(0, 0, *turned(start)).contains(b.rect) for b in pause.buttons)
    pause.resume()
    assert app.top is table and table.view().banner is not None
    assert sorted(b.action for b in table.controls.calls) == calls  # the same answers, in new places
    surface = pygame.Surface(turned(start))
    app.draw(surface)
    table.controls.refresh(table.actions_applied)
    assert all(pygame.Rect(0, 0, *turned(start)).contains(b.rect) for b in table.controls.calls)
    quiero = next(b for b in table.controls.calls if b.action == "quiero")
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=quiero.rect.center, button=1))
    assert table.match.hand.history[-1] == "0:quiero"


@pytest.mark.parametrize("start", SIZES)
def test_an_open_senas_panel_survives_the_turn_and_a_sign_is_tapped_in_its_new_place(canvas, start):
    """A table with señas: the panel open when the window turns stays open in the new layout's
    place (with the faces and the señas button there), and a tap on a sign makes that seña."""
    app = measure._app({}, start)
    measure.catalogue()["table-senas-panel"](app)
    table = app.top
    assert table.senas.open and table.layout.faces
    app.resize(turned(start))
    lay = table.layout
    assert lay.size == turned(start) and set(lay.faces) == set(PLACES) and not lay.cast_faces
    view = table.view()
    assert view.senas is not None and view.senas.open
    assert table.senas.button.rect == lay.senas_button
    assert all(lay.senas_panel.contains(b.rect) for b in view.senas.signs)
    assert {f.rect.topleft for f in view.faces} == {r.topleft for r in lay.faces.values()}
    sign = next(b for b in view.senas.signs if b.enabled)
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=sign.rect.center, button=1))
    assert [(seat, f"sena:{g}") for seat, g, _ in table.match.hand.senas] == [(0, sign.action)]
    assert not table.senas.open


def test_the_folded_scoreboard_opens_on_a_tap_and_folds_on_the_next_or_back(canvas):
    app = measure._app({}, PORTRAIT)
    table = measure._table(app, measure.AR4, measure.H4, dealer=3)
    strip = table.layout.score_strip
    assert strip is not None and strip.h >= 84
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=strip.center, button=1))
    assert table.board_open and registry.is_scene(app.top, "scoreboard")
    app.draw(pygame.Surface(PORTRAIT))
    app.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(360, 1000), button=1))
    assert app.top is table and not table.board_open
    table.toggle_board()
    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_AC_BACK, mod=0, unicode=""))
    assert app.top is table
    app.resize(LANDSCAPE)
    table.toggle_board()  # landscape shows the whole scoreboard: nothing to open
    assert app.top is table and table.layout.score_strip is None


@pytest.mark.parametrize("window, canvas_size", [((390, 844), PORTRAIT), ((844, 390), LANDSCAPE),
                                                 ((1280, 720), LANDSCAPE), ((700, 700), LANDSCAPE),
                                                 ((700, 701), PORTRAIT)])
def test_the_window_shape_picks_the_canvas(window, canvas_size):
    assert canvas_for(window) == canvas_size


@pytest.mark.parametrize("size", SIZES)
def test_the_talk_boxes_keep_clear_of_the_table_in_both_layouts(size):
    """A character's line of table talk (issue 25) sits in its place of either layout: clear of
    your cards, the call buttons, your corner, the scoreboard, the log, the table's buttons and
    every seat's row of tricks, and inside the felt."""
    lay = layout_for(size)
    canvas = pygame.Rect(0, 0, *size).inflate(-2 * lay.frame, -2 * lay.frame)
    fixed = dict(own_places(lay), log=lay.log_rect) if not lay.portrait else own_places(lay)
    for where, box in lay.talk_boxes.items():
        assert canvas.contains(box), (size, where, box)
        assert box.h >= 2 * 28 + 14 - 2, (size, where, box)  # two lines of MIN_TEXT
        for what, r in fixed.items():
            assert not box.colliderect(r), (size, where, box, what, r)
        for seat_place in PLACES:
            for trick in range(3):
                assert not box.colliderect(lay.played_rect(seat_place, trick)), (size, where, seat_place, trick)
    assert set(lay.talk_boxes) == set(lay.talk_tips) == set(PLACES)


@pytest.mark.parametrize("faces", [False, True])
def test_the_log_keeps_clear_of_every_row_of_tricks(faces):
    """Landscape: no played card (of the trick being played or an earlier one) ever covers a line
    of the hand's log: in pairs the log narrows beside the right player's row, keeping its lines."""
    from scenes.table.draw.board import log_box, log_rows
    from scenes.table.layout import landscape
    lay = landscape(faces=faces)
    for players, seats in ((2, ("bottom", "top")), (4, PLACES)):
        box = log_box(lay, players)
        for where, trick, current in itertools.product(seats, range(3), (True, False)):
            card = lay.played_rect(where, trick, current)
            assert not box.colliderect(card), (players, where, trick, current, box, card)
        assert box.right == lay.log_rect.right and box.h == lay.log_rect.h
        assert box.w >= 240 and log_rows(box) >= 4
    assert log_box(lay, 2) == lay.log_rect


def test_the_log_shows_whole_entries_and_every_sena_whole_at_normal_text():
    """A seña told in the log ("Rival izquierdo: punta de la lengua — pica-fumo (7 de diamante)
    (pescada)") is shown whole as the newest entry, in es/pt/en, both variants, in 1v1's log and
    in the narrower log of pairs; older entries that no longer fit are left out whole, never cut;
    only an entry longer than the whole box is cut, ending in "…", within the box's width."""
    from game import senas
    from scenes.table.draw.board import log_box, log_lines, log_rows
    from scenes.table.draw.paint import wrap
    from scenes.table.layout import landscape
    from scenes.table.words import sena_words
    from scenes.ui import i18n
    from scenes.ui.canvas import MIN_TEXT
    from scenes.ui.fonts import get_font
    pygame.init()
    lay = landscape(faces=True)
    names = ("Rival izquierdo", "Compañero", "Companheiro", "Rival esquerdo", "Right rival", "Partner")
    try:
        for box in (log_box(lay, 4), log_box(lay, 2)):
            room, rows = box.w - 24, log_rows(box)
            seen = 0
            for lang in i18n.LANGUAGES:
                set_language(lang)
                for variant in ("argentino", "mineiro"):
                    for sign in senas.signs(variant, flor=variant == "argentino"):
                        gesture, words = sena_words(variant, sign)
                        for who, key in itertools.product(names, ("log_sena", "log_sena_caught")):
                            line = i18n.t(key, who=who, gesture=gesture, sign=words)
                            shown = log_lines(["Baza 1: Nosotros", "+1 Ellos (no quiso)", line], room, rows)
                            assert " ".join(shown[-1]) == line, (lang, box, shown[-1], line)
                            assert sum(len(p) for p in shown) <= rows
                            assert all(" ".join(p) in ("Baza 1: Nosotros", "+1 Ellos (no quiso)")
                                       for p in shown[:-1])
                            seen += 1
            assert seen >= 600
        long = "palabra " * 60
        shown = log_lines(["Baza 1: Nosotros", long], 200, 3)
        font = get_font("text", MIN_TEXT)
        assert len(shown) == 1 and len(shown[0]) == 3 and shown[0][-1].endswith("…")
        assert shown[0][:2] == wrap(long, "text", MIN_TEXT, 188)[:2]
        assert all(font.size(p)[0] <= 188 for p in shown[0])
    finally:
        set_language("es")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("faces", [False, True])
def test_every_talk_box_holds_two_lines_of_talk_at_the_normal_text_size(size, faces):
    """A character's line of talk takes up to ``TALK_LINES`` (2) lines: most lines need two in
    a talk box, and a box one line high cut nearly all of them (portrait, 68 px)."""
    from scenes.table.draw.talk import TALK_LINES, TALK_SIZE
    from scenes.ui.fonts import get_font
    pygame.init()
    set_text_scale(1.0)
    lay = layout_for(size, faces)
    line = get_font("text", TALK_SIZE).get_linesize()
    for where, box in lay.talk_boxes.items():
        assert (box.h - 14) // line >= TALK_LINES, (where, box, line)
