"""Generate the game's sounds by synthesis: ``python assets/make_sounds.py``.

Standard library only for the synthesis (a fixed random seed, so the output is
reproducible); each sound is written as a 16-bit mono 22050 Hz WAV in a temporary
folder and encoded to OGG Vorbis with ``oggenc`` (Debian: vorbis-tools) or, if
that is missing, ``sox``. The .ogg files in ``assets/sounds/`` are committed; this
script is only needed to change them.

Sounds: deal (card slide), play (card snap), shuffle (riffle), points (soft chime),
envido (two-note cue), truco (stronger brass-like cue), win (rising arpeggio).
"""
from __future__ import annotations

import math
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent / "sounds"


# --- building blocks -------------------------------------------------------

def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def lowpass(xs: list[float], cutoff: float) -> list[float]:
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs: list[float], cutoff: float) -> list[float]:
    low = lowpass(xs, cutoff)
    return [x - l for x, l in zip(xs, low)]


def bandpass(xs: list[float], lo: float, hi: float) -> list[float]:
    return lowpass(highpass(xs, lo), hi)


def envelope(xs: list[float], attack: float, decay: float, shape: float = 1.0) -> list[float]:
    """Linear attack of ``attack`` s, then exponential-ish decay over ``decay`` s."""
    n_a = max(1, int(RATE * attack))
    out = []
    for i, x in enumerate(xs):
        if i < n_a:
            g = i / n_a
        else:
            t = (i - n_a) / RATE
            g = math.exp(-t / max(decay, 1e-4) * 3.0) ** shape
        out.append(x * g)
    return out


def tone(freq: float, seconds: float, partials=((1, 1.0),), vibrato: float = 0.0) -> list[float]:
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + vibrato * math.sin(2 * math.pi * 5.5 * t))
        s = 0.0
        for mult, amp in partials:
            s += amp * math.sin(2 * math.pi * f * mult * t)
        out.append(s)
    return out


def mix(*tracks: tuple[float, list[float]]) -> list[float]:
    """Mix (start_seconds, samples) tracks."""
    end = max(int(st * RATE) + len(xs) for st, xs in tracks)
    out = [0.0] * end
    for st, xs in tracks:
        o = int(st * RATE)
        for i, x in enumerate(xs):
            out[o + i] += x
    return out


