"""Issue 14, point 8: scenes never import each other in a circle; the screens open one another
through ``scenes/ui/registry.py``, the one place that knows them."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

SCENES = Path(__file__).resolve().parents[1] / "scenes"


def module_name(path: Path) -> str:
    """``scenes/table/scene.py`` -> ``scenes.table.scene``; ``scenes/table/draw/__init__.py`` ->
    ``scenes.table.draw``."""
    parts = path.relative_to(SCENES.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


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
    mods = {module_name(p): p for p in SCENES.rglob("*.py")}
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
        assert not opened, f"{name} imports {sorted(opened)}"


def test_the_shared_pieces_know_no_screen():
    """``ui/`` serves every screen: it imports nothing from the table or the other screens (the
    registry opens them by name, when asked)."""
    g = graph()
    shared = [m for m in g if m.startswith("scenes.ui.")]
    assert len(shared) >= 10, shared
    for m in shared:
        above = {x for x in g[m] if x.startswith(("scenes.table", "scenes.screens"))}
        assert not above, f"{m} imports {sorted(above)}"


def test_the_table_is_drawn_from_its_view_alone():
    """The drawing code reads the view record (with its layout, the table's words and its own paint
    box), never the scene, the engine, or the parts that fill the view."""
    mods = {module_name(p): p for p in SCENES.rglob("*.py")}
    drawing = {m for m in mods if m == "scenes.table.draw" or m.startswith("scenes.table.draw.")}
    assert len(drawing) >= 5, sorted(drawing)
    fillers = {"scenes.table.scene", "scenes.table.show", "scenes.table.controls", "scenes.table.computer",
               "scenes.table.hint", "scenes.table.result"}
    for m in sorted(drawing):
        assert not imports_of(mods[m], set(mods)) & fillers, f"{m} imports {imports_of(mods[m], set(mods)) & fillers}"
        engine = {node.module for node in ast.walk(ast.parse(mods[m].read_text(encoding="utf-8")))
                  if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "game"}
        assert not engine, f"{m} reads the engine itself: {sorted(engine)}"


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


def test_the_table_scene_stays_under_400_lines():
    """Issue 21: ``TableScene`` is the wiring (input, whose turn, the hand's end, the dialogs it
    opens); what it shows (``table_view.py``), your fingers on your cards (``touch.py``), the
    computer players and the picture live beside it. The class and its module stay under 400 lines."""
    path = SCENES / "table" / "scene.py"
    source = path.read_text(encoding="utf-8")
    (table,) = [n for n in ast.parse(source).body if isinstance(n, ast.ClassDef) and n.name == "TableScene"]
    assert table.end_lineno is not None
    assert table.end_lineno - table.lineno + 1 < 400, f"TableScene is {table.end_lineno - table.lineno + 1} lines"
    assert len(source.splitlines()) < 400, f"{path.name} is {len(source.splitlines())} lines"


def test_what_moves_on_the_table_declares_its_fields():
    """Issue 21: the animation objects (a card in flight, a bubble, a seña on a face, a line of
    talk) are records with declared fields: nothing sets another attribute on them on the fly."""
    from scenes.table.motion import Flight
    from scenes.table.picture import Bubble, Sign, Talk
    things = [Flight("1e", "big", (0, 0), (10, 10), 0.5), Bubble("¡Truco!", 1.0), Sign("guino", False),
              Talk(1, "¡Vamos!", 2.0)]
    for thing in things:
        with pytest.raises(AttributeError):
            thing.drawn_at = (0, 0)  # type: ignore[attr-defined]
