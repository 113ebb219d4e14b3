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
import difflib
import os
import sys
import time
from pathlib import Path
from typing import NoReturn

import pygame


EPILOG = """examples:
  python main.py                                  play (the menu: Argentino or Mineiro, 1v1 or 2v2)
  python main.py --autoplay --seed 5 --players 4 --flor --shots /tmp/shots
  SDL_VIDEODRIVER=dummy python main.py --autoplay --variant mineiro --max-hands 3
  SDL_VIDEODRIVER=dummy python main.py --autoplay --lang pt --size 390x844 --shots /tmp/pt

during a match: Esc or the Menú button (top right) pauses: rules, speed, sound, language, and
leave to the menu with the match saved (Continuar resumes it). Keys: 1-3 play your cards, the
letter on each call button calls it, Tab/arrows and Enter move and press."""


MESSAGE_LIMIT = 240  # characters of a command-line mistake repeated in its one-line error
MAX_ARGUMENTS = 64  # far more than every option takes; argparse slows down quadratically beyond
SIZE_LIMITS = (200, 10000)  # pixels: the smallest and largest window side --size accepts


class CommandLine(argparse.ArgumentParser):
    """argparse that tells a mistake in one line on stderr and exits with status 2; options must
    be written out in full (``--player`` is a mistake, not ``--players``)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(allow_abbrev=False, **kwargs)

    def error(self, message: str) -> NoReturn:
        hint = ""
        if message.startswith("unrecognized arguments:"):
            options = [o for action in self._actions for o in action.option_strings]
            unknown = [a.split("=")[0] for a in message.split(":", 1)[1].split() if a.startswith("--")]
            close = [m for u in unknown[:5] for m in difflib.get_close_matches(u, options, n=1)]
            hint = f" (did you mean {', '.join(dict.fromkeys(close))}?)" if close else ""
        self.exit(2, f"truco: {printable(message)}{hint}; python main.py --help lists the options\n")


def printable(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` on one line: control characters and undecodable bytes escaped, cut at ``limit``."""
    out = "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text[:limit + 1])
    return out if len(out) <= limit else out[:limit] + "…"


def window_size(text: str) -> tuple[int, int]:
    """``--size``: "1600x900" as (1600, 900)."""
    low, high = SIZE_LIMITS
    w, sep, h = text.lower().partition("x")
    if sep and w.isdigit() and h.isdigit() and len(w) <= 6 and len(h) <= 6 \
            and low <= int(w) <= high and low <= int(h) <= high:
        return int(w), int(h)
    raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1600x900, each side {low} to {high} "
                                     f"pixels, not {text!r}")


def count(text: str) -> int:
    """A whole number of at least 1 (``--max-hands``, ``--max-frames``)."""
    if text.isdigit() and len(text) <= 9 and int(text) >= 1:
        return int(text)
    raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {text!r}")


