"""The screens of issue 23: the player's name, share links, the friends' board, watching a match,
the charts and the backup (headless, real store in a temporary folder)."""
from __future__ import annotations

import datetime
import json
import sys

import pygame
import pytest

from game import daily as D
from game.coach.review import review
from game.daily import sharecode
from game.rules import Rules
from scenes.host import backup, device, records, storage
from scenes.host.storage import Store
from scenes.ui import registry
from scenes.ui.i18n import set_language, t
from scenes.ui.stack import App
from tests.test_browser_input import FakePage
from tests.test_browser_loop import browser, make_fake_platform  # noqa: F401 (browser: a fixture)

DAY = datetime.date(2026, 11, 30)
PAGE = "https://example.org/truco/"


@pytest.fixture()
def app(canvas):
    set_language("es")
    a = App(Store(), today=lambda: DAY)
    a.settings["language"] = "es"
    yield a
    set_language("es")


def code_of(name="Ana", day=DAY, rules=Rules(), hints=False, level="normal", human="normal"):
    actions = D.autoplay_actions(day, rules, level, human)
    return sharecode.encode_code(day, rules, level, actions, hints=hints, name=name)


def frames(scene, n=100_000, until=None):
    for _ in range(n):
        if (until or (lambda: not scene.animating()))():
            return
        scene.update(1 / 30)
    raise AssertionError("it never finished")


def key(k, mod=0, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text)


def click(scene, action):
    button = next(b for b in scene.buttons if b.action == action)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))


# --------------------------------------------------------------------------- the name
def test_the_name_is_set_in_ajustes(app):
    settings = registry.push(app, "settings")
    click(settings, f"tab:{settings.tab_of('name')}")  # the tab that holds it (issue 22's tabs)
    click(settings, "name")
    dialog = app.top
    assert registry.is_scene(dialog, "name")
    for text in ("Ana", " ", "María"):
        dialog.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))
    dialog.handle(key(pygame.K_RETURN, text="\r"))
    assert app.top is settings and app.settings["name"] == "Ana María" and app.settings["name_asked"]
    assert Store().load()["settings"]["name"] == "Ana María"  # saved at once
    assert "Ana María" in next(b.label for b in settings.buttons if b.action == "name")
    click(settings, "name")
    click(app.top, "clear")
    assert app.settings["name"] == ""
    click(settings, "name")
    app.top.handle(pygame.event.Event(pygame.TEXTINPUT, text="Beto"))
    click(app.top, "later")  # "Ahora no" changes nothing
    assert app.settings["name"] == ""


@pytest.mark.parametrize("typed,kept", [
    ("x" * 10_000, "x" * 16), ("a\u202eb\x00c", "abc"), ("李雷 Çağla", "李雷 Çağla"),
    ("  Ana   María  ", "Ana María"), ("\ud800Ana", "Ana"), ("🂡" * 20, "🂡" * 16)])
