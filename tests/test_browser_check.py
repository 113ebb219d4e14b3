"""``make browser-check``: computer players in a real browser (Pyodide in headless Chromium).

Runs when Chromium and npm are installed (``apt-get install chromium``); otherwise it is skipped
with the reason printed. The browser must play exactly the same seeded matches as this machine.
"""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT.parent / "shared" / "tools" / "run_in_browser.py"


def _missing() -> str | None:
    if not (shutil.which("chromium") or shutil.which("chromium-browser")):
        return "Chromium is not installed (apt-get install chromium)"
    if not shutil.which("npm"):
        return "npm is not installed (needed once to fetch Pyodide)"
    if not TOOL.exists():
        return f"{TOOL} is missing"
    if not shutil.which("make"):
        return "make is not installed"
    return None


def test_computer_players_play_the_same_matches_in_the_browser(capsys):
    why = _missing()
    if why:
        with capsys.disabled():
            print(f"\nSKIPPED browser-check: {why}")
        pytest.skip(f"browser-check skipped: {why}")
    # the virtualenv the tests run in, as it is (make must never rebuild it from a test)
    p = subprocess.run(["make", "-s", "-o", f"{sys.prefix}/.stamp", "browser-check",
                        f"VENV={sys.prefix}"], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
    assert "the browser played the same matches" in p.stdout
    lines = [ln for ln in p.stderr.splitlines() if "decisions, median" in ln and "emscripten" in ln]
    assert lines, p.stderr[-2000:]
    with capsys.disabled():
        print("\n" + "\n".join(lines))
