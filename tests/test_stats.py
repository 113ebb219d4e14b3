"""Statistics and the daily history: counts from events, streaks, leaderboard, damaged input."""
from __future__ import annotations

import copy
from datetime import date, timedelta

from game import daily
from game.daily import stats
from game.events import Event
from game.rules import Rules

E = Event


def _three_hands():
    return [
        # hand 1: we call envido and win it; they call truco and win the hand
        E("deal", seat=1, value=1), E("play", seat=0, card="1e"),
        E("call", seat=0, what="envido"), E("answer", seat=1, what="quiero"),
        E("envido-value", seat=0, value=33), E("son-buenas", seat=1),
        E("score", team=0, points=2, what="envido"),
        E("call", seat=1, what="truco"), E("answer", seat=0, what="quiero"),
        E("score", team=1, points=2, what="truco"), E("hand-over", team=1),
        # hand 2: we call truco, they refuse
        E("deal", seat=0, value=2), E("call", seat=0, what="truco"),
        E("answer", seat=1, what="no-quiero"), E("score", team=0, points=1, what="truco-refused"),
        E("hand-over", team=0),
        # hand 3: the partner calls envido, they raise, we refuse; we win the hand on a truco
        E("deal", seat=1, value=3), E("call", seat=2, what="envido"),
        E("call", seat=1, what="real-envido"), E("answer", seat=0, what="no-quiero"),
        E("score", team=1, points=2, what="envido-refused"),
        E("call", seat=0, what="truco"), E("answer", seat=3, what="quiero"),
        E("score", team=0, points=2, what="truco"), E("hand-over", team=0),
    ]


def test_tallies_count_our_calls_and_their_outcome():
    t = stats.hand_tallies(_three_hands(), Rules(players=4))
    assert t == {"hands": 3, "points_for": 5, "points_against": 4,
                 "envido": {"called": 2, "won": 1}, "truco": {"called": 2, "won": 2},
                 "flor": {"sung": 0, "won": 0},
                 # how the hands with a bet ended, by who made the last call: theirs accepted
                 # and won (hand 1), ours refused (hand 2), ours accepted and won (hand 3)
                 "bets": {"ours": {"won": 1, "lost": 0, "refused": 1},
                          "theirs": {"won": 1, "lost": 0, "refused": 0}}}
    # plain dicts (events as saved) count the same
    assert stats.hand_tallies([e.to_dict() for e in _three_hands()], Rules(players=4)) == t


def test_flor_and_mineiro_bets_are_counted():
    ev = [E("deal", seat=1), E("flor", seat=2), E("flor", seat=1), E("score", team=0, points=6, what="flor"),
          E("hand-over", team=0),
          E("deal", seat=2), E("flor", seat=0), E("score", team=1, points=3, what="flor"), E("hand-over", team=1)]
    t = stats.hand_tallies(ev, Rules(flor=True))
    assert t["flor"] == {"sung": 2, "won": 1} and t["envido"]["called"] == 0
    mn = Rules(variant="mineiro", players=4, target=12)
    ev = [E("deal", seat=0), E("call", seat=2, what="truco"), E("call", seat=1, what="seis"),
          E("answer", seat=0, what="corro"), E("score", team=1, points=3, what="truco-refused"),
          E("hand-over", team=1)]
    assert stats.hand_tallies(ev, mn)["truco"] == {"called": 1, "won": 0}
    # their seis was the last call, and we ran
    assert stats.hand_tallies(ev, mn)["bets"]["theirs"] == {"won": 0, "lost": 0, "refused": 1}


def test_record_match_from_a_real_match():
    r = Rules(players=4, flor=True)
    day = date(2026, 11, 29)
    m = daily.replay(day, r, "normal", daily.autoplay_actions(day, r, "normal"))
    ev = stats.match_events(m)
    assert sum(1 for e in ev if e.kind == "deal") == m.hand_no
    assert ev[-1].kind == "match-over" and ev[-1].team == m.winner
    s = stats.record_match({}, r, m.winner == 0, ev)
    a = s["variants"]["argentino"]
    assert a["played"] == 1 and a["won"] == int(m.winner == 0)
    assert [a["points_for"], a["points_against"]] == m.scores and a["hands"] == m.hand_no
    assert s["variants"]["mineiro"] == stats.empty_variant()
    assert s["by_rules"] == {"argentino-4p-30-flor": {"played": 1, "won": int(m.winner == 0)}}
    s2 = stats.record_match(s, r.to_dict(), True, ev)
    assert s2["variants"]["argentino"]["played"] == 2
    assert s2["variants"]["argentino"]["hands"] == 2 * m.hand_no
    assert s["variants"]["argentino"]["played"] == 1  # the argument is left alone


def test_damaged_stats_read_as_zero():
    for bad in (None, "x", [], {"variants": 5}, {"variants": {"argentino": {"played": "7", "won": -1,
                                                                          "envido": [1]}}},
                {"by_rules": {"k": "v"}}):
        s = stats.record_match(bad, Rules(), False, [E("deal"), E("score", team=1, points=30, what="truco")])
        a = s["variants"]["argentino"]
        assert a["played"] == 1 and a["won"] == 0 and a["points_against"] == 30
        assert a["envido"] == {"called": 0, "won": 0}


# --------------------------------------------------------------------------- dailies
def _fin(won=True, scores=(30, 20), level="normal", code="CODE"):
    return {"over": True, "won": won, "scores": list(scores), "hands": 10, "level": level, "code": code}


