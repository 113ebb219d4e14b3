"""The Diario: the same deals for everyone on the same day, replayable from the human's choices.

RULES.md Part C. The seed of a daily comes from the player's local date (given by the caller: the
engine reads no clock) and the whole rules choice: variant, flor, players, target and, only when
they are not the usual ones, envido raises off and a partido of chicos (so the dailies of the usual
rules, and their share codes, are the same as before those two options existed). Deal ``k`` of the day
comes from that seed and ``k`` (:func:`game.match.seeded_deck`); every computer player's choice
comes from :func:`game.ai.decide` with :func:`game.ai.decision_seed` (the match seed and the
hand's history). So a daily match is fully determined by the date, the rules, the level and the
human's own choices, and replays the same anywhere (browser included).

The table of a daily
--------------------
The human sits at seat 0. Every other seat (the partner too, in 4 players) is a computer player at
the daily's level. Who acts next is :func:`next_actor`:

- the human, whenever seat 0 is among ``m.hand.acting_seats()``: so when a call is pending for the
  human's team, the human answers it (the computer partner never answers for the team);
- otherwise ``m.to_act`` (a computer seat, or the human on its own turn).

The human's record is the list of actions the human took, in order, without a seat prefix
(``["envido", "play:1e", ...]``); it is applied as ``"0:<action>"``. That list is all a saved
daily in progress needs (:func:`replay` rebuilds the match), and what a share code packs
(:mod:`game.sharecode`).

A computer player's turn: ``seat, obs, seed = computer_turn(m)``, then ``ai.think(obs, level,
seed)`` stepped over frames (or ``ai.decide``), then ``m.apply(f"{seat}:{action}")``. In a daily
the computer players get **no** ``profile`` (what a player learns about the others over a match):
a daily must replay from its record alone, the same way on every machine. :func:`advance_steps`
does all of this in steps; :func:`advance` at once.

A daily is played with the whole rules choice (:func:`daily_rules`): its key (:func:`rules_key`),
seed and share code carry every option, so a daily of one rule set is never another's.

The command line (``python -m game.daily deals | verify | autoplay``) is :mod:`game.daily_cli`.
"""
from __future__ import annotations

from datetime import date
from typing import Callable, Generator, Iterable, TypeVar

from . import ai
from .errors import BadRules
from .events import Event
from .hand import Hand
from .match import Match, seeded_deck
from .rng import derive
from .rules import Rules

HUMAN = 0
DEFAULT_LEVEL = "normal"
DAILY_KEYS = ("variant", "players", "flor", "target", "envido_raises", "chicos")
#: The options of the daily key, seed and code that are named only when they differ from these.
USUAL = {"envido_raises": True, "chicos": 1}
#: Safety bound on the actions of one daily (a real match takes a few hundred at most).
MAX_ACTIONS = 20_000

HumanChoice = Callable[[Match, list], str]
T = TypeVar("T")


# --------------------------------------------------------------------------- rules and seeds
def daily_rules(rules: Rules | dict) -> Rules:
    """The rules of a daily for a rules choice: all of it (variant, players, flor, target, envido
    raises, chicos), with envido raises on for a variant without envido (it changes nothing there,
    and one game must have one key).

    :raises BadRules: for a rules choice the game does not offer.
    """
    if isinstance(rules, dict):
        rules = Rules.from_dict({k: rules[k] for k in DAILY_KEYS if k in rules})
    if not isinstance(rules, Rules):
        raise BadRules("rules must be a Rules or a dict")
    return Rules(variant=rules.variant, players=rules.players, flor=rules.flor, target=rules.target,
                 envido_raises=rules.envido_raises or not rules.v.has_envido, chicos=rules.chicos)


def _unusual(r: Rules) -> list[str]:
    """The key's words for the options that are not the usual ones, in a fixed order."""
    words = []
    if r.envido_raises != USUAL["envido_raises"]:
        words.append("noraises")
    if r.chicos != USUAL["chicos"]:
        words.append(f"{r.chicos}chicos")
    return words


def rules_key(rules: Rules | dict) -> str:
    """The daily's rules choice as a short key: ``"argentino-2p-30"``, ``"argentino-4p-30-flor"``,
    ``"mineiro-4p-12"``, ``"argentino-4p-30-noraises-3chicos"`` (the key of :mod:`game.stats`'
    statistics per rule set and daily history). Envido raises off and chicos are named only when
    they are not the usual ones, so the keys of the usual rules never changed."""
    r = daily_rules(rules)
    return "-".join([r.variant, f"{r.players}p", str(r.target)] + (["flor"] if r.flor else [])
                    + _unusual(r))


