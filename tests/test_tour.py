"""La Gira: the stages (both variants, 1 against 1 and pairs, rising in strength), the progress
(won in order, kept in the saved document through a version bump), the map screen, a stage played
and won through the real table, and Nueva partida's choice of rivals."""
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.cast import BY_ID, COMPUTER_SEATS, STRENGTHS  # noqa: E402
from game.tour import BY_STAGE, STAGES, current, record_win, unlocked, won  # noqa: E402
from scenes.devtools.autoplay import MemoryStore  # noqa: E402
from scenes.host.storage import SCHEMA_VERSION, Store, validate  # noqa: E402
from scenes.ui import registry  # noqa: E402
from scenes.ui.stack import App  # noqa: E402
from tests.test_fingerprints import HOME_WIN_RATE  # noqa: E402


def test_the_stages_cover_both_variants_both_table_sizes_and_rise_in_strength():
    kinds = {(s.rules["variant"], s.rules["players"]) for s in STAGES}
    assert kinds == {("argentino", 2), ("argentino", 4), ("mineiro", 4)}
    assert len({s.id for s in STAGES}) == len(STAGES) >= 10
    levels = [max(STRENGTHS.index(BY_ID[r].strength) for r in s.rivals) for s in STAGES]
    assert levels == sorted(levels) and levels[0] == 0 and levels[-1] == 2
    # within a level, the rivals' measured win rates against normal (docs/ai.md) never fall
    rates = [sum(HOME_WIN_RATE[r] for r in s.rivals) / len(s.rivals) for s in STAGES]
    assert rates == sorted(rates), list(zip([s.id for s in STAGES], rates))
    for s in STAGES:
        seats = s.seats()
        assert set(seats) == set(COMPUTER_SEATS[s.rules["players"]])
        assert len(set(seats.values())) == len(seats)
        assert all(BY_ID[r].variant == s.rules["variant"] for r in seats.values())
        assert s.place in {BY_ID[r].home for r in s.rivals}
        s.match_rules()  # valid rules


def test_progress_goes_in_order_and_survives_hand_edited_documents():
    p: dict = {}
    assert current(p) == 0 and unlocked(p, 0) and not unlocked(p, 1)
    p = record_win(p, STAGES[2].id)  # not unlocked yet: nothing changes
    assert won(p) == [] and current(p) == 0
    for i, stage in enumerate(STAGES):
        p = record_win(p, stage.id)
        assert current(p) == i + 1 and unlocked(p, i) and won(p)[-1] == stage.id
    assert current(p) == len(STAGES) and all(unlocked(p, i) for i in range(len(STAGES)))
    assert record_win(p, STAGES[0].id) == p  # a stage won again stays won once
    for junk in (None, [], "x", {"won": "santiago"}, {"won": [1, 2]}, {"won": ["nowhere"]}):
        assert current(junk) == 0 and won(junk) == [] and record_win(junk, "nowhere") == {"won": []}
    assert won({"won": ["la_boca", "santiago", "la_boca"]}) == ["santiago", "la_boca"]


def test_a_version_2_document_loads_keeping_its_match_and_gets_the_tour(tmp_path, monkeypatch):
    monkeypatch.setenv("TRUCO_DATA_DIR", str(tmp_path))
    from game.match import Match
    from game.rules import Rules
    m = Match(Rules(players=2), 5)
    m.start_hand()
    old = {"version": 2, "settings": {"variant": "argentino", "flor": False, "players": 2, "target": 30,
                                      "language": "es", "difficulty": "dificil", "sound": True, "speed": "normal",
                                      "four_colour": False, "show_envido": True},
           "match": {"save": m.to_json(), "daily": None, "level": "dificil", "saved_on": "2026-11-30",
                     "scores": [0, 0], "rules": m.rules.to_dict()},
           "diario": None, "stats": {"played": 3}, "daily": {}, "lessons": {"done": ["l1"]}}
    (tmp_path / "truco.json").write_text(json.dumps(old))
    store = Store()
    doc = store.load()
    assert store.problems == [] and store.notice is None
    assert doc["version"] == SCHEMA_VERSION and doc["tour"] == {}
    assert doc["match"]["save"] == m.to_json() and doc["stats"] == {"played": 3}
    assert doc["settings"]["difficulty"] == "dificil" and doc["settings"]["talk"] is True
    assert doc["settings"]["rivals"] == {}
    doc["tour"] = record_win(doc["tour"], STAGES[0].id)
    store.save(doc)
    assert Store().load()["tour"] == {"won": [STAGES[0].id]}


