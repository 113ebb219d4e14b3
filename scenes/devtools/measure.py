"""Measuring the screens as a phone shows them: ``python -m scenes.devtools.measure``.

Each screen of :func:`catalogue` is set up without playing a match (a crafted deal, a few
actions), laid out for a window size and drawn once onto a :class:`Probe`, a surface that records
every text blitted onto it: the text, the pixel size of its font and where it lands. With the
screen's tap targets (its enabled buttons, your playable cards, ``scene.tap_targets()`` when the
screen has one) this gives, in CSS px of that window, the smallest text and the smallest target
of every screen. ``tests/test_phone_layout.py`` asserts the minimums of ``scenes.ui.canvas`` on
these records; this command prints them::

    python -m scenes.devtools.measure [--window 390x844] [--lang es] [--big-text]

The window decides the canvas (``scenes.ui.canvas.canvas_for``) and the scale it is shown at.
"""
from __future__ import annotations

import argparse
import contextlib
import copy
import sys
from dataclasses import dataclass, field
from typing import Callable, Iterator

import pygame

from game.rules import Rules

Rect = pygame.Rect


@dataclass(frozen=True)
class Text:
    """One text drawn: its words, its font's size (canvas px), where it lies on the canvas (the
    whole image, and the inked part), whether part of it was cut off (``area`` of a blit)."""

    text: str
    px: int
    rect: Rect
    ink: Rect
    clipped: bool
    scene: str


@dataclass(frozen=True)
class Target:
    """A tap target: what it does, and its rectangle on the canvas."""

    name: str
    rect: Rect


@dataclass
class Sheet:
    """What one screen drew, and where a person may tap, on a canvas shown at ``scale``."""

    name: str
    canvas: tuple[int, int]
    scale: float
    texts: list[Text] = field(default_factory=list)
    targets: list[Target] = field(default_factory=list)

    def css(self, px: float) -> float:
        """Canvas px as CSS px of the window."""
        return px * self.scale

    def smallest_text(self) -> Text | None:
        return min(self.texts, key=lambda x: x.px, default=None)

    def smallest_target(self) -> Target | None:
        return min(self.targets, key=lambda x: min(x.rect.w, x.rect.h), default=None)


# ---------------------------------------------------------------------------------- recording
class _Tags:
    """Texts rendered while recording, by the id of their image (the images are kept alive, so
    an id is never reused while it is looked up)."""

    def __init__(self) -> None:
        self.by_id: dict[int, tuple[str, int, pygame.Surface]] = {}

    def tag(self, surf: pygame.Surface, text: str, px: int) -> None:
        self.by_id[id(surf)] = (text, px, surf)

    def get(self, surf) -> tuple[str, int] | None:
        hit = self.by_id.get(id(surf))
        return (hit[0], hit[1]) if hit is not None and hit[2] is surf else None


class _Font:
    """A font that tags every image it renders."""

    def __init__(self, font: pygame.font.Font, tags: _Tags) -> None:
        self._font, self._tags = font, tags

    def render(self, text, *args, **kwargs):
        surf = self._font.render(text, *args, **kwargs)
        self._tags.tag(surf, str(text), int(getattr(self._font, "point_size", 0) or self._font.get_height()))
        return surf

    def __getattr__(self, name):
        return getattr(self._font, name)


class Probe(pygame.Surface):
    """A canvas that records the tagged texts blitted onto it (by :func:`recording`)."""

    def __init__(self, size: tuple[int, int], tags: _Tags) -> None:
        super().__init__(size)
        self.tags = tags
        self.texts: list[Text] = []
        self.scene = ""
        self.covers: list[tuple[int, Rect]] = []  #: (texts drawn before, rect) of each modal panel

    def cover(self, rect: Rect) -> None:
        """A modal panel is drawn over ``rect`` now (drawing code calls this when the surface has
        it): the texts drawn under it before are hidden, not measured."""
        self.covers.append((len(self.texts), Rect(rect)))

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        hit = self.tags.get(source)
        if hit is not None:
            text, px = hit
            if isinstance(dest, Rect) or (hasattr(dest, "__len__") and len(dest) == 4):
                x, y = Rect(dest).topleft
            else:
                x, y = int(dest[0]), int(dest[1])
            full = Rect(x, y, *source.get_size())
            shown = full
            clipped = False
            if area is not None:
                a = Rect(area).clip(source.get_rect())
                shown = Rect(x, y, a.w, a.h)
                clipped = a.size != source.get_size()
            ink = source.get_bounding_rect()
            ink = ink.move(x, y).clip(shown) if ink.w else Rect(x, y, 0, 0)
            off = not self.get_rect().contains(ink) if ink.w else False
            self.texts.append(Text(text, px, shown, ink, clipped or off, self.scene))
        return rect


