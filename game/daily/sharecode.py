"""Share codes of the Diario: a short text that proves a daily's result by replaying it.

A code packs the rules choice, the date, the computer players' level and the human's choices;
:func:`verify_code` replays the match from it (:mod:`game.daily`), so the score it shows is the
score those choices really give against those deals and those computer players.

Format, versions 1 to 4 (bits, most significant first):

====================  ======  ===============================================================
field                 bits    value
====================  ======  ===============================================================
version               4       1 for the usual envido raises and one chico, else 2; 3 when the
                              person asked for a hint (Ayuda) during the match; 4 with señas
                              (RULES.md Part D), whatever the other options
variant               1       0 argentino, 1 mineiro
players               1       0 two, 1 four
flor                  1       0 / 1
target                3       index in the variant's targets (argentino 5…30, mineiro 12)
envido raises         1       versions 2, 3 and 4 only: 0 not raised, 1 raised
chicos                1       versions 2, 3 and 4 only: 0 one chico, 1 best of three
hints                 1       version 4 only: 1 when the person asked for a hint
level                 2       index in :data:`game.ai.LEVELS`
day                   16      days since 2000-01-01 (the player's local date)
choices               …       for each of the human's decisions, in order: the chosen action's
                              index in ``legal_actions(0)`` at that point (version 4: in
                              ``legal_actions(0) + sena_actions(0)``, :func:`game.daily.human_options`),
                              in ``(len(legal) - 1).bit_length()`` bits (a forced move takes none)
padding               0–7     zero bits up to a whole byte
checksum              24      the first 3 bytes of SHA-256(``"truco-diario:"`` + the bytes above)
====================  ======  ===============================================================

A rules choice has one header only: the usual options are written as version 1 (the codes made
before the two options existed read and verify as they did), any other as version 2; a version 2
header naming the usual options is refused. A match played with hints is written as version 3,
whatever its options, and its result says "with hints" wherever it is shown; a match with señas
as version 4, which names the other options and the hints itself. The header, under the checksum, carries the whole rules
choice, and the replay uses its seed and its rules, so a code verifies only as the rule set it
names.

The bytes are written in Crockford's base32 (``0-9 A-Z`` without ``I L O U``), upper case, no
padding. Reading is forgiving: lower case, spaces and hyphens are accepted, ``O`` reads as 0 and
``I``/``L`` as 1. The choices run until the match is over: a code that ends before the match, that
goes on after it, or that names an index beyond the legal actions is refused. Measured lengths
(computer players ``normal``): Argentino 2 players to 30 about 50 characters (at most ~65),
4 players about 37, Mineiro about 15–25.

Verifying replays the whole match, computer players included: ``normal`` takes ~10 ms on a
desktop, ``dificil`` 1–5 s (the game's screen uses :func:`verify_steps`, a few steps per frame).
What can be checked without replaying is checked first: the checksum, the header, and the length:
a code holding more choices than the rest of the match could use (:func:`max_hands` hands of at
most :data:`MAX_BITS_PER_HAND` bits) is refused at once, before the replay and again at every new
hand. So a forged code costs at most the replay of one match of its rules, and usually much less.
"""
from __future__ import annotations

import hashlib
from datetime import date, timedelta
from typing import Generator

from .. import ai
from ..ai import run
from ..errors import BadRules, IllegalAction
from ..match import Match
from ..rules import Rules
from ..variants import VARIANTS
from .deals import USUAL, check_date, daily_match, daily_rules, rules_key
from .play import HUMAN, MAX_ACTIONS, advance, advance_steps, human_options, match_result
from .words import share_text

VERSION = 1  # the usual envido raises and one chico
VERSION_OPTIONS = 2  # any other envido raises or chicos
VERSION_HINTS = 3  # a match played with hints (Ayuda), whatever its options
VERSION_SENAS = 4  # a match with señas, whatever its options, hints or not
EPOCH = date(2000, 1, 1)
MAX_DAY = (1 << 16) - 1
MAX_CODE_CHARS = 2000  # also the longest string the storage document keeps
CHECK_BYTES = 3
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {c: i for i, c in enumerate(_ALPHABET)}
_READ.update({"O": 0, "I": 1, "L": 1})
_VARIANT_ORDER = ("argentino", "mineiro")
#: More bits than the human's choices of any one hand can take. Argentino: at most 10 decisions
#: (3 cards or the mazo, 3 envido moves, 3 truco moves) of at most 8 legal actions (3 bits);
#: Mineiro: 4 tandas (2 bits), the mão de onze (1), 3 cards (3) and 4 bet moves (3). Random
#: dailies that call and raise whenever they can take at most 16. With señas up to 10 more choices
#: widen every decision before the first card by a bit, and two señas take 4 bits each.
MAX_BITS_PER_HAND = 40
MAX_BITS_PER_HAND_SENAS = 64


