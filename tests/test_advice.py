"""The hint (Ayuda) and the review of a hand (Repaso): dificil's own choice, from the person's own
observation, never a hidden card; deterministic; on the table and the summary, clicked through."""
from __future__ import annotations

import datetime

import pygame
import pytest

from game import ai
from game.coach import hint, review as coach_review
from game.ai.profile import learned_profiles
from game.match import Match
from game.rng import Rng
from game.rules import Rules
from scenes.devtools.autoplay import table_targets

SETUPS = [Rules(players=2, target=15, flor=True), Rules(players=4, target=30),
          Rules(variant="mineiro", players=4, target=12)]


def play_until_human(rules: Rules, seed: int, hands: int = 4):
    """A match played by normal players (seat 0 too) up to some decisions of seat 0; yields
    (match, observation, seed) at each of seat 0's decisions with a choice."""
    m = Match(rules, seed)
    rng = Rng(seed)
    while not m.over and m.hand_no <= hands:
        if m.hand is None or m.hand.over:
            m.start_hand()
            continue
        seat = m.to_act
        obs = m.observe(seat)
        s = ai.decision_seed(m.seed, m.hand_no, len(obs["history"]), seat)
        if seat == 0 and len(obs["legal"]) > 1:
            yield m, obs, s
        legal = [a for a in obs["legal"] if a != "mazo"] or obs["legal"]
        action = legal[rng.below(len(legal))] if rng.below(3) == 0 else ai.decide(obs, "normal", s)
        m.apply(f"{seat}:{action}")


@pytest.mark.parametrize("rules", SETUPS, ids=lambda r: f"{r.variant}-{r.players}")
def test_the_hint_names_what_dificil_plays_from_the_same_observation_and_seed(rules):
    n = 0
    for m, obs, seed in play_until_human(rules, 21):
        profile = learned_profiles(m, [0])[0]
        h = hint.hint(obs, seed, profile)
        assert h.best == ai.decide(obs, "dificil", seed, profile)
        assert h.chances[0][0] == h.best
        assert {a for a, _ in h.chances} | set(h.others) == set(obs["legal"])
        assert all(0.0 <= c <= 1.0 for _, c in h.chances)
        assert all(a in hint.ENVIDO_CALLS for a in h.others)
        n += 1
    assert n >= 5


def test_the_hint_and_the_review_are_deterministic():
    m, obs, seed = next(play_until_human(Rules(players=2, target=15), 5))
    assert hint.hint(obs, seed) == hint.hint(obs, seed)
    played = list(play_until_human(Rules(players=2, target=15), 8, hands=2))
    match = played[-1][0]
    assert coach_review.review(match, 0) == coach_review.review(match, 0)


def test_a_reason_never_names_an_unseen_card():
    """The cards a reason names are the seat's own or cards already played face up; and the
    reason does not change when the unseen cards are dealt otherwise (the no-peek property)."""
    from tests.test_ai import redeal
    checked = 0
    for rules in SETUPS:
        for m, obs, seed in play_until_human(rules, 33):
            h = hint.hint(obs, seed)
            visible = set(obs["hand"]) | {e["card"] for row in obs["tricks"] for e in row if e["card"]}
            for key, value in h.reason.values.items():
                cards = value if key == "seen" else [value] if key == "card" else []
                if key in ("choice", "second") and isinstance(value, str) and ":" in value:
                    cards = [value.partition(":")[2]]
                assert set(cards) <= visible, (h.reason, visible)
            other = redeal(m, 0, Rng(seed))
            if other is not None:
                assert other.observe(0) == obs
                assert hint.hint(other.observe(0), seed) == h
            checked += 1
    assert checked >= 10


def test_the_review_costs_and_order():
    costly = 0
    for rules in SETUPS:
        for m, obs, seed in play_until_human(rules, 13, hands=2):
            pass
        # the last hand played (play_until_human stops right after dealing the next one)
        k = max(i for i, entry in enumerate(m.log) if entry["actions"])
        points = coach_review.decision_points(m, k)
        decisions = coach_review.review(m, k)
        assert len(points) >= 2, (rules, m.log[k]["actions"])
        assert len(decisions) == len(points)
        costly += sum(d.cost > 0 for d in decisions)
        assert [d.cost for d in decisions] == sorted((d.cost for d in decisions), reverse=True)
        for d in decisions:
            assert d.cost >= 0 and (d.cost == 0 or d.played != d.best)
            # what dificil would have chosen is what it chooses from that observation and seed
            index, trick, obs_then, played, seed_then = next(p for p in points if p[0] == d.index)
            assert played == d.played
            profile = learned_profiles(coach_review._before_hand(m, k), [0])[0]
            assert d.best == ai.decide(obs_then, "dificil", seed_then, profile)
    assert costly > 0  # the order is checked on costs that differ


# --------------------------------------------------------------------------- on the table
@pytest.fixture
def app(canvas):
    from scenes.devtools.autoplay import MemoryStore
    from scenes.ui.stack import App
    a = App(MemoryStore({"language": "es", "speed": "fast", "summary": "never"}),
            today=lambda: datetime.date(2026, 11, 30))
    a.time_scale = 0.05
    return a


def wait_for_turn(app, table, frames=5000) -> None:
    for _ in range(frames):
        app.top.update(1 / 30)
        if app.top is table and table.human_acting() and table.idle():
            return
    raise AssertionError("the person's turn never came")


