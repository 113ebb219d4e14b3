"""The truco ladder's equilibrium: the abstraction, the solver, the table and the simulations'
rivals that bet and answer by it."""
from __future__ import annotations

import base64
import json
import zlib
from typing import TYPE_CHECKING

import pytest

from game.ai import run, truco_policy, truco_table
from game.ai.fast import ACCEPT, BET, REFUSE, FastHand
from game.ai.heuristic import Style
from game.ai.profile import Profile
from game.ai.rollout import CONFIDENT_ANSWERS, fast_choose, rollout_styles
from game.ai.truco_game import BUCKETS, STATES, Ladder, bucket, may_call, trick_state
from tools.truco_solve import LadderSolver, prior_and_chances, rows_of, sample_law
from game.rng import Rng
from game.rules import Rules

if TYPE_CHECKING:
    from game.match import Match


def _law(key: str) -> dict:
    return json.loads(zlib.decompress(base64.b64decode(truco_table.LAWS[key])))


def test_buckets_and_trick_states():
    assert [bucket(e) for e in (0.0, 0.09, 0.1, 0.55, 0.99, 1.0)] == [0, 0, 1, 5, 9, 9]
    assert trick_state("argentino", [], 0) == "-"
    assert trick_state("argentino", [0], 0) == "w" and trick_state("argentino", [0], 1) == "l"
    assert trick_state("argentino", [None, None], 1) == "pp" and trick_state("argentino", [1, 0], 1) == "wl"
    assert trick_state("mineiro", [0, None], 1) == "2"
    assert set(STATES["argentino"]) >= {"-", "w", "l", "p", "wl", "lw", "pp"}


def test_the_ladder_follows_each_variant():
    lad = Ladder("argentino", 1, 10, 10)
    assert lad.root.actions == ("check", "call")
    answer = lad.root.children[1]
    assert answer.actions == ("accept", "refuse", "raise") and answer.side == 1
    assert answer.children[2].children[2].actions == ("accept", "refuse")  # vale cuatro: the last
    assert [z.stake for z in lad.terminals if z.kind == "play"] == [1, 2, 3, 4]
    # Mineiro: no raise for a team the stake would take to its target
    lad = Ladder("mineiro", 1, 8, 3)
    assert lad.root.children[1].actions == ("accept", "refuse")
    assert may_call("mineiro", 2, 4) and not may_call("mineiro", 2, 3)


def test_the_hands_law_is_seeded():
    a = sample_law("argentino", 2, 300, 5)
    assert a == sample_law("argentino", 2, 300, 5)
    count, takes, nobody = a["-"]
    assert sum(map(sum, count)) == 600  # both seats could bet before the first card
    assert all(t <= c for rc, rt in zip(count, takes) for c, t in zip(rc, rt))
    assert sum(map(sum, nobody)) == 0  # someone always takes an Argentine hand


def test_exploitability_falls_as_the_ladder_solver_runs_longer():
    law = _law("ar2")["-"]
    prior, win, tie = prior_and_chances(law)
    s = LadderSolver("argentino", Ladder("argentino", 1, 9, 13), prior, win, tie)
    s.iterate(3)
    early = s.exploitability()
    s.iterate(200)
    assert 0 <= s.exploitability() < early / 5


@pytest.mark.parametrize("key, variant, state, level, nb, na", [("ar2", "argentino", "w", 2, 13, 5),
                                                                 ("mi4", "mineiro", "1", 1, 7, 12)])
def test_the_shipped_table_is_what_the_command_writes(key, variant, state, level, nb, na):
    law = _law(key)[state]
    s = LadderSolver(variant, Ladder(variant, level, nb, na), *prior_and_chances(law))
    s.iterate(truco_table.ITERATIONS)
    row = rows_of(s)
    data, at, quant = truco_policy._row(variant, int(key[2]), state, level, nb, na)
    assert data[at:at + len(row)] == row and quant == truco_table.QUANT


