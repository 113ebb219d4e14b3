"""The menu and the screens around the table, headless: clicks, keys, saving, languages.

The table is replaced by a small stand-in (``FakeTable``) that follows the table's contract: it
plays the human's seat with legal actions, pushes ``SummaryScene`` after each hand and
``MatchOverScene`` at the end, so these tests do not depend on the table's animations.
"""
from __future__ import annotations

import json
import os
import sys
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ai import decide
from scenes.host.storage import Store
from scenes.ui.i18n import set_language, t
from scenes.ui.stack import App, Scene


@pytest.fixture()
def screen(canvas):
    return canvas


@pytest.fixture()
def app(screen):
    a = App(Store())
    a.settings["language"] = "es"
    set_language("es")
    return a


class FakeTable(Scene):
    """A stand-in for scenes.table.scene.TableScene with the same constructor."""

    instances: list["FakeTable"] = []

    def __init__(self, app, match, *, daily=None, cast=None, tour=None):
        super().__init__(app)
        self.match = match
        self.daily = daily
        self.cast = cast
        self.tour = tour
        FakeTable.instances.append(self)

    def play_hand(self) -> None:
        """Deal if needed and play one hand with random legal actions, then push the dialogs."""
        from scenes.screens.match_over import MatchOverScene
        from scenes.screens.summary import SummaryScene
        m = self.match
        if m.hand is None or m.hand.over:
            m.start_hand()
        n = 0
        while not m.hand.over:
            m.apply(decide(m.observe(m.to_act), "random", n + 7 * m.hand_no))
            n += 1
        from scenes.host import saves
        saves.put(self.app.doc, m, self.daily, "normal", self.app.today())
        self.app.push(SummaryScene(self.app, m))
        if m.over:
            self.app.push(MatchOverScene(self.app, m, daily=self.daily))


@pytest.fixture()
def fake_table(monkeypatch):
    module = types.ModuleType("scenes.table.scene")
    module.TableScene = FakeTable
    monkeypatch.setitem(sys.modules, "scenes.table.scene", module)
    FakeTable.instances.clear()
    return FakeTable


def click(app, point) -> None:
    """A left click at ``point`` on the top scene."""
    app.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))


def key(app, k, mod=0) -> None:
    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def button(scene, action):
    """The button ``action`` of ``scene``; on a screen with tabs (the menu's rules panel, Ajustes,
    Estadísticas) the tab that holds it is tapped first, as a person would."""
    for b in scene.buttons:
        if b.action == action:
            return b
    tab = scene.tab_of(action) if hasattr(scene, "tab_of") else None
    for b in scene.buttons:
        if tab is not None and b.action == f"tab:{tab}":
            scene.press(b)
            return button(scene, action)
    raise AssertionError(f"no button {action!r} in {[b.action for b in scene.buttons]}")


def press(app, action) -> None:
    b = button(app.top, action)
    assert b.enabled, action
    click(app, b.rect.center)


def drawn(app, screen) -> None:
    app.draw(screen)


@pytest.mark.parametrize("variant,players,flor", [("argentino", 2, False), ("argentino", 4, True),
                                                  ("mineiro", 4, False)])
def test_click_through_a_whole_match(app, screen, fake_table, variant, players, flor):
    from scenes.screens.match_over import MatchOverScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.summary import SummaryScene
    app.push(MenuScene(app))
    press(app, f"variant:{variant}")
    if variant == "argentino":
        press(app, f"players:{players}")
        press(app, "flor:on" if flor else "flor:off")
        press(app, "target:5")
    drawn(app, screen)
    press(app, "new")
    table = app.top
    assert isinstance(table, FakeTable)
    rules = table.match.rules
    assert (rules.variant, rules.players, rules.flor) == (variant, players, flor)
    assert rules.target == (5 if variant == "argentino" else 12)
    assert table.daily is None
    hands = 0
    while not isinstance(app.top, MatchOverScene):
        assert isinstance(app.top, FakeTable)
        app.top.play_hand()
        hands += 1
        if isinstance(app.top, SummaryScene):
            drawn(app, screen)
            click(app, app.top.autoplay_click())
        assert hands < 200
    over = app.top
    drawn(app, screen)
    assert app.doc["stats"]["variants"][variant]["played"] == 1
    click(app, over.autoplay_click())
    assert isinstance(app.top, MenuScene)
    assert len(app.stack) == 1
    drawn(app, screen)


