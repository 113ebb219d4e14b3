"""The menu's rules panel (issue 17): presets, every option, Mineiro greyed with its reason, the
choice remembered, and one hand under each preset through the real scenes."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import daily, presets
from game.rules import Rules
from scenes.host.storage import Store
from scenes.ui.i18n import LANGUAGES, set_language, t
from scenes.ui.stack import App
from tests.test_menu import button, fake_table, press  # noqa: F401  (fixture)
from tests.test_presets import EXPECTED


@pytest.fixture()
def app(canvas):
    a = App(Store())
    a.settings["language"] = "es"
    set_language("es")
    return a


@pytest.fixture()
def menu(app):
    from scenes.screens.menu import MenuScene
    scene = MenuScene(app)
    app.push(scene)
    return scene


@pytest.fixture()
def drawn_texts(monkeypatch):
    """Every text the menu renders while drawing (fonts wrapped where the menu gets them)."""
    import scenes.ui.dialogs
    import scenes.ui.fonts
    import scenes.screens.menu
    import scenes.ui.widgets
    seen: list[str] = []
    real = scenes.ui.fonts.get_font

    class Recorder:
        def __init__(self, font):
            self._font = font

        def render(self, text, *args, **kw):
            seen.append(text)
            return self._font.render(text, *args, **kw)

        def __getattr__(self, name):
            return getattr(self._font, name)

    for module in (scenes.ui.dialogs, scenes.screens.menu, scenes.ui.widgets):
        monkeypatch.setattr(module, "get_font", lambda kind, size: Recorder(real(kind, size)))
    return seen


def lit(scene, prefix: str) -> list[str]:
    """The actions of the highlighted buttons whose action starts with ``prefix`` (on the
    panel's tab that holds them)."""
    tab = scene.tab_of(prefix)
    if tab is not None:
        scene.show_tab(tab)
    return [b.action for b in scene.buttons if b.action.startswith(prefix) and b.kind == "primary"]


def test_the_panel_offers_every_option_of_truco_argentino(menu):
    actions: set[str] = set()
    for tab in ("presets", "match", "options"):  # the panel's three tabs
        menu.show_tab(tab)
        actions |= {b.action for b in menu.buttons}
    assert {"players:2", "players:4", "flor:on", "flor:off", "raises:on", "raises:off",
            "chicos:1", "chicos:3"} <= actions
    assert sorted(a for a in actions if a.startswith("target:")) == \
        sorted(f"target:{n}" for n in (5, 10, 15, 20, 25, 30))
    assert {f"preset:{p.name}" for p in presets.PRESETS} <= actions
    # the thumb-sized options, none overlapping another (on each tab)
    rects = [b.rect for b in menu.buttons]
    assert all(r.height >= 44 for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(pygame.Rect(0, 0, 1280, 720).contains(r) for r in rects)


@pytest.mark.parametrize("name", list(EXPECTED))
def test_each_preset_sets_the_rules_it_names(app, menu, fake_table, name):  # noqa: F811
    press(app, "players:4")
    press(app, "target:20")  # a choice of one's own first
    press(app, f"preset:{name}")
    want = presets.apply(name, Rules(players=4, target=20))
    assert menu.rules == want
    assert lit(menu, "preset:") == [f"preset:{name}"]
    assert presets.active(menu.rules) == name
    assert Store().load()["settings"]["variant"] == want.variant  # saved at once
    press(app, "new")
    assert fake_table.instances[-1].match.rules == want  # the match is played with them


def test_changing_an_option_after_a_preset_shows_personalizado(app, menu, drawn_texts):
    surface = pygame.display.get_surface()
    press(app, "preset:clasico")
    app.draw(surface)
    assert t("menu.preset_now", name=t("preset.clasico")) in drawn_texts
    press(app, "target:25")
    assert lit(menu, "preset:") == []
    drawn_texts.clear()
    app.draw(surface)
    assert t("menu.preset_now", name=t("preset.custom")) in drawn_texts
    # Sin subir el envido leaves players and target to the player: changing them keeps it
    press(app, "preset:sin_subir")
    press(app, "players:2")
    press(app, "target:10")
    assert lit(menu, "preset:") == ["preset:sin_subir"]
    press(app, "flor:on")
    assert lit(menu, "preset:") == []


def test_envido_raises_and_chicos_are_remembered(app, menu):
    press(app, "raises:off")
    press(app, "chicos:3")
    press(app, "target:15")
    settings = Store().load()["settings"]
    assert (settings["envido_raises"], settings["chicos"], settings["target"]) == (False, 3, 15)
    assert menu.rules == Rules(players=2, target=15, envido_raises=False, chicos=3)
    assert lit(menu, "raises:") == ["raises:off"] and lit(menu, "chicos:") == ["chicos:3"]
    from scenes.screens.menu import MenuScene
    again = MenuScene(App(Store()))  # the next start
    assert again.rules == menu.rules


def test_mineiro_greys_what_does_not_apply_and_says_why(app, menu, drawn_texts):
    press(app, "raises:off")
    press(app, "chicos:3")
    press(app, "preset:mineiro")
    assert menu.rules == Rules(variant="mineiro", players=4, target=12)
    for action in ("players:2", "flor:on", "raises:on", "raises:off", "target:5", "target:30",
                   "chicos:1", "chicos:3"):
        assert not button(menu, action).enabled, action
    assert lit(menu, "raises:") == lit(menu, "target:") == lit(menu, "chicos:") == []
    assert all(button(menu, f"preset:{p.name}").enabled for p in presets.PRESETS)
    menu.show_tab("match")  # the reason is told beside the greyed rows
    app.draw(pygame.display.get_surface())
    assert t("menu.mineiro_why") in drawn_texts
    press(app, "variant:argentino")  # the Argentine choice came back untouched
    assert menu.rules == Rules(players=2, envido_raises=False, chicos=3)


def test_the_diario_of_the_menu_follows_every_option(app, menu, fake_table):  # noqa: F811
    press(app, "preset:partido")
    press(app, "raises:off")
    press(app, "daily")
    table = fake_table.instances[-1]
    rules = Rules(players=4, envido_raises=False, chicos=3)
    assert table.match.rules == rules
    assert table.daily["rules_key"] == daily.rules_key(rules) == "argentino-4p-30-noraises-3chicos"
    assert table.match.seed == daily.daily_seed(app.today(), rules)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_panel_draws_in_every_language_within_its_buttons(app, lang, drawn_texts):
    """No label is wider than its button, in any language, for every preset and Mineiro."""
    from scenes.screens.menu import MenuScene
    from scenes.ui.fonts import get_font
    app.settings["language"] = lang
    set_language(lang)
    scene = MenuScene(app)
    app.push(scene)
    from scenes.ui.widgets import label_lines
    for name in [p.name for p in presets.PRESETS]:
        press(app, f"preset:{name}")
        for tab in ("presets", "match", "options"):
            scene.show_tab(tab)
            app.draw(pygame.display.get_surface())
            for b in scene.buttons:  # on one line, or two, never cut
                size, lines = label_lines(b.label, b.rect.w - 16, b.rect.h - 8, 28)
                assert " ".join(lines) == b.label and all(get_font("bold", size).size(x)[0] <= b.rect.w - 16
                                                           for x in lines), (lang, b.label)
    set_language("es")


# --------------------------------------------------------------------------- through the real scenes
@pytest.mark.parametrize("name", list(EXPECTED))
def test_one_hand_under_each_preset_through_the_real_scenes(canvas, name):
    """Menu → preset → Nueva partida → the real table, a computer playing your seat with clicks,
    to the end of the first hand and its summary."""
    from scenes.devtools.autoplay import Autoplayer, MemoryStore
    from scenes.screens.menu import MenuScene
    from scenes.screens.summary import SummaryScene
    from scenes.table.scene import TableScene
    from scenes.ui.sound import Sound
    app = App(MemoryStore({"speed": "fast", "sound": False, "difficulty": "facil", "language": "es",
                           "summary": "always"}))
    app.time_scale = 0.2
    app.sound = Sound(app.settings)
    menu = MenuScene(app)
    app.push(menu)
    press(app, f"preset:{name}")
    auto = Autoplayer(app, level="facil", max_hands=1, pause_frames=0)
    surface = pygame.display.get_surface()
    summaries = 0
    for _ in range(20_000):
        for event in pygame.event.get():
            if app.top is not None:
                app.top.handle(event)
        if app.top is not None:
            app.top.update(1 / 30)
        summaries += isinstance(app.top, SummaryScene)
        auto.step()
        if auto.finished:
            break
        if app.stack and app.needs_draw():
            app.draw(surface)
    assert auto.finished and summaries
    table = auto.table
    assert isinstance(table, TableScene)
    assert table.match.rules == EXPECTED[name]
    assert table.match.hand_no >= 1 and table.match.hand.over
    assert app.store.doc["settings"]["variant"] == EXPECTED[name].variant


def test_autoplay_takes_a_preset(canvas):
    """``python main.py --autoplay --preset partido``: the in-memory settings are the preset's, and
    options named after it change it."""
    import main
    from scenes.screens.choices import rules_from_settings
    app = main.make_app(main.parse_args(["--autoplay", "--preset", "partido"]))
    assert rules_from_settings(app.settings) == EXPECTED["partido"]
    app = main.make_app(main.parse_args(["--autoplay", "--preset", "sin_subir", "--target", "15"]))
    assert rules_from_settings(app.settings) == Rules(players=2, target=15, envido_raises=False)
    with pytest.raises(SystemExit):
        main.parse_args(["--preset", "personalizado"])


def test_senas_are_an_option_of_two_against_two_and_the_new_match_has_them(app, menu, fake_table):  # noqa: F811
    press(app, "players:2")
    assert not button(menu, "senas:on").enabled and lit(menu, "senas:") == []
    press(app, "players:4")
    assert button(menu, "senas:on").enabled and lit(menu, "senas:") == []
    press(app, "senas:on")  # a toggle: lit, and pressing it again turns them off
    assert menu.rules == Rules(players=4, senas=True) and lit(menu, "preset:") == ["preset:con_senas"]
    assert lit(menu, "senas:") == ["senas:off"]
    assert Store().load()["settings"]["senas"] is True  # remembered, and the document loads clean
    press(app, "players:2")  # one against one has no señas, whatever was chosen
    assert menu.rules.senas is False
    press(app, "preset:mineiro")  # Mineiro keeps them
    assert button(menu, "senas:off").enabled and menu.rules == Rules(variant="mineiro", senas=True)
    press(app, "level:dificil")
    press(app, "new")
    match = fake_table.instances[-1].match
    assert match.rules.senas and match.catch == (30, 30, 30, 30)