def test_strong_hands_accept_and_raise_more_than_weak_ones():
    for variant, players in (("argentino", 2), ("argentino", 4), ("mineiro", 4)):
        weak = strong = 0.0
        for state in STATES[variant]:
            for need in (3, 8, 12):
                lo = truco_policy.answer_chances(variant, players, state, 1, need, need, 1)
                hi = truco_policy.answer_chances(variant, players, state, 1, need, need, BUCKETS - 1)
                assert 0 <= lo[0] + lo[1] <= 1 and 0 <= hi[0] + hi[1] <= 1
                weak += lo[0] + lo[1]
                strong += hi[0] + hi[1]
        assert strong > weak + 3, variant


def test_the_simulated_rivals_answer_by_the_model_until_the_profile_is_sure():
    styles = rollout_styles(2, 0, Profile(2))
    assert styles[1].truco_model and not styles[0].truco_model
    prof = Profile(2)
    prof.answers[1], prof.folds[1] = CONFIDENT_ANSWERS, CONFIDENT_ANSWERS  # folds to everything
    sure = rollout_styles(2, 0, prof)[1]
    assert not sure.truco_model and sure.accept > 0.6


def test_a_model_rival_answers_a_truco_legally():
    rules = Rules(players=2, target=15)
    seen = set()
    for seed in range(40):
        h = FastHand.deal(rules, 1, [0, 0], hands=[["1e", "7o", "3c"], ["4c", "5b", "6e"]] if seed % 2 else
                          [["4c", "5b", "6e"], ["1e", "7o", "3c"]])
        h.apply(0, BET + 1)
        act = fast_choose(h, 1, Style(bluff=0.0, truco_model=True), Rng(seed))
        assert act in h.legal(1)
        seen.add(act)
    assert ACCEPT in seen or BET + 2 in seen
    assert REFUSE in seen


def test_dificils_bluffs_come_from_the_ladders_equilibrium():
    """A weak hand bets as often as the equilibrium bets with its bucket (at scale 1: rivals seen to
    fold at the prior's rate, so uncapped), when betting is as good as the best action; a bet far
    worse than the best is never taken as a bluff."""
    from game.ai import search
    from game.ai.heuristic import equity
    from game.ai.view import from_obs
    from game.match import Match

    rates = {}
    for cards in (["4c", "5b", "6e"], ["4c", "5b", "12e"], ["2c", "5b", "6e"]):
        m = Match(Rules(players=2, target=15), 5, dealer=1)
        m.start_hand(hands=[cards, ["1e", "7o", "3c"]])
        view = from_obs(m.observe(0))
        e = equity(view)
        want = truco_policy.call_chance("argentino", 2, trick_state("argentino", [], 0), 1, 15, 15, bucket(e))
        cap = truco_policy.bluff_cap("argentino", 2, "-", 1, 15, 15)
        assert search.bluff_chance(view, e, capped=False) == want and e < 0.3
        assert search.bluff_chance(view, e) == min(want, cap)
        cands = [f"play:{c}" for c in cards] + ["truco"]
        bets = sum(search._choose(view, list(cands), [50.0] * 4, 100, "argentino", Rng(k)) == "truco"
                   for k in range(400))
        assert abs(bets / 400 - want) < 0.06, (cards, bets, want)
        far = [50.0, 50.0, 50.0, 50.0 - 2 * search.BLUFF_MARGIN * 100]
        assert all(search._choose(view, list(cands), list(far), 100, "argentino", Rng(k)) != "truco"
                   for k in range(100))
        rates[tuple(cards)] = want
    assert len(set(rates.values())) > 1  # the rate follows the hand: not one fixed rate


def test_the_weakest_bucket_bluffs_at_the_equilibriums_mean_bluff_rate_not_always():
    """At 15-15 on the first trick (one against one) the table bets every hand of the second
    bucket and none of the first (an indifference of the solver, not a lack of hands: both
    buckets come in about a tenth of the moments); ``dificil``'s own bluffs with it are capped at
    the mean of the weak buckets' call chances, weighted by how often each comes."""
    import base64
    import json
    import zlib

    from game.ai import search, truco_table
    from game.ai.view import from_obs
    from game.match import Match

    chances = [truco_policy.call_chance("argentino", 2, "-", 1, 15, 15, b) for b in range(5)]
    assert chances[0] == 0.0 and chances[1] == 1.0
    count = json.loads(zlib.decompress(base64.b64decode(truco_table.LAWS["ar2"])))["-"][0]
    mass = [sum(row) for row in count]
    assert min(mass[:2]) > 0.05 * sum(mass)  # a tenth of the moments each: not a rare bucket
    want = sum(m * c for m, c in zip(mass, chances)) / sum(mass[:5])
    cap = truco_policy.bluff_cap("argentino", 2, "-", 1, 15, 15)
    assert abs(cap - want) < 1e-9 and 0.1 < cap < 0.3

    m = Match(Rules(players=2, target=15), 5, dealer=1)
    m.start_hand(hands=[["4c", "5b", "12e"], ["1e", "7o", "3c"]])
    view = from_obs(m.observe(0))
    e = 0.15  # the second bucket
    assert bucket(e) == 1
    assert search.bluff_chance(view, e) == cap
    assert search.bluff_chance(view, 0.95) == 1.0  # a strong hand's call is not a bluff: not capped


