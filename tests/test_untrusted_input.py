"""Hostile input to every door of the program: scenario files, bot lines, share codes.

Whatever arrives, the answer is a clear refusal (exit status 2 / an error line / ok=False), never a
traceback or a hang. Hypothesis builds the garbage; mutations of valid documents get close to the
edges that random JSON never reaches.
"""
import io
import json
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import bot, scenario, sharecode
from game.match import Match
from game.rules import Rules

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)

VALID = {
    "rules": {"variant": "argentino", "players": 2, "flor": True, "target": 15},
    "scores": [3, 5], "dealer": 1,
    "hands": [["7b", "5b", "12o"], ["6e", "1e", "3c"]],
    "actions": ["envido", "real-envido", "quiero", "play:7b", "truco", "quiero", "play:1e"],
}
MINEIRO = {
    "rules": {"variant": "mineiro", "players": 4, "target": 12}, "scores": [11, 4], "dealer": 3,
    "stock": ["4d", "5d", "6d", "4c", "7h", "As", "2c", "2d", "2h", "5c", "5s", "5h", "6c", "6s", "6h"],
    "actions": ["play-onze", "play:4d"],
}
KEYS = ["rules", "scores", "dealer", "hands", "stock", "actions", "variant", "players", "flor", "target",
        "envido_raises", "chicos"]


def _scenario(doc, tmp_path) -> dict:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(doc) if not isinstance(doc, str) else doc)
    out = io.StringIO()
    import contextlib
    with contextlib.redirect_stdout(out):
        code = scenario.main([str(path)])
    result = json.loads(out.getvalue())
    assert code in (0, 2)
    if code == 2:
        assert set(result) == {"error", "index"} and isinstance(result["error"], str) and result["error"]
    else:
        assert {"scores", "hand_over", "match_over", "events", "legal", "to_act"} <= set(result)
    return result


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=JSON)
def test_random_json_scenarios_are_refused_cleanly(doc, tmp_path):
    _scenario(doc, tmp_path)


def _mutate(draw, doc):
    doc = json.loads(json.dumps(doc))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(["top", "rules", "list"]))
        if where == "top":
            doc[draw(st.sampled_from(KEYS))] = draw(JSON)
        elif where == "rules" and isinstance(doc.get("rules"), dict):
            doc["rules"][draw(st.sampled_from(KEYS))] = draw(JSON)
        else:
            key = draw(st.sampled_from(["actions", "hands", "stock", "scores"]))
            if isinstance(doc.get(key), list) and doc[key]:
                i = draw(st.integers(0, len(doc[key]) - 1))
                doc[key][i] = draw(st.sampled_from(
                    ["play:1e", "9:quiero", "play:13e", "", "truco", "down:4c", "blind:9", "pass",
                     "-1:mazo", "play:", ":", ["1e"], 7, None, "1e", "Zz"]))
    return doc


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_scenarios_are_answered_or_refused_cleanly(data, tmp_path):
    base = data.draw(st.sampled_from([VALID, MINEIRO]))
    _scenario(_mutate(data.draw, base), tmp_path)


def test_malformed_and_deep_scenario_files(tmp_path):
    for text in ["", "{", "[" * 100000 + "]" * 100000, '{"rules": ' * 5000 + "1" + "}" * 5000,
                 "\x00\x01", json.dumps({"rules": {}, "actions": [], "hands": [[]] * 2})]:
        assert _scenario(text, tmp_path)["error"]


@settings(max_examples=300, deadline=None)
@given(line=st.one_of(st.text(max_size=200), JSON.map(json.dumps), st.binary(max_size=200)))
def test_bot_lines_get_an_action_or_an_error_line(line):
    out = bot.answer(line, "normal", 1)
    assert isinstance(out, str) and "\n" not in out
    if out.startswith("{"):
        assert "error" in json.loads(out)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_bot_mutated_observations_never_crash(data):
    m = Match(Rules(players=4, flor=True), data.draw(st.integers(0, 50)))
    m.start_hand()
    obs = m.observe(m.to_act)
    key = data.draw(st.sampled_from(sorted(obs)))
    obs[key] = data.draw(JSON)
    out = bot.answer(json.dumps(obs), "dificil", 1)
    assert isinstance(out, str) and "\n" not in out


@settings(max_examples=300, deadline=None)
@given(code=st.one_of(st.text(alphabet=string.ascii_uppercase + string.digits + "-", max_size=80),
                      st.text(max_size=40), st.integers(), st.none(), st.text(min_size=3000, max_size=3000)))
def test_share_codes_are_proven_or_refused(code):
    out = sharecode.verify_code(code)
    assert out["ok"] in (True, False)
    if not out["ok"]:
        assert isinstance(out["error"], str) and out["error"]