_FONT_NAMES = ("get_font",)


@contextlib.contextmanager
def recording() -> Iterator[_Tags]:
    """Every ``scenes`` module's ``get_font`` tags what its fonts render (for a :class:`Probe`)."""
    import scenes.ui.fonts as fonts
    real = fonts.get_font
    tags = _Tags()

    def tagged(kind, size):
        return _Font(real(kind, size), tags)
    patched = []
    for name, module in list(sys.modules.items()):
        if (name.startswith("scenes.") or name == "scenes") and module is not None \
                and getattr(module, "get_font", None) is real and module is not fonts:
            patched.append(module)
            module.get_font = tagged  # type: ignore[attr-defined]
    fonts_get = fonts.get_font
    fonts.get_font = tagged  # type: ignore[assignment]
    try:
        yield tags
    finally:
        fonts.get_font = fonts_get  # type: ignore[assignment]
        for module in patched:
            module.get_font = real  # type: ignore[attr-defined]


def _forget_texts(app) -> None:
    """Rendered texts cached before the recording began would not be tagged: drop the caches."""
    for scene in app.stack:
        painter = getattr(scene, "painter", None)
        if painter is not None and hasattr(painter, "_texts"):
            painter._texts.clear()


def tap_targets(scene) -> list[Target]:
    """Where a person may tap on ``scene``: ``scene.tap_targets()``, or its enabled buttons (and
    on the table your playable cards)."""
    own = getattr(scene, "tap_targets", None)
    if callable(own):
        return [Target(name, Rect(rect)) for name, rect in own()]
    out = [Target(b.action, Rect(b.rect)) for b in getattr(scene, "buttons", []) or [] if b.enabled]
    controls = getattr(scene, "controls", None)
    if controls is not None and hasattr(controls, "card_rects"):
        for i, r in enumerate(controls.card_rects()):
            if controls.card_action(i) is not None:
                out.append(Target(f"card:{i + 1}", Rect(r)))
    return out


def measure(app, name: str, window: tuple[int, int]) -> Sheet:
    """Draw ``app``'s visible scenes once on a canvas of ``app``'s size and record them."""
    size = tuple(getattr(app, "size", (1280, 720)))
    scale = min(window[0] / size[0], window[1] / size[1])
    sheet = Sheet(name, size, scale)  # type: ignore[arg-type]
    with recording() as tags:
        _forget_texts(app)
        probe = Probe(size, tags)  # type: ignore[arg-type]
        for scene in app.visible():
            probe.scene = type(scene).__name__
            scene.draw(probe)
        top = type(app.top).__name__
        shown = [x for i, x in enumerate(probe.texts)
                 if not any(i < n and x.ink.colliderect(r) for n, r in probe.covers)]
        sheet.texts = [x for x in shown if x.scene == top]  # not the screen under a dialog
    sheet.targets = tap_targets(app.top)
    return sheet


# ---------------------------------------------------------------------------------- the screens
def _app(settings: dict | None = None, size: tuple[int, int] = (1280, 720)):
    from scenes.devtools.autoplay import MemoryStore
    from scenes.ui.sound import Sound
    from scenes.ui.stack import App
    base = {"sound": False, "speed": "fast", "difficulty": "facil", "summary": "never",
            "tip_senas": True}  # the señas' tip is a message, measured as one
    base.update(settings or {})
    app = App(MemoryStore(base))
    app.sound = Sound(app.settings)
    app.time_scale = 0.05
    if hasattr(app, "resize"):
        app.resize(size)
    return app


