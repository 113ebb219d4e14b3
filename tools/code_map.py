"""Figures of the code's layout (issue 21's closing note), for this checkout or another one:

    python -m tools.code_map [--root CHECKOUT] [--apk build/web/truco.apk] [--top 6]

- the import graph of ``game/``, ``tools/``, ``scenes/`` and ``main.py`` (imports inside functions
  count, those under ``if TYPE_CHECKING:`` do not): the engine's fan-in (the modules outside the
  engine that import it, and how many engine modules they import in all), what the engine
  imports from outside itself, and the import cycles;
- the longest functions and classes (lines, with the methods of each class);
- with ``--apk``: the lines of Python a web build ships, and any tool module in it (``tools/``,
  a ``__main__`` module, or a module run as a command).

The engine is the modules of ``ENGINE`` that the checkout has (older checkouts lack some).
"""
from __future__ import annotations

import ast
import re
import zipfile
from dataclasses import dataclass
from pathlib import Path

from tools.cli import Parser, run, say

ENGINE = ("cards", "variants", "rules", "presets", "hand", "state", "legal", "match", "senas", "tricks",
          "envido", "observe", "events", "errors", "rng")
TOPS = ("game", "tools", "scenes")
COMMAND = re.compile(r"^if __name__ == .__main__.:", re.M)


def module_name(root: Path, path: Path) -> str:
    """``game/daily/__init__.py`` -> ``game.daily``."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def sources(root: Path) -> dict[str, Path]:
    """The checkout's modules by name."""
    files = [p for top in TOPS if (root / top).is_dir() for p in (root / top).rglob("*.py")]
    files += [root / "main.py"] if (root / "main.py").is_file() else []
    return {module_name(root, p): p for p in files if "__pycache__" not in p.parts}


def imported_names(name: str, path: Path, modules: set[str]) -> set[str]:
    """Everything module ``name`` (at ``path``) imports but itself: each name cut to the module of
    ``modules`` it names (``from game.daily import sharecode`` is ``game.daily.sharecode``), else to
    its top package (``os.path`` is ``os``). Imports under ``if TYPE_CHECKING:`` never run: left out."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    stack: list[ast.AST] = [ast.parse(path.read_text(encoding="utf-8"))]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            continue
        stack.extend(ast.iter_child_nodes(node))
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
            found |= {f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names}
    out = set()
    for m in found:
        while m not in modules and "." in m:
            m = m.rpartition(".")[0]
        if m != name:
            out.add(m)
    return out


def imports(name: str, path: Path, modules: set[str]) -> set[str]:
    """The checkout's modules that ``name`` imports (not itself, not the bare ``game`` package)."""
    return {m for m in imported_names(name, path, modules) if m in modules and m != "game"}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            v, edges = work[-1]
            w = next(edges, None)
            if w is not None:
                if w not in graph:
                    continue
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on_stack.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return sorted(out)


@dataclass
class Graph:
    """The import graph's figures."""

    modules: dict[str, int]  #: modules by top folder
    engine: list[str]
    importers: dict[str, int]  #: modules outside the engine that import it, by top folder
    edges: int  #: their imports of engine modules, in all
    outside: dict[str, list[str]]  #: engine modules importing a module outside the engine
    cycles: list[list[str]]


def _top(name: str) -> str:
    return name.split(".")[0]


def graph_figures(root: Path) -> Graph:
    """The figures of ``root``'s import graph."""
    mods = sources(root)
    graph = {m: imports(m, p, set(mods)) for m, p in mods.items()}
    engine = sorted(f"game.{m}" for m in ENGINE if f"game.{m}" in mods)
    importers: dict[str, int] = {}
    edges = 0
    for m, deps in graph.items():
        if m not in engine and deps & set(engine):
            importers[_top(m)] = importers.get(_top(m), 0) + 1
            edges += len(deps & set(engine))
    outside = {m: sorted(graph[m] - set(engine)) for m in engine if graph[m] - set(engine)}
    counts: dict[str, int] = {}
    for m in mods:
        counts[_top(m)] = counts.get(_top(m), 0) + 1
    return Graph(counts, engine, importers, edges, outside, cycles(graph))


def longest(root: Path, top: int) -> tuple[list[tuple[int, str]], list[tuple[int, str, int]]]:
    """The ``top`` longest functions ``(lines, name)`` and classes ``(lines, name, methods)``."""
    funcs, classes = [], []
    for name, path in sources(root).items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1 if isinstance(node, ast.stmt) else 0
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                funcs.append((lines, f"{name}.{node.name}"))
            elif isinstance(node, ast.ClassDef):
                methods = sum(isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef)) for b in node.body)
                classes.append((lines, f"{name}.{node.name}", methods))
    return sorted(funcs, reverse=True)[:top], sorted(classes, reverse=True)[:top]


def shipped(apk: Path) -> tuple[dict[str, int], list[str]]:
    """Lines of Python in a web build's package by top folder (``main.py`` alone), and the tool
    modules in it."""
    lines: dict[str, int] = {}
    tools = []
    with zipfile.ZipFile(apk) as archive:
        for entry in archive.namelist():
            if not (entry.startswith("assets/") and entry.endswith(".py")):
                continue
            text = archive.read(entry).decode("utf-8", "replace")
            rel = entry[len("assets/"):]
            lines[rel.split("/")[0]] = lines.get(rel.split("/")[0], 0) + len(text.splitlines())
            module = rel[:-3].replace("/", ".")
            if module != "main" and (module.startswith("tools.") or module.endswith("__main__")
                                     or COMMAND.search(text)):
                tools.append(module)
    return lines, sorted(tools)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status (see :func:`tools.cli.run`)."""
    p = Parser(prog="python -m tools.code_map", description=__doc__.splitlines()[0])
    p.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1],
                   help="the checkout to measure (default: this one)")
    p.add_argument("--apk", type=Path, help="a web build's truco.apk: the lines it ships")
    p.add_argument("--top", type=int, default=6, help="how many longest functions and classes")
    a = p.parse_args(argv)
    if not (a.root / "game").is_dir():
        p.error(f"{a.root} holds no game/ folder")
    g = graph_figures(a.root)
    say(f"modules: {g.modules}")
    say(f"engine: {len(g.engine)} modules; fan-in: {sum(g.importers.values())} modules import it "
        f"{g.importers}, {g.edges} imports in all; the engine imports outside itself: {g.outside or 'nothing'}")
    say(f"import cycles: {len(g.cycles)} {g.cycles}")
    funcs, classes = longest(a.root, max(1, a.top))
    say("longest functions: " + ", ".join(f"{n} {q}" for n, q in funcs))
    say("longest classes: " + ", ".join(f"{n} {q} ({k} methods)" for n, q, k in classes))
    if a.apk is not None:
        try:
            lines, tools = shipped(a.apk)
        except (OSError, zipfile.BadZipFile) as exc:
            p.error(f"--apk {a.apk}: {exc}")
        say(f"{a.apk}: {a.apk.stat().st_size} bytes, {sum(lines.values())} lines of Python {lines}; "
            f"tool modules: {tools or 'none'}")
    return 0


if __name__ == "__main__":
    run(main)
