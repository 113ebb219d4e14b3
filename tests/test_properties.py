"""Property-based tests: about a thousand random legal matches a run (both variants, 2 and 4
players, with and without flor, every option), with the invariants of :mod:`tools.fuzz` checked at
every step:

- the match ends within bounded steps;
- scores never decrease (but for the reset after a chico) and every score event is an amount the
  rules allow for its reason, adding up to the scores;
- a random illegal action raises IllegalAction and changes nothing (save and every observation);
- save → restore gives identical legal actions and observations for every seat, at every step;
- no observation holds another seat's unplayed cards beyond what the rules reveal;
- observations are JSON-serialisable;
- legal_actions and explain never disagree, for any seat and any action string;
- señas (option on in half the 4-player matches): a seña never changes what is legal, whose turn
  it is, a score, the public history or anything else an observation holds but its señas; a rival's
  observation holds a seña only when its catch draw caught it; replays (save → restore) agree.
"""
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.errors import IllegalAction
from game.match import Match
from game.rng import Rng
from game.rules import Rules
from game.senas import SIGNS
from game.tricks import hand_winner
from game.variants import VARIANTS
from tools import fuzz

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True)
seeds = st.integers(min_value=0, max_value=2**63)


@st.composite
def short_argentino(draw):
    players = draw(st.sampled_from((2, 4)))
    return Rules(variant="argentino", players=players, flor=draw(st.booleans()),
                 target=draw(st.sampled_from((5, 5, 10))), envido_raises=draw(st.booleans()),
                 chicos=draw(st.sampled_from((1, 1, 3))), senas=players == 4 and draw(st.booleans()))


@settings(max_examples=800, **SETTINGS)
@given(rules=short_argentino(), seed=seeds, fold_rarely=st.booleans())
def test_random_argentine_matches_keep_every_invariant(rules, seed, fold_rarely):
    counts = fuzz.Counts()
    m = fuzz.play_match(rules, seed, counts, restore_every=1, illegal_rate=3, fold_rarely=fold_rarely)
    assert m.over and counts.matches == 1
    assert m.scores[m.winner] >= rules.target or rules.chicos == 3


@settings(max_examples=200, **SETTINGS)
@given(seed=seeds, a=st.integers(3, 11), b=st.integers(3, 11), chicos=st.sampled_from((1, 3)),
       fold_rarely=st.booleans(), senas=st.booleans())
def test_random_mineiro_matches_keep_every_invariant(seed, a, b, chicos, fold_rarely, senas):
    rules = Rules(variant="mineiro", players=4, target=12, chicos=chicos, senas=senas)
    counts = fuzz.Counts()
    m = fuzz.play_match(rules, seed, counts, restore_every=1, illegal_rate=3, scores=(a, b),
                        fold_rarely=fold_rarely)
    assert m.over


@settings(max_examples=40, **SETTINGS)
@given(seed=seeds, players=st.sampled_from((2, 4)), flor=st.booleans(), fold_rarely=st.booleans())
def test_long_argentine_matches_to_thirty(seed, players, flor, fold_rarely):
    rules = Rules(players=players, flor=flor, target=30)
    m = fuzz.play_match(rules, seed, fuzz.Counts(), restore_every=5, illegal_rate=4, fold_rarely=fold_rarely)
    assert m.over and max(m.scores) >= 30


@given(st.lists(st.sampled_from((0, 1, None)), min_size=1, max_size=3), st.sampled_from((0, 1)))
def test_hand_winner_agrees_with_the_tables(results, mano_team):
    """RULES.md A2/B3 restated: two wins; else the first trick's winner when a later one is parda;
    else after a first parda the first win; three pardas: mano (Argentino) or nobody (Mineiro)."""
    for three_nobody in (False, True):
        got = hand_winner(results, mano_team, three_nobody)
        wins = [r for r in results if r is not None]
        if results.count(0) >= 2 or results.count(1) >= 2:
            assert got == (0 if results.count(0) >= 2 else 1)
        elif len(results) < 2:
            assert got is None
        elif results[0] is not None and None in results[1:]:
            assert got == results[0]
        elif results[0] is None and wins:
            assert got == wins[0]
        elif len(results) == 3 and not wins:
            assert got == ("nobody" if three_nobody else mano_team)
        else:
            assert got is None


