"""The browser build: `make web` / `make archive` offline, in a copy of the checkout with another name.

How the build runs offline is in ``tests/webbuild.py``.
"""
import ast
import json
import os
import re
import zipfile
from pathlib import Path

import pytest

from tests.webbuild import BUILD_SECONDS, copy_checkout, make

ROOT = Path(__file__).resolve().parents[1]
APK_LIMIT = 1_500_000  # bytes
WEB_FILES = ["favicon.png", "icon-192.png", "icon-512.png", "index.html", "manifest.json", "sw.js",
             "truco.apk"]


@pytest.fixture(scope="module")
def checkout(tmp_path_factory):
    """A copy of the checkout in a folder that is not called "truco", with decoys to leave out."""
    folder = copy_checkout(tmp_path_factory.mktemp("web") / "Some Other-Name_42")
    # decoys: none of these may reach the package
    (folder / "tests").mkdir()
    (folder / "tests" / "test_decoy.py").write_text("assert False\n")
    (folder / ".git").mkdir()
    (folder / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (folder / "build" / "old").mkdir(parents=True)
    (folder / "build" / "old" / "stale.txt").write_text("stale\n")
    (folder / "scenes" / "__pycache__").mkdir(exist_ok=True)
    (folder / "scenes" / "__pycache__" / "device.cpython-311.pyc").write_bytes(b"\0" * 64)
    (folder / "docs").mkdir()
    (folder / "docs" / "notes.md").write_text("# notes\n")
    (folder / "DESIGN.md").write_text("# design\n")
    return folder


@pytest.fixture(scope="module")
def web_build(checkout):
    done, cpu = make(checkout, "web")
    return checkout / "build" / "web", cpu, done


def test_build_is_quick_and_offline(web_build):
    _, cpu, done = web_build
    assert cpu < BUILD_SECONDS, f"make web took {cpu:.1f} s of CPU"
    assert "truco.apk" in done.stdout


def test_apk_holds_the_game_and_nothing_else(web_build):
    out, _, _ = web_build
    apk = out / "truco.apk"
    assert apk.is_file(), sorted(p.name for p in out.iterdir())
    assert apk.stat().st_size <= APK_LIMIT, f"truco.apk is {apk.stat().st_size} bytes"
    assert zipfile.is_zipfile(apk)
    with zipfile.ZipFile(apk) as archive:
        assert archive.testzip() is None
        names = archive.namelist()
    # pygbag puts the packed folder under assets/ inside the apk
    assert "assets/main.py" in names
    for folder in ("game/", "scenes/", "assets/"):
        assert any(n.startswith("assets/" + folder) for n in names), folder
    assert "assets/scenes/host/device.py" in names and "assets/scenes/host/storage.py" in names
    assert "assets/scenes/devtools/autoplay.py" in names  # the browser tests drive the game with it
    assert not {"assets/scenes/devtools/fuzz.py", "assets/scenes/devtools/table_bench.py"} & set(names)
    assert "assets/assets/favicon.png" in names
    for name in names:
        parts = name.split("/")
        assert not name.startswith(("assets/tests/", "assets/build/", "assets/docs/")), name
        assert not name.startswith("assets/game/ai/frozen/"), name  # the arena's frozen rivals
        assert name != "assets/game/ai/ismcts.py", name  # the arena's dificil-ismcts
        assert ".git" not in parts and ".venv" not in parts and "__pycache__" not in parts, name
        assert not name.endswith((".pyc", "Makefile", "pygbag.ini", "index.html")), name
        assert not (len(parts) == 2 and name.endswith(".md")), name  # the project's documents
        assert not parts[-1].startswith("make_"), name  # asset generator scripts stay home
        assert not parts[-1].startswith("icon-"), name  # the manifest's icons are the page's
        assert "web" not in parts[:2] and not name.endswith(("sw.js", "manifest.json")), name


def test_the_readme_gives_the_size_of_truco_apk(web_build):
    """README's "about N KB" is within a tenth of what `make web` builds (see test_doc_numbers)."""
    size = (web_build[0] / "truco.apk").stat().st_size
    said = re.findall(r"`truco.apk` \(about (\d+) KB\)", " ".join((ROOT / "README.md").read_text().split()))
    assert len(said) == 1, "README no longer gives the size of truco.apk: update this test"
    assert abs(int(said[0]) * 1000 - size) <= size / 10, f"README: about {said[0]} KB; truco.apk: {size} bytes"


def _apk_sources(apk: Path) -> tuple[dict[str, str], set[str]]:
    """The Python sources packed in ``apk`` by module name (``game.daily.play``, ``main``), and
    which of them are packages."""
    with zipfile.ZipFile(apk) as archive:
        out, packages = {}, set()
        for name in archive.namelist():
            if name.startswith("assets/") and name.endswith(".py"):
                parts = name[len("assets/"):-len(".py")].split("/")
                module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
                out[module] = archive.read(name).decode("utf-8")
                if parts[-1] == "__init__":
                    packages.add(module)
    return out, packages


def _bound(source: str) -> set[str]:
    """The names a module binds at its top level (what ``from module import name`` may take)."""
    names = set()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return names


def _imported(module: str, sources: dict[str, str], packages: set[str]) -> set[str]:
    """What ``module`` imports among game, scenes and tools modules (anywhere, inside functions
    too, or by name for importlib); a name taken from a package that is neither a module there
    nor bound by the package is named as the module it would be, so that a missing one shows."""
    package = module if module in packages else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(sources[module])):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            found.add(base)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in sources or (base in packages and alias.name not in _bound(sources[base])):
                    found.add(sub)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and re.fullmatch(r"(game|scenes)(\.\w+)+", node.value):
            found.add(node.value)  # a module named for importlib (the scene registry)
    return {m for m in found if m.split(".")[0] in ("game", "scenes", "tools")}