def test_whatever_is_typed_the_name_stays_a_name(app, typed, kept):
    dialog = registry.push(app, "name")
    dialog.handle(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    click(dialog, "save")
    assert app.settings["name"] == kept
    Store().load()  # the saved document reads back without repair
    assert app.store.notice is None


def test_a_first_diario_asks_for_the_name_once_and_its_code_carries_it(app, monkeypatch):
    monkeypatch.setattr("scenes.screens.match_over.ASK_NAME", True)
    monkeypatch.setenv("TRUCO_PAGE_ADDRESS", PAGE)
    rules = D.daily_rules({"variant": "argentino", "players": 2, "target": 5})
    m = D.replay(DAY, rules, "normal", D.autoplay_actions(DAY, rules, "normal"))
    daily = {"date": DAY.isoformat(), "rules_key": D.rules_key(rules)}
    over = registry.push(app, "match_over", m, daily=daily, level="normal")
    assert registry.is_scene(app.top, "name")  # asked at once
    assert sharecode.verify_code(over.code)["name"] == ""
    app.top.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ana"))
    click(app.top, "save")
    assert app.top is over and sharecode.verify_code(over.code)["name"] == "Ana"
    assert records.daily_record(app.doc, DAY.isoformat(), daily["rules_key"])["code"] == over.code
    assert over.share.endswith(f" · {PAGE}#d={over.code}")  # the share line ends with its link
    app.pop()
    registry.push(app, "match_over", m, daily=daily, level="normal")
    assert registry.is_scene(app.top, "match_over")  # never asked again


def test_the_share_line_ends_with_the_code_where_no_page_is_known(app, monkeypatch):
    monkeypatch.delenv("TRUCO_PAGE_ADDRESS", raising=False)
    assert records.share_link("ABC") == ""
    monkeypatch.setenv("TRUCO_PAGE_ADDRESS", "javascript:alert(1)")
    assert records.share_link("ABC") == ""  # only an http(s) address
    monkeypatch.setenv("TRUCO_PAGE_ADDRESS", PAGE)
    assert records.share_link("ABC") == f"{PAGE}#d=ABC"


# --------------------------------------------------------------------------- a link
@pytest.fixture
def page(monkeypatch, canvas):
    window = FakePage()
    window.location = type("Location", (), {"origin": "https://example.org", "pathname": "/truco/"})()
    monkeypatch.setitem(sys.modules, "platform", make_fake_platform(window))
    monkeypatch.setattr(sys, "platform", "emscripten")
    return window


def test_a_share_link_opens_verified_with_a_button_to_keep_it(page, rendered):
    code = code_of("Ana")
    page.truco_share_code = f" {code.lower()} "
    import main
    app = App(Store(), today=lambda: DAY)
    app.settings["language"] = "es"
    app.push(main.first_scene(app))
    assert main.open_share_link(app)
    link = app.top
    assert registry.is_scene(link, "link") and link.animating()
    frames(link)
    assert link.result["ok"] and link.result["name"] == "Ana"
    rendered.clear()
    app.draw(pygame.display.get_surface())
    out = sharecode.verify_code(code)["result"]
    said = "ganó" if out["won"] else "perdió"
    us, them = out["scores"]
    assert f"Ana: {said} {us}–{them} el Diario del 30 de noviembre, sin ayuda" in " ".join(rendered)
    assert any("verificado: repetición exacta" in text for text in rendered)
    click(link, "add")
    assert app.doc["board"]["entries"][0]["code"] == code and link.added == "added"
    assert Store().load()["board"]["entries"][0]["name"] == "Ana"
    click(link, "watch")  # and watching it
    assert registry.is_scene(app.top, "replay")
    # the browser's own address is what links start with
    assert records.share_link("X") == "https://example.org/truco/#d=X"


def test_a_link_whose_code_does_not_verify_keeps_nothing(page, rendered):
    code = code_of("Ana")
    page.truco_share_code = code[:-2] + ("00" if code[-2:] != "00" else "11")
    import main
    app = App(Store(), today=lambda: DAY)
    app.settings["language"] = "es"
    app.push(main.first_scene(app))
    main.open_share_link(app)
    frames(app.top)
    assert not app.top.result["ok"]
    app.draw(pygame.display.get_surface())
    assert t("link.refused") in rendered
    assert [b.action for b in app.top.buttons] == ["menu"]
    assert app.doc["board"] == {}


def test_the_game_started_from_a_link_opens_it_verified(browser, monkeypatch):
    """The whole start in the browser: main() with a share code the page kept shows the shared
    Diario over the menu, verified within the first frames, and keeps nothing until asked."""
    import asyncio
    from tests.test_browser_loop import FakeClock, load_main
    monkeypatch.setattr(pygame.time, "Clock", FakeClock)
    browser.truco_share_code = code_of("Ana")
    module = load_main()
    apps = []
    real = module.make_app
    monkeypatch.setattr(module, "make_app", lambda args: apps.append(real(args)) or apps[-1])
    assert asyncio.run(asyncio.wait_for(module.main(max_frames=120), timeout=120)) in (0, None)
    link = apps[0].top
    assert registry.is_scene(link, "link") and registry.is_scene(apps[0].stack[0], "menu")
    assert link.result["ok"] and link.result["name"] == "Ana" and link.result["check"] == "exact"
    assert Store().load()["board"] == {}  # kept only with Al tablero


def test_no_link_no_dialog(page, app):
    import main
    page.truco_share_code = None
    assert not main.open_share_link(app)


# --------------------------------------------------------------------------- the board
def test_codes_and_links_are_added_to_the_board_once(app, rendered, monkeypatch):
    monkeypatch.setenv("TRUCO_PAGE_ADDRESS", PAGE)
    ana, beto = code_of("Ana"), code_of("Beto", hints=True, human="random")
    board = registry.push(app, "board")
    board.type_text(f"{PAGE}#d={ana}")  # a link, as pasted
    click(board, "verify")
    frames(board)
    assert board.added == "added"
    board.set_code(beto)
    board.handle(key(pygame.K_RETURN, text="\r"))
    frames(board)
    assert board.added == "added"
    board.set_code(ana.lower())
    board.run_verify()
    frames(board)
    assert board.added == "duplicate"
    board.set_code(ana[:-1] + ("0" if ana[-1] != "0" else "1"))  # refused: never kept
    board.run_verify()
    frames(board)
    assert board.added == "refused" and not board.result["ok"]
    assert [e["name"] for e in app.doc["board"]["entries"]] == ["Ana", "Beto"]
    assert [e["name"] for e in Store().load()["board"]["entries"]] == ["Ana", "Beto"]
    rendered.clear()
    app.draw(pygame.display.get_surface())
    names = [r["name"] for r in board.rows()]
    assert set(names) == {"Ana", "Beto"} and "Ana" in rendered and "Beto" in rendered
    assert any("con ayuda" in text for text in rendered)  # Beto asked for hints
    board.press(next(b for b in board.buttons if b.action == "tab:week"))
    assert {r["name"] for r in board.rows()} == {"Ana", "Beto"}
    app.draw(pygame.display.get_surface())


def test_each_rules_choice_has_its_own_standings(app):
    """Per rules choice: a friend's 2 v 2 Diario is ranked with the 2 v 2 ones only; ‹ › move
    between the rules choices."""
    pairs = D.daily_rules({"variant": "argentino", "players": 4, "target": 30})
    ana, beto = code_of("Ana"), code_of("Beto", rules=pairs)
    board = registry.push(app, "board")
    for code in (ana, beto):
        board.set_code(code)
        board.run_verify()
        frames(board)
        assert board.added == "added"
    assert board.key == D.rules_key(pairs) and [r["name"] for r in board.rows()] == ["Beto"]
    click(board, "next")
    assert board.key == D.rules_key(Rules()) and [r["name"] for r in board.rows()] == ["Ana"]
    click(board, "tab:week")
    assert [r["name"] for r in board.rows()] == ["Ana"]
    click(board, "prev")
    assert board.key == D.rules_key(pairs) and [r["name"] for r in board.rows()] == ["Beto"]


def test_ver_on_a_boards_row_watches_that_friends_match(app):
    ana, beto = code_of("Ana"), code_of("Beto", human="random")
    board = registry.push(app, "board")
    for code in (ana, beto):
        board.set_code(code)
        board.run_verify()
        frames(board)
    rows = {r["name"]: r for r in board.rows()}
    assert set(rows) == {"Ana", "Beto"}
    ver = next(b for b in board.buttons if b.action == f"watch:{rows['Beto']['code']}")
    board.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ver.rect.center, button=1))
    screen = app.top
    assert registry.is_scene(screen, "replay")
    frames(screen, until=lambda: screen.table is not None or screen.error)  # checked again first
    assert screen.table is not None and screen.table.names[0] == "Beto"
    assert screen.table.verified["moves"] == sharecode.verify_code(beto)["moves"]


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280)], ids=["landscape", "portrait"])
def test_a_pasted_code_shows_what_it_proves_and_that_it_was_added(app, rendered, size):
    """On the desktop pasting a code does what opening its link does: the verified result in
    words ("Ana María: perdió 1–30 el Diario del 30 de noviembre, sin ayuda"), and it is kept."""
    from scenes.screens.code_entry import friend_sentence
    board = registry.push(app, "board")
    board.size = size
    board.relayout()
    board.set_code(code_of("Ana María"))
    board.run_verify()
    frames(board)
    assert board.added == "added"
    rendered.clear()
    board.draw(pygame.Surface(size))
    shown = " ".join(rendered)
    assert t("board.status.added") in shown and friend_sentence(board.result) in shown, rendered


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280)], ids=["landscape", "portrait"])
def test_a_refused_code_shows_the_reason(app, rendered, size):
    """A code that fails verification is refused *with the reason*, in both layouts."""
    board = registry.push(app, "board")
    board.size = size
    board.relayout()
    ana = code_of("Ana")
    board.set_code(ana[:-1] + ("0" if ana[-1] != "0" else "1"))
    board.run_verify()
    frames(board)
    why = board.result["detail"]
    assert board.added == "refused" and "checksum" in why
    rendered.clear()
    board.draw(pygame.Surface(size))
    assert t("board.status.refused") in rendered
    shown = " ".join(rendered)
    assert t("verify.why.mistyped") in shown and "(the code's checksum does not" in shown, rendered
    assert app.doc["board"] == {}


