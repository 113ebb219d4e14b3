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


EPILOG = """examples:
  python main.py                                  play (the menu: Argentino or Mineiro, 1v1 or 2v2)
  python main.py --autoplay --seed 5 --players 4 --flor --shots /tmp/shots
  SDL_VIDEODRIVER=dummy python main.py --autoplay --variant mineiro --max-hands 3

during a match: Esc or the Menú button (top right) pauses: rules, speed, sound, language, and
leave to the menu with the match saved (Continuar resumes it). Keys: 1-3 play your cards, the
letter on each call button calls it, Tab/arrows and Enter move and press."""


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line (unknown arguments, such as a browser's, are ignored)."""
    from game import presets
    p = argparse.ArgumentParser(prog="truco", description="Truco argentino y mineiro: a card game "
                                "against computer players, in a window (or headless with --autoplay).",
                                epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--autoplay", action="store_true",
                   help="a computer player plays your seat through the real screens, with an in-memory "
                        "save that never touches yours; prints the final score when it ends")
    p.add_argument("--seed", type=int, default=None, metavar="N",
                   help="autoplay: the seed of every match it starts (same seed, same match)")
    p.add_argument("--variant", choices=("argentino", "mineiro"), default=None,
                   help="autoplay: the variant (Mineiro is always 4 players to 12)")
    p.add_argument("--players", type=int, choices=(2, 4), default=None,
                   help="autoplay, Argentino: 2 (1 against 1) or 4 (2 against 2)")
    p.add_argument("--flor", action="store_true", default=None, help="autoplay, Argentino: play with flor")
    p.add_argument("--target", type=int, default=None, choices=(5, 10, 15, 20, 25, 30), metavar="POINTS",
                   help="autoplay, Argentino: points to win (15 or 30; 5 to 25 in fives)")
    p.add_argument("--preset", default=None, choices=tuple(presets.BY_NAME),
                   help="autoplay: a named rule set (the options below change it)")
    p.add_argument("--max-hands", type=int, default=None, metavar="K",
                   help="autoplay: stop after K hands (default: play the whole match)")
    p.add_argument("--max-frames", type=int, default=None, metavar="F",
                   help="stop after F frames (an autoplay not finished by then exits with status 1)")
    p.add_argument("--shots", default=None, metavar="DIR",
                   help="autoplay: save a PNG of every new screen and of each hand into DIR")
    p.add_argument("--speed", choices=("slow", "normal", "fast"), default=None,
                   help="pace of the cards and the computer players (autoplay default: fast)")
    p.add_argument("--level", default=None, choices=("random", "facil", "normal", "dificil"),
                   help="autoplay: the computer level that plays your seat (default: the difficulty "
                        "setting)")
    p.add_argument("--realtime", action="store_true",
                   help="autoplay at the real clock's pace (default: as fast as the machine goes)")
    p.add_argument("--size", default=None, metavar="WxH", help="desktop window size, e.g. 1600x900")
    p.add_argument("--report-first-frame", action="store_true",
                   help="print seconds from $TRUCO_T0 (epoch) to the first drawn frame (benchmarks)")
    args, _ = p.parse_known_args([] if argv is None else argv)
    return args


def first_scene(app):
    """The first screen: the menu."""
    from scenes import registry
    return registry.make("menu", app)


def no_display_reason() -> str | None:
    """Why no window can be shown here, or None. Without a display SDL falls back to an invisible
    off-screen driver, and the game would wait forever for a player nobody can see."""
    import os
    if os.environ.get("SDL_VIDEODRIVER"):
        return None  # chosen on purpose (headless runs and the tests set "dummy")
    if not pygame.display.get_init():
        return None
    driver = pygame.display.get_driver()
    if driver in ("offscreen", "dummy"):
        return (f"truco: no display to open a window on (SDL chose its '{driver}' video driver: DISPLAY "
                "and WAYLAND_DISPLAY unset?); play on a desktop, or headless: "
                "SDL_VIDEODRIVER=dummy python main.py --autoplay")
    return None


def make_app(args: argparse.Namespace):
    """The app with its store (in memory for autoplay), language and sound."""
    from scenes import i18n
    from scenes.base import App
    from scenes.sound import Sound
    if args.autoplay:
        from scenes.autoplay import MemoryStore
        settings = {"speed": args.speed or "fast", "sound": False}
        if args.preset:  # first: the options named below change it
            from scenes.choices import apply_preset
            apply_preset(settings, args.preset)
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
    if args.autoplay and args.seed is not None:  # every new match of the autoplay uses --seed
        from scenes import choices
        choices.FIXED_SEED = args.seed
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
    if sys.platform != "emscripten":
        from scenes.sound import open_audio
        no_sound = open_audio()
        if no_sound is not None:
            print(f"truco: sound is off, no audio device ({no_sound})", file=sys.stderr)
    pygame.init()
    reason = None if args.autoplay else no_display_reason()
    if reason is not None:
        print(reason, file=sys.stderr)
        pygame.quit()
        return 2
    screen = open_window(args)
    pygame.display.set_caption("Truco")
    app = make_app(args)
    app.push(first_scene(app))
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
    if auto is not None:
        print(auto.report(status), flush=True)
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
