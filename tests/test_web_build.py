"""The browser build: `make web` / `make archive` offline, in a copy of the checkout with another name.

The build must not touch the network (pygbag fetches its default template and icon when they are
not local, and retries forever when it cannot): it runs without a network namespace where the
machine allows it (unshare -n), else with an unreachable proxy, and under a time limit.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VENV = Path(sys.prefix)
APK_LIMIT = 1_500_000  # bytes
BUILD_SECONDS = 60

COPIED = ["main.py", "game", "scenes", "assets", "index.html", "pygbag.ini", "Makefile",
          "requirements.txt", "requirements-dev.txt", "pyproject.toml", "README.md"]


def _offline_prefix() -> list[str]:
    unshare = shutil.which("unshare")
    if unshare:
        try:
            probe = subprocess.run([unshare, "-n", "true"], capture_output=True, timeout=10)
            if probe.returncode == 0:
                return [unshare, "-n"]
        except (OSError, subprocess.TimeoutExpired):
            pass
    return []


def _offline_env() -> dict:
    env = dict(os.environ)
    dead = "http://127.0.0.1:9"  # nothing listens there: any fetch fails at once
    for name in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        env[name] = dead
    env.pop("no_proxy", None)
    env.pop("NO_PROXY", None)
    env["SDL_VIDEODRIVER"] = "dummy"
    env["SDL_AUDIODRIVER"] = "dummy"
    return env


def _make(checkout: Path, target: str) -> tuple[subprocess.CompletedProcess, float]:
    command = _offline_prefix() + ["make", "--no-print-directory", target, f"VENV={VENV}"]
    started = time.monotonic()
    # its own process group, so a hung pygbag (retrying a download) is stopped with make
    process = subprocess.Popen(command, cwd=checkout, env=_offline_env(), text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True)
    try:
        stdout, stderr = process.communicate(timeout=BUILD_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        log = checkout / "build" / f"pygbag-{target}.log"
        pytest.fail(f"`make {target}` hung (network retry?)\n{stdout}\n{stderr}\n"
                    + (log.read_text()[-2000:] if log.exists() else ""))
    done = subprocess.CompletedProcess(command, process.returncode, stdout, stderr)
    elapsed = time.monotonic() - started
    log = checkout / "build" / f"pygbag-{target}.log"
    assert done.returncode == 0, (
        f"make {target} failed\n{done.stdout}\n{done.stderr}\n"
        + (log.read_text()[-3000:] if log.exists() else "")
    )
    return done, elapsed


@pytest.fixture(scope="module")
def checkout(tmp_path_factory):
    """A copy of the checkout in a folder that is not called "truco", with decoys to leave out."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    folder = tmp_path_factory.mktemp("web") / "Some Other-Name_42"
    folder.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache", ".hypothesis")
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, folder / name, ignore=ignore)
        elif source.exists():
            shutil.copy2(source, folder / name)
    # decoys: none of these may reach the package
    (folder / "tests").mkdir()
    (folder / "tests" / "test_decoy.py").write_text("assert False\n")
    (folder / ".git").mkdir()
    (folder / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (folder / "build" / "old").mkdir(parents=True)
    (folder / "build" / "old" / "stale.txt").write_text("stale\n")
    (folder / "scenes" / "__pycache__").mkdir(exist_ok=True)
    (folder / "scenes" / "__pycache__" / "device.cpython-311.pyc").write_bytes(b"\0" * 64)
    (folder / "docs").mkdir()
    (folder / "docs" / "notes.md").write_text("# notes\n")
    (folder / "DESIGN.md").write_text("# design\n")
    return folder


@pytest.fixture(scope="module")
def web_build(checkout):
    done, elapsed = _make(checkout, "web")
    return checkout / "build" / "web", elapsed, done


def test_build_is_quick_and_offline(web_build):
    _, elapsed, done = web_build
    assert elapsed < BUILD_SECONDS, f"make web took {elapsed:.1f} s"
    assert "truco.apk" in done.stdout


def test_apk_holds_the_game_and_nothing_else(web_build):
    out, _, _ = web_build
    apk = out / "truco.apk"
    assert apk.is_file(), sorted(p.name for p in out.iterdir())
    assert apk.stat().st_size <= APK_LIMIT, f"truco.apk is {apk.stat().st_size} bytes"
    assert zipfile.is_zipfile(apk)
    with zipfile.ZipFile(apk) as archive:
        assert archive.testzip() is None
        names = archive.namelist()
    # pygbag puts the packed folder under assets/ inside the apk
    assert "assets/main.py" in names
    for folder in ("game/", "scenes/", "assets/"):
        assert any(n.startswith("assets/" + folder) for n in names), folder
    assert "assets/scenes/device.py" in names and "assets/scenes/storage.py" in names
    assert "assets/assets/favicon.png" in names
    for name in names:
        parts = name.split("/")
        assert not name.startswith(("assets/tests/", "assets/build/", "assets/docs/")), name
        assert ".git" not in parts and ".venv" not in parts and "__pycache__" not in parts, name
        assert not name.endswith((".pyc", "Makefile", "pygbag.ini", "index.html")), name
        assert not (len(parts) == 2 and name.endswith(".md")), name  # the project's documents
        assert not parts[-1].startswith("make_"), name  # asset generator scripts stay home


def test_page_is_filled_in_and_loads_the_runtime_from_the_cdn(web_build, checkout):
    out, _, _ = web_build
    html = (out / "index.html").read_text(encoding="utf-8")
    assert "{{" not in html and "}}" not in html
    import pygbag

    version = pygbag.VERSION
    assert version == "0.9.3"
    first = html.splitlines()[0]
    assert re.search(rf'<script src="https://[^"]+/{re.escape(version)}/pythons\.js"', first), first
    assert 'platform.fopen("truco.apk"' in html
    assert re.search(r'src="https://[^"]+/browserfs\.min\.js"', html)
    assert "//browserfs" not in html.replace("https://", "")  # no doubled slash
    assert 'href="favicon.png"' in html
    assert (out / "favicon.png").read_bytes() == (checkout / "assets" / "favicon.png").read_bytes()
    assert "Toca o haz clic para empezar" in html  # the loading screen speaks Spanish


def test_archive_for_itch(checkout, web_build):
    done, elapsed = _make(checkout, "archive")
    assert elapsed < BUILD_SECONDS
    zip_path = checkout / "build" / "web.zip"
    with zipfile.ZipFile(zip_path) as archive:
        assert sorted(archive.namelist()) == ["favicon.png", "index.html", "truco.apk"]
        html = archive.read("index.html").decode("utf-8")
        assert "{{" not in html
        assert zipfile.is_zipfile(__import__("io").BytesIO(archive.read("truco.apk")))


def test_template_keeps_pygbag_structure():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    first = html.splitlines()[0]
    assert first.startswith('<html lang="es"><script src="{{cookiecutter.cdn}}pythons.js" type=module')
    assert first.endswith("#<!--")
    assert "async def custom_site():" in html and "asyncio.run(custom_site())" in html
    assert "# --></script><head>" in html
    placeholders = set(re.findall(r"\{\{(.*?)\}\}", html))
    assert placeholders <= {f"cookiecutter.{k}" for k in (
        "cdn", "PYBUILD", "version", "archive", "width", "height", "xtermjs", "ume_block",
        "can_close", "autorun")}, placeholders
    assert 'id="canvas"' in html and 'id="progress"' in html and 'id="status"' in html
    assert "16 / 9" in html  # the canvas keeps its aspect ratio


def test_favicon_is_what_the_script_draws():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import importlib.util

    import pygame

    spec = importlib.util.spec_from_file_location("make_favicon", ROOT / "assets" / "make_favicon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    icon = pygame.image.load(str(ROOT / "assets" / "favicon.png"))
    assert icon.get_size() == (module.SIZE, module.SIZE) and module.SIZE >= 32
    drawn = pygame.transform.smoothscale(module.draw(module.SIZE * module.SCALE),
                                         (module.SIZE, module.SIZE))
    assert pygame.image.tobytes(icon.convert_alpha() if pygame.display.get_surface() else icon,
                                "RGBA") == pygame.image.tobytes(drawn, "RGBA")
