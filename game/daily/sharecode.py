"""Share codes of the Diario: a short text that proves a daily's result by replaying it.

A code packs the rules choice, the date, the computer players' level and version, the player's
name and **every move of the match** (the computer players' too); :func:`verify_code` replays the
match from it on the engine (:mod:`game.daily`), so the score it shows is the score those moves
really give with that day's deals.

Two checks, named in the answer's ``"check"``:

- ``"exact"``: the code names this version of the computer players
  (:data:`game.ai.PLAYERS_VERSION`): every computer move is decided again here and must be the
  one the code holds. The whole match is proven, as when it was played.
- ``"legal"``: the code names another version: its computer players decided otherwise than
  these would, so their moves are taken from the code and only checked for legality; the
  person's moves, the deals (from the date) and the result are proven as above. A code of the
  current format therefore keeps verifying after any change to the computer players.

Format 4 (bits, most significant first; the text is :mod:`game.daily.codetext`'s)
===================  ======  ==================================================================
field                bits    value
===================  ======  ==================================================================
version              4       4
variant              1       0 argentino, 1 mineiro
players              1       0 two, 1 four
flor                 1       0 / 1
target               3       index in the variant's targets (argentino 5…30, mineiro 12)
envido raises        1       0 not raised, 1 raised
chicos               1       0 one chico, 1 best of three
level                4       index in :data:`CODE_LEVELS` (an index this game does not know is
                             read as ``level-N`` and checked for legality only)
hints                1       the person asked for a hint (Ayuda) during the match
players version      8       :data:`game.ai.PLAYERS_VERSION` of the computer players who played
day                  16      days since 2000-01-01 (the player's local date)
name length          7       bytes of the name, 0 to :data:`~game.daily.names.MAX_NAME_BYTES`
name                 8 each  the player's name in UTF-8 (:func:`game.daily.names.clean_name`)
moves                …       for each move of the match, in order: its index in
                             :func:`moves` at that point, in ``(len(moves) - 1).bit_length()``
                             bits (a forced move takes none)
padding              0–7     zero bits up to a whole byte
checksum             24      :func:`game.daily.codetext.checksum`
===================  ======  ==================================================================

**Format 5** is format 4 for a daily with señas (RULES.md Part D): the same fields, the version
number saying that the option is on. :func:`moves` then lists, after the legal actions of the
seat that acts, every seña each seat may make at that point (seat by seat, in
:meth:`game.match.Match.sena_actions`' order), so the señas of every seat are moves of the code.
Señas are checked for legality only, also in an exact check: they never change a score or what is
legal (RULES.md D2), and the computer players' later moves, which read them, are decided again.
Its players version is :data:`game.ai.senas.PLAYERS_VERSION_SENAS`, the version of the computer
players' decisions with señas (it moves on with ``PLAYERS_VERSION`` and also alone, when only
the decisions with señas change): a code recorded with other decisions is checked for legality.
A kind of action that only a new rules option allows leaves the codes of every other rule set as
they are; a kind that changes the moves of existing rule sets needs a new version.

Formats 1, 2 and 3 (read only: codes shared before format 4) hold the rules (version 2 and 3 also
envido raises and chicos; 3: hints used), the level in 2 bits, the day, then only the *person's*
choices as indexes in ``legal_actions(0)``: they replay only with the computer players of their
day (:func:`verify_code` replays them with this version's, and says so when they do not fit).

What can be checked without replaying is checked first: the checksum, the header, the name, and
the length (a code holding more bits than the rest of its match could use is refused at once and
again at every new hand). Measured lengths: ``python -m game.daily autoplay`` prints codes; an
Argentine 1 v 1 to 30 takes about 110 characters, a Mineiro match about 80.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Generator

from .. import ai
from ..ai import run
from ..ai.senas import PLAYERS_VERSION_SENAS
from ..errors import BadRules, IllegalAction
from ..match import Match
from ..rules import Rules
from ..variants import VARIANTS
from .codetext import (MAX_CODE_CHARS, MISTYPED, NOT_A_MATCH, OTHER_GAME, BadCode, Bits, CHECK_BYTES, checksum,
                       from_text, normalise, pack, to_text, unpack)
from .deals import USUAL, check_date, daily_match, daily_rules, daily_seed, rules_key
from .names import MAX_NAME_BYTES, BadName, clean_name
from .play import (HUMAN, MAX_ACTIONS, advance, advance_steps, computer_turn, match_result, next_actor,
                   replay)
from .words import share_text

VERSION = 1  # (read only) the usual envido raises and one chico
VERSION_OPTIONS = 2  # (read only) any other envido raises or chicos
VERSION_HINTS = 3  # (read only) a match played with hints (Ayuda), whatever its options
VERSION_MOVES = 4  # every move of the match; written by this game
VERSION_SENAS = 5  # format 4 for a daily with señas
LEGACY = (VERSION, VERSION_OPTIONS, VERSION_HINTS)
EPOCH = date(2000, 1, 1)
MAX_DAY = (1 << 16) - 1
#: the levels a format 4 code names, by index (append only: an index never changes meaning)
CODE_LEVELS = ("random", "facil", "normal", "dificil")
LEVEL_BITS = 4
PLAYERS_VERSION_BITS = 8
NAME_LENGTH_BITS = 7
_VARIANT_ORDER = ("argentino", "mineiro")
#: More bits than the person's choices of any one hand can take (formats 1–3). Argentino: at most
#: 10 decisions (3 cards or the mazo, 3 envido moves, 3 truco moves) of at most 8 legal actions
#: (3 bits); Mineiro: 4 tandas (2 bits), the mão de onze (1), 3 cards (3) and 4 bet moves (3).
#: Random dailies that call and raise whenever they can take at most 16.
MAX_BITS_PER_HAND = 40
#: More bits than every move of one hand can take (format 4), per player at the table: 3 cards,
#: the seat's share of the envido, flor and bet calls and answers, tandas and the mão de onze,
#: of a few bits each. Play that calls and raises whenever it may measures at
#: most ~14 a player.
MAX_MOVE_BITS_PER_SEAT = 30
#: With señas (format 5) every move before a seat's first card may widen by up to 6 bits (the
#: señas every seat may still make), and each seat makes at most two señas.
MAX_MOVE_BITS_PER_SEAT_SENAS = 60

# the names of earlier versions of this module, still used by the tests and the records
_Bits = Bits
_checksum = checksum
_to_text = to_text
_from_text = from_text
_unpack = unpack
__all__ = ["BadCode", "CODE_LEVELS", "MAX_CODE_CHARS", "VERSION_MOVES", "Header", "current_players_version",
           "encode_code", "encode_moves", "max_hands", "moves", "moves_of", "normalise", "read_header", "start_of",
           "replay_code_steps", "verify_code", "verify_steps"]


@dataclass(frozen=True)
class Header:
    """What a code says before its moves."""

    version: int
    day: date
    rules: Rules
    level: str
    hints: bool
    name: str = ""
    #: the computer players' version (format 4); None for codes of formats 1–3
    players_version: int | None = None

    @property
    def exact(self) -> bool:
        """Whether this game replays the code's computer players exactly (same version and a
        level it knows)."""
        if self.version in LEGACY:
            return True
        return self.players_version == current_players_version(self.rules) and self.level in CODE_LEVELS


def current_players_version(rules: Rules) -> int:
    """The version of these computer players' decisions that a code of ``rules`` names: with señas
    (format 5) :data:`game.ai.senas.PLAYERS_VERSION_SENAS`, else :data:`game.ai.PLAYERS_VERSION`."""
    return PLAYERS_VERSION_SENAS if rules.senas else ai.PLAYERS_VERSION


# --------------------------------------------------------------------------- moves
def moves(match: Match) -> list[str]:
    """Every move possible now in a daily, in the order a code numbers them: the legal actions
    of the seat that acts next (:func:`game.daily.next_actor`), each with its seat prefix
    (``"1:quiero"``). Empty between hands and when the match is over."""
    seat = next_actor(match)
    if seat is None:
        return []
    options = [f"{seat}:{a}" for a in match.legal_actions(seat)]
    if match.rules.senas:
        options += [f"{s}:{a}" for s in range(match.rules.players) for a in match.sena_actions(s)]
    return options


def moves_of(match: Match) -> list[str]:
    """Every move a match's log holds, in order, each with its seat prefix."""
    return [a for entry in match.log for a in entry["actions"]]


