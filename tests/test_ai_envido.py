"""The envido's equilibrium: the abstract game, the solver, the shipped table and how ``dificil``
plays from it."""
from __future__ import annotations

import base64
import itertools
import random
import zlib

import pytest

from game.ai import envido_policy, envido_table
from game.ai.envido_game import (INDEX, K, VALUES, Evaluator, continuation, payoffs, team_takes, tree)
from tools.envido_solve import (QUANT, Solver, joint_prior, marginal_prior, policy_rows, prior_for,
                                  seat_gain, setup_key)
from game.ai.profile import Profile
from game.envido import raises_after
from game.match import Match
from game.rules import Rules


@pytest.fixture(scope="module")
def joint_flor():
    return joint_prior(True)


@pytest.fixture(scope="module")
def joint_plain():
    return joint_prior(False)


# ------------------------------------------------------------------ the abstract game
@pytest.mark.parametrize("players, raises, decisions", [(2, True, 24), (2, False, 8), (4, True, 48), (4, False, 16)])
def test_the_tree_has_an_opening_per_position_and_every_answer_the_rules_allow(players, raises, decisions):
    t = tree(players, raises)
    assert len(t.decisions) == decisions
    assert [d.pos for d in t.decisions if d.kind == "open"] == list(range(players))
    for d in t.decisions:
        assert t.decisions[d.index] is d
        if d.kind == "answer":
            assert d.pos == (d.caller + 1) % players
            more = raises_after(d.calls) if raises else []
            assert d.actions == ("quiero", "no-quiero", *more)
            assert t.find(-1, d.calls, d.opener) is d
    assert t.find(1, (), -1).kind == "open" and t.find(1, (), -1).pos == 1


def test_payoffs_score_the_envido_as_the_rules_do():
    t = tree(2, True)
    by_calls = {(z.kind, z.calls, z.caller): z for z in t.terminals if z.kind != "none"}
    # envido, envido refused: the caller (position 1) scores the 2 accepted before its call
    z = by_calls[("refused", ("envido", "envido"), 1)]
    assert payoffs(z, 10, 10) == (continuation(10, 8),) * 2
    # envido, real envido, falta refused: 5 to the last caller
    z = next(z for z in t.terminals if z.kind == "refused" and z.calls == ("envido", "real-envido", "falta-envido"))
    m_called = z.caller % 2 == 0
    assert payoffs(z, 12, 9)[0] == (continuation(7, 9) if m_called else continuation(12, 4))
    # a falta accepted is what the leader needs: here the whole match either way
    z = next(z for z in t.terminals if z.kind == "accepted" and z.calls == ("falta-envido",))
    assert payoffs(z, 6, 6) == (1.0, 0.0)
    # the trailing team taking the falta does not win the match
    win, lose = payoffs(z, 20, 6)
    assert lose == 0.0 and 0.0 < win < 1.0 and win == continuation(14, 6)


def test_the_chance_of_winning_grows_with_points():
    for need in range(2, 31):
        assert continuation(need - 1, 15) > continuation(need, 15)
        assert continuation(15, need - 1) < continuation(15, need)
    assert continuation(0, 5) == 1.0 and continuation(5, 0) == 0.0


def test_the_laws_of_the_values_are_the_decks():
    p = marginal_prior(False)
    assert abs(sum(p) - 1) < 1e-12 and all(x > 0 for x in p)
    # 33 is a 7 and a 6 of one suit: 4 suits x 38 third cards out of C(40, 3) hands
    assert abs(p[INDEX[33]] - 4 * 38 / 9880) < 1e-12
    assert marginal_prior(True)[INDEX[33]] < p[INDEX[33]]  # some of those are flores


def test_the_joint_law_of_two_hands(joint_flor, joint_plain):
    for joint in (joint_flor, joint_plain):
        assert abs(sum(map(sum, joint)) - 1) < 1e-9
        rows = [sum(r) for r in joint]
        cols = [sum(c) for c in zip(*joint)]
        assert all(abs(a - b) < 1e-9 for a, b in zip(rows, cols))  # both hands have the same law
    rows = [sum(r) for r in joint_plain]
    assert all(abs(a - b) < 1e-9 for a, b in zip(rows, marginal_prior(False)))  # each is one hand's law
    # the second hand shares the deck: a 33 makes another 33 rarer than it is alone
    assert joint_plain[INDEX[33]][INDEX[33]] < rows[INDEX[33]] ** 2


