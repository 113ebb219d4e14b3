"""Determinization: every sampled world agrees with the observation; the match win-probability table."""
from __future__ import annotations

import pytest

from game.ai.winprob import EDGE, value, win_probability
from game.ai.worlds import Knowledge, worlds
from game.cards import envido_value, has_flor
from game.match import Match
from game.rng import Rng
from game.rules import Rules
from tests.helpers import decision_points


def test_worlds_keep_declared_envido_values_and_son_buenas():
    pts = decision_points(Rules(players=4, target=30), range(6),
                          lambda o: bool(o["envido"]["said"]) and o["phase"] == "play")
    assert len(pts) >= 5
    for m, seat, obs in pts[:25]:
        know = Knowledge(obs)
        built = [h for h in worlds(know, Rng(1), 6) if h is not None]
        assert built
        for h in built:
            best = None
            for s, val in obs["envido"]["said"]:
                if val is not None:
                    assert envido_value(h.dealt[s]) == val
                    best = val
                else:
                    assert envido_value(h.dealt[s]) <= best
            assert h.cards[seat] == obs["hand"]  # its own cards stay its own
            assert [[(s, c) for s, c, d in t if not d] for t in h.tricks] == \
                [[(e["seat"], e["card"]) for e in t if not e["down"]] for t in obs["tricks"]]


def test_worlds_give_flor_to_those_who_sang_it_and_to_nobody_who_could_have():
    pts = decision_points(Rules(players=2, target=15, flor=True), range(30), lambda o: bool(o["flor_sung"]))
    assert pts
    for m, seat, obs in pts[:20]:
        for h in (h for h in worlds(Knowledge(obs), Rng(2), 5) if h is not None):
            for s in range(2):
                assert has_flor(h.dealt[s]) == (s in obs["flor_sung"])


def test_worlds_never_use_burned_or_seen_cards_in_mineiro():
    pts = decision_points(Rules(variant="mineiro", players=4, target=12), range(4),
                          lambda o: o["phase"] == "play" and bool(o["tanda"]["burned"]))
    assert pts
    for m, seat, obs in pts[:20]:
        burned = {c for b in obs["tanda"]["burned"] for c in b}
        for h in (h for h in worlds(Knowledge(obs), Rng(3), 5) if h is not None):
            dealt = [c for s in range(4) for c in h.dealt[s]]
            assert len(set(dealt)) == 12 and not burned & set(dealt)


@pytest.mark.parametrize("variant,target", [("argentino", 15), ("argentino", 30), ("mineiro", 12)])
def test_win_probability_is_even_at_equal_scores_and_grows_with_points(variant, target):
    assert win_probability(variant, target, 0, 0) == pytest.approx(0.5, abs=1e-9)
    assert win_probability(variant, target, target, 3) == 1.0
    assert win_probability(variant, target, 3, target) == 0.0
    for a in range(target - 1):
        assert win_probability(variant, target, a + 1, 4) > win_probability(variant, target, a, 4)
        assert win_probability(variant, target, 4, a + 1) < win_probability(variant, target, 4, a)


@pytest.mark.parametrize("variant,target", [("argentino", 15), ("argentino", 30), ("mineiro", 12)])
def test_the_hard_players_value_is_the_even_chance_shifted_by_its_edge(variant, target):
    for a in range(target):
        for b in range(target):
            even = win_probability(variant, target, a, b)
            if EDGE[variant] == 0.5:
                assert value(variant, target, a, b) == even
            else:
                assert value(variant, target, a, b) > even
    assert value(variant, target, target, 0) == 1.0 and value(variant, target, 0, target) == 0.0


def test_in_mineiro_the_hard_player_turns_down_a_doze_it_would_lose_six_times_in_ten():
    # at 0-0 the team answering a nove may run (the others score 6) or raise to doze: the trick
    # then decides the match. An even model takes the doze at 40%; the stronger team does not.
    flip = 0.4
    assert flip > win_probability("mineiro", 12, 0, 6)
    assert flip < value("mineiro", 12, 0, 6)


@pytest.mark.parametrize("value", [20, 24, 27, 30, 33])
def test_completions_of_a_declared_envido_are_all_found_fast(value):
    """The completions of a hand whose envido was declared, enumerated from the pairs worth it, are
    exactly those a plain enumeration of every three cards finds."""
    from itertools import combinations
    m = Match(Rules(players=2, target=15), 1, dealer=0)
    m.start_hand(hands=[["7c", "6c", "4b"], ["7e", "12e", "1o"]])
    for a in ("1:envido", "0:quiero"):
        m.apply(a)
    know = Knowledge(m.observe(1))
    know.exact[0] = value
    plain = sorted(tuple(sorted(c)) for c in combinations(know.pool, 3) if know.fits(0, list(c)))
    assert plain and know._valid_hands(0, know.pool) == plain