def test_mineiros_bluffs_are_not_capped():
    """The cap is Argentino's (``search.BLUFF_EVIDENCE``): in Mineiro a weak hand bluffs at the
    table's own call chance."""
    from game.ai import search
    from game.ai.view import from_obs
    from game.match import Match

    assert search.BLUFF_EVIDENCE == {"argentino": True, "mineiro": False}
    m = Match(Rules(variant="mineiro"), 5, dealer=3)
    m.start_hand()
    view = from_obs(m.observe(0))
    state = trick_state("mineiro", [], 0)
    need = view.target - view.scores[0]
    for e in (0.05, 0.15, 0.25, 0.35, 0.45):
        assert search.bluff_chance(view, e) == truco_policy.call_chance("mineiro", 4, state, 1, need, need, bucket(e))


def test_no_bluffs_against_a_rival_who_never_folds_more_against_a_folder():
    """The bluff frequency is the equilibrium's times the profile's scale: none at scale 0 (a weak
    bet the simulation likes is dropped too), more at scale 2; and ``analyse`` passes the scale
    of the rivals the profile has watched."""
    from game.ai import search
    from game.ai.heuristic import equity
    from game.ai.view import from_obs
    from game.match import Match

    m = Match(Rules(players=2, target=15), 5, dealer=1)
    cards = ["2c", "5b", "6e"]  # the equilibrium bets this bucket one time in eight
    m.start_hand(hands=[cards, ["1e", "7o", "4o"]])
    view = from_obs(m.observe(0))
    assert 0 < search.bluff_chance(view, equity(view)) < 0.5
    cands = [f"play:{c}" for c in cards] + ["truco"]

    def bets(totals, scale):
        return sum(search._choose(view, list(cands), list(totals), 100, "argentino", Rng(k), scale) == "truco"
                   for k in range(400))

    even, liked = [50.0] * 4, [50.0, 50.0, 50.0, 51.0]  # the bet as good as the rest; better
    assert bets(even, 0.0) == 0 and bets(liked, 0.0) == 0
    assert 0 < bets(even, 1.0) < bets(even, 2.0)
    assert bets(liked, 1.0) < bets(liked, 2.0) < 400

    seen = []
    real = search._choose

    def spy(*args):
        seen.append(args[-1])
        return real(*args)

    m.apply("0:play:5b")
    m.apply("1:play:4o")  # seat 0 leads the second trick with 2c and 6e: no envido any more
    obs = m.observe(0)
    assert "truco" in obs["legal"] and "envido" not in obs["legal"]
    never = Profile(2)
    never.answers[1] = 12
    search._choose = spy
    try:
        run(search.analyse(obs, 3, never, playouts=40))
        run(search.analyse(obs, 3, Profile(2), playouts=40))
        run(search.analyse(obs, 3, None, playouts=40))  # no profile (the Diario): no evidence either
    finally:
        search._choose = real
    from game.ai.profile import BLUFF_PRIOR_SCALE
    assert seen[0] == 0.0 and abs(seen[1] - BLUFF_PRIOR_SCALE) < 1e-9 and seen[2] == BLUFF_PRIOR_SCALE


