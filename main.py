# /// script
# requires-python = ">=3.11"
# dependencies = ["pygame-ce"]
# ///
"""Truco: entry point for the desktop window and for pygbag (browser).

``python main.py`` plays; ``python main.py --autoplay [--seed S] [--variant V] [--players N]
[--max-hands K] [--shots DIR]`` lets a computer player play the human seat through the real scenes
(headless with ``SDL_VIDEODRIVER=dummy``), with an in-memory store that never touches the saved
document.
"""
import argparse
import asyncio
import sys
import time

import pygame

WIDTH, HEIGHT = 1280, 720


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line (unknown arguments, such as a browser's, are ignored)."""
    p = argparse.ArgumentParser(prog="truco", description="Truco argentino y mineiro")
    p.add_argument("--autoplay", action="store_true", help="a computer player plays your seat")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--variant", choices=("argentino", "mineiro"), default=None)
    p.add_argument("--players", type=int, choices=(2, 4), default=None)
    p.add_argument("--flor", action="store_true", default=None)
    p.add_argument("--target", type=int, default=None)
    p.add_argument("--max-hands", type=int, default=None)
    p.add_argument("--max-frames", type=int, default=None)
    p.add_argument("--shots", default=None, help="folder for PNG screenshots (autoplay)")
    p.add_argument("--speed", choices=("slow", "normal", "fast"), default=None)
    p.add_argument("--level", default=None, help="computer level of the autoplayed seat")
    p.add_argument("--realtime", action="store_true", help="autoplay at the real clock's pace")
    p.add_argument("--size", default=None, help="window size WxH (desktop)")
    p.add_argument("--report-first-frame", action="store_true",
                   help="print seconds from $TRUCO_T0 (epoch) to the first drawn frame")
    args, _ = p.parse_known_args([] if argv is None else argv)
    return args


def rules_from_settings(settings: dict):
    """The remembered rules choice as ``game.rules.Rules`` (defaults when it does not fit)."""
    from game.errors import BadRules
    from game.rules import Rules
    variant = settings.get("variant", "argentino")
    try:
        if variant == "mineiro":
            return Rules(variant="mineiro", players=4, target=12)
        return Rules(variant="argentino", players=int(settings.get("players", 2)),
                     flor=bool(settings.get("flor", False)), target=int(settings.get("target", 30)))
    except (BadRules, TypeError, ValueError):
        return Rules()


def first_scene(app, seed: int | None = None):
    """The menu when it exists; until then a table with the remembered rules (resuming a saved match)."""
    from game.match import Match
    from scenes.table import TableScene
    try:
        from scenes.menu import MenuScene
    except ImportError:
        MenuScene = None
    if MenuScene is not None:
        return MenuScene(app)
    saved = app.doc.get("match")
    if isinstance(saved, dict) and saved.get("save"):
        try:
            return TableScene(app, Match.from_json(saved["save"]), daily=saved.get("daily"))
        except ValueError:
            app.doc["match"] = None
    if seed is None:
        seed = int(time.time() * 1000) % 2_000_000_000
    return TableScene(app, Match(rules_from_settings(app.settings), seed))


def make_app(args: argparse.Namespace):
    """The app with its store (in memory for autoplay), language and sound."""
    from scenes import i18n
    from scenes.base import App
    from scenes.sound import Sound
    if args.autoplay:
        from scenes.autoplay import MemoryStore
        settings = {"speed": args.speed or "fast", "sound": False}
        if args.variant:
            settings["variant"] = args.variant
        if args.players:
            settings["players"] = args.players
        if args.flor is not None:
            settings["flor"] = args.flor
        if args.target:
            settings["target"] = args.target
        store = MemoryStore(settings)
    else:
        from scenes.storage import Store
        store = Store()
    app = App(store)
    if args.speed:
        app.settings["speed"] = args.speed
    i18n.set_language(app.settings.get("language", "es"))
    app.sound = Sound(app.settings)
    if args.autoplay and args.seed is not None:
        try:  # the menu draws a fresh seed for a new match: make --seed reach it
            import scenes.menu as menu
            menu.fresh_seed = lambda: args.seed
        except ImportError:
            pass
    return app


def open_window(args: argparse.Namespace) -> pygame.Surface:
    """The window: the logical 1280 × 720 canvas, scaled and resizable on the desktop."""
    from scenes import device
    if device.is_browser():
        return pygame.display.set_mode((WIDTH, HEIGHT))
    size = (WIDTH, HEIGHT)
    screen = pygame.display.set_mode(size, pygame.SCALED | pygame.RESIZABLE)
    if args.size:
        try:
            w, h = (int(x) for x in args.size.lower().split("x"))
            window = pygame.Window.from_display_module()
            window.size = (w, h)
        except (ValueError, pygame.error, AttributeError):
            pass
    return screen


async def run(app, screen: pygame.Surface, *, auto=None, max_frames: int | None = None,
              fixed_dt: float | None = None, on_frame=None) -> int:
    """The frame loop: input to the top scene, update, draw only when needed, yield every frame.

    :param fixed_dt: seconds per frame without waiting for the clock (fast autoplay), or None.
    :param on_frame: called after each frame with (frame number, drew: bool) (measurements).
    :returns: 0, or 1 when an autoplay did not finish within ``max_frames``.
    """
    from scenes import device
    clock = pygame.time.Clock()
    # the browser paces frames itself (one per animation frame): tick(60) would busy-wait there
    paced = fixed_dt is not None or device.is_browser()
    frames = 0
    status = 0
    clock.tick()
    while app.running and app.stack:
        ms = clock.tick() if paced else clock.tick(60)
        dt = fixed_dt if fixed_dt else min(ms / 1000.0, 0.1)
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                app.running = False
            elif event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED,
                                pygame.VIDEORESIZE, pygame.WINDOWRESTORED):
                for scene in app.visible():
                    scene.dirty = True
            elif app.top is not None:
                app.top.handle(event)
        if app.top is not None:
            app.top.update(dt)
        if auto is not None:
            auto.step()
            if auto.finished:
                app.running = False
        drew = False
        if app.stack and app.needs_draw():
            app.draw(screen)
            pygame.display.flip()
            drew = True
            if auto is not None:
                auto.after_draw(screen)
        frames += 1
        if on_frame is not None:
            on_frame(frames, drew)
        await asyncio.sleep(0)  # every frame: the browser only gets control back here
        if max_frames is not None and frames >= max_frames:
            if auto is not None and not auto.finished:
                status = 1
            break
    return status