def own_arguments(argv: list[str]) -> list[str]:
    """The command-line arguments meant for the game: those after ``main.py`` when it is the
    program started (``python main.py ...``); none when a host runs this file as its script
    (pygbag's simulator, ``python -m pygbag --sim ...``, whose own options fill ``sys.argv``)."""
    if argv and Path(argv[0]).resolve() == Path(__file__).resolve():
        return argv[1:]
    return []


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The game's command line (None: none, as in the browser); a mistake, such as an unknown
    option, exits with a one-line error."""
    from game import presets
    from scenes.ui.i18n import LANGUAGES
    p = CommandLine(prog="truco", description="Truco argentino y mineiro: a card game "
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
    p.add_argument("--max-hands", type=count, default=None, metavar="K",
                   help="autoplay: stop after K hands (default: play the whole match)")
    p.add_argument("--max-frames", type=count, default=None, metavar="F",
                   help="stop after F frames (an autoplay not finished by then exits with status 1)")
    p.add_argument("--shots", default=None, metavar="DIR",
                   help="autoplay: save a PNG of every new screen and of each hand into DIR")
    p.add_argument("--speed", choices=("slow", "normal", "fast"), default=None,
                   help="pace of the cards and the computer players (autoplay default: fast)")
    p.add_argument("--level", default=None, choices=("random", "facil", "normal", "dificil"),
                   help="autoplay: the computer level that plays your seat (default: the difficulty "
                        "setting)")
    p.add_argument("--lang", choices=LANGUAGES, default=None,
                   help="autoplay: the language of the screens (default: es)")
    p.add_argument("--realtime", action="store_true",
                   help="autoplay at the real clock's pace (default: as fast as the machine goes)")
    p.add_argument("--size", type=window_size, default=None, metavar="WxH",
                   help="window size, e.g. 1600x900; taller than wide (390x844) shows the portrait "
                        "layout; with --autoplay the screenshots take the window's shape")
    p.add_argument("--report-first-frame", action="store_true",
                   help="print seconds from $TRUCO_T0 (epoch) to the first drawn frame (benchmarks)")
    argv = [] if argv is None else argv
    if len(argv) > MAX_ARGUMENTS:
        p.error(f"{len(argv)} arguments, more than the {MAX_ARGUMENTS} the options could take")
    return p.parse_args(argv)


def first_scene(app):
    """The first screen: the menu."""
    from scenes.ui import registry
    return registry.make("menu", app)


def open_share_link(app) -> bool:
    """When the page was opened from a share link (``<page>#d=CODE``), its Diario over the menu:
    verified, shown, with a button to keep it on the friends' board. True when one was opened."""
    from scenes.host import device
    from scenes.ui import registry
    code = device.share_link_code()
    if code is None:
        return False
    registry.push(app, "link", code)
    return True


def no_display_reason() -> str | None:
    """Why no window can be shown here, or None. Without a display SDL falls back to an invisible
    off-screen driver, and the game would wait forever for a player nobody can see."""
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
    from scenes.ui import i18n
    from scenes.ui.sound import Sound
    from scenes.ui.stack import App
    if args.autoplay:
        from scenes.devtools.autoplay import MemoryStore
        settings = {"speed": args.speed or "fast", "sound": False}
        if args.preset:  # first: the options named below change it
            from scenes.screens.choices import apply_preset
            apply_preset(settings, args.preset)
        if args.variant:
            settings["variant"] = args.variant
        if args.players:
            settings["players"] = args.players
        if args.flor is not None:
            settings["flor"] = args.flor
        if args.target:
            settings["target"] = args.target
        if args.lang:
            settings["language"] = args.lang
        store: object = MemoryStore(settings)
    else:
        from scenes.host.storage import Store
        store = Store()
    app = App(store)
    if args.speed:
        app.settings["speed"] = args.speed
    i18n.set_language(app.settings.get("language", "es"))
    app.sound = Sound(app.settings)
    if args.autoplay and args.seed is not None:  # every new match of the autoplay uses --seed
        from scenes.screens import choices
        choices.FIXED_SEED = args.seed
    return app


def open_window(args: argparse.Namespace):
    """The window (``scenes.host.window``): the canvas its shape asks for (landscape 1280 × 720,
    or portrait 720 × 1280 when it is taller than wide), scaled and resizable on the desktop."""
    from scenes.host.window import Window
    window = Window(args.size)
    window.open()
    return window


async def run(app, screen: pygame.Surface, *, auto=None, max_frames: int | None = None,
              fixed_dt: float | None = None, on_frame=None, window=None) -> int:
    """The frame loop: input to the top scene, update, draw only when needed, yield every frame.

    :param fixed_dt: seconds per frame without waiting for the clock (fast autoplay), or None.
    :param on_frame: called after each frame with (frame number, drew: bool) (measurements).
    :param window: the ``scenes.host.window.Window``: when its shape changes (a phone turned, a
        desktop window resized) the canvas changes and every scene lays itself out again;
        in the browser the back button reaches the game as the back key.
    :returns: 0, or 1 when an autoplay did not finish within ``max_frames``.
    """
    from scenes.host import device
    clock = pygame.time.Clock()
    # the browser paces frames itself (one per animation frame): tick(60) would busy-wait there
    paced = fixed_dt is not None or device.is_browser()
    frames = 0
    status = 0
    back_wanted: bool | None = None  # what the page was last told of the back button
    clock.tick()
    while app.running and app.stack:
        ms = clock.tick() if paced else clock.tick(60)
        dt = fixed_dt if fixed_dt else min(ms / 1000.0, 0.1)
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                app.running = False
            elif event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED,
                                pygame.VIDEORESIZE, pygame.WINDOWRESTORED):
                if window is not None and window.window_events(event, app):
                    screen = window.surface
                for scene in app.visible():
                    scene.dirty = True
            elif app.top is not None:
                app.top.handle(app.to_scene(app.top, event))
        if window is not None:
            if window.poll(app):
                screen = window.surface
            for _ in range(device.take_back()):  # the browser's back button: the game's back key
                if app.top is not None:
                    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_AC_BACK, mod=0,
                                                      unicode="", scancode=0))
            wanted = app.top is not None and app.top.takes_back
            if wanted != back_wanted:
                back_wanted = wanted
                device.set_back_wanted(wanted)
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