def _settle(app, frames: int = 400) -> None:
    """Run the top scene's updates (no input) until it rests."""
    for _ in range(frames):
        top = app.top
        if top is None:
            return
        top.update(1 / 30)
        if not top.animating() and getattr(top, "idle", lambda: True)():
            return


AR2 = dict(players=2)
AR4 = dict(players=4, flor=False)
MN4 = dict(variant="mineiro", players=4, target=12)


def _table(app, rules: dict, hands, actions=(), dealer: int = 1, scores=(0, 0), stock=None):
    """A table resumed on a crafted deal after ``actions``."""
    from game.match import Match
    from scenes.ui import registry
    m = Match(Rules(**rules), 7, dealer=dealer, scores=scores)
    if stock is not None:
        m.start_hand(stock=stock)
    else:
        m.start_hand(hands=hands)
    for a in actions:
        m.apply(a)
    table = registry.make("table", app, Match.from_json(m.to_json()))
    app.push(table)
    _settle(app)
    return table


H2 = [["1e", "7o", "4c"], ["3b", "12c", "5o"]]
H4 = [["1e", "7o", "4c"], ["3b", "12c", "5o"], ["2e", "6b", "11o"], ["1o", "7c", "10e"]]
MN_STOCK = ["4c", "7h", "Ks", "3d", "2c", "Qh", "As", "7d", "3s", "Jc", "6h", "5d", "2h", "Ah", "Qs",
            "4d", "6c", "3c", "2d", "Kh", "Jd", "5s", "7c", "6s", "Jh", "Kc", "5c", "4s", "Ac", "Qd",
            "2s", "6d", "3h", "7s", "5h", "Kd", "4h", "Jd", "Qc", "Ad"]


def played(rules, seed: int, *, whole: bool):
    """A match (``game.match.Match``) with one hand played (or all of them), by first-legal
    actions: what the hand's screens and the match-over are measured on (and tested: test_dialogs)."""
    from game.match import Match
    m = Match(rules, seed)
    m.start_hand()
    while not m.over and not (m.hand.over and not whole):
        if m.hand.over:
            m.start_hand()
        else:
            m.apply(m.legal_actions()[0])
    return m


def _menu(app, **state):
    from scenes.ui import registry
    menu = registry.make("menu", app)
    for k, v in state.items():
        setattr(menu, k, v)
    if hasattr(menu, "build"):
        menu.build()
    app.push(menu)
    return menu


def _over(app, name: str, *args):
    from scenes.ui import registry
    return registry.push(app, name, *args)


_WATCHED: dict[tuple[str, int], dict] = {}
_PLAYED: dict = {}  #: six days of play, made once (the charts' data)


def _watched(variant: str = "argentino", players: int = 2) -> dict:
    """A friend's Diario (Ana's) of ``variant`` for ``players``, verified once: what Ver la
    partida is given."""
    if (variant, players) not in _WATCHED:
        import datetime
        from game import daily as D
        from game.daily import sharecode
        day = datetime.date(2026, 11, 29)
        rules = D.daily_rules({"variant": variant, "players": players})
        code = sharecode.encode_code(day, rules, "normal", D.autoplay_actions(day, rules, "normal"), name="Ana")
        _WATCHED[(variant, players)] = sharecode.verify_code(code)
    return dict(_WATCHED[(variant, players)])