class BadCode(ValueError):
    """A share code that cannot be read or does not replay; the message says why."""


# --------------------------------------------------------------------------- bits and text
class _Bits:
    """Bits written and read most significant first."""

    def __init__(self, value: int = 0, size: int = 0) -> None:
        self.value = value
        self.size = size
        self.pos = 0  # bits read so far

    def write(self, x: int, width: int) -> None:
        if width and not 0 <= x < (1 << width):
            raise ValueError(f"{x} does not fit in {width} bits")
        self.value = (self.value << width) | x
        self.size += width

    def left(self) -> int:
        return self.size - self.pos

    def read(self, width: int) -> int:
        if width > self.left():
            raise BadCode("the code ends before the match does (is it cut short?)")
        self.pos += width
        return (self.value >> (self.size - self.pos)) & ((1 << width) - 1)

    def to_bytes(self) -> bytes:
        pad = -self.size % 8
        return (self.value << pad).to_bytes((self.size + pad) // 8, "big")


def _checksum(payload: bytes) -> bytes:
    return hashlib.sha256(b"truco-diario:" + payload).digest()[:CHECK_BYTES]


def _to_text(data: bytes) -> str:
    n = len(data) * 8
    chars = -(-n // 5)
    value = int.from_bytes(data, "big") << (chars * 5 - n)
    return "".join(_ALPHABET[(value >> (5 * (chars - 1 - i))) & 31] for i in range(chars))


def _from_text(code: object) -> bytes:
    if not isinstance(code, str):
        raise BadCode("a code is a text of letters and digits")
    if len(code) > MAX_CODE_CHARS:
        raise BadCode(f"the code is too long ({len(code)} characters; at most {MAX_CODE_CHARS})")
    text = "".join(code.split()).replace("-", "").upper()
    if not text:
        raise BadCode("the code is empty")
    value = 0
    for c in text:
        d = _READ.get(c)
        if d is None:
            raise BadCode(f"{c!r} is not a character of a code (0-9 and A-Z without U)")
        value = (value << 5) | d
    nbytes = len(text) * 5 // 8
    extra = len(text) * 5 - nbytes * 8
    if extra >= 5 or value & ((1 << extra) - 1):
        raise BadCode("the code has a wrong length or stray characters at its end")
    return (value >> extra).to_bytes(nbytes, "big")


def normalise(code: str) -> str:
    """The canonical spelling of a code (upper case, no spaces or hyphens, ``O`` → ``0`` …).

    :raises BadCode: for text that is not a code.
    """
    return _to_text(_from_text(code))


# --------------------------------------------------------------------------- the header
def _header_bits(day: date, rules: Rules, level: str, hints: bool = False) -> _Bits:
    days = (check_date(day) - EPOCH).days
    if not 0 <= days <= MAX_DAY:
        raise ValueError(f"a daily's date must be from {EPOCH} to {EPOCH + timedelta(MAX_DAY)}")
    if level not in ai.LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(ai.LEVELS)}")
    usual = rules.envido_raises == USUAL["envido_raises"] and rules.chicos == USUAL["chicos"]
    b = _Bits()
    b.write(VERSION_SENAS if rules.senas else VERSION_HINTS if hints else VERSION if usual else VERSION_OPTIONS, 4)
    b.write(_VARIANT_ORDER.index(rules.variant), 1)
    b.write(0 if rules.players == 2 else 1, 1)
    b.write(int(rules.flor), 1)
    b.write(rules.v.targets.index(rules.target), 3)
    if hints or not usual or rules.senas:
        b.write(int(rules.envido_raises), 1)
        b.write(0 if rules.chicos == 1 else 1, 1)
    if rules.senas:
        b.write(int(hints), 1)
    b.write(ai.LEVELS.index(level), 2)
    b.write(days, 16)
    return b


def _read_header(bits: _Bits) -> tuple[date, Rules, str, bool]:
    """``(day, rules, level, hints used)``."""
    if bits.left() < 28:
        raise BadCode("the code is too short")
    version = bits.read(4)
    if version not in (VERSION, VERSION_OPTIONS, VERSION_HINTS, VERSION_SENAS):
        raise BadCode(f"code version {version} is not supported (this game reads versions "
                      f"{VERSION} to {VERSION_SENAS})")
    variant = _VARIANT_ORDER[bits.read(1)]
    players = 4 if bits.read(1) else 2
    flor = bool(bits.read(1))
    t = bits.read(3)
    raises, chicos = True, 1
    senas = version == VERSION_SENAS
    hints = version == VERSION_HINTS
    if version in (VERSION_OPTIONS, VERSION_HINTS, VERSION_SENAS):
        raises, chicos = bool(bits.read(1)), 3 if bits.read(1) else 1
        if version == VERSION_OPTIONS and raises and chicos == 1:
            raise BadCode(f"a version {VERSION_OPTIONS} code must name other options than the usual ones")
    if senas:
        hints = bool(bits.read(1))
    level = ai.LEVELS[bits.read(2)]
    day = EPOCH + timedelta(days=bits.read(16))
    targets = VARIANTS[variant].targets
    if t >= len(targets):
        raise BadCode(f"the code names a target that {variant} does not have")
    try:
        named = Rules(variant=variant, players=players, flor=flor, target=targets[t],
                      envido_raises=raises, chicos=chicos, senas=senas)
        rules = daily_rules(named)
    except BadRules as exc:
        raise BadCode(f"the code names rules the game does not offer: {exc}") from None
    if rules != named:
        raise BadCode("the code names envido raises for a variant without envido")
    return day, rules, level, hints


def _unpack(code: object) -> _Bits:
    data = _from_text(code)
    if len(data) <= CHECK_BYTES:
        raise BadCode("the code is too short")
    payload, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
    if _checksum(payload) != check:
        raise BadCode("the code's checksum does not match: it was mistyped or changed")
    return _Bits(int.from_bytes(payload, "big"), len(payload) * 8)


def read_header(code: str) -> dict:
    """What a code says before replaying it: ``{"date": "YYYY-MM-DD", "rules": {...},
    "rules_key": "argentino-2p-30", "level": "normal"}``.

    :raises BadCode: for a code that cannot be read.
    """
    day, rules, level, hints = _read_header(_unpack(code))
    return {"date": day.isoformat(), "rules": rules.to_dict(), "rules_key": rules_key(rules),
            "level": level, "hints": hints}


# --------------------------------------------------------------------------- limits
def max_hands(rules: Rules, scores: tuple[int, int] | list[int] = (0, 0),
              chicos: tuple[int, int] | list[int] = (0, 0)) -> int:
    """More hands than a daily of ``rules`` can still take from ``scores`` (of the chico in play,
    with ``chicos`` won so far).

    Every Argentine hand gives a team at least one point, so at most
    ``(target - 1 - a) + (target - 1 - b) + 1`` hands are left in the chico; a partido may then
    play as many whole chicos as are still to be decided. A Mineiro hand may give nobody
    anything (three ties, a mão de ferro), so four times that: ~70 pointless hands in a row would
    be needed to go past it.
    """
    t = rules.target

    def left(a: int, b: int) -> int:
        return max(0, t - 1 - a) + max(0, t - 1 - b) + 1
    more = max(0, rules.chicos - 1 - chicos[0] - chicos[1])
    n = left(scores[0], scores[1]) + more * left(0, 0)
    return n if rules.v.name == "argentino" else 4 * n


def _check_length(bits: _Bits, rules: Rules, scores: list[int], chicos: list[int]) -> None:
    per_hand = MAX_BITS_PER_HAND_SENAS if rules.senas else MAX_BITS_PER_HAND
    if bits.left() > max_hands(rules, scores, chicos) * per_hand + 7:
        raise BadCode("the code is longer than the rest of its match could be: "
                      "it goes on after the end of the match")


# --------------------------------------------------------------------------- encoding
def human_choices(day: date, rules: Rules | dict, level: str, human_actions: list[str]) -> list[tuple[int, int]]:
    """Each of the human's actions as ``(index in the human's options, number of options)``
    (:func:`game.daily.human_options`: the legal actions, then the señas).

    :raises ValueError: for an action that is not legal at its point.
    """
    m = daily_match(day, rules, level)
    out = []
    for i, action in enumerate(human_actions):
        advance(m, level)
        legal = [] if m.over else human_options(m)
        if action not in legal:
            raise ValueError(f"human action {i + 1} ({action!r}) is not legal at its point")
        out.append((legal.index(action), len(legal)))
        m.apply(f"{HUMAN}:{action}")
    advance(m, level)
    if not m.over:
        raise ValueError("the match is not over: only a finished daily has a share code")
    return out


def encode_code(day: date, rules: Rules | dict, level: str, human_actions: list[str],
                hints: bool = False) -> str:
    """The share code of a finished daily, from the human's record (see :mod:`game.daily`);
    ``hints``: the person asked for a hint during it.

    :raises ValueError: for a record that does not replay to the end of the match, or a date,
        level or rules choice a code cannot hold.
    """
    r = daily_rules(rules)
    bits = _header_bits(day, r, level, hints)
    for index, n in human_choices(day, r, level, human_actions):
        bits.write(index, (n - 1).bit_length())
    payload = bits.to_bytes()
    return _to_text(payload + _checksum(payload))


# --------------------------------------------------------------------------- verifying
def replay_code_steps(code: str) -> Generator[None, None, tuple[date, Rules, str, list[str], Match]]:
    """Replay a code in small steps (yields while the computer players think): ``(day, rules,
    level, human_actions, finished match)``.

    :raises BadCode: for a code that cannot be read or does not replay to the end of a match.
    """
    bits = _unpack(code)
    day, rules, level, _hints = _read_header(bits)
    _check_length(bits, rules, [0, 0], [0, 0])
    m = daily_match(day, rules, level)
    actions: list[str] = []
    checked_hand = 0
    while True:
        try:
            yield from advance_steps(m, level)
        except RuntimeError:
            raise BadCode("the code's match does not end") from None
        if m.over:
            break
        if m.hand is not None and m.hand_no != checked_hand:  # a new hand: what is left must fit
            checked_hand = m.hand_no                              # in the rest of the match
            _check_length(bits, rules, m.hand.start_scores, m.chicos)
        if len(actions) >= MAX_ACTIONS:
            raise BadCode("the code's match does not end")
        legal = human_options(m)
        index = bits.read((len(legal) - 1).bit_length())
        if index >= len(legal):
            raise BadCode(f"choice {len(actions) + 1} is impossible: index {index} of "
                          f"{len(legal)} legal actions")
        actions.append(legal[index])
        m.apply(f"{HUMAN}:{legal[index]}")
        yield
    if bits.left() >= 8 or bits.read(bits.left()):
        raise BadCode("the code goes on after the end of the match")
    return day, rules, level, actions, m


def verify_code(code: str, lang: str = "es") -> dict:
    """Check a code by replaying it; never raises for a bad code.

    :returns: ``{"ok": True, "code": canonical code, "date": "YYYY-MM-DD", "rules": {...},
        "rules_key": ..., "level": ..., "result": {"over", "won", "scores", "hands"},
        "human_actions": [...], "text": the share line in ``lang``}``, or
        ``{"ok": False, "error": "why the code is refused"}``.
    """
    return run(verify_steps(code, lang))


def verify_steps(code: str, lang: str = "es") -> Generator[None, None, dict]:
    """:func:`verify_code` in small steps, for the game's "verify a code" screen: call ``next()``
    each frame until it returns the dict (``StopIteration.value``), or drive it with
    :func:`game.run`."""
    try:
        day, rules, level, actions, m = yield from replay_code_steps(code)
    except BadCode as exc:
        return {"ok": False, "error": str(exc)}
    except (IllegalAction, ValueError, RuntimeError, RecursionError, MemoryError) as exc:
        return {"ok": False, "error": f"the code does not replay: {exc}"}
    canonical = normalise(code)
    result = match_result(m)
    hints = _read_header(_unpack(code))[3]
    if hints:
        result["hints"] = True
    return {
        "ok": True,
        "code": canonical,
        "date": day.isoformat(),
        "rules": rules.to_dict(),
        "rules_key": rules_key(rules),
        "level": level,
        "hints": hints,
        "result": result,
        "human_actions": actions,
        "text": share_text(day, rules, result, canonical, lang),
    }
