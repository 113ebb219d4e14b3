"""No test touches a player's saved data, and every test plays on a fixed day (issue 27).

A pytest plugin (``conftest.py`` loads it) that, for the whole session:

- points ``TRUCO_DATA_DIR`` at a temporary folder (a new one for every test), and
  ``XDG_DATA_HOME`` and ``APPDATA`` at another, so that neither the tests nor any process they
  start can reach the real data folder. ``HOME`` is left alone: npm and Chromium keep their own
  configuration and caches there, and the game never uses it while ``TRUCO_DATA_DIR`` is set;
- sets ``TRUCO_TODAY`` (read by ``scenes.ui.stack.local_today``) to :data:`TODAY`, so child
  processes (``main.py``, pygbag's page host) play the same day as in-process tests;
- refuses, in every test, to start a child process whose environment has no ``TRUCO_DATA_DIR``
  (or one inside the real data folder) or no ``TRUCO_TODAY``;
- looks at the real data folders before and after the session (names, sizes, times and modes,
  never their contents) and fails the run when anything there changed or appeared;
- watches, through an audit hook (:func:`sys.addaudithook`), every file this process opens, and
  fails the run when one is in a real data folder: a read changes nothing there, so the look
  before and after cannot see it (child processes are not watched: they start only with a
  ``TRUCO_DATA_DIR`` of their own).
"""
from __future__ import annotations

import datetime
import itertools
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

#: The day every test plays on, in process and in every child process: the day the suite once
#: failed on, when a resumed Diario came back at another point of the match.
TODAY = datetime.date(2026, 11, 30)


def real_data_folders(environ) -> list[Path]:
    """Where the game would keep a player's data with ``environ`` (the variables as the session
    found them): every candidate, whether it exists or not."""
    home = Path(os.path.expanduser("~"))
    if environ.get("HOME"):
        home = Path(environ["HOME"])
    folders = [home / ".local" / "share" / "truco", home / "Library" / "Application Support" / "truco",
               home / "AppData" / "Roaming" / "truco"]
    for name in ("XDG_DATA_HOME", "APPDATA"):
        if environ.get(name) and os.path.isabs(environ[name]):
            folders.append(Path(environ[name]) / "truco")
    if environ.get("TRUCO_DATA_DIR"):
        folders.append(Path(environ["TRUCO_DATA_DIR"]))
    return sorted(set(folders))


def snapshot(folders: list[Path]) -> dict[str, tuple]:
    """What is in ``folders`` (stat only: the files are never opened)."""
    seen: dict[str, tuple] = {}
    for folder in folders:
        try:
            info = os.lstat(folder)
        except OSError:
            continue
        seen[str(folder)] = (info.st_mode, info.st_mtime_ns)
        for root, dirs, files in os.walk(folder):
            for name in dirs + files:
                path = os.path.join(root, name)
                try:
                    info = os.lstat(path)
                except OSError:
                    continue
                seen[path] = (info.st_mode, info.st_size, info.st_mtime_ns, info.st_ino)
    return seen


def inside(path: str, folders: list[Path]) -> bool:
    """Whether ``path`` is one of ``folders`` or below one."""
    resolved = Path(os.path.abspath(path))
    return any(resolved == f or f in resolved.parents for f in folders)


class Isolation:
    """The plugin's state for one session."""

    def __init__(self) -> None:
        self.real = real_data_folders(os.environ)
        self.before = snapshot(self.real)
        self.saved = {k: os.environ.get(k) for k in ("TRUCO_DATA_DIR", "XDG_DATA_HOME", "APPDATA",
                                                     "TRUCO_TODAY")}
        self.root = Path(tempfile.mkdtemp(prefix="truco-tests-"))
        self.numbers = itertools.count(1)
        self.problems: list[str] = []
        self.opened: set[str] = set()   # files of the real data folders this process opened
        self.watching = True
        os.environ["TRUCO_DATA_DIR"] = str(self.root / "session-data")
        os.environ["XDG_DATA_HOME"] = str(self.root / "xdg-data")
        os.environ["APPDATA"] = str(self.root / "appdata")
        os.environ["TRUCO_TODAY"] = TODAY.isoformat()

    def test_data_folder(self) -> Path:
        """A new folder (not created) for one test's saved data."""
        return self.root / f"test-{next(self.numbers)}"

    def check_child_environment(self, env) -> str | None:
        """Why a child process with environment ``env`` must not start, or None."""
        data = env.get("TRUCO_DATA_DIR")
        if not data:
            return "a child process without TRUCO_DATA_DIR would use the player's real data folder"
        if inside(data, self.real):
            return f"a child process with TRUCO_DATA_DIR={data} would use the player's real data"
        if not env.get("TRUCO_TODAY"):
            return "a child process without TRUCO_TODAY would play today's real date"
        return None

    def note_open(self, path) -> None:
        """Remember ``path`` (an ``open`` audit event's) when it is in a real data folder."""
        if self.watching and not isinstance(path, int) and inside(os.fsdecode(path), self.real):
            self.opened.add(os.fsdecode(path))

    def finish(self) -> None:
        self.watching = False
        for key, value in self.saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        after = snapshot(self.real)
        changed = sorted(k for k in set(self.before) | set(after) if self.before.get(k) != after.get(k))
        if changed:
            self.problems.append(f"the tests changed the player's real data: {', '.join(changed[:5])}"
                                 + (f" and {len(changed) - 5} more" if len(changed) > 5 else ""))
        if self.opened:
            opened = sorted(self.opened)
            self.problems.append(f"the tests opened the player's real data: {', '.join(opened[:5])}"
                                 + (f" and {len(opened) - 5} more" if len(opened) > 5 else ""))


STATE: Isolation | None = None
_HOOKED = False


def _watch_opens(event: str, args: tuple) -> None:
    """The audit hook (it stays for the process's life; it looks only while a session runs)."""
    if event == "open" and STATE is not None:
        try:
            STATE.note_open(args[0])
        except Exception:  # an audit hook must never break the open it watches
            pass


def pytest_configure(config: pytest.Config) -> None:
    global STATE, _HOOKED
    STATE = Isolation()
    if not _HOOKED:
        sys.addaudithook(_watch_opens)
        _HOOKED = True


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    if STATE is None:
        return
    STATE.finish()
    if STATE.problems:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_unconfigure(config: pytest.Config) -> None:
    if STATE is not None:
        shutil.rmtree(STATE.root, ignore_errors=True)


def pytest_terminal_summary(terminalreporter) -> None:
    for problem in STATE.problems if STATE is not None else []:
        terminalreporter.write_line(f"isolation: {problem}", red=True)


class _CheckedPopen(subprocess.Popen):
    """``subprocess.Popen`` that refuses an environment reaching the player's data or date."""

    def __init__(self, args, *rest, **kwargs):
        env = kwargs.get("env")
        problem = STATE.check_child_environment(os.environ if env is None else env)
        if problem:
            pytest.fail(f"{problem}: {str(args)[:120]}", pytrace=False)
        super().__init__(args, *rest, **kwargs)


@pytest.fixture(autouse=True)
def private_data(monkeypatch) -> Path:
    """This test's own data folder (``$TRUCO_DATA_DIR``, not created), the day pinned, and
    child processes checked."""
    folder = STATE.test_data_folder()
    monkeypatch.setenv("TRUCO_DATA_DIR", str(folder))
    monkeypatch.setenv("TRUCO_TODAY", TODAY.isoformat())
    monkeypatch.setattr(subprocess, "Popen", _CheckedPopen)
    return folder