def catalogue() -> dict[str, Callable]:
    """Every screen to measure: name -> setup(app), which leaves the screen on top of ``app``."""
    from scenes.ui import registry

    def table_first(rules, hands, **kw):
        return lambda app: _table(app, rules, hands, **kw)

    def hint(app):
        table = _table(app, AR2, H2, dealer=1)
        table.toggle_hint()
        for _ in range(4000):
            if table.hint.hint is not None or not table.hint.busy():
                break
            table.hint.step(0.05)

    def diario_partido(app):
        from game.match import Match
        m = Match(Rules(players=4, flor=True, chicos=3, envido_raises=False), 5, dealer=3)
        m.chicos = [1, 0]
        m.start_hand(hands=H4)
        table = registry.make("table", app, Match.from_json(m.to_json()),
                              daily={"date": "2026-11-30", "rules_key": "argentino-4p-30-flor"})
        app.push(table)
        _settle(app)

    def shown(app):
        table = _table(app, AR2, H2, dealer=1, actions=["0:envido", "1:quiero"])
        for a in ("0:play:1e", "1:play:3b", "0:play:7o", "1:play:12c"):
            if a.partition(":")[2] in table.match.legal_actions(int(a[0])):
                table.apply(a)
                _settle(app)
        _settle(app, 2000)

    def board(app):
        table = _table(app, AR4, H4, dealer=3, actions=["0:play:4c", "1:play:5o"])
        if hasattr(table, "toggle_board"):
            table.toggle_board()

    def result(app):
        table = _table(app, AR2, H2, dealer=1)
        table.apply("0:mazo")
        for _ in range(2000):
            table.update(1 / 30)
            if table.result is not None:
                break

    def summary(app):
        m = played(Rules(players=2, target=5), 3, whole=False)
        app.push(registry.make("table", app, m))
        _over(app, "summary", m)

    def review(app):
        m = played(Rules(players=2, target=5), 3, whole=False)
        app.push(registry.make("table", app, m))
        scene = _over(app, "review", m)
        for _ in range(3000):
            scene.update(1 / 30)
            if not scene.animating():
                break

    def match_over(app, daily=False):
        m = played(Rules(players=2, target=5), 3, whole=True)
        app.push(registry.make("table", app, m))
        kw = {"daily": {"date": "2026-11-30", "rules_key": "ar-2-15"}} if daily else {}
        registry.push(app, "match_over", m, **kw)

    def pause(app):
        table = _table(app, AR4, H4, dealer=3)
        registry.push(app, "pause", table)

    def message(app):
        _menu(app)
        from scenes.ui.i18n import t
        registry.push(app, "message", t("lessons.offer_title"), t("lessons.offer_text"),
                      [(t("lessons.offer_yes"), "lessons", "primary"), (t("lessons.offer_no"), "later", "plain")],
                      lambda _a: None)

    def howto(page):
        return lambda app: registry.push(app, "howto", page)

    def lesson(stage):
        def setup(app):
            from game.coach.lessons import LESSONS
            from scenes.screens.lessons import LessonScene
            scene = LessonScene(app, LESSONS[0])
            app.push(scene)
            if stage in ("explain", "end"):
                while not scene.tutor.done:
                    scene.choose(scene.tutor.choices()[0])
                    if stage == "explain":
                        return
                    scene.answer = None
                scene.build()
        return setup

    def tab(name, tab, **settings):
        def setup(app):
            app.settings.update(settings)
            scene = _menu(app) if name == "menu" else registry.push(app, name)
            if hasattr(scene, "show_tab"):
                scene.show_tab(tab)
            elif hasattr(scene, "tab"):
                scene.tab = tab
                scene.build()
        return setup

    def stats_daily(app):
        import datetime
        from game import daily as D
        day = datetime.date(2026, 11, 29)
        rules = D.daily_rules({"variant": "argentino", "players": 2})
        match = D.replay(day, rules, "normal", D.autoplay_actions(day, rules, "normal"))
        registry.make("match_over", app, match, daily={"date": day.isoformat(), "rules_key": D.rules_key(rules)})
        scene = registry.push(app, "stats")
        if hasattr(scene, "show_tab"):
            scene.show_tab("daily")

    def stats_error(app):
        scene = registry.push(app, "stats")
        if hasattr(scene, "show_tab"):
            scene.show_tab("verify")
        scene.type_text("ABCD-1234")
        scene.run_verify()
        for _ in range(200):
            scene.update(1 / 30)
            if scene.checking is None:
                break

    def cast_talk(seat, rules=AR4, actions=()):
        def setup(app):
            """A table of characters (issue 25), one of them talking: their names on the plates,
            the line in its talk box (1v1, 2v2, Mineiro after ``actions``)."""
            from game.match import Match
            from scenes.table.picture import Talk
            m = Match(Rules(**rules), 7, dealer=3 if rules.get("players") == 4 else 1)
            if rules.get("variant") == "mineiro":
                m.start_hand(stock=MN_STOCK)
            else:
                m.start_hand(hands=H4 if rules.get("players") == 4 else H2)
            for a in actions:
                m.apply(a)
            cast = {1: "lurdinha", 2: "geraldo", 3: "nieves"} if rules.get("players") == 4 else {1: "geraldo"}
            table = registry.make("table", app, Match.from_json(m.to_json()), cast=cast)
            app.push(table)
            _settle(app)
            table.picture.talk = Talk(seat, "¡A esta mano la gano yo, vas a ver que sí!", 60.0)
            table.dirty = True
        return setup

    def senas(rules, panel=False, cast=None, actions=()):
        def setup(app):
            """A table with señas (issue 24): each seat's face, the señas button; ``panel``: the
            panel of signs open; ``cast``: characters at the computer seats (their looks)."""
            from game.match import Match
            m = Match(Rules(**rules, senas=True), 7, dealer=3)
            if rules.get("variant") == "mineiro":
                m.start_hand(stock=MN_STOCK)
            else:
                m.start_hand(hands=H4)
            for a in actions:
                m.apply(a)
            table = registry.make("table", app, Match.from_json(m.to_json()), cast=cast)
            app.push(table)
            _settle(app)
            if panel:
                table.senas.open = True
                table.dirty = True
        return setup

    def board_rows(app):
        """Amigos with your own Diario's row (its Ver button) on the day it was played."""
        import datetime
        from game import daily as D
        day = datetime.date(2026, 11, 29)
        app.today = lambda: day
        app.settings["name"] = "Ana"
        rules = D.daily_rules({"variant": "argentino", "players": 2})
        match = D.replay(day, rules, "normal", D.autoplay_actions(day, rules, "normal"))
        registry.make("match_over", app, match, daily={"date": day.isoformat(), "rules_key": D.rules_key(rules)},
                      level="normal")
        registry.push(app, "board", D.rules_key(rules))

    def link(ok):
        def setup(app):
            """A shared Diario opened from its link: verified (Ana's), or refused."""
            import datetime
            from game import daily as D
            from game.daily import sharecode
            _menu(app)
            code = "ABCD-1234"
            if ok:
                day = datetime.date(2026, 11, 29)
                rules = D.daily_rules({"variant": "argentino", "players": 2})
                code = sharecode.encode_code(day, rules, "normal", D.autoplay_actions(day, rules, "normal"), name="Ana")
            scene = registry.push(app, "link", code)
            for _ in range(100_000):
                if not scene.animating():
                    break
                scene.update(1 / 30)
        return setup

    def tour_won(app):
        """La Gira with three stages won, the fourth chosen (two rivals and a partner)."""
        from game.tour import STAGES
        app.doc["tour"] = {"won": [s.id for s in STAGES[:4]]}
        scene = registry.push(app, "tour")
        scene.selected = 4
        scene.build()

    def charts(tab, numbers=False):
        def setup(app):
            """Gráficos after six days of play (a few matches, Diarios, envidos and trucos)."""
            import datetime
            from scenes.devtools.doc_size import year_document
            day = datetime.date(2026, 11, 30)
            app.today = lambda: day
            if not _PLAYED:
                _PLAYED.update(year_document(days=6, friends=1, own_matches=2, start=day - datetime.timedelta(days=5)))
            settings = dict(app.doc["settings"])
            app.doc.update(copy.deepcopy(_PLAYED))
            app.doc["settings"] = settings
            scene = registry.push(app, "charts", tab)
            if numbers:
                scene.toggle_numbers()
        return setup

    def backup(notes):
        def setup(app):
            """Respaldo; ``notes``: a text pasted, and what the export and the import said."""
            from scenes.ui.i18n import t
            scene = registry.push(app, "backup")
            if notes:
                scene.set_pasted("TRUCO1" + "x" * 300)
                scene.export_note = (t("backup.saved_file", where="/home/ana/.local/share/truco/truco-2026-11-29.json"),
                                     (150, 230, 150))
                scene.import_note = (t("backup.bad", why="not a backup: the text is not one of the game's"),
                                     (250, 190, 170))
        return setup

    def replay(refused=False, variant="argentino", players=2):
        def setup(app):
            """Ver la partida: a friend's Diario watched a few moves in (its marks reviewed), or a
            code refused."""
            scene = registry.push(app, "replay", "NOT A CODE" if refused else _watched(variant, players))
            if refused:
                for _ in range(1000):
                    if scene.checking is None:
                        break
                    scene.update(1 / 30)
                return
            table = scene.table
            table.paused = True
            table.steps_asked = 3
            for _ in range(3000):
                table.update(1 / 30)
                if not table.steps_asked and table.idle():
                    break
        return setup

    out: dict[str, Callable] = {
        "menu": lambda app: _menu(app),
        "table-cast-talk-left": cast_talk(3),
        "table-cast-talk-top": cast_talk(2),
        "table-cast-talk-1v1": cast_talk(1, AR2),
        "table-cast-talk-mineiro": cast_talk(1, MN4, actions=["0:burn", "0:burn"]),
        "menu-match": tab("menu", "match"),
        "menu-options": tab("menu", "options"),
        "menu-mineiro": tab("menu", "options", variant="mineiro"),
        "settings": lambda app: registry.push(app, "settings"),
        "settings-look": tab("settings", "look"),
        "stats": lambda app: registry.push(app, "stats"),
        "stats-matches": tab("stats", "matches"),
        "stats-daily": stats_daily,
        "stats-verified": stats_error,
        "lessons": lambda app: registry.push(app, "lessons"),
        "lesson-ask": lesson("ask"),
        "lesson-explain": lesson("explain"),
        "lesson-end": lesson("end"),
        "message": message,
        "table-1v1": table_first(AR2, H2, dealer=1),
        "table-2v2": table_first(AR4, H4, dealer=3),
        "table-2v2-call": table_first(AR4, H4, dealer=3, actions=["0:play:4c", "1:truco"]),
        "table-2v2-envido": table_first(AR4, H4, dealer=3, actions=["0:envido"]),
        "table-1v1-trick-end": table_first(AR2, H2, dealer=1, actions=["0:play:4c", "1:play:5o"]),
        "table-mineiro": table_first(MN4, None, dealer=3, stock=MN_STOCK),
        "table-mineiro-burned": table_first(MN4, None, dealer=3, stock=MN_STOCK, actions=["0:burn", "0:burn"]),
        "table-board": board,
        "table-answer-envido": table_first(AR2, H2, dealer=0, actions=["1:envido"]),
        "table-4-flor-partido-diario": diario_partido,
        "table-shown": shown,
        "table-mineiro-onze": table_first(MN4, None, dealer=3, stock=MN_STOCK, scores=(11, 4)),
        "table-hint": hint,
        "link": link(True),
        "link-refused": link(False),
        "name": lambda app: app.settings.update(name="Ana Beatriz") or registry.push(app, "name"),
        "board": lambda app: registry.push(app, "board"),
        "board-rows": board_rows,
        "tour": lambda app: registry.push(app, "tour"),
        "tour-won": tour_won,
        "rivals": tab("rivals", None, players=4, rivals={"1": "lurdinha", "3": "nieves"}),
        "rivals-1v1": tab("rivals", None, players=2),
        "table-senas": senas(AR4),
        "table-senas-cast": senas(AR4, cast={1: "lurdinha", 2: "geraldo", 3: "nieves"}),
        "table-senas-mineiro": senas(MN4),
        "table-senas-mineiro-burned": senas(MN4, actions=["0:burn", "0:burn"]),
        "table-senas-panel": senas(dict(AR4, flor=True), panel=True),
        "table-senas-panel-mineiro": senas(MN4, panel=True, actions=["0:keep"]),
        "table-result": result,
        "pause": pause,
        "summary": summary,
        "review": review,
        "match-over": lambda app: match_over(app),
        "match-over-diario": lambda app: match_over(app, daily=True),
        "charts": charts("results"),
        "charts-calendar": charts("calendar"),
        "charts-envido": charts("envido"),
        "charts-truco": charts("truco"),
        "charts-numbers": charts("results", numbers=True),
        "backup": backup(False),
        "backup-notes": backup(True),
        "replay": replay(),
        "replay-2v2": replay(players=4),
        "replay-mineiro": replay(variant="mineiro", players=4),
        "replay-refused": replay(refused=True),
    }
    from scenes.screens.howto import PAGES

    def howto_words(page):
        def setup(app):
            scene = registry.push(app, "howto", page)
            scene.turn(page, 1)  # a señas' page: its words, after the signs
        return setup
    for page, p in enumerate(PAGES):
        out[f"howto-{page + 1}"] = howto(page)
        if p.senas:
            out[f"howto-{page + 1}-words"] = howto_words(page)
    return out


