"""Everything after the menu follows the rules chosen (issue 17): the table's scoreboard, the hand
summary, Cómo jugar (an option is mentioned only when it is on), and the statistics per rule set."""
from __future__ import annotations

import datetime
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game import daily as D
from game.ai import decide
from game.match import Match
from game.rules import Rules
from scenes.devtools.autoplay import MemoryStore
from scenes.ui.i18n import set_language, t
from scenes.ui.stack import App

DAY = datetime.date(2026, 11, 30)


def make_app(**settings) -> App:
    from scenes.ui.sound import Sound
    app = App(MemoryStore({"speed": "fast", "sound": False, "language": "es", **settings}),
              today=lambda: DAY)
    app.sound = Sound(app.settings)
    return app


def play_hand(m: Match, seed: int = 0) -> None:
    """Deal (when needed) and play the hand to its end with random legal actions."""
    if m.hand is None or m.hand.over:
        m.start_hand()
    while not m.hand.over:
        m.apply(decide(m.observe(m.to_act), "random", seed + len(m.hand.events)))


# --------------------------------------------------------------------------- the table's scoreboard
def table_texts(rendered, rules: Rules, chicos=(0, 0), scores=(0, 0)) -> list[str]:
    from scenes.table.scene import TableScene
    app = make_app()
    m = Match(rules, 5, scores=scores)
    m.start_hand()
    m.chicos = list(chicos)
    table = TableScene(app, m)
    app.push(table)
    rendered.clear()
    table.draw(pygame.display.get_surface())
    return list(rendered)


def test_the_scoreboard_shows_the_chicos_won_in_a_partido(rendered):
    texts = table_texts(rendered, Rules(players=4, chicos=3), chicos=(1, 0), scores=(18, 9))
    assert t("sum.chicos", a=1, b=0) == "Chicos 1\u20130" and "Chicos 1\u20130" in texts
    assert "18" in texts and "9" in texts  # the chico in play: its score, sticks below
    texts = table_texts(rendered, Rules(players=4, chicos=1), scores=(18, 9))
    assert not any("Chicos" in x for x in texts)


def test_the_scoreboard_names_envido_without_raises_only_when_on(rendered):
    """On the scoreboard when it has room for the rules line; a partido's scoreboard (its chicos
    line, the fósforos) has none at the minimum text size, and then the pause menu says them."""
    from scenes.table.pause import PauseScene
    from scenes.table.words import rules_line
    texts = table_texts(rendered, Rules(players=2, envido_raises=False))
    assert any("Sin subir" in x.replace("\u00a0", " ") for x in texts)
    texts = table_texts(rendered, Rules(players=4, envido_raises=False, chicos=3))
    if not any("Sin subir" in x.replace("\u00a0", " ") for x in texts):
        app = make_app()
        m = Match(Rules(players=4, envido_raises=False, chicos=3), 5)
        m.start_hand()
        from scenes.table.scene import TableScene
        table = TableScene(app, m)
        app.push(table)
        assert any("Sin subir" in x.replace("\u00a0", " ") for x in PauseScene(app, table).rules_words())
    assert "Sin subir" not in rules_line(Rules(players=4))
    assert "Sin subir" not in rules_line(Rules(variant="mineiro"))  # no envido to raise there


def test_the_scoreboard_rules_line_keeps_each_option_whole_in_every_language(canvas):
    from scenes.table.words import rules_line
    r = Rules(players=4, flor=True, envido_raises=False, chicos=3, target=25)
    for lang in ("es", "pt", "en"):
        set_language(lang)
        parts = rules_line(r).split(" · ")
        assert t("rules.noraises_short").replace(" ", "\u00a0") in parts  # wraps between parts only
        assert t("rules.partido_short").replace(" ", "\u00a0") in parts
    set_language("es")


# --------------------------------------------------------------------------- the hand summary
def summary_of_a_chico_end(rules: Rules):
    """A match at 4–4 to 5: the hand ends the chico (and, with one chico, the match)."""
    m = Match(rules, 11, scores=(4, 4))
    play_hand(m, 3)
    return m


def test_the_summary_says_who_won_the_chico_and_the_chicos(rendered):
    from scenes.screens.summary import SummaryScene, chico_won
    m = summary_of_a_chico_end(Rules(target=5, chicos=3))
    team = chico_won(m)
    assert team in (0, 1) and m.chicos[team] == 1 and not m.over
    scene = SummaryScene(make_app(), m)
    assert scene.headline() == t(f"sum.chico_{team}")
    scene.draw(pygame.display.get_surface())
    line = [x for x in rendered if x.startswith(t("sum.target", n=5))]
    assert line and t("sum.chicos", a=m.chicos[0], b=m.chicos[1]) in line[0]
    assert t("sum.next_chico") in line[0]


