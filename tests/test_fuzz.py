"""``tools.fuzz``: a seeded slice of the random-play fuzzer, and proof that its checks can fail."""
import json

import pytest

from tools import fuzz
from game.events import Event
from game.match import Match
from game.rules import Rules


def test_seeded_slice_of_twenty_thousand_actions(capsys):
    c = fuzz.run(20_000, seed=2024, progress_every=10_000)
    assert c.actions == 20_000
    assert c.illegal > 2_000 and c.matches > 100 and c.events > c.actions
    assert set(c.by_config) == {"argentino-2p", "argentino-2p-flor", "argentino-4p", "argentino-4p-flor",
                                "mineiro-4p"}
    assert "20000 actions" in capsys.readouterr().out


def test_command_line_prints_counts(capsys):
    assert fuzz.main(["--actions", "300", "--seed", "3", "--progress", "0"]) == 0
    counts = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert counts["actions"] == 300 and counts["matches"] >= 1 and counts["illegal_tried"] > 0


def test_a_leaking_observation_is_caught(monkeypatch):
    import game.observe as observe_mod
    real = observe_mod.observe

    def leaky(match, seat):
        obs = real(match, seat)
        h = match.hand
        if h is not None:
            obs["peek"] = list(h.cards[(seat + 1) % match.rules.players])
        return obs

    monkeypatch.setattr(observe_mod, "observe", leaky)
    with pytest.raises(fuzz.Violation, match="unplayed card"):
        fuzz.play_match(Rules(players=2), 1, fuzz.Counts())


def test_a_refused_action_that_changes_the_state_is_caught(monkeypatch):
    from game.hand import Hand
    real = Hand.apply

    def sloppy(self, seat, action):
        if action not in self.legal_actions(seat if seat is not None else self.to_act):
            self.history.append("oops")
        return real(self, seat, action)

    monkeypatch.setattr(Hand, "apply", sloppy)
    with pytest.raises(fuzz.Violation, match="changed the match"):
        fuzz.play_match(Rules(players=4, flor=True), 5, fuzz.Counts(), illegal_rate=1)


def test_wrong_score_amounts_are_caught():
    m = Match(Rules(players=2), 1)
    m.start_hand()
    m.scores[0] += 5
    with pytest.raises(fuzz.Violation, match="not an amount"):
        fuzz.check_events(m, [0, 0], [Event("score", team=0, points=5, what="truco")], [0, 0])
    with pytest.raises(fuzz.Violation, match="add up"):
        fuzz.check_events(m, [0, 0], [Event("score", team=0, points=1, what="hand")], [0, 0])


def test_main_reports_a_violation_with_a_reproduction(monkeypatch, capsys):
    def broken(*args, **kwargs):
        raise fuzz.Violation("boom\n  save={...}")

    monkeypatch.setattr(fuzz, "play_match", broken)
    assert fuzz.main(["--actions", "10", "--progress", "0"]) == 1
    assert "VIOLATION: boom" in capsys.readouterr().out


def test_an_engine_crash_is_reported_as_a_violation_with_its_reproduction(monkeypatch):
    from game.hand import Hand
    real = Hand._end_trick

    def crash(self, ev):
        if len(self.results) == 1:
            raise KeyError("boom")
        return real(self, ev)

    monkeypatch.setattr(Hand, "_end_trick", crash)
    with pytest.raises(fuzz.Violation, match="raised KeyError") as info:
        fuzz.play_match(Rules(players=2), 1, fuzz.Counts(), fold_rarely=True)
    assert "SAVE={" in str(info.value) and "reproduce" in str(info.value)