def test_the_shipped_laws_are_the_decks(joint_flor, joint_plain):
    for key, joint in (("2-flor", joint_flor), ("2-noflor", joint_plain)):
        counts = envido_table.PRIORS[key]
        total = sum(map(sum, counts))
        assert all(abs(c / total - x) < 1e-12 for row, jrow in zip(counts, joint) for c, x in zip(row, jrow))
    for key, flor in (("4-flor", True), ("4-noflor", False)):
        counts = envido_table.PRIORS[key]
        assert [c / sum(counts) for c in counts] == marginal_prior(flor)


def test_four_seat_showdown_masses_match_enumeration():
    rnd = random.Random(3)
    w = [[rnd.random() for _ in range(K)] for _ in range(4)]
    for p in range(4):
        got = team_takes(p, w)
        for i in (0, 7, 8, 21):
            want = 0.0
            others = [q for q in range(4) if q != p]
            for vals in itertools.product(range(K), repeat=3):
                v = dict(zip(others, vals))
                v[p] = i
                if max(range(4), key=lambda s: (v[s], -s)) % 2 == p % 2:
                    mass = 1.0
                    for q in others:
                        mass *= w[q][v[q]]
                    want += mass
            assert abs(want - got[i]) <= 1e-9 * max(1.0, want)


def test_every_position_sees_the_same_value_of_a_profile():
    t = tree(4, True)
    s = Solver(t, marginal_prior(False), 20, 14)
    s.iterate(5)
    strat = s.averages()
    values = [sum(s.cf(p, strat)) * (1 if p % 2 == 0 else -1) for p in range(4)]
    assert max(values) - min(values) < 1e-12


# ------------------------------------------------------------------ the solver
def test_exploitability_falls_as_the_solver_runs_longer(joint_flor):
    s = Solver(tree(2, True), joint_flor, 15, 15)
    s.iterate(10)
    early = s.solved_exploitability()
    s.iterate(70)
    late = s.solved_exploitability()
    assert 0 <= late < early / 4


def test_in_two_against_two_no_seat_alone_gains_much_after_a_while():
    s = Solver(tree(4, True), marginal_prior(False), 30, 30)
    s.iterate(10)
    early = seat_gain(s)
    s.iterate(190)
    assert seat_gain(s) < early / 3


def test_the_shipped_table_is_what_the_command_writes():
    """One state re-solved with the table's own settings gives the same numbers."""
    key = setup_key(2, True, True)
    grid = envido_table.GRID
    need_m, need_p = grid[3], grid[-1]
    t = tree(2, True)
    s = Solver(t, prior_for(2, True), need_m, need_p)
    s.iterate(envido_table.ITERATIONS)
    got = bytes(x for node_rows in policy_rows(s) for row in node_rows for x in row)
    block = len(got)
    data = envido_policy._table(key)[0]
    at = (3 * len(grid) + len(grid) - 1) * block
    assert data[at:at + block] == got
    assert envido_table.QUANT == QUANT


# ------------------------------------------------------------------ playing from the table
def _hand(rules: Rules, hands, dealer=1, scores=(0, 0)) -> Match:
    m = Match(rules, 5, dealer=dealer, scores=scores)
    m.start_hand(hands=hands)
    return m


def test_the_mano_opens_and_the_pie_answers_in_the_abstract_game():
    rules = Rules(players=2, target=15, flor=True)
    m = _hand(rules, [["7o", "6o", "1e"], ["4c", "5b", "12e"]], dealer=1, scores=(3, 9))
    obs = m.observe(0)
    s = envido_policy.spot(obs)
    assert s.node.kind == "open" and s.node.pos == 0 and s.value == 33
    assert (s.need_m, s.need_p) == (12, 6) and s.setup == "2-flor-raises"
    m.apply("0:envido")
    s = envido_policy.spot(m.observe(1))
    assert s.node.kind == "answer" and s.node.calls == ("envido",) and s.node.opener == 0 and s.value == 5
    probs = envido_policy.strategy(s)
    assert set(probs) == set(s.node.actions) and abs(sum(probs.values()) - 1) < 1e-9


def test_no_envido_decision_no_spot():
    rules = Rules(players=2, target=15)
    m = _hand(rules, [["7o", "6o", "1e"], ["4c", "5b", "12e"]])
    m.apply("0:play:1e")
    m.apply("1:play:4c")
    assert envido_policy.spot(m.observe(1)) is None or "envido" not in m.observe(1)["legal"]
    assert envido_policy.spot(Match(Rules(variant="mineiro"), 1).observe(0)) is None