def test_a_summary_of_one_chico_says_nothing_of_chicos(rendered):
    from scenes.screens.summary import SummaryScene, chico_won
    m = summary_of_a_chico_end(Rules(target=5))
    assert chico_won(m) is None
    scene = SummaryScene(make_app(), m)
    from scenes.table.hand_result import headline
    assert scene.headline() == headline(scene.lines)
    scene.draw(pygame.display.get_surface())
    assert not any("hico" in x for x in rendered)


# --------------------------------------------------------------------------- Cómo jugar
def page4(rules: Rules) -> tuple[str, str, str, tuple]:
    from scenes.screens.howto import PAGES, page_words
    return page_words(PAGES[3], rules)


def test_howto_mentions_flor_only_when_on(canvas):
    title, body, caption, cards = page4(Rules(flor=False))
    assert "lor" not in title + body + caption and cards == ()
    title, body, caption, cards = page4(Rules(flor=True))
    assert "flor" in title and t("howto.p4.flor") in body and cards


def test_howto_mentions_chicos_only_when_on(canvas):
    _, body, caption, _ = page4(Rules(chicos=3, target=30))
    assert t("howto.p4.partido", n=30) in body and "chicos" in caption
    _, body, caption, _ = page4(Rules(chicos=1, target=30))
    assert "chico" not in body + caption and t("howto.p4.one_chico", n=30) in body


def test_howto_mentions_malas_and_buenas_only_at_30(canvas):
    assert "malas" in page4(Rules(target=30))[1]
    _, body, _, _ = page4(Rules(target=15))
    assert "malas" not in body and t("howto.p4.target", n=15) in body


def test_howto_envido_page_follows_envido_raises(canvas):
    from scenes.screens.howto import PAGES, page_words
    raised = page_words(PAGES[1], Rules())[1]
    fixed = page_words(PAGES[1], Rules(envido_raises=False))[1]
    assert raised == t("howto.p2.body") and "Se pueden subir" in raised
    assert fixed == t("howto.p2.body_noraises") and "no se sube" in fixed and "subir;" not in fixed


def test_howto_scene_reads_the_rules_chosen_in_the_menu(rendered):
    from scenes.screens.howto import HowToScene
    app = make_app(flor=False, envido_raises=False, chicos=3, variant="mineiro")
    for page, want in ((1, t("howto.p2.body_noraises").split("\n")[0]), (3, t("howto.p4.title_noflor"))):
        rendered.clear()
        HowToScene(app, page).draw(pygame.display.get_surface())
        assert want in rendered
    assert not any("Flor" in x for x in rendered)


# --------------------------------------------------------------------------- statistics per rule set
def finished_match(rules: Rules, seed: int) -> Match:
    m = Match(rules, seed)
    while not m.over:
        play_hand(m, seed)
    return m


def test_statistics_are_kept_per_rule_set_and_shown_for_the_rules_chosen(rendered):
    from scenes.host import records as glue
    from scenes.screens.stats import StatsScene
    app = make_app(players=4, target=5, envido_raises=False)
    plain, fixed, partido = Rules(players=4, target=5), Rules(players=4, target=5, envido_raises=False), \
        Rules(players=4, target=5, chicos=3)
    for rules, seed in ((plain, 1), (fixed, 2), (fixed, 3), (partido, 4)):
        glue.record_match(app.doc, finished_match(rules, seed))
    by_rules = app.doc["stats"]["by_rules"]
    assert {k: v["played"] for k, v in by_rules.items()} == {
        "argentino-4p-5": 1, "argentino-4p-5-noraises": 2, "argentino-4p-5-3chicos": 1}
    data = glue.summary(app.doc, DAY, fixed)
    assert data["these_rules"] == by_rules["argentino-4p-5-noraises"]
    scene = StatsScene(app)
    app.push(scene)
    assert scene.data["these_rules"]["played"] == 2  # the menu's rules: envido not raised
    scene.show_tab("matches")  # Partidas (issue 22: the statistics in tabs)
    rendered.clear()
    scene.draw(pygame.display.get_surface())
    assert t("stats.these_rules") in rendered


