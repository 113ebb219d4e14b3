"""Table talk: what a character says when something happens at the table.

:func:`pick` chooses at most one line for one action's events: who says it and which line (a key
of the scenes' string catalogue, ``talk.<moment>.<voice>``, with its values). It reads only what
everyone at the table saw: the events (public by construction: :mod:`game.events`) and the
*public* part of an observation (:func:`public`: no seat's hidden cards, no face-down card). So a
line can never reveal a hidden card, nor even depend on one; a test redeals every hidden card and
gets the same lines.

The moments (:data:`MOMENTS`), most telling first; one action's events give at most one line:

- ``match_won`` / ``match_lost``: the match is over.
- ``won_big`` / ``lost_big``: a hand taken with a raised bet accepted (Argentino retruco or more,
  Mineiro seis or more).
- ``bluff_caught`` / ``bluff_owned``: a bet was accepted, its caller's side lost the hand, and the
  caller's cards seen by then (played face up or shown) were weak: the other side caught a bluff
  (or the bluffer owns up when only you caught it).
- ``refused``: a bet was refused (no quiero, corro); the caller's side teases.
- ``mazo``: a side went to the mazo; the other side remarks.
- ``son_buenas``: an envido ended in "son buenas"; the winner's side answers.
- ``falta``: a Falta envido was called; the side that must answer reacts.
- ``onze``: Mineiro, a mão de onze is played; the other side reacts.
- ``buenas``: in a match to 30, a side crossed from the malas into the buenas.
- ``parda``: a trick ended in a parda.

Speakers are the seats given in ``cast`` (the characters; never seat 0, the person). Whether a
character speaks at all is drawn from the seed and the hand's history (:data:`RATE` of the moment
times the character's ``chatty``), so a replay says the same things.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .ai.cast import Character
from .ai.strength import beat_table
from .rng import Rng, derive
from .variants import VARIANTS

MOMENTS = ("match_won", "match_lost", "won_big", "lost_big", "bluff_caught", "bluff_owned", "refused", "mazo",
           "son_buenas", "falta", "onze", "buenas", "parda")
#: How likely a character is to speak at each moment (times its ``chatty``).
RATE = {"match_won": 1.0, "match_lost": 1.0, "won_big": 1.0, "lost_big": 0.8, "bluff_caught": 1.0,
        "bluff_owned": 1.0, "refused": 0.6, "mazo": 0.5, "son_buenas": 0.7, "falta": 0.9, "onze": 0.9,
        "buenas": 0.9, "parda": 0.6}
#: A seat's cards seen are weak when none beats a random card this often (as the profile judges).
WEAK_CARD = 0.6
#: Private parts of an observation: :func:`public` leaves them out.
PRIVATE = ("hand", "partner_hand", "legal", "acting", "to_act")


@dataclass(frozen=True)
class Line:
    """One line of table talk.

    :param seat: who says it.
    :param key: the catalogue key, ``talk.<moment>.<voice>``.
    :param after: the index, in the action's events, of the event it answers (said as it is shown).
    :param values: the line's values (public numbers only).
    """

    seat: int
    key: str
    after: int
    values: dict = field(default_factory=dict)

    @property
    def moment(self) -> str:
        """The moment it speaks to (:data:`MOMENTS`)."""
        return self.key.split(".")[1]


def public(obs: dict) -> dict:
    """The part of an observation everyone at the table knows: no cards in anyone's hand, no
    face-down card's face, no passed batch, no legal actions of the observer."""
    out = {k: v for k, v in obs.items() if k not in PRIVATE}
    out["tricks"] = [[{"seat": e["seat"], "card": None if e["down"] else e["card"], "down": e["down"]}
                      for e in row] for row in obs.get("tricks") or []]
    tanda = dict(obs.get("tanda") or {})
    tanda.pop("passed_cards", None)
    out["tanda"] = tanda
    out.pop("seat", None)
    out.pop("team", None)
    return out


def _events(events) -> list[dict]:
    return [e if isinstance(e, dict) else e.to_dict() for e in events]


def _seen(table: dict) -> dict[int, list[str]]:
    """Each seat's cards seen by everyone: played face up, and shown."""
    seen: dict[int, list[str]] = {}
    for row in table.get("tricks") or []:
        for e in row:
            if e["card"] is not None and not e["down"]:
                seen.setdefault(e["seat"], []).append(e["card"])
    for entry in table.get("shown") or []:
        seen.setdefault(entry["seat"], []).extend(entry["cards"])
    return seen


def _bets(table: dict) -> list[tuple[int, bool]]:
    """The hand's bets: ``(caller, accepted)`` for each call of the betting ladder."""
    v = VARIANTS[table["rules"]["variant"]]
    out: list[tuple[int, bool]] = []
    waiting: int | None = None  # index in out of the bet waiting for its answer
    env_open = False
    for item in table.get("history") or []:
        head, _, act = item.partition(":")
        if not head.isdigit():
            continue
        seat = int(head)
        if act in ("envido", "real-envido", "falta-envido"):
            env_open = True
        elif env_open and act in ("quiero", "no-quiero"):
            env_open = False
        elif act in v.bet_calls:
            if waiting is not None:
                out[waiting] = (out[waiting][0], True)  # a raise accepts the bet before it
            out.append((seat, False))
            waiting = len(out) - 1
        elif act == v.accept and waiting is not None:
            out[waiting] = (out[waiting][0], True)
            waiting = None
        elif act in (v.refuse, "mazo"):
            waiting = None
    return out


