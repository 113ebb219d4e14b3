"""The friends' board (game.daily.board) and its command line, ``python -m game.daily board``."""
from __future__ import annotations

import json
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest
from hypothesis import example, given, settings, strategies as st

from game import daily
from game.daily import board, sharecode
from game.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
MONDAY = date(2026, 11, 30)
KEY = "argentino-2p-30"


def _code(day, name="", hints=False, rules=Rules(), human="random", level="random"):
    actions = daily.autoplay_actions(day, rules, level, human)
    return sharecode.encode_code(day, rules, level, actions, hints=hints, name=name)


@pytest.fixture(scope="module")
def codes():
    """Real codes of the week of MONDAY: Ana and Beto on Monday and Tuesday, Çağla with hints on
    Monday, someone without a name on Monday."""
    tuesday = MONDAY + timedelta(days=1)
    return {"ana1": _code(MONDAY, "Ana"), "ana2": _code(tuesday, "Ana", human="normal"),
            "beto1": _code(MONDAY, "Beto", human="normal"), "beto2": _code(tuesday, "Beto"),
            "cagla1": _code(MONDAY, "Çağla", hints=True, human="normal"), "anon": _code(MONDAY)}


def _verified(code):
    out = sharecode.verify_code(code)
    assert out["ok"], out
    return out


def _row(name, day=MONDAY, won=True, scores=(30, 20), hints=False, key=KEY, code=None):
    return {"name": name, "date": day.isoformat(), "rules_key": key, "won": won, "scores": list(scores),
            "hints": hints, "code": code or f"{name}-{day}", "check": "exact"}


# --------------------------------------------------------------------------- adding
def test_a_verified_code_is_added_once(codes):
    b, status = board.add({}, _verified(codes["ana1"]), MONDAY)
    assert status == "added" and len(b["entries"]) == 1
    e = b["entries"][0]
    out = _verified(codes["ana1"])
    assert (e["name"], e["date"], e["rules_key"], e["won"], e["scores"], e["hints"], e["check"]) == \
        ("Ana", MONDAY.isoformat(), KEY, out["result"]["won"], out["result"]["scores"], False, "exact")
    again, status = board.add(b, _verified(codes["ana1"].lower()), MONDAY)  # the same code, spelt otherwise
    assert status == "duplicate" and again == b


def test_what_is_not_added(codes):
    b, _ = board.add({}, _verified(codes["ana1"]), MONDAY)
    # your own code: your own row comes from your own Diario
    assert board.add({}, _verified(codes["beto1"]), MONDAY, own_codes=[codes["beto1"]])[1] == "own"
    # a Diario of a day that has not come yet (a friend a day ahead is fine)
    assert board.add({}, _verified(codes["ana2"]), MONDAY - timedelta(days=1))[1] == "future"
    assert board.add({}, _verified(codes["ana2"]), MONDAY)[1] == "added"
    # a second result of one name for one Diario: the first stays
    forged = dict(_verified(codes["beto1"]), name="ANA")
    assert board.add(b, forged, MONDAY)[1] == "taken"
    with pytest.raises(ValueError):
        board.add(b, {"ok": False, "error": "bad"}, MONDAY)


def test_the_board_drops_its_oldest_weeks_first(monkeypatch):
    monkeypatch.setattr(board, "MAX_ENTRIES", 10)
    entries = []
    for week in range(4):  # 4 entries in each of 4 weeks
        for k in range(4):
            day = MONDAY + timedelta(weeks=week, days=k)
            entries.append(_row(f"p{k}", day, code=f"C{week}{k}"))
    b = board.clean_board({"entries": entries})
    kept = {e["code"] for e in b["entries"]}
    assert kept == {f"C{w}{k}" for w in (2, 3) for k in range(4)}  # two whole weeks went
    # the newest week alone too big: its oldest entries go
    monkeypatch.setattr(board, "MAX_ENTRIES", 3)
    b = board.clean_board({"entries": entries})
    assert {e["code"] for e in b["entries"]} == {"C31", "C32", "C33"}
    # and by the characters of the codes
    monkeypatch.setattr(board, "MAX_ENTRIES", 400)
    monkeypatch.setattr(board, "MAX_CODE_CHARS_KEPT", 3 * 4)  # codes of 3 characters
    b = board.clean_board({"entries": entries})
    assert {e["code"] for e in b["entries"]} == {f"C3{k}" for k in range(4)}