def test_the_cap_holds_until_the_rivals_are_seen_to_fold(monkeypatch):
    """Below the prior's scale (no evidence yet, or a rival seen to call) a weak hand bluffs at most
    the equilibrium's mean rate; from scale 1 on (folds seen at the prior's rate or more) at the
    table's own chance, times the scale."""
    from game.ai import search
    from game.ai.view import from_obs
    from game.match import Match

    m = Match(Rules(players=2, target=15), 5, dealer=1)
    cards = ["4c", "5b", "12e"]
    m.start_hand(hands=[cards, ["1e", "7o", "3c"]])
    view = from_obs(m.observe(0))
    e = 0.15  # the second bucket: the table bets it every time, the mean is under a fifth
    cap = truco_policy.bluff_cap("argentino", 2, "-", 1, 15, 15)
    assert search.bluff_chance(view, e) == cap < search.bluff_chance(view, e, capped=False) == 1.0
    monkeypatch.setattr(search, "equity", lambda v: e)
    cands = [f"play:{c}" for c in cards] + ["truco"]

    def bets(scale):
        return sum(search._choose(view, list(cands), [50.0] * 4, 100, "argentino", Rng(k), scale) == "truco"
                   for k in range(400))
    low, one = bets(0.99), bets(1.0)
    assert abs(low / 400 - 0.99 * cap) < 0.06 and one == 400, (low, one)


def test_a_model_rival_folds_as_the_profile_has_seen():
    """The equilibrium's folds scaled by the profile: a rival seen to call every bet is modelled
    folding less, one seen to fold to everything more; at scale 0 it never folds."""
    prof = Profile(2)
    prof.answers[1] = 6
    assert rollout_styles(2, 0, prof)[1].truco_model and rollout_styles(2, 0, prof)[1].fold_scale < 0.5
    prof.folds[1] = 6
    assert rollout_styles(2, 0, prof)[1].fold_scale > 1.5
    assert rollout_styles(2, 0, Profile(2))[1].fold_scale == 1.0
    rules = Rules(players=2, target=15)
    folds = {}
    for scale in (0.0, 1.0, 2.0):
        n = 0
        for seed in range(200):
            h = FastHand.deal(rules, 1, [0, 0], hands=[["1e", "7o", "2o"], ["3c", "5b", "6e"]])  # a middling hand
            h.apply(0, BET + 1)
            n += fast_choose(h, 1, Style(bluff=0.0, truco_model=True, fold_scale=scale), Rng(seed)) == REFUSE
        folds[scale] = n
    assert folds[0.0] == 0 and 0 < folds[1.0] < folds[2.0], folds


def test_a_rival_the_profile_is_sure_of_does_not_change_how_the_other_is_modelled():
    prof = Profile(4)
    prof.answers[1], prof.folds[1] = CONFIDENT_ANSWERS, 0  # seat 1 is known; seat 3 is not
    styles = rollout_styles(4, 0, prof)
    assert not styles[1].truco_model and styles[3].truco_model


def test_in_mineiro_the_search_models_only_a_rival_seen_to_fold():
    """Argentino models every rival's answers; Mineiro only a rival whose fold rate reaches
    ``MODEL_FROM_FOLDS`` (the model lost to callers there: docs/ai.md), until the profile is sure."""
    from game.ai.rollout import MODEL_FROM_FOLDS, TRUCO_MODEL

    assert TRUCO_MODEL == {"argentino": True, "mineiro": False}
    gate = MODEL_FROM_FOLDS["mineiro"]
    assert gate == 0.55 and MODEL_FROM_FOLDS["argentino"] is None
    assert not any(s.truco_model for s in rollout_styles(4, 0, Profile(4), TRUCO_MODEL["mineiro"], gate))
    prof = Profile(4)
    prof.answers[1], prof.folds[1] = 2, 2  # seat 1 folded to both our bets
    prof.answers[3], prof.folds[3] = 2, 0  # seat 3 called both
    styles = rollout_styles(4, 0, prof, False, gate)
    assert [s.truco_model for s in styles] == [False, True, False, False]
    assert styles[1].fold_scale > 1.5  # and folds as often as it was seen to
    prof.answers[1], prof.folds[1] = CONFIDENT_ANSWERS, CONFIDENT_ANSWERS
    sure = rollout_styles(4, 0, prof, False, gate)[1]
    assert not sure.truco_model and sure.accept > 0.6  # sure of it: its own fold rate


