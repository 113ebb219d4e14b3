"""The page's Python block under pygbag 0.9.3's own start-up code: the two checks it makes on
what pygbag's installer and fopen() leave unsaid.

``tests/pygbag_host.py`` is driven as a library from a small wrapper (in a child process), which
changes only the stand-in network:
- pygbag's package index cannot be fetched: pygbag reports nothing (``async_repos`` and
  ``pip_install`` swallow it) and pygame stays missing; in the browser pygame is importable only
  once its wheel is installed, so ``find_spec("pygame")`` is None here until the stand-in
  installer has installed a wheel. The page must say so before its tap prompt.
- ``truco.apk`` is a valid package of another build (a newer deploy): the page must not run it
  and asks the page to reload as the new build (``truco_failed("build", ...)``).
"""
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.webbuild import build_web

ROOT = Path(__file__).resolve().parents[1]

WRAPPER = r'''
import importlib.util, sys, zipfile, io
sys.path.insert(0, {root!r})
import tests.pygbag_host as host
mode = {mode!r}
if mode == "no-index":
    real_find_spec = importlib.util.find_spec
    def find_spec(name, *args, **kwargs):
        if name == "pygame" and not host.REPORT.notes.get("wheels_installed"):
            return None
        return real_find_spec(name, *args, **kwargs)
    importlib.util.find_spec = find_spec
    network = host.make_network
    host.make_network = lambda web, apk: {{u: d for u, d in network(web, apk).items()
                                          if not u.endswith(".json")}}
elif mode == "other-build":
    network = host.make_network
    def other(web, apk):
        files = network(web, apk)
        for url, data in files.items():
            if url.endswith("/truco.apk"):
                buffer = io.BytesIO(data)
                with zipfile.ZipFile(buffer, "a") as archive:
                    archive.comment = b"another build"
                files[url] = buffer.getvalue()
        return files
    host.make_network = other
sys.argv = ["pygbag_host.py"] + {args!r}
code = host.main()
sys.stdout.flush()
host.os._exit(code)
'''


@pytest.fixture(scope="module")
def web(tmp_path_factory):
    return build_web(tmp_path_factory.mktemp("page-block"))


def run(web: Path, tmp_path: Path, mode: str) -> dict:
    out = tmp_path / "report.json"
    script = tmp_path / "wrapper.py"
    script.write_text(WRAPPER.format(root=str(ROOT), mode=mode,
                                     args=["--web", str(web), "--out", str(out), "--frames", "30"]))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=300, env=env, cwd=tmp_path)
    assert done.returncode == 0 and out.exists(), done.stdout[-3000:] + done.stderr[-3000:]
    return json.loads(out.read_text(encoding="utf-8"))


def test_pygame_missing_after_a_silent_install_failure_is_reported(web, tmp_path):
    report = run(web, tmp_path, "no-index")
    assert report["status"] == "failed", report["status"]
    names = [h[0] for h in report["hooks"]]
    failed = [h for h in report["hooks"] if h[0] == "truco_failed"]
    assert failed and failed[0][1] == "runtime" and "pygame is not installed" in failed[0][2], failed
    assert "truco_ask_for_tap" not in names and "truco_offline_cache" not in names
    assert not report["crashed"]


def test_another_builds_package_is_not_run(web, tmp_path):
    report = run(web, tmp_path, "other-build")
    assert report["status"] == "failed", report["status"]
    failed = [h for h in report["hooks"] if h[0] == "truco_failed"]
    assert failed and failed[0][1] == "build" and "not the one this page was built with" in failed[0][2]
    assert report["main_task"] == "absent"  # main.py never ran
    names = [h[0] for h in report["hooks"]]
    assert "truco_ask_for_tap" not in names


def test_the_page_knows_its_package(web):
    html = (web / "index.html").read_text(encoding="utf-8")
    import hashlib
    digest = hashlib.sha256((web / "truco.apk").read_bytes()).hexdigest()
    assert f'APK_SHA256 = "{digest}"' in html
    assert f'const APK_SHA256 = "{digest}";' in (web / "sw.js").read_text(encoding="utf-8")
    assert zipfile.is_zipfile(web / "truco.apk")