def test_the_statistics_screen_words_every_rule_set(rendered):
    from scenes.host import records as glue
    from scenes.screens.stats import StatsScene, _rules_words
    assert "sin subir el envido" in _rules_words("argentino-2p-30-noraises")
    assert "3 chicos" in _rules_words("argentino-4p-30-3chicos")
    app = make_app()
    for rules in (Rules(players=4, flor=True, target=15, envido_raises=False, chicos=3),
                  Rules(players=2, envido_raises=False, target=5)):
        m = D.replay(DAY, rules, "normal", D.autoplay_actions(DAY, rules, "normal"))
        glue.record_match(app.doc, m, {"date": DAY.isoformat(), "rules_key": D.rules_key(rules)})
    scene = StatsScene(app)
    app.push(scene)
    rendered.clear()
    scene.draw(pygame.display.get_surface())
    rows = [x for x in rendered if "Sin subir" in x or "sin subir" in x]
    assert len(rows) >= 2  # each daily's row names its rule set (in a form that fits)
    keys = {r["rules_key"] for r in scene.data["history"]}
    assert keys == {"argentino-4p-15-flor-noraises-3chicos", "argentino-2p-5-noraises"}


# --------------------------------------------------------------------------- a partido's long share line
def test_a_long_share_line_is_cut_to_fit_and_keeps_every_character(canvas):
    from scenes.screens.match_over import share_lines
    from scenes.ui.fonts import get_font
    font = get_font("text", 19)
    code = "4DC9KAF799R2324JAMM4NN4H1D8S0NYCMC7444NP4ACM1A4VX3MNYW21C0VKQY0" * 3
    rules = Rules(players=4, flor=True, envido_raises=False, chicos=3, target=15)
    for lang in ("es", "pt", "en"):
        share = D.share_text(DAY, rules, {"won": True, "scores": [15, 3], "chicos": [2, 1]}, code, lang)
        lines = share_lines(share, code, font, 716)
        assert all(font.size(line)[0] <= 716 for line in lines)
        assert "".join(lines).replace(" ", "") == share.replace(" ", "")
    assert share_lines("Truco · X · ABC", "ABC", font, 716) == ["Truco · X · ABC"]


def test_match_over_of_a_partido_diario_fits_its_share_line(rendered):
    from scenes.screens.match_over import MatchOverScene
    rules = Rules(players=2, flor=True, envido_raises=False, chicos=3)
    m = D.replay(DAY, rules, "normal", D.autoplay_actions(DAY, rules, "normal", "random"))
    app = make_app()
    scene = MatchOverScene(app, m, daily={"date": DAY.isoformat(), "rules_key": D.rules_key(rules)},
                           level="normal")
    assert scene.code and D.rules_key(rules) in app.doc["daily"]["days"][DAY.isoformat()]
    from game.daily.sharecode import verify_code
    out = verify_code(scene.code)
    assert out["ok"] and out["rules_key"] == D.rules_key(rules) and out["result"]["chicos"] == m.chicos
    scene.draw(pygame.display.get_surface())
    copy = [b for b in scene.buttons if b.action == "copy"][0]
    share = scene.share_box()
    assert share.h == scene.share_h and copy.rect.top >= share.bottom  # under the share box
    assert scene.panel.top >= 0 and scene.panel.bottom <= 720


def test_a_partido_code_can_be_pasted_and_verified_on_the_statistics_screen(rendered):
    from scenes.screens.stats import MAX_CODE, StatsScene
    from scenes.ui.fonts import get_font
    from game.daily import sharecode
    rules = Rules(players=2, envido_raises=False, chicos=3)
    actions = D.autoplay_actions(DAY, rules, "normal", "random")
    code = sharecode.encode_code(DAY, rules, "normal", actions)
    assert MAX_CODE >= 400 > 3 * 65  # three chicos of the longest codes measured (~65 each)
    app = make_app()
    scene = StatsScene(app)
    app.push(scene)
    scene.type_text("-".join(code[i:i + 5] for i in range(0, len(code), 5)))
    scene.run_verify()
    for _ in range(100_000):
        if not scene.animating():
            break
        scene.update(1 / 60)
    assert scene.result["ok"] and scene.result["rules_key"] == "argentino-2p-30-noraises-3chicos"
    rendered.clear()
    scene.draw(pygame.display.get_surface())
    line = [x for x in rendered if x.startswith("Truco Diario")]
    assert line and "chicos" in line[0] and code not in line[0]
    assert scene.tab == "verify"  # typing a code shows Verificar
    assert get_font("text", 19).size(line[0])[0] <= scene.body.w - 32
