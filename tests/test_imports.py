"""The modules of ``game/`` import each other one way only: no cycle, counting the imports made
inside functions too. The ``if __name__ == "__main__":`` block of a module is not part of that
module: ``python -m game.daily`` runs the file as a separate ``__main__`` script."""
from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
KNOWN: set = set()  # no import cycle is tolerated (search<->tanda was split through game/ai/rollout.py)


def _name(path: Path) -> str:
    parts = path.relative_to(GAME.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_main_guard(node: ast.AST) -> bool:
    return (isinstance(node, ast.If) and isinstance(node.test, ast.Compare)
            and isinstance(node.test.left, ast.Name) and node.test.left.id == "__name__")


def _imports(path: Path, modules: set[str]) -> set[str]:
    """The ``game`` modules that ``path`` imports, anywhere but in its ``__main__`` block."""
    name = _name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    stack: list[ast.AST] = [ast.parse(path.read_text(encoding="utf-8"))]
    while stack:
        node = stack.pop()
        if _is_main_guard(node):
            continue
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name in modules}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in modules else base)
        stack.extend(ast.iter_child_nodes(node))
    return {m for m in found if m in modules and m != name}


def _graph() -> dict[str, set[str]]:
    files = sorted(GAME.rglob("*.py"))
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
        for w in graph[v]:
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


def test_the_graph_is_read():
    g = _graph()
    assert "game.sharecode" in g and "game.daily" in g["game.sharecode"]
    assert "game.daily_cli" in g and {"game.daily", "game.sharecode"} <= g["game.daily_cli"]


def test_no_import_cycle_in_game():
    cycles = [sorted(c) for c in _cycles(_graph()) if c not in KNOWN]
    assert cycles == []


def test_daily_and_sharecode_go_one_way():
    g = _graph()
    assert "game.sharecode" not in g["game.daily"] and "game.daily_cli" not in g["game.daily"]
