"""The statistics screen: recorded results, dailies, streaks, and "Verificar un código"."""
from __future__ import annotations

import datetime
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import daily as D
from game.ai import decide
from game.match import Match
from game.rules import Rules
from scenes.host.storage import Store
from scenes.host import records as glue, saves
from scenes.ui.i18n import set_language, t
from scenes.ui.stack import App

DAY = datetime.date(2026, 11, 29)


@pytest.fixture()
def app(canvas):
    set_language("es")
    a = App(Store())
    a.settings["language"] = "es"
    yield a
    set_language("es")


def finished_match(rules: Rules, seed: int) -> Match:
    m = Match(rules, seed)
    while not m.over:
        if m.hand is None or m.hand.over:
            m.start_hand()
        m.apply(decide(m.observe(m.to_act), "random", seed + len(m.hand.events)))
    return m


def finished_daily(day=DAY, rules=None):
    rules = D.daily_rules(rules or {"variant": "argentino", "players": 2})
    return D.replay(day, rules, "normal", D.autoplay_actions(day, rules, "normal")), rules


def run_to_end(scene, frames: int = 100_000) -> None:
    for _ in range(frames):
        if not scene.animating():
            return
        scene.update(1 / 60)
    raise AssertionError("the check never finished")


def test_match_over_records_once_and_the_screen_shows_it(app):
    from scenes.screens.match_over import MatchOverScene
    from scenes.screens.stats import StatsScene
    m = finished_match(Rules(target=5), 4)
    MatchOverScene(app, m)
    MatchOverScene(app, m)  # shown again (a redraw, a second push): not counted twice
    mineiro = finished_match(Rules(variant="mineiro", players=4, target=12), 9)
    MatchOverScene(app, mineiro)
    doc = Store().load()  # saved to the device
    data = glue.summary(doc, DAY)
    assert data["variants"]["argentino"]["played"] == 1
    assert data["variants"]["argentino"]["won"] == int(m.winner == 0)
    assert data["variants"]["mineiro"]["played"] == 1
    scene = StatsScene(app)
    app.push(scene)
    assert scene.data["variants"]["argentino"]["played"] == 1
    app.draw(pygame.display.get_surface())


def test_dailies_history_streak_and_best(app):
    from scenes.screens.match_over import MatchOverScene
    for offset in (2, 1, 0):
        day = DAY - datetime.timedelta(days=offset)
        m, rules = finished_daily(day)
        MatchOverScene(app, m, daily={"date": day.isoformat(), "rules_key": D.rules_key(rules)})
    data = glue.summary(app.doc, today=DAY)
    assert [r["date"] for r in data["history"]] == ["2026-11-29", "2026-11-28", "2026-11-27"]
    assert data["streak"] == 3 and data["best_streak"] == 3
    assert data["best"] and all(r["code"] for r in data["best"])
    later = glue.summary(app.doc, today=DAY + datetime.timedelta(days=5))
    assert later["streak"] == 0 and later["best_streak"] == 3


def test_empty_statistics_read_as_zero(app):
    from scenes.screens.stats import StatsScene
    app.doc["stats"] = {"variants": "garbage"}
    app.doc["daily"] = {"days": {"not a date": {}}}
    scene = StatsScene(app)
    app.push(scene)
    assert scene.data["variants"]["argentino"]["played"] == 0
    assert scene.data["history"] == [] and scene.data["streak"] == 0
    for lang in ("es", "pt", "en"):
        set_language(lang)
        app.draw(pygame.display.get_surface())


def test_garbage_code_is_refused(app):
    from scenes.screens.stats import StatsScene
    scene = StatsScene(app)
    app.push(scene)
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="hola, esto no es un código!"))
    assert "!" not in scene.code and "," not in scene.code  # only a code's characters are typed
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    run_to_end(scene)
    assert scene.result["ok"] is False
    assert scene.result["error"] == t("verify.bad")
    app.draw(pygame.display.get_surface())


def test_empty_code_asks_for_one(app):
    from scenes.screens.stats import StatsScene
    scene = StatsScene(app)
    app.push(scene)
    scene.run_verify()
    run_to_end(scene)
    assert scene.result == {"ok": False, "error": t("verify.empty"), "detail": ""}