def test_a_full_week_refuses_more(codes, monkeypatch):
    monkeypatch.setattr(board, "MAX_ENTRIES", 2)
    b = {"entries": [_row("x", MONDAY, code="X1"), _row("y", MONDAY, code="Y1")]}
    b2, status = board.add(b, _verified(codes["ana1"]), MONDAY)
    assert status == "added" and {e["code"] for e in b2["entries"]} == {"Y1", codes["ana1"]}
    old = {"entries": [_row("x", MONDAY + timedelta(days=9), code="X1"),
                       _row("y", MONDAY + timedelta(days=9), code="Y1")]}
    b3, status = board.add(old, _verified(codes["ana1"]), MONDAY + timedelta(days=9))
    assert status == "full" and b3["entries"] == board.clean_board(old)["entries"]


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner,
                                                                                max_size=6),
                    max_leaves=30))
@example({"entries": [_row("Ana"), 7, {"name": "x"}, _row("Beto", won=False, scores=(12, 30))], "more": []})
def test_a_damaged_board_reads_as_what_can_be_read(junk):
    b = board.clean_board(junk)
    assert b == board.clean_board(b)
    assert all(board.clean_entry(e) == e for e in b["entries"])
    if isinstance(junk, dict) and junk.get("more") == []:  # the example: its two good rows kept
        assert [e["name"] for e in b["entries"]] == ["Ana", "Beto"]
    assert board.day_standings(b["entries"], KEY, MONDAY) is not None
    json.dumps(b)


def test_entries_keep_only_what_they_may_hold():
    good = _row("Ana")
    assert board.clean_entry(good)["name"] == "Ana"
    assert board.clean_entry(dict(good, name="x" * 17)) is None
    assert board.clean_entry(dict(good, name="a\u202eb")) is None
    assert board.clean_entry(dict(good, date="2026-02-30")) is None
    assert board.clean_entry(dict(good, scores=[30, -1])) is None
    assert board.clean_entry(dict(good, code="x" * 2001)) is None
    assert board.clean_entry(dict(good, check="trusted"))["check"] == "legal"


# --------------------------------------------------------------------------- standings
def test_a_day_is_ranked_wins_then_no_hints_then_margin():
    rows = [_row("lost", won=False, scores=(29, 30)), _row("hinted", scores=(30, 0), hints=True),
            _row("wide", scores=(30, 5)), _row("narrow", scores=(30, 28)), _row("tie", scores=(31, 29)),
            _row("other day", MONDAY + timedelta(days=1)), _row("other rules", key="mineiro-4p-12")]
    ranked = board.day_standings(rows, KEY, MONDAY)
    assert [(r["rank"], r["name"]) for r in ranked] == \
        [(1, "wide"), (2, "narrow"), (2, "tie"), (4, "hinted"), (5, "lost")]
    assert ranked[0]["margin"] == 25


def test_a_partido_ranks_the_chicos_before_the_points():
    rows = [dict(_row("two-nil", scores=(30, 10)), chicos=[2, 0]),
            dict(_row("two-one", scores=(30, 0)), chicos=[2, 1])]
    assert [r["name"] for r in board.day_standings(rows, KEY, MONDAY)] == ["two-nil", "two-one"]


