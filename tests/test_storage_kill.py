"""A process killed in the middle of saving leaves the previous valid document."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

WRITER = r"""
import sys
from scenes.host.storage import Store, default_document
store = Store()
doc = default_document("es")
i = 0
while True:
    i += 1
    doc["stats"] = {"counter": i, "padding": ["x" * 1900] * 200}
    store.save(doc)
    if i == 1:
        print("saved", flush=True)
"""


def test_kill_during_saves_never_leaves_a_broken_document(tmp_path):
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, TRUCO_DATA_DIR=str(tmp_path), PYTHONPATH=str(root))
    seen = []
    for delay in (0.05, 0.11, 0.17, 0.23, 0.31):
        p = subprocess.Popen([sys.executable, "-c", WRITER], env=env, stdout=subprocess.PIPE, text=True)
        assert p.stdout.readline().strip() == "saved"
        time.sleep(delay)
        p.send_signal(signal.SIGKILL)
        p.wait()
        files = sorted(f.name for f in tmp_path.iterdir())
        doc = json.loads((tmp_path / "truco.json").read_text())  # whole and valid JSON
        assert doc["stats"]["counter"] >= 1
        assert not [f for f in files if f.startswith("truco.corrupt")], files
        seen.append(doc["stats"]["counter"])
    from scenes.host.storage import Store

    os.environ["TRUCO_DATA_DIR"] = str(tmp_path)
    try:
        store = Store()
        assert store.load()["stats"]["counter"] == seen[-1]
    finally:
        del os.environ["TRUCO_DATA_DIR"]