def _mineiro_play(seed: int = 5) -> "Match":
    """A Mineiro match at the first point of its first hand (tanda played) where the seat to act
    may call truco, every earlier decision the first legal action."""
    from game.match import Match

    m = Match(Rules(variant="mineiro"), seed, dealer=3)
    m.start_hand()
    while "truco" not in m.observe(m.to_act)["legal"]:
        m.apply(f"{m.to_act}:{m.observe(m.to_act)['legal'][0]}")
    return m


def test_in_mineiro_every_bet_is_made_against_rivals_who_surely_fold():
    """Once the profile's one-sided 95% bound of the rivals' fold share reaches ``SURE_FOLDS``,
    ``dificil`` bets whenever it may and raises the rivals' bets, whatever the simulation says;
    below it, and in Argentino 1v1, the search decides as before."""
    from game.ai import search
    from game.ai.profile import lower_bound

    assert search.SURE_FOLDS == {("mineiro", 4): 0.65, ("argentino", 4): 0.65}
    assert lower_bound(5, 5) < 0.65 <= lower_bound(6, 6) and lower_bound(0, 0) == 0.0
    m = _mineiro_play()
    seat = m.to_act
    obs = m.observe(seat)
    rivals = [s for s in range(4) if (s & 1) != (seat & 1)]

    def folded(k: int, n: int) -> Profile:
        p = Profile(4)
        p.answers[rivals[0]], p.folds[rivals[0]] = n, k  # pooled over the rival team
        return p

    sure, unsure = folded(6, 6), folded(5, 6)
    assert sure.sure_folds(rivals) >= 0.65 > unsure.sure_folds(rivals)
    choices = {seed: run(search.analyse(obs, seed, unsure, playouts=40)).choice for seed in range(6)}
    assert any(c != "truco" for c in choices.values()), choices  # the search plays cards too
    for seed in range(6):
        got = run(search.analyse(obs, seed, sure, playouts=40))
        assert got.choice == "truco" and set(got.chances) == set(obs["legal"])  # every action still estimated
    # the rivals call: their bet is raised
    m.apply(f"{seat}:{obs['legal'][0]}")
    while "truco" not in m.observe(m.to_act)["legal"]:
        m.apply(f"{m.to_act}:{m.observe(m.to_act)['legal'][0]}")
    caller = m.to_act
    m.apply(f"{caller}:truco")
    answer = m.observe(m.to_act)
    assert "seis" in answer["legal"], answer["legal"]
    them = [s for s in range(4) if (s & 1) != (m.to_act & 1)]
    p = Profile(4)
    p.answers[them[1]], p.folds[them[1]] = 6, 6
    assert run(search.analyse(answer, 1, p, playouts=40)).choice == "seis"


def test_in_argentino_a_sure_folder_is_bet_into_in_pairs_and_left_to_the_search_one_against_one():
    """In 2v2 ``SURE_FOLDS`` holds from the moment our envido is played or past (a truco the rivals
    fold to would end the hand before it); one against one the search decides."""
    from game.ai import search
    from game.ai.view import from_obs
    from game.match import Match

    m = Match(Rules(players=2, target=15), 5, dealer=1)
    m.start_hand(hands=[["2c", "5b", "6e"], ["1e", "7o", "4o"]])
    m.apply("0:play:5b")
    m.apply("1:play:4o")
    obs = m.observe(0)
    sure = Profile(2)
    sure.answers[1] = sure.folds[1] = 12
    assert sure.sure_folds([1]) > 0.65
    assert "truco" in obs["legal"] and search.against_folders(from_obs(obs), obs["legal"], sure) is None
    pairs = Match(Rules(players=4, target=30), 5, dealer=3)
    pairs.start_hand(hands=[["3c", "5b", "6e"], ["4e", "5c", "6o"], ["1e", "7o", "11o"], ["2e", "10c", "7b"]])
    folds = Profile(4)
    folds.answers[0], folds.folds[0] = 6, 6  # pooled over the rival team: six folds in six
    start = pairs.observe(0)
    assert {"envido", "truco"} <= set(start["legal"])
    assert search.against_folders(from_obs(start), start["legal"], folds) is None  # our envido first
    pairs.apply("0:envido")
    opening = pairs.observe(1)
    assert search.against_folders(from_obs(opening), opening["legal"], folds) is None  # an envido is pending
    pairs.apply("1:no-quiero")
    pairs.apply("0:play:3c")
    obs = pairs.observe(1)
    assert "truco" in obs["legal"] and not any(a.endswith("envido") for a in obs["legal"])
    assert search.against_folders(from_obs(obs), obs["legal"], folds) == "truco"
    assert search.against_folders(from_obs(obs), obs["legal"], Profile(4)) is None
    unsure = [run(search.analyse(obs, seed, Profile(4), playouts=40)).choice for seed in range(4)]
    assert "truco" not in unsure, unsure  # a weak hand: the search plays a card
    assert all(run(search.analyse(obs, seed, folds, playouts=40)).choice == "truco" for seed in range(4))