def rules_from_key(key: str) -> Rules:
    """The inverse of :func:`rules_key`.

    :raises BadRules: for a key that names no rules choice.
    """
    if not isinstance(key, str) or len(key) > 80:
        raise BadRules("a rules key is a short string such as 'argentino-2p-30'")
    parts = key.split("-")
    options: dict = {}
    if parts[-1:] and parts[-1].endswith("chicos") and parts[-1][:-6].isdigit():
        options["chicos"] = int(parts.pop()[:-6])
    if parts[-1:] == ["noraises"]:
        options["envido_raises"] = False
        parts.pop()
    flor = parts[-1:] == ["flor"]
    if flor:
        parts = parts[:-1]
    if len(parts) != 3 or not parts[1].endswith("p") or not parts[1][:-1].isdigit() \
            or not parts[2].isdigit():
        raise BadRules(f"{key!r} is not a rules key such as 'argentino-2p-30'")
    rules = Rules(variant=parts[0], players=int(parts[1][:-1]), target=int(parts[2]), flor=flor,
                  **options)
    if rules_key(rules) != key:
        raise BadRules(f"{key!r} is not written as a rules key (did you mean {rules_key(rules)!r}?)")
    return rules


def _check_date(day: date) -> date:
    """``day`` as a plain date (a datetime gives its date: the time of day never matters)."""
    if not isinstance(day, date):
        raise TypeError("the day must be a datetime.date (the player's local date)")
    return date(day.year, day.month, day.day)


def daily_seed(day: date, rules: Rules | dict) -> int:
    """The 64-bit seed of the daily of ``day`` for a rules choice (same on every platform): from
    the date, variant, players, flor and target, then envido raises off and the chicos only when
    they are not the usual ones (so the usual rules keep the seeds they always had)."""
    r = daily_rules(rules)
    extra: list = []
    if r.envido_raises != USUAL["envido_raises"]:
        extra += ["envido_raises", int(r.envido_raises)]
    if r.chicos != USUAL["chicos"]:
        extra += ["chicos", r.chicos]
    return derive("truco-diario", _check_date(day).isoformat(), r.variant, r.players,
                  int(r.flor), r.target, *extra)


def daily_match(day: date, rules: Rules | dict) -> Match:
    """A fresh match of the daily (no hand dealt yet: call ``start_hand()``, or use
    :func:`advance`); its seed is :func:`daily_seed`, its first dealer drawn from that seed."""
    r = daily_rules(rules)
    return Match(r, daily_seed(day, r))


def deals(day: date, rules: Rules | dict, count: int) -> list[dict]:
    """The day's first ``count`` deals, as plain data.

    Each: ``{"hand": k (1-based), "dealer": seat, "mano": seat, "stock": [the shuffled deck],
    "hands": [[cards of seat 0], ...]}``. In Mineiro ``hands`` are the hands if the mão keeps the
    first tanda at 0–0 (the tandas, mão de onze and mão de ferro change who gets which batch).
    Dealers rotate one seat per hand from the match's first dealer.
    """
    r = daily_rules(rules)
    if type(count) is not int or not 0 <= count <= 1000:
        raise ValueError("count must be a whole number from 0 to 1000")
    m = daily_match(_check_date(day), r)
    out = []
    for k in range(count):
        dealer = (m.first_dealer + k) % r.players
        stock = seeded_deck(r, m.seed, k, 0)
        h = Hand(r, dealer, [0, 0], stock=stock)
        if h.phase == "tanda":
            h.apply(h.mano, "keep")
        out.append({"hand": k + 1, "dealer": dealer, "mano": h.mano, "stock": stock,
                    "hands": [list(c) for c in h.dealt]})
    return out


# --------------------------------------------------------------------------- who acts
def next_actor(match: Match) -> int | None:
    """Who acts next in a daily, the human being seat 0: the human whenever seat 0 is among
    ``acting_seats()`` (so the human answers every call made to the human's team), otherwise
    ``match.to_act``. None between hands (deal the next one) and when the match is over."""
    if match.over or match.hand is None or match.hand.over:
        return None
    if HUMAN in match.hand.acting_seats():
        return HUMAN
    return match.to_act


def human_legal(match: Match) -> list[str]:
    """The human's legal actions now (empty when it is not the human's turn)."""
    return match.legal_actions(HUMAN) if next_actor(match) == HUMAN else []


