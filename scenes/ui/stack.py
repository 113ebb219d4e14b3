"""The scene stack: every screen is a :class:`Scene`; dialogs are scenes pushed over others.

A scene has ``handle(event)``, ``update(dt)`` and ``draw(surface)``; ``draw`` changes nothing.
``update`` returns nothing but sets ``self.dirty = True`` whenever the picture must be redrawn
(the loop draws only then, or while ``self.animating()`` is true).
"""
from __future__ import annotations

import datetime as _dt
import os
import re
from typing import TYPE_CHECKING, Callable

import pygame

from scenes.ui.canvas import LANDSCAPE

if TYPE_CHECKING:
    from scenes.ui.sound import Sound


class Scene:
    """One screen. Subclasses override what they need.

    :param app: the :class:`App` (settings, store, translations, art, sound, the stack).
    """

    #: a dialog lets the scene under it be drawn first (and keeps it paused)
    overlay = False
    #: Esc (and the browser's back button) does something here: close, pause, go back; the
    #: first screen has nothing to go back to, and there the browser's back leaves the page
    takes_back = True
    #: a screen laid out for this one canvas only (not yet for the other shape): on the other
    #: canvas the app draws it fitted inside, its shape kept, and maps taps back to it
    fixed_canvas: tuple[int, int] | None = None

    def __init__(self, app: "App") -> None:
        self.app = app
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (animations, computer players thinking in slices)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any state."""

    def animating(self) -> bool:
        """True while something moves (the loop then draws every frame)."""
        return False

    def autoplay_click(self) -> tuple[int, int] | None:
        """Where a person would click to move on (dialogs); ``--autoplay`` clicks there."""
        return None

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""
        self.dirty = True

    @property
    def size(self) -> tuple[int, int]:
        """The canvas this scene lays itself out on (the app's: it changes with the window's shape;
        a :attr:`fixed_canvas` when the scene has one)."""
        return getattr(self, "_size", None) or self.fixed_canvas or self.app.size

    @size.setter
    def size(self, value: tuple[int, int]) -> None:
        """Lay this scene out on ``value`` whatever the app's canvas (a screen's tests at other sizes)."""
        self._size = (int(value[0]), int(value[1]))

    def relayout(self) -> None:
        """The canvas or the text size changed: place everything again, keeping the state (the
        default builds the buttons again with ``build()``, when the scene has one)."""
        build = getattr(self, "build", None)
        if callable(build):
            build()
        self.dirty = True


#: The environment variable that fixes the day the game believes it is (tests and their child
#: processes set it, so that the Diario is the same deal on every day they run).
TODAY_VARIABLE = "TRUCO_TODAY"
_ISO_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)


def pinned_day(text: str) -> _dt.date:
    """The day ``$TRUCO_TODAY`` names, written YYYY-MM-DD.

    :raises ValueError: one line naming the variable, for anything else.
    """
    from game.errors import clip
    if not _ISO_DAY.fullmatch(text):
        raise ValueError(f"{TODAY_VARIABLE}={clip(repr(text), 40)} is not a date YYYY-MM-DD")
    try:
        return _dt.date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"{TODAY_VARIABLE}={text!r} is not a day of the calendar") from None


def local_today() -> _dt.date:
    """The player's local date: the one place the scenes read the calendar; ``$TRUCO_TODAY``
    (YYYY-MM-DD) replaces it when set.

    :raises ValueError: when ``$TRUCO_TODAY`` is set to something that is not a date.
    """
    pinned = os.environ.get(TODAY_VARIABLE)
    if pinned:
        return pinned_day(pinned)
    return _dt.date.today()


class App:
    """What every scene shares, and the scene stack.

    :param store: a ``scenes.host.storage.Store`` (or a stand-in with ``load``/``save``).
    :param today: gives the player's local date (the Diario's day); :func:`local_today` by
        default. Scenes ask ``app.today()`` and never the clock themselves.
    """

    def __init__(self, store=None, today: Callable[[], _dt.date] | None = None) -> None:
        self.today: Callable[[], _dt.date] = today or (lambda: local_today())
        self.store = store
        self.doc: dict = store.load() if store is not None else {"settings": {}}
        self.stack: list[Scene] = []
        self.running = True
        #: the sound cues (main.py makes them; the table makes them when nobody did)
        self.sound: Sound | None = None
        #: multiplies the table's pauses and animations (tests speed them up)
        self.time_scale = 1.0
        #: messages for the player, each shown once: ``(message key, values)``
        self.notices: list[tuple[str, dict]] = []
        #: the logical canvas the scenes draw on (``scenes.ui.canvas``): landscape or portrait
        self.size: tuple[int, int] = LANDSCAPE
        from scenes.ui.fonts import apply_settings
        apply_settings(self.settings)  # Texto grande
        self._take_store_notice()
        if store is not None:
            from scenes.host.saves import check_slots
            if check_slots(self.doc, getattr(store, "keep_aside", None), self.notices):
                self.save()

    @property
    def settings(self) -> dict:
        """The remembered settings (``doc["settings"]``)."""
        return self.doc["settings"]

    def save(self) -> None:
        """Write the document (settings, matches in progress, stats, daily) to the device."""
        if self.store is not None:
            self.store.save(self.doc)
            if self._take_store_notice() and self.stack:
                self.show_notices()  # a failed save is told at once, over whatever is shown

    def _take_store_notice(self) -> bool:
        notice = getattr(self.store, "notice", None)
        if notice:
            self.notices.append(notice)
            self.store.notice = None
        return bool(notice)

    def show_notices(self) -> bool:
        """Show the first of :attr:`notices` in a dialog (each once; the next when it closes);
        True when one was shown."""
        from scenes.ui import registry
        from scenes.ui.i18n import t
        if not self.notices or self.top is None or registry.is_scene(self.top, "message"):
            return False
        key, values = self.notices.pop(0)
        values = {k: str(v) for k, v in values.items()}
        if "reason" in values:
            values["reason"] = t(f"storage.reason.{values['reason']}")
        registry.push(self, "message", t("storage.title"), t(key, **values),
                      [(t("common.ok"), "ok", "primary")], lambda _answer: self.show_notices())
        return True

    def resize(self, size: tuple[int, int]) -> bool:
        """The canvas is now ``size`` (the window turned): every scene lays itself out again,
        keeping its state. True when it changed."""
        size = (int(size[0]), int(size[1]))
        if size == self.size:
            return False
        self.size = size
        self.relayout()
        return True

    def relayout(self) -> None:
        """Every scene of the stack places everything again (a new canvas, Texto grande)."""
        from scenes.ui.fonts import apply_settings
        apply_settings(self.settings)
        for scene in list(self.stack):
            scene.relayout()
            scene.dirty = True

    @property
    def top(self) -> Scene | None:
        """The scene that receives input."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Put a scene (or dialog) on top."""
        self.stack.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below is entered again."""
        scene = self.stack.pop() if self.stack else None
        if self.stack:
            self.stack[-1].on_enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for ``scene``."""
        self.stack.clear()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and the ones under overlays."""
        out: list[Scene] = []
        for scene in reversed(self.stack):
            out.append(scene)
            if not scene.overlay:
                break
        return out[::-1]

    def needs_draw(self) -> bool:
        """True when any visible scene is dirty or animating."""
        return any(s.dirty or s.animating() for s in self.visible())

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes and mark them clean."""
        for scene in self.visible():
            fit = self.letterbox(scene)
            if fit is None:
                scene.draw(surface)
            else:  # a screen of the other shape only: drawn on its canvas, fitted inside this one
                k, ox, oy = fit
                own = pygame.Surface(scene.size)
                scene.draw(own)
                surface.fill((6, 48, 31))
                w, h = scene.size
                surface.blit(pygame.transform.smoothscale(own, (round(w * k), round(h * k))), (ox, oy))
            scene.dirty = False

    def letterbox(self, scene: Scene) -> tuple[float, int, int] | None:
        """``(scale, x, y)``: where a scene with a :attr:`Scene.fixed_canvas` other than the app's
        lies on the app's canvas; None when the scene fills the canvas itself."""
        fixed = scene.fixed_canvas
        if fixed is None or fixed == self.size:
            return None
        k = min(self.size[0] / fixed[0], self.size[1] / fixed[1])
        return k, (self.size[0] - round(fixed[0] * k)) // 2, (self.size[1] - round(fixed[1] * k)) // 2

    def to_scene(self, scene: Scene, event: pygame.event.Event) -> pygame.event.Event:
        """``event`` as ``scene`` sees it: a pointer's place on the app's canvas moved onto the
        scene's own canvas when the scene is letterboxed (:meth:`letterbox`)."""
        fit = self.letterbox(scene)
        if fit is None:
            return event
        k, ox, oy = fit
        attrs = dict(event.dict)
        if "pos" in attrs:
            try:
                x, y = attrs["pos"]
                attrs["pos"] = (int((x - ox) / k), int((y - oy) / k))
            except (TypeError, ValueError):
                return event
        if event.type in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            from scenes.ui.canvas import finger_pos
            x, y = finger_pos(event, self.size)
            fw, fh = scene.size
            attrs["x"], attrs["y"] = (x - ox) / k / fw, (y - oy) / k / fh
        return pygame.event.Event(event.type, attrs)

    def to_canvas(self, scene: Scene, point: tuple[int, int]) -> tuple[int, int]:
        """A point of ``scene``'s own canvas on the app's canvas (letterboxed scenes)."""
        fit = self.letterbox(scene)
        if fit is None:
            return point
        k, ox, oy = fit
        return (round(ox + point[0] * k), round(oy + point[1] * k))