# ------------------------------------------------------------------ legal_actions and explain agree
VERBS = ("envido", "real-envido", "falta-envido", "truco", "retruco", "vale-cuatro", "seis", "nove", "doze",
         "quiero", "no-quiero", "aceito", "corro", "mazo", "keep", "pass", "burn", "play-onze", "run-onze",
         "flor", "blind:0", "blind:1", "blind:2", "blind:3", "blind:4", "blind:01", "blind:x", "play:", "down:",
         "play:1e:x", "", ":", "truco ")

#: Every action string of both variants, and some that are none.
VOCABULARY = [f"{verb}:{c}" for verb in ("play", "down") for c in sorted({c for v in VARIANTS.values()
                                                                          for c in v.deck})] + list(VERBS) + [
    f"sena:{sign}" for sign in dict.fromkeys(SIGNS["argentino"] + SIGNS["mineiro"])] + ["sena:", "sena:guino"]


@st.composite
def hand_states(draw):
    """A match in the middle of a hand, reached by random legal play that calls often: Argentino
    (2 or 4 players, flor or not, envido raises or not) or Mineiro (often from 11: mão de onze and
    de ferro)."""
    if draw(st.booleans()):
        players = draw(st.sampled_from((2, 4)))
        rules = Rules(players=players, flor=draw(st.booleans()), target=15,
                      envido_raises=draw(st.booleans()), senas=players == 4 and draw(st.booleans()))
        scores = (draw(st.integers(0, 14)), draw(st.integers(0, 14)))
    else:
        rules = Rules(variant="mineiro", senas=draw(st.booleans()))
        near = st.sampled_from((0, 4, 8, 10, 11, 11, 11))
        scores = (draw(near), draw(near))
    m = Match(rules, draw(seeds), scores=scores)
    m.start_hand()
    rng = Rng(draw(seeds))
    for _ in range(draw(st.integers(0, 12))):
        if m.hand.over:
            break
        signer = rng.below(m.rules.players)
        if m.sena_actions(signer) and rng.below(3) == 0:
            m.apply(f"{signer}:{rng.choice(m.sena_actions(signer))}")
            continue
        seat = rng.choice(m.hand.acting_seats())
        legal = m.legal_actions(seat)
        calls = [a for a in legal if a in VERBS[:9]]
        calm = [a for a in legal if a not in ("mazo", "no-quiero", "corro", "run-onze")]
        pick = calls if calls and rng.below(3) == 0 else calm if calm and rng.below(8) else legal
        m.apply(f"{seat}:{rng.choice(pick)}")
    return m


@settings(max_examples=400, **SETTINGS)
@given(m=hand_states(), probe=seeds)
def test_legal_actions_and_explain_never_disagree(m, probe):
    """For every seat (and the default seat) and every action string: listed by legal_actions (or,
    for a seña, by sena_actions) exactly when explain gives no reason; applying it succeeds then,
    and otherwise raises that very reason and changes nothing."""
    h = m.hand
    rng = Rng(probe)
    for seat in [*range(m.rules.players), None]:
        legal = h.legal_actions(seat)
        senas = [] if h.over else h.sena_actions(h.to_act if seat is None else seat)
        assert not set(senas) & set(legal)
        for action in VOCABULARY:
            why = h.explain(seat, action)
            assert (action in legal or action in senas) == (why is None), (seat, action, legal, why, h.history)
            if why is None:
                clone = h.clone()
                clone.scores = list(h.scores)
                clone.apply(seat, action)  # a legal action is applied
            elif rng.below(40) == 0:
                clone = h.clone()
                clone.scores = list(h.scores)
                before = (list(clone.history), [list(c) for c in clone.cards], list(clone.scores))
                with pytest.raises(IllegalAction) as refused:
                    clone.apply(seat, action)
                assert str(refused.value) == why
                assert (clone.history, clone.cards, clone.scores) == before
        assert len(set(legal)) == len(legal)
    if not h.over:
        assert h.legal_actions() and h.legal_actions() == h.legal_actions(h.to_act)
    else:
        assert all(h.legal_actions(s) == [] for s in range(m.rules.players))
