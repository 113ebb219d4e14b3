"""Issue 14, point 8: scenes never import each other in a circle; the screens open one another
through ``scenes/ui/registry.py``, the one place that knows them."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

SCENES = Path(__file__).resolve().parents[1] / "scenes"


def module_name(path: Path) -> str:
    """``scenes/table/draw.py`` -> ``scenes.table.draw``."""
    return ".".join(path.relative_to(SCENES.parent).with_suffix("").parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The ``scenes`` modules ``path`` imports, at the top or inside functions."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "scenes":
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                out.add(sub if sub in modules else node.module)
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("scenes.")}
    return out


def graph() -> dict[str, set[str]]:
    mods = {module_name(p): p for p in SCENES.rglob("*.py") if p.stem != "__init__"}
    return {m: imports_of(p, set(mods)) & set(mods) for m, p in mods.items()}


def cycle(g: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``g``, or None."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(m):
        state[m] = 1
        path.append(m)
        for n in sorted(g[m]):
            if state.get(n) == 1:
                return path[path.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        path.pop()
        state[m] = 2
        return None

    for m in sorted(g):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_scene_modules_import_each_other_in_no_circle():
    assert cycle(graph()) is None, " -> ".join(cycle(graph()))


def test_the_cycle_finder_finds_one():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_screens_open_each_other_only_through_the_registry():
    from scenes.ui.registry import SCENES as REGISTERED
    screens = {module for module, _ in REGISTERED.values()}
    g = graph()
    assert g["scenes.ui.registry"] == set(), "the registry imports scenes by name, when asked"
    for name in screens | {"scenes.table.draw"}:
        opened = g[name] & (screens - {name})
        allowed = {"scenes.screens.stats"} if name in ("scenes.screens.menu", "scenes.screens.match_over") \
            else set()  # the stats glue
        assert opened <= allowed, f"{name} imports {sorted(opened - allowed)}"


@pytest.mark.parametrize("name", ["menu", "table", "pause", "summary", "match_over", "howto", "stats",
                                  "settings"])
def test_every_registered_scene_is_a_scene(name):
    from scenes.ui.registry import scene_class
    from scenes.ui.stack import Scene
    assert issubclass(scene_class(name), Scene)


def test_an_unknown_scene_name_is_a_clear_error():
    from scenes.ui.registry import scene_class
    with pytest.raises(KeyError, match="no scene called 'lobby'"):
        scene_class("lobby")