def test_draws_are_legal_deterministic_and_follow_the_mix():
    rules = Rules(players=2, target=15, flor=True)
    m = _hand(rules, [["7o", "6o", "1e"], ["4c", "5b", "12e"]])
    m.apply("0:envido")
    obs = m.observe(1)
    seen = {}
    for seed in range(300):
        a, _ = envido_policy.draw(obs, seed)
        assert a in obs["legal"] and envido_policy.draw(obs, seed)[0] == a
        seen[a] = seen.get(a, 0) + 1
    probs = envido_policy.strategy(envido_policy.spot(obs))
    for a, p in probs.items():
        assert abs(seen.get(a, 0) / 300 - p) < 0.1


def test_a_rival_seen_to_call_falta_all_the_time_is_called():
    """At 0-0 to 15 the equilibrium never opens with a Falta envido: facing one, there is no
    strategy in the table and the simulation reads the call (a careful player's Falta means a
    strong envido: ``test_ai_analysis``). Against a rival seen to call Falta all the time, the
    answer is the best response to that habit: quiero with 27."""
    rules = Rules(players=2, target=15, flor=True)
    m = _hand(rules, [["4c", "5b", "12e"], ["7o", "12o", "1e"]], dealer=1)  # the pie holds 27
    m.apply("0:falta-envido")
    obs = m.observe(1)
    s = envido_policy.spot(obs)
    assert s.value == 27 and envido_policy.strategy(s) is None
    assert envido_policy.draw(obs, 1) is None and envido_policy.draw(obs, 1, Profile(2)) is None
    prof = Profile(2)
    prof.hands = 20
    prof.falta_hands[0] = 12
    devs = envido_policy.deviations(obs, prof)
    assert devs[0].falta > 0.3 and devs[0].accept == 0
    assert envido_policy.exploit(s, obs, devs) == "quiero"
    assert envido_policy.draw(obs, 1, prof)[0] == "quiero"
    assert envido_policy.deviations(obs, Profile(2)) == {}  # a fresh profile is sure of nothing


def test_the_table_covers_the_named_rule_sets_and_the_arenas():
    from game.presets import PRESETS, apply

    setups = {(2, True, True)}  # the arena's one against one
    for preset in PRESETS:
        for players in (2, 4):
            rules = apply(preset.name, Rules(players=players))
            if rules.variant == "argentino":
                setups.add((rules.players, rules.flor, rules.envido_raises))
    for setup in setups:
        assert envido_policy._table(setup_key(*setup)) is not None, setup
    assert set(envido_table.PRIORS) == {"2-flor", "2-noflor", "4-flor", "4-noflor"}


def test_evaluator_values_are_chances(joint_flor):
    t = tree(2, True)
    ev = Evaluator(t, joint_flor, 9, 4)
    uniform = [[[1 / len(d.actions)] * len(d.actions) for _ in VALUES] for d in t.decisions]
    v = ev.value(uniform)
    assert 0 < v < 1
    assert ev.exploitability(uniform) > 0.01  # random play is easy to beat


