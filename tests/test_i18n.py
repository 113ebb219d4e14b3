"""Every string the scenes show comes from a catalog, in Spanish, Portuguese and English.

- every ``t("key")`` literal in ``scenes/**/*.py`` exists with all three languages;
- every ``t(f"prefix.{x}")`` template matches at least one key;
- the three languages of an entry use the same ``{placeholders}``;
- drawing each menu-side scene in each language renders no raw key.
"""
from __future__ import annotations

import os
import re
import string
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.ui import i18n
from scenes.ui.i18n import LANGUAGES, set_language, t

SCENES = Path(__file__).resolve().parents[1] / "scenes"
LITERAL = re.compile(r"""\bt\(\s*(f?)(["'])([^"'\n]+)\2""")
KEY_SHAPE = re.compile(r"^[a-z][a-z0-9_]*(\.[A-Za-z0-9_\-]+)+$")


def used_keys() -> tuple[set[str], set[str]]:
    """(plain keys, f-string templates) passed to ``t(...)`` in the scenes' source."""
    plain, templates = set(), set()
    for path in sorted(SCENES.rglob("*.py")):
        for f, _, key in LITERAL.findall(path.read_text(encoding="utf-8")):
            (templates if f and "{" in key else plain).add(key)
    return plain, templates


def catalog() -> dict:
    i18n.keys()  # loads every scenes/strings/*.py
    return i18n._catalog


def test_the_scan_finds_the_menu_keys():
    plain, templates = used_keys()
    assert {"menu.new", "sum.tricks", "stats.verify", "howto.next"} <= plain
    assert "variant.{name}" in templates or any(x.startswith("variant.") for x in templates)


def test_every_plain_key_exists_in_three_languages():
    cat = catalog()
    plain, _ = used_keys()
    missing = sorted(k for k in plain if k not in cat)
    assert not missing, f"keys used but not in any catalog: {missing}"
    incomplete = sorted(k for k in plain if any(not cat[k].get(lang) for lang in LANGUAGES))
    assert not incomplete, f"keys without all of {LANGUAGES}: {incomplete}"


def test_every_template_matches_some_key():
    cat = catalog()
    _, templates = used_keys()
    for template in templates:
        pattern = re.escape(template)
        pattern = re.sub(r"\\\{[^}]*\\\}", "[A-Za-z0-9_\\-]+", pattern)
        assert any(re.fullmatch(pattern, k) for k in cat), f"no key matches t(f\"{template}\")"


def test_languages_agree_on_placeholders():
    fmt = string.Formatter()
    for key, entry in catalog().items():
        names = [{n for _, n, _, _ in fmt.parse(entry.get(lang, "")) if n} for lang in LANGUAGES]
        assert names[0] == names[1] == names[2], f"{key}: placeholders differ {names}"


def test_all_catalog_entries_have_three_languages():
    bad = [k for k, e in catalog().items() if any(not e.get(lang) for lang in LANGUAGES)]
    assert not bad, bad


def test_t_formats_and_falls_back_to_the_key():
    set_language("en")
    assert t("sum.title", n=3) == "Hand 3"
    set_language("xx")  # unknown: Spanish
    assert t("sum.title", n=3) == "Mano 3"
    assert t("no.such.key") == "no.such.key"


def screens(app):
    """One of each menu-side scene, ready to draw (a finished daily among them)."""
    import datetime
    from game import daily as D
    from game.match import Match
    from game.rules import Rules
    from scenes.screens.howto import PAGES, HowToScene
    from scenes.screens.match_over import MatchOverScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.stats import StatsScene
    from scenes.screens.summary import SummaryScene
    day = datetime.date(2026, 11, 29)
    rules = D.daily_rules({"variant": "argentino", "players": 2})
    finished = D.replay(day, rules, "normal", D.autoplay_actions(day, rules, "normal"))
    hand = Match(Rules(), 1, dealer=1)
    hand.start_hand(hands=[["7o", "5o", "12c"], ["7e", "6e", "1b"]])
    for a in ("envido", "quiero", "truco", "no-quiero"):
        hand.apply(a)
    out = [MenuScene(app), SettingsScene(app), SummaryScene(app, hand),
           MatchOverScene(app, finished, daily={"date": "2026-11-29", "rules_key": "argentino-2p-30"})]
    stats = StatsScene(app)
    stats.type_text("NOT-A-CODE")
    stats.result = {"ok": False, "error": t("verify.bad"), "detail": ""}
    out.append(stats)
    out += [HowToScene(app, i) for i in range(len(PAGES))]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_scene_draws_a_raw_key(rendered, lang):
    from scenes.host.storage import Store
    from scenes.ui.stack import App
    app = App(Store())
    app.settings["language"] = lang
    set_language(lang)
    surface = pygame.display.get_surface()
    keys = set(catalog())
    for scene in screens(app):
        set_language(lang)
        rendered.clear()
        scene.draw(surface)
        assert rendered, f"{type(scene).__name__} drew no text"
        raw = [s for s in rendered if s in keys or KEY_SHAPE.match(s)]
        assert not raw, f"{type(scene).__name__} in {lang} drew raw keys: {raw}"


def test_language_changes_the_drawn_words(rendered):
    from scenes.host.storage import Store
    from scenes.screens.menu import MenuScene
    from scenes.ui.stack import App
    app = App(Store())
    surface = pygame.display.get_surface()
    words = {}
    for lang in LANGUAGES:
        app.settings["language"] = lang
        menu = MenuScene(app)
        menu.on_enter()
        rendered.clear()
        menu.draw(surface)
        words[lang] = set(rendered)
    assert "Nueva partida" in words["es"] and "Nova partida" in words["pt"]
    assert "New match" in words["en"] and "Nueva partida" not in words["en"]