def computer_turn(match: Match) -> tuple[int, dict, int]:
    """The computer seat to act, its observation and its decision seed — what the table passes to
    :func:`game.ai.think` (step by step over frames), then applies as ``f"{seat}:{action}"``.

    :raises ValueError: when no computer player is to act.
    """
    seat = next_actor(match)
    if seat is None or seat == HUMAN:
        raise ValueError("no computer player is to act now")
    obs = match.observe(seat)
    seed = ai.decision_seed(match.seed, match.hand_no, len(obs["history"]), seat)
    return seat, obs, seed


def computer_action(match: Match, level: str) -> str:
    """The computer's action now, with its seat prefix (``"1:quiero"``), ready for ``apply``."""
    seat, obs, seed = computer_turn(match)
    return f"{seat}:{ai.decide(obs, level, seed)}"


def run(steps: Generator[None, None, T]) -> T:
    """Drive a step generator (``advance_steps``, ``replay_steps``, ``verify_steps`` …) to its
    end and return its value."""
    try:
        while True:
            next(steps)
    except StopIteration as stop:
        return stop.value


def advance_steps(match: Match, level: str) -> Generator[None, None, list[Event]]:
    """:func:`advance` in small steps for the frame loop: yields while a computer player thinks
    (through :func:`game.ai.think`) and after each action; returns the events."""
    ev: list[Event] = []
    steps = 0
    while not match.over:
        if match.hand is None or match.hand.over:
            ev += match.start_hand()
            continue
        if next_actor(match) == HUMAN:
            break
        steps += 1
        if steps > MAX_ACTIONS:
            raise RuntimeError("the computer players did not finish the match")
        seat, obs, seed = computer_turn(match)
        action = yield from ai.think(obs, level, seed)
        ev += match.apply(f"{seat}:{action}")
        yield
    return ev


def advance(match: Match, level: str) -> list[Event]:
    """Deal and let the computer players act until the human must act or the match is over.

    :returns: the events, in order.
    """
    return run(advance_steps(match, level))


def play_match(match: Match, human: HumanChoice | Iterable[str], level: str) -> Match:
    """Play ``match`` to its end (or until the human's choices run out), the computer players at
    ``level``.

    :param human: an iterable of the human's actions (no seat prefix), or a callback
        ``human(match, legal) -> action`` asked at each of the human's turns.
    :raises ValueError: for an action that is not legal for the human at that point.
    """
    pick: HumanChoice
    if callable(human):
        pick = human
    else:
        it = iter(human)

        def pick(m: Match, legal: list) -> str:
            return next(it)
    n = 0
    while True:
        advance(match, level)
        if match.over:
            return match
        legal = match.legal_actions(HUMAN)
        try:
            action = pick(match, legal)
        except StopIteration:
            return match
        if action not in legal:
            raise ValueError(f"human action {n + 1} ({action!r}) is not legal now; legal: {legal}")
        match.apply(f"{HUMAN}:{action}")
        n += 1
        if n > MAX_ACTIONS:
            raise RuntimeError("too many human actions")


def replay_steps(day: date, rules: Rules | dict, level: str, human_actions: list[str], *,
                 stop_after_last: bool = False) -> Generator[None, None, Match]:
    """:func:`replay` in small steps for the frame loop (a ``dificil`` daily's computer players
    think for seconds in all); drive it with ``next()`` or :func:`run`."""
    m = daily_match(day, rules)
    for i, action in enumerate(human_actions):
        yield from advance_steps(m, level)
        legal = [] if m.over else m.legal_actions(HUMAN)
        if action not in legal:
            why = "the match is already over" if m.over else f"legal: {', '.join(legal)}"
            raise ValueError(f"human action {i + 1} ({action!r}) is not legal now; {why}")
        m.apply(f"{HUMAN}:{action}")
    if not stop_after_last or not human_actions:
        yield from advance_steps(m, level)
    return m


def replay(day: date, rules: Rules | dict, level: str, human_actions: list[str], *,
           stop_after_last: bool = False) -> Match:
    """Rebuild a daily from the human's actions (the record described in the module docstring).

    The match ends either over, or waiting for the human's next action (the computer players
    have acted and the next hand is dealt); with ``stop_after_last`` it stops right after the
    human's last recorded action instead (the table can then let the computers act with
    animations, calling :func:`advance` or :func:`computer_turn`). :func:`replay_steps` does the
    same in steps.

    :raises ValueError: for an action that is not legal at its point of the match.
    """
    return run(replay_steps(day, rules, level, human_actions, stop_after_last=stop_after_last))


