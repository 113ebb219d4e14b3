"""Computer players and señas (RULES.md Part D): which señas a player makes, and what the señas it
sees tell it.

Making them (:func:`choose_senas`), by level:

- ``random``, ``facil`` and the frozen levels make none (and ``facil`` reads none); a character
  (:mod:`game.ai.cast`) makes and reads them as its strength (``game.ai`` maps it:
  :func:`game.ai.strength`);
- ``normal`` is honest: its strongest card, then its envido of 28 or more (or its flor, or a second
  card worth telling), or ``nada``;
- ``dificil`` is honest the same way, but with a hand of nothing and rivals likely to catch a seña
  (a catch chance of 25 % or more on average), it sometimes (:data:`FALSE_RATE`) signs a strong card
  it does not hold, for the rivals to see.

Reading them:

- ``dificil`` takes each seña it sees (its partner's, a rival's it caught) as evidence in the worlds
  it samples (:mod:`game.ai.worlds`): in each world it believes the seña with the chance that the
  signer's señas have proved true in this match (:func:`truthfulness`, from the profile), and then
  deals the signer only hands that fit it;
- ``normal`` by rule of thumb (:func:`team_equity`, :func:`team_envido`): a partner's strong card
  raises its estimate of the hand, ``nada`` lowers it, a partner's envido alto counts as 28; a
  rival's caught strong card lowers it, a rival's envido alto raises what it needs to accept.

Everything comes from the observation (``obs["senas"]``: only the señas the seat may know), a seed
and the profile, so it never peeks.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..rng import Rng, derive
from ..senas import ANY_OF, CARD_OF, ENVIDO_ALTO, VALUED, signs, true_signs

#: The version of the computer players' decisions in a match with señas, as a Diario share code of
#: format 5 names it (format 4 names :data:`game.ai.PLAYERS_VERSION`): it moves on whenever a level
#: decides differently with señas on (four players), with ``PLAYERS_VERSION`` when its change reaches
#: them (``PLAYERS_VERSION`` 5 changed only one-against-one decisions and left it at 5). 2: believed
#: señas are dealt to their signer first (:meth:`game.ai.worlds.Knowledge._draw_signed`); 3:
#: ``dificil`` bets the envido and the truco from equilibria (issue 26); 4: in Mineiro, it models the
#: answers of a rival seen to fold by the equilibrium (``rollout.MODEL_FROM_FOLDS``); 5: in
#: Argentino, it values scores as the stronger team against a Falta envido and against loose envido
#: players (``search.STRONGER_EDGE``); 6: in Mineiro, it bets whenever it may against rivals the
#: profile surely shows folding (``search.SURE_FOLDS``), with ``PLAYERS_VERSION`` 6; 7: the same in
#: Argentino 2v2, and there the envido left to the simulation against a rival surely seen to call
#: the Falta far more than the equilibrium (``search.FALTA_SIMULATED``), with ``PLAYERS_VERSION`` 7;
#: 8: in Mineiro, the simulated rivals accept every bet once the rivals have called ours and folded
#: to none (``rollout.CALLER_AFTER``), with ``PLAYERS_VERSION`` 10; 9: in Argentino 2v2, the
#: simulated rivals fold to every bet once the rivals have answered ours and accepted none
#: (``rollout.FOLDER_AFTER``), with ``PLAYERS_VERSION`` 11.
PLAYERS_VERSION_SENAS = 9
#: How often ``dificil`` makes a false seña when it may (see the module docstring).
FALSE_RATE = 0.15
#: The rivals' mean catch chance (percent) from which a false seña is worth it.
FALSE_CATCH = 25
#: The levels that make señas, and that read them.
MAKERS = ("normal", "dificil")
READERS = ("normal", "dificil")
#: Before any seña of a seat has proved true or false: how far its señas are believed, and how many
#: señas that belief is worth.
PRIOR_TRUTH, PRIOR_WEIGHT = 0.9, 4.0

#: The card signs, strongest first, as a player ranks them to choose what to tell.
_STRONG = {"argentino": ("ancho-espada", "ancho-basto", "siete-espada", "siete-oro", "tres", "dos", "ancho-falso"),
           "mineiro": ("zap", "copas", "espadilha", "pica-fumo", "dois-tres", "um-tres")}
#: A false seña: the card a weak hand claims.
_BLUFF = {"argentino": "ancho-basto", "mineiro": "copas"}
#: Signs of a card that wins most tricks: a partner's lifts the team's chances.
TOP = frozenset(CARD_OF)


def honest_plan(variant: str, dealt: list[str], flor: bool = False) -> list[str]:
    """The (at most two) true señas an honest player makes with ``dealt``: its strongest card, then
    its flor or envido alto, else a second card (a second three is ``tres`` again), else nothing
    more; ``nada`` for a hand without a card worth telling."""
    true = true_signs(variant, dealt, flor)
    if true == ["nada"]:
        return ["nada"]
    cards = [s for s in _STRONG[variant] if s in true]
    plan = cards[:1]
    if "flor" in true:
        plan.append("flor")
    elif "envido-alto" in true:
        plan.append("envido-alto")
    elif cards[:1] and cards[0] in ANY_OF and sum(c in ANY_OF[cards[0]] for c in dealt) >= 2:
        plan.append(cards[0])  # two of a kind: the same seña twice
    elif len(cards) > 1 and not (cards[0] == "dois-tres" and cards[1] == "um-tres"):
        plan.append(cards[1])
    return plan[:2] or true[:1]


def plan(obs: dict, level: str, seed: int) -> list[str]:
    """Every seña the observed seat means to make this hand, in order (including those made)."""
    if level not in MAKERS or obs.get("hand") is None:
        return []
    rules = obs["rules"]
    variant = rules["variant"]
    dealt = _dealt(obs)
    honest = honest_plan(variant, dealt, bool(rules.get("flor")))
    if level == "dificil" and honest == ["nada"]:
        me = obs["seat"]
        catch = obs.get("catch") or []
        rivals = [catch[s] for s in ((me + 1) % 4, (me + 3) % 4) if s < len(catch)]
        if rivals and sum(rivals) / len(rivals) >= FALSE_CATCH \
                and Rng(derive("sena-bluff", seed)).random() < FALSE_RATE:
            return [_BLUFF[variant]]
    return honest


def choose_senas(obs: dict, level: str, seed: int) -> list[str]:
    """The señas (``sena:<sign>``) the observed seat makes now, in order: its :func:`plan` less
    those it has made, as far as ``obs["senas_legal"]`` allows. The same observation, level and seed
    always give the same list (the seed should not depend on the señas made: the decision seed of
    the hand's public history does not)."""
    legal = set(obs.get("senas_legal") or [])
    if not legal:
        return []
    me = obs["seat"]
    rest = plan(obs, level, seed)
    made = [e["sign"] for e in obs.get("senas") or [] if e["seat"] == me]
    for sign in made:
        if sign in rest:
            rest.remove(sign)
    return [f"sena:{sign}" for sign in rest[:max(0, 2 - len(made))] if f"sena:{sign}" in legal]


def _dealt(obs: dict) -> list[str]:
    """The seat's dealt cards: in hand and played (its own face-down cards included)."""
    me = obs["seat"]
    dealt = list(obs.get("hand") or [])
    for row in obs.get("tricks") or []:
        for e in row:
            if e["seat"] == me and e["card"] is not None:
                dealt.append(e["card"])
    return dealt


def seen_senas(obs: dict) -> dict[int, list[str]]:
    """The señas the observed seat knows of the other seats (its partner's, the rivals' it
    caught), by seat."""
    me = obs["seat"]
    out: dict[int, list[str]] = {}
    for e in obs.get("senas") or []:
        if e["seat"] != me and e["sign"] in signs(obs["rules"]["variant"], True):
            out.setdefault(e["seat"], []).append(e["sign"])
    return out


def truthfulness(profile, seat: int) -> float:
    """How far the señas of ``seat`` are believed: those proved true among those proved at all in
    this match (the profile's counts), pulled towards :data:`PRIOR_TRUTH`."""
    true = false = 0
    if profile is not None and seat < len(getattr(profile, "sena_true", ())):
        true, false = profile.sena_true[seat], profile.sena_false[seat]
    return (true + PRIOR_TRUTH * PRIOR_WEIGHT) / (true + false + PRIOR_WEIGHT)


# ------------------------------------------------------------------ dealing to a believed seña (dificil)
@dataclass(frozen=True)
class Needs:
    """What believed señas ask of the cards still to be dealt to their signer (:func:`needs`): the
    cards it must get, the cards it must not get, and at least ``count`` of the cards ``among``
    (the first such claim not yet met; any other is left to the full check); ``met``: a hand dealt
    so meets every sign believed."""

    forced: tuple[str, ...] = ()
    banned: frozenset[str] = frozenset()
    among: frozenset[str] = frozenset()
    count: int = 0
    met: bool = True


_THREES = ANY_OF["um-tres"]


def needs(variant: str, believed: tuple[str, ...], mine: list[str]) -> Needs | None:
    """What the signs ``believed`` ask of a seat's missing cards, given the cards of it already
    known (``mine``); None when its known cards already contradict them. The card signs become
    forced cards, ``nada`` bans every card that has a sign; the first "one of these" sign not met
    (``tres``, ``dos``, ``ancho-falso``, ``um-tres``; ``dois-tres``: two threes) becomes ``among``
    and ``count``. ``envido-alto`` and ``flor`` ask nothing here."""
    forced: list[str] = []
    banned: frozenset[str] = frozenset()
    among: frozenset[str] = frozenset()
    count = 0
    met = True
    for sign in believed:
        if sign in CARD_OF:
            card = CARD_OF[sign]
            if card not in mine and card not in forced:
                forced.append(card)
        elif sign == "nada":
            banned = VALUED[variant]
            if any(c in banned for c in mine):
                return None
        elif sign in ANY_OF or sign == "dois-tres":
            group = ANY_OF.get(sign, _THREES)
            want = (2 if sign == "dois-tres" else 1) - sum(c in group for c in mine)
            if want > 0 and not count:
                among, count = group, want
            elif want > 0 and (group, want) != (among, count):
                met = False
        else:
            met = False
    if any(c in banned for c in forced):
        return None
    if count:
        count -= sum(c in among for c in forced)
        if count <= 0:
            among, count = frozenset(), 0
    return Needs(tuple(forced), banned, among, max(0, count), met)


# ------------------------------------------------------------------ the rule of thumb (normal)
def _partner_and_rivals(view) -> tuple[list[str], list[str]]:
    partner = (view.seat + 2) % view.n
    mine: list[str] = []
    theirs: list[str] = []
    for seat, ss in (view.signs or {}).items():
        (mine if seat == partner else theirs).extend(ss)
    return mine, theirs


def team_equity(view, e: float) -> float:
    """``normal``'s estimate ``e`` of taking the hand (or the trick) with the señas it saw: a
    partner's strong card lifts it a good deal, a partner's three or two a little, a partner's
    ``nada`` lowers it; a rival's strong card lowers it."""
    if not view.signs:
        return e
    mine, theirs = _partner_and_rivals(view)
    lift = 0.0
    for s in mine:
        lift += 0.18 if s in TOP else -0.08 if s == "nada" else 0.07 if s not in ("envido-alto", "flor") else 0.0
    for s in theirs:
        lift -= 0.12 if s in TOP else 0.04 if s in ANY_OF or s == "dois-tres" else 0.0
    return min(0.97, max(0.02, e + lift))


def team_envido(view, ev: int) -> int:
    """The envido value ``normal`` plays with: its own, or 28 when its partner signed envido alto."""
    mine, _ = _partner_and_rivals(view)
    return max(ev, ENVIDO_ALTO) if ("envido-alto" in mine or "flor" in mine) else ev


def rival_envido_alto(view) -> bool:
    """A rival's caught seña says its envido is 28 or more."""
    _, theirs = _partner_and_rivals(view)
    return "envido-alto" in theirs


# ------------------------------------------------------------------ the table's side
def sena_seed(match_seed: int | str, hand_no: int, seat: int) -> int:
    """The seed of a seat's señas in a hand: from the match's seed and the hand only, so that the
    same hand always gets the same señas."""
    return derive("senas", match_seed, hand_no, seat)


def computer_senas(match, level_of) -> list:
    """Let the computer players make the señas due now; returns the events. Call it after every
    deal and every action: a seat signs at the first chance it has in a hand (Argentino: as the
    hand is dealt; Mineiro: once the mão keeps its tanda), all its señas at once, the seats from
    the mano round the table, each seeing the señas made before its own; a seat that has made a
    seña is not asked again, so the calls after the first cost next to nothing.

    :param level_of: ``level_of(seat)`` is the seat's level, or None for a seat that makes no seña
        here (the human, a player that ignores señas).
    """
    events: list = []
    h = match.hand
    if h is None or h.over or not match.rules.senas or h.phase == "tanda" or h.mineiro.ferro or h.results:
        return events
    n = match.rules.players
    signed = {s for s, _, _ in h.senas}
    for i in range(n):
        seat = (h.mano + i) % n
        level = level_of(seat)
        if level not in MAKERS or seat in signed or not h.sena_actions(seat):
            continue
        obs = match.observe(seat)
        for action in choose_senas(obs, level, sena_seed(match.seed, match.hand_no, seat)):
            events += match.apply(f"{seat}:{action}")
    return events