def test_a_real_code_is_proven_step_by_step(app):
    from scenes.screens.match_over import MatchOverScene
    from scenes.screens.stats import StatsScene
    m, rules = finished_daily()
    over = MatchOverScene(app, m, daily={"date": DAY.isoformat(), "rules_key": D.rules_key(rules)})
    scene = StatsScene(app)
    app.push(scene)
    scene.type_text(over.code)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    scene.type_text(over.code[-1])
    scene.run_verify()
    assert scene.animating()  # checked over frames, never in one go
    run_to_end(scene)
    assert scene.result["ok"] is True
    assert scene.result["result"]["scores"] == list(m.scores)
    assert over.code in scene.result["text"]
    app.draw(pygame.display.get_surface())


def test_paste_with_ctrl_v(app, monkeypatch):
    from scenes.screens import stats
    from scenes.screens.stats import StatsScene
    monkeypatch.setattr(stats, "paste_text", lambda: "abc-123\n")
    scene = StatsScene(app)
    app.push(scene)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode=""))
    assert scene.code == "abc-123"
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.top is None


def test_share_code_from_the_log_matches_the_engine(app):
    from game.daily import sharecode
    for rules in ({"variant": "argentino", "players": 4, "flor": True, "target": 15},
                  {"variant": "mineiro"}):
        m, r = finished_daily(rules=rules)
        actions = saves.human_actions(m)
        assert glue.share_code(m, {"date": DAY.isoformat()}, "normal") == \
            sharecode.encode_code(DAY, r, "normal", actions)
    normal = finished_match(Rules(target=5), 2)  # not a daily: no code
    assert glue.share_code(normal, {"date": DAY.isoformat()}, "normal") == ""


def test_a_click_on_a_daily_copies_its_code(app, monkeypatch):
    from scenes.host import device
    from scenes.screens.match_over import MatchOverScene
    from scenes.screens.stats import StatsScene
    m, rules = finished_daily()
    over = MatchOverScene(app, m, daily={"date": DAY.isoformat(), "rules_key": D.rules_key(rules)})
    copied = []
    monkeypatch.setattr(device, "copy_to_clipboard", lambda text: copied.append(text) or True)
    scene = StatsScene(app)
    app.push(scene)
    rect, row = scene.code_rows()[0]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert copied == [over.code] and scene.copied == (over.code, True)
    app.draw(pygame.display.get_surface())


def test_a_diario_in_progress_is_shown_as_in_progress(app, canvas):
    """Before, Estadísticas said "Todavía no jugaste ningún Diario" while one was being played."""
    from scenes.host import saves
    from scenes.screens.stats import StatsScene
    today = app.today()
    rules = D.daily_rules({"variant": "argentino", "players": 2})
    m = D.daily_match(today, rules)
    D.advance(m, "normal")
    m.apply("0:" + m.legal_actions(0)[0])
    saves.put(app.doc, m, {"date": today.isoformat(), "rules_key": D.rules_key(rules)}, "normal", today)
    # and yesterday's, parked and never finished
    old = D.daily_match(today - datetime.timedelta(days=1), rules)
    D.advance(old, "normal")
    old.apply("0:" + old.legal_actions(0)[0])
    doc = {"diario": None}
    saves.put(doc, old, {"date": (today - datetime.timedelta(days=1)).isoformat(),
                         "rules_key": D.rules_key(rules)}, "normal", today)
    saves.park(doc)
    app.doc["daily"] = doc["daily"]
    data = glue.summary(app.doc, today)
    assert [(r["date"], r.get("playing"), r.get("unfinished")) for r in data["history"]] == [
        (today.isoformat(), True, None), ((today - datetime.timedelta(days=1)).isoformat(), False, True)]
    scene = StatsScene(app)
    app.push(scene)
    texts = []
    import scenes.screens.stats as st_mod
    real = st_mod.label

    def spy(surface, text, *a, **k):
        texts.append(text)
        return real(surface, text, *a, **k)
    st_mod.label = spy
    try:
        app.draw(canvas)
    finally:
        st_mod.label = real
    assert t("stats.no_daily") not in texts
    assert any(x.startswith("En curso") for x in texts) and any(x.startswith("Sin terminar") for x in texts)
    pygame.image.save(canvas, "/tmp/stats_in_progress.png") if os.environ.get("TRUCO_SHOTS") else None