def sheets(window: tuple[int, int], lang: str = "es", big_text: bool = False,
           names: list[str] | None = None, shots: str | None = None) -> list[Sheet]:
    """Set up and measure every screen (or those of ``names``) for ``window``; with ``shots``, a
    PNG of each screen goes into that folder too."""
    from scenes.ui.i18n import set_language
    pygame.init()
    canvas = (720, 1280) if window[1] > window[0] else (1280, 720)
    out = []
    for name, setup in catalogue().items():
        if names and name not in names:
            continue
        app = _app({"language": lang, "big_text": big_text}, canvas)
        set_language(lang)
        _apply_text_size(app)
        try:
            setup(app)
        except Exception as error:  # a screen this version cannot set up: say so, go on
            print(f"measure: {name}: not set up ({type(error).__name__}: {error})", file=sys.stderr)
            continue
        if app.top is not None and app.letterbox(app.top) is not None:
            continue  # laid out for the other canvas only, drawn fitted: not measured here
        out.append(measure(app, name, window))
        if shots:
            import os
            surf = pygame.Surface(canvas)
            app.draw(surf)
            tag = f"{window[0]}x{window[1]}-{lang}{'-big' if big_text else ''}"
            pygame.image.save(surf, os.path.join(shots, f"{name}-{tag}.png"))
    set_language("es")
    return out