def _width(n: int) -> int:
    return (n - 1).bit_length()


# --------------------------------------------------------------------------- the header
def _days(day: date) -> int:
    days = (check_date(day) - EPOCH).days
    if not 0 <= days <= MAX_DAY:
        raise ValueError(f"a daily's date must be from {EPOCH} to {EPOCH + timedelta(MAX_DAY)}")
    return days


def _rules_bits(b: Bits, rules: Rules) -> None:
    b.write(_VARIANT_ORDER.index(rules.variant), 1)
    b.write(0 if rules.players == 2 else 1, 1)
    b.write(int(rules.flor), 1)
    b.write(rules.v.targets.index(rules.target), 3)


def _header_bits(day: date, rules: Rules, level: str, hints: bool = False) -> Bits:
    """A header of formats 1–3 (read only: for the tests of old codes)."""
    days = _days(day)
    if level not in CODE_LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(CODE_LEVELS)}")
    usual = rules.envido_raises == USUAL["envido_raises"] and rules.chicos == USUAL["chicos"]
    b = Bits()
    b.write(VERSION_HINTS if hints else VERSION if usual else VERSION_OPTIONS, 4)
    _rules_bits(b, rules)
    if hints or not usual:
        b.write(int(rules.envido_raises), 1)
        b.write(0 if rules.chicos == 1 else 1, 1)
    b.write(CODE_LEVELS.index(level), 2)
    b.write(days, 16)
    return b


