"""The saved document never destroys what it could not read (issue 11).

Every case the game can meet on a player's disk: a file it may not read, a FIFO or a folder in its
place, a huge file, a damaged match inside a good document, temporary files of killed saves, a
byte order mark, a folder where nothing can be moved or written. In each, the game starts, keeps
what was there (untouched, or a copy made before anything is written), and tells the player once.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.host import device, storage
from scenes.host.storage import Store, default_document

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TRUCO_DATA_DIR", str(folder))
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LANG", "es_AR.UTF-8")
    return folder


@pytest.fixture
def screen(canvas, data_dir, monkeypatch):
    """A headless display, and the data folder above (``canvas`` points it to its own)."""
    monkeypatch.setenv("TRUCO_DATA_DIR", str(data_dir))
    return canvas


def saved_doc(**parts) -> str:
    doc = default_document("es")
    doc["stats"] = {"played": 41}
    doc["daily"] = {"version": 1, "days": {"2026-11-29": {"argentino-2p-30": {
        "status": "finished", "won": True, "scores": [30, 12], "level": "normal", "code": "X"}}}}
    doc.update(parts)
    return json.dumps(doc)


def test_a_file_that_cannot_be_read_is_moved_aside_untouched(data_dir, monkeypatch):
    """Permission denied while the folder is writable: before, the first save replaced it."""
    target = data_dir / "truco.json"
    target.write_text(saved_doc())
    real_open = os.open

    def denied(path, flags, *args, **kwargs):
        if Path(path) == target:
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(device.os, "open", denied)
        store = Store()
        doc = store.load()
    assert doc == default_document("es")
    assert store.notice == ("storage.set_aside", {"reason": "unreadable",
                                                   "where": str(data_dir / "truco.unreadable-1.json")})
    assert json.loads((data_dir / "truco.unreadable-1.json").read_text())["stats"] == {"played": 41}
    store.save(doc)  # the new document goes where the old one was, the old one stays aside
    assert json.loads(target.read_text()) == doc
    assert json.loads((data_dir / "truco.unreadable-1.json").read_text())["stats"] == {"played": 41}


def without_file_override() -> list[str]:
    """The command prefix that starts a process unable to read a file its mode forbids: nothing
    for a normal user; for root (who reads any file through CAP_DAC_OVERRIDE and
    CAP_DAC_READ_SEARCH), util-linux's ``setpriv`` dropping those two capabilities."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("root reads files whatever their mode and setpriv (util-linux) is missing")
    drop = "-dac_override,-dac_read_search"
    return [setpriv, f"--inh-caps={drop}", f"--bounding-set={drop}"]


