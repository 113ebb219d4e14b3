"""``python -m scenes.devtools.fuzz``: random input into every scene, headless, with the match kept honest.

Each round builds an app (in-memory store, so nothing of the person's is touched), opens one scene
(menu, tables of every rules choice, hand summary, match over, how to play, settings, statistics,
the friends' board, the charts, the backup)
and feeds it thousands of random events: clicks and touches anywhere, pointer moves, wheel, keys
(digits, letters, Esc, Enter, Tab, arrows, text input), window events, interleaved with frames of
random length. Whatever scene the clicks lead to receives the rest. After every event:

- nothing raised;
- every table on the stack holds a match that is consistent with the engine: it saves and restores
  to the same observations, and the calls and cards the table offers are legal for seat 0.

The store is in memory, or (``--store disk``) the real on-disk store in a temporary folder, kept
for the whole run, so saving, the save slots and the notices are fuzzed too. A round that ends
before its share of events (the quit button, an emptied stack) is reported with the reason.

Usage: ``python -m scenes.devtools.fuzz [--events N] [--seed S] [--store memory|disk]``
(SDL_VIDEODRIVER=dummy is set for you).
"""
from __future__ import annotations

import argparse
import datetime as _dt
import os
import sys
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.match import Match  # noqa: E402
from game.rng import Rng  # noqa: E402
from game.rules import Rules  # noqa: E402

KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_ESCAPE, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_BACKSPACE, pygame.K_v] + [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz"]

RULES = [Rules(players=2), Rules(players=4, flor=True), Rules(players=2, flor=True, target=15),
         Rules(variant="mineiro", players=4, target=12), Rules(players=4, target=15, senas=True),
         Rules(variant="mineiro", players=4, target=12, senas=True)]


class FuzzFailure(AssertionError):
    """An invariant broke; the message says which scene, event and seed."""


def _targets(scene) -> list[tuple[int, int]]:
    """Points worth clicking on the top scene: its buttons and (on the table) its cards."""
    from scenes.table.scene import TableScene
    if isinstance(scene, TableScene):  # its calls and cards (the menu is found by the random clicks)
        return [b.rect.center for b in scene.controls.calls] + [r.center for r in scene.controls.card_rects()]
    return [b.rect.center for b in getattr(scene, "buttons", None) or [] if hasattr(b, "rect")]


def _random_event(rng: Rng, scene=None) -> pygame.event.Event:
    k = rng.below(100)
    pos = (rng.below(1280), rng.below(720))
    if scene is not None and rng.below(4) == 0:
        pts = _targets(scene)
        if pts:
            return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rng.choice(pts), button=1)
    if k < 30:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1 + rng.below(3) if rng.below(5) == 0 else 1)
    if k < 40:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if k < 55:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if k < 62:
        return pygame.event.Event(pygame.FINGERDOWN, x=rng.random(), y=rng.random(), finger_id=0,
                                  touch_id=0, dx=0.0, dy=0.0, pressure=1.0)
    if k < 65:
        return pygame.event.Event(pygame.FINGERUP, x=rng.random(), y=rng.random(), finger_id=0,
                                  touch_id=0, dx=0.0, dy=0.0, pressure=0.0)
    if k < 67:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.below(3) - 1, flipped=False,
                                  precise_x=0.0, precise_y=0.0)
    if k < 92:
        key = KEYS[rng.below(len(KEYS))]
        mod = pygame.KMOD_CTRL if (key == pygame.K_v and rng.below(2)) else 0
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    if k < 96:
        text = rng.choice(["a", "7", "Z", "-", " ", "ñ", "€", "x" * 50])
        return pygame.event.Event(pygame.TEXTINPUT, text=text)
    return pygame.event.Event(rng.choice([pygame.WINDOWRESIZED, pygame.WINDOWEXPOSED, pygame.WINDOWFOCUSLOST,
                                          pygame.WINDOWFOCUSGAINED]), x=640, y=360)


