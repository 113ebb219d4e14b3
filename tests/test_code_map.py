"""``python -m tools.code_map``: the figures of the code's layout (issue 21's closing note)."""
from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from tools import code_map

ROOT = Path(__file__).resolve().parents[1]


def _tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_a_made_up_checkout_shows_its_cycle_fan_in_and_longest_parts(tmp_path):
    root = _tree(tmp_path, {
        "game/__init__.py": "",
        "game/hand.py": "import json\nfrom game import daily\n\n\ndef deal():\n    return 1\n",
        "game/rules.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game import coach\n",
        "game/coach.py": "from game.hand import deal\nfrom . import rules\n",
        "game/daily/__init__.py": "from .play import step\n",
        "game/daily/play.py": "def step():\n    from game.daily import words\n    return words\n",
        "game/daily/words.py": "import game.daily.play\n\n\nclass Words:\n    def a(self):\n        pass\n\n"
                               "    def b(self):\n        pass\n",
        "main.py": "from game.hand import deal\n",
    })
    g = code_map.graph_figures(root)
    assert g.engine == ["game.hand", "game.rules"]
    assert g.importers == {"game": 1, "main": 1} and g.edges == 3  # coach: hand and rules; main: hand
    assert g.outside == {"game.hand": ["game.daily"]}  # a type-only import is not one
    assert g.cycles == [["game.daily.play", "game.daily.words"]]
    funcs, classes = code_map.longest(root, 2)
    assert funcs[0] == (3, "game.daily.play.step") and classes == [(6, "game.daily.words.Words", 2)]


def test_this_checkout_has_no_cycle_and_an_engine_on_its_own():
    g = code_map.graph_figures(ROOT)
    assert g.cycles == [] and g.outside == {}
    assert "game.hand" in g.engine and g.importers["scenes"] > 5


def test_what_a_package_ships(tmp_path):
    apk = tmp_path / "truco.apk"
    with zipfile.ZipFile(apk, "w") as z:
        z.writestr("assets/main.py", "import game\n\nif __name__ == '__main__':\n    pass\n")
        z.writestr("assets/game/hand.py", "x = 1\ny = 2\n")
        z.writestr("assets/game/daily/__main__.py", "x = 1\n")
        z.writestr("assets/scenes/bench.py", "if __name__ == \"__main__\":\n    pass\n")
        z.writestr("assets/tools/arena.py", "x = 1\n")
        z.writestr("assets/assets/notes.txt", "not python\n")
    lines, tools = code_map.shipped(apk)
    assert lines == {"main.py": 4, "game": 3, "scenes": 2, "tools": 1}
    assert tools == ["game.daily.__main__", "scenes.bench", "tools.arena"]


def test_command_line(capsys, tmp_path):
    bad = tmp_path / "bad.apk"
    bad.write_text("not a zip")
    with pytest.raises(SystemExit) as done:
        code_map.main(["--apk", str(bad)])
    assert done.value.code == 2
    assert "--apk" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        code_map.main(["--root", str(tmp_path)])  # no game/ there
    assert "holds no game/ folder" in capsys.readouterr().err
    assert code_map.main(["--top", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[2] == "import cycles: 0 []" and out[3].startswith("longest functions: ")
