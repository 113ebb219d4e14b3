"""A desktop without a sound device: one line says so, and the game plays without sound.

SDL's ALSA backend, given no usable device, prints its own errors straight to the process's
stderr (a dozen lines). Here the device is made unusable on any machine: ALSA reads a
configuration file that does not exist, or SDL is asked for an audio driver it does not have.
"""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(code_or_args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    environment = dict(os.environ, SDL_VIDEODRIVER="dummy", TRUCO_DATA_DIR=str(tmp_path / "data"),
                       PYGAME_HIDE_SUPPORT_PROMPT="1")
    environment.pop("SDL_AUDIODRIVER", None)
    environment.update(env)
    return subprocess.run([sys.executable, *code_or_args], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=180)


NO_DEVICE = {
    "alsa without its configuration": {"SDL_AUDIODRIVER": "alsa",
                                       "ALSA_CONFIG_PATH": "/nonexistent/truco-test/alsa.conf"},
    "a driver SDL does not have": {"SDL_AUDIODRIVER": "truco-no-such-driver"},
}


@pytest.mark.parametrize("how", list(NO_DEVICE))
def test_main_says_sound_is_off_in_one_line_and_plays(tmp_path, how):
    done = run(["main.py", "--autoplay", "--max-hands", "1", "--seed", "3"], tmp_path, **NO_DEVICE[how])
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stderr.splitlines()
             if "Warning: no fast renderer" not in line and "pygame.display.set_mode" not in line]
    assert len(lines) == 1 and lines[0].startswith("truco: sound is off, no audio device ("), lines
    assert "ALSA lib" not in done.stderr and "ALSA lib" not in done.stdout
    assert "autoplay:" in done.stdout and "1 hand" in done.stdout, done.stdout
    assert not (tmp_path / "data").exists()


def test_with_a_device_nothing_is_said(tmp_path):
    done = run(["main.py", "--autoplay", "--max-hands", "1", "--seed", "3"], tmp_path,
               SDL_AUDIODRIVER="dummy")
    assert done.returncode == 0, done.stderr
    assert "sound is off" not in done.stderr


PROBE = """
import pygame
from scenes.ui.sound import Sound, open_audio
why = open_audio()
print("reason:", why)
pygame.init()
print("mixer:", bool(pygame.mixer.get_init()))
sound = Sound({"sound": True})
for cue in ("deal", "truco", "win"):
    sound.play(cue)
print("played:", ",".join(sound.played))
"""


def test_without_a_device_the_cues_play_silently(tmp_path):
    done = run(["-c", PROBE], tmp_path, **NO_DEVICE["alsa without its configuration"])
    assert done.returncode == 0, done.stderr
    assert "ALSA lib" not in done.stderr, done.stderr
    out = dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)
    assert out["reason"] != "None" and out["mixer"] == "True", out
    assert out["played"] == "deal,truco,win"