def _moves_header_bits(day: date, rules: Rules, level: str, hints: bool = False, name: str = "",
                       players_version: int | None = None) -> Bits:
    """The header of format 4."""
    days = _days(day)
    if level not in CODE_LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(CODE_LEVELS)}")
    version = current_players_version(rules) if players_version is None else players_version
    if not 0 <= version < (1 << PLAYERS_VERSION_BITS):
        raise ValueError(f"players version {version} does not fit in a code")
    try:
        data = clean_name(name).encode("utf-8")
    except BadName as exc:
        raise ValueError(str(exc)) from None
    b = Bits()
    b.write(VERSION_SENAS if rules.senas else VERSION_MOVES, 4)
    _rules_bits(b, rules)
    b.write(int(rules.envido_raises), 1)
    b.write(0 if rules.chicos == 1 else 1, 1)
    b.write(CODE_LEVELS.index(level), LEVEL_BITS)
    b.write(int(bool(hints)), 1)
    b.write(version, PLAYERS_VERSION_BITS)
    b.write(days, 16)
    b.write(len(data), NAME_LENGTH_BITS)
    b.write_bytes(data)
    return b


def _read_rules(bits: Bits, version: int) -> Rules:
    variant = _VARIANT_ORDER[bits.read(1)]
    players = 4 if bits.read(1) else 2
    flor = bool(bits.read(1))
    t = bits.read(3)
    raises, chicos = True, 1
    if version != VERSION:
        raises, chicos = bool(bits.read(1)), 3 if bits.read(1) else 1
        if version == VERSION_OPTIONS and raises and chicos == 1:
            raise BadCode(f"a version {VERSION_OPTIONS} code must name other options than the usual ones", OTHER_GAME)
    targets = VARIANTS[variant].targets
    if t >= len(targets):
        raise BadCode(f"the code names a target that {variant} does not have", OTHER_GAME)
    try:
        named = Rules(variant=variant, players=players, flor=flor, target=targets[t],
                      envido_raises=raises, chicos=chicos, senas=version == VERSION_SENAS)
        rules = daily_rules(named)
    except BadRules as exc:
        raise BadCode(f"the code names rules the game does not offer: {exc}", OTHER_GAME) from None
    if rules != named:
        raise BadCode("the code names envido raises for a variant without envido", OTHER_GAME)
    return rules


