"""The opponent profile: learned from end-of-hand observations only, and used by dificil."""
from __future__ import annotations

from game.ai import Profile, decide
from game.match import Match
from game.rules import Rules


def _finished(hands, actions, dealer=0, rules=None):
    m = Match(rules or Rules(players=2, target=30), 1, dealer=dealer)
    m.start_hand(hands=hands)
    for a in actions:
        m.apply(a)
    assert m.hand.over
    return m


def test_a_bluff_shown_by_the_cards_is_counted():
    # seat 1 (mano) calls truco with 4c 5o 6b, seat 0 accepts, both play their cards out
    m = _finished([["1e", "7e", "3o"], ["4c", "5o", "6b"]],
                  ["1:truco", "0:quiero", "1:play:4c", "0:play:3o", "0:play:7e", "1:play:5o"])
    p = Profile(2)
    p.learn(m.observe(0))
    assert p.bets[1] == 1 and p.bluffs[1] == 1
    assert p.bluffiness(1) > Profile(2).bluffiness(1)
    p.learn(m.observe(0))  # the same hand twice counts once
    assert p.bets[1] == 1


def test_folds_to_our_bets_are_counted():
    m = _finished([["1e", "7e", "3o"], ["4c", "5o", "6b"]], ["1:play:4c", "0:truco", "1:no-quiero"])
    p = Profile(2)
    p.learn(m.observe(0))
    assert p.answers[1] == 1 and p.folds[1] == 1
    assert p.fold_rate(1) > Profile(2).fold_rate(1)
    assert p.bets[1] == 0 and p.answers[0] == 0  # our own actions are not counted
    assert Profile.from_dict(p.to_dict()).to_dict() == p.to_dict()


def test_a_hand_in_progress_teaches_nothing():
    m = Match(Rules(players=2), 1)
    m.start_hand()
    p = Profile(2)
    p.learn(m.observe(0))
    assert p.hands == 0


def test_dificil_folds_less_against_a_known_bluffer():
    """Facing a truco with a middling hand, dificil accepts more often when the caller bluffs a lot.

    Its answer may be an envido first (*el envido está primero*): the envido comes from its own
    equilibrium, the same for both callers, so those seeds say nothing about the truco and are left out."""
    rules = Rules(players=2, target=30)
    bluffer = Profile(2)
    bluffer.bets[1], bluffer.bluffs[1] = 30, 25
    honest = Profile(2)
    honest.bets[1], honest.bluffs[1] = 30, 0
    accepted = {"bluffer": 0, "honest": 0}
    asked = 0
    for seed in range(80):
        m = Match(rules, 100 + seed, dealer=0)
        m.start_hand()
        m.apply("1:truco")
        obs = m.observe(0)
        answers = {name: decide(obs, "dificil", seed, prof) for name, prof in (("bluffer", bluffer), ("honest", honest))}
        if any(a in ("envido", "real-envido", "falta-envido") for a in answers.values()):
            continue
        asked += 1
        for name, act in answers.items():
            accepted[name] += act in ("quiero", "retruco")
    assert asked >= 12 and accepted["bluffer"] > accepted["honest"]


def test_bluff_scale_follows_how_often_the_rivals_fold():
    from game.ai.profile import BLUFF_PRIOR_SCALE
    prof = Profile(4)
    # the prior: a share of the equilibrium's bluffs, bought back only by folds seen
    assert abs(prof.bluff_scale([1, 3]) - BLUFF_PRIOR_SCALE) < 1e-9 and BLUFF_PRIOR_SCALE < 1.0
    prof.answers[1] = prof.answers[3] = 12  # called every bet, never folded
    assert prof.bluff_scale([1, 3]) == 0.0
    prof.folds[1] = prof.folds[3] = 12  # folded to every bet
    assert prof.bluff_scale([1, 3]) == 2.0
    prof.folds[3] = 0  # one of each: in between
    assert 0.0 < prof.bluff_scale([1, 3]) < 2.0
    assert prof.bluff_scale([]) == 1.0


def test_envido_bluff_scale_follows_how_often_the_rivals_refuse():
    prof = Profile(2)
    assert abs(prof.envido_bluff_scale([1]) - 1.0) < 1e-9
    prof.env_answers[1] = 20  # accepted all our envidos
    assert prof.envido_bluff_scale([1]) == 0.0
    prof.env_folds[1] = 20
    assert prof.envido_bluff_scale([1]) == 2.0


def test_bluff_scale_rises_above_the_prior_only_once_the_rivals_are_seen_to_fold():
    """Answers without a fold lower it at once; it reaches the equilibrium's full rate (1) only
    after folds at about the equilibrium's rate, and never from answers alone."""
    from game.ai.profile import BLUFF_PRIOR_SCALE
    prof = Profile(2)
    start = prof.bluff_scale([1])
    prof.answers[1] = 1  # one bet answered, accepted
    assert prof.bluff_scale([1]) < start
    prof.answers[1] = 2
    prof.folds[1] = 1  # then a fold: back up, not above what the folds show
    one_fold = prof.bluff_scale([1])
    assert one_fold > BLUFF_PRIOR_SCALE * 0.9 and one_fold < 2.0
    prof.answers[1], prof.folds[1] = 10, 4  # folds at the prior's rate, seen ten times
    assert 0.8 < prof.bluff_scale([1]) < 1.0
    prof.answers[1], prof.folds[1] = 10, 0  # ten answers, no fold
    assert prof.bluff_scale([1]) == 0.0


def test_bluff_scale_with_the_full_prior_follows_the_fold_rate():
    """``prior_scale`` 1 (Mineiro's bluffs, which do not wait for evidence): 1 at the prior, and
    the fold rate's own prior after that."""
    prof = Profile(2)
    assert abs(prof.bluff_scale([1], 1.0) - 1.0) < 1e-9
    prof.answers[1], prof.folds[1] = 5, 1
    assert abs(prof.bluff_scale([1], 1.0) - (prof.fold_rate(1) - 0.1) / 0.3) < 1e-12
    assert prof.bluff_scale([1], 1.0) > prof.bluff_scale([1])
