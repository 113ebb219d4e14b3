"""`make web` / `make archive` in a copy of the checkout, offline, for the browser tests.

The build must not touch the network (pygbag fetches its default template and icon when they are
not local, and retries forever when it cannot): it runs without a network namespace where the
machine allows it (unshare -n), else with an unreachable proxy, and under a time limit. It uses
the virtualenv the tests run in and never rebuilds it (``make -o <venv>/.stamp``).
"""
from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VENV = Path(sys.prefix)
BUILD_SECONDS = 60
COPIED = ["main.py", "game", "scenes", "assets", "tools", "web", "index.html", "pygbag.ini", "Makefile",
          "requirements.txt", "requirements-dev.txt", "pyproject.toml", "README.md"]


def offline_prefix() -> list[str]:
    unshare = shutil.which("unshare")
    if unshare:
        try:
            probe = subprocess.run([unshare, "-n", "true"], capture_output=True, timeout=10)
            if probe.returncode == 0:
                return [unshare, "-n"]
        except (OSError, subprocess.TimeoutExpired):
            pass
    return []


def offline_env() -> dict:
    env = dict(os.environ)
    dead = "http://127.0.0.1:9"  # nothing listens there: any fetch fails at once
    for name in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        env[name] = dead
    env.pop("no_proxy", None)
    env.pop("NO_PROXY", None)
    env["SDL_VIDEODRIVER"] = "dummy"
    env["SDL_AUDIODRIVER"] = "dummy"
    return env


def copy_checkout(folder: Path) -> Path:
    """The files `make web` needs, copied into ``folder`` (created)."""
    folder.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache", ".hypothesis")
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, folder / name, ignore=ignore)
        elif source.exists():
            shutil.copy2(source, folder / name)
    return folder


def make(checkout: Path, target: str, *extra: str) -> tuple[subprocess.CompletedProcess, float]:
    """``make TARGET`` in ``checkout`` offline; fails the test when it fails or hangs (more than
    :data:`BUILD_SECONDS` of the clock). Returns the finished process and the seconds of CPU it
    and its children used (what the build costs, whatever else the machine is running)."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    command = offline_prefix() + ["make", "--no-print-directory", "-o", f"{VENV}/.stamp", target,
                                  f"VENV={VENV}", *extra]
    used_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # its own process group, so a hung pygbag (retrying a download) is stopped with make
    process = subprocess.Popen(command, cwd=checkout, env=offline_env(), text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True)
    log = checkout / "build" / f"pygbag-{target}.log"
    try:
        stdout, stderr = process.communicate(timeout=BUILD_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        pytest.fail(f"`make {target}` hung (network retry?)\n{stdout}\n{stderr}\n"
                    + (log.read_text()[-2000:] if log.exists() else ""))
    done = subprocess.CompletedProcess(command, process.returncode, stdout, stderr)
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (used.ru_utime - used_before.ru_utime) + (used.ru_stime - used_before.ru_stime)
    assert done.returncode == 0, (
        f"make {target} failed\n{done.stdout}\n{done.stderr}\n"
        + (log.read_text()[-3000:] if log.exists() else "")
    )
    return done, cpu


def build_web(folder: Path) -> Path:
    """A fresh `make web` of this checkout; its build/web folder."""
    checkout = copy_checkout(folder / "checkout")
    make(checkout, "web")
    return checkout / "build" / "web"