@pytest.mark.parametrize("bad", [{"1": "nadie"}, {"0": "rulo"}, {"9": "rulo"}, ["rulo"], {"1": 3}, "rulo",
                                 {str(k): "rulo" for k in range(50)}])
def test_a_choice_of_rivals_that_cannot_be_is_refused(bad):
    clean, problems = validate({"version": 3, "settings": {"rivals": bad}})
    assert clean["settings"]["rivals"] == {} and any("rivals" in p for p in problems)
    clean, _ = validate({"version": 3, "settings": {"rivals": {"1": "rulo", "2": "cosme"}}})
    assert clean["settings"]["rivals"] == {"1": "rulo", "2": "cosme"}


def test_a_huge_or_odd_tour_progress_is_cut_not_fatal():
    clean, problems = validate({"version": 3, "settings": {}, "tour": {"won": ["x" * 5000] * 3, "ü": "\u202e"}})
    assert isinstance(clean["tour"], dict) and current(clean["tour"]) == 0
    clean, problems = validate({"version": 3, "settings": {}, "tour": "everything"})
    assert clean["tour"] == {} and any("tour" in p for p in problems)


# ------------------------------------------------------------------ the screens
@pytest.fixture()
def screen(canvas):
    return canvas


def make_app(**settings) -> App:
    base = {"speed": "fast", "sound": False, "difficulty": "facil", "language": "es"}
    base.update(settings)
    app = App(MemoryStore(base))
    app.time_scale = 0.05
    return app


def click(app, pos):
    app.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def test_the_map_shows_where_you_are_and_plays_only_unlocked_stages(screen):
    app = make_app()
    app.doc["tour"] = {"won": [STAGES[0].id, STAGES[1].id]}
    tour = registry.replace(app, "tour")
    assert tour.selected == 2
    play = tour.buttons[-1]
    assert play.enabled
    tour.draw(screen)
    click(app, tour.buttons[1 + 5].rect.center)  # a locked stage: chosen, not playable
    assert tour.selected == 5 and not tour.buttons[-1].enabled
    tour.draw(screen)
    click(app, tour.buttons[-1].rect.center)
    assert app.top is tour
    click(app, tour.buttons[1 + 2].rect.center)
    click(app, tour.buttons[-1].rect.center)
    table = app.top
    assert type(table).__name__ == "TableScene" and table.tour == STAGES[2].id
    assert table.cast == STAGES[2].seats() and table.rules == STAGES[2].match_rules()


def test_a_stage_won_at_the_table_unlocks_the_next_one(screen):
    from game.match import Match
    from scenes.table.scene import TableScene
    from tests.test_table import frame
    app = make_app()
    stage = STAGES[0]
    m = Match(stage.match_rules(), 7, scores=[stage.match_rules().target - 1, 0])
    table = TableScene(app, m, cast=stage.seats(), tour=stage.id)
    app.push(table)
    from scenes.devtools.autoplay import Autoplayer
    auto = Autoplayer(app, level="dificil", pause_frames=0)
    for _ in range(6000):
        if type(app.top).__name__ == "MatchOverScene":
            break
        auto.step()
        frame(app, screen)
    over = app.top
    assert type(over).__name__ == "MatchOverScene" and over.tour == stage.id
    assert m.winner == 0  # one point from the target, dificil for you against Doña Chola (facil)
    assert won(app.doc["tour"]) == [stage.id] and STAGES[1].place in over.tour_words()
    assert over.buttons[1].action == "tour"
    over.draw(screen)
    click(app, over.buttons[1].rect.center)
    assert type(app.top).__name__ == "TourScene"