def _apply_text_size(app) -> None:
    try:
        from scenes.ui.fonts import apply_settings
    except ImportError:
        return
    apply_settings(app.settings)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m scenes.devtools.measure", description=__doc__.split("\n")[0])
    p.add_argument("--window", default="390x844", help="window size in CSS px, WxH (default 390x844)")
    p.add_argument("--lang", default="es", choices=("es", "pt", "en"))
    p.add_argument("--big-text", action="store_true", help="with Texto grande")
    p.add_argument("--screen", action="append", default=None, help="only this screen (repeatable)")
    p.add_argument("--shots", default=None, metavar="DIR", help="save a PNG of each screen into DIR")
    args = p.parse_args(argv)
    if args.shots:
        import os
        os.makedirs(args.shots, exist_ok=True)
    w, _, h = args.window.partition("x")
    window = (int(w), int(h))
    print(f"window {window[0]}x{window[1]} CSS px, {args.lang}{', Texto grande' if args.big_text else ''}")
    print(f"{'screen':24} {'canvas':>9} {'scale':>6}  {'smallest text':>30}  {'smallest target':>28}")
    for s in sheets(window, args.lang, args.big_text, args.screen, args.shots):
        text, target = s.smallest_text(), s.smallest_target()
        tx = f"{s.css(text.px):5.1f} px {text.text[:18]!r}" if text else "-"
        tg = (f"{s.css(target.rect.w):4.0f}x{s.css(target.rect.h):<4.0f} {target.name[:14]}"
              if target else "-")
        print(f"{s.name:24} {s.canvas[0]:>4}x{s.canvas[1]:<4} {s.scale:6.3f}  {tx:>30}  {tg:>28}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
