"""Every shared scenario (../shared/scenarios/*.json) through ``python -m game.scenario``, against its "expect"."""
import os
from pathlib import Path

import pytest

from tests.helpers import check_scenario

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = Path(os.environ.get("TRUCO_SCENARIOS", ROOT.parent / "shared" / "scenarios"))
FILES = sorted(SCENARIOS.glob("*.json")) if SCENARIOS.is_dir() else []




def test_the_shared_scenarios_are_found():
    if not SCENARIOS.is_dir():
        pytest.skip(f"no shared scenarios at {SCENARIOS} (set TRUCO_SCENARIOS)")
    assert FILES, f"{SCENARIOS} holds no scenario"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_matches_its_expect(path):
    check_scenario(path)
