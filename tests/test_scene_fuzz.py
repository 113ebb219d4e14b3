"""Random input into every scene (seeded slice; ``python -m scenes.fuzz --events N`` for more)."""
import pygame
import pytest

from scenes import fuzz


def test_random_input_breaks_no_scene_and_keeps_the_match_consistent():
    counts = fuzz.run(events=2400, seed=20261129)
    assert counts["events"] >= 2000
    # the slice reaches every kind of scene and really plays on the tables
    for name in ("MenuScene", "TableScene", "SummaryScene", "MatchOverScene", "HowToScene",
                 "SettingsScene", "StatsScene"):
        assert name in counts["scenes_seen"]
    assert counts["actions"] > 20


def test_the_fuzzer_reports_a_scene_that_raises(monkeypatch):
    from scenes.menu import MenuScene

    def broken(self, event):
        if event.type == pygame.KEYDOWN:
            raise RuntimeError("boom")

    monkeypatch.setattr(MenuScene, "handle", broken)
    with pytest.raises(fuzz.FuzzFailure, match="boom"):
        fuzz.run(events=400, seed=3, rounds=8)
