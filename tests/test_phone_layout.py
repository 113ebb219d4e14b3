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


def table_at(name: str, shape: str, big: bool, lang: str = "es"):
    """The app with the catalogue's table ``name`` set up on the canvas of ``shape``."""
    app = measure._app({"language": lang, "big_text": big}, PORTRAIT if shape == "portrait" else LANDSCAPE)
    set_language(lang)
    measure._apply_text_size(app)
    measure.catalogue()[name](app)
    return app


def tables(names, shape: str, big: bool, lang: str = "es"):
    """Each of the catalogue's screens ``names`` set up (:func:`table_at`), with its name; the
    text size and the language are put back after the last."""
    from scenes.ui.fonts import apply_settings
    try:
        for name in names:
            yield name, table_at(name, shape, big, lang)
    finally:
        apply_settings({})
        set_language("es")


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
    found = []
    for name, app in tables(FACE_SCREENS, shape, big):
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
    assert not found, "\n".join(found)


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_every_sign_name_in_the_senas_panel_is_drawn_whole(canvas, shape, big):
    """In the open señas panel every sign's name is drawn whole (in one line or more, never cut nor
    ended with "…"), as the catalogue words it, in Spanish, Portuguese and English, Argentino (with
    flor: ten signs) and Mineiro (seven); and every word of a sign stays inside its button."""
    from scenes.table.words import sena_words
    window = PHONES[shape]
    for lang in ("es", "pt", "en"):
        for name, app in tables(("table-senas-panel", "table-senas-panel-mineiro"), shape, big, lang):
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


#: the words a call bubble says, short and long (the longest of the table's calls in Spanish)
BUBBLE_WORDS = ("No quiero", "¡Quiero vale cuatro!", "Pasá, compañero")


def face_discs(table) -> dict[str, pygame.Rect]:
    """Every face drawn on the table with its disc (a señas table's seats', or the characters'),
    by place."""
    lay = table.layout
    faces = dict(lay.faces) or {p: r for p, r in lay.cast_faces.items() if table.cast}
    return {where: r.inflate(8, 8) for where, r in faces.items()}


def plates(table) -> dict[str, list[pygame.Rect]]:
    """Every seat's name plate and chips."""
    from scenes.table.draw.seats import plate_rects
    view = table.view()
    out = {}
    for seat in range(table.rules.players):
        plate, chips = plate_rects(view, table.painter, seat)
        out[f"seat {seat} plate"] = [plate] + [r for _, r in chips]
    return out


def talk_places(table) -> dict[str, pygame.Rect]:
    """Where each seat's words may lie: its call bubble (short and long words) and, on a table of
    characters, its talk box."""
    from scenes.table.draw.talk import bubble_box
    from scenes.table.layout import place
    view, lay = table.view(), table.layout
    out = {}
    for seat in range(table.rules.players):
        for words in BUBBLE_WORDS:  # as drawn: smaller, or on more lines, only where it must
            out[f"seat {seat}'s bubble {words!r}"] = bubble_box(view, table.painter, seat, words)[0]
        if table.cast and seat in table.cast:
            out[f"seat {seat}'s talk box"] = lay.talk_boxes[place(table.rules.players, seat)]
    return out