# --------------------------------------------------------------------------- results and sharing
def match_result(match: Match) -> dict:
    """The result of a daily for the human's team: ``{"over": bool, "won": bool | None,
    "scores": [nosotros, ellos], "hands": hands dealt}`` (``won`` is None while playing); in a
    partido also ``"chicos": [nosotros, ellos]`` (``scores`` are then the last chico's)."""
    out = {
        "over": match.over,
        "won": (match.winner == 0) if match.over else None,
        "scores": [int(match.scores[0]), int(match.scores[1])],
        "hands": match.hand_no,
    }
    if match.rules.chicos > 1:
        out["chicos"] = [int(match.chicos[0]), int(match.chicos[1])]
    return out


VARIANT_NAMES = {
    "es": {"argentino": "Argentino", "mineiro": "Mineiro"},
    "pt": {"argentino": "Argentino", "mineiro": "Mineiro"},
    "en": {"argentino": "Argentine", "mineiro": "Mineiro"},
}
_WORDS = {
    "es": {"title": "Truco Diario", "won": "Ganamos", "lost": "Perdimos", "flor": "con flor",
           "players": "{n} jugadores", "target": "a {t}", "noraises": "sin subir el envido",
           "chicos": "al mejor de {n} chicos", "chicos_won": "chicos {a}–{b}",
           "hints": "con ayuda"},
    "pt": {"title": "Truco Diário", "won": "Ganhamos", "lost": "Perdemos", "flor": "com flor",
           "players": "{n} jogadores", "target": "a {t}", "noraises": "sem aumentar o envido",
           "chicos": "melhor de {n} chicos", "chicos_won": "chicos {a}–{b}",
           "hints": "com ajuda"},
    "en": {"title": "Truco Daily", "won": "We won", "lost": "We lost", "flor": "with flor",
           "players": "{n} players", "target": "to {t}", "noraises": "no envido raises",
           "chicos": "best of {n} chicos", "chicos_won": "chicos {a}–{b}",
           "hints": "with hints"},
}


def rules_label(rules: Rules | dict, lang: str = "es") -> str:
    """The rules choice in words: ``"Argentino"``, ``"Argentino, 4 jugadores, con flor, a 15"``,
    ``"Argentino, sin subir el envido, al mejor de 3 chicos"`` (players, flor, target, envido raises and
    chicos are named only when they are not the usual choice)."""
    r = daily_rules(rules)
    w = _WORDS.get(lang, _WORDS["en"])
    parts = [VARIANT_NAMES.get(lang, VARIANT_NAMES["en"])[r.variant]]
    if r.variant == "argentino" and r.players == 4:
        parts.append(w["players"].format(n=r.players))
    if r.flor:
        parts.append(w["flor"])
    if not r.envido_raises:
        parts.append(w["noraises"])
    if r.target != r.v.default_target:
        parts.append(w["target"].format(t=r.target))
    if r.chicos > 1:
        parts.append(w["chicos"].format(n=r.chicos))
    return ", ".join(parts)


def share_text(day: date, rules: Rules | dict, result: dict, code: str, lang: str = "es") -> str:
    """The line to share: ``Truco Diario 2026-11-29 · Argentino · Ganamos 30–22 · <code>`` (a
    partido adds the chicos: ``Ganamos 30–22 (chicos 2–1)``).

    :param result: as :func:`match_result` (``won`` and ``scores``: nosotros first; ``chicos``).
    :param lang: ``es``, ``pt`` or ``en`` (anything else gives English).
    """
    w = _WORDS.get(lang, _WORDS["en"])
    us, them = result["scores"]
    outcome = f"{w['won' if result['won'] else 'lost']} {us}\u2013{them}"
    if result.get("hints"):
        outcome += f" ({w['hints']})"
    chicos = result.get("chicos")
    if isinstance(chicos, (list, tuple)) and len(chicos) == 2:
        outcome += f" ({w['chicos_won'].format(a=chicos[0], b=chicos[1])})"
    return " \u00b7 ".join([f"{w['title']} {_check_date(day).isoformat()}", rules_label(rules, lang),
                            outcome, code])


def autoplay_actions(day: date, rules: Rules | dict, level: str, human_level: str = "random") -> list[str]:
    """A whole daily's human record chosen by a computer player at ``human_level`` (seeded from
    the daily, so always the same): for tests, demos and timings."""
    m = daily_match(day, rules)
    actions: list[str] = []

    def pick(match: Match, legal: list) -> str:
        obs = match.observe(HUMAN)
        seed = derive("autoplay", ai.decision_seed(match.seed, match.hand_no, len(obs["history"]), HUMAN))
        act = ai.decide(obs, human_level, seed)
        actions.append(act)
        return act

    play_match(m, pick, level)
    return actions


if __name__ == "__main__":  # pragma: no cover  (``python -m game.daily`` runs this file as a script)
    from .cli import run as cli_run
    from .daily_cli import main
    cli_run(main)