# ------------------------------------------------------------------ dealing to believed señas
def _signed_knowledge(variant: str) -> Knowledge:
    m = Match(Rules(variant=variant, players=4, senas=True), 3, dealer=3)
    m.start_hand()
    return Knowledge(m.observe(0))


@pytest.mark.parametrize("variant, signs", [
    ("argentino", ("tres",)), ("argentino", ("ancho-espada", "envido-alto")), ("argentino", ("dos", "tres")),
    ("argentino", ("envido-alto",)), ("argentino", ("tres", "envido-alto")),
    ("argentino", ("nada",)), ("argentino", ("siete-oro", "ancho-falso")),
    ("mineiro", ("dois-tres",)), ("mineiro", ("zap", "um-tres")), ("mineiro", ("copas", "copas"))])
def test_a_believed_sena_deals_every_hand_that_fits_it_as_often(variant, signs):
    """Dealing the cards a believed seña names first has the law of drawing whole hands until one
    fits: each card is held, and each count of the claimed cards comes, as often as among every
    hand that fits (a hand with two threes is not dealt twice as often under ``tres``)."""
    from itertools import combinations
    from math import sqrt
    from game.senas import ANY_OF, holds
    know = _signed_knowledge(variant)
    seat = 1
    know.believed = {seat: signs}
    group = ANY_OF["um-tres" if variant == "mineiro" else "tres"] | ANY_OF.get("dos", frozenset())
    fitting = [c for c in combinations(know.pool, 3) if all(holds(variant, s, c) for s in signs)]
    assert fitting
    draws = 4000
    rng = Rng(11)
    held = {c: 0 for c in know.pool}
    counts: dict[int, int] = {}
    for _ in range(draws):
        know._signed = None
        got = know._draw(seat, [], list(know.pool), rng)
        assert got is not None and len(set(got)) == 3 and all(holds(variant, s, got) for s in signs)
        for c in got:
            held[c] += 1
        n = sum(c in group for c in got)
        counts[n] = counts.get(n, 0) + 1

    def close(freq: float, p: float) -> bool:
        return abs(freq - p) <= 4.5 * sqrt(p * (1 - p) / draws) + 0.003

    for c in know.pool:
        p = sum(c in h for h in fitting) / len(fitting)
        assert close(held[c] / draws, p), (c, held[c] / draws, p)
    for n in range(4):
        p = sum(sum(c in group for c in h) == n for h in fitting) / len(fitting)
        assert close(counts.get(n, 0) / draws, p), (n, counts.get(n, 0) / draws, p)


def test_a_believed_sena_no_hand_can_fit_is_dropped():
    """A seña naming a card another seat holds (or two signs that cannot go together) deals nothing
    at once; the world is then dealt as if the seña were false."""
    m = Match(Rules(players=4, senas=True), 3, dealer=3)
    m.start_hand(hands=[["1e", "4c", "5c"], ["7o", "3e", "6b"], ["1b", "2c", "10o"], ["7e", "12c", "11b"]])
    know = Knowledge(m.observe(0))
    for signs in (("nada", "tres"), ("nada", "ancho-basto"), ("ancho-espada",), ("tres", "ancho-espada")):
        know.believed = {1: signs}
        know._signed = None
        assert know._draw(1, [], list(know.pool), Rng(1)) is None, signs
    know.signs = {2: ["ancho-basto"], 3: ["ancho-espada"]}
    know.truth = {2: 1.0, 3: 1.0}
    for seed in range(20):
        dealt = know.sample(Rng(seed))
        assert dealt is not None and dealt[0] == ["1e", "4c", "5c"] and "1b" in dealt[2]
        assert sorted(sum(dealt, [])) == sorted(set(sum(dealt, [])))


def test_an_envido_alto_belied_by_the_envido_said_is_dropped_at_once():
    """A partner that signed envido alto and then said 7 (or answered "son buenas" to 25) signed
    falsely: no hand is drawn for the seña, and the world deals that seat as it said."""
    m = Match(Rules(players=4, senas=True), 3, dealer=3)
    m.start_hand()
    know = Knowledge(m.observe(0))
    for exact, at_most in ((7, None), (None, 25)):
        know.exact, know.at_most = ({2: exact} if exact else {}), ({2: at_most} if at_most else {})
        know.believed = {2: ("envido-alto",)}
        know._signed = None
        assert know._draw(2, [], list(know.pool), Rng(1)) is None
        know.signs, know.truth = {2: ["envido-alto"]}, {2: 1.0}
        dealt = know.sample(Rng(3))
        assert dealt is not None
        value = envido_value(dealt[2])
        assert value == exact if exact else value <= at_most