def _finished(rules, winner: int):
    """A match of ``rules`` that team ``winner`` has just won."""
    from game.match import Match
    m = Match(rules, 3, scores=[rules.target - 1, rules.target - 1])
    m.start_hand()
    while not m.over:
        seat = m.to_act
        legal = m.legal_actions(seat)
        give_up = [a for a in ("mazo", "no-quiero", "corro") if a in legal]
        act = give_up[0] if give_up and seat & 1 != winner else next(
            (a for a in legal if a.startswith("play:")), legal[0])
        m.apply(f"{seat}:{act}")
    assert m.winner == winner
    return m


def test_a_stage_lost_or_the_last_one_won_says_so(screen):
    from scenes.screens.match_over import MatchOverScene
    app = make_app()
    app.doc["tour"] = {"won": [s.id for s in STAGES[:3]]}
    stage = STAGES[3]
    over = MatchOverScene(app, _finished(stage.match_rules(), 1), tour=stage.id)
    assert won(app.doc["tour"]) == [s.id for s in STAGES[:3]] and stage.place in over.tour_words()
    over.draw(screen)
    app.doc["tour"] = {"won": [s.id for s in STAGES[:-1]]}
    last = STAGES[-1]
    over = MatchOverScene(app, _finished(last.match_rules(), 0), tour=last.id)
    from scenes.ui.i18n import t
    assert won(app.doc["tour"]) == [s.id for s in STAGES] and over.tour_words() == t("tour.over_done")
    over.draw(screen)


def test_the_menu_opens_the_tour_and_says_where_you_are(screen):
    app = make_app()
    app.doc["tour"] = {"won": [STAGES[0].id]}
    menu = registry.replace(app, "menu")
    tour_button = next(b for b in menu.buttons if b.action == "tour")
    assert STAGES[1].place in tour_button.sub
    menu.draw(screen)
    click(app, tour_button.rect.center)
    assert type(app.top).__name__ == "TourScene"


def test_nueva_partida_seats_the_rivals_you_chose_and_chance_for_the_rest(screen):
    app = make_app(players=4, difficulty="dificil")
    menu = registry.replace(app, "menu")
    menu.show_tab(menu.tab_of("rivals:choose"))  # the rules panel's tab that holds it (issue 22)
    choose = next(b for b in menu.buttons if b.action == "rivals:choose")
    click(app, choose.rect.center)
    picker = app.top
    assert type(picker).__name__ == "RivalsScene" and picker.seats == (1, 2, 3)
    pick = {b.action: b for b in picker.buttons}
    click(app, pick["pick:turco"].rect.center)  # the right-hand rival
    click(app, pick["seat:2"].rect.center)
    pick = {b.action: b for b in picker.buttons}
    assert not pick["pick:turco"].enabled  # seated already
    click(app, pick["pick:nina"].rect.center)  # a partner from Minas Gerais at an Argentine table
    picker.draw(screen)
    assert app.settings["rivals"] == {"1": "turco", "2": "nina"}
    click(app, picker.buttons[-1].rect.center)
    assert app.top is menu
    menu.on_enter()
    assert "Turco" in next(b for b in menu.buttons if b.action == "rivals:choose").label
    menu.start_new()
    table = app.top
    assert table.cast[1] == "turco" and table.cast[2] == "nina"
    third = BY_ID[table.cast[3]]
    assert third.strength == "dificil" and third.variant == "argentino"  # chance, at your difficulty
    # Al azar clears the choice
    app2 = make_app(players=2, rivals={"1": "rosa"})
    menu2 = registry.replace(app2, "menu")
    menu2.show_tab(menu2.tab_of("rivals:chance"))
    click(app2, next(b for b in menu2.buttons if b.action == "rivals:chance").rect.center)
    assert app2.settings["rivals"] == {}