def _read_header(bits: Bits) -> Header:
    if bits.left() < 28:
        raise BadCode("the code is too short", MISTYPED)
    version = bits.read(4)
    if version not in LEGACY + (VERSION_MOVES, VERSION_SENAS):
        raise BadCode(f"code version {version} is not supported (this game reads versions "
                      f"{VERSION} to {VERSION_SENAS}: is the code from a newer game?)", OTHER_GAME)
    rules = _read_rules(bits, version)
    if version in LEGACY:
        level = CODE_LEVELS[bits.read(2)]
        day = EPOCH + timedelta(days=bits.read(16))
        return Header(version, day, rules, level, version == VERSION_HINTS)
    index = bits.read(LEVEL_BITS)
    level = CODE_LEVELS[index] if index < len(CODE_LEVELS) else f"level-{index}"
    hints = bool(bits.read(1))
    players_version = bits.read(PLAYERS_VERSION_BITS)
    day = EPOCH + timedelta(days=bits.read(16))
    size = bits.read(NAME_LENGTH_BITS)
    if size > MAX_NAME_BYTES:
        raise BadCode(f"the code's name is too long ({size} bytes; at most {MAX_NAME_BYTES})", MISTYPED)
    raw = bits.read_bytes(size)
    try:
        name = raw.decode("utf-8")
        if clean_name(name) != name:
            raise BadName("it is not written as the game writes names")
    except (UnicodeDecodeError, BadName) as exc:
        raise BadCode(f"the code's name cannot be read: {exc}", NOT_A_MATCH) from None
    return Header(version, day, rules, level, hints, name, players_version)


def read_header(code: str) -> dict:
    """What a code says before replaying it: ``{"date": "YYYY-MM-DD", "rules": {...},
    "rules_key": "argentino-2p-30", "level": "normal", "hints": bool, "name": str,
    "players_version": int | None, "format": 1–5}``.

    :raises BadCode: for a code that cannot be read.
    """
    head = _read_header(unpack(code))
    return {"date": head.day.isoformat(), "rules": head.rules.to_dict(),
            "rules_key": rules_key(head.rules), "level": head.level, "hints": head.hints,
            "name": head.name, "players_version": head.players_version, "format": head.version}


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


def _bits_per_hand(head: Header) -> int:
    if head.version in LEGACY:
        return MAX_BITS_PER_HAND
    if head.version == VERSION_SENAS:
        return MAX_MOVE_BITS_PER_SEAT_SENAS * head.rules.players
    return MAX_MOVE_BITS_PER_SEAT * head.rules.players


def _check_length(bits: Bits, head: Header, scores: list[int], chicos: list[int]) -> None:
    if bits.left() > max_hands(head.rules, scores, chicos) * _bits_per_hand(head) + 7:
        raise BadCode("the code is longer than the rest of its match could be: "
                      "it goes on after the end of the match", NOT_A_MATCH)


# --------------------------------------------------------------------------- encoding
def encode_moves(day: date, rules: Rules | dict, level: str, all_moves: list[str], hints: bool = False,
                 name: str = "", players_version: int | None = None) -> str:
    """The share code of a finished daily from every move of it (seat-prefixed, as
    :func:`moves_of` gives them): no computer player has to think again.

    :param players_version: the version of the computer players who played (default: these).
    :raises ValueError: for moves that do not replay to the end of the daily, or a date, level,
        name or rules choice a code cannot hold.
    """
    r = daily_rules(rules)
    bits = _moves_header_bits(day, r, level, hints, name, players_version)
    m = daily_match(day, r, level)
    for i, move in enumerate(all_moves):
        while not m.over and (m.hand is None or m.hand.over):
            m.start_hand()
        options = moves(m)
        if move not in options:
            why = "the match is already over" if m.over else f"possible: {', '.join(options)}"
            raise ValueError(f"move {i + 1} ({move!r}) is not possible at its point; {why}")
        bits.write(options.index(move), _width(len(options)))
        m.apply(move)
    if not m.over:
        raise ValueError("the match is not over: only a finished daily has a share code")
    return pack(bits)


