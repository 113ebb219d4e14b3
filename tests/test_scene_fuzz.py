"""Random input into every scene (seeded slice; ``python -m scenes.devtools.fuzz --events N`` for more)."""
import pygame
import pytest

from scenes.devtools import fuzz


def test_random_input_breaks_no_scene_and_keeps_the_match_consistent():
    counts = fuzz.run(events=2400, seed=20261129)
    assert counts["events"] >= 2000
    # the slice reaches every kind of scene and really plays on the tables
    for name in ("MenuScene", "TableScene", "SummaryScene", "MatchOverScene", "HowToScene",
                 "SettingsScene", "StatsScene"):
        assert name in counts["scenes_seen"]
    assert counts["actions"] > 20


def test_the_fuzzer_reports_a_scene_that_raises(monkeypatch):
    from scenes.screens.menu import MenuScene

    def broken(self, event):
        if event.type == pygame.KEYDOWN:
            raise RuntimeError("boom")

    monkeypatch.setattr(MenuScene, "handle", broken)
    with pytest.raises(fuzz.FuzzFailure, match="boom"):
        fuzz.run(events=400, seed=3, rounds=8)


def test_random_input_with_the_real_store_on_disk(tmp_path, monkeypatch):
    """The same fuzzing against the real store in a temporary folder: saves, slots, notices."""
    monkeypatch.setenv("TRUCO_DATA_DIR", str(tmp_path / "untouched"))
    counts = fuzz.run(events=1600, seed=20261130, rounds=16, store="disk")
    assert counts["events"] >= 1200 and counts["actions"] > 10
    assert "MenuScene" in counts["scenes_seen"] and "TableScene" in counts["scenes_seen"]
    assert not (tmp_path / "untouched").exists()  # its own temporary folder, then put back
    import os
    assert os.environ["TRUCO_DATA_DIR"] == str(tmp_path / "untouched")


def test_a_round_cut_short_is_reported(monkeypatch):
    from scenes.screens.menu import MenuScene

    def quit_at_once(self, event):
        self.app.running = False

    monkeypatch.setattr(MenuScene, "handle", quit_at_once)
    counts = fuzz.run(events=160, seed=4, rounds=8)
    short = {r: (done, why) for r, done, why in counts["short_rounds"]}
    assert short[0] == (1, "the app quit")  # round 0 opens on the menu: one event, then it quits
    assert all(done < 20 for done, _ in short.values())
    assert counts["events"] == 160 - sum(20 - done for done, _ in short.values())