def test_an_envido_bluff_below_the_floor_follows_the_profile_and_none_against_a_rival_who_accepts_all():
    """The equilibrium's opening calls below ``ENVIDO_FLOOR`` are kept as often as the profile's
    scale says (how often it has seen the rivals refuse our envidos): one against one at the
    equilibrium's own rate times its square (every one drawn, at the prior; fewer soon against a
    rival seen to accept them), in 2v2 at the fixed policy's envido bluff rate times it; never
    against a rival seen to accept all of them. A call at the floor or above is the equilibrium's."""
    from game.ai import search

    assert search.ENVIDO_BLUFFS == {2: "equilibrium", 4: "fixed"}
    rules = Rules(players=2, target=15, flor=True)
    m = _hand(rules, [["4c", "5b", "12e"], ["7o", "12o", "1e"]], dealer=1)  # the mano holds 5
    weak = envido_policy.spot(m.observe(0))
    assert weak.node.kind == "open" and weak.value == 5
    m = _hand(rules, [["7o", "6o", "1e"], ["4c", "5b", "12e"]], dealer=1)  # the mano holds 33
    strong = envido_policy.spot(m.observe(0))
    accepts_all = Profile(2)
    accepts_all.env_answers[1] = 20
    some = Profile(2)  # refused 3 of 10: envido_bluff_scale (4.5 / 13 - 0.1) / 0.4, about 0.62
    some.env_answers[1], some.env_folds[1] = 10, 3
    scale = some.envido_bluff_scale([1])
    assert 0.55 < scale < 0.7

    def kept(spot, profile, team=0, n=2000):
        return sum(search._guarded(("envido", spot), seed, profile, team)[0] == "envido" for seed in range(n)) / n

    assert kept(weak, None) == 1.0
    assert abs(kept(weak, some) - scale * scale) < 0.04
    assert kept(weak, accepts_all, n=300) == 0.0
    assert all(search._guarded(("envido", strong), seed, accepts_all, 0) == ("envido", strong) for seed in range(50))
    # two against two: the fixed policy's rate
    m4 = _hand(Rules(players=4, target=30), [["4c", "5b", "12e"], ["7o", "12o", "1e"], ["3c", "6b", "11e"],
                                             ["2o", "10c", "7b"]], dealer=3)
    weak4 = envido_policy.spot(m4.observe(0))
    assert weak4.node.kind == "open" and weak4.value == 5 and weak4.setup.startswith("4-")
    assert abs(kept(weak4, None) - search.BLUFF_RATE / 2) < 0.025
    accepts_all4 = Profile(4)
    accepts_all4.env_answers[1] = accepts_all4.env_answers[3] = 20
    assert kept(weak4, accepts_all4, n=300) == 0.0


def test_the_rivals_envido_calls_are_answered_by_the_simulation():
    """With ``ENVIDO_ANSWERS`` off (as shipped), an answer to the rivals' envido is not the
    equilibrium's: ``_guarded`` hands it to the simulation (None), raises included."""
    from game.ai import search

    rules = Rules(players=2, target=15, flor=True)
    m = _hand(rules, [["4c", "5b", "12e"], ["7o", "6o", "1e"]], dealer=1)
    m.apply("0:envido")
    s = envido_policy.spot(m.observe(1))
    assert s.node.kind == "answer" and s.value == 33
    assert not search.ENVIDO_ANSWERS and not search.ENVIDO_RAISES
    for act in ("quiero", "no-quiero", "falta-envido"):
        assert search._guarded((act, s), 1, None, 1) is None
    assert search._guarded(None, 1, None, 1) is None


def test_a_value_at_the_floor_may_still_open_when_the_equilibrium_passes(monkeypatch):
    """The equilibrium's pass removes the envido calls the value does not reach; a value at the
    floor keeps them for the simulation (``search.ENVIDO_VALUE_CALLS``), and without the switch
    every call goes."""
    from game.ai import search
    cands = ["play:1e", "play:7o", "envido", "real-envido", "falta-envido"]
    assert search.envido_after_pass(list(cands), 25) == ["play:1e", "play:7o"]
    assert search.envido_after_pass(list(cands), 27) == ["play:1e", "play:7o", "envido"]
    assert search.envido_after_pass(list(cands), 33) == cands
    assert search.envido_after_pass(["envido", "falta-envido"], 20) == ["envido", "falta-envido"]  # never empty
    monkeypatch.setattr(search, "ENVIDO_VALUE_CALLS", False)
    assert search.envido_after_pass(list(cands), 33) == ["play:1e", "play:7o"]


def test_the_simulation_chooses_the_opening_call_only_with_the_experiments_switch(monkeypatch):
    """``search.ENVIDO_CALL_CHOICE`` (off: it did not help, docs/ai.md): the equilibrium's opening
    call stands; on, the best mean value among the calls the envido value reaches."""
    from types import SimpleNamespace

    from game.ai import search
    spot = SimpleNamespace(node=SimpleNamespace(kind="open"), value=29)
    legal = ["play:1e", "envido", "real-envido", "falta-envido"]
    totals, seen = [10.0, 5.0, 9.0, 9.9], [10, 10, 10, 10]
    assert search.ENVIDO_CALL_CHOICE is False
    assert search._envido_call(("envido", spot), legal, totals, seen) == "envido"
    monkeypatch.setattr(search, "ENVIDO_CALL_CHOICE", True)
    assert search._envido_call(("envido", spot), legal, totals, seen) == "real-envido"  # falta needs 30
    answer = SimpleNamespace(node=SimpleNamespace(kind="answer"), value=29)
    assert search._envido_call(("quiero", answer), ["quiero", "no-quiero"], [0.0, 1.0], [1, 1]) == "quiero"