def _refusals_in_the_engine() -> list[tuple[str, str]]:
    """The constant words and the ``why`` (its name) of every ``raise BadCode(...)`` in the share
    codes' modules."""
    import ast
    import inspect
    from game.daily import codetext
    out = []
    for module in (codetext, sharecode):
        for node in ast.walk(ast.parse(inspect.getsource(module))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) \
                    and getattr(node.exc.func, "id", "") == "BadCode":
                arg, why = node.exc.args
                parts = arg.values if isinstance(arg, ast.JoinedStr) else [arg]
                out.append(("{}".join(p.value for p in parts if isinstance(p, ast.Constant)), why.id))
    return out


def test_every_refusal_is_told_in_the_players_words():
    """Every refusal the engine raises names what it means to a player (one of three kinds, by
    name, not by its English words), and the screens say that in the player's language before
    the engine's words."""
    from game.daily import codetext
    refusals = _refusals_in_the_engine()
    assert len(refusals) > 20
    assert {why for _, why in refusals} == {"MISTYPED", "OTHER_GAME", "NOT_A_MATCH"}
    for error, name in refusals:
        why = getattr(codetext, name)
        said = records.refusal_words(error, why)
        assert said == f"{t(f'verify.why.{why}')} ({error})", (error, said)
    for lang, words in (("es", "Está mal copiado"), ("pt", "Está copiado errado"), ("en", "It was mistyped")):
        set_language(lang)
        assert records.refusal_words("the code's checksum does not match", codetext.MISTYPED).startswith(words)
    set_language("es")
    assert records.refusal_words("something else", None) == "something else"  # no kind: the engine's words


@pytest.mark.parametrize("code,why", [("", "mistyped"), ("ZZZZ", "mistyped"), ("F" * 40, "mistyped")])
def test_verify_says_what_a_refusal_means(code, why):
    """``verify_code``'s refusal carries its kind beside the engine's words (the screens need no
    English)."""
    out = sharecode.verify_code(code)
    assert out["ok"] is False and out["why"] == why and out["error"], out