def test_in_mineiro_rivals_who_called_every_bet_are_simulated_never_folding(monkeypatch):
    """Once the rivals have answered ``CALLER_AFTER`` of our bets, pooled, and folded to none, the
    search's simulated rivals accept every bet (``NEVER_FOLDS``); the first fold ends it. Only in
    Mineiro; the search and the tanda's both read it."""
    from game.ai import search
    from game.ai.rollout import CALLER_AFTER, MODEL_FROM_FOLDS, NEVER_FOLDS
    from game.ai.tanda import analyse_tanda
    from game.match import Match

    assert CALLER_AFTER == {"mineiro": 1}
    gate, after = MODEL_FROM_FOLDS["mineiro"], CALLER_AFTER["mineiro"]
    caller = Profile(4)
    caller.answers[3] = 1  # one rival called our one bet
    styles = rollout_styles(4, 0, caller, False, gate, after)
    assert [s.accept == NEVER_FOLDS for s in styles] == [False, True, False, True]
    assert not any(s.truco_model for s in styles)
    assert styles[0] is styles[2]  # partners as ever
    assert all(s.accept > 0 for s in rollout_styles(4, 0, caller, False, gate, None))  # Argentino: never
    assert all(s.accept > 0 for s in rollout_styles(4, 0, Profile(4), False, gate, after))  # nothing seen yet
    folded = Profile(4)
    folded.answers[3], folded.answers[1], folded.folds[1] = 3, 1, 1  # the other rival folded once
    assert caller.called_all([1, 3]) == 1 and folded.called_all([1, 3]) == 0
    assert all(s.accept > 0 for s in rollout_styles(4, 0, folded, False, gate, after))
    # such a seat never refuses a bet, even with the weakest hand
    rules = Rules(players=2, target=15)
    for seed in range(100):
        h = FastHand.deal(rules, 1, [0, 0], hands=[["1e", "7o", "2o"], ["4c", "5b", "6e"]])
        h.apply(0, BET + 1)
        assert fast_choose(h, 1, Style(bluff=0.0, accept=NEVER_FOLDS), Rng(seed)) != REFUSE
    # the search's estimates read it, at a call and at a tanda: the same profile, the rule on and off
    m = _mineiro_play()
    obs = m.observe(m.to_act)
    t = Match(Rules(variant="mineiro"), 5, dealer=3)
    t.start_hand()
    tanda = t.observe(t.to_act)
    assert tanda["phase"] == "tanda" and len(tanda["legal"]) > 1

    def seen(seat: int) -> Profile:
        p = Profile(4)
        p.answers[[s for s in range(4) if (s & 1) != (seat & 1)][0]] = 1
        return p

    def estimates() -> tuple:
        return (run(search.analyse(obs, 1, seen(obs["seat"]), playouts=60)).chances,
                run(analyse_tanda(tanda, 1, seen(tanda["seat"])))[1])
    on = estimates()
    monkeypatch.setitem(CALLER_AFTER, "mineiro", 99)
    off = estimates()
    assert on[0] != off[0] and on[1] != off[1]