def test_the_command_solves_two_against_two_longer_when_asked(tmp_path, monkeypatch):
    from tools import envido_solve

    monkeypatch.setattr(envido_solve, "joint_counts", lambda flor: [[1]])  # the 1v1 laws: slow, not looked at here
    out = tmp_path / "table.py"
    assert envido_solve.main(["--setups", "4-noflor-fixed", "--iterations", "2",
                              "--team-iterations", "5", "--max-need", "1", "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "``python -m tools.envido_solve --iterations 2 --team-iterations 5``" in text
    assert "\nITERATIONS = 2\n" in text and "\nTEAM_ITERATIONS = 5\n" in text
    ns: dict = {}
    exec(compile(text, str(out), "exec"), ns)
    blob = zlib.decompress(base64.b64decode("".join(ns["TABLES"]["4-noflor-fixed"])))
    assert blob == envido_solve.solve_setup(4, False, False, 5, (1,))[0]
    assert blob != envido_solve.solve_setup(4, False, False, 2, (1,))[0]
    with pytest.raises(SystemExit):
        envido_solve.main(["--team-iterations", "0", "--out", str(out)])


# ------------------------------------------------------------------ the value as the stronger team
def test_a_falta_and_a_loose_envido_player_are_valued_as_the_stronger_team():
    """``dificil`` values scores as the stronger team (``search.STRONGER_EDGE``) answering a Falta
    envido and against a rival the profile surely shows playing the envido loosely; elsewhere in
    Argentino as even teams, and Mineiro keeps its own edge."""
    from game.ai import search
    from game.ai.view import from_obs
    from game.ai.winprob import EDGE

    stronger = search.STRONGER_EDGE["argentino"]
    assert stronger is not None and stronger > EDGE["argentino"] == 0.5

    def edge(obs, profile=None):
        return search.valuing_edge(obs, from_obs(obs), profile)

    rules = Rules(players=2, target=15, flor=True)
    m = _hand(rules, [["4c", "5b", "12e"], ["7o", "12o", "1e"]], dealer=1)
    assert edge(m.observe(0)) == edge(m.observe(0), Profile(2)) == 0.5  # the mano opens: even
    loose = Profile(2)
    loose.hands, loose.falta_hands[1] = 20, 12  # seat 1 called a Falta in 12 hands of 20
    assert envido_policy.deviations(m.observe(0), loose)
    assert edge(m.observe(0), loose) == stronger
    m.apply("0:envido")
    assert edge(m.observe(1)) == edge(m.observe(1), Profile(2)) == 0.5  # an envido is no Falta
    m.apply("1:falta-envido")
    assert edge(m.observe(0)) == edge(m.observe(0), Profile(2)) == stronger  # the match at stake
    fresh = _hand(rules, [["4c", "5b", "12e"], ["7o", "12o", "1e"]], dealer=1)
    fresh.apply("0:falta-envido")
    assert edge(fresh.observe(1)) == stronger
    mineiro = Match(Rules(variant="mineiro"), 1)
    mineiro.start_hand()
    seat = mineiro.to_act
    assert edge(mineiro.observe(seat), loose) == EDGE["mineiro"]


def test_answering_a_falta_the_stronger_team_turns_down_a_coin_flip_and_reports_even_chances(monkeypatch):
    """Behind 4 to 8, a Falta envido (7 points) against the pie's 31: valued as even teams the
    simulation takes it, as the stronger team it turns it down. The chances reported (hints,
    reviews) are the even model's either way: the same numbers, another choice."""
    from game import ai
    from game.ai import search

    rules = Rules(players=2, target=15, flor=True)
    m = _hand(rules, [["4c", "5b", "12e"], ["5o", "6o", "1e"]], dealer=1, scores=(8, 4))
    m.apply("0:falta-envido")
    obs = m.observe(1)
    assert envido_policy.spot(obs).value == 31
    shipped = ai.run(ai.analyse(obs, 3))
    monkeypatch.setitem(search.STRONGER_EDGE, "argentino", None)
    even = ai.run(ai.analyse(obs, 3))
    assert (shipped.choice, even.choice) == ("no-quiero", "quiero")
    assert shipped.chances == even.chances and set(shipped.chances) == set(obs["legal"])
    assert shipped.worlds == even.worlds


def test_in_two_against_two_the_envido_against_a_falta_caller_is_the_simulations(monkeypatch):
    """In 2v2 (``search.FALTA_SIMULATED``), once the profile is sure a rival calls the Falta envido
    far more often than an equilibrium player, the envido is decided as with the equilibrium
    switched off (``search.ENVIDO_EQ``: the simulation's, as ``dificil-2026-12`` played it); with
    a fresh profile, and one against one, the equilibrium's decision stands."""
    from game.ai import run, search

    assert search.FALTA_SIMULATED == {2: False, 4: True}
    hands = [["4c", "5b", "12e"], ["7o", "12o", "1e"], ["3c", "6b", "11o"], ["2e", "10c", "7b"]]
    m = _hand(Rules(players=4, target=30), hands, dealer=3)
    obs = m.observe(0)
    assert "envido" in obs["legal"]
    caller = Profile(4)
    caller.hands, caller.falta_hands[1] = 20, 12  # seat 1 called a Falta in 12 hands of 20
    assert search.falta_habit(obs, caller) and not search.falta_habit(obs, Profile(4))

    def analyses(profile):
        return [(a.choice, a.chances) for a in (run(search.analyse(obs, seed, profile, playouts=40))
                                                 for seed in range(4))]

    shipped = analyses(caller)
    monkeypatch.setattr(search, "ENVIDO_EQ", False)
    assert analyses(caller) == shipped
    monkeypatch.setattr(search, "ENVIDO_EQ", True)
    monkeypatch.setattr(search, "FALTA_SIMULATED", {2: False, 4: False})
    assert analyses(caller) != shipped  # the equilibrium's best response to the habit decides otherwise
    one = _hand(Rules(players=2, target=15, flor=True), [["4c", "5b", "12e"], ["7o", "12o", "1e"]], dealer=1)
    loose = Profile(2)
    loose.hands, loose.falta_hands[1] = 20, 12
    assert search.falta_habit(one.observe(0), loose) and not search.FALTA_SIMULATED[2]


def test_one_against_one_the_envido_against_a_rival_who_refused_nothing_is_the_simulations(monkeypatch):
    """One against one (``search.ACCEPTER_SIMULATED``), once the rival has answered one of our
    envido calls, or two of our bets, and refused none of them, the envido is decided as with the
    equilibrium switched off (the simulation's, which weighs a call by how this rival answers); a
    rival who refused an envido or folded to a bet, a fresh profile and a 2v2 table keep the
    equilibrium's decision."""
    from game.ai import run, search
    from game.ai.view import from_obs

    assert search.ACCEPTER_SIMULATED == {2: (1, 2)}
    m = _hand(Rules(players=2, target=15, flor=True), [["4c", "5c", "12e"], ["7o", "12o", "1e"]], dealer=1)
    obs = m.observe(0)
    assert "envido" in obs["legal"]
    view = from_obs(obs)

    def profile(env_answers=0, env_folds=0, answers=0, folds=0, players=2):
        p = Profile(players)
        p.env_answers[1], p.env_folds[1], p.answers[1], p.folds[1] = env_answers, env_folds, answers, folds
        return p

    accepter, caller = profile(env_answers=1), profile(answers=2)
    assert search.accepter(view, accepter) and search.accepter(view, caller)
    for other in (Profile(2), profile(env_answers=3, env_folds=1), profile(env_answers=1, env_folds=1, answers=4),
                  profile(answers=1), profile(answers=3, folds=1)):
        assert not search.accepter(view, other)
    assert search.accepter(view, profile(env_answers=1, answers=3, folds=1))  # the envido's own evidence
    four = _hand(Rules(players=4, target=30), [["4c", "5c", "12e"], ["7o", "12o", "1e"], ["3c", "6b", "11o"],
                                                ["2e", "10c", "7b"]], dealer=3)
    assert not search.accepter(from_obs(four.observe(0)), profile(env_answers=4, answers=4, players=4))

    def analyses(profile):
        return [(a.choice, a.chances) for a in (run(search.analyse(obs, seed, profile, playouts=40))
                                                 for seed in range(6))]

    shipped = analyses(accepter)
    assert analyses(profile(env_answers=3, env_folds=1)) != shipped
    monkeypatch.setattr(search, "ENVIDO_EQ", False)
    assert analyses(accepter) == shipped
    simulated_caller = analyses(caller)
    monkeypatch.setattr(search, "ENVIDO_EQ", True)
    assert analyses(caller) == simulated_caller
    monkeypatch.setattr(search, "ACCEPTER_SIMULATED", {})
    assert analyses(accepter) != shipped  # the equilibrium decides otherwise
    assert analyses(caller) != simulated_caller
