"""The import graph of ``game/`` and ``tools/``: each room imports only what it may, one way only.

- the engine (rules, hand, match ...) imports only the standard library and itself;
- the rest of ``game/`` (the computer players, the Diario, the coach) only the standard library
  and ``game``;
- ``tools/`` the standard library, ``game`` and ``tools``; in ``game/`` only the command lines
  (``python -m game.scenario | arena | bot | daily``) may start a tool;
- no import cycle, counting the imports made inside functions and in ``__main__`` blocks (not
  those under ``if TYPE_CHECKING:``, which never run).
"""
from __future__ import annotations

import sys
from pathlib import Path

from tools.code_map import imported_names

ROOT = Path(__file__).resolve().parents[1]
#: The rules engine: what every other part of the game builds on.
ENGINE = {f"game.{m}" for m in ("cards", "variants", "rules", "presets", "hand", "state", "legal", "match", "senas",
                                "tricks", "envido", "observe", "events", "errors", "rng")} | {"game"}
#: The command lines in game/: they start a tool, and the web build leaves them out.
COMMANDS = {"game.scenario", "game.arena", "game.bot", "game.daily.__main__"}
STDLIB = set(sys.stdlib_module_names) | {"__future__"}


def _name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _files() -> list[Path]:
    return sorted(p for top in ("game", "tools") for p in (ROOT / top).rglob("*.py"))


def _imports(path: Path, modules: set[str]) -> set[str]:
    """Every module ``path`` imports, anywhere in it but under ``if TYPE_CHECKING:``: the
    ``game``/``tools`` module itself when it is one (``from game.daily import sharecode`` is
    ``game.daily.sharecode``), else the name's top package (``json``, ``pygame``)."""
    return imported_names(_name(path), path, modules)


def _graph() -> dict[str, set[str]]:
    files = _files()
    modules = {_name(f) for f in files}
    return {_name(f): _imports(f, modules) for f in files}


def _cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(frozenset(comp))

    for v in graph:
        if v not in index:
            visit(v)
    return out


def _outside(graph: dict[str, set[str]], module: str, allowed) -> list[str]:
    return sorted(m for m in graph[module] if m not in STDLIB and not allowed(m))


def test_the_graph_is_read():
    g = _graph()
    assert ENGINE - {"game"} <= set(g), sorted(ENGINE - set(g))
    assert {"game.daily.play", "game.daily.deals"} <= g["game.daily.sharecode"]
    assert "game.daily.deals" in g["game.daily"] and "tools.cli" in g["game.daily.__main__"]
    assert {"tools.arena", "tools.cli"} <= g["game.arena"]  # its __main__ block counts
    assert {"json", "game.match", "tools.cli"} <= g["tools.scenario"]
    assert "datetime" in g["game.daily.deals"] and "json" in g["game.match"]
    assert "game.legal" in g["game.hand"] and "game.hand" not in g["game.legal"]  # a type-only import


def test_the_engine_imports_only_the_standard_library_and_itself():
    g = _graph()
    wrong = {m: _outside(g, m, lambda x: x in ENGINE) for m in ENGINE if m in g}
    assert {m: w for m, w in wrong.items() if w} == {}


def test_game_imports_only_the_standard_library_and_game():
    g = _graph()
    wrong = {m: _outside(g, m, lambda x: x.startswith("game")) for m in g
             if m.startswith("game") and m not in COMMANDS}
    assert {m: w for m, w in wrong.items() if w} == {}
    commands = {m: _outside(g, m, lambda x: x.startswith(("game", "tools"))) for m in COMMANDS}
    assert {m: w for m, w in commands.items() if w} == {}


def test_tools_import_only_the_standard_library_the_game_and_the_tools():
    g = _graph()
    wrong = {m: _outside(g, m, lambda x: x.startswith(("game", "tools"))) for m in g
             if m.startswith("tools")}
    # the page's benchmark times the browser tests' own page harness (stand-in CDN, Chromium)
    wrong["tools.page_bench"] = [w for w in wrong.get("tools.page_bench", []) if w != "tests"]
    assert {m: w for m, w in wrong.items() if w} == {}


def test_no_import_cycle():
    assert [sorted(c) for c in _cycles(_graph())] == []


def test_the_cycle_finder_finds_one():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset("abc")]


def test_the_diario_goes_one_way():
    g = _graph()
    daily = {m for m in g if m.startswith("game.daily")}
    for m in daily - {"game.daily.__main__"}:
        assert "game.daily.__main__" not in g[m], m
    assert not g["game.daily.deals"] & (daily - {"game.daily"})
    assert "game.daily.sharecode" not in g["game.daily.play"] | g["game.daily.stats"]
