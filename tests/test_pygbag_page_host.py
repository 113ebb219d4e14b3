"""The built page starts main.py through pygbag 0.9.3's own start-up code and the game plays.

``tests/pygbag_host.py`` runs, in a child process, pygbag's ``aio``, ``__EMSCRIPTEN__`` and
``cpythonrc.py`` from the pinned package, then the page's Python block from ``build/web/index.html``
(as pythons.js hands it over), which unpacks ``truco.apk`` and sources main.py; only what pygbag's
WebAssembly runtime provides in C or JavaScript is a stand-in (see that file). A person taps when
the page asks, then a computer player clicks through the real scenes for a few hundred frames.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.isolation import TODAY
from tests.webbuild import build_web

HOST = Path(__file__).resolve().with_name("pygbag_host.py")
FRAMES = 400


@pytest.fixture(scope="module")
def web(tmp_path_factory):
    return build_web(tmp_path_factory.mktemp("pygbag-host"))


def run_host(web: Path, tmp_path: Path, *args: str, today: str = TODAY.isoformat()) -> dict:
    """The page host's report; the game believes the date is ``today`` (``$TRUCO_TODAY``)."""
    out = tmp_path / "report.json"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TRUCO_TODAY=today)
    done = subprocess.run([sys.executable, str(HOST), "--web", str(web), "--out", str(out), *args],
                          capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert done.returncode == 0 and out.exists(), done.stdout[-3000:] + done.stderr[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    report["log"] = done.stdout[-4000:] + done.stderr[-4000:]
    return report


def hook_names(report: dict) -> list[str]:
    return [h[0] for h in report["hooks"]]


def check_started_and_played(report: dict) -> None:
    assert report["status"] == "played", (report["status"], report["crashed"], report["log"])
    names = hook_names(report)
    assert "truco_failed" not in names, report["hooks"]
    assert names.index("truco_ask_for_tap") < names.index("person_tapped") \
        < names.index("truco_started"), names
    # the loading screen's steps move forward
    percents = [h[2] for h in report["hooks"] if h[0] == "truco_status"]
    assert percents == sorted(percents) and len(percents) >= 3, report["hooks"]
    # pygbag ran main.py in __main__, as the browser, and the game came from truco.apk
    assert report["main_name"] == "__main__" and report["sys_platform"] == "emscripten"
    assert "/data/data/truco/assets/" in report["game_from"], report["game_from"]
    assert report["main_task"] == "running" and not report["crashed"]
    assert report["frames_after_start"] >= FRAMES
    # no busy wait: the browser paces frames, Clock.tick() is never given a framerate
    assert report["ticks"] == [0], f"Clock.tick() framerates in the browser: {report['ticks']}"
    assert report["tick_calls"] >= FRAMES
    # storage went through window.localStorage only
    assert report["storage"]["writes"] > 0 and not report["desktop_data_written"]
    assert not report["aio"]["exit"] and not report["aio"]["paused"]


def test_the_page_starts_main_py_with_pygbag_and_a_match_is_played(web, tmp_path):
    shot = tmp_path / "table.png"
    report = run_host(web, tmp_path, "--frames", str(FRAMES), "--shot", str(shot))
    check_started_and_played(report)
    names = hook_names(report)
    # the fetches: the CDN's index, our package, pygame's wheel (main.py's PEP 723 block), all
    # before the tap prompt; nothing while playing
    urls = [f[0] for f in report["fetched"]]
    assert all(ok for _, _, ok in report["fetched"]), report["fetched"]
    assert urls[0].endswith("/cdn/index-0.9.3-cp%d%d.json" % sys.version_info[:2])
    assert urls[1].endswith("/truco.apk")
    wheels = [u for u in urls if ".whl" in u]
    assert len(wheels) == 1 and "/pygame_ce-" in wheels[0], urls
    tap = names.index("truco_ask_for_tap")
    assert all(seen <= tap for _, seen, _ in report["fetched"]), report["fetched"]
    assert len(report["wheels_installed"]) == 1
    # the runtime is handed to the service worker before the tap prompt
    assert "truco_offline_cache" in names[:tap]
    # a real match: the table, and cards or calls played by both sides (a Nueva partida has a new
    # seed each time: a falta envido in malas can end it in its first hand, back to the menu)
    assert "TableScene" in report["scenes"], report["scenes"]
    match = report["match"]
    assert match and not match["daily"], (match, report["scenes"])
    assert match["log_hands"] >= 2 or match["actions"] >= 2 or match["over"], match
    assert shot.exists()


@pytest.mark.parametrize("today", ["2026-11-30", "2027-02-28", "2028-02-29"])
def test_the_diario_plays_the_same_way(web, tmp_path, today):
    """On several days (each its own deal): the Diario is the one of the day it is given."""
    report = run_host(web, tmp_path, "--frames", str(FRAMES), "--start", "diario", today=today)
    check_started_and_played(report)
    assert report["match"]["daily"] is True, report["match"]
    assert report["match"]["daily_date"] == today, report["match"]
    assert all(seen <= hook_names(report).index("truco_ask_for_tap")
               for _, seen, _ in report["fetched"])


@pytest.mark.parametrize("apk, words", [("missing", "FileNotFoundError"),
                                        ("corrupt", "BadZipFile")])
def test_a_missing_or_broken_package_is_reported_on_the_page(web, tmp_path, apk, words):
    report = run_host(web, tmp_path, "--apk", apk)
    assert report["status"] == "failed", (report["status"], report["log"])
    failed = [h for h in report["hooks"] if h[0] == "truco_failed"]
    assert len(failed) == 1 and failed[0][1] == "apk" and words in failed[0][2], report["hooks"]
    assert "truco.apk" in failed[0][2]
    assert "truco_ask_for_tap" not in hook_names(report)
    assert not report["crashed"]


def test_a_game_that_stops_with_an_error_says_so_on_the_page(web, tmp_path):
    report = run_host(web, tmp_path, "--frames", str(FRAMES), "--crash-after", "30")
    assert report["status"] == "failed", (report["status"], report["log"])
    names = hook_names(report)
    assert names.index("truco_started") < names.index("truco_failed")
    failed = report["hooks"][names.index("truco_failed")]
    assert failed[1] == "game" and "a stand-in bug in the game" in failed[2], failed
