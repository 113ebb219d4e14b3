#!/usr/bin/env python3
"""How long the built page takes, in headless Chromium against the stand-in CDN of the browser
tests (``tests/test_browser_page.py``): to its styled loading screen and its tap prompt with the
CDN answering at once, 0.35 s late, or trickling its files; and how soon a failed download is
reported (the page promises 15 s). Medians of N runs, each in a fresh browser profile (a first
visit: nothing in any cache), all in one run of this script; and truco.apk's size.

    nice -n 10 python3 tools/page_bench.py [--runs 5]

Needs Chromium (and the project's .venv, for `make web`).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests import cdp  # noqa: E402
from tests import test_browser_page as t  # noqa: E402

NETWORKS = {
    "0 ms": {},
    "350 ms": {"delay": t.CDN_DELAY},
    "trickled (pythons.js, main.js, main.wasm, main.data over 2 s each)":
        {"trickle": ["cdn/0.9.3/pythons.js", t.MAIN_JS, t.WASM, t.DATA]},
}
FAILURES = {"main.data missing": ("cdn", t.DATA, "missing"),
            "main.data cut halfway": ("cdn", t.DATA, "cut"),
            "pygame's wheel missing": ("cdn", "cdn/cp312/pygame_ce-2.5.7.dev1-cp312-cp312-"
                                       "wasm32_bi_emscripten.whl", "missing"),
            "main.wasm refused": ("cdn", t.WASM, "reset")}


def one_load(browser, servers, setup, until) -> tuple[float, float, dict]:
    """(seconds to the styled screen, seconds to ``until``, last state) for one fresh visit."""
    servers.clear()
    setup(servers)
    page = browser.page()
    try:
        started = time.monotonic()
        t.open_page(page, servers.site.url, t.NO_WATCHDOG)
        seen, last = t.watch(page, until, timeout=120)
        styled = next((s for s, state in seen if state.get("styled")), float("nan"))
        return styled, time.monotonic() - started, last
    finally:
        page.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    chromium = cdp.find_chromium()
    if chromium is None:
        print("page_bench: Chromium is not installed", file=sys.stderr)
        return 2
    folder = Path(tempfile.mkdtemp(prefix="truco-page-bench-"))
    servers = t.start_servers(folder)
    browser = cdp.Browser(chromium)
    try:
        apk = servers.site.root / "truco.apk"
        print(f"truco.apk: {apk.stat().st_size} bytes")
        for name, how in NETWORKS.items():
            def setup(s, how=how):
                s.cdn.delay = how.get("delay", 0.0)
                for path in how.get("trickle", []):
                    s.cdn.trickle[path] = t.DATA_SECONDS
            styled, ready = [], []
            for _ in range(args.runs):
                a, b, last = one_load(browser, servers, setup, t.ready_or_failed)
                assert last["phase"] == "ready", last
                styled.append(a)
                ready.append(b)
            print(f"stand-in CDN {name}: styled screen median {statistics.median(styled):.2f} s, "
                  f"tap prompt median {statistics.median(ready):.2f} s "
                  f"(min {min(ready):.2f}, max {max(ready):.2f}; {args.runs} runs)")
        for name, (server, path, how) in FAILURES.items():
            def setup(s, server=server, path=path, how=how):  # type: ignore[misc]
                target = s.site if server == "site" else s.cdn
                if how == "missing":
                    target.missing.add(path)
                elif how == "cut":
                    target.cut[path] = 0.5
                else:
                    target.reset.add(path)
            shown = []
            for _ in range(args.runs):
                _, b, last = one_load(browser, servers, setup, t.ready_or_failed)
                assert last["phase"] == "failed", last
                shown.append(b)
            print(f"{name}: the error shown after median {statistics.median(shown):.2f} s "
                  f"(max {max(shown):.2f}; promised: 15 s; watchdog off)")
    finally:
        browser.close()
        servers.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