def click(app, pos) -> None:
    app.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_ayuda_button_shows_the_hint_within_a_few_frames(app, canvas, lang):
    from scenes.table.scene import TableScene
    from scenes.ui.i18n import set_language
    set_language(lang)
    app.settings["language"] = lang
    table = TableScene(app, Match(Rules(players=2, target=15), 7))
    app.push(table)
    wait_for_turn(app, table)
    targets = table_targets(table)
    assert "hint" in targets
    click(app, targets["hint"])
    assert table.hint.shown
    for frames in range(1, 400):
        table.update(1 / 30)
        if table.hint.hint is not None:
            break
    app.draw(canvas)
    h = table.hint.hint
    obs = table.match.observe(0)
    seed = ai.decision_seed(table.match.seed, table.match.hand_no, len(obs["history"]), 0)
    assert h.best == ai.decide(obs, "dificil", seed, learned_profiles(table.match, [0])[0])
    # acting clears it; the same key (F1) asks again
    table.apply("0:" + h.best)
    assert not table.hint.shown and table.hint.hint is None
    set_language("es")


def test_the_helps_setting_turns_the_hint_off(app, canvas):
    from scenes.table.scene import TableScene
    app.settings["show_envido"] = False
    table = TableScene(app, Match(Rules(players=2, target=15), 7))
    app.push(table)
    wait_for_turn(app, table)
    assert "hint" not in table_targets(table)
    assert table.controls.hint not in table.buttons
    table.toggle_hint()
    assert not table.hint.shown


def test_a_diario_remembers_that_a_hint_was_used(app, canvas):
    from game import daily as D
    from scenes.host import saves
    from scenes.table.scene import TableScene
    day = app.today()
    rules = D.daily_rules({"variant": "argentino", "players": 2, "target": 5})
    daily = {"date": day.isoformat(), "rules_key": D.rules_key(rules)}
    table = TableScene(app, D.daily_match(day, rules), daily=daily)
    app.push(table)
    wait_for_turn(app, table)
    assert not app.doc["diario"].get("hints")
    table.toggle_hint()
    assert app.doc["diario"]["hints"] is True
    resumed = TableScene(app, Match.from_json(app.doc["diario"]["save"]), daily=daily)
    assert resumed.hint.used
    saves.park(app.doc)
    assert saves.hints_used(app.doc, day, rules)


def test_repaso_from_the_result_and_from_the_summary(app, canvas):
    from scenes.screens.review import ReviewScene
    from scenes.screens.summary import SummaryScene
    from scenes.table.scene import TableScene
    table = TableScene(app, Match(Rules(players=2, target=15), 12))
    app.push(table)
    rng = Rng(4)
    for _ in range(20000):
        app.top.update(1 / 30)
        if table.result is not None:
            break
        if app.top is table and table.human_acting() and table.idle():
            legal = table.legal()
            table.apply("0:" + legal[rng.below(len(legal))])
    assert table.result.review is not None
    app.draw(canvas)
    click(app, table.result.review.rect.center)
    review = app.top
    assert isinstance(review, ReviewScene)
    for _ in range(3000):
        review.update(1 / 30)
        if review.done is not None:
            break
    app.draw(canvas)
    assert review.done == coach_review.review(table.match)
    review.close()
    assert app.top is table
    table.open_summary()
    summary = app.top
    assert isinstance(summary, SummaryScene)
    click(app, next(b for b in summary.buttons if b.action == "review").rect.center)
    assert isinstance(app.top, ReviewScene)


def test_a_diario_played_with_hints_says_so_in_its_code():
    from game import daily as D
    from game.daily import sharecode
    from scenes.host import records as glue
    day = datetime.date(2026, 11, 30)
    rules = D.daily_rules({"variant": "argentino", "players": 2, "target": 5})
    actions = D.autoplay_actions(day, rules, "normal")
    plain = sharecode.encode_code(day, rules, "normal", actions)
    helped = sharecode.encode_code(day, rules, "normal", actions, hints=True)
    assert plain != helped
    out_plain, out_helped = sharecode.verify_code(plain), sharecode.verify_code(helped)
    assert out_plain["ok"] and not out_plain["hints"] and "ayuda" not in out_plain["text"]
    assert out_helped["ok"] and out_helped["hints"] and "con ayuda" in out_helped["text"]
    assert out_helped["result"]["scores"] == out_plain["result"]["scores"]
    assert sharecode.read_header(helped)["hints"] is True
    # the game's own packing (from the finished match's log) gives the same codes
    m = D.replay(day, rules, "normal", actions)
    daily = {"date": day.isoformat(), "rules_key": D.rules_key(rules)}
    assert glue.share_code(m, daily, "normal", hints=True) == helped
    assert glue.share_code(m, daily, "normal") == plain
    # a version 3 header with other options too
    other = D.daily_rules({"variant": "argentino", "players": 2, "target": 5, "envido_raises": False})
    acts = D.autoplay_actions(day, other, "normal")
    code = sharecode.encode_code(day, other, "normal", acts, hints=True)
    out = sharecode.verify_code(code)
    assert out["ok"] and out["hints"] and out["rules"]["envido_raises"] is False


def test_the_match_over_of_a_diario_with_hints(app, canvas):
    from game import daily as D
    from scenes.screens.match_over import MatchOverScene
    day = app.today()
    rules = D.daily_rules({"variant": "argentino", "players": 2, "target": 5})
    m = D.replay(day, rules, "normal", D.autoplay_actions(day, rules, "normal"))
    over = MatchOverScene(app, m, daily={"date": day.isoformat(), "rules_key": D.rules_key(rules)},
                          level="normal", hints=True)
    app.push(over)
    app.draw(canvas)
    assert "con ayuda" in over.share
    entry = app.doc["daily"]["days"][day.isoformat()][D.rules_key(rules)]
    assert entry["hints"] is True and entry["code"] == over.code
