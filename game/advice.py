"""Advice for a person at the table: the hint (Ayuda) and the review of a hand (Repaso).

Both rest on ``dificil``'s own evaluation (:func:`game.ai.analyse`) of the person's observation,
never of the hidden cards, with the seed ``dificil`` itself would use for that decision: so the
action the hint marks best is exactly the one ``dificil`` plays there (tested). The reason given is
built only from the observation and the evaluation's :class:`~game.ai.search.Facts`; it is returned
as a message key and values for the scenes to put in words (``scenes/strings_advice.py``).

Everything is sliced like ``think``: :func:`hint_steps` and :func:`review_steps` are generators
that yield between small pieces of work, for the frame loop.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Generator

from . import ai
from .ai.profile import Profile, learned_profiles
from .match import Match
from .variants import VARIANTS

ENVIDO_CALLS = ("envido", "real-envido", "falta-envido")
BETS = ("truco", "retruco", "vale-cuatro", "seis", "nove", "doze")
ACCEPTS = ("quiero", "aceito", "play-onze")
REFUSALS = ("no-quiero", "corro", "run-onze", "mazo")


@dataclass(frozen=True)
class Reason:
    """One sentence's key (``advice.<key>``) and its values (numbers and card codes only)."""

    key: str
    values: dict


@dataclass(frozen=True)
class Hint:
    """The hint for one decision.

    :param best: the action ``dificil`` plays here.
    :param chances: the actions ``dificil`` weighs here, each with its estimated chance of winning
        the match, ``best`` first, then the others from the highest chance down.
    :param others: the envido calls it does not weigh (a hand too weak to call): their estimates
        assume answers too naive to trust, so no number is shown for them.
    :param reason: why, in one sentence.
    """

    best: str
    chances: tuple[tuple[str, float], ...]
    others: tuple[str, ...]
    reason: Reason


@dataclass(frozen=True)
class Decision:
    """One of the person's decisions in a reviewed hand.

    :param index: its position among the hand's actions.
    :param played: what the person did; ``best``: what ``dificil`` would have done.
    :param cost: win chance given up, in points out of 100 (0 when ``played`` is ``best``).
    :param weighed: whether ``played`` has a meaningful estimate (see :class:`Hint` ``others``);
        when it has not, ``cost`` is a lower bound.
    """

    index: int
    trick: int
    played: str
    best: str
    cost: float
    weighed: bool
    chances: tuple[tuple[str, float], ...]
    reason: Reason


def decision_seed(match_seed, hand_no: int, n_actions: int, seat: int = 0) -> int:
    """The seed ``dificil`` would use at this point (:func:`game.ai.decision_seed`)."""
    return ai.decision_seed(match_seed, hand_no, n_actions, seat)


def hint_steps(obs: dict, seed: int, profile: Profile | None = None) -> Generator[None, None, Hint]:
    """The hint for the observed seat's decision, in slices."""
    analysis = yield from ai.analyse(obs, seed, profile)
    return Hint(analysis.choice, _ranked(analysis), _others(obs, analysis), reason(obs, analysis))


def _trusted(action: str, analysis) -> bool:
    """Whether the estimate of ``action`` means something: every action ``dificil`` weighs, and
    those it leaves out only because another does the same (the mazo, a higher card that gains
    nothing). An envido call it leaves out (a hand too weak for it) is estimated against answers
    too naive to trust."""
    return action in analysis.considered or action not in ENVIDO_CALLS


def _ranked(analysis) -> tuple[tuple[str, float], ...]:
    """The actions with a meaningful chance: the one played first (a bluff may not be the
    highest), then from the highest chance down."""
    weighed = [(a, c) for a, c in analysis.chances.items() if _trusted(a, analysis)]
    weighed.sort(key=lambda kv: (kv[0] != analysis.choice, -kv[1], kv[0]))
    return tuple(weighed)


def _others(obs: dict, analysis) -> tuple[str, ...]:
    weighed = {a for a, _ in _ranked(analysis)}
    return tuple(a for a in obs["legal"] if a not in weighed)


def hint(obs: dict, seed: int, profile: Profile | None = None) -> Hint:
    """:func:`hint_steps` run to its end."""
    return _run(hint_steps(obs, seed, profile))


def _run(gen):
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


# --------------------------------------------------------------------------- the reason
def _best_card(obs: dict) -> str | None:
    st = VARIANTS[obs["rules"]["variant"]].strength
    cards = [c for c in obs.get("hand") or [] if c]
    return max(cards, key=lambda c: (st[c], c)) if cards else None


def _per100(part: int, whole: int) -> int:
    return round(100 * part / whole) if whole else 0


