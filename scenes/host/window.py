"""The game's window, and which canvas it shows: landscape or portrait by the window's shape.

Three kinds of window, one rule (``scenes.ui.canvas.canvas_for``):

- **the desktop**: a resizable ``pygame.SCALED`` window; SDL scales the canvas into it, keeping its
  shape. When the person turns it taller than wide (or back), the canvas changes and the window
  keeps the size the person gave it.
- **the browser**: the page fits the canvas into the visible part of the page (inside a notched
  phone's safe areas) and reports that area as ``window.truco_window_size()``; pygbag sends no
  resize events, so the game asks a few times a second.
- **headless** (``SDL_VIDEODRIVER=dummy``, ``--autoplay``): the window is only a size
  (``--size``); the screenshots are taken at its shape.

When the canvas changes, :meth:`Window.reshape` makes the display surface anew and the app lays
every scene out again (``App.resize``): nothing of the match or of an open dialog is lost.
"""
from __future__ import annotations

import os
import warnings

import pygame

from scenes.host import device
from scenes.ui.canvas import canvas_for, fitted_rect

POLL_FRAMES = 10  # browser: ask the page for its size every this many frames (about 6 a second)
SIZE_LIMIT = 20000  # a page size beyond this (CSS px) is not believed


class Window:
    """The window and its canvas.

    :param size: the window's size to start with (``--size``); None: the canvas's own size.
    """

    def __init__(self, size: tuple[int, int] | None = None) -> None:
        self.browser = device.is_browser()
        self.headless = not self.browser and os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen")
        self.size: tuple[int, int] = size or (1280, 720)
        self.canvas: tuple[int, int] = canvas_for(self.size)
        self.surface: pygame.Surface | None = None
        self._frames = 0

    def open(self) -> pygame.Surface:
        """Open the window on the canvas its shape asks for."""
        self.surface = self._set_mode(self.canvas)
        if not self.browser and not self.headless and self.size != self.canvas:
            self._restore(self.size)
        return self.surface

    def _set_mode(self, canvas: tuple[int, int]) -> pygame.Surface:
        if self.browser:
            return pygame.display.set_mode(canvas)
        return pygame.display.set_mode(canvas, pygame.SCALED | pygame.RESIZABLE)

    @staticmethod
    def _restore(size: tuple[int, int]) -> None:
        """Give the desktop window back the size the person chose (``set_mode`` resizes it)."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().size = size
        except (pygame.error, AttributeError):
            pass  # a window that cannot be resized keeps the canvas's size

    def reshape(self, size: tuple[int, int], app=None) -> bool:
        """The window is now ``size``: a new canvas when its shape asks for one (and the app lays
        itself out on it). True when the canvas changed."""
        w, h = size
        if not (0 < w <= SIZE_LIMIT and 0 < h <= SIZE_LIMIT):
            return False
        self.size = (int(w), int(h))
        canvas = canvas_for(self.size)
        if canvas == self.canvas:
            return False
        self.canvas = canvas
        self.surface = self._set_mode(canvas)
        if not self.browser and not self.headless:
            self._restore(self.size)
        if app is not None:
            app.resize(canvas)
        return True

    def window_events(self, event: pygame.event.Event, app=None) -> bool:
        """Desktop: a window event; True when the canvas changed with it."""
        if self.browser or self.headless:
            return False
        if event.type not in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            return False
        try:
            size = pygame.display.get_window_size()
        except pygame.error:
            return False
        return self.reshape(size, app)

    def poll(self, app=None) -> bool:
        """Browser: every few frames, ask the page for its size (pygbag sends no resize events);
        True when the canvas changed."""
        if not self.browser:
            return False
        self._frames += 1
        if self._frames % POLL_FRAMES:
            return False
        size = device.page_size()
        return size is not None and self.reshape(size, app)

    def picture(self, surface: pygame.Surface) -> pygame.Surface:
        """What the person sees in the window: the canvas fitted into the window's shape (at the
        canvas's own resolution), the rest dark (``--shots``)."""
        cw, ch = surface.get_size()
        ww, wh = self.size
        k = min(ww / cw, wh / ch)
        out = pygame.Surface((max(cw, round(ww / k)), max(ch, round(wh / k))))
        out.fill((6, 48, 31))
        x, y, _, _ = fitted_rect(out.get_size(), (cw, ch))
        out.blit(surface, (x, y))
        return out
