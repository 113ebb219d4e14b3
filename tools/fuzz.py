"""``python -m tools.fuzz --actions N --seed S``: random legal play with the engine's invariants checked.

Plays random legal actions across both variants and every rules option, interleaving random illegal
actions (each must be refused with :class:`~game.errors.IllegalAction` and change nothing), and
checks at every step:

- the hand and the match end (bounded steps);
- scores never decrease (except the reset after a chico), every score event is an amount the rules
  allow for its reason, and the score events add up to the scores;
- saving and restoring gives the same legal actions and observations for every seat (checked at every
  step with ``--restore-every 1``; by default every few steps and at the end of every hand);
- no observation holds another seat's unplayed cards, except what the rules reveal (the partner's
  hand in a mão de onze, envido cards shown at the end of the hand, the tanda passed by the mão);
  in a mão de ferro not even the seat's own;
- observations are plain JSON;
- señas (RULES.md Part D): a seña changes nothing but the señas (every seat's legal actions, whose
  turn it is, the scores, the public history and the rest of every observation stay as they were);
  a seat's observation holds its own and its partner's señas, and a rival's only when it caught it
  (the draw of :func:`game.senas.caught` with that seat's chance).

On a violation it prints a reproduction (the match's save and the offending action) and exits with 1.
The same functions back the property-based tests (``tests/test_properties.py``).
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field

from game.cards import FRENCH_DECK, SPANISH_DECK
from game.envido import falta as falta_points
from game.errors import IllegalAction
from game.events import Event
from game.match import Match, parse_action
from game.rng import Rng, derive
from game.rules import Rules
from game.senas import SIGNS, caught

from .cli import Parser, run as cli_run, say

MAX_HAND_ACTIONS = 60  # far more than any hand can take (calls, answers, 12 cards, tandas)
MAX_MATCH_HANDS = 2000


class Violation(AssertionError):
    """An invariant of the engine does not hold."""


@dataclass
class Counts:
    """What a fuzz run did."""

    actions: int = 0
    events: int = 0
    illegal: int = 0
    matches: int = 0
    hands: int = 0
    restores: int = 0
    by_config: dict = field(default_factory=dict)


# ---------------------------------------------------------------------------------------- rules
def random_rules(rng: Rng) -> Rules:
    """A random rules choice over both variants and all options."""
    if rng.below(3) == 0:
        return Rules(variant="mineiro", players=4, target=12, chicos=rng.choice((1, 3)), senas=rng.below(2) == 1)
    players = rng.choice((2, 4))
    return Rules(variant="argentino", players=players, flor=rng.below(2) == 1,
                 target=rng.choice((5, 10, 15, 20, 25, 30)), envido_raises=rng.below(4) != 0,
                 chicos=rng.choice((1, 3)), senas=players == 4 and rng.below(2) == 1)


def random_catch(rules: Rules, rng: Rng) -> tuple[int, ...] | None:
    """Each seat's catch chance for a match with señas (the game's chances, and the extremes)."""
    if not rules.senas:
        return None
    return tuple(rng.choice((0, 15, 30, 100)) for _ in range(rules.players))


def random_start_scores(rules: Rules, rng: Rng) -> tuple[int, int]:
    """Mostly 0-0; sometimes near the end (mão de onze, mão de ferro, falta envido)."""
    t = rules.target
    r = rng.below(8)
    if r == 0:
        return (t - 1, t - 1)
    if r == 1:
        return (t - 1, rng.below(t - 1))
    if r == 2:
        return (rng.below(t), rng.below(t))
    return (0, 0)


# ---------------------------------------------------------------------------------------- checks
def allowed_points(reason: str | None, points: int, rules: Rules, scores_before: list[int], flor_count: int) -> bool:
    """Is ``points`` an amount the rules allow for a score event of this ``reason``?"""
    mineiro = rules.variant == "mineiro"
    falta = falta_points(scores_before, rules.target)
    if reason == "envido":
        return points in (2, 3, 4, 5, 7) or points == falta
    if reason == "envido-refused":
        return points in (1, 2, 3, 4, 5, 7)
    if reason == "flor":
        return points == 3 * flor_count and 1 <= flor_count <= rules.players
    if reason == "truco":
        return points in ((3, 6, 9, 12) if mineiro else (2, 3, 4))
    if reason == "truco-refused":
        return points in ((1, 3, 6, 9) if mineiro else (1, 2, 3))
    if reason == "hand":
        return points == 1 or (mineiro and points == 3)
    if reason == "mazo":
        return not mineiro and points in (1, 2, 3, 4)
    if reason == "onze-run":
        return mineiro and points == 1
    return False


def check_events(m: Match, before: list[int], events: list[Event], chicos_before: list[int]) -> None:
    """Scores only grow, by allowed amounts that add up; the next chico's first deal resets them."""
    scores = list(before)
    hand = m.hand
    assert hand is not None
    flor_count = len(hand.envido.flor_sung)
    for e in events:
        if e.kind == "score":
            if e.team is None or e.team not in (0, 1) or not isinstance(e.points, int) or e.points <= 0:
                raise Violation(f"bad score event {e}")
            if not allowed_points(e.what, e.points, m.rules, scores, flor_count):
                raise Violation(f"score event {e.to_dict()} is not an amount the rules allow "
                                f"(scores before {scores})")
            if e.what == "hand" and e.points == 3 and hand.mineiro.onze_team is None:
                raise Violation(f"a plain hand scored 3 outside a mão de onze: {e.to_dict()}")
            scores[e.team] += e.points
        elif e.kind == "chico-over":
            if e.team is None or scores[e.team] < m.rules.target:
                raise Violation(f"chico over for team {e.team} with scores {scores}")
        elif e.kind == "deal" and max(scores) >= m.rules.target:
            scores = [0, 0]  # the chico's final score stays up until the next chico's first deal
        elif e.kind == "match-over":
            if e.team is None or scores[e.team] < m.rules.target:
                raise Violation(f"match over for team {e.team} with scores {scores}")
    if scores != m.scores:
        raise Violation(f"score events add up to {scores}, the match says {m.scores}")
    if m.chicos != chicos_before and sum(m.chicos) != sum(chicos_before) + 1:
        raise Violation(f"chicos jumped from {chicos_before} to {m.chicos}")