@pytest.mark.parametrize("forge,words", [
    (lambda c: c[:-1] + ("0" if c[-1] != "0" else "1"), "Está mal copiado o incompleto."),
    (lambda c: c[:12], "Está mal copiado o incompleto."),
    (lambda c: "Z" + c[1:], None)], ids=["mistyped", "cut", "first-character"])
def test_a_refusal_on_the_board_says_why_in_the_players_words(app, rendered, forge, words):
    board = registry.push(app, "board")
    board.set_code(forge(code_of("Ana")))
    board.run_verify()
    frames(board)
    assert board.added == "refused"
    detail = board.result["detail"]
    assert detail.startswith(tuple(t(f"verify.why.{k}") for k in ("mistyped", "other_game", "not_a_match")))
    if words:
        assert detail.startswith(words)


def test_your_own_diario_is_your_row(app, rendered):
    rules = Rules()
    m = D.replay(DAY, rules, "normal", D.autoplay_actions(DAY, rules, "normal"))
    app.settings["name"] = "Ana"
    registry.push(app, "match_over", m, daily={"date": DAY.isoformat(), "rules_key": D.rules_key(rules)},
                  level="normal")
    board = registry.push(app, "board")
    own = [r for r in board.rows() if r.get("own")]
    assert len(own) == 1 and own[0]["scores"] == list(m.scores)
    rendered.clear()
    app.draw(pygame.display.get_surface())
    assert "Vos (Ana)" in rendered
    # your own code, pasted: not a friend's row
    board.set_code(own[0]["code"])
    board.run_verify()
    frames(board)
    assert board.added == "own" and app.doc["board"]["entries"] == []


def test_a_huge_or_odd_paste_into_the_board_is_bounded(app):
    from scenes.screens.code_entry import MAX_CODE
    board = registry.push(app, "board")
    board.type_text("ñ\u202e\x00🂡" + "A" * 100_000)
    assert board.code == "A" * MAX_CODE
    board.run_verify()
    frames(board)
    assert not board.result["ok"] and board.added == "refused"


# --------------------------------------------------------------------------- watching a match
@pytest.fixture(scope="module")
def watched():
    day, rules = DAY, Rules(target=15)
    code = code_of("Ana", day, rules, human="random")
    return sharecode.verify_code(code)


def test_the_match_is_watched_move_by_move_and_nothing_is_saved(app, watched, rendered):
    before = json.dumps(app.doc, sort_keys=True)
    app.time_scale = 0.05
    screen = registry.push(app, "replay", watched)
    table = screen.table
    assert table.match.hand_no == 1 and table.next_move == 0
    frames(screen, until=lambda: table.idle())  # the first deal shown: the friend's envido, by name
    rendered.clear()
    app.draw(pygame.display.get_surface())
    assert any(text.startswith("Envido de Ana: ") for text in rendered)
    assert not any(text.startswith("Tu envido") for text in rendered)
    frames(screen, until=lambda: table.finished)
    full = sharecode.match_of(watched)
    assert table.next_move == len(watched["moves"]) and table.match.scores == full.scores
    assert [e["actions"] for e in table.match.log] == [e["actions"] for e in full.log]
    assert json.dumps(app.doc, sort_keys=True) == before  # never saved
    rendered.clear()
    app.draw(pygame.display.get_surface())
    assert f"Ana · {t('replay.over')}" in rendered  # who played it and where it is, in one line


def rival_shown_by_hand(verified) -> dict[int, list[str]]:
    """The rival's cards the engine turns up at each hand's end (the envido's proof), by hand."""
    m, out = D.daily_match(datetime.date.fromisoformat(verified["date"]), verified["rules"]), {}
    for move in verified["moves"]:
        while m.hand is None or m.hand.over:
            m.start_hand()
        m.apply(move)
        if m.hand.over and 1 in m.hand.envido.shown:
            out[m.hand_no - 1] = list(m.hand.envido.shown[1])
    return out


def test_the_friends_cards_show_and_the_others_only_as_the_rules_show_them(app):
    """From the friend's seat: their own cards face up, the rival's backs all hand long; at a
    hand's end exactly what the rules show (the envido's proof) is turned up."""
    verified = sharecode.verify_code(code_of("Ana", DAY - datetime.timedelta(days=7), Rules(target=15)))
    expected = rival_shown_by_hand(verified)
    assert expected  # this match has envidos the rival won and showed
    app.time_scale = 0.05
    screen = registry.push(app, "replay", verified)
    table = screen.table
    seen_own, turned_up = 0, []
    for _ in range(200_000):
        if table.finished:
            break
        screen.update(1 / 30)
        pic = table.picture
        assert all(card is None for card in pic.hands[1]), pic.hands[1]  # never the rival's faces
        assert None not in pic.hands[0]
        seen_own += sum(1 for card in pic.hands[0] if card is not None)
        if 1 in pic.shown and (not turned_up or turned_up[-1] != pic.shown[1]):
            turned_up.append(list(pic.shown[1]))  # (still shown while the next deal gathers them)
    assert table.finished and seen_own
    assert turned_up == list(expected.values())