def _caught_bluff(table: dict, winner) -> int | None:
    """The seat whose accepted bet was shown to be a bluff in this finished hand, or None."""
    bt = beat_table(table["rules"]["variant"])
    seen = _seen(table)
    for caller, accepted in reversed(_bets(table)):
        cards = seen.get(caller, [])
        if accepted and winner != (caller & 1) and len(cards) >= 2 and max(bt[c] for c in cards) < WEAK_CARD:
            return caller
    return None


def _moments(events: list[dict], table: dict, before: list[int]) -> list[tuple[str, int | None, int, int]]:
    """Candidate moments, most telling first: ``(moment, team that speaks or None for anyone,
    index of the event, seat that caused it or -1)``."""
    rules = table["rules"]
    v = VARIANTS[rules["variant"]]
    out: list[tuple[str, int | None, int, int]] = []
    for i, ev in enumerate(events):
        kind, what = ev["kind"], ev.get("what")
        if kind == "match-over":
            out.append(("match_won", ev["team"], i, -1))
            out.append(("match_lost", 1 - ev["team"], i, -1))
        elif kind == "hand-over" and isinstance(ev.get("team"), int):
            team = ev["team"]
            big = (table.get("level") or 0) >= 2
            if big:
                out.append(("won_big", team, i, -1))
                out.append(("lost_big", 1 - team, i, -1))
            bluffer = _caught_bluff(table, team)
            if bluffer is not None:
                out.append(("bluff_caught", 1 - (bluffer & 1), i, bluffer))
                out.append(("bluff_owned", bluffer & 1, i, bluffer))
        elif kind == "answer" and what == v.refuse and _refused_bet(events, i, table):
            out.append(("refused", 1 - (ev["seat"] & 1), i, ev["seat"]))
        elif kind in ("call", "answer") and what == "mazo":
            out.append(("mazo", 1 - (ev["seat"] & 1), i, ev["seat"]))
        elif kind == "son-buenas":
            out.append(("son_buenas", 1 - (ev["seat"] & 1), i, ev["seat"]))
        elif kind == "call" and what == "falta-envido":
            out.append(("falta", 1 - (ev["seat"] & 1), i, ev["seat"]))
        elif kind == "onze" and what == "play-onze":
            out.append(("onze", 1 - (ev["seat"] & 1), i, ev["seat"]))
        elif kind == "score" and rules["target"] == 30:
            team = ev["team"]
            if before[team] < 15 <= before[team] + ev["points"]:
                out.append(("buenas", team, i, -1))
            before = list(before)
            before[team] += ev["points"]
        elif kind == "trick" and ev.get("team") is None:
            out.append(("parda", None, i, -1))
    order = {m: k for k, m in enumerate(MOMENTS)}
    return sorted(out, key=lambda m: (order[m[0]], m[2]))


def _refused_bet(events: list[dict], i: int, table: dict) -> bool:
    """Whether the ``no-quiero`` at ``events[i]`` refuses a truco (not an envido)."""
    v = VARIANTS[table["rules"]["variant"]]
    for ev in reversed(events[:i]):
        if ev["kind"] in ("call", "answer") and ev.get("what") in v.bet_calls:
            return True
        if ev["kind"] in ("call", "answer") and ev.get("what") in ("envido", "real-envido", "falta-envido"):
            return False
    history = [item.partition(":")[2] for item in table.get("history") or []]
    for act in reversed(history[:-1]):  # the refusal itself is the last entry
        if act in v.bet_calls:
            return True
        if act in ("envido", "real-envido", "falta-envido"):
            return False
    return False


def pick(events, table: dict, cast: dict[int, Character], seed, scores_before: list[int]) -> Line | None:
    """The line (at most one) said after one action.

    :param events: the action's events (:class:`~game.events.Event` or their dicts).
    :param table: the public observation after the action (:func:`public`; a full observation is
        made public here).
    :param cast: the characters by seat (the person's seat is never in it).
    :param seed: the match's seed; with the hand's number and history it draws who speaks.
    :param scores_before: the scores before the action (for the malas/buenas line).
    """
    if not cast:
        return None
    table = public(table)
    evs = _events(events)
    rng = Rng(derive("talk", seed, table.get("hand_no"), len(table.get("history") or ()),
                     tuple(table.get("chicos") or ())))
    n = table["rules"]["players"]
    for moment, team, index, cause in _moments(evs, table, list(scores_before)):
        seats = [s for s in range(n) if s in cast and (team is None or s & 1 == team)]
        if moment == "bluff_owned":
            # the bluffer owns up only when no character of the other side says it was caught
            if any(s in cast and s & 1 != cause & 1 for s in range(n)):
                continue
            seats = [cause] if cause in cast else []
        if not seats:
            continue
        speaker = seats[rng.below(len(seats))] if len(seats) > 1 else seats[0]
        who = cast[speaker]
        if rng.random() >= RATE[moment] * who.chatty:
            continue
        return Line(speaker, f"talk.{moment}.{who.voice}", index, _values(moment, evs, index, table))
    return None


def _values(moment: str, events: list[dict], index: int, table: dict) -> dict:
    """The public numbers a line may use."""
    if moment in ("won_big", "lost_big"):
        return {"points": table.get("stake", 1)}
    if moment in ("match_won", "match_lost"):
        return {"us": table["scores"][0], "them": table["scores"][1]}
    return {}