def test_summary_closes_with_enter_space_and_escape(app, screen, fake_table):
    from game.match import Match
    from game.rules import Rules
    from scenes.screens.summary import SummaryScene
    for k in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE):
        table = FakeTable(app, Match(Rules(), 5))
        app.replace(table)
        table.play_hand()
        assert isinstance(app.top, SummaryScene)
        key(app, k)
        assert app.top is table


def test_rules_choice_is_remembered_and_saved(app, screen, fake_table):
    from scenes.screens.menu import MenuScene
    menu = MenuScene(app)
    app.push(menu)
    press(app, "players:4")
    press(app, "flor:on")
    press(app, "target:20")
    press(app, "level:dificil")
    reloaded = Store().load()["settings"]
    assert reloaded["players"] == 4 and reloaded["flor"] is True
    assert reloaded["target"] == 20 and reloaded["difficulty"] == "dificil"
    press(app, "variant:mineiro")
    assert not button(menu, "players:2").enabled and not button(menu, "flor:on").enabled
    assert menu.rules.players == 4 and menu.rules.target == 12 and not menu.rules.flor
    press(app, "variant:argentino")  # the Argentine choice came back untouched
    assert menu.rules.target == 20 and menu.rules.flor


def test_one_target_control_from_5_to_30_in_steps_of_5(app, screen):
    from scenes.screens.menu import MenuScene
    menu = MenuScene(app)
    app.push(menu)
    button(menu, "target:5")  # its tab shown
    targets = [b.action for b in menu.buttons if b.action.startswith("target:")]
    assert targets == [f"target:{n}" for n in (5, 10, 15, 20, 25, 30)]
    for n in (5, 10, 15, 20, 25, 30, 15):
        press(app, f"target:{n}")
        assert menu.rules.target == n
        lit = [b.action for b in menu.buttons if b.action.startswith("target:") and b.kind == "primary"]
        assert lit == [f"target:{n}"]


def test_language_switch_redraws_the_menu(app, screen):
    from scenes.screens.menu import MenuScene
    menu = MenuScene(app)
    app.push(menu)
    app.draw(screen)
    spanish = pygame.image.tobytes(screen, "RGB")
    assert button(menu, "new").label == "Nueva partida"
    press(app, "lang:en")
    assert button(menu, "new").label == "New match"
    assert Store().load()["settings"]["language"] == "en"
    app.draw(screen)
    assert pygame.image.tobytes(screen, "RGB") != spanish
    press(app, "lang:pt")
    assert button(menu, "new").label == "Nova partida"


def test_keyboard_moves_the_focus_and_presses(app, screen, fake_table):
    from scenes.screens.menu import MenuScene
    app.push(MenuScene(app))
    key(app, pygame.K_TAB)  # focus on the first button: Diario
    key(app, pygame.K_TAB)  # Nueva partida
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, FakeTable)


def test_continue_resumes_the_saved_match(app, screen, fake_table):
    from game.match import Match
    from game.rules import Rules
    from scenes.screens.menu import MenuScene
    menu = MenuScene(app)
    app.push(menu)
    assert not button(menu, "continue").enabled
    m = Match(Rules(players=4), 11)
    m.start_hand()
    m.apply(m.legal_actions()[0])
    app.doc["match"] = {"save": m.to_json(), "daily": None, "level": "normal"}  # no description:
    app.save()                                                                # an older save
    app.replace(MenuScene(app))
    assert "0\u20130" in button(app.top, "continue").sub
    press(app, "continue")
    table = app.top
    assert isinstance(table, FakeTable)
    assert table.match.to_json() == m.to_json()


def test_broken_save_does_not_stop_the_menu(app, screen, fake_table, tmp_path):
    from scenes.screens.menu import MenuScene
    app.doc["match"] = {"save": "{not json", "daily": None}
    app.push(MenuScene(app))
    press(app, "continue")
    assert not isinstance(app.top, FakeTable)
    assert app.doc["match"] is None
    assert app.top.message
    kept = json.loads((tmp_path / "truco.match-broken-1.json").read_text())
    assert kept["save"] == "{not json"  # copied aside before it was dropped
    app.draw(screen)