def observations(m: Match) -> list[dict]:
    """Every seat's observation."""
    return [m.observe(s) for s in range(m.rules.players)]


def check_observations(m: Match, obs: list[dict]) -> None:
    """JSON-ready observations that reveal no unplayed card they should not."""
    h = m.hand
    n = m.rules.players
    for s, o in enumerate(obs):
        try:
            text = json.dumps(o, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise Violation(f"observation of seat {s} is not plain JSON: {exc}") from None
        if json.loads(text) != o:
            raise Violation(f"observation of seat {s} does not survive JSON")
        if h is None:
            continue
        for other in range(n):
            if other == s and not h.mineiro.ferro:
                continue
            allowed: set[str] = set()
            if h.mineiro.onze_team is not None and other == (s + 2) % n and s & 1 == h.mineiro.onze_team:
                allowed |= set(h.cards[other])
            if other in h.envido.shown:
                allowed |= set(h.envido.shown[other])
            if h.mineiro.passed is not None and s == h.mano and other == (s + 2) % n:
                allowed |= set(h.mineiro.passed)
            leaked = [c for c in h.cards[other] if c not in allowed and f'"{c}"' in text]
            if leaked:
                raise Violation(f"seat {s} sees seat {other}'s unplayed card(s) {sorted(leaked)}")
        if o["legal"] != h.legal_actions(s) or o["to_act"] != m.to_act:
            raise Violation(f"observation of seat {s} disagrees with the match")
        if o["senas"] != expected_senas(h, s) or o["senas_legal"] != h.sena_actions(s):
            raise Violation(f"observation of seat {s} holds señas {o['senas']}, not {expected_senas(h, s)}")
        # face-down cards of others never show
        for trick in h.tricks:
            for seat, card, down in trick:
                if down and seat != s and f'"{card}"' in text and card not in allowed_known(h, s):
                    raise Violation(f"seat {s} sees seat {seat}'s face-down card {card}")


def expected_senas(h, s: int) -> list[dict]:
    """The señas seat ``s`` may know, worked out afresh: its own, its partner's, and each rival's
    that its own catch draw caught."""
    out = []
    for index, (signer, sign, _) in enumerate(h.senas):
        rival = (signer & 1) != (s & 1)
        if not rival or caught(h.sena_seed, index, s, h.catch[s]):
            out.append({"seat": signer, "sign": sign, "caught": rival})
    return out


def without_senas(o: dict) -> dict:
    """An observation without what only señas change."""
    return {k: v for k, v in o.items() if k not in ("senas", "senas_legal")}


def allowed_known(h, s: int) -> set[str]:
    """Cards ``s`` may know for other reasons than seeing them played (own dealt cards, passed tanda)."""
    known = set(h.dealt[s]) if not h.mineiro.ferro else set()
    if h.mineiro.passed is not None and s == h.mano:
        known |= set(h.mineiro.passed)
    for b in h.mineiro.burned:
        known |= set(b)
    return known


def check_state(m: Match) -> None:
    """Structural invariants: who acts, cards conserved, tricks bounded."""
    h = m.hand
    assert h is not None
    n = m.rules.players
    if h.over or m.over:
        if m.to_act is not None or any(m.legal_actions(s) for s in range(n)):
            raise Violation("the hand is over but someone may act")
        return
    if m.to_act is None:
        raise Violation("the hand is not over but nobody is to act")
    acting = h.acting_seats()
    if m.to_act not in acting:
        raise Violation(f"to_act {m.to_act} is not among the acting seats {acting}")
    for s in range(n):
        legal = m.legal_actions(s)
        if (s in acting) != bool(legal):
            raise Violation(f"seat {s}: acting={s in acting} but legal={legal}")
        if len(set(legal)) != len(legal):
            raise Violation(f"seat {s}: duplicated legal actions {legal}")
    seen = [c for cs in h.cards for c in cs] + [c for t in h.tricks for _, c, _ in t]
    seen += [c for b in h.mineiro.burned for c in b]
    if len(seen) != len(set(seen)):
        raise Violation(f"a card is in two places: {sorted(seen)}")
    if len(h.results) > 3 or any(len(c) > 3 for c in h.cards):
        raise Violation("more than three tricks or three cards")


def check_restore(m: Match, obs: list[dict]) -> None:
    """Save → restore gives the same legal actions and observations for every seat."""
    r = Match.from_json(m.to_json())
    n = m.rules.players
    for s in range(n):
        if r.legal_actions(s) != m.legal_actions(s):
            raise Violation(f"restored match: seat {s} legal {r.legal_actions(s)} != {m.legal_actions(s)}")
        if r.observe(s) != obs[s]:
            raise Violation(f"restored match: observation of seat {s} differs")
    if r.to_json() != m.to_json():
        raise Violation("restored match saves differently")


# ---------------------------------------------------------------------------------------- illegal actions
_VERBS = ("play", "down", "blind", "envido", "real-envido", "falta-envido", "truco", "retruco",
          "vale-cuatro", "quiero", "no-quiero", "mazo", "seis", "nove", "doze", "aceito", "corro",
          "keep", "pass", "burn", "play-onze", "run-onze")
_JUNK = ("", ":", "play:", "play:13e", "blind:0", "blind:-1", "blind:x", "blind:9", "play:1e:1",
         "PLAY:1e", " quiero", "9:quiero", "-1:quiero", "0:", "flor", "contraflor", "truco!", "99:mazo",
         "sena", "sena:", "sena:guiño", "sena:ANCHO-ESPADA", "sena:tres:2", "0:sena:flor", "9:sena:nada")
_SIGNS = tuple(dict.fromkeys(SIGNS["argentino"] + SIGNS["mineiro"]))


def random_action_text(m: Match, rng: Rng) -> str:
    """A random action string, legal or not (the caller checks which)."""
    r = rng.below(10)
    if r == 0:
        return rng.choice(_JUNK)
    deck = FRENCH_DECK if m.rules.variant == "mineiro" else SPANISH_DECK
    verb = rng.choice(_VERBS + ("sena",))
    if verb == "sena":
        text = f"sena:{rng.choice(_SIGNS)}"
    elif verb in ("play", "down"):
        text = f"{verb}:{rng.choice(deck)}"
    elif verb == "blind":
        text = f"blind:{rng.below(5)}"
    else:
        text = verb
    if rng.below(2):
        text = f"{rng.below(m.rules.players + 1)}:{text}"
    return text


def is_legal(m: Match, text: str) -> bool:
    """Whether the engine should accept ``text`` now (from the legal lists alone)."""
    try:
        seat, rest = parse_action(text)
    except IllegalAction:
        return False
    if seat is None:
        seat = m.to_act
    return seat is not None and 0 <= seat < m.rules.players and (
        rest in m.legal_actions(seat) or rest in m.sena_actions(seat))


def try_illegal(m: Match, rng: Rng, obs: list[dict]) -> bool:
    """Apply one random illegal action; it must raise and change nothing. False if none found."""
    for _ in range(8):
        text = random_action_text(m, rng)
        if not is_legal(m, text):
            break
    else:
        return False
    saved = m.to_json()
    try:
        m.apply(text)
    except IllegalAction as exc:
        if not str(exc):
            raise Violation(f"{text!r} refused without a message") from None
    else:
        raise Violation(f"illegal action {text!r} was accepted")
    if m.to_json() != saved or observations(m) != obs:
        raise Violation(f"refusing {text!r} changed the match")
    return True


def check_sena_changed_nothing(m: Match, ev: list[Event], old: list[dict], new: list[dict],
                               legal_before: list[list[str]], turn_before: int | None,
                               history_before: list[str], scores_before: list[int]) -> None:
    """A seña is one ``sena`` event and changes nothing else (RULES.md Part D)."""
    assert m.hand is not None
    if [e.kind for e in ev] != ["sena"] or ev[0].seen is None:
        raise Violation(f"a seña caused {[e.to_dict() for e in ev]}, not one sena event naming who saw it")
    if [m.legal_actions(s) for s in range(m.rules.players)] != legal_before or m.to_act != turn_before:
        raise Violation("a seña changed what is legal or whose turn it is")
    if m.scores != scores_before or m.hand.history != history_before:
        raise Violation("a seña changed the scores or the public history")
    if [without_senas(o) for o in old] != [without_senas(o) for o in new]:
        raise Violation("a seña changed an observation beyond its señas")


# ---------------------------------------------------------------------------------------- play
def choose(m: Match, rng: Rng, fold_rarely: bool = False) -> str:
    """A random legal action for a random acting seat, as a seat-prefixed string."""
    assert m.hand is not None
    signers = [s for s in range(m.rules.players) if m.sena_actions(s)]
    if signers and rng.below(4) == 0:
        seat = signers[rng.below(len(signers))]
        senas = m.sena_actions(seat)
        return f"{seat}:{senas[rng.below(len(senas))]}"
    seats = m.hand.acting_seats()
    seat = seats[rng.below(len(seats))]
    legal = m.legal_actions(seat)
    if fold_rarely and len(legal) > 1:
        keep = [a for a in legal if a not in ("mazo", "no-quiero", "corro", "run-onze")]
        if keep and rng.below(20):
            legal = keep
    return f"{seat}:{legal[rng.below(len(legal))]}"


def play_match(rules: Rules, seed: int, counts: Counts, *, budget: int | None = None,
               restore_every: int = 8, illegal_rate: int = 4, scores=(0, 0), fold_rarely: bool = False,
               progress=None) -> Match:
    """Play one random match with every check; returns the finished (or budget-cut) match.

    :param restore_every: check save → restore every this many steps (1: every step; 0: only at
        hand ends).
    :param illegal_rate: try an illegal action before one step in this many (0: never).
    :raises Violation: with the reproduction in its message.
    """
    rng = Rng(derive("fuzz", seed))
    m = Match(rules, seed, scores=scores, catch=random_catch(rules, rng))
    actions_before = counts.actions
    start = m.start_hand()
    counts.events += len(start)
    counts.hands += 1
    hand_steps = 0
    text = "(start)"
    try:
        obs = observations(m)
        check_observations(m, obs)
        check_state(m)
        while not m.over:
            if budget is not None and counts.actions - actions_before >= budget:
                break
            if m.hand is None or m.hand.over:
                if m.hand_no > MAX_MATCH_HANDS:
                    raise Violation("the match does not end")
                before, chicos = list(m.scores), list(m.chicos)
                text = "(deal)"
                ev = m.start_hand()
                counts.events += len(ev)
                counts.hands += 1
                hand_steps = 0
                check_events(m, before, ev, chicos)
                obs = observations(m)
                check_observations(m, obs)
                check_state(m)
                continue
            if illegal_rate and rng.below(illegal_rate) == 0:
                text = "(illegal)"
                if try_illegal(m, rng, obs):
                    counts.illegal += 1
            text = choose(m, rng, fold_rarely)
            before, chicos = list(m.scores), list(m.chicos)
            sena = parse_action(text)[1].startswith("sena:")
            if sena:
                legal_before = [m.legal_actions(s) for s in range(m.rules.players)]
                turn_before, history_before = m.to_act, list(m.hand.history)
            ev = m.apply(text)
            counts.actions += 1
            counts.events += len(ev)
            hand_steps += 1
            if hand_steps > MAX_HAND_ACTIONS:
                raise Violation("the hand does not end")
            check_events(m, before, ev, chicos)
            new_obs = observations(m)
            if sena:
                check_sena_changed_nothing(m, ev, obs, new_obs, legal_before, turn_before, history_before, before)
            obs = new_obs
            check_observations(m, obs)
            check_state(m)
            if m.to_act is None or (restore_every and counts.actions % restore_every == 0):  # hand over
                check_restore(m, obs)
                counts.restores += 1
            if progress is not None:
                progress(counts)
    except Exception as exc:  # a crash of the engine is a violation too, with its reproduction
        what = str(exc) if isinstance(exc, Violation) else f"the engine raised {exc!r}"
        raise Violation(f"{what}\n  rules={rules.to_dict()} seed={seed} scores={list(scores)} "
                        f"action={text!r}\n  reproduce: Match.from_json(SAVE).apply({text!r})"
                        f"\n  SAVE={m.to_json()}") from None
    counts.matches += 1
    return m


def run(actions: int, seed: int, *, restore_every: int = 8, illegal_rate: int = 4, progress_every: int = 0,
        out=None) -> Counts:
    """Play random matches until ``actions`` legal actions were applied (progress to ``out``, stdout)."""
    out = sys.stdout if out is None else out
    counts = Counts()
    rng = Rng(derive("fuzz-run", seed))
    next_report = [progress_every]

    def progress(c: Counts) -> None:
        if progress_every and c.actions >= next_report[0]:
            next_report[0] += progress_every
            say(f"  {c.actions} actions, {c.events} events, {c.illegal} illegal tried, "
                f"{c.matches} matches", out)

    k = 0
    while counts.actions < actions:
        rules = random_rules(rng)
        scores = random_start_scores(rules, rng)
        key = f"{rules.variant}-{rules.players}p{'-flor' if rules.flor else ''}"
        counts.by_config[key] = counts.by_config.get(key, 0) + 1
        play_match(rules, derive(seed, k), counts, budget=actions - counts.actions,
                   restore_every=restore_every, illegal_rate=illegal_rate, scores=scores,
                   fold_rarely=rng.below(2) == 1, progress=progress)
        k += 1
    return counts


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status (see :func:`tools.cli.run`)."""
    p = Parser(prog="python -m tools.fuzz", description=__doc__.splitlines()[0])
    p.add_argument("--actions", type=int, default=100_000, help="legal actions to play (default 100000)")
    p.add_argument("--seed", type=int, default=1, help="seed of the run (default 1)")
    p.add_argument("--restore-every", type=int, default=8,
                   help="check save/restore every N actions and at every hand end (1: every action)")
    p.add_argument("--illegal-rate", type=int, default=4, help="try an illegal action before 1 in N actions")
    p.add_argument("--progress", type=int, default=50_000, help="print progress every N actions (0: never)")
    a = p.parse_args(argv)
    try:
        c = run(a.actions, a.seed, restore_every=a.restore_every, illegal_rate=a.illegal_rate,
                progress_every=a.progress)
    except Violation as exc:
        say(f"VIOLATION: {exc}")
        return 1
    say(json.dumps({"actions": c.actions, "events": c.events, "illegal_tried": c.illegal,
                    "matches": c.matches, "hands": c.hands, "restores_checked": c.restores,
                    "configs": c.by_config}))
    return 0


if __name__ == "__main__":
    cli_run(main)