async def main(max_frames: int | None = None, argv: list[str] | None = None) -> int:
    """Run the frame loop until the window closes (or ``max_frames`` frames, or autoplay ends).

    :returns: 0, or 1 when an autoplay did not finish within its frames.
    """
    args = parse_args(argv)
    if args.max_frames is not None:
        max_frames = args.max_frames
    pygame.init()
    screen = open_window(args)
    pygame.display.set_caption("Truco")
    app = make_app(args)
    app.push(first_scene(app, args.seed))
    auto = None
    if args.autoplay:
        from scenes.autoplay import Autoplayer
        auto = Autoplayer(app, level=args.level or app.settings.get("difficulty", "normal"),
                          max_hands=args.max_hands, shots=args.shots)
        if max_frames is None:
            max_frames = 400_000
    fixed_dt = 1 / 30 if (auto is not None and not args.realtime) else None
    on_frame = None
    if args.report_first_frame:
        import os
        t0 = float(os.environ.get("TRUCO_T0", time.time()))

        def on_frame(n, drew, done=[]):
            if drew and not done:
                done.append(1)
                print(f"first-frame: {time.time() - t0:.3f} s", flush=True)
    status = await run(app, screen, auto=auto, max_frames=max_frames, fixed_dt=fixed_dt, on_frame=on_frame)
    pygame.quit()
    return status


if __name__ == "__main__":
    # --- browser note (issue 6): keep this ending as it is. ---
    # Under pygbag, asyncio.run() only schedules main() and returns at once, and sys.exit() is
    # pygbag's "stop the asyncio loop": sys.exit(asyncio.run(main())) would stop the game before
    # its first frame. So sys.exit() only on the desktop, where asyncio.run() has finished.
    if sys.platform == "emscripten":
        asyncio.run(main())
    else:
        sys.exit(asyncio.run(main(argv=sys.argv[1:])))
