"""The types of the game and the tools: mypy (pinned in requirements-dev.txt, settings in
pyproject.toml) finds no error in game/ and tools/."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_finds_no_error_in_game_and_tools(tmp_path):
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy")], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    checked = re.search(r"no issues found in (\d+) source files", done.stdout)
    files = list((ROOT / "game").rglob("*.py")) + list((ROOT / "tools").rglob("*.py"))
    assert checked and int(checked.group(1)) == len(files), done.stdout


def test_mypy_sees_a_type_error(tmp_path):
    """The check can fail: a file with an error in a copy of game/ is reported."""
    bad = tmp_path / "game"
    bad.mkdir()
    (bad / "__init__.py").write_text("")
    (bad / "oops.py").write_text("from __future__ import annotations\n\n\ndef f(x: int) -> str:\n    return x\n")
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy"),
                           "--config-file", str(ROOT / "pyproject.toml"), "game"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 1 and "oops.py:5: error: Incompatible return value" in done.stdout, done.stdout