def answers_overlap(name: str, table) -> list[str]:
    """Where a call's bubble and its answer's (rival seats, either calling) overlap as drawn: the
    call's where it goes alone, the answer's clear of it (``taken``, as ``draw_bubbles`` places it)."""
    from scenes.table.draw.talk import bubble_box
    view, found = table.view(), []
    n = table.rules.players
    for caller, answerer in itertools.permutations(range(n), 2):
        if caller % 2 == answerer % 2:
            continue
        for call, answer in itertools.product(BUBBLE_WORDS, repeat=2):
            first = bubble_box(view, table.painter, caller, call)[0]
            second = bubble_box(view, table.painter, answerer, answer, (first.inflate(8, 8),))[0]
            if first.colliderect(second):
                found.append(f"{name}: seat {caller}'s bubble {call!r} {first} overlaps seat {answerer}'s "
                             f"{answer!r} {second} (a call and its answer)")
    return found


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_faces_bubbles_and_burned_cards_keep_apart(canvas, shape, big):
    """On every table with faces: no two faces (their discs) overlap; no call bubble (of every
    seat, short and long words) nor talk box covers a face, any seat's name plate or chips, or the
    señas button; a call's bubble and its answer's (rival seats) do not overlap as drawn; Mineiro's burned tandas lie over no face, no name plate nor chips, nor anyone's
    held cards (portrait: they are in the opened scoreboard, under its parts)."""
    from scenes.table.draw.board import BOARD_LEFT_W, board_burned_rect, burned_rect
    found = []
    for name, app in tables(FACE_SCREENS + ("table-senas-mineiro-burned", "table-mineiro-burned"), shape, big):
        table = app.top
        discs = face_discs(table)
        for (a, ra), (b, rb) in itertools.combinations(discs.items(), 2):
            if ra.colliderect(rb):
                found.append(f"{name}: the {a} face {ra} overlaps the {b} face {rb}")
        named = {f"the {where} face": [r] for where, r in discs.items()}
        named.update(plates(table))
        if table.layout.faces:
            named["the señas button"] = [table.layout.senas_button]
        said = talk_places(table)
        found += answers_overlap(name, table)
        for what, box in said.items():
            for whose, rects in named.items():
                if any(box.colliderect(r) for r in rects):
                    found.append(f"{name}: {what} {box} covers {whose}")
        burned = burned_rect(table.view(), table.painter)
        if "burned" in name:
            opened = board_burned_rect(table.view(), table.painter)
            assert (burned is None) != (opened is None), name  # on the felt, or in the opened scoreboard
            if opened is not None:
                box = table.layout.score_box
                column = pygame.Rect(box.x + 8, box.y, BOARD_LEFT_W, box.h - 2 * 28)  # the close line under it
                assert column.contains(opened), (name, opened, column)
                continue
            parts = dict(named)
            parts.update({k: v for k, v in seat_parts(table).items() if k.endswith("cards")})
            for whose, rects in parts.items():
                if any(burned.colliderect(r) for r in rects):
                    found.append(f"{name}: the burned cards {burned} cover {whose}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_no_played_card_covers_a_plate(canvas, shape, big):
    """No played card, of any seat, in any trick (the trick being played, full size, framed as
    its winner; or an earlier one, smaller) lies over any seat's name plate or chips: 1v1, 2v2 and
    Mineiro, with and without faces (señas, characters)."""
    from scenes.table.layout import place
    found = []
    for name, app in tables(("table-1v1", "table-2v2", "table-mineiro", "table-senas", "table-senas-mineiro",
                             "table-senas-cast", "table-cast-talk-left"), shape, big):
        table = app.top
        lay, n = table.layout, table.rules.players
        named = plates(table)
        for seat in range(n):
            for trick in range(3):
                for current in (True, False):
                    card = lay.played_rect(place(n, seat), trick, current).inflate(10, 10)
                    for whose, rects in named.items():
                        if any(card.colliderect(r) for r in rects):
                            found.append(f"{name}: seat {seat}'s card of trick {trick + 1} "
                                         f"({'current' if current else 'earlier'}) {card} covers {whose}")
    assert not found, "\n".join(found)


def played_places(table) -> list[pygame.Rect]:
    """Every place a played card may lie at full size (the trick being played), with a winner's
    frame, of every seat in every trick."""
    from scenes.table.layout import place
    lay, n = table.layout, table.rules.players
    return [lay.played_rect(place(n, seat), k).inflate(10, 10) for seat in range(n) for k in range(3)]


#: tables of characters, one of them talking: 2v2, 1v1, Mineiro (two tandas burned), with señas
TALK_TABLES = ("table-cast-talk-left", "table-cast-talk-1v1", "table-cast-talk-mineiro", "table-senas-cast")


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_every_line_of_talk_is_drawn_whole_and_covers_nothing(canvas, shape, big):
    """Every line of the talk catalogue (es, pt, en), said by every character's seat of a 1v1,
    2v2, Mineiro and señas table, is drawn whole (never cut, nor ended with "…"), inside the felt,
    and its box covers no face, name plate, chip, held card, place of a played card, call button,
    the log (landscape), the señas button, nor Mineiro's burned tandas. The longest line of each
    language is drawn and read back: the box holds exactly its lines, and nothing is drawn over
    it (portrait, Texto grande: a long line may lie over the folded scoreboard, a moment)."""
    from scenes.strings.talk import STRINGS
    from scenes.table.draw.board import burned_rect
    from scenes.table.draw.talk import TALK_SIZE, talk_rect
    from scenes.table.picture import Talk
    from scenes.ui.fonts import get_font
    lines = sorted({words for by_lang in STRINGS.values() for words in by_lang.values()})
    longest = {lang: max((v[lang] for v in STRINGS.values()), key=len) for lang in ("es", "pt", "en")}
    found: list[str] = []
    for name, app in tables(TALK_TABLES, shape, big):
        table = app.top
        lay = table.layout
        assert table.cast, name
        named = {k: v for k, v in seat_parts(table).items()}
        named["a face"] = list(face_discs(table).values())
        named["a played card's place"] = played_places(table)
        if not lay.portrait:
            named["the log"] = [lay.log_rect]
        burned = burned_rect(table.view(), table.painter)
        if burned is not None:
            named["the burned tandas"] = [burned]
        if lay.faces:
            named["the señas button"] = [lay.senas_button]
        assert ("mineiro" not in name) or burned is not None or lay.portrait, name
        felt = pygame.Rect(0, 0, *lay.size).inflate(-2 * lay.frame, -2 * lay.frame)
        font = get_font("text", TALK_SIZE)
        for seat in table.cast:
            for line in lines:
                table.picture.talk = Talk(seat, line, 60.0)
                box, drawn = talk_rect(table.view(), table.painter)
                where = f"{name} seat {seat} {line!r} in {box}"
                said = " ".join(drawn)
                if said != line and said != f"{table.names[seat]}: {line}":  # far from its speaker: named
                    found.append(f"{where}: drawn as {drawn}")
                if any(font.size(part)[0] > box.w - 16 for part in drawn) or not felt.contains(box):
                    found.append(f"{where}: words out of the box, or the box off the felt")
                found += [f"{where}: covers {whose}" for whose, rects in named.items() if box.collidelist(rects) >= 0]
            for lang, line in longest.items():
                set_language(lang)
                table.picture.talk = Talk(seat, line, 60.0)
                table.dirty = True
                box, drawn = talk_rect(table.view(), table.painter)
                sheet = measure.measure(app, name, PHONES[shape])
                start = next(i for i, x in enumerate(sheet.texts) if x.text == drawn[0] and box.contains(x.ink))
                read = [x.text for x in sheet.texts[start:] if x.ink.colliderect(box)]  # nothing drawn over it
                assert read == drawn and " ".join(read) in (line, f"{table.names[seat]}: {line}"), (name, read)
            set_language("es")
        table.picture.talk = None
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:30])


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_a_line_of_talk_never_covers_a_call_bubble(canvas, shape, big):
    """A character talks while a call bubble shows, its own or another seat's, or a call and its
    answer: the talk box stays off every bubble (seen in landscape 2v2: "Prudente. Fica pra
    próxima." over the same speaker's "¡Truco!")."""
    from scenes.strings.talk import STRINGS
    from scenes.table.draw.talk import placed_bubbles, talk_rect
    from scenes.table.picture import Bubble, Talk
    said = [max((v["es"] for v in STRINGS.values()), key=len), min((v["es"] for v in STRINGS.values()), key=len)]
    calls = [longest_calls()["es"], "¡Truco!"]
    found, checked = [], 0
    for name, app in tables(TALK_TABLES, shape, big):
        table = app.top
        n = table.view().players
        for speaker in table.cast:
            for caller in range(n):
                for shown in ({caller: calls[0]}, {caller: calls[1], (caller + 1) % n: "No quiero"}):
                    table.picture.bubbles = {seat: Bubble(words, 2.0) for seat, words in shown.items()}
                    bubbles = [box for _, box, _, _ in placed_bubbles(table.view(), table.painter)]
                    for line in said:
                        table.picture.talk = Talk(speaker, line, 60.0)
                        box, _ = talk_rect(table.view(), table.painter)
                        checked += 1
                        if box.collidelist(bubbles) >= 0:
                            found.append(f"{name}: seat {speaker} says {line!r} in {box} over {shown} at {bubbles}")
        table.picture.bubbles, table.picture.talk = {}, None
    assert checked > 100
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:20])