def watch_to_the_end(screen, look, each_frame=None, most=400_000) -> list:
    """Play the replay on ``screen`` to its end: what ``look(table)`` gave each time it changed
    (empty values left out); ``each_frame(table)`` checks every frame."""
    table, seen = screen.table, []
    for _ in range(most):
        if table.finished:
            break
        screen.update(1 / 30)
        if each_frame is not None:
            each_frame(table)
        value = look(table)
        if value and (not seen or seen[-1] != value):
            seen.append(value)
    assert table.finished
    return seen


def test_in_a_2v2_neither_the_partner_nor_the_rivals_show_but_as_the_rules_show_them(app):
    """The same from the friend's seat at a table of four: the partner's cards are as hidden as
    the rivals' (no mão de onze in the Argentine game); each hand's end turns up exactly what the
    engine shows, whoever's seat."""
    rules = D.daily_rules({"variant": "argentino", "players": 4, "target": 15})
    verified = sharecode.verify_code(code_of("Ana", DAY, rules, human="random"))
    m, expected = D.daily_match(DAY, verified["rules"]), []
    for move in verified["moves"]:
        while m.hand is None or m.hand.over:
            m.start_hand()
        m.apply(move)
        if m.hand.over:
            shown = {s: list(c) for s, c in m.hand.envido.shown.items() if s != 0}
            if shown:
                expected.append(shown)
    assert expected  # envidos were won by other seats and shown
    app.time_scale = 0.05
    screen = registry.push(app, "replay", verified)

    def hidden(table):
        for seat in (1, 2, 3):
            assert all(card is None for card in table.picture.hands[seat]), (seat, table.picture.hands[seat])

    turned_up = watch_to_the_end(screen, lambda table: {s: list(c) for s, c in table.picture.shown.items() if s != 0},
                                 each_frame=hidden)
    assert turned_up == expected


def test_the_hands_summary_names_the_friend(app, watched, rendered):
    app.time_scale = 0.05
    screen = registry.push(app, "replay", watched)
    table = screen.table
    assert table.names[0] == "Ana"
    frames(screen, n=200_000, until=lambda: table.match.hand.over and table.idle())
    table.open_summary()
    assert registry.is_scene(app.top, "summary")
    rendered.clear()
    app.draw(pygame.display.get_surface())
    assert any("Ana" in text for text in rendered) and not any(text.startswith("Vos") for text in rendered)


def test_a_call_to_the_friend_says_the_friend_answers(app, watched):
    """Watching, a call waiting for the friend's answer names the friend ("Responde Ana"), never
    "Te toca responder": the watcher answers nothing."""
    app.time_scale = 0.05
    screen = registry.push(app, "replay", watched)
    banners = watch_to_the_end(screen, lambda table: table.view().banner)
    to_friend = [b for b in banners if b.yours]
    assert to_friend and all(b.answer == "Responde Ana" for b in to_friend), to_friend
    assert not [b for b in banners if b.answer == t("your_answer")]


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280)], ids=["landscape", "portrait"])
def test_the_replays_controls_read_like_a_players(app, watched, size):
    """‹ Mano, Pausa, Mano › side by side (portrait: in the lower row, nearest the thumb), then
    Paso, Velocidad, Salir."""
    app.resize(size)
    screen = registry.push(app, "replay", watched)
    buttons = {b.action: b.rect for b in screen.table.replay_buttons()}
    prev, pause, next_ = buttons["prev"], buttons["pause"], buttons["next"]
    assert prev.y == pause.y == next_.y and prev.right < pause.x and pause.right < next_.x
    assert pause.y == max(r.y for r in buttons.values())
    others = [buttons[a] for a in ("step", "speed", "leave")]
    assert [r.x for r in others] == sorted(r.x for r in others)
    if size[1] > size[0]:
        assert all(r.bottom < pause.y for r in others)
    app.resize((1280, 720))


def test_pause_step_and_the_hands(app, watched):
    app.time_scale = 0.05
    screen = registry.push(app, "replay", watched)
    table = screen.table
    table._press(next(b for b in table.buttons if b.action == "pause"))
    for _ in range(200):
        screen.update(1 / 30)
    assert table.next_move == 0  # paused: nothing moves
    table._press(next(b for b in table.buttons if b.action == "step"))
    frames(screen, n=500, until=lambda: table.next_move == 1)
    for _ in range(300):
        screen.update(1 / 30)
    assert table.next_move == 1  # one move, then paused again
    table._press(next(b for b in table.buttons if b.action == "next"))
    assert table.match.hand_no == 2 and table.next_move == table.starts[1]
    table._press(next(b for b in table.buttons if b.action == "prev"))  # nothing played yet: the hand before
    assert table.match.hand_no == 1 and table.next_move == 0
    speed = table.speed
    table._press(next(b for b in table.buttons if b.action == "speed"))
    assert table.rate == 2 and table.speed == pytest.approx(speed / 2)
    screen.handle(key(pygame.K_ESCAPE))
    assert not registry.is_scene(app.top, "replay")