def shots_problem(folder: str | None) -> str | None:
    """Why ``--shots`` cannot take screenshots into ``folder`` (made when missing), or None."""
    if folder is None:
        return None
    try:
        os.makedirs(folder, exist_ok=True)
    except (OSError, ValueError) as exc:
        return f"truco: --shots {printable(folder)}: cannot make that folder ({printable(str(exc))})"
    if not os.access(folder, os.W_OK):
        return f"truco: --shots {printable(folder)}: that folder cannot be written to"
    return None


def launch_time(text: str | None, now: float) -> tuple[float, str | None]:
    """``--report-first-frame``: when the process was launched, from ``$TRUCO_T0`` (seconds since
    the epoch; ``now`` without it), and the mistake in it, if any."""
    if text is None:
        return now, None
    try:
        return float(text), None
    except ValueError:
        return now, f"truco: TRUCO_T0 must be seconds since the epoch, not {printable(repr(text))}"


def first_frame_reporter(start: float):
    """An ``on_frame`` for :func:`run` that prints the seconds from ``start`` to the first drawn frame."""
    done = False

    def on_frame(n: int, drew: bool) -> None:
        nonlocal done
        if drew and not done:
            done = True
            print(f"first-frame: {time.time() - start:.3f} s", flush=True)
    return on_frame


async def main(max_frames: int | None = None, argv: list[str] | None = None) -> int:
    """Run the frame loop until the window closes (or ``max_frames`` frames, or autoplay ends).

    :returns: 0, or 1 when an autoplay did not finish within its frames.
    """
    args = parse_args(argv)
    try:
        from scenes.ui.stack import local_today
        local_today()  # a malformed $TRUCO_TODAY stops here, not in the middle of a screen
    except ValueError as exc:
        print(f"truco: {exc}", file=sys.stderr)
        return 2
    if args.max_frames is not None:
        max_frames = args.max_frames
    mistake = shots_problem(args.shots) if args.autoplay else None
    start = time.time()
    if args.report_first_frame:
        start, mistake = launch_time(os.environ.get("TRUCO_T0"), start)
    if mistake is not None:
        print(mistake, file=sys.stderr)
        return 2
    if sys.platform != "emscripten":
        from scenes.ui.sound import open_audio
        no_sound = open_audio()
        if no_sound is not None:
            print(f"truco: sound is off, no audio device ({no_sound})", file=sys.stderr)
    pygame.init()
    reason = None if args.autoplay else no_display_reason()
    if reason is not None:
        print(reason, file=sys.stderr)
        pygame.quit()
        return 2
    window = open_window(args)
    screen = window.surface
    pygame.display.set_caption("Truco")
    app = make_app(args)
    app.resize(window.canvas)
    app.push(first_scene(app))
    if not args.autoplay:
        open_share_link(app)
    auto = None
    if args.autoplay:
        from scenes.devtools.autoplay import Autoplayer
        auto = Autoplayer(app, level=args.level or app.settings.get("difficulty", "normal"),
                          max_hands=args.max_hands, shots=args.shots, window=window)
        if max_frames is None:
            max_frames = 400_000
    fixed_dt = 1 / 30 if (auto is not None and not args.realtime) else None
    on_frame = first_frame_reporter(start) if args.report_first_frame else None
    status = await run(app, screen, auto=auto, max_frames=max_frames, fixed_dt=fixed_dt, on_frame=on_frame,
                       window=window)
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
        sys.exit(asyncio.run(main(argv=own_arguments(sys.argv))))
