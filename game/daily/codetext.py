"""The text of a share code: bits packed most significant first, a checksum, Crockford's base32.

The bytes are written in Crockford's base32 (``0-9 A-Z`` without ``I L O U``), upper case, no
padding. Reading is forgiving: lower case, spaces and hyphens are accepted, ``O`` reads as 0 and
``I``/``L`` as 1. The last :data:`CHECK_BYTES` bytes are the first bytes of
SHA-256(``"truco-diario:"`` + the bytes before them): a mistyped or changed code is refused before
anything else is read.
"""
from __future__ import annotations

import hashlib
import re

MAX_CODE_CHARS = 2000  # also the longest string the storage document keeps
CHECK_BYTES = 3
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {c: i for i, c in enumerate(ALPHABET)}
_READ.update({"O": 0, "I": 1, "L": 1})


#: what a refused code means to a player (the screens say it in the player's language)
MISTYPED = "mistyped"  #: mistyped, cut short or changed on its way
OTHER_GAME = "other_game"  #: written by a version of the game with other codes or rules
NOT_A_MATCH = "not_a_match"  #: read, but its moves are not a match of that Diario: it was changed
WHYS = (MISTYPED, OTHER_GAME, NOT_A_MATCH)


class BadCode(ValueError):
    """A share code that cannot be read or does not replay; the message says why (in English,
    for a maintainer), ``why`` what that means to a player (one of :data:`WHYS`)."""

    def __init__(self, message: str, why: str) -> None:
        assert why in WHYS, why
        super().__init__(message)
        self.why = why


class Bits:
    """Bits written and read most significant first."""

    def __init__(self, value: int = 0, size: int = 0) -> None:
        self.value = value
        self.size = size
        self.pos = 0  # bits read so far

    def write(self, x: int, width: int) -> None:
        """Append ``x`` in ``width`` bits.

        :raises ValueError: when ``x`` does not fit.
        """
        if width and not 0 <= x < (1 << width):
            raise ValueError(f"{x} does not fit in {width} bits")
        self.value = (self.value << width) | x
        self.size += width

    def write_bytes(self, data: bytes) -> None:
        """Append whole bytes."""
        for b in data:
            self.write(b, 8)

    def left(self) -> int:
        """Bits not read yet."""
        return self.size - self.pos

    def read(self, width: int) -> int:
        """The next ``width`` bits as a number.

        :raises BadCode: when fewer are left.
        """
        if width > self.left():
            raise BadCode("the code ends before the match does (is it cut short?)", MISTYPED)
        self.pos += width
        return (self.value >> (self.size - self.pos)) & ((1 << width) - 1)

    def read_bytes(self, n: int) -> bytes:
        """The next ``n`` whole bytes."""
        return bytes(self.read(8) for _ in range(n))

    def to_bytes(self) -> bytes:
        """The bits, zero-padded to a whole byte."""
        pad = -self.size % 8
        return (self.value << pad).to_bytes((self.size + pad) // 8, "big")


def checksum(payload: bytes) -> bytes:
    """The checksum of a code's bytes."""
    return hashlib.sha256(b"truco-diario:" + payload).digest()[:CHECK_BYTES]


def to_text(data: bytes) -> str:
    """``data`` in Crockford's base32, upper case, no padding."""
    n = len(data) * 8
    chars = -(-n // 5)
    value = int.from_bytes(data, "big") << (chars * 5 - n)
    return "".join(ALPHABET[(value >> (5 * (chars - 1 - i))) & 31] for i in range(chars))


def from_text(code: object) -> bytes:
    """The bytes a code's text spells (forgiving, see the module).

    :raises BadCode: for text that is not a code, or longer than :data:`MAX_CODE_CHARS`.
    """
    if not isinstance(code, str):
        raise BadCode("a code is a text of letters and digits", MISTYPED)
    if len(code) > MAX_CODE_CHARS:
        raise BadCode(f"the code is too long ({len(code)} characters; at most {MAX_CODE_CHARS})", MISTYPED)
    text = "".join(code.split()).replace("-", "").upper()
    if not text:
        raise BadCode("the code is empty", MISTYPED)
    value = 0
    for c in text:
        d = _READ.get(c)
        if d is None:
            raise BadCode(f"{c!r} is not a character of a code (0-9 and A-Z without U)", MISTYPED)
        value = (value << 5) | d
    nbytes = len(text) * 5 // 8
    extra = len(text) * 5 - nbytes * 8
    if extra >= 5 or value & ((1 << extra) - 1):
        raise BadCode("the code has a wrong length or stray characters at its end", MISTYPED)
    return (value >> extra).to_bytes(nbytes, "big")


def pack(bits: Bits) -> str:
    """A code's text: its bits, then their checksum."""
    payload = bits.to_bytes()
    return to_text(payload + checksum(payload))


def unpack(code: object) -> Bits:
    """A code's bits, its checksum checked.

    :raises BadCode: for text that is not a code or whose checksum does not match.
    """
    data = from_text(code)
    if len(data) <= CHECK_BYTES:
        raise BadCode("the code is too short", MISTYPED)
    payload, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
    if checksum(payload) != check:
        raise BadCode("the code's checksum does not match: it was mistyped or changed", MISTYPED)
    return Bits(int.from_bytes(payload, "big"), len(payload) * 8)


def normalise(code: str) -> str:
    """The canonical spelling of a code (upper case, no spaces or hyphens, ``O`` → ``0`` …).

    :raises BadCode: for text that is not a code.
    """
    return to_text(from_text(code))


def code_in(text: object) -> str:
    """The code a pasted text holds: a share link's (``https://…/#d=CODE``, or ``#debug&d=CODE``;
    percent-escapes read), or the text itself, trimmed. A link without a code holds none ("").
    Never raises; what comes back is checked by :func:`unpack` like any typed code."""
    if not isinstance(text, str):
        return ""
    text = text[:4 * MAX_CODE_CHARS].strip()
    found = _LINK_CODE.search(text)
    if found is None:
        return "" if "://" in text else text
    from urllib.parse import unquote
    return unquote(found.group(1).replace("+", " ")).strip()


_LINK_CODE = re.compile(r"#(?:[^\s#]*&)?d=([^&\s#]*)")
