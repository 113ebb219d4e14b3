"""Issue 21, point 6: no dead code. Every function, method and class of the game, the screens and
the tools is named somewhere besides its own definition: in the code, ``main.py`` or the tests
(a word search, so a name shared with something else, such as ``remove``, escapes it; what it
catches is the helper with a name of its own that nothing calls any more)."""
from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: hooks a library calls by name
HOOKS = {"_print_message"}  # argparse.ArgumentParser's


def _sources() -> dict[Path, str]:
    files = [p for top in ("game", "tools", "scenes", "tests") for p in (ROOT / top).rglob("*.py")]
    files = [p for p in files if "__pycache__" not in p.parts and "frozen" not in p.parts]
    return {p: p.read_text(encoding="utf-8") for p in files + [ROOT / "main.py"]}


def unused(sources: dict[Path, str]) -> list[str]:
    """``path:line name`` of each definition in game/, tools/ and scenes/ whose name is written
    nowhere else."""
    words = Counter(w for text in sources.values() for w in re.findall(r"\w+", text))
    out = []
    for path, text in sources.items():
        if path.relative_to(ROOT).parts[0] not in ("game", "tools", "scenes"):
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = node.name
                if not (name.startswith("__") and name.endswith("__")) and name not in HOOKS \
                        and words[name] < 2:
                    out.append(f"{path.relative_to(ROOT)}:{node.lineno} {name}")
    return sorted(out)


def test_everything_defined_is_used():
    assert unused(_sources()) == []


def test_an_unused_helper_is_found():
    name = "helper_" + "nothing_calls"  # written whole nowhere, this file included
    sources = _sources()
    sources[ROOT / "game" / "oops.py"] = f"def {name}():\n    return 1\n\n\ndef used():\n    return 2\n"
    sources[ROOT / "tests" / "test_oops.py"] = "from game.oops import used\n"
    assert unused(sources) == [f"game/oops.py:1 {name}"]