def test_in_argentino_2v2_rivals_who_folded_to_every_bet_are_simulated_folding(monkeypatch):
    """Once the rivals have answered ``FOLDER_AFTER`` of our bets, pooled, and accepted none, the
    search's simulated rivals fold to every bet and raise none (``FOLDING``), their envido answers
    still the profile's; in a hand where they have bet, only after more folds; never once they
    accepted or raised our bet in this hand. Only in Argentino 2v2."""
    from dataclasses import replace

    from game.ai import search
    from game.ai.rollout import FOLDER_AFTER, FOLDING
    from game.ai.view import from_obs
    from game.match import Match

    def styles(obs: dict, p: Profile) -> list:
        return search.simulated_styles(from_obs(obs), obs["quiero_team"], p)

    assert FOLDER_AFTER == {("argentino", 4): (2, 4)}
    m = Match(Rules(players=4, target=30), 5, dealer=3)
    m.start_hand()
    opening = m.observe(0)  # no bet yet: FOLDER_AFTER's first count
    assert "truco" in opening["legal"]
    m.apply("0:truco")
    facing = m.observe(1)  # seat 0's truco waits for seat 1's team: the second count
    accepted = m.clone()
    accepted.apply("1:quiero")
    theirs_accepted = accepted.observe(0)  # seat 1 accepted seat 0's truco: never
    accepted.apply(f"0:{theirs_accepted['legal'][0]}")
    ours_accepted = accepted.observe(1)  # seat 1's team accepted the rivals' truco: the second count
    assert ours_accepted["seat"] == accepted.to_act == 1 and ours_accepted["quiero_team"] == 1

    def folded(seat: int, k: int) -> Profile:
        p = Profile(4)
        for s in [s for s in range(4) if (s & 1) != (seat & 1)][:1] * k:
            p.answers[s] += 1
            p.folds[s] += 1
        return p

    def folding(obs: dict, k: int) -> list[bool]:
        return [replace(s, envido_accept=FOLDING.envido_accept) == FOLDING
                for s in styles(obs, folded(obs["seat"], k))]

    rivals_of = {0: [False, True, False, True], 1: [True, False, True, False]}
    assert folding(opening, 1) == [False] * 4
    assert folding(opening, 2) == rivals_of[0]
    for obs in (facing, ours_accepted):
        assert folding(obs, 3) == [False] * 4
        assert folding(obs, 4) == rivals_of[obs["seat"]]
    assert folding(theirs_accepted, 9) == [False] * 4
    # their envido answers are still the profile's
    p = folded(0, 2)
    p.env_answers[1] = p.env_folds[1] = 5
    assert styles(opening, p)[1].envido_accept > FOLDING.envido_accept
    # an acceptance ends it, and one against one it never starts
    p = folded(0, 3)
    p.answers[3] += 1
    assert p.folded_all([1, 3]) == 0
    assert not any(s.accept == FOLDING.accept for s in styles(opening, p))
    duel = Match(Rules(players=2, target=15), 5)
    duel.start_hand()
    one = duel.observe(duel.to_act)
    assert not any(s.accept == FOLDING.accept for s in styles(one, folded(one["seat"], 9)))
    # such a seat refuses a bet even with the best hand, and raises none
    rules = Rules(players=2, target=15)
    for seed in range(100):
        h = FastHand.deal(rules, 1, [0, 0], hands=[["4c", "5b", "6e"], ["1e", "1b", "7o"]])
        h.apply(0, BET + 1)
        assert fast_choose(h, 1, FOLDING, Rng(seed)) == REFUSE
    # the search's estimates read it: the same profile, the rule on and off
    on = run(search.analyse(opening, 1, folded(0, 2), playouts=60)).chances
    monkeypatch.setitem(FOLDER_AFTER, ("argentino", 4), (99, 99))
    assert run(search.analyse(opening, 1, folded(0, 2), playouts=60)).chances != on