#: the longest words a call bubble says in each language (of every ``say_`` string; a value as 33)
def longest_calls() -> dict[str, str]:
    from scenes.ui import i18n
    from scenes.ui.fonts import get_font
    font = get_font("display", 34)
    i18n.t("say_truco")  # the catalogues load on first use
    keys = [k for k in i18n._catalog if k.startswith("say_")]
    out = {}
    for lang in ("es", "pt", "en"):
        i18n.set_language(lang)
        out[lang] = max((i18n.t(k, value=33) for k in keys), key=lambda words: font.size(words)[0])
    i18n.set_language("es")
    return out


#: cards to lay on the table, by variant (any will do: only where they lie counts)
TABLE_CARDS = {"argentino": measure.H4[0] + measure.H4[1] + measure.H4[2] + measure.H4[3],
               "mineiro": measure.MN_STOCK[:12]}
#: the tables a call bubble is placed on in the tests below
BUBBLE_TABLES = ("table-1v1", "table-2v2", "table-mineiro", "table-cast-talk-left", "table-senas")


def lay_tricks(table, played: int) -> None:
    """Lay ``played`` whole tricks on ``table``, and all but one card of the next (the hand goes
    on: the most cards a call can meet)."""
    n = table.rules.players
    deck = iter(TABLE_CARDS[table.rules.variant])
    tricks = [[(seat, next(deck), False) for seat in range(n)] for _ in range(3)]
    table.picture.tricks = tricks[:played] + [tricks[played][:n - 1]]


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_no_call_bubble_covers_a_played_card(canvas, shape, big):
    """No seat's call bubble, saying the longest call of each language, covers a card played so
    far (framed as a winner), with every seat's card of none, one or two tricks on the table and
    all but one of the next (the most a call can meet); nor a face, name plate or chip: 1v1,
    2v2, Mineiro, with señas and with characters, both canvases (yours may go down into your
    corner: :func:`test_your_bubble_in_your_corner`). Its words on one, two or three lines, all of them."""
    from scenes.table.draw.seats import trick_cards
    from scenes.table.draw.talk import bubble_box, bubble_obstacles
    calls = longest_calls()
    assert len(set(calls.values())) >= 2 and all(len(words) >= 15 for words in calls.values()), calls
    found = []
    for name, app in tables(BUBBLE_TABLES, shape, big):
        table = app.top
        n = table.rules.players
        for played in (0, 1, 2):
            lay_tricks(table, played)
            view = table.view()
            cards = [r.inflate(10, 10) for *_, r in trick_cards(view)]
            assert len(cards) == n * played + n - 1
            keep = cards + bubble_obstacles(view, table.painter)
            for lang, words in calls.items():
                for seat in range(n):
                    box, px, lines = bubble_box(view, table.painter, seat, words)
                    assert " ".join(lines) == words and len(lines) <= 3, lines
                    hit = box.collidelist(keep)
                    if hit >= 0:
                        found.append(f"{name} {lang}, {played} tricks and more: seat {seat}'s bubble {words!r} {box} "
                                     f"covers {keep[hit]}")
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:30])


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_every_call_bubble_shows_its_tail(canvas, shape, big):
    """A bubble moved off the played cards never covers the point its tail reaches (its speaker's
    anchor), so the tail shows who speaks: every seat, alone and beside another seat's answer,
    the longest call and a short one, with none, one or two tricks on the table (the partner's
    bubble in portrait used to move up over its own tail)."""
    from scenes.table.draw.talk import bubble_tip, placed_bubbles
    from scenes.table.picture import Bubble
    found, checked = [], 0
    for name, app in tables(BUBBLE_TABLES, shape, big):
        table = app.top
        n = table.rules.players
        for played in (0, 1, 2):
            lay_tricks(table, played)
            for words in (longest_calls()["es"], "¡Truco!"):
                for seat in range(n):
                    for shown in ({seat: words}, {(seat + 1) % n: "No quiero", seat: words}):
                        table.picture.bubbles = {s: Bubble(w, 2.0) for s, w in shown.items()}
                        view = table.view()
                        for s, box, _, _ in placed_bubbles(view, table.painter):
                            tip = bubble_tip(view, table.painter, s, box)
                            checked += 1
                            if box.collidepoint(tip):
                                found.append(f"{name}, {played} tricks: seat {s}'s bubble {box} covers its tail's "
                                             f"point {tip} ({shown})")
        table.picture.bubbles = {}
    assert checked > 300
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:20])


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_your_bubble_in_your_corner(canvas, lang):
    """Portrait señas table, Texto grande, two tricks and all but one card of the third on the
    table: your longest call has no place clear of the played cards and faces, so it goes down
    into your corner, whole, right of your plate; there the corner's words ("Te toca") and your
    envido's give way to it (nothing else is drawn under it). While a call's banner fills the
    corner the bubble is not shown: the banner says the call."""
    import dataclasses
    from scenes.table.draw.talk import bubble_cards, bubble_obstacles, placed_bubbles
    from scenes.table.picture import Bubble
    from scenes.table.words import CallBanner
    words = longest_calls()[lang]
    screens = tables(("table-senas",), "portrait", True, lang)
    name, app = next(screens)  # (the text size is put back when the generator closes)
    table = app.top
    lay_tricks(table, 2)
    table.picture.bubbles = {0: Bubble(words, 60.0)}
    table.dirty = True
    view = table.view()
    assert view.banner is None and view.status and view.envido is not None  # the corner has words
    (seat, box, px, lines), = placed_bubbles(view, table.painter)
    assert seat == 0 and view.layout.your_corner.contains(box), box
    assert " ".join(lines) == words and px >= MIN_TEXT * BIG_TEXT - 1
    assert box.collidelist(bubble_cards(view) + bubble_obstacles(view, table.painter)) < 0
    sheet = measure.measure(app, name, PHONES["portrait"])
    under = [x.text for x in sheet.texts if x.ink.colliderect(box)]
    assert under == list(lines), under  # the bubble's words, and nothing else
    drawn = {x.text for x in sheet.texts}
    assert view.status not in drawn and not any(str(view.envido) in x and ":" in x for x in drawn), drawn
    table.picture.bubbles = {}
    table.dirty = True
    sheet = measure.measure(app, name, PHONES["portrait"])
    assert view.status in {x.text for x in sheet.texts}  # without the bubble the corner speaks again
    call = CallBanner("Vos", words, "Quiero: vale 4", "No quiero: +3 para ellos", "Responde el rival", False)
    assert placed_bubbles(dataclasses.replace(view, banner=call), table.painter) == []
    screens.close()


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
def test_no_two_seats_played_cards_overlap(canvas, shape):
    """The cards of one trick (each seat's, at full size, framed as its winner) never overlap each
    other, nor does any card on the table another seat's (an earlier trick's, smaller, included;
    their frames may touch): 1v1, 2v2 and Mineiro, with and without faces."""
    from scenes.table.layout import place
    found = []
    for name, app in tables(("table-1v1", "table-2v2", "table-mineiro", "table-senas", "table-senas-mineiro"),
                            shape, False):
        table = app.top
        lay, n = table.layout, table.rules.players
        for k in range(3):
            cards = [lay.played_rect(place(n, seat), k).inflate(10, 10) for seat in range(n)]
            for (a, ra), (b, rb) in itertools.combinations(enumerate(cards), 2):
                if ra.colliderect(rb):
                    found.append(f"{name}: trick {k + 1}: seat {a}'s card {ra} overlaps seat {b}'s {rb}")
            # every card on the table while trick k is played: the earlier tricks' smaller
            cards = [(seat, j, lay.played_rect(place(n, seat), j, current=j == k)) for seat in range(n)
                     for j in range(k + 1)]
            for (a, ja, ra), (b, jb, rb) in itertools.combinations(cards, 2):
                if a != b and ra.colliderect(rb):
                    found.append(f"{name}: trick {k + 1} played: seat {a}'s card of trick {ja + 1} {ra} "
                                 f"overlaps seat {b}'s of trick {jb + 1} {rb}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", [PORTRAIT, LANDSCAPE, (1600, 900), (900, 1600)])