def reason(obs: dict, analysis) -> Reason:
    """The sentence behind a choice, from what the observation shows and the evaluation found."""
    f = analysis.facts
    choice = analysis.choice
    us, them = f.scores
    ranked = _ranked(analysis)
    second = next((a for a, _ in ranked if a != choice), None)
    gain = max(0.0, 100 * (analysis.chances.get(choice, 0) - analysis.chances.get(second, 0))) \
        if second else 0.0
    envido = obs.get("envido") if isinstance(obs.get("envido"), dict) else {}
    envido_pending = envido.get("pending_caller") is not None
    if obs.get("phase") == "tanda":
        return Reason("tanda", {"choice": choice})
    if obs.get("phase") == "onze":
        return Reason("onze_play" if choice == "play-onze" else "onze_run",
                      {"chance": round(100 * analysis.chances.get(choice, 0))})
    if len(obs["legal"]) == 1:
        return Reason("forced", {"choice": choice})
    if f.envido is not None and f.worlds and (choice in ENVIDO_CALLS or envido_pending):
        beaten = _per100(f.envido_beaten, f.worlds)
        if choice in REFUSALS:
            return Reason("envido_weak", {"value": f.envido, "beaten": beaten})
        key = "envido_top" if beaten == 0 else "envido_strong" if beaten <= 40 else "envido_bold"
        return Reason(key, {"value": f.envido, "beaten": beaten})
    skipped = [a for a in obs["legal"] if a in ENVIDO_CALLS and a not in analysis.considered]
    if skipped and f.envido is not None and choice not in ENVIDO_CALLS and not envido_pending:
        return Reason("no_envido", {"value": f.envido, "choice": choice})
    closing = them + 3 >= f.target and choice in REFUSALS
    if closing:
        return Reason("score_refuse", {"us": us, "them": them, "target": f.target})
    card = _best_card(obs)
    if card is not None and f.worlds and (choice in BETS + ACCEPTS + REFUSALS):
        beaten = _per100(f.best_card_beaten, f.worlds)
        key = "bet_weak" if choice in REFUSALS else "bet_strong" if beaten <= 40 else "bet_bold"
        return Reason(key, {"card": card, "beaten": beaten})
    if choice.startswith(("play:", "down:")) and f.seen:
        return Reason("seen", {"choice": choice, "seen": list(f.seen[:2]),
                               "gain": round(gain, 1)})
    key = "chance" if gain >= 0.5 or not second else "chance_tie"
    return Reason(key, {"choice": choice, "chance": round(100 * analysis.chances.get(choice, 0)),
                        "second": second or "", "gain": round(gain, 1)})


# --------------------------------------------------------------------------- the review of a hand
def decision_points(match: Match, hand_index: int | None = None,
                    seat: int = 0) -> list[tuple[int, int, dict, str, int]]:
    """``seat``'s decisions in one hand of ``match`` (default: the last), replayed from its log:
    ``(index in the hand's actions, trick number, observation before it, action, seed)``."""
    log = match.log
    if not log:
        return []
    k = len(log) - 1 if hand_index is None else hand_index
    replay = Match(match.rules, match.seed, dealer=match.first_dealer, scores=match.start_scores)
    for i, entry in enumerate(log[:k + 1]):
        deal = entry["deal"]
        replay.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
        if i < k:
            for action in entry["actions"]:
                replay.apply(action)
    out = []
    for j, action in enumerate(log[k]["actions"]):
        who, _, act = action.partition(":")
        if who == str(seat):
            obs = replay.observe(seat)
            if act in obs["legal"] and len(obs["legal"]) > 1:
                trick = len(replay.hand.results) + 1
                seed = decision_seed(match.seed, replay.hand_no, len(obs["history"]), seat)
                out.append((j, trick, obs, act, seed))
        replay.apply(action)
    return out


def review_steps(match: Match, hand_index: int | None = None, seat: int = 0,
                 use_profile: bool = True) -> Generator[int | None, None, list[Decision]]:
    """Every decision of ``seat`` in a hand, what ``dificil`` would have chosen and what the
    choice cost; the costliest first (ties: in the order played). Deterministic. It yields None
    between slices, and the number of decisions done after each one."""
    points = decision_points(match, hand_index, seat)
    profile = None
    if use_profile and points:
        before = _before_hand(match, len(match.log) - 1 if hand_index is None else hand_index)
        profile = learned_profiles(before, [seat])[seat] if before is not None else None
    out = []
    for index, trick, obs, played, seed in points:
        analysis = yield from ai.analyse(obs, seed, profile)
        chances = _ranked(analysis)
        best = analysis.choice
        weighed = any(a == played for a, _ in chances)
        cost = 0.0 if played == best else max(
            0.0, 100 * (analysis.chances.get(best, 0) - analysis.chances.get(played, 0)))
        out.append(Decision(index, trick, played, best, round(cost, 1), weighed, chances,
                            reason(obs, analysis)))
        yield len(out)  # progress: decisions reviewed so far
    out.sort(key=lambda d: (-d.cost, d.index))
    return out


def _before_hand(match: Match, k: int) -> Match | None:
    """The match as it stood before hand ``k`` (for the profile learned up to then)."""
    before = Match(match.rules, match.seed, dealer=match.first_dealer, scores=match.start_scores)
    for entry in match.log[:k]:
        deal = entry["deal"]
        before.start_hand(hands=deal.get("hands"), stock=deal.get("stock"))
        for action in entry["actions"]:
            before.apply(action)
    return before


def review(match: Match, hand_index: int | None = None, seat: int = 0) -> list[Decision]:
    """:func:`review_steps` run to its end."""
    return _run(review_steps(match, hand_index, seat))
