"""Issue 22: every screen laid out on a phone held upright (390 × 844 CSS px, the portrait canvas)
and turned (844 × 390, the landscape one), in Spanish, Portuguese and English, with and without
Texto grande, measured rather than looked at: every text drawn (its font's size and where its ink
lands) and every tap target, converted to CSS px of that phone (``scenes.devtools.measure``).

The minimums are ``scenes.ui.canvas``'s: text 12 CSS px (times Texto grande's factor when it is
on), tap targets 44 × 44 CSS px and 8 CSS px apart; nothing outside the canvas or cut off; no text
over another text, and no text half over a button (a button's label lies wholly inside it).
"""
from __future__ import annotations

import itertools

import pygame
import pytest

from scenes.devtools import measure
from scenes.ui.canvas import (BIG_TEXT, GAP_CSS, MIN_KEY_TEXT, MIN_TEXT, MIN_TEXT_CSS, PHONES, TAP_CSS,
                              PORTRAIT, LANDSCAPE)
from scenes.ui.i18n import set_language

#: screens still laid out for one canvas only (drawn fitted into the other): none measured here
NOT_YET: set[str] = set()
CASES = [(shape, lang, big) for shape in ("portrait", "landscape") for lang in ("es", "pt", "en")
         for big in (False, True)]


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two rects are (negative: they overlap)."""
    return max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom)


def problems(sheet: measure.Sheet, big: bool) -> list[str]:
    """Everything on one screen that breaks a rule of the module docstring."""
    out = []
    name = sheet.name
    canvas = pygame.Rect(0, 0, *sheet.canvas)
    least = MIN_TEXT_CSS * (BIG_TEXT if big else 1)
    for text in sheet.texts:
        if sheet.css(text.px) < least - 0.01:
            out.append(f"{name}: {text.text!r} is {sheet.css(text.px):.1f} CSS px (< {least})")
        if text.clipped or not canvas.contains(text.ink):
            out.append(f"{name}: {text.text!r} is cut off or off the canvas at {text.ink}")
    whole = [t for t in sheet.targets if t.rect != canvas]  # the opened scoreboard: a tap anywhere folds it
    for target in whole:
        if min(sheet.css(target.rect.w), sheet.css(target.rect.h)) < TAP_CSS - 0.01:
            out.append(f"{name}: target {target.name} {target.rect.size} is under {TAP_CSS} CSS px")
        if not canvas.contains(target.rect):
            out.append(f"{name}: target {target.name} {target.rect} is off the canvas")
    for a, b in itertools.combinations(whole, 2):
        if sheet.css(gap(a.rect, b.rect)) < GAP_CSS - 0.01:
            out.append(f"{name}: targets {a.name} and {b.name} are {sheet.css(gap(a.rect, b.rect)):.1f} CSS px apart")
    inked = [t for t in sheet.texts if t.ink.w and t.ink.h]
    for a, b in itertools.combinations(inked, 2):
        if a.text == b.text and abs(a.ink.x - b.ink.x) <= 4 and abs(a.ink.y - b.ink.y) <= 4:
            continue  # a text and its shadow
        if a.ink.colliderect(b.ink):
            out.append(f"{name}: {a.text!r} {a.ink} overlaps {b.text!r} {b.ink}")
    for text in inked:
        for target in whole:
            if text.ink.colliderect(target.rect) and not target.rect.contains(text.ink):
                out.append(f"{name}: {text.text!r} {text.ink} runs over the edge of {target.name} {target.rect}")
    return out


@pytest.mark.parametrize("shape, lang, big", CASES)
def test_every_screen_is_readable_and_reachable_on_a_phone(canvas, shape, lang, big):
    window = PHONES[shape]
    sheets = measure.sheets(window, lang, big)
    names = set(measure.catalogue()) - NOT_YET
    sheets = [s for s in sheets if s.name not in NOT_YET]
    assert {s.name for s in sheets} == names, "every screen of the catalogue was set up"
    found = [p for s in sheets for p in problems(s, big)]
    assert not found, f"{len(found)} problems at {window} {lang}{' Texto grande' if big else ''}:\n" + \
        "\n".join(found[:40])
    for s in sheets:
        assert s.canvas == (PORTRAIT if shape == "portrait" else LANDSCAPE), s.name
        assert s.texts and s.targets, f"{s.name} drew no text or offers nothing to tap"


def test_texto_grande_makes_every_screen_larger(canvas):
    """Every text of every screen is at least Texto grande's minimum, and each screen's mean text
    size grows by a tenth at least (labels fitted to a button's width shrink back toward the
    minimum, so a screen of buttons grows less than the full factor; the mean rather than the
    median, which jumps between two sizes when a longer text takes more lines)."""
    normal = {s.name: s for s in measure.sheets(PHONES["portrait"], "es", False)}
    big = {s.name: s for s in measure.sheets(PHONES["portrait"], "es", True)}
    for name, sheet in normal.items():
        if name not in big or name in NOT_YET:
            continue
        small = [t.px for t in sheet.texts]
        large = [t.px for t in big[name].texts]
        mean = sum(small) / len(small), sum(large) / len(large)
        assert mean[1] >= 1.1 * mean[0], (name, mean)
        assert min(large) >= round(MIN_TEXT * BIG_TEXT), (name, min(large))
    set_language("es")


def test_the_measurements_see_what_is_drawn(canvas):
    """The probe is not blind: a text drawn too small, off the canvas, or over another, and a target
    too small or too close, are all caught."""
    from scenes.devtools.measure import Sheet, Target, Text
    r = pygame.Rect
    sheet = Sheet("probe", (720, 1280), 390 / 720,
                  texts=[Text("tiny", 18, r(10, 10, 40, 20), r(10, 10, 40, 20), False, "x"),
                         Text("off", 30, r(700, 10, 60, 30), r(700, 10, 60, 30), False, "x"),
                         Text("a", 30, r(100, 100, 50, 30), r(100, 100, 50, 30), False, "x"),
                         Text("b", 30, r(120, 110, 50, 30), r(120, 110, 50, 30), False, "x")],
                  targets=[Target("small", r(300, 300, 60, 84)), Target("near", r(370, 300, 84, 84)),
                           Target("far", r(500, 600, 84, 84))])
    found = "\n".join(problems(sheet, False))
    for what in ("'tiny' is 9.8", "'off' is cut off", "'a'", "target small", "small and near"):
        assert what in found, what
    assert "far" not in found


def test_card_indices_and_the_scoreboard_are_larger(canvas):
    """Your cards and the trick being played carry their index at 14 CSS px at least, every other
    card at 12; the scoreboard's names and counts are at 14 at least, in both layouts."""
    for shape in ("portrait", "landscape"):
        app = measure._app({"language": "es"}, PORTRAIT if shape == "portrait" else LANDSCAPE)
        measure.catalogue()["table-2v2"](app)
        table = app.top
        art = table.painter.art
        assert art["big"].index_px >= MIN_KEY_TEXT and art["played"].index_px >= MIN_KEY_TEXT
        assert all(a.index_px >= MIN_TEXT for a in art.values())
        sheet = measure.measure(app, "table", PHONES[shape])
        score = [t for t in sheet.texts if t.text in ("Nosotros", "Ellos", "0", "Vale 1")]
        assert len(score) >= 4 and all(t.px >= MIN_KEY_TEXT for t in score), [(t.text, t.px) for t in score]