def test_daily_is_new_then_in_progress_then_finished(app, screen, fake_table):
    import datetime
    from game import daily as D
    from scenes.host import saves
    from scenes.screens.match_over import MatchOverScene
    from scenes.screens.menu import MenuScene
    menu = MenuScene(app)
    app.push(menu)
    today = app.today()
    assert today == datetime.date(2026, 11, 30)
    assert menu.daily_info()[0] == "new"
    assert t("menu.daily_new") in menu.daily_lines[1]
    assert menu.daily_lines[0] in (t("menu.daily_rules", rules="Argentino · Mano a mano · Sin flor · Partida a 30"),
                                   t("menu.daily_rules", rules="Mano a mano · a 30"))  # the form that fits
    press(app, "daily")
    table = app.top
    assert isinstance(table, FakeTable)
    assert table.daily == {"date": today.isoformat(), "rules_key": "argentino-2p-30"}
    assert table.match.seed == D.daily_seed(today, table.match.rules)
    # the table saved it after an action: the menu offers to resume it
    table.match.start_hand()
    table.match.apply("0:" + table.match.legal_actions(0)[0]) if 0 in table.match.hand.acting_seats() \
        else table.match.apply(table.match.legal_actions()[0])
    saves.put(app.doc, table.match, table.daily, "normal", today)
    assert app.doc["match"] is None  # your own match's slot is not the Diario's
    app.replace(MenuScene(app))
    assert app.top.daily_info()[0] == "progress"
    assert not button(app.top, "continue").enabled  # Continuar is for your own match
    press(app, "daily")
    app.top.update(1 / 60)
    resumed = app.top
    assert isinstance(resumed, FakeTable) and resumed.daily == table.daily
    # finish it (the computer plays the human's seat) and record it
    actions = D.autoplay_actions(today, resumed.match.rules, "normal")
    finished = D.replay(today, resumed.match.rules, "normal", actions)
    app.push(MatchOverScene(app, finished, daily=resumed.daily))
    assert app.doc["diario"] is None
    app.replace(MenuScene(app))
    state, entry = app.top.daily_info()
    assert state == "done" and entry["scores"] == list(finished.scores)
    assert str(finished.scores[0]) in app.top.daily_lines[1]
    press(app, "daily")  # a finished daily shows its result in the statistics
    from scenes.screens.stats import StatsScene
    assert isinstance(app.top, StatsScene)


def test_howto_settings_and_stats_open_and_go_back_with_escape(app, screen):
    from scenes.screens.howto import HowToScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.stats import StatsScene
    menu = MenuScene(app)
    app.push(menu)
    for action, kind in (("howto", HowToScene), ("settings", SettingsScene), ("stats", StatsScene)):
        press(app, action)
        assert isinstance(app.top, kind)
        app.draw(screen)
        key(app, pygame.K_ESCAPE)
        assert app.top is menu


def test_howto_pages_turn_with_arrows_and_buttons(app, screen):
    from scenes.screens.howto import PAGES, HowToScene
    scene = HowToScene(app)
    app.push(scene)
    assert not button(scene, "prev").enabled
    key(app, pygame.K_RIGHT)
    assert scene.page == 1
    press(app, "next")
    assert scene.page == 2
    press(app, "tab:5")
    assert PAGES[scene.page].variant == "mineiro" and PAGES[scene.page - 1].senas
    for _ in range(20):  # a page whose words take more than one screen turns part by part
        key(app, pygame.K_RIGHT)
    assert scene.page == len(PAGES) - 1 and not button(scene, "next").enabled
    for lang in ("es", "pt", "en"):
        set_language(lang)
        for i in range(len(PAGES)):
            scene.turn(i)
            app.draw(screen)


def test_settings_are_saved_at_once(app, screen):
    from scenes.screens.settings import SettingsScene
    scene = SettingsScene(app)
    app.push(scene)
    press(app, "sound:off")
    press(app, "speed:fast")
    press(app, "four_colour:on")
    press(app, "show_envido:off")
    press(app, "language:pt")
    doc = Store().load()
    s = doc["settings"]
    assert (s["sound"], s["speed"], s["four_colour"], s["show_envido"], s["language"]) == \
        (False, "fast", True, False, "pt")
    assert button(scene, "back").label == "Voltar"
    app.draw(screen)
    press(app, "back")
    assert app.top is None


def test_match_over_offers_another_match_with_the_same_rules(app, screen, fake_table):
    from game.match import Match
    from game.rules import Rules
    from scenes.screens.match_over import MatchOverScene
    m = Match(Rules(players=4, target=5), 3)
    while not m.over:
        if m.hand is None or m.hand.over:
            m.start_hand()
        m.apply(decide(m.observe(m.to_act), "random", len(m.hand.events)))
    over = MatchOverScene(app, m)
    app.push(over)
    app.draw(screen)
    key(app, pygame.K_n)
    table = app.top
    assert isinstance(table, FakeTable)
    assert table.match.rules == m.rules and table.match.seed != m.seed