def test_dificils_marks_are_the_review_of_the_friends_moves(app, watched, rendered):
    app.time_scale = 0.05
    screen = registry.push(app, "replay", watched)
    table = screen.table
    frames(screen, until=lambda: len(table.reviewed) == table.review_total)
    full = sharecode.match_of(watched)
    for k in range(len(full.log)):
        expected = {(k, d.index) for d in review(full, k, seat=0) if d.played != d.best}
        assert {mark for mark in table.marks if mark[0] == k} == expected
    assert table.marks  # a random player leaves some
    (k, j), mark = next(iter(sorted(table.marks.items())))
    table.go_to_hand(k)
    table.paused = True
    while table.next_move < table.starts[k] + j + 1:
        table.steps_asked = 1
        frames(screen, n=2000, until=lambda: table.steps_asked == 0 and table.idle())
    assert table.mark is mark
    rendered.clear()
    app.draw(pygame.display.get_surface())
    assert any(text.startswith("Difícil habría elegido") for text in rendered)


def test_watching_from_a_code_checks_it_first(app):
    screen = registry.push(app, "replay", "NOT A CODE")
    frames(screen)
    assert screen.table is None and screen.error
    screen.draw(pygame.display.get_surface())


# --------------------------------------------------------------------------- charts
@pytest.fixture(scope="module")
def played_doc():
    """A document after a few days of play (every chart has something to draw)."""
    from scenes.devtools.doc_size import year_document
    return year_document(days=6, friends=1, own_matches=2, start=DAY - datetime.timedelta(days=5))


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (720, 1280)], ids=["landscape", "portrait"])
def test_every_chart_draws_in_both_shapes_and_every_language(app, played_doc, rendered, lang, size):
    from scenes.screens.charts import TABS, ChartsScene, charts_layout
    set_language(lang)
    app.doc.clear()
    app.doc.update(json.loads(json.dumps(played_doc)))
    scene = ChartsScene(app)
    scene.size, scene.place = size, charts_layout(*size)
    surface = pygame.Surface(size)
    canvas = surface.get_rect()
    for name, rect in scene.place.items():
        assert canvas.contains(rect), (name, rect)
    for tab in TABS:
        for numbers in (False, True):
            scene.tab, scene.numbers = tab, numbers
            rendered.clear()
            scene.draw(surface)
            assert not [x for x in rendered if "." in x and x.split(".")[0] in ("charts", "board", "weekday")]
    set_language("es")


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280)], ids=["landscape", "portrait"])
def test_every_chart_stays_inside_its_rectangle(app, played_doc, size):
    """Nothing a chart draws (bars, their numbers, four-digit totals, the legend) spills past the
    rectangle it is given, and the calendar's weekday letters stay clear of the month's buttons."""
    from scenes.screens.charts import charts_layout
    from scenes.ui import charts as C
    data = records.chart_data(played_doc, DAY)
    big = {side: {"won": 1326, "lost": 140, "refused": 2609} for side in ("ours", "theirs")}
    place = charts_layout(*size)
    chart = place["chart"]
    key = D.rules_key(Rules())
    states = {iso: e[key] for iso, e in data["days"].items() if key in e}
    draws = [lambda s, r: C.draw_results(s, r, data["recent"][key]),
             lambda s, r: C.draw_calendar(s, r, DAY.year, DAY.month, states, data["streak_days"], DAY, 6, 6),
             lambda s, r: C.draw_envido(s, r, data["envido"]),
             lambda s, r: C.draw_bets(s, r, big)]
    sentinel = (1, 2, 3)
    for draw in draws:
        surface = pygame.Surface(size)
        surface.fill(sentinel)
        surface.set_clip(None)
        draw(surface, chart)
        outside = [(x, y) for x in range(0, size[0], 2) for y in range(0, size[1], 2)
                   if not chart.collidepoint(x, y) and surface.get_at((x, y))[:3] != sentinel]
        assert not outside, (draw, outside[:5])
    # the weekdays' letters: nothing drawn in the month buttons' band except inside the buttons
    surface = pygame.Surface(size)
    surface.fill(sentinel)
    C.draw_calendar(surface, chart, DAY.year, DAY.month, states, data["streak_days"], DAY, 6, 6)
    for name in ("month_prev", "month_next"):
        button = place[name]
        assert all(surface.get_at((x, y))[:3] == sentinel
                   for x in range(button.x, button.right) for y in range(button.y, button.bottom)), name


def test_a_tap_on_a_chart_shows_its_numbers(app, played_doc):
    from scenes.screens.charts import ChartsScene
    app.doc.update(json.loads(json.dumps(played_doc)))
    scene = registry.push(app, "charts")
    assert isinstance(scene, ChartsScene)
    chart = scene.place["chart"]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(chart.centerx, chart.bottom - 30), button=1))
    assert scene.numbers
    header, rows = scene.table()
    recent = records.chart_data(app.doc, DAY)["recent"][D.rules_key(Rules())]
    assert len(rows) == len(recent) and rows[0][2] == f"{recent[-1]['us']}–{recent[-1]['them']}"
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(chart.centerx, chart.bottom - 30), button=1))
    assert not scene.numbers


def test_the_chart_data_follows_the_records(app, played_doc):
    data = records.chart_data(played_doc, DAY)
    usual = D.rules_key(Rules())
    days = played_doc["daily"]["days"]
    assert {iso for iso, e in data["days"].items() if usual in e} == {iso for iso in days if usual in days[iso]}
    assert data["streak"] == 6 and data["streak_days"][0] == DAY.isoformat()
    stats = played_doc["stats"]
    assert data["bets"] == stats["bets"]
    assert sum(v["played"] for v in data["envido"].values()) == \
        sum(v["played"] for v in stats["envido_values"].values())
    assert [r["daily"] for r in data["recent"][usual]] == [True] * 6  # the Diarios of the usual rules