@pytest.mark.parametrize("faces", [False, True])
def test_no_talk_box_overlaps_the_log(canvas, size, faces):
    """The layout's talk boxes (of every place) lie clear of the hand's log, with and without
    faces (a table with señas and characters)."""
    from scenes.table.layout import layout_for
    lay = layout_for(size, faces)
    for where, box in lay.talk_boxes.items():
        assert not box.colliderect(lay.log_rect), (size, faces, where, box, lay.log_rect)


@pytest.mark.parametrize("big", [False, True], ids=["normal", "Texto grande"])
def test_portrait_strip_counts_the_burned_tandas(canvas, big):
    """Portrait Mineiro: the folded scoreboard says how many tandas were burned (the opened one
    shows the cards), in every language and text size: a chip inside the strip (a tap there opens
    the scoreboard), over no other part of it, its count drawn at the phone's minimum at least
    (with the word "Quemadas" / "Queimadas" / "Burned" at the normal size). Landscape shows the cards
    on the felt instead; with nothing burned there is no chip."""
    from scenes.table.draw.board import strip_places
    from scenes.ui.i18n import t
    least = MIN_TEXT * (BIG_TEXT if big else 1) - 1
    worded = 0
    for lang in ("es", "pt", "en"):
        for name, app in tables(("table-mineiro-burned", "table-senas-mineiro-burned", "table-cast-talk-mineiro"),
                                "portrait", big, lang):
            table = app.top
            table.picture.talk = None  # a long line of talk may lie over the strip a moment
            view = table.view()
            count = str(len(view.picture.burned))
            assert count == "2", name
            places = strip_places(view, table.painter)
            chip = places.get("burned")
            assert chip is not None, (lang, name)
            strip = table.layout.score_strip
            assert strip.contains(chip) and ("board", strip) in table.tap_targets()
            for part, r in places.items():
                assert part == "burned" or not chip.colliderect(r), (lang, name, part, r, chip)
            sheet = measure.measure(app, name, PHONES["portrait"])
            said = [x for x in sheet.texts if chip.contains(x.ink)]
            assert any(x.text.endswith(count) and x.px >= least for x in said), (lang, name, [x.text for x in said])
            worded += any(t("burned") in x.text for x in said)
        for name, app in tables(("table-mineiro",), "portrait", big, lang):
            assert "burned" not in strip_places(app.top.view(), app.top.painter), name
    assert worded == (0 if big else 9), worded  # Texto grande: a little burned card instead of the word
