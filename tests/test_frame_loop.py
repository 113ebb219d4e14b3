"""The frame loop (main.py): yields to the event loop every frame, draws only when needed, never
touches the saved document in autoplay, and the table stops drawing while it waits for you."""
import asyncio
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

import main  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules import Rules  # noqa: E402
from scenes.devtools.autoplay import MemoryStore  # noqa: E402
from scenes.table.scene import TableScene  # noqa: E402
from scenes.ui.stack import App  # noqa: E402


def test_the_loop_awaits_every_frame(monkeypatch, tmp_path):
    monkeypatch.setenv("TRUCO_DATA_DIR", str(tmp_path))
    calls = []
    real_sleep = asyncio.sleep

    async def counting_sleep(delay, *a, **kw):
        calls.append(delay)
        return await real_sleep(0)

    monkeypatch.setattr(main.asyncio, "sleep", counting_sleep)
    assert asyncio.run(main.main(max_frames=40)) == 0
    assert len(calls) >= 39 and all(d == 0 for d in calls)


def test_autoplay_in_process_finishes_and_leaves_the_saved_document_alone(monkeypatch, tmp_path):
    monkeypatch.setenv("TRUCO_DATA_DIR", str(tmp_path))
    argv = ["--autoplay", "--seed", "7", "--variant", "argentino", "--players", "2", "--max-hands", "2"]
    assert asyncio.run(main.main(argv=argv)) == 0
    assert list(tmp_path.iterdir()) == []


def test_autoplay_that_cannot_finish_in_time_fails():
    argv = ["--autoplay", "--seed", "7", "--max-frames", "5"]
    assert asyncio.run(main.main(argv=argv)) == 1


def test_an_idle_table_waiting_for_you_does_not_redraw():
    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    app = App(MemoryStore({"speed": "fast", "sound": False, "difficulty": "facil"}))
    app.time_scale = 0.2
    table = TableScene(app, Match(Rules(players=2), 2))
    app.push(table)
    for _ in range(3000):
        if app.top is table and table.human_acting() and not app.needs_draw():
            break
        if app.top is not table:
            app.pop()
        app.top.update(1 / 30)
        if app.needs_draw():
            app.draw(screen)
    assert table.human_acting()
    draws = 0
    for _ in range(120):  # two seconds of frames with nobody touching anything
        app.top.update(1 / 60)
        if app.needs_draw():
            app.draw(screen)
            draws += 1
    assert draws <= 2  # at most a bubble expiring


def test_rules_from_settings_falls_back_on_nonsense():
    from scenes.screens.choices import rules_from_settings
    assert rules_from_settings({"variant": "mineiro"}).players == 4
    assert rules_from_settings({"players": 7, "target": 3}) == Rules()
    assert rules_from_settings({"players": "4", "flor": "yes", "target": None}) == Rules(flor=True)
    assert rules_from_settings({"players": 4, "flor": True, "target": 15}) == Rules(players=4, flor=True,
                                                                                     target=15)