def test_a_week_adds_up_each_players_days():
    rows = [_row("Ana", MONDAY, scores=(30, 20)), _row("ana", MONDAY + timedelta(days=2), won=False, scores=(10, 30)),
            _row("Beto", MONDAY, scores=(30, 25)), _row("Beto", MONDAY + timedelta(days=6), scores=(30, 29), hints=True),
            _row("Beto", MONDAY + timedelta(days=7), scores=(30, 0)),  # next week
            _row("Ana", MONDAY - timedelta(days=1), scores=(30, 0))]  # last week
    week = board.week_standings(rows, KEY, MONDAY + timedelta(days=3))
    assert [(r["rank"], r["name"], r["played"], r["won"], r["hints"], r["margin"]) for r in week] == \
        [(1, "Beto", 2, 2, 1, 6), (2, "Ana", 2, 1, 0, -10)]
    assert week[1]["days"] == [MONDAY.isoformat(), (MONDAY + timedelta(days=2)).isoformat()]


def test_your_own_row_comes_from_your_diarios():
    mine = {"days": {MONDAY.isoformat(): {KEY: {"status": "finished", "won": True, "scores": [30, 12],
                                                "level": "normal", "code": "MINE", "hints": True},
                                          "mineiro-4p-12": {"status": "in_progress", "actions": []}}}}
    own = board.own_rows(mine, "Ana")
    assert own == [{"own": True, "name": "Ana", "date": MONDAY.isoformat(), "rules_key": KEY,
                    "level": "normal", "won": True, "scores": [30, 12], "hints": True, "code": "MINE",
                    "check": "exact", "players_version": None}]
    # a friend called as you are stays a row of their own
    ranked = board.day_standings(own + [_row("Ana", scores=(30, 0))], KEY, MONDAY)
    assert [(r["name"], bool(r.get("own"))) for r in ranked] == [("Ana", False), ("Ana", True)]
    assert board.own_rows(None) == [] and board.own_rows({"days": {"x": {}}}) == []


def test_codes_without_a_name_are_each_their_own_player():
    rows = [_row("", code="A"), _row("", code="B")]
    assert len(board.day_standings(rows, KEY, MONDAY)) == 2


# --------------------------------------------------------------------------- the command line
def _cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "game.daily", "board", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=300)


def test_the_command_line_prints_the_standings(codes):
    p = _cli(*codes.values(), codes["ana1"], "--json")  # Ana's Monday twice: counted once
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    rows = [_verified(c) for c in codes.values()]
    entries = [board.entry_of(v) for v in rows]
    assert set(out) == {KEY}
    assert out[KEY]["days"][MONDAY.isoformat()] == json.loads(json.dumps(board.day_standings(entries, KEY, MONDAY)))
    assert len(out[KEY]["days"][MONDAY.isoformat()]) == 4
    assert out[KEY]["weeks"][MONDAY.isoformat()] == json.loads(json.dumps(board.week_standings(entries, KEY, MONDAY)))
    # text: one line a player, in the language asked for
    p = _cli(*codes.values(), "--lang", "en", "--date", MONDAY.isoformat())
    assert p.returncode == 0, p.stderr
    lines = p.stdout.splitlines()
    assert lines[0] == "Argentine (argentino-2p-30)" and lines[1] == f"  Daily of {MONDAY.isoformat()}"
    assert any("Çağla" in line and "(with hints)" in line and "verified: exact replay" in line for line in lines)
    assert any("no name" in line for line in lines)
    assert "Week of 2026-11-30 to 2026-12-06" in p.stdout
    assert str(MONDAY + timedelta(days=1)) not in p.stdout.split("Week of")[0]  # only that day


def test_the_command_line_reads_links_on_stdin_and_refuses_bad_codes(codes):
    links = f"https://example.org/truco/#d={codes['ana1']}\n\n  {codes['beto1'].lower()}  \nnot a code\n"
    p = _cli("--json", stdin=links)
    assert p.returncode == 2  # a code was refused
    assert "refused: not a code:" in p.stderr and "Traceback" not in p.stderr
    out = json.loads(p.stdout)
    names = {r["name"] for r in out[KEY]["days"][MONDAY.isoformat()]}
    assert names == {"Ana", "Beto"}


def test_the_command_line_with_nothing_prints_nothing():
    p = _cli(stdin="")
    assert p.returncode == 0 and p.stdout == ""
    p = _cli("--date", "2026-13-01")
    assert p.returncode == 2 and "not a day" in p.stderr