def test_the_calendar_shows_won_lost_unfinished_and_the_streak(rendered):
    """A month of Diarios: won, lost, unfinished (a day left unplayed), today's being played, and
    the current streak (the finished days up to yesterday), in the picture and in its numbers."""
    from scenes.screens.charts import charts_layout
    from scenes.ui import charts as C
    key = D.rules_key(Rules())

    def day(n, **e):
        return (DAY - datetime.timedelta(days=n)).isoformat(), {key: dict(e, level="normal")}
    finished = dict(status="finished", scores=[30, 20])
    days = dict([day(4, won=True, **finished), day(3, won=False, **finished),
                 day(2, status="in_progress", actions=[]), day(1, won=True, **finished),
                 day(0, status="in_progress", actions=[])])
    doc = {"daily": {"version": 1, "days": days}, "stats": {}}
    data = records.chart_data(doc, DAY)
    states = {iso: e[key] for iso, e in data["days"].items()}
    iso = [(DAY - datetime.timedelta(days=n)).isoformat() for n in range(5)]
    assert [states[i] for i in iso] == ["playing", "won", "unfinished", "lost", "won"]
    assert data["streak"] == 1 and data["streak_days"] == [iso[1]]
    header, rows = C.calendar_table(DAY.year, DAY.month, states, data["streak_days"], 1, 2)
    assert [r[1] for r in rows[:5]] == [t("charts.won"), t("charts.lost"), t("charts.unfinished"),
                                        t("charts.won"), t("charts.playing")]
    assert [r[2] for r in rows[:5]] == ["", "", "", t("charts.in_streak"), ""]
    chart = charts_layout(1280, 720)["chart"]

    def pixels(shown):
        surface = pygame.Surface((1280, 720))
        C.draw_calendar(surface, chart, DAY.year, DAY.month, shown, data["streak_days"], DAY, 1, 2)
        found = pygame.mask.from_threshold(surface, C.UNFINISHED, (1, 1, 1, 255)).count()
        return found, pygame.mask.from_threshold(surface, C.PLAYING, (1, 1, 1, 255)).count()
    rendered.clear()
    unfinished, playing = pixels(states)
    assert t("charts.playing") in rendered and t("charts.unfinished") in rendered  # each colour in the legend
    without = pixels({k: v for k, v in states.items() if v not in ("unfinished", "playing")})
    assert unfinished > without[0] + 500 and playing > without[1] + 500  # a whole cell each
    for size in ((1280, 720), (720, 1280)):  # the longer legend stays inside, in every language
        box = charts_layout(*size)["chart"]
        for lang in ("es", "pt", "en"):
            set_language(lang)
            surface = pygame.Surface(size)
            surface.fill((1, 2, 3))
            C.draw_calendar(surface, box, DAY.year, DAY.month, states, data["streak_days"], DAY, 1, 2)
            outside = pygame.mask.from_threshold(surface, (1, 2, 3), (1, 1, 1, 255))
            outside.invert()
            inside = pygame.mask.Mask(size)
            inside.draw(pygame.mask.Mask(box.size, fill=True), box.topleft)
            assert outside.overlap_area(inside, (0, 0)) == outside.count(), (size, lang)
    set_language("es")


def test_the_documents_size_tool_reports_what_is_saved(capsys):
    """``python -m scenes.devtools.doc_size`` (the figure of a year of play) prints the size of
    the document as saved, its parts, what the board kept and the backup code's length."""
    import re
    from scenes.devtools import doc_size
    assert doc_size.main(["--days", "3"]) == 0
    out = capsys.readouterr().out
    said = re.search(r"3 days: the saved document is (\d+) characters \((\d+) bytes of UTF-8; the limit is (\d+)\)",
                     out)
    assert said, out
    chars, limit = int(said[1]), int(said[3])
    assert limit == storage.MAX_DOCUMENT_CHARS and 1000 < chars <= limit and int(said[2]) >= chars
    assert re.search(r"board: 15 friends' results kept", out), out  # 5 friends a day, none dropped
    assert re.search(r"Diarios: 3 days kept; the backup as a text code: \d+ characters", out), out