def test_no_tool_ships_and_the_game_has_every_module_it_imports(web_build):
    """The command-line tools stay home (``tools/``, and every module of game/ or scenes/ that
    runs as a command), yet everything main.py imports, at start or later, is in the package."""
    out, _, _ = web_build
    sources, packages = _apk_sources(out / "truco.apk")
    for module, source in sources.items():
        assert not module.startswith("tools") and not module.endswith("__main__"), module
        if module != "main":
            assert not re.search(r"^if __name__ == .__main__.:", source, re.M), module
    for tool in ("game.scenario", "game.arena", "game.bot", "game.daily.__main__"):
        assert tool not in sources
    # frozen rivals are for the arena only: game.ai imports them when a frozen level is asked for
    assert not any(m.startswith("game.ai.frozen") for m in sources)
    assert {"game.hand", "game.ai.fast", "game.daily.sharecode", "game.coach.hint"} <= set(sources)
    # every module the game imports is packed: the closure of main.py's imports
    seen, todo = set(), ["main"]
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        for name in _imported(module, sources, packages):
            if name.startswith("game.ai.frozen"):
                continue
            assert name in sources, f"{module} imports {name}, which is not in truco.apk"
            todo.append(name)
    assert {"scenes.table.scene", "game.daily.stats", "game.coach.review"} <= seen


def test_page_is_filled_in_and_loads_only_the_runtime_from_the_cdn(web_build, checkout):
    out, _, _ = web_build
    raw = (out / "index.html").read_bytes()
    html = raw.decode("utf-8")
    assert "{{" not in html and "}}" not in html
    import pygbag

    version = pygbag.VERSION
    assert version == "0.9.3"
    # the charset is declared before any non-ASCII byte and within the first 1024 bytes
    charset = raw.find(b'<meta charset="utf-8">')
    first_non_ascii = next(i for i, b in enumerate(raw) if b > 127)
    assert 0 <= charset < 1024 and charset < first_non_ascii, (charset, first_non_ascii)
    script = re.search(r'<script src="(https://[^"]+/)pythons\.js" type=module', html)
    assert script and script.group(1).endswith(f"/{version}/"), html[:400]
    assert script.start() > charset
    # nothing else is loaded from the CDN by the page itself (pythons.js loads the interpreter)
    assert re.findall(r'(?:src|href)="(https?://[^"]+)"', html) == [script.group(1) + "pythons.js"]
    assert "browserfs" not in html
    assert 'BUNDLE = "truco"' in html and 'platform.fopen(f"{BUNDLE}.apk"' in html
    assert 'href="favicon.png"' in html and 'href="manifest.json"' in html
    assert 'serviceWorker.register("sw.js")' in html
    assert (out / "favicon.png").read_bytes() == (checkout / "assets" / "favicon.png").read_bytes()
    assert "Toca o haz clic para empezar" in html  # the loading screen speaks Spanish
    assert "Volver a cargar" in html  # and offers a reload when something failed


def test_build_holds_the_page_the_package_and_the_offline_files(web_build):
    out, _, _ = web_build
    assert sorted(p.name for p in out.iterdir()) == WEB_FILES
    sw = (out / "sw.js").read_text(encoding="utf-8")
    build = re.search(r'const BUILD = "([0-9a-f]{16})";', sw)
    assert build, "make web did not write the build's fingerprint into sw.js"
    # the service worker keeps every file of the build (and the folder's own address)
    kept = json.loads(re.search(r"const OWN_FILES = (\[[^\]]*\]);", sw).group(1).replace("'", '"'))
    assert sorted(kept) == sorted(["./"] + [n for n in WEB_FILES if n != "sw.js"])


def test_web_app_manifest(web_build):
    import pygame

    out, _, _ = web_build
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["name"] == "Truco" and manifest["short_name"]
    assert manifest["orientation"] == "any"  # a phone in either hand (issue 22): the game turns its canvas
    assert manifest["display"] in ("fullscreen", "standalone")
    assert manifest["start_url"].startswith("./") and manifest["scope"] == "./"
    sizes = set()
    for icon in manifest["icons"]:
        w, h = (int(x) for x in icon["sizes"].split("x"))
        assert icon["type"] == "image/png"
        assert pygame.image.load(str(out / icon["src"])).get_size() == (w, h), icon
        sizes.add(w)
    assert {192, 512} <= sizes  # what browsers ask of an installable app


