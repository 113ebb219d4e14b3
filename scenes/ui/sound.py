"""The game's sound cues (``assets/sounds/*.ogg``), loaded once, muted by ``settings["sound"]``.

Without an audio device (CI, a browser tab before the first tap, a broken mixer) every call is a
silent no-op: sound never stops the game.
"""
from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

import pygame

SOUND_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"
CUES = ("deal", "play", "shuffle", "points", "envido", "truco", "win")


class Sound:
    """Plays the cues.

    :param settings: the remembered settings; ``settings["sound"]`` False mutes everything.
    """

    def __init__(self, settings: dict | None = None) -> None:
        self.settings = settings if settings is not None else {"sound": True}
        self._cues: dict[str, pygame.mixer.Sound] = {}
        self._tried = False
        self.played: list[str] = []  # every cue asked for while on (tests read it)

    @property
    def enabled(self) -> bool:
        """Whether sound is on in the settings."""
        return bool(self.settings.get("sound", True))

    def toggle(self) -> bool:
        """Switch sound on/off in the settings; returns the new state."""
        self.settings["sound"] = not self.enabled
        if not self.enabled:
            try:
                if pygame.mixer.get_init():
                    pygame.mixer.stop()
            except pygame.error:
                pass
        return self.enabled

    def _load(self) -> None:
        self._tried = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except (pygame.error, NotImplementedError):
            return
        for name in CUES:
            try:
                self._cues[name] = pygame.mixer.Sound(str(SOUND_DIR / f"{name}.ogg"))
            except (pygame.error, FileNotFoundError, OSError):
                pass

    def play(self, name: str) -> None:
        """Play one cue (``deal``, ``play``, ``shuffle``, ``points``, ``envido``, ``truco``, ``win``)."""
        if not self.enabled:
            return
        self.played.append(name)
        if not self._tried:
            self._load()
        cue = self._cues.get(name)
        if cue is None:
            return
        try:
            cue.play()
        except pygame.error:
            pass


@contextlib.contextmanager
def _stderr_silenced():
    """The process's own stderr (file descriptor 2) goes nowhere meanwhile: audio libraries
    (ALSA above all) write their errors there directly, past Python."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def open_audio() -> str | None:
    """Open the sound device before ``pygame.init()`` (desktop): None when there is sound, else
    why not, in one line.

    Without a device SDL's audio backends fill the terminal with their own errors: they are kept
    out while the device is tried, and SDL is then given its silent driver, so that the game
    plays without sound (and ``pygame.init()`` does not try the device again).
    """
    try:
        with _stderr_silenced():
            pygame.mixer.init()
        return None
    except (pygame.error, NotImplementedError, OSError) as error:
        reason = " ".join(str(error).split()) or "no audio device"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:
        with _stderr_silenced():
            pygame.mixer.init()
    except (pygame.error, NotImplementedError, OSError):
        pass
    return reason
