"""The Diario's rules choice and deals: its key, its seed and the day's deals (RULES.md Part C).

The seed of a daily comes from the player's local date (given by the caller: the engine reads no
clock) and the whole rules choice: variant, flor, players, target and, only when they are not the
usual ones, envido raises off, a partido of chicos and señas (so the dailies of the usual rules,
and their share codes, are the same as before those options existed). Deal ``k`` of the day comes from
that seed and ``k`` (:func:`game.match.seeded_deck`).
"""
from __future__ import annotations

from datetime import date

from ..errors import BadRules
from ..hand import Hand
from ..match import Match, seeded_deck
from ..rng import derive
from ..rules import Rules
from ..senas import catch_chances

DAILY_KEYS = ("variant", "players", "flor", "target", "envido_raises", "chicos", "senas")
#: The options of the daily key, seed and code that are named only when they differ from these.
USUAL = {"envido_raises": True, "chicos": 1, "senas": False}
#: The human's seat in a daily (every other seat is a computer player).
HUMAN = 0


def daily_rules(rules: Rules | dict) -> Rules:
    """The rules of a daily for a rules choice: all of it (variant, players, flor, target, envido
    raises, chicos, señas), with envido raises on for a variant without envido (it changes nothing there,
    and one game must have one key).

    :raises BadRules: for a rules choice the game does not offer.
    """
    if isinstance(rules, dict):
        rules = Rules.from_dict({k: rules[k] for k in DAILY_KEYS if k in rules})
    if not isinstance(rules, Rules):
        raise BadRules("rules must be a Rules or a dict")
    return Rules(variant=rules.variant, players=rules.players, flor=rules.flor, target=rules.target,
                 envido_raises=rules.envido_raises or not rules.v.has_envido, chicos=rules.chicos,
                 senas=rules.senas)


def _unusual(r: Rules) -> list[str]:
    """The key's words for the options that are not the usual ones, in a fixed order."""
    words = []
    if r.envido_raises != USUAL["envido_raises"]:
        words.append("noraises")
    if r.chicos != USUAL["chicos"]:
        words.append(f"{r.chicos}chicos")
    if r.senas:
        words.append("senas")
    return words


def rules_key(rules: Rules | dict) -> str:
    """The daily's rules choice as a short key: ``"argentino-2p-30"``, ``"argentino-4p-30-flor"``,
    ``"mineiro-4p-12"``, ``"argentino-4p-30-noraises-3chicos"``, ``"mineiro-4p-12-senas"`` (the key of :mod:`game.daily.stats`'
    statistics per rule set and daily history). Envido raises off and chicos are named only when
    they are not the usual ones, and so are señas, so the keys of the usual rules never changed."""
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
    if parts[-1:] == ["senas"]:
        options["senas"] = True
        parts.pop()
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


def check_date(day: date) -> date:
    """``day`` as a plain date (a datetime gives its date: the time of day never matters)."""
    if not isinstance(day, date):
        raise TypeError("the day must be a datetime.date (the player's local date)")
    return date(day.year, day.month, day.day)


def daily_seed(day: date, rules: Rules | dict) -> int:
    """The 64-bit seed of the daily of ``day`` for a rules choice (same on every platform): from
    the date, variant, players, flor and target, then envido raises off, the chicos and señas only
    when they are not the usual ones (so the usual rules keep the seeds they always had)."""
    r = daily_rules(rules)
    extra: list = []
    if r.envido_raises != USUAL["envido_raises"]:
        extra += ["envido_raises", int(r.envido_raises)]
    if r.chicos != USUAL["chicos"]:
        extra += ["chicos", r.chicos]
    if r.senas:
        extra += ["senas", 1]
    return derive("truco-diario", check_date(day).isoformat(), r.variant, r.players,
                  int(r.flor), r.target, *extra)


def daily_match(day: date, rules: Rules | dict, level: str | None = None) -> Match:
    """A fresh match of the daily (no hand dealt yet: call ``start_hand()``, or use
    :func:`advance`); its seed is :func:`daily_seed`, its first dealer drawn from that seed. With
    señas the seats catch them as the human (seat 0) and the computer players at ``level`` do."""
    r = daily_rules(rules)
    catch = None
    if r.senas and level is not None:
        catch = catch_chances(["human" if s == HUMAN else level for s in range(r.players)])
    return Match(r, daily_seed(day, r), catch=catch)


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
    m = daily_match(check_date(day), r)
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
