"""The game's sound cues (``assets/sounds/*.ogg``), loaded once, muted by ``settings["sound"]``.

Without an audio device (CI, a browser tab before the first tap, a broken mixer) every call is a
silent no-op: sound never stops the game.
"""
from __future__ import annotations

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