def encode_code(day: date, rules: Rules | dict, level: str, human_actions: list[str],
                hints: bool = False, name: str = "") -> str:
    """The share code of a finished daily from the person's record (see :mod:`game.daily`): the
    computer players' moves are worked out again (seconds for ``dificil``); ``hints``: the person
    asked for a hint during it; ``name``: the player's name.

    :raises ValueError: for a record that does not replay to the end of the match, or a date,
        level, name or rules choice a code cannot hold.
    """
    r = daily_rules(rules)
    _moves_header_bits(day, r, level, hints, name)  # what a code cannot hold, before any replay
    m = replay(day, r, level, human_actions)
    if not m.over:
        raise ValueError("the match is not over: only a finished daily has a share code")
    return encode_moves(day, r, level, moves_of(m), hints, name)


def human_choices(day: date, rules: Rules | dict, level: str, human_actions: list[str]) -> list[tuple[int, int]]:
    """Each of the person's actions as ``(index in the legal actions, number of legal actions)``:
    the choices a code of formats 1–3 holds.

    :raises ValueError: for an action that is not legal at its point.
    """
    m = daily_match(day, rules)
    out = []
    for i, action in enumerate(human_actions):
        advance(m, level)
        legal = [] if m.over else m.legal_actions(HUMAN)
        if action not in legal:
            raise ValueError(f"human action {i + 1} ({action!r}) is not legal at its point")
        out.append((legal.index(action), len(legal)))
        m.apply(f"{HUMAN}:{action}")
    advance(m, level)
    if not m.over:
        raise ValueError("the match is not over: only a finished daily has a share code")
    return out


# --------------------------------------------------------------------------- verifying
def _replay_legacy(bits: Bits, head: Header) -> Generator[None, None, Match]:
    """Formats 1–3: the person's choices, the computer players deciding again."""
    rules, level = head.rules, head.level
    m = daily_match(head.day, rules)
    taken = 0
    checked_hand = 0
    while True:
        try:
            yield from advance_steps(m, level)
        except RuntimeError:
            raise BadCode("the code's match does not end", NOT_A_MATCH) from None
        if m.over:
            break
        if m.hand is not None and m.hand_no != checked_hand:  # a new hand: what is left must fit
            checked_hand = m.hand_no                              # in the rest of the match
            _check_length(bits, head, m.hand.start_scores, m.chicos)
        if taken >= MAX_ACTIONS:
            raise BadCode("the code's match does not end", NOT_A_MATCH)
        legal = m.legal_actions(HUMAN)
        index = bits.read(_width(len(legal)))
        if index >= len(legal):
            raise BadCode(f"choice {taken + 1} is impossible: index {index} of "
                          f"{len(legal)} legal actions (a code of format {head.version} replays "
                          f"only with the computer players of its day)", NOT_A_MATCH)
        taken += 1
        m.apply(f"{HUMAN}:{legal[index]}")
        yield
    return m


def _replay_moves(bits: Bits, head: Header) -> Generator[None, None, Match]:
    """Format 4: every move from the code; with :attr:`Header.exact` each computer move is decided
    again and must be the code's."""
    m = daily_match(head.day, head.rules, head.level if head.level in CODE_LEVELS else None)
    exact = head.exact
    taken = 0
    checked_hand = 0
    while not m.over:
        if m.hand is None or m.hand.over:
            m.start_hand()
            continue
        if m.hand_no != checked_hand:
            checked_hand = m.hand_no
            _check_length(bits, head, m.hand.start_scores, m.chicos)
        if taken >= MAX_ACTIONS:
            raise BadCode("the code's match does not end", NOT_A_MATCH)
        options = moves(m)
        index = bits.read(_width(len(options)))
        if index >= len(options):
            raise BadCode(f"move {taken + 1} is impossible: index {index} of {len(options)} "
                          f"possible moves", NOT_A_MATCH)
        move = options[index]
        if exact and next_actor(m) != HUMAN and ":sena:" not in move:
            seat, obs, seed = computer_turn(m)
            decided = yield from ai.think(obs, head.level, seed)
            if f"{seat}:{decided}" != move:
                raise BadCode(f"move {taken + 1}: the code says {move!r}, but the computer players "
                              f"of version {current_players_version(head.rules)} play {seat}:{decided} there: "
                              f"the code was changed", NOT_A_MATCH)
        m.apply(move)
        taken += 1
        yield
    return m


