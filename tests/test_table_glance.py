"""Issue 14: the table reads at a glance. Headless, through the real scenes: the menu button and the
pause menu, the call banner and the stake, one turn highlight, the tricks in rows, the hand's result
on the table, thumb-sized buttons with each language's own key letters, the Diario's title."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.match import Match  # noqa: E402
from game.rules import Rules  # noqa: E402
from scenes.devtools.autoplay import Autoplayer, MemoryStore, table_targets  # noqa: E402
from scenes.table.layout import LANDSCAPE as L  # noqa: E402
from scenes.table.draw.paint import GOLD  # noqa: E402
from scenes.table.draw.seats import plate_rects, trick_cards  # noqa: E402
from scenes.table.result import RESULT_SECONDS  # noqa: E402
from scenes.table.scene import TableScene  # noqa: E402
from scenes.ui.canvas import css_px  # noqa: E402
from scenes.ui.i18n import set_language, t  # noqa: E402
from scenes.ui.sound import Sound  # noqa: E402
from scenes.ui.stack import App  # noqa: E402

AR2, AR4, MN4 = Rules(players=2), Rules(players=4, flor=True), Rules(variant="mineiro", players=4, target=12)


@pytest.fixture(autouse=True)
def spanish(canvas):
    set_language("es")
    yield canvas
    set_language("es")


def make_app(**settings) -> App:
    base = {"speed": "fast", "sound": False, "difficulty": "facil", "language": "es"}
    base.update(settings)
    app = App(MemoryStore(base))
    app.time_scale = 0.2
    app.sound = Sound(app.settings)
    return app


def frame(app, dt=1 / 30):
    for event in pygame.event.get():
        if app.top is not None:
            app.top.handle(event)
    if app.top is not None:
        app.top.update(dt)
    if app.stack and app.needs_draw():
        app.draw(pygame.display.get_surface())


def run_until(app, cond, limit=4000):
    for _ in range(limit):
        if cond():
            return True
        frame(app)
    return cond()


def click(app, pos, touch=False):
    if touch:
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, x=pos[0] / L.w, y=pos[1] / L.h,
                                             touch_id=0, finger_id=0))
    else:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frame(app)


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    frame(app)


def crafted(rules, hands, actions, dealer=1, **settings):
    """A table resumed on a hand dealt ``hands`` (seat 0 is mano with dealer 1 of 2) after ``actions``."""
    m = Match(rules, 1, dealer=dealer)
    m.start_hand(hands=hands)
    for a in actions:
        m.apply(a)
    app = make_app(**settings)
    table = TableScene(app, Match.from_json(m.to_json()))
    app.push(table)
    frame(app)
    return app, table


def plate(table, seat: int) -> pygame.Rect:
    """The name plate of ``seat`` as drawn now."""
    return plate_rects(table.view(), table.painter, seat)[0]


def ring_at(surface, rect: pygame.Rect) -> bool:
    """Whether a gold turn ring is drawn around ``rect`` (a name plate)."""
    r = rect.inflate(10, 10)
    return any(tuple(surface.get_at((r.centerx + dx, r.top + dy)))[:3] == GOLD
               for dx in (-6, 0, 6) for dy in range(4))


# ------------------------------------------------------------------ 1. the menu button and the pause
@pytest.mark.parametrize("how", ["mouse", "touch", "keyboard"])
def test_the_menu_button_pauses_on_the_others_turn_too(how):
    app = make_app()
    table = TableScene(app, Match(AR4, 3))
    app.push(table)
    frame(app, 0.01)  # cards are being dealt: nobody may act, the menu still answers
    assert not table.human_acting()
    before = table.match.to_json()
    if how == "keyboard":
        key(app, pygame.K_TAB)
        assert table.view().focused is table.controls.menu
        key(app, pygame.K_RETURN)
    else:
        click(app, table.controls.menu.rect.center, touch=how == "touch")
    pause = app.top
    assert type(pause).__name__ == "PauseScene" and pause.table is table
    assert table.match.to_json() == before
    assert {b.action for b in pause.buttons} == {"resume", "rules", "speed", "sound", "language", "menu"}
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_pause_changes_speed_sound_and_language_and_shows_the_rules():
    app = make_app(sound=True)
    table = TableScene(app, Match(MN4, 2))
    app.push(table)
    frame(app)
    click(app, table.controls.menu.rect.center)
    pause = app.top

    def press(action):
        click(app, next(b for b in pause.buttons if b.action == action).rect.center)

    press("speed")
    assert app.settings["speed"] == "slow"
    press("sound")
    assert app.settings["sound"] is False
    press("language")
    assert app.settings["language"] == "pt" and t("table_menu") == "Menu"
    assert next(b for b in pause.buttons if b.action == "language").label == "Idioma: Português"
    assert "Mineiro" in pause.rules_words()[0]
    press("rules")
    assert type(app.top).__name__ == "HowToScene" and app.top.page == 4  # the Mineiro pages
    key(app, pygame.K_ESCAPE)
    assert app.top is pause
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_leave_to_the_menu_saves_the_match_and_continuar_resumes_it():
    app = make_app()
    table = TableScene(app, Match(AR2, 6))
    app.push(table)
    assert run_until(app, table.human_acting)
    table.apply("0:" + table.match.legal_actions(0)[0])
    frame(app)
    saved = table.match.to_json()
    click(app, table.controls.menu.rect.center)
    click(app, next(b for b in app.top.buttons if b.action == "menu").rect.center)
    assert type(app.top).__name__ == "MenuScene"
    assert app.doc["match"]["save"] == saved
    app.top.resume()
    assert isinstance(app.top, TableScene) and app.top.match.to_json() == saved


# ------------------------------------------------------------------ 2. the call banner and the stake
def test_the_banner_says_who_called_what_and_what_each_answer_gives():
    hands = [["4c", "5c", "6o"], ["7e", "6e", "1b"]]
    app, table = crafted(AR2, hands, ["play:6o", "truco"])
    assert table.human_acting()
    banner = table.view().banner
    assert banner.who == "Rival" and banner.call == "¡Truco!"
    assert banner.accept == "Quiero: vale 2" and banner.refuse == "No quiero: +1 para ellos"
    assert banner.yours and banner.answer == "Te toca responder"
    # the banner follows the ladder: your retruco waits for the rival, whose vale cuatro you answer
    app, table = crafted(AR2, hands, ["play:6o", "truco", "retruco"])
    assert not table.human_acting() and table.match.hand.pending_bet is not None
    b = table.view().banner
    assert b.who == "Vos" and b.call == "¡Quiero retruco!" and not b.yours
    assert b.accept == "Quiero: vale 3" and b.refuse == "No quiero: +2 para nosotros"
    app, table = crafted(AR2, hands, ["play:6o", "truco", "retruco", "vale-cuatro"])
    assert table.human_acting()
    b = table.view().banner
    assert b.who == "Rival" and b.call == "¡Quiero vale cuatro!" and b.yours
    assert b.accept == "Quiero: vale 4" and b.refuse == "No quiero: +3 para ellos"


def test_the_envido_banner_counts_the_raises_and_your_call_waits_for_theirs():
    hands = [["4c", "5c", "6o"], ["7e", "6e", "1b"]]
    app, table = crafted(AR2, hands, ["envido", "real-envido"])
    b = table.view().banner
    assert b.call == "¡Real envido!"
    assert b.accept == "Quiero: se juegan 5" and b.refuse == "No quiero: +2 para ellos"
    set_language("en")
    assert table.view().banner.accept == "Quiero: 5 at stake"  # the button carries the gloss
    set_language("es")
    # your own call: the banner stays while the rival answers, and says so
    app2, t2 = crafted(AR2, hands, [])  # you are mano: your turn first
    assert t2.human_acting() and "truco" in t2.match.legal_actions(0)
    t2.apply("0:truco")
    assert run_until(app2, t2.idle, limit=200)
    assert t2.match.hand.pending_bet is not None  # the rival has not answered yet
    b2 = t2.view().banner
    assert b2.who == "Vos" and not b2.yours and b2.refuse == "No quiero: +1 para nosotros"
    assert b2.answer == "Responde el rival"


def test_the_stake_is_always_next_to_the_score():
    from scenes.table.draw.board import draw_stake, score_box
    hands = [["4c", "5c", "6o"], ["7e", "6e", "1b"]]
    app, table = crafted(AR2, hands, ["play:6o", "truco", "quiero"])
    assert table.match.hand.stake == 2
    screen = pygame.display.get_surface()
    pill = draw_stake(screen, table.view(), table.painter, (score_box(table.view()).centerx, 0))
    assert pill.h >= 30  # bold 24 px text on a gold pill
    screen.fill((0, 0, 0))
    table.draw(screen)
    box = score_box(table.view())
    golds = sum(tuple(screen.get_at((x, y)))[:3] == GOLD for x in range(box.x, box.right, 2)
                for y in range(box.y + 200, box.bottom, 2))
    assert golds > 150  # the pill is there, inside the scoreboard


# ------------------------------------------------------------------ 3. one turn highlight
def test_one_highlight_when_a_team_answers():
    hands = [["4c", "5c", "6o"], ["7e", "6e", "1b"], ["4o", "5o", "6c"], ["7o", "3e", "2b"]]
    # your truco: the rivals (seats 1 and 3) may both answer; they glow as one team, not two rings
    app, table = crafted(Rules(players=4), hands, ["truco"], dealer=3)
    screen = pygame.display.get_surface()
    assert run_until(app, lambda: bool(table.view().acting) and table.idle(), limit=50)
    assert sorted(table.view().acting) == [1, 3] and table.view().turn == ("team", 1)
    table.draw(screen)
    assert not ring_at(screen, plate(table, 1)) and not ring_at(screen, plate(table, 3))
    assert table.view().banner.answer == "Responden ellos"
    # their truco: your team answers, and only you light up (you answer for it)
    app2, t2 = crafted(Rules(players=4), hands, ["play:6o", "truco"], dealer=3)
    assert sorted(t2.view().acting) == [0, 2] and t2.view().turn == ("seat", 0)
    t2.draw(screen)
    assert ring_at(screen, plate(t2, 0)) and not ring_at(screen, plate(t2, 2))


# ------------------------------------------------------------------ 4. tricks in rows
@pytest.mark.parametrize("rules", [AR2, AR4, MN4], ids=["ar2", "ar4", "mn4"])
def test_every_played_card_stays_visible_in_its_players_row(rules):
    app = make_app()
    table = TableScene(app, Match(rules, 21))
    app.push(table)
    auto = Autoplayer(app, level="facil", pause_frames=0)
    checked = 0
    for _ in range(30000):
        if table.match.hand_no > 3 or table.match.over:
            break
        auto.step()
        frame(app)
        if app.top is not table or not table.idle():
            continue
        cards = trick_cards(table.view())
        last = len(table.picture.tricks) - 1
        for i, (k, _, seat, _, _, r) in enumerate(cards):
            assert r.size == (L.played if k == last else L.past)
            assert pygame.Rect(0, 0, L.w, L.h).contains(r)
            for k2, _, seat2, _, _, r2 in cards[i + 1:]:
                assert not r.colliderect(r2), "no played card covers another"
                if seat2 == seat:
                    assert (r2.centerx > r.centerx) == (k2 > k), "a seat's row runs in trick order"
        checked += 1
    assert checked > 20


def test_the_trick_winner_is_starred_and_a_parda_is_marked():
    from scenes.table.draw.paint import PARDA
    # trick 1: 3e against 3c is a parda; trick 2: the rival's 1b wins
    hands = [["3e", "4o", "7e"], ["3c", "1b", "6c"]]
    app, table = crafted(AR2, hands, ["play:3e", "play:3c", "play:4o", "play:1b"])
    screen = pygame.display.get_surface()
    table.draw(screen)
    rects = {(k, seat): r for k, _, seat, _, _, r in trick_cards(table.view())}
    assert table.picture.results[:2] == [None, 1]
    corner = rects[(0, 0)].topright
    assert tuple(screen.get_at((corner[0] - 2, corner[1] + 12)))[:3] == PARDA  # the "=" badge
    win = rects[(1, 1)]
    assert tuple(screen.get_at((win.right + 3, win.centery)))[:3] == GOLD  # the winner's gold frame
    assert tuple(screen.get_at((rects[(1, 0)].right + 3, rects[(1, 0)].centery)))[:3] != GOLD


def test_the_envido_proof_is_labelled_with_owner_and_value():
    hands = [["4c", "5c", "6o"], ["7e", "6e", "1b"]]
    app, table = crafted(AR2, hands, ["envido", "quiero"])
    assert run_until(app, lambda: table.human_acting() or table.match.hand.over)
    table.apply("0:mazo")
    assert run_until(app, lambda: bool(table.picture.shown), limit=400)
    assert table.view().declared[1] == 33
    assert t("shown_label", who="Rival", value=33) == "Rival: 33"


# ------------------------------------------------------------------ 5. the hand's result on the table
def test_a_one_part_hand_shows_a_banner_that_goes_by_itself():
    hands = [["4c", "5c", "6o"], ["7e", "6e", "1b"]]
    app, table = crafted(AR2, hands, ["play:6o", "truco"])
    table.apply("0:no-quiero")
    assert run_until(app, lambda: table.result is not None, limit=600)
    assert app.top is table  # no dialog to click away
    assert table.result.lines == ["+1 Ellos · Truco no querido"]
    assert run_until(app, lambda: table.match.hand_no == 2, limit=int(RESULT_SECONDS * 30 + 60))
    assert app.top is table and table.result is None


def test_the_summary_is_one_tap_away_and_opens_itself_when_it_matters():
    hands = [["4c", "5c", "6o"], ["7e", "6e", "1b"]]
    # one part: a tap on the banner opens the summary
    app, table = crafted(AR2, hands, ["play:6o", "truco"])
    table.apply("0:no-quiero")
    assert run_until(app, lambda: table.result is not None, limit=600)
    click(app, table_targets(table)["summary"], touch=True)
    assert type(app.top).__name__ == "SummaryScene"
    assert app.top.headline() == "+1 para ellos"
    key(app, pygame.K_RETURN)
    assert app.top is table and run_until(app, lambda: table.match.hand_no == 2, limit=60)
    # two parts (the envido refused: +1 us; the truco refused: +1 them): the summary opens by itself
    for mode, opens in (("auto", True), ("never", False), ("always", True)):
        app, table = crafted(AR2, hands, ["envido", "no-quiero", "play:6o", "truco"], summary=mode)
        assert table.human_acting()
        table.apply("0:no-quiero")
        assert run_until(app, lambda: app.top is not table or table.result is not None, limit=900)
        assert (type(app.top).__name__ == "SummaryScene") == opens, mode
    # a one-part hand with "always": the summary
    app, table = crafted(AR2, hands, ["play:6o", "truco"], summary="always")
    table.apply("0:no-quiero")
    assert run_until(app, lambda: app.top is not table, limit=600)
    assert type(app.top).__name__ == "SummaryScene"


def test_the_headline_agrees_with_the_points():
    from scenes.table.hand_result import banner_lines, headline
    lines = [{"team": 1, "points": 2, "text": "Envido: 33 contra 32"},
             {"team": 0, "points": 1, "text": "Truco no querido"}]
    assert headline(lines) == "+1 para nosotros, +2 para ellos"
    assert banner_lines(lines) == ["+2 Ellos · Envido: 33 contra 32", "+1 Nosotros · Truco no querido"]
    set_language("pt")
    assert headline(lines[1:]) == "+1 para nós!"


# ------------------------------------------------------------------ 6. layout, tap targets, key letters
@pytest.mark.parametrize("rules", [AR2, AR4, MN4], ids=["ar2", "ar4", "mn4"])
def test_buttons_clear_of_frame_and_cards_and_thumb_sized(rules):
    app = make_app()
    table = TableScene(app, Match(rules, 13))
    app.push(table)
    auto = Autoplayer(app, level="facil", pause_frames=0)
    seen = 0
    for _ in range(30000):
        if table.match.hand_no > 3 or table.match.over:
            break
        if app.top is table and table.human_acting():
            table.refresh_buttons()
            for b in table.buttons:
                assert css_px(b.rect.h) >= 44 and css_px(b.rect.w) >= 44, b.label
                assert b.rect.left >= L.frame + 8 and b.rect.right <= L.w - L.frame - 8
                assert b.rect.top >= L.frame + 4 and b.rect.bottom <= L.h - L.frame - 8
                for r in table.controls.card_rects():
                    assert not b.rect.colliderect(r), (b.label, r)
            seen += 1
        auto.step()
        frame(app)
    assert seen > 5
    click(app, table.controls.menu.rect.center)
    if type(app.top).__name__ == "PauseScene":
        assert all(css_px(b.rect.h) >= 44 for b in app.top.buttons)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_each_language_takes_its_key_letters_from_the_words_shown(lang):
    from scenes.table.controls import call_buttons
    from scenes.table.layout import LANDSCAPE
    from scenes.table.words import _plain_letters
    from scenes.ui.words import action_label
    set_language(lang)
    rows = [("argentino", ["envido", "real-envido", "falta-envido", "truco", "mazo"]),
            ("argentino", ["quiero", "no-quiero", "envido", "real-envido", "falta-envido"]),
            ("argentino", ["quiero", "no-quiero", "vale-cuatro", "mazo"]),
            ("mineiro", ["aceito", "corro", "seis", "mazo"]), ("mineiro", ["keep", "pass", "burn"]),
            ("mineiro", ["play-onze", "run-onze"])]
    for variant, actions in rows:
        buttons = call_buttons([(a, action_label(a, variant)) for a in actions], LANDSCAPE)
        letters = [b.data["letter"] for b in buttons]
        assert None not in letters and len(set(letters)) == len(letters), (actions, letters)
        for b in buttons:
            assert b.data["letter"] in _plain_letters(b.label), (b.label, b.data["letter"])
            assert b.key == getattr(pygame, f"K_{b.data['letter'].lower()}")
    if lang == "pt":
        buttons = call_buttons([(a, action_label(a, "mineiro")) for a in ("aceito", "corro", "seis")], LANDSCAPE)
        assert [b.data["letter"] for b in buttons] == ["A", "C", "S"]
        buttons = call_buttons([(a, action_label(a, "mineiro")) for a in ("keep", "pass", "burn")], LANDSCAPE)
        assert [b.data["letter"] for b in buttons] == ["F", "P", "Q"]


def test_a_key_letter_in_portuguese_answers_the_truco():
    set_language("pt")
    hands = [["4c", "5c", "6o"], ["7e", "6e", "1b"]]
    app, table = crafted(AR2, hands, ["play:6o", "truco"], language="pt")
    table.refresh_buttons()
    no = next(b for b in table.buttons if b.action == "no-quiero")
    assert no.data["letter"] == "N"
    quiero = next(b for b in table.buttons if b.action == "quiero")
    key(app, quiero.key)
    assert table.match.hand.history[-1] == "0:quiero"


def test_the_scoreboard_is_big_enough_to_count_on_a_phone():
    from scenes.table.fosforos import fosforos_layout
    app = make_app()
    table = TableScene(app, Match(AR2, 1))
    col = pygame.Rect(0, 0, 34, 3 * 34 + 2 * 8)
    assert min(b.w for b in fosforos_layout(col, 15)) >= 34  # a square of five: >= 18 CSS px
    assert css_px(34) >= 18
    from scenes.ui.fonts import get_font
    assert css_px(get_font("display", 50).get_height()) >= 30  # the counts


# ------------------------------------------------------------------ the Diario on the table
@pytest.mark.parametrize("lang,words", [("es", "Diario · 30 de noviembre"), ("pt", "Diário · 30 de novembro"),
                                        ("en", "Daily · November 30")])
def test_the_diario_says_so_on_the_table_with_its_rules(lang, words):
    from scenes.table.draw.board import score_parts
    from scenes.table.words import daily_title, rules_line
    set_language(lang)
    app = make_app(language=lang)
    table = TableScene(app, Match(AR4, 5), daily={"date": "2026-11-30", "rules_key": "k"})
    app.push(table)
    frame(app)
    assert daily_title(table.daily) == words
    # the scoreboard heads itself with the Diario's title (its rules line may give way to it: the
    # pause menu says them)
    view = table.view()
    plain = TableScene(make_app(), Match(AR4, 5)).view()
    assert score_parts(view, view.layout.score_box.w)[0][0] == "daily"
    assert "daily" not in [p for p, _ in score_parts(plain, plain.layout.score_box.w)]
    click(app, table.controls.menu.rect.center)
    assert app.top.rules_words() == [words, rules_line(table.rules)]


def test_a_broken_daily_date_still_says_diario():
    from scenes.table.words import daily_title
    app = make_app()
    table = TableScene(app, Match(AR2, 5), daily={"date": "\u202e30-11", "rules_key": "k"})
    assert daily_title(table.daily) == "Diario"


# ------------------------------------------------------------------ the summary setting
def test_the_summary_setting_is_in_ajustes():
    from scenes.screens.settings import SettingsScene
    app = make_app()
    scene = SettingsScene(app)
    app.push(scene)
    never = next(b for b in scene.buttons if b.action == "summary:never")
    click(app, never.rect.center)
    assert app.settings["summary"] == "never"
    assert all(css_px(b.rect.h) >= 44 for b in scene.buttons)
