"""The hard player's tanda (keep / pass / burn by simulation) and mão de onze."""
from __future__ import annotations

from game.ai import decide, think
from game.ai.tanda import known_order
from game.cards import FRENCH_DECK
from game.match import Match
from game.rules import Rules

MN4 = Rules(variant="mineiro", players=4, target=12)


def tanda_match(batch: list[str], seed: int = 1) -> Match:
    """A Mineiro match whose first tanda shows ``batch`` to the mão."""
    rest = [c for c in FRENCH_DECK if c not in batch]
    m = Match(MN4, seed, dealer=3)
    m.start_hand(stock=list(batch) + rest)
    assert m.hand.phase == "tanda" and m.hand.cards[m.to_act] == list(batch)
    return m


def test_known_order_replays_the_rejected_batches_in_dealing_order():
    m = tanda_match(["4h", "5s", "6d"])
    mano = m.to_act
    m.apply("burn")
    second = list(m.hand.cards[mano])
    m.apply("pass")
    obs = m.observe(mano)
    assert known_order(obs) == [["4h", "5s", "6d"], second, list(m.hand.cards[mano])]


def test_dificil_never_burns_the_manilhas_and_rejects_a_worthless_batch():
    # keeping them or passing them to the partner (and drawing again) are both sound
    assert decide(tanda_match(["4c", "7h", "As"]).observe(0), "dificil", 3) in ("keep", "pass")
    seat = tanda_match(["4h", "5s", "6d"]).to_act
    for seed in range(3):
        assert decide(tanda_match(["4h", "5s", "6d"]).observe(seat), "dificil", seed) in ("burn", "pass")


def test_dificil_tanda_is_deterministic_and_sliced():
    m = tanda_match(["Kh", "Qs", "3d"])
    obs = m.observe(m.to_act)
    a = decide(obs, "dificil", 11)
    assert a in obs["legal"] and decide(obs, "dificil", 11) == a
    gen = think(obs, "dificil", 11)
    n = 0
    try:
        while True:
            next(gen)
            n += 1
    except StopIteration as stop:
        assert stop.value == a
    assert n > 50


def test_after_three_rejections_the_fourth_batch_is_kept():
    m = tanda_match(["4h", "5s", "6d"])
    for act in ("burn", "pass", "burn"):
        m.apply(act)
    obs = m.observe(m.to_act)
    assert obs["legal"] == ["keep"] and decide(obs, "dificil", 0) == "keep"


def onze_obs(ours: list[str], partner: list[str]) -> dict:
    """A mão de onze decision for team 0 (at 11 against 8) with the given cards."""
    rest = [c for c in FRENCH_DECK if c not in ours + partner]
    for seed in range(50):
        m = Match(MN4, seed, scores=(11, 8))
        m.start_hand(hands=[ours, rest[:3], partner, rest[3:6]])
        if m.hand.phase == "onze" and m.to_act in (0, 2):
            seat = m.to_act
            obs = m.observe(seat)
            if seat == 2:
                obs = m.observe(0)  # either partner may decide
            return obs
    raise AssertionError("no onze decision")


def test_dificil_plays_the_onze_with_manilhas_and_runs_with_rags():
    strong = onze_obs(["4c", "7h", "3s"], ["As", "7d", "3h"])
    assert decide(strong, "dificil", 1) == "play-onze"
    weak = onze_obs(["4h", "5s", "6d"], ["4s", "5d", "6c"])
    assert decide(weak, "dificil", 1) == "run-onze"