def replay_code_steps(code: str) -> Generator[None, None, tuple[Header, Match]]:
    """Replay a code in small steps (yields while the computer players think): its header and
    the finished match.

    :raises BadCode: for a code that cannot be read or does not replay to the end of a match.
    """
    bits = unpack(code)
    head = _read_header(bits)
    _check_length(bits, head, [0, 0], [0, 0])
    if head.version in LEGACY:
        m = yield from _replay_legacy(bits, head)
    else:
        m = yield from _replay_moves(bits, head)
    if bits.left() >= 8 or bits.read(bits.left()):
        raise BadCode("the code goes on after the end of the match", NOT_A_MATCH)
    return head, m


def verify_code(code: str, lang: str = "es") -> dict:
    """Check a code by replaying it; never raises for a bad code.

    :returns: ``{"ok": True, "code": canonical code, "format": 1–5, "date": "YYYY-MM-DD",
        "rules": {...}, "rules_key": ..., "level": ..., "hints": bool, "name": str,
        "players_version": int | None, "check": "exact" | "legal", "result": {"over", "won",
        "scores", "hands"}, "human_actions": [...], "moves": [every move, seat-prefixed],
        "text": the share line in ``lang``}``, or ``{"ok": False, "error": "why the code is
        refused" (English), "why": what that means to a player, one of ``codetext.WHYS``}``.
    """
    return run(verify_steps(code, lang))


def verify_steps(code: str, lang: str = "es") -> Generator[None, None, dict]:
    """:func:`verify_code` in small steps, for the game's screens: call ``next()`` each frame
    until it returns the dict (``StopIteration.value``), or drive it with :func:`game.ai.run`."""
    try:
        head, m = yield from replay_code_steps(code)
    except BadCode as exc:
        return {"ok": False, "error": str(exc), "why": exc.why}
    except (IllegalAction, ValueError, RuntimeError, RecursionError, MemoryError) as exc:
        return {"ok": False, "error": f"the code does not replay: {exc}", "why": NOT_A_MATCH}
    canonical = normalise(code)
    result = match_result(m)
    if head.hints:
        result["hints"] = True
    every = moves_of(m)
    return {
        "ok": True,
        "code": canonical,
        "format": head.version,
        "date": head.day.isoformat(),
        "rules": head.rules.to_dict(),
        "rules_key": rules_key(head.rules),
        "level": head.level,
        "hints": head.hints,
        "name": head.name,
        "players_version": head.players_version,
        "check": "exact" if head.exact else "legal",
        "result": result,
        "human_actions": [a.partition(":")[2] for a in every if a.startswith(f"{HUMAN}:")],
        "moves": every,
        "text": share_text(head.day, head.rules, result, canonical, lang),
    }


def start_of(verified: dict) -> Match:
    """The match of a verified code (:func:`verify_code`'s answer) before its first deal, its
    seats catching señas as the code's players did.

    :raises ValueError: when the answer is not a verified code's.
    """
    if not isinstance(verified, dict) or not verified.get("ok"):
        raise ValueError("not a verified code")
    day = date.fromisoformat(verified["date"])
    level = verified.get("level")
    m = daily_match(day, verified["rules"], level if level in CODE_LEVELS else None)
    if m.seed != daily_seed(day, verified["rules"]):
        raise ValueError("the verified code's seed does not match its day")
    return m


def match_of(verified: dict) -> Match:
    """The finished match of a verified code (:func:`verify_code`'s answer), rebuilt from its
    moves on the engine alone (no computer player thinks).

    :raises ValueError: when the answer is not a verified code's.
    """
    m = start_of(verified)
    for move in verified["moves"]:
        while not m.over and (m.hand is None or m.hand.over):
            m.start_hand()
        m.apply(move)
    return m