def test_a_file_without_read_permission_for_real(data_dir):
    """The kernel refuses the read (mode 000; as root, in a process without the capabilities
    that override file modes): the game starts, sets the file aside untouched and saves anew."""
    target = data_dir / "truco.json"
    target.write_text(saved_doc())
    target.chmod(0)
    code = ("from scenes.host.storage import Store, default_document\n"
            "try:\n    open('truco.json').close(); print('readable')\n"
            "except PermissionError:\n    print('denied')\n"
            "s = Store(); s.load(); print(s.notice[0], s.notice[1]['reason'])\n"
            "s.save(default_document('es')); print('saved')")
    env = dict(os.environ, TRUCO_DATA_DIR=str(data_dir), PYTHONPATH=str(ROOT))
    run = subprocess.run([*without_file_override(), sys.executable, "-c", code], cwd=data_dir, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split("\n")[:3] == ["denied", "storage.set_aside unreadable", "saved"], run.stdout
    kept = data_dir / "truco.unreadable-1.json"
    kept.chmod(0o600)
    assert json.loads(kept.read_text())["stats"] == {"played": 41}
    assert json.loads(target.read_text()) == default_document("es")


def test_nothing_is_ever_written_over_a_file_that_can_neither_be_read_nor_moved(data_dir, monkeypatch):
    target = data_dir / "truco.json"
    target.write_text(saved_doc())
    before = target.read_bytes()
    monkeypatch.setattr(device, "load_text", lambda key: (_ for _ in ()).throw(
        device.StorageProblem("unreadable", "Permission denied")))

    def no_move(*a, **k):
        raise PermissionError(13, "Read-only folder")

    monkeypatch.setattr(device, "set_aside", no_move)
    store = Store()
    doc = store.load()
    assert store.read_only and store.notice[0] == "storage.read_only"
    doc["stats"] = {"played": 0}
    store.save(doc)
    assert target.read_bytes() == before
    assert sorted(p.name for p in data_dir.iterdir()) == ["truco.json"]


def test_a_fifo_never_blocks_the_start(data_dir):
    """Before, opening it waited for a writer forever (and SIGTERM did not stop it)."""
    os.mkfifo(data_dir / "truco.json")
    code = ("from scenes.host.storage import Store; s = Store(); d = s.load(); print(s.notice[0]); "
            "s.save(d); print('saved')")
    env = dict(os.environ, TRUCO_DATA_DIR=str(data_dir))
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["storage.set_aside", "saved"]
    import stat
    assert stat.S_ISFIFO(os.lstat(data_dir / "truco.unreadable-1.json").st_mode)  # kept as it was
    assert json.loads((data_dir / "truco.json").read_text())["version"] == storage.SCHEMA_VERSION


def test_a_huge_file_is_moved_aside_without_being_read(data_dir, monkeypatch):
    target = data_dir / "truco.json"
    with open(target, "wb") as handle:  # 200 MB, sparse: nothing is really written
        handle.truncate(200 * 1024 * 1024)
    inode = os.stat(target).st_ino
    reads = []
    real_read = os.read
    monkeypatch.setattr(device.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    store = Store()
    assert store.load() == default_document("es")
    assert reads == []  # refused on its size, before reading a byte
    assert store.notice[0] == "storage.set_aside" and store.notice[1]["reason"] == "too-big"
    kept = data_dir / "truco.unreadable-1.json"
    assert os.stat(kept).st_ino == inode and os.stat(kept).st_size == 200 * 1024 * 1024


def test_a_file_that_grows_past_the_limit_while_read_is_refused(data_dir, monkeypatch):
    target = data_dir / "truco.json"
    target.write_text(saved_doc())
    monkeypatch.setattr(device, "MAX_BYTES", 100)  # the stat said small; the reading finds more
    monkeypatch.setattr(device, "_check_file", lambda info: None)
    with pytest.raises(device.StorageProblem) as caught:
        device.load_text("truco")
    assert caught.value.reason == "too-big"


def test_a_byte_order_mark_is_accepted(data_dir):
    (data_dir / "truco.json").write_bytes(b"\xef\xbb\xbf" + saved_doc().encode())
    store = Store()
    doc = store.load()
    assert store.problems == [] and store.notice is None
    assert doc["stats"] == {"played": 41}


def test_stale_temporary_files_of_killed_saves_are_removed(data_dir):
    old = [data_dir / f".truco.json.k{n}.tmp" for n in range(14)]
    for path in old:
        path.write_bytes(b"x" * 1000)
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    fresh = data_dir / ".truco.json.live.tmp"  # a save in progress right now (another window)
    fresh.write_bytes(b"y")
    other = data_dir / ".notes.json.k1.tmp"
    other.write_bytes(b"z")
    os.utime(other, (time.time() - 3600, time.time() - 3600))
    Store().load()
    assert sorted(p.name for p in data_dir.iterdir()) == [".notes.json.k1.tmp", ".truco.json.live.tmp"]


def test_a_broken_match_inside_a_good_document_is_copied_before_it_is_dropped(data_dir, screen):
    from scenes.ui.stack import App
    broken = {"save": json.dumps({"format": "truco-match", "version": 1, "hands": "??"}),
              "daily": None, "level": "normal"}
    (data_dir / "truco.json").write_text(saved_doc(match=broken))
    app = App(Store())
    assert app.doc["match"] is None and app.doc["stats"] == {"played": 41}
    assert json.loads((data_dir / "truco.match-broken-1.json").read_text()) == broken
    assert app.notices and app.notices[0][0] == "storage.match_broken"
    assert json.loads((data_dir / "truco.json").read_text())["match"] is None


def test_a_save_that_fails_is_told_once(data_dir, screen, monkeypatch):
    from scenes.screens.menu import MenuScene
    from scenes.screens.notice import MessageScene
    from scenes.ui.stack import App
    app = App(Store())
    app.push(MenuScene(app))

    def full(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(device.os, "replace", full)
    for _ in range(3):
        app.save()
    assert isinstance(app.top, MessageScene) and "No space left" in app.top.text
    assert app.notices == []  # once, not three times
    app.draw(screen)


@pytest.mark.parametrize("lang,words", [("es", "intactos"), ("pt", "intactos"), ("en", "untouched")])
def test_the_player_is_told_in_their_language(data_dir, screen, lang, words):
    from scenes.screens.menu import MenuScene
    from scenes.screens.notice import MessageScene
    from scenes.ui.i18n import set_language
    from scenes.ui.stack import App
    os.mkfifo(data_dir / "truco.json")
    app = App(Store())
    app.settings["language"] = lang
    app.push(MenuScene(app))
    top = app.top
    assert isinstance(top, MessageScene) and words in top.text
    assert str(data_dir / "truco.unreadable-1.json") in top.text
    app.draw(screen)
    top.press(top.buttons[0])
    assert isinstance(app.top, MenuScene)
    set_language("es")
