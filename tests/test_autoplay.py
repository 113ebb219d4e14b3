"""``python main.py --autoplay``: a computer plays your seat through the real scenes, headless."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(args, tmp_path, timeout=240):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TRUCO_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run([sys.executable, "main.py", "--autoplay", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("variant,players", [("argentino", 2), ("argentino", 4), ("mineiro", 4)])
def test_a_few_hands_through_the_scenes_with_screenshots(tmp_path, variant, players):
    shots = tmp_path / "shots"
    p = run(["--seed", "3", "--variant", variant, "--players", str(players), "--max-hands", "3",
             "--shots", str(shots)], tmp_path)
    assert p.returncode == 0, p.stderr[-2000:]
    names = sorted(x.name for x in shots.glob("*.png"))
    assert any("TableScene" in n for n in names)
    assert any("hand01-end" in n for n in names)
    assert sum("SummaryScene" in n or "FallbackSummary" in n for n in names) >= 2
    assert not (tmp_path / "data").exists()  # the person's saved document is never touched


def test_a_whole_short_match_ends_with_status_0(tmp_path):
    shots = tmp_path / "shots"
    p = run(["--seed", "11", "--variant", "argentino", "--players", "2", "--target", "15",
             "--shots", str(shots)], tmp_path)
    assert p.returncode == 0, p.stderr[-2000:]
    names = sorted(x.name for x in shots.glob("*.png"))
    assert any("MatchOver" in n for n in names)