def _scenes(app, which: int, seed: int):
    """The scene a round starts on."""
    from scenes.screens.howto import HowToScene
    from scenes.screens.match_over import MatchOverScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.stats import StatsScene
    from scenes.screens.summary import SummaryScene
    from scenes.table.scene import TableScene

    rules = RULES[which % len(RULES)]
    kind = which % 8
    if kind == 0:
        return MenuScene(app)
    if kind in (2, 3):  # characters at the table, talking
        from game.ai.cast import seat_cast
        return TableScene(app, Match(rules, seed), cast=seat_cast(rules.variant, rules.players, "facil", seed))
    if kind in (1, 4):
        return TableScene(app, Match(rules, seed))
    if kind == 5:
        m = _played(rules, seed, hands=1)
        app.push(TableScene(app, m))
        return SummaryScene(app, m)
    if kind == 6:
        m = _played(rules, seed, hands=None)
        return MatchOverScene(app, m, daily=None)
    from scenes.screens.lessons import LessonsScene
    from scenes.screens.rivals import RivalsScene
    from scenes.screens.tour import TourScene
    from scenes.ui import registry
    more = [lambda a: registry.make("board", a), lambda a: registry.make("charts", a),
            lambda a: registry.make("backup", a)]
    screens = [HowToScene, SettingsScene, StatsScene, LessonsScene, TourScene, RivalsScene] + more
    return screens[(which // 8) % len(screens)](app)


def _played(rules: Rules, seed: int, hands: int | None) -> Match:
    """A match played by first-legal actions: one hand, or to the end."""
    m = Match(rules, seed)
    m.start_hand()
    while not m.over:
        assert m.hand is not None
        if m.hand.over:
            if hands is not None and m.hand_no >= hands:
                break
            m.start_hand()
        else:
            m.apply(m.legal_actions()[-1 if m.hand_no % 2 else 0])
    return m


def _check(app) -> None:
    from scenes.table.scene import TableScene
    for scene in app.stack:
        if not isinstance(scene, TableScene):
            continue
        m = scene.match
        again = Match.from_json(m.to_json())
        n = m.rules.players
        for s in range(n):
            if again.observe(s) != m.observe(s):
                raise FuzzFailure(f"the table's match does not restore to the same state (seat {s})")
        offered = scene.controls.offered()
        legal = set(m.legal_actions(0))
        if not offered <= legal:
            raise FuzzFailure(f"the table offers {sorted(offered - legal)}, not legal for seat 0")


def _disk_store(folder: str, settings: dict):
    """The real on-disk store in ``folder`` (the same folder for every round: what one round
    saves, the next one loads), with the round's settings."""
    from scenes.host.storage import Store
    os.environ["TRUCO_DATA_DIR"] = folder
    store = Store()
    doc = store.load()
    doc["settings"].update(settings)
    store.save(doc)
    return store


def run(events: int = 5000, seed: int = 1, rounds: int | None = None, progress=None,
        store: str = "memory", today: _dt.date = _dt.date(2026, 11, 30)) -> dict:
    """Fuzz the scenes with ``events`` random events; returns counts (``short_rounds`` lists the
    rounds that ended before their share of events, with why). Raises FuzzFailure.

    :param store: ``"memory"``, or ``"disk"`` for the real store in a temporary folder.
    :param today: the player's date (the Diario's day).
    """
    import tempfile

    from scenes.devtools.autoplay import MemoryStore

    if store not in ("memory", "disk"):
        raise ValueError("store is 'memory' or 'disk'")
    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    rng = Rng(seed)
    rounds = rounds or 24
    per_round = max(1, events // rounds)
    counts: dict[str, Any] = {"events": 0, "frames": 0, "rounds": 0, "scenes_seen": set(), "actions": 0,
              "short_rounds": [], "saves": 0}
    folder = tempfile.TemporaryDirectory(prefix="truco-fuzz-") if store == "disk" else None
    old_dir = os.environ.get("TRUCO_DATA_DIR")
    try:
        for r in range(rounds):
            settings = {"speed": "fast", "sound": False, "language": ["es", "pt", "en"][r % 3]}
            if folder is not None:
                the_store = _disk_store(folder.name, settings)
            else:
                the_store = MemoryStore(settings)
            _round(r, the_store, per_round, seed, rng, screen, counts, today)
            if progress:
                progress(counts)
    finally:
        if folder is not None:
            if old_dir is None:
                os.environ.pop("TRUCO_DATA_DIR", None)
            else:
                os.environ["TRUCO_DATA_DIR"] = old_dir
            folder.cleanup()
    pygame.quit()
    counts["scenes_seen"] = sorted(counts["scenes_seen"])
    return counts


def _round(r: int, store, per_round: int, seed: int, rng: Rng, screen, counts: dict,
           today: _dt.date) -> None:
    """One round: an app on ``store``, a first scene, ``per_round`` random events."""
    from scenes.ui import i18n
    from scenes.ui.sound import Sound
    from scenes.ui.stack import App

    app = App(store, today=lambda: today)
    i18n.set_language(app.settings["language"])
    app.sound = Sound(app.settings)
    app.push(_scenes(app, r, seed * 100 + r))
    counts["rounds"] += 1
    done = 0
    for i in range(per_round):
        if not app.running or not app.stack:
            why = "the app quit" if not app.running else "no scene left"
            counts["short_rounds"].append((r, done, why))
            break
        ev = _random_event(rng, app.top)
        try:
            if app.top is not None:
                app.top.handle(ev)
            for _ in range(1 + rng.below(3)):
                if app.top is not None:
                    app.top.update(rng.choice([0.0, 0.016, 0.05, 0.1, 0.5]))
                    counts["frames"] += 1
            if app.stack and (i % 7 == 0 or app.needs_draw()):
                app.draw(screen)
            _check(app)
        except FuzzFailure as exc:
            raise FuzzFailure(f"round {r} event {i} ({pygame.event.event_name(ev.type)}): {exc}") from None
        except Exception as exc:
            raise FuzzFailure(f"round {r} event {i} ({pygame.event.event_name(ev.type)} {ev.dict}) "
                              f"in {type(app.top).__name__}: {type(exc).__name__}: {exc}") from exc
        counts["events"] += 1
        done += 1
        for s in app.stack:
            counts["scenes_seen"].add(type(s).__name__)
    for s in app.stack:
        m = getattr(s, "match", None)
        if isinstance(m, Match):
            counts["actions"] += sum(len(e["actions"]) for e in m.log)
    counts["saves"] += getattr(store, "saves", 0)
    if getattr(store, "read_only", False):
        raise FuzzFailure(f"round {r}: the store went read-only")


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(prog="python -m scenes.devtools.fuzz", description=__doc__.splitlines()[0])
    p.add_argument("--events", type=int, default=20000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rounds", type=int, default=None)
    p.add_argument("--store", choices=("memory", "disk"), default="memory",
                   help="the in-memory store, or the real one in a temporary folder")
    a = p.parse_args(argv)
    t0 = time.perf_counter()

    def progress(c):
        print(f"  {c['events']} events, {c['frames']} frames, round {c['rounds']}", file=sys.stderr, flush=True)

    try:
        counts = run(a.events, a.seed, a.rounds, progress, store=a.store)
    except FuzzFailure as exc:
        print(f"FAILED (seed {a.seed}): {exc}")
        return 1
    print(f"scene fuzz: {counts['events']} events, {counts['frames']} frames, {counts['rounds']} rounds, "
          f"{counts['actions']} engine actions on the tables, "
          f"scenes {', '.join(counts['scenes_seen'])} in {time.perf_counter() - t0:.1f} s: no failure")
    for r, done, why in counts["short_rounds"]:
        print(f"  round {r} ended after {done} events: {why}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