def test_daily_share_text_and_copy_feedback(app, screen, monkeypatch):
    import datetime
    from game import daily as D
    from scenes.host import device
    from scenes.screens.match_over import MatchOverScene
    day = datetime.date(2026, 11, 29)
    rules = D.daily_rules({"variant": "argentino", "players": 2})
    actions = D.autoplay_actions(day, rules, "normal")
    m = D.replay(day, rules, "normal", actions)
    over = MatchOverScene(app, m, daily={"date": day.isoformat(), "rules_key": D.rules_key(rules)})
    app.push(over)
    assert over.code and over.code in over.share and "2026-11-29" in over.share
    copied = []
    monkeypatch.setattr(device, "copy_to_clipboard", lambda text: copied.append(text) or True)
    press(app, "copy")
    assert copied == [over.share] and over.copied is True
    app.draw(screen)
    entry = app.doc["daily"]["days"]["2026-11-29"]["argentino-2p-30"]
    assert entry["status"] == "finished" and entry["code"] == over.code
    json.dumps(app.doc)  # still plain JSON


def test_a_touch_presses_once_even_with_sdl_mouse_echo(app, screen):
    from scenes.screens.menu import MenuScene
    menu = MenuScene(app)
    app.push(menu)
    howto = button(menu, "howto").rect.center
    menu.handle(pygame.event.Event(pygame.FINGERDOWN, x=howto[0] / 1280, y=howto[1] / 720,
                                   finger_id=0, touch_id=0))
    menu.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=howto, button=1, touch=True))
    assert len(app.stack) == 2  # the menu and one Cómo jugar


def _play_daily_human_actions(app, n: int):
    """Start today's Diario from the menu and let the human act ``n`` times (the table saves)."""
    from game import daily as D
    from scenes.host import saves
    press(app, "daily")
    table = app.top
    m = table.match
    D.advance(m, "normal")
    for _ in range(n):
        m.apply("0:" + m.legal_actions(0)[0])
        D.advance(m, "normal")
    saves.put(app.doc, m, table.daily, "normal", app.today())
    return table, m


def _same_match(a, b) -> None:
    assert a.to_json() == b.to_json()
    assert a.hand_no == b.hand_no and a.scores == b.scores
    assert a.legal_actions(0) == b.legal_actions(0) and a.observe(0) == b.observe(0)


def test_a_daily_in_progress_survives_a_new_match(app, screen, fake_table):
    """On 2026-11-30 the human's third action ends the first hand: the Diario saved at hand 2 must
    come back at hand 2 (it once came back at the end of hand 1)."""
    from scenes.screens.menu import MenuScene
    app.push(MenuScene(app))
    table, m = _play_daily_human_actions(app, 3)
    assert m.hand_no == 2
    app.replace(MenuScene(app))
    press(app, "new")  # your own match has a slot of its own ...
    own = app.top.match
    from scenes.host import saves
    saves.put(app.doc, own, None, "normal", app.today())
    app.replace(MenuScene(app))
    menu = app.top
    assert menu.daily_info()[0] == "progress"  # ... and the Diario's was kept
    assert button(menu, "continue").enabled
    press(app, "daily")
    menu.update(1 / 60)  # a saved Diario opens on the next frame
    resumed = app.top
    assert isinstance(resumed, FakeTable) and resumed.daily == table.daily
    _same_match(resumed.match, m)
    app.replace(MenuScene(app))
    press(app, "continue")
    assert app.top.match.to_json() == own.to_json() and app.top.daily is None


