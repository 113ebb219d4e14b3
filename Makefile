# The two commands of the README: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
TEST_WORKERS ?= 2

.PHONY: play test venv bench

# A .venv that is a link to a virtualenv made elsewhere (shared by several checkouts) is used as
# it is: never rebuilt, never removed from here.
$(VENV)/.stamp: requirements.txt requirements-dev.txt
	@if [ -L "$(VENV)" ]; then echo "$(VENV) links to a shared virtualenv: used as it is"; exit 0; fi; \
	$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Truco needs Python 3.11 or newer ($(PYTHON) is older; try: make PYTHON=python3.12 ...)"; exit 1; }; \
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
		echo "python3 -m venv failed: install your system's venv package (Debian/Ubuntu: apt install python3-venv)"; exit 1; }; \
	echo "$(PY) -m pip install --quiet -r requirements-dev.txt"; \
	$(PY) -m pip install --quiet -r requirements-dev.txt && touch $@

venv: $(VENV)/.stamp

play: venv
	$(PY) main.py

# The suite runs in TEST_WORKERS processes (pytest-xdist; on CI's two cores about 9 minutes
# instead of 16). -rs prints why each skipped test was skipped; --assert-guard fails the run when
# an assert in tests/ never executed (tests/assert_guard.py, which merges the workers' records).
# Under CI=true a skip is a failure (.ci/run).
test: venv
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -rs --assert-guard -n $(TEST_WORKERS)

bench: venv
	$(PY) -m tools.bench

# ---------------------------------------------------------------------------------------------
# Browser build (pygbag 0.9.3, pinned in requirements.txt). Works offline: the page template
# (index.html) and the icon (assets/favicon.png) are local, so pygbag fetches nothing; the page
# itself loads pygbag's runtime (pythons.js, CPython wasm, pygame's wheel) from pygbag's CDN when
# a person first opens it, and its service worker (web/sw.js) keeps everything for offline play.
#   make web      -> build/web/: index.html, truco.apk, sw.js, manifest.json and the icons
#   make serve    -> serves build/web on http://127.0.0.1:$(WEB_PORT)/ (open it in a browser)
#   make archive  -> build/web.zip for itch.io (the files of build/web)
# pygbag names the package after the folder it packs and reads pygbag.ini, the template and the
# icon from the current directory: so this packs a staging copy, build/truco/, from here.
WEB_STAGE := build/truco
WEB_OUT := build/web
WEB_PORT ?= 8000
WEB_SOURCES := main.py game scenes assets
WEB_ICONS := assets/favicon.png assets/icon-192.png assets/icon-512.png
# what build/web holds besides sw.js (sw.js keeps these on install: keep the lists in step)
WEB_FILES := index.html truco.apk manifest.json favicon.png icon-192.png icon-512.png
PYGBAG_FLAGS := --build --no_opt --template index.html --icon assets/favicon.png \
	--title Truco --width 1280 --height 720 --ume_block 1 --can_close 1

.PHONY: web serve archive web-stage

# cp -p keeps the sources' dates, so the same sources pack into the same truco.apk.
# The tools stay home: tools/ is not copied, and in game/ and scenes/ every module that runs as a
# command (a __main__.py, or an `if __name__ == "__main__":` block: python -m game.scenario,
# game.arena, game.bot, game.daily, scenes.fuzz ...) is left out; main.py, the game, is the one
# command that ships. tests/test_web_build.py checks that the game still has every module it imports.
web-stage:
	rm -rf $(WEB_STAGE)
	mkdir -p $(WEB_STAGE)
	cp -Rp $(WEB_SOURCES) $(WEB_STAGE)/
	find $(WEB_STAGE) -name __pycache__ -type d -prune -exec rm -rf {} +
	find $(WEB_STAGE) \( -name '*.pyc' -o -name '.*' \) -type f -delete
	rm -f $(WEB_STAGE)/assets/make_*.py $(WEB_STAGE)/assets/icon-*.png
	# the scene fuzzer and the table benchmark run from a terminal only (autoplay stays: the
	# browser tests drive the game with it)
	rm -f $(WEB_STAGE)/scenes/devtools/fuzz.py $(WEB_STAGE)/scenes/devtools/table_bench.py
	find $(WEB_STAGE)/game $(WEB_STAGE)/scenes -name __main__.py -type f -delete
	find $(WEB_STAGE)/game $(WEB_STAGE)/scenes -name '*.py' -type f \
		-exec grep -l '^if __name__ == .__main__.:' {} + | xargs -r rm -f
	rm -rf $(WEB_STAGE)/game/ai/frozen  # frozen rivals: for the arena only
	rm -f $(WEB_STAGE)/game/ai/ismcts.py  # dificil-ismcts: an arena experiment