def normalise(xs: list[float], peak: float = 0.8) -> list[float]:
    m = max(abs(x) for x in xs) or 1.0
    xs = [x * peak / m for x in xs]
    # 5 ms fade at both ends: no clicks.
    n = min(len(xs) // 2, int(RATE * 0.005))
    for i in range(n):
        g = i / n
        xs[i] *= g
        xs[-1 - i] *= g
    return xs


# --- the sounds -------------------------------------------------------------

def deal(rng: random.Random) -> list[float]:
    n = noise(0.20, rng)
    n = bandpass(n, 1200, 5000)
    # swell then fall: a card sliding over felt
    out = []
    for i, x in enumerate(n):
        t = i / len(n)
        out.append(x * math.sin(math.pi * t) ** 1.5 * (1.0 - 0.5 * t))
    return normalise(out, 0.55)


def play(rng: random.Random) -> list[float]:
    # a crisp slap of card on felt: a bright click, a papery tail and a soft low thump
    click = envelope(highpass(noise(0.03, rng), 2500), 0.0005, 0.01)
    paper = envelope(bandpass(noise(0.12, rng), 800, 4000), 0.002, 0.05)
    thump = envelope(tone(120, 0.12, ((1, 1.0), (2.3, 0.3))), 0.002, 0.05)
    return normalise(mix((0.0, click), (0.0, [p * 0.5 for p in paper]), (0.0, [t * 0.7 for t in thump])),
                     0.85)


def shuffle(rng: random.Random) -> list[float]:
    tracks = []
    t = 0.0
    for k in range(22):
        burst = envelope(bandpass(noise(0.03, rng), 1500, 6000), 0.001, 0.008)
        tracks.append((t, [b * rng.uniform(0.5, 1.0) for b in burst]))
        t += 0.022 + rng.uniform(0, 0.012)
    # the final squaring of the pack
    tracks.append((t + 0.05, envelope(highpass(noise(0.05, rng), 900), 0.001, 0.02)))
    return normalise(mix(*tracks), 0.6)


def points(rng: random.Random) -> list[float]:
    bell = ((1, 1.0), (2.76, 0.25), (5.4, 0.08))
    a = envelope(tone(1046.5, 0.55, bell), 0.003, 0.35)
    b = envelope(tone(1568.0, 0.45, bell), 0.003, 0.30)
    return normalise(mix((0.0, a), (0.07, [x * 0.7 for x in b])), 0.45)


def envido(rng: random.Random) -> list[float]:
    # Marimba-like rising fourth: E5 then A5.
    mar = ((1, 1.0), (4.0, 0.2), (9.2, 0.05))
    a = envelope(tone(659.3, 0.35, mar), 0.002, 0.22)
    b = envelope(tone(880.0, 0.45, mar), 0.002, 0.30)
    return normalise(mix((0.0, a), (0.16, b)), 0.7)


def truco(rng: random.Random) -> list[float]:
    # Brassy stab: G4 then a C5 major chord, rich harmonics, slight vibrato.
    brass = tuple((k, 1.0 / k) for k in range(1, 9))
    first = envelope(tone(392.0, 0.14, brass), 0.012, 0.10)
    chord = mix(
        (0.0, tone(523.25, 0.55, brass, vibrato=0.004)),
        (0.0, tone(659.25, 0.55, brass, vibrato=0.004)),
        (0.0, tone(783.99, 0.55, brass, vibrato=0.004)),
    )
    chord = envelope(lowpass(chord, 3500), 0.015, 0.45, 0.8)
    hit = envelope(lowpass(noise(0.05, rng), 900), 0.001, 0.02)
    return normalise(mix((0.0, first), (0.13, chord), (0.13, [h * 2 for h in hit])), 0.85)


def win(rng: random.Random) -> list[float]:
    bell = ((1, 1.0), (2.0, 0.35), (3.0, 0.12), (4.2, 0.05))
    notes = [523.25, 659.25, 783.99, 1046.5]
    tracks = []
    for i, f in enumerate(notes):
        length = 0.35 if i < 3 else 0.8
        tracks.append((i * 0.11, envelope(tone(f, length, bell), 0.004, length * 0.7)))
    # a final chord under the top note
    chord = mix((0.0, tone(523.25, 0.8, bell)), (0.0, tone(659.25, 0.8, bell)))
    tracks.append((0.33, [x * 0.35 for x in envelope(chord, 0.01, 0.6)]))
    return normalise(mix(*tracks), 0.7)


SOUNDS = {
    "deal": deal,
    "play": play,
    "shuffle": shuffle,
    "points": points,
    "envido": envido,
    "truco": truco,
    "win": win,
}


# --- output -----------------------------------------------------------------

def write_wav(path: Path, xs: list[float]) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, x)) * 32767)) for x in xs))


def encode(wav: Path, ogg: Path) -> None:
    if shutil.which("oggenc"):
        subprocess.run(["oggenc", "-Q", "-q", "4", "--resample", str(RATE), "-o", str(ogg), str(wav)],
                       check=True)
    elif shutil.which("sox"):
        subprocess.run(["sox", str(wav), "-C", "2", str(ogg)], check=True)
    else:
        sys.exit("need oggenc (vorbis-tools) or sox to encode OGG Vorbis")


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, fn in SOUNDS.items():
            rng = random.Random(f"truco-{name}")
            wav = Path(tmp) / f"{name}.wav"
            write_wav(wav, fn(rng))
            ogg = OUT / f"{name}.ogg"
            encode(wav, ogg)
            print(f"{ogg.name}: {ogg.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