#: tables with faces beside the seats: señas (their control, its panel open) and characters
FACE_SCREENS = ("table-senas", "table-senas-cast", "table-senas-mineiro", "table-senas-panel",
                "table-senas-panel-mineiro", "table-cast-talk-left", "table-cast-talk-top")


def seat_parts(table) -> dict[str, list[pygame.Rect]]:
    """Every seat's held cards (yours raised and not), name plate and chips, and the rows of
    call buttons, by a name that says whose."""
    from scenes.table.draw.seats import plate_rects
    from scenes.table.layout import place
    lay, view, n = table.layout, table.view(), table.rules.players
    out: dict[str, list[pygame.Rect]] = {}
    for seat in range(n):
        where = place(n, seat)
        cards = [r for r, _ in lay.hand_slots(where, max(1, table.picture.slot_count(seat)))]
        if where == "bottom":
            cards += [r.move(0, -lay.lift) for r in cards]
        plate, chips = plate_rects(view, table.painter, seat)
        out[f"seat {seat} cards"] = cards
        out[f"seat {seat} plate"] = [plate] + [r for _, r in chips]
    x0, x1 = lay.button_span
    out["call buttons"] = [pygame.Rect(x0, y, x1 - x0, lay.button_h) for y in lay.button_rows]
    return out


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_faces_and_the_senas_panel_cover_no_seat(canvas, shape, big):
    """No face (a seat's, for the señas; a character's) lies over any seat's held cards, name plate
    or chips, nor over the call buttons' rows; the open señas panel covers none of your cards
    (raised or not), your plate and chips, nor the call buttons' rows."""
    from scenes.ui.fonts import apply_settings
    found = []
    for name in FACE_SCREENS:
        app = measure._app({"language": "es", "big_text": big}, PORTRAIT if shape == "portrait" else LANDSCAPE)
        measure.catalogue()[name](app)
        table = app.top
        lay = table.layout
        parts = seat_parts(table)
        faces = dict(lay.faces) or {p: r for p, r in lay.cast_faces.items() if table.cast}
        assert faces, name
        for where, face in faces.items():
            for whose, rects in parts.items():
                if any(face.colliderect(r) for r in rects):
                    found.append(f"{name}: the {where} face {face} covers {whose}")
        if table.senas.open:
            panel = lay.senas_panel
            for whose in ("seat 0 cards", "seat 0 plate", "call buttons"):
                if any(panel.colliderect(r) for r in parts[whose]):
                    found.append(f"{name}: the señas panel {panel} covers {whose}")
    apply_settings({})
    assert not found, "\n".join(found)


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_every_sign_name_in_the_senas_panel_is_drawn_whole(canvas, shape, big):
    """In the open señas panel every sign's name is drawn whole (in one line or more, never cut nor
    ended with "…"), as the catalogue words it, in Spanish, Portuguese and English, Argentino (with
    flor: ten signs) and Mineiro (seven); and every word of a sign stays inside its button."""
    from scenes.table.words import sena_words
    from scenes.ui.fonts import apply_settings
    window = PHONES[shape]
    for lang in ("es", "pt", "en"):
        for name in ("table-senas-panel", "table-senas-panel-mineiro"):
            app = measure._app({"language": lang, "big_text": big}, PORTRAIT if shape == "portrait" else LANDSCAPE)
            set_language(lang)
            measure.catalogue()[name](app)
            table = app.top
            sheet = measure.measure(app, name, window)
            signs = table.view().senas.signs
            assert len(signs) == (7 if "mineiro" in name else 10)
            for b in signs:
                words = sena_words(table.rules.variant, b.data["sign"])[1]
                inside = [x for x in sheet.texts if x.ink.colliderect(b.rect)]
                assert all(b.rect.contains(x.ink) for x in inside), (lang, name, b.label)
                seq: list[str] = []
                for x in inside:  # in the order drawn; a text's shadow comes just before it
                    if not seq or seq[-1] != x.text:
                        seq.append(x.text)
                if seq and seq[0] == str(b.data["number"]):
                    seq = seq[1:]  # the number key's tab
                lines = next((seq[:k] for k in range(1, len(seq) + 1) if " ".join(seq[:k]) == words), None)
                assert lines is not None, (lang, name, shape, big, words, seq)
                assert not any("…" in line for line in lines), (lang, name, words, lines)
    set_language("es")
    apply_settings({})