# sw.js carries a fingerprint of the build's files: a new build is a new service worker, which
# replaces the old offline copy. The page and sw.js both carry truco.apk's SHA-256: a page never
# runs another build's package, and the worker never keeps one under this build.
web: venv web-stage
	$(PY) -m pygbag $(PYGBAG_FLAGS) $(WEB_STAGE) > build/pygbag-web.log 2>&1 \
		|| { tail -n 30 build/pygbag-web.log; exit 1; }
	rm -rf $(WEB_OUT)
	mkdir -p $(WEB_OUT)
	cp $(WEB_STAGE)/build/web/truco.apk $(WEB_OUT)/
	apk=$$(sha256sum $(WEB_OUT)/truco.apk | cut -c1-64) && \
		sed "s/__TRUCO_APK_SHA256__/$$apk/" $(WEB_STAGE)/build/web/index.html > $(WEB_OUT)/index.html
	cp $(WEB_ICONS) web/manifest.json $(WEB_OUT)/
	build=$$(cat $(addprefix $(WEB_OUT)/,$(WEB_FILES)) web/sw.js | sha256sum | cut -c1-16) && \
		apk=$$(sha256sum $(WEB_OUT)/truco.apk | cut -c1-64) && \
		sed -e "s/__TRUCO_BUILD__/$$build/" -e "s/__TRUCO_APK_SHA256__/$$apk/" web/sw.js > $(WEB_OUT)/sw.js
	@echo "web build: $(WEB_OUT)/index.html $(WEB_OUT)/truco.apk ($$(wc -c < $(WEB_OUT)/truco.apk) bytes)"

# 127.0.0.1, not localhost: pygbag fetches wheels from http://localhost:8000/cdn/ for any page
# whose address starts with http://localhost:8 (its own test server's proxy), which this plain
# static server does not have (see the README)
serve:
	@test -f $(WEB_OUT)/index.html || $(MAKE) web
	@echo "Open http://127.0.0.1:$(WEB_PORT)/ in a browser (Ctrl+C stops the server)."
	$(PY) -m http.server $(WEB_PORT) --bind 127.0.0.1 --directory $(WEB_OUT)

archive: web
	rm -f build/web.zip
	cd $(WEB_OUT) && $(abspath $(PY)) -m zipfile -c ../web.zip $(WEB_FILES) sw.js
	@echo "itch.io archive: build/web.zip ($$(wc -c < build/web.zip) bytes)"

# A short match of computer players inside headless Chromium (Pyodide, CPython on WebAssembly),
# with the same files as the apk; its result must equal the same code's on this machine (seeded
# play replays the same anywhere). Needs chromium and npm (Pyodide is fetched once with npm).
RUN_IN_BROWSER ?= ../shared/tools/run_in_browser.py

define BROWSER_CHECK_PY
import json, sys, time
from game.match import Match
from game.rules import Rules
from game import ai
start = time.perf_counter()
results = []
times = {}
for name, rules, seed in (("argentino-2p", Rules(players=2, target=15), 101),
                          ("argentino-4p-flor", Rules(players=4, flor=True, target=15), 102),
                          ("mineiro-4p", Rules(variant="mineiro", players=4, target=12), 103)):
    m = Match(rules, seed)
    actions = 0
    while not m.over:
        if m.hand is None or m.hand.over:
            m.start_hand()
            continue
        seat = m.to_act
        level = ai.LEVELS[-1] if seat % 2 == 0 else ai.LEVELS[1]
        obs = m.observe(seat)
        t0 = time.perf_counter()
        action = ai.decide(obs, level, ai.decision_seed(seed, m.hand_no, len(m.hand.history), seat))
        times.setdefault(level, []).append((time.perf_counter() - t0) * 1000)
        m.apply(action)
        actions += 1
        if actions > 5000:
            raise SystemExit(name + ": the match does not end")
    again = Match.from_json(m.to_json())
    assert again.scores == m.scores and again.over and again.winner == m.winner, name
    results.append({"match": name, "winner": m.winner, "scores": m.scores,
                    "hands": m.hand_no, "actions": actions})
print(json.dumps(results, sort_keys=True))
print("browser-check: %d matches in %.2f s on %s" % (len(results), time.perf_counter() - start,
      sys.platform), file=sys.stderr)
for level, ms in sorted(times.items()):
    ms.sort()
    print("browser-check: %s on %s: %d decisions, median %.1f ms, p95 %.1f ms, max %.1f ms" % (
          level, sys.platform, len(ms), ms[len(ms) // 2], ms[min(len(ms) - 1, int(len(ms) * 0.95))],
          ms[-1]), file=sys.stderr)
endef

.PHONY: browser-check
browser-check: venv web-stage
	$(file >build/browser_check.py,$(BROWSER_CHECK_PY))
	PYTHONPATH=$(WEB_STAGE) $(PY) build/browser_check.py > build/browser-check-native.json
	$(PY) $(RUN_IN_BROWSER) --timeout 300 --src $(WEB_STAGE) --script build/browser_check.py \
		> build/browser-check-browser.json
	cmp build/browser-check-native.json build/browser-check-browser.json
	@echo "browser-check: the browser played the same matches as this machine:"
	@cat build/browser-check-browser.json