def test_archive_for_itch(checkout, web_build):
    out, _, _ = web_build
    fingerprint = re.search(r'const BUILD = "(\w+)"', (out / "sw.js").read_text()).group(1)
    done, cpu = make(checkout, "archive")
    assert cpu < BUILD_SECONDS, f"make archive took {cpu:.1f} s of CPU"
    zip_path = checkout / "build" / "web.zip"
    with zipfile.ZipFile(zip_path) as archive:
        assert sorted(archive.namelist()) == WEB_FILES
        html = archive.read("index.html").decode("utf-8")
        assert "{{" not in html
        assert zipfile.is_zipfile(__import__("io").BytesIO(archive.read("truco.apk")))
        # the same sources build the same files: returning players keep their offline copy
        again = re.search(r'const BUILD = "(\w+)"', archive.read("sw.js").decode()).group(1)
        assert again == fingerprint


def test_serve_prints_the_address_it_serves(checkout, web_build):
    """127.0.0.1, not localhost (see test_pygbag_startup.py: pygbag's wheel address)."""
    import signal
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(["make", "--no-print-directory", "serve", f"VENV={sys.prefix}",
                                f"WEB_PORT={port}"], cwd=checkout, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        line = process.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in line and "localhost" not in line, line
        direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        for _ in range(100):
            try:
                with direct.open(f"http://127.0.0.1:{port}/", timeout=5) as answer:
                    assert b"pythons.js" in answer.read()
                break
            except OSError:
                time.sleep(0.1)
        else:
            raise AssertionError("make serve does not answer")
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)


def test_template_keeps_pygbag_structure():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    lines = html.splitlines()
    assert lines[0] == "<!doctype html>"
    assert lines[1] == '<html lang="es"><head><meta charset="utf-8">'
    # first a script of the page's own (it takes the query and the fragment out of the address
    # and sets pygbag's config), then pygbag's loader, whose text is the Python block
    assert lines[2] == "<script>"
    loader = next(i for i, line in enumerate(lines) if "pythons.js\" type=module" in line)
    assert lines[loader].startswith('<script src="{{cookiecutter.cdn}}pythons.js" type=module')
    assert lines[loader].endswith("#<!--")
    early = "\n".join(lines[2:loader])
    assert "history.replaceState" in early and "var config = window.config" in early
    assert early.count("<script") == 1 and early.rstrip().endswith("</script>")
    block = html.split("#<!--", 1)[1].split("# --></script>", 1)[0]
    # pythons.js runs the script's text as Python: it must compile, and must not hold "<script"
    # (which would change how the HTML parser finds the end of the script)
    assert "<script" not in block.lower()
    filled = re.sub(r"\{\{cookiecutter\.(\w+)\}\}", "1", block)
    compile(filled, "index.html", "exec")
    assert "async def custom_site():" in block and "asyncio.run(custom_site())" in block
    placeholders = set(re.findall(r"\{\{(.*?)\}\}", html))
    assert placeholders <= {f"cookiecutter.{k}" for k in (
        "cdn", "PYBUILD", "version", "archive", "width", "height", "xtermjs", "ume_block",
        "can_close", "autorun")}, placeholders
    assert 'id="canvas"' in html and 'id="progress"' in html and 'id="status"' in html
    assert "16 / 9" in html  # the canvas keeps its aspect ratio


def test_icons_are_what_the_script_draws():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import importlib.util

    import pygame

    spec = importlib.util.spec_from_file_location("make_favicon", ROOT / "assets" / "make_favicon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    icon = pygame.image.load(str(ROOT / "assets" / "favicon.png"))
    assert icon.get_size() == (module.SIZE, module.SIZE) and module.SIZE >= 32
    drawn = pygame.transform.smoothscale(module.draw(module.SIZE * module.SCALE),
                                         (module.SIZE, module.SIZE))
    assert pygame.image.tobytes(icon.convert_alpha() if pygame.display.get_surface() else icon,
                                "RGBA") == pygame.image.tobytes(drawn, "RGBA")
    for name, (size, scale) in module.ICONS.items():
        drawn = module.icon(size, scale)
        icon = pygame.image.load(str(ROOT / "assets" / name))
        assert icon.get_size() == (size, size)
        assert pygame.image.tobytes(icon, "RGBA") == pygame.image.tobytes(drawn, "RGBA"), name


def test_a_new_build_is_a_new_service_worker(checkout, web_build):
    """Runs last: it changes a source of the module's checkout."""
    out, _, _ = web_build
    before = re.search(r'const BUILD = "(\w+)"', (out / "sw.js").read_text()).group(1)
    with open(checkout / "game" / "__init__.py", "a", encoding="utf-8") as source:
        source.write("\n# a change\n")
    make(checkout, "web")
    after = re.search(r'const BUILD = "(\w+)"', (out / "sw.js").read_text()).group(1)
    assert after != before