def _play(days, key="argentino-2p-30", d=None):
    d = d if d is not None else {}
    for iso in days:
        d = stats.record_daily(d, iso, key, _fin())
    return d


def test_status_new_in_progress_finished():
    d = {}
    r = Rules()
    assert stats.daily_status(d, "2026-11-29", r) == ("new", None)
    d = stats.record_daily(d, "2026-11-29", daily.rules_key(r),
                           {"over": False, "won": None, "scores": [3, 1], "hands": 2, "level": "normal",
                            "actions": ["envido", "play:1e"]})
    status, entry = stats.daily_status(d, "2026-11-29", r)
    assert status == "in_progress" and entry["actions"] == ["envido", "play:1e"]
    d = stats.record_daily(d, "2026-11-29", r, _fin(won=False, scores=(12, 30)))
    status, entry = stats.daily_status(d, "2026-11-29", "argentino-2p-30")
    assert status == "finished" and entry["won"] is False and entry["scores"] == [12, 30]
    assert "actions" not in entry and entry["code"] == "CODE"
    # one daily per rules choice per day: a finished one is final
    again = stats.record_daily(d, "2026-11-29", r, _fin(won=True, scores=(30, 0)))
    assert stats.daily_status(again, "2026-11-29", r)[1]["scores"] == [12, 30]
    # another rules choice the same day is another daily
    assert stats.daily_status(d, "2026-11-29", Rules(flor=True)) == ("new", None)
    assert stats.daily_status(d, "2026-11-30", r) == ("new", None)


def test_record_daily_leaves_its_argument_alone():
    d = _play(["2026-11-28"])
    before = copy.deepcopy(d)
    stats.record_daily(d, "2026-11-29", "argentino-2p-30", _fin())
    assert d == before


def test_streak_runs_across_month_and_year_ends():
    d = _play(["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"])
    assert stats.streak(d, "2026-02-02") == (4, 4)
    assert stats.streak(d, date(2026, 2, 3)) == (4, 4)  # today not played yet: still alive
    assert stats.streak(d, "2026-02-04") == (0, 4)  # a missed day resets it
    leap = _play(["2028-02-28", "2028-02-29", "2028-03-01"])
    assert stats.streak(leap, "2028-03-01") == (3, 3)
    year = _play(["2026-12-30", "2026-12-31", "2027-01-01"])
    assert stats.streak(year, "2027-01-01") == (3, 3)


def test_a_missed_day_resets_and_the_best_is_kept():
    days = [date(2026, 3, 1) + timedelta(days=i) for i in range(6)]  # 6-day run
    d = _play([x.isoformat() for x in days] + ["2026-03-08", "2026-03-09"])  # 03-07 missed
    assert stats.streak(d, "2026-03-09") == (2, 6)
    assert stats.streak(d, "2026-03-10") == (2, 6)
    # the best survives old days being dropped (the storage may cut the history)
    d["days"] = {k: v for k, v in d["days"].items() if k >= "2026-03-08"}
    assert stats.streak(d, "2026-03-09") == (2, 6)


def test_only_finished_dailies_make_a_streak_and_a_day_counts_once():
    d = _play(["2026-05-01"])
    d = _play(["2026-05-01"], key="argentino-4p-30", d=d)
    d = stats.record_daily(d, "2026-05-02", "argentino-2p-30",
                           {"over": False, "scores": [0, 0], "level": "normal", "actions": []})
    assert stats.streak(d, "2026-05-02") == (1, 1)
    d = stats.record_daily(d, "2026-05-02", "mineiro-4p-12", _fin(won=False, scores=(4, 12)))
    assert stats.streak(d, "2026-05-02") == (2, 2)
    assert stats.streak({}, "2026-05-02") == (0, 0)


def test_leaderboard_orders_wins_margin_level_date():
    d = {}
    d = stats.record_daily(d, "2026-06-01", "argentino-2p-30", _fin(True, (30, 25), "normal", "A"))
    d = stats.record_daily(d, "2026-06-02", "argentino-2p-30", _fin(True, (30, 10), "facil", "B"))
    d = stats.record_daily(d, "2026-06-03", "argentino-2p-30", _fin(False, (29, 30), "dificil", "C"))
    d = stats.record_daily(d, "2026-06-04", "argentino-2p-30", _fin(True, (30, 10), "dificil", "D"))
    d = stats.record_daily(d, "2026-06-05", "argentino-2p-30", _fin(True, (30, 10), "dificil", "E"))
    d = stats.record_daily(d, "2026-06-06", "argentino-2p-30",
                           {"over": False, "scores": [20, 0], "level": "normal", "actions": []})
    board = stats.leaderboard(d, 10)
    assert [r["code"] for r in board] == ["E", "D", "B", "A", "C"]
    assert board[0] == {"date": "2026-06-05", "rules_key": "argentino-2p-30", "level": "dificil",
                        "won": True, "scores": [30, 10], "margin": 20, "code": "E"}
    assert [r["code"] for r in stats.leaderboard(d, 2)] == ["E", "D"]
    assert stats.leaderboard(d, 0) == []


def test_damaged_daily_documents():
    for bad in (None, 5, {"days": []}, {"days": {"not a date": {}, "2026-01-01": 7,
                                                 "2026-01-02": {"k": {"status": "weird"}}}}):
        assert stats.streak(bad, "2026-01-03") == (0, 0)
        assert stats.leaderboard(bad) == []
        assert stats.daily_status(bad, "2026-01-02", "k") == ("new", None)
        d = stats.record_daily(bad, "2026-01-03", "argentino-2p-30", _fin())
        assert stats.streak(d, "2026-01-03") == (1, 1)