def test_one_against_one_a_strong_hand_slow_plays_a_barely_better_truco(monkeypatch):
    """Argentino one against one (``search.SLOW_PLAY``): once the rival has been seen to fold to a
    bet of ours, a truco call the simulation prefers by less than the bluff margin becomes the best
    card when the hand is very strong; a call better by more, a lesser hand, no fold seen (or no
    profile), two against two and Mineiro keep the call."""
    from game.ai import search
    from game.ai.heuristic import equity
    from game.ai.view import from_obs
    from game.match import Match

    assert search.SLOW_PLAY == {("argentino", 2): 0.85} and search.SLOW_PLAY_FOLDS == 1
    folded = Profile(2)
    folded.answers[1] = folded.folds[1] = 1  # the rival folded to one bet of ours
    cards = ["1e", "7o", "3c"]
    single = Match(Rules(players=2, target=15), 5, dealer=1)
    single.start_hand(hands=[cards, ["4c", "5b", "6e"]])
    view = from_obs(single.observe(0))
    assert equity(view) > 0.9
    cands = [f"play:{c}" for c in cards] + ["truco"]
    margin = search.BLUFF_MARGIN * 100

    def choice(v, totals, seed=0, profile=folded, moves=cands):
        totals = list(totals)
        made = search._choose(v, list(moves), totals, 100, v.variant, Rng(seed))  # as analyse does
        return search.slow_card(v, list(moves), totals, 100, made, profile) or made

    near = [50.0, 49.0, 48.0, 50.0 + margin / 2]  # the call better by half the margin
    far = [50.0, 49.0, 48.0, 50.0 + 2 * margin]
    assert all(choice(view, near, k) == "play:1e" for k in range(20))  # the best card, not any card
    assert choice(view, [49.0, 50.0, 48.0, 50.0 + margin / 2]) == "play:7o"
    assert choice(view, far) == "truco"
    called = Profile(2)
    called.answers[1] = 3  # three of our bets called, none folded to: no slow play yet
    assert choice(view, near, profile=called) == "truco"
    assert choice(view, near, profile=Profile(2)) == "truco" and choice(view, near, profile=None) == "truco"
    called.answers[1], called.folds[1] = 4, 1  # its first fold starts it
    assert choice(view, near, profile=called) == "play:1e"
    mine = Profile(2)
    mine.answers[0] = mine.folds[0] = 3  # our own seat's folds are not the rival's
    assert choice(view, near, profile=mine) == "truco"
    pairs = Match(Rules(players=4, target=30), 5, dealer=3)
    pairs.start_hand(hands=[cards, ["4c", "5b", "6e"], ["4e", "5c", "6o"], ["2e", "10c", "7b"]])
    assert choice(from_obs(pairs.observe(0)), near) == "truco"
    monkeypatch.setattr(search, "equity", lambda v: 0.84)
    assert choice(view, near) == "truco"
    monkeypatch.setattr(search, "equity", lambda v: 0.85)
    assert choice(view, near) == "play:1e"
    mineiro = _mineiro_play()
    obs = mineiro.observe(mineiro.to_act)
    plays = [a for a in obs["legal"] if a.startswith("play:")]
    assert plays
    got = choice(from_obs(obs), [50.0] * len(plays) + [50.0 + margin / 2], moves=plays + ["truco"])
    assert got == "truco"


def test_a_slow_play_is_dificils_choice_the_hint_names_and_explains(monkeypatch):
    """Pinned one-against-one positions where the search slow-plays: ``analyse`` (so the hint and the
    review) plays the card and flags it, the hint says why in every language, and with
    ``SLOW_PLAY`` off the same search calls the truco."""
    from game.ai import search
    from game.coach import hint
    from scenes.ui.i18n import set_language
    from scenes.ui.words import reason_words
    from tools.pin_decisions import load

    slow = []
    for p in load()["positions"]:
        obs = p["obs"]
        if obs["rules"]["players"] != 2 or "truco" not in obs["legal"]:
            continue
        profile = Profile.from_dict(p["profile"]) if p["profile"] else None
        got = run(search.analyse(obs, p["seed"], profile))
        assert got.choice == p["choice"]
        if got.facts.slow_play:
            slow.append((obs, p["seed"], profile, got))
    assert len(slow) >= 2
    try:
        for obs, seed, profile, got in slow:
            assert got.choice.startswith("play:") and got.choice in obs["legal"]
            h = hint.hint(obs, seed, profile)
            assert h.best == got.choice and h.reason.key == "slow_play"
            assert h.reason.values == {"choice": got.choice, "second": "truco"}
            for lang in ("es", "pt", "en"):
                set_language(lang)
                words = reason_words(h.reason, "argentino")
                assert "Truco" in words and "{" not in words, words
    finally:
        set_language("es")
    monkeypatch.setattr(search, "SLOW_PLAY", {})
    for obs, seed, profile, _ in slow:
        off = run(search.analyse(obs, seed, profile))
        assert off.choice == "truco" and not off.facts.slow_play
