"""main.py as pygbag 0.9.3 starts it, checked with pygbag's own code (the pinned package).

pygbag reads main.py's PEP 723 block with ``aio/pep0723.py`` before running it: every dependency
becomes a module name that ``importlib.util.find_spec`` must accept and that pygbag's CDN index
must map to a wheel. These tests load that very file from the installed pygbag (with stand-ins for
the modules only its WebAssembly runtime has) and run it on main.py.

The whole start-up (pythons.js's ``run_pyrc`` -> pygbag's ``cpythonrc.py`` -> our page's
``custom_site()`` -> ``shell.source(main.py)`` -> frames) runs in ``tests/pygbag_host.py``;
``test_pygbag_page_host.py`` drives it.
"""
import asyncio
import importlib.util
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# The module names pygbag 0.9.3's CDN index (index-0.9.3-cp312.json) maps to wheels; copied here
# by hand so that no test depends on the network. Only "pygame" is ours to ask for.
CDN_MODULES = {"PIL", "__lib_lvgl", "_cffi_backend", "bidi", "cffi", "direct", "harfang", "lvgl",
               "numpy", "panda3d", "panda3d_tools", "pandac", "pycparser", "pygame", "pymunk",
               "pyray", "raylib"}


def pygbag_support() -> Path:
    import pygbag

    assert pygbag.VERSION == "0.9.3", f"these tests read pygbag 0.9.3's sources, not {pygbag.VERSION}"
    return Path(pygbag.__file__).resolve().parent / "support"


class NoNetwork:
    """``aio.filelike.fopen`` stand-in: every address is unreachable (pypi included)."""

    opened: list = []

    def __init__(self, url, mode="r", *args, **kwargs):
        self.url = url
        NoNetwork.opened.append(url)

    async def __aenter__(self):
        raise FileNotFoundError(self.url)

    async def __aexit__(self, *exc):
        return False


@pytest.fixture
def pep0723(monkeypatch, tmp_path):
    """pygbag's own ``aio/pep0723.py``, loaded with stand-ins for its WebAssembly-only imports."""
    path = pygbag_support() / "cross" / "aio" / "pep0723.py"
    fake_platform = types.ModuleType("platform")
    fake_platform.patches = {}
    fake_platform.explore = lambda *a, **k: None
    fake_platform.window = types.SimpleNamespace(
        location=types.SimpleNamespace(href="https://example.itch.zone/html/1/index.html"))
    todo = types.ModuleType("platform_wasm.todo")
    wasm = types.ModuleType("platform_wasm")
    wasm.todo = todo
    aio = types.ModuleType("aio")
    filelike = types.ModuleType("aio.filelike")
    filelike.fopen = NoNetwork
    aio.filelike = filelike
    aio.cross = types.SimpleNamespace(simulator=False)
    for name, module in {"platform": fake_platform, "platform_wasm": wasm, "platform_wasm.todo": todo,
                         "installer": types.ModuleType("installer"),
                         "pyparsing": types.ModuleType("pyparsing"),
                         "aio": aio, "aio.filelike": filelike}.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.chdir(tmp_path)  # it makes build/env in the current folder
    NoNetwork.opened = []
    spec = importlib.util.spec_from_file_location("pygbag_pep0723_under_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.aio = aio  # pygbag's runtime has aio as a builtin
    return module


def main_source() -> str:
    return (ROOT / "main.py").read_text(encoding="utf-8")


def test_main_py_has_a_pep_723_block_pygbag_can_read(pep0723):
    deps = list(pep0723.read_dependency_block_723(main_source()))
    assert deps, "main.py declares no dependency: pygbag would not install pygame"
    for dep in deps:
        assert isinstance(dep, str) and dep.strip() == dep and dep


def test_pygbag_maps_every_dependency_of_main_py_to_a_wheel(pep0723, tmp_path):
    """``parse_code`` is what pygbag's ``check_list`` runs first; a version pin in the block
    (``pygame-ce==2.5.8``) makes ``find_spec`` raise there and main.py never starts."""
    env = tmp_path / "build" / "env"
    missing = asyncio.run(pep0723.parse_code(main_source(), env))
    assert missing, "pygbag found every dependency already installed: nothing would be fetched"
    # what pip_install() turns each one into before looking it up in the CDN index
    wanted = []
    for dep in missing:
        remap = dep.lower().replace("-", "_")
        wanted.append(pep0723.Config.mapping.get(remap, remap))
    assert set(wanted) <= CDN_MODULES, f"pygbag 0.9.3's CDN has no wheel for {set(wanted) - CDN_MODULES}"
    assert "pygame" in wanted


def test_pygbag_pip_install_finds_the_pygame_wheel_in_its_index(pep0723, tmp_path):
    """pygbag's own ``pip_install`` with an index shaped like the CDN's: the wheel it picks is
    pygame-ce's, and it never falls back to pypi.org (which has no WebAssembly wheels)."""
    env = tmp_path / "build" / "env"
    installed = []

    async def install_pkg(sysconf, wheel_url, wheel_pkg):
        installed.append(wheel_url.split("#")[0])  # pygbag appends "#<hash>" (empty here)

    pep0723.install_pkg = install_pkg
    cdn = "https://pygame-web.github.io/cdn/"
    pep0723.Config.pkg_repolist = [
        {"-CDN-": cdn, **{name: f"cp312/{name}-1.0-cp312-cp312-wasm32_bi_emscripten.whl"
                          for name in CDN_MODULES}}]
    for dep in asyncio.run(pep0723.parse_code(main_source(), env)):
        assert asyncio.run(pep0723.pip_install(dep)) is True, f"pygbag cannot install {dep}"
    assert installed == [f"{cdn}cp312/pygame-1.0-cp312-cp312-wasm32_bi_emscripten.whl"]
    assert not [url for url in NoNetwork.opened if "pypi.org" in url]


@pytest.mark.parametrize("href, rewritten", [
    ("http://localhost:8000/", "http://localhost:8000/cdn/"),
    ("http://localhost:8080/", "http://localhost:8000/cdn/"),
    ("http://127.0.0.1:8000/", None),
    ("https://example.itch.zone/html/1/index.html", None),
])
def test_pygbag_sends_wheel_requests_to_localhost_8000_for_pages_on_localhost_8(pep0723, href,
                                                                                 rewritten):
    """Why ``make serve`` prints 127.0.0.1: for a page whose address starts with
    ``http://localhost:8`` pygbag fetches wheels from ``http://localhost:8000/cdn/`` (its own test
    server's proxy), which a plain static server does not have."""
    import platform

    platform.window.location.href = href

    class Index:
        def __init__(self, url, mode="r", **kwargs):
            self.url = url

        async def __aenter__(self):
            return types.SimpleNamespace(read=lambda: '{"-CDN-": "https://pygame-web.github.io/cdn/",'
                                                      ' "pygame": "cp312/pygame.whl"}')

        async def __aexit__(self, *exc):
            return False

    pep0723.fopen = Index
    pep0723.Config.PKG_INDEXES = []
    pep0723.Config.pkg_repolist = []
    asyncio.run(pep0723.async_repos())
    cdn = pep0723.Config.pkg_repolist[0]["-CDN-"]
    assert cdn == (rewritten or "https://pygame-web.github.io/cdn/")