def test_a_parked_daily_is_replayed_to_the_saved_point(app, screen, fake_table):
    """A Diario moved out of the Diario slot by another rules choice's Diario keeps only the
    human's record; it is rebuilt over frames to exactly the state that was saved."""
    from scenes.host import saves
    from scenes.screens.menu import MenuScene
    app.push(MenuScene(app))
    table, m = _play_daily_human_actions(app, 3)
    app.replace(MenuScene(app))
    press(app, "players:4")
    other, _ = _play_daily_human_actions(app, 1)  # parks the 1 v 1 Diario
    assert app.doc["diario"]["daily"]["rules_key"] == "argentino-4p-30"
    app.replace(MenuScene(app))
    menu = app.top
    press(app, "players:2")
    assert menu.daily_info()[0] == "progress"
    assert "1" in menu.daily_lines[1]  # "otras reglas, otro Diario (1 hoy)"
    press(app, "daily")
    assert menu.animating() and app.top is menu  # rebuilt over frames, not in one go
    menu.draw(screen)
    for _ in range(10_000):
        if not menu.animating():
            break
        menu.update(1 / 60)
    resumed = app.top
    assert isinstance(resumed, FakeTable) and resumed.daily == table.daily
    _same_match(resumed.match, m)
    assert app.doc["diario"]["daily"] == table.daily  # it holds the Diario slot again
    assert saves.diario_state(app.doc, app.today(), other.match.rules)[0] == "progress"


def test_new_match_over_a_saved_one_asks_first(app, screen, fake_table):
    from game.match import Match
    from game.rules import Rules
    from scenes.host import saves
    from scenes.screens.menu import MenuScene
    from scenes.screens.notice import MessageScene
    m = Match(Rules(players=2, target=15), 11)
    m.start_hand()
    m.apply(m.legal_actions()[0])
    saves.put(app.doc, m, None, "facil", app.today())
    app.push(MenuScene(app))
    sub = button(app.top, "continue").sub
    assert "Mano a mano" in sub and "a 15" in sub and "30 de noviembre" in sub
    press(app, "new")
    ask = app.top
    assert isinstance(ask, MessageScene) and sub.split(" · ")[0] in ask.text
    app.draw(screen)
    key(app, pygame.K_RETURN)  # Enter is the safe answer: the saved match goes on
    assert isinstance(app.top, FakeTable) and app.top.match.to_json() == m.to_json()
    app.replace(MenuScene(app))
    press(app, "new")
    press(app, "cancel")
    assert isinstance(app.top, MenuScene) and app.doc["match"]["save"] == m.to_json()
    press(app, "new")
    press(app, "continue")
    assert isinstance(app.top, FakeTable) and app.top.match.to_json() == m.to_json()
    app.replace(MenuScene(app))
    press(app, "new")
    press(app, "new")
    assert isinstance(app.top, FakeTable) and app.top.match.seed != m.seed


def test_match_over_says_one_hand_in_the_singular(app, screen):
    from game.match import Match
    from game.rules import Rules
    from scenes.screens.match_over import MatchOverScene
    for seed in range(1, 400):
        m = Match(Rules(players=2, target=5), seed)
        m.start_hand()
        n = 0
        while not m.hand.over:
            m.apply(decide(m.observe(m.to_act), "random", seed * 100 + n))
            n += 1
        if m.over:
            break
    assert m.over and m.hand_no == 1
    texts = []
    import scenes.screens.match_over as mo
    real = mo.label

    def spy(surface, text, *a, **k):
        texts.append(text)
        return real(surface, text, *a, **k)
    mo.label = spy
    try:
        app.push(MatchOverScene(app, m))
        app.draw(screen)
    finally:
        mo.label = real
    assert "1 mano jugada" in texts and not any("1 manos" in x for x in texts)


def test_another_match_after_a_diario_asks_before_replacing_your_own(app, screen, fake_table):
    from game import daily as D
    from game.match import Match
    from game.rules import Rules
    from scenes.host import saves
    from scenes.screens.match_over import MatchOverScene
    from scenes.screens.notice import MessageScene
    mine = Match(Rules(players=2, target=15), 12)
    mine.start_hand()
    mine.apply(mine.legal_actions()[0])
    saves.put(app.doc, mine, None, "normal", app.today())
    day = app.today()
    rules = D.daily_rules({"variant": "argentino", "players": 2, "target": 5})
    finished = D.replay(day, rules, "normal", D.autoplay_actions(day, rules, "normal"))
    over = MatchOverScene(app, finished, daily={"date": day.isoformat(), "rules_key": D.rules_key(rules)})
    app.push(over)
    press(app, "again")
    assert isinstance(app.top, MessageScene)
    assert [b.action for b in app.top.buttons] == ["new", "cancel"]
    press(app, "cancel")
    assert app.top is over and app.doc["match"]["save"] == mine.to_json()
    press(app, "again")
    press(app, "new")
    assert isinstance(app.top, FakeTable) and app.top.match.seed != mine.seed
