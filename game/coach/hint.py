"""The hint (Ayuda): the person's best move now, each move's chance, and one reason.

Like the review of a hand (:mod:`game.coach.review`), it rests on ``dificil``'s own evaluation
(:func:`game.ai.analyse`) of the person's observation, never of the hidden cards, with the seed
``dificil`` itself would use for that decision: so the action the hint marks best is exactly the
one ``dificil`` plays there (tested). The reason given is built only from the observation and the
evaluation's :class:`~game.ai.search.Facts`; it is returned as a message key and values for the
scenes to put in words (``scenes/strings_advice.py``).

It is sliced like ``think``: :func:`hint_steps` is a generator that yields between small pieces of
work, for the frame loop.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Generator

from .. import ai
from ..ai.profile import Profile
from ..variants import VARIANTS

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


def decision_seed(match_seed, hand_no: int, n_actions: int, seat: int = 0) -> int:
    """The seed ``dificil`` would use at this point (:func:`game.ai.decision_seed`)."""
    return ai.decision_seed(match_seed, hand_no, n_actions, seat)


def hint_steps(obs: dict, seed: int, profile: Profile | None = None) -> Generator[None, None, Hint]:
    """The hint for the observed seat's decision, in slices."""
    analysis = yield from ai.analyse(obs, seed, profile)
    return Hint(analysis.choice, ranked(analysis), _others(obs, analysis), reason(obs, analysis))


def _trusted(action: str, analysis) -> bool:
    """Whether the estimate of ``action`` means something: every action ``dificil`` weighs, and
    those it leaves out only because another does the same (the mazo, a higher card that gains
    nothing). An envido call it leaves out (a hand too weak for it) is estimated against answers
    too naive to trust."""
    return action in analysis.considered or action not in ENVIDO_CALLS


def ranked(analysis) -> tuple[tuple[str, float], ...]:
    """The actions with a meaningful chance: the one played first (a bluff may not be the
    highest), then from the highest chance down."""
    weighed = [(a, c) for a, c in analysis.chances.items() if _trusted(a, analysis)]
    weighed.sort(key=lambda kv: (kv[0] != analysis.choice, -kv[1], kv[0]))
    return tuple(weighed)


def _others(obs: dict, analysis) -> tuple[str, ...]:
    weighed = {a for a, _ in ranked(analysis)}
    return tuple(a for a in obs["legal"] if a not in weighed)


def hint(obs: dict, seed: int, profile: Profile | None = None) -> Hint:
    """:func:`hint_steps` run to its end."""
    return ai.run(hint_steps(obs, seed, profile))


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
    order = ranked(analysis)
    second = next((a for a, _ in order if a != choice), None)
    gain = max(0.0, 100 * (analysis.chances.get(choice, 0) - analysis.chances.get(second, 0))) \
        if second else 0.0
    envido = obs.get("envido")
    if not isinstance(envido, dict):
        envido = {}
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
    if f.slow_play:  # before the envido skipped: why no truco is the lesson here
        bet = max((a for a in analysis.chances if a in BETS), key=lambda a: (analysis.chances[a], a))
        return Reason("slow_play", {"choice": choice, "second": bet})
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
