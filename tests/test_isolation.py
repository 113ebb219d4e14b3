"""No test touches a player's data, and every test plays on a fixed day (issue 27):
``tests/isolation.py`` and ``TRUCO_TODAY``."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.ui.stack import pinned_day
from tests import isolation
from tests.helpers import small_suite

ROOT = Path(__file__).resolve().parents[1]


def test_every_test_has_its_own_data_folder_and_day():
    data = Path(os.environ["TRUCO_DATA_DIR"])
    real = isolation.STATE.real
    assert isolation.STATE.root in data.parents and not isolation.inside(str(data), real)
    assert not isolation.inside(os.environ["XDG_DATA_HOME"], real)
    assert os.environ["TRUCO_TODAY"] == isolation.TODAY.isoformat()
    from scenes.host import device
    assert device.data_dir() == data


def test_a_child_process_that_could_reach_the_players_data_or_date_is_refused():
    code = [sys.executable, "-c", "print('ran')"]
    good = {k: os.environ[k] for k in ("TRUCO_DATA_DIR", "TRUCO_TODAY", "PATH")}
    assert subprocess.run(code, env=good, capture_output=True, text=True).stdout == "ran\n"
    real = str(isolation.STATE.real[0])
    for env, words in (({"PATH": ""}, "without TRUCO_DATA_DIR"),
                       (dict(good, TRUCO_DATA_DIR=real), "would use the player's real data"),
                       ({k: v for k, v in good.items() if k != "TRUCO_TODAY"}, "without TRUCO_TODAY")):
        with pytest.raises(pytest.fail.Exception, match=words):
            subprocess.run(code, env=env)


def test_the_real_data_folders_are_where_the_game_would_look(tmp_path):
    folders = isolation.real_data_folders({"HOME": "/h", "XDG_DATA_HOME": "/x", "APPDATA": "rel"})
    assert Path("/h/.local/share/truco") in folders and Path("/x/truco") in folders
    assert Path("/h/AppData/Roaming/truco") in folders and not any("rel" in str(f) for f in folders)
    folder = tmp_path / "truco"
    before = isolation.snapshot([folder])
    folder.mkdir()
    assert isolation.snapshot([folder]) != before  # created: seen
    (folder / "truco.json").write_text("{}")
    before = isolation.snapshot([folder])
    os.utime(folder / "truco.json", ns=(1, 1))
    assert isolation.snapshot([folder]) != before  # touched: seen


def run_with_home(suite: Path, home: Path) -> subprocess.CompletedProcess:
    """Run the small ``suite`` under pytest with ``home`` as the player's home folder."""
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_DATA_HOME", "APPDATA")}
    env.update(HOME=str(home))
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider"], cwd=suite, env=env,
                          capture_output=True, text=True, timeout=120)


def test_a_session_that_touches_the_real_data_fails(tmp_path):
    home = tmp_path / "home"
    suite = small_suite(tmp_path / "project", "isolation.py", 'pytest_plugins = ("tests.isolation",)\n', """
        import os
        from pathlib import Path

        def test_writes_where_it_must_not():
            folder = Path(os.environ["HOME"]) / ".local" / "share" / "truco"
            folder.mkdir(parents=True)
            (folder / "truco.json").write_text("{}")
    """)
    run = run_with_home(suite, home)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "1 passed" in run.stdout
    assert f"isolation: the tests changed the player's real data: {home}/.local/share/truco" in run.stdout


def test_a_session_that_only_reads_the_real_data_fails(tmp_path):
    """A read leaves the folder as it was (what test_smoke once did): the audit hook sees it."""
    home = tmp_path / "home"
    real = home / ".local" / "share" / "truco"
    real.mkdir(parents=True)
    (real / "truco.json").write_text('{"stats": {"played": 41}}')
    suite = small_suite(tmp_path / "project", "isolation.py", 'pytest_plugins = ("tests.isolation",)\n', """
        import os
        from pathlib import Path

        def test_reads_what_it_must_not():
            assert "41" in (Path(os.environ["HOME"]) / ".local/share/truco/truco.json").read_text()

        def test_reads_its_own_data():
            Path(os.environ["TRUCO_DATA_DIR"]).mkdir(parents=True)
            (Path(os.environ["TRUCO_DATA_DIR"]) / "truco.json").write_text("{}")
    """)
    run = run_with_home(suite, home)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "2 passed" in run.stdout
    said = [ln for ln in run.stdout.splitlines() if ln.startswith("isolation:")]
    assert said == [f"isolation: the tests opened the player's real data: {real}/truco.json"], run.stdout


@pytest.mark.parametrize("text", ["2026-11-31", "2026-1-5", "20261130", "２０２６-11-30", "x" * 100_000,
                                  " 2026-11-30", "2026-11-30\n", "\udcff"])
def test_a_malformed_today_is_refused_in_one_line(text):
    with pytest.raises(ValueError) as refused:
        pinned_day(text)
    message = str(refused.value)
    assert message.startswith("TRUCO_TODAY=") and "\n" not in message and len(message) < 120


def test_the_game_in_a_child_process_plays_the_pinned_day():
    code = "from scenes.ui.stack import local_today; print(local_today())"
    for day in ("2027-02-28", "2028-02-29"):
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                             env=dict(os.environ, TRUCO_TODAY=day), timeout=60)
        assert out.stdout.split()[-1] == day, out.stderr[-1000:]


def test_main_refuses_a_malformed_today_in_one_line():
    run = subprocess.run([sys.executable, "main.py", "--autoplay", "--max-hands", "1"], cwd=ROOT,
                         env=dict(os.environ, TRUCO_TODAY="30/11/2026", SDL_VIDEODRIVER="dummy"),
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    lines = [ln for ln in run.stderr.splitlines() if ln.startswith("truco:")]
    assert lines == ["truco: TRUCO_TODAY='30/11/2026' is not a date YYYY-MM-DD"], run.stderr[-1000:]
