"""Seeded randomness that gives the same numbers on every platform and Python version.

The engine never uses :mod:`random`: its algorithms may change between versions, and the daily
deal must be identical everywhere (browser included). SplitMix64 is small, fast and well mixed.
"""
from __future__ import annotations

import hashlib

_MASK = (1 << 64) - 1


def derive(*parts: object) -> int:
    """Derive a 64-bit seed from any mix of ints and strings (stable across platforms)."""
    text = "\x1f".join(f"{type(p).__name__}:{p}" for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


class Rng:
    """SplitMix64 generator."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def distinct(self, n: int, k: int) -> list[int]:
        """``k`` distinct integers in ``[0, n)``: what calling :meth:`below` ``(n)`` until ``k``
        different ones came gives, in that order (the same numbers drawn, quicker)."""
        if k > n:
            raise ValueError("cannot draw more distinct numbers than there are")
        out: list[int] = []
        if k <= 0:
            return out
        limit = (1 << 64) - ((1 << 64) % n)
        state = self.state
        while len(out) < k:  # next64, inlined
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                i = z % n
                if i not in out:
                    out.append(i)
        self.state = state
        return out

    def random(self) -> float:
        """Uniform float in ``[0, 1)`` with 53 bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def shuffle(self, items: list) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        """One element of a non-empty sequence."""
        return items[self.below(len(items))]