# --------------------------------------------------------------------------- backup
def test_a_backup_moves_the_whole_document(app, tmp_path, monkeypatch, played_doc):
    app.doc.clear()
    app.doc.update(json.loads(json.dumps(played_doc)))
    app.save()
    text = backup.backup_text(app.doc)
    assert text.startswith(backup.PREFIX) and len(text) < len(storage.encode(app.doc))
    wrapped = "\n".join(text[i:i + 76] for i in range(0, len(text), 76))  # a copy that wrapped lines
    assert backup.read_backup(wrapped).doc == storage.validate(app.doc)[0]
    # another device: a fresh document, the backup pasted and accepted
    monkeypatch.setenv("TRUCO_DATA_DIR", str(tmp_path / "other"))
    other = App(Store(), today=lambda: DAY)
    other.settings["language"] = "es"
    screen = registry.push(other, "backup")
    monkeypatch.setattr("scenes.screens.code_entry.paste_text", lambda: wrapped)
    click(screen, "paste")
    click(screen, "import")
    ask = other.top
    about = backup.read_backup(text).summary()
    assert about["dailies"] == 9 and about["friends"] == 6  # 6 days, the 2 v 2 every other day
    assert registry.is_scene(ask, "message") and "9 Diarios" in ask.text and "Ana María" in ask.text
    click(ask, "replace")
    assert other.doc["daily"] == app.doc["daily"] and other.doc["board"] == app.doc["board"]
    assert other.doc["settings"]["name"] == "Ana María"
    kept = list((tmp_path / "other").glob("truco.before-import-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["daily"] == {}  # what it replaced
    assert Store().load() == other.doc
    assert screen.import_note[0].startswith("Respaldo importado")


def test_copiar_como_texto_copies_the_whole_document_as_a_text_code(app, played_doc, monkeypatch):
    app.doc.clear()
    app.doc.update(json.loads(json.dumps(played_doc)))
    copied = []
    monkeypatch.setattr(device, "copy_to_clipboard", lambda text: copied.append(text) or True)
    screen = registry.push(app, "backup")
    click(screen, "copy")
    assert len(copied) == 1 and copied[0].startswith(backup.PREFIX)
    assert backup.read_backup(copied[0]).doc == storage.validate(app.doc)[0]
    assert len(copied[0]) <= backup.MAX_TEXT


def test_an_import_can_be_cancelled(app, played_doc, monkeypatch):
    screen = registry.push(app, "backup")
    before = json.dumps(app.doc, sort_keys=True)
    screen.offer(backup.backup_text(played_doc))
    click(app.top, "cancel")
    assert json.dumps(app.doc, sort_keys=True) == before


def test_a_backup_file_on_the_desktop(app, tmp_path):
    screen = registry.push(app, "backup")
    click(screen, "file")
    path = screen.export_note[0].split(" en ", 1)[1]
    assert path.endswith("truco-respaldo-2026-11-30.json")
    assert backup.read_backup(open(path, encoding="utf-8").read()).doc == storage.validate(app.doc)[0]
    click(screen, "file")  # never over the first
    assert screen.export_note[0].endswith("truco-respaldo-2026-11-30-2.json")
    # dropped back on the window
    screen.handle(pygame.event.Event(pygame.DROPFILE, file=path))
    assert registry.is_scene(app.top, "message")


@pytest.mark.parametrize("text,why", [
    ("", "nothing"), ("hola", "not a saved document"), ("{}", "not a saved document of this game"),
    (backup.PREFIX + "!!!", "damaged"), (backup.PREFIX + "eJzLSM3JyVcozy_KSQEAGgQEXQ", "damaged"),
    ("x" * (backup.MAX_TEXT + 1), "larger"), ('{"version": 99, "settings": {}}', "newer"),
    (["x"], "is text")])
def test_what_is_not_a_backup_is_refused_with_the_reason(text, why):
    with pytest.raises(backup.BadBackup, match=why):
        backup.read_backup(text)


def test_a_compressed_bomb_is_refused_without_unpacking_it():
    import base64
    import time
    import zlib
    bomb = backup.PREFIX + base64.urlsafe_b64encode(zlib.compress(b"{" + b" " * 200_000_000, 9)).decode()
    start = time.process_time()
    with pytest.raises(backup.BadBackup, match="larger"):
        backup.read_backup(bomb)
    assert time.process_time() - start < 2


def test_a_damaged_backup_is_repaired_as_a_load_repairs_it(app):
    doc = storage.default_document("es")
    doc["settings"]["players"] = "four"
    doc["stats"] = {"x": "\ud800"}
    found = backup.read_backup(json.dumps(doc))
    assert found.doc["settings"]["players"] == 2 and found.doc["stats"] == {"x": "\ufffd"} and found.problems
    screen = registry.push(app, "backup")
    screen.offer(json.dumps(doc))
    assert t("backup.repaired").strip() in app.top.text


def test_no_import_into_a_read_only_session(app):
    app.store.read_only = True
    screen = registry.push(app, "backup")
    screen.offer(backup.backup_text(app.doc))
    assert screen.import_note[0] == t("backup.read_only") and app.top is screen


def test_the_browser_downloads_and_picks_files(page, canvas):
    app = App(Store(), today=lambda: DAY)
    downloads, picks = [], []

    class Status:
        state, text, why = "pending", "", ""
    page.truco_download = lambda name, text: downloads.append((name, text)) or True
    page.truco_pick_file = lambda limit: picks.append(limit) or status
    status = Status()
    screen = registry.push(app, "backup")
    assert page.kind == "backup"  # the page's text box is the backup's
    click(screen, "file")
    assert downloads and downloads[0][0] == "truco-respaldo-2026-11-30.json"
    assert json.loads(downloads[0][1]) == storage.validate(app.doc)[0]
    click(screen, "pick")
    assert picks == [backup.MAX_TEXT] and screen.animating()
    status.state, status.text = "done", backup.backup_text(app.doc)
    screen.update(1 / 30)
    assert registry.is_scene(app.top, "message")
