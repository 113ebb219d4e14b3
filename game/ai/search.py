"""The hard player (``dificil``): determinized simulation of the rest of the hand.

For one decision it samples worlds consistent with the observation (:mod:`game.ai.worlds`, which
also reads the others' calls and plays), and in each world plays every legal action followed by the
rest of the hand with the rule-of-thumb policy on the fast path (:mod:`game.ai.rollout`; every
simulated seat sees only its own cards and the table). The end of each playout is valued by the
chance of winning the match from the resulting score (:func:`game.ai.winprob.chance`: in Argentino
one against one from how hands were measured to score, both teams often in one hand; elsewhere the
one-team model of :func:`game.ai.winprob.win_probability`), so a point near
the target, a Falta envido or a mão de onze weigh what they are worth; in Mineiro that chance is
the stronger team's (:data:`game.ai.winprob.EDGE`), while the chances reported are the even model's.
In Argentino it is the stronger team's where the match is at stake against a loose rival
(:data:`STRONGER_EDGE`: answering a Falta envido, and against a rival the profile surely shows
playing the envido far from the equilibrium).
The simulated rivals answer the truco ladder (and in Mineiro call it) by the ladder's equilibrium
(:mod:`game.ai.truco_policy`), or by their fold rates once the profile is sure of them. The best
average among the actions worth considering (:func:`candidates`) wins, and a weak hand bluffs as
often as that equilibrium bets with its strength, when a bet is nearly as good as the best action.
One against one in Argentino a strong hand slow-plays: where a truco call is barely better than
its best card, it plays the card (:data:`SLOW_PLAY`), once the rival has been seen to fold to our
bets (:data:`SLOW_PLAY_FOLDS`).

**Envido openings** come from the envido's equilibrium (:mod:`game.ai.envido_policy`): a mixed
strategy drawn from the seed, or the best response to rivals the profile is sure about; a call
below :data:`ENVIDO_FLOOR` only at the fixed policy's bluff rate (:func:`_guarded`). When it opens
no envido the simulation chooses among the other actions. Answers to the rivals' envido calls are
the simulation's (:data:`ENVIDO_ANSWERS`). The analysis (hints, reviews) still simulates every
legal action, for its chances; playing (:func:`think_dificil`) skips what the choice does not
depend on. The truco bluffs' frequency is the equilibrium's times the profile's
:meth:`Profile.bluff_scale` (none against a rival seen never to fold). In Mineiro and in Argentino
2v2, against rivals the profile surely shows folding to our bets (:data:`SURE_FOLDS`), every bet
it may make is made and their bets are raised (:func:`against_folders`), whatever the simulation
says. In 2v2, against a rival it surely shows calling the Falta envido far more often than an
equilibrium player, the envido is the simulation's (:data:`FALTA_SIMULATED`); one against one,
so it is once the rival has answered our envido calls or bets and refused none (:func:`accepter`).

:func:`analyse` is that whole computation with its numbers: every legal action's estimated chance,
the action chosen (what :func:`think_dificil` plays: it is built on ``analyse``) and the facts
behind the estimate, for hints and reviews.

Mineiro's special decisions: the tanda (keep / pass / burn) is simulated over shuffled stocks
(:mod:`game.ai.tanda`); the mão de onze (play for 3 or run giving 1) is an ordinary candidate pair
here, over more worlds (:data:`ONZE_WORLDS`: the partner's cards are known, the opponents' sampled);
the blind plays of a mão de ferro stay random: no one knows their own blind cards, so every position
is the same bet. With three chicos the value of a chico for the match is an increasing affine
function of the chance of winning it, so maximizing that chance is already the right choice.

The work is a fixed number of playouts (no clock, so the result is reproducible), done in slices:
the generator yields after every sampled world. When it plays rather than analyses, the playouts
of the actions it does not choose among are left out, and so is every world when the envido's
equilibrium or the bet against sure folders decides: the same choice, less work.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Generator

from ..rng import Rng, derive
from ..tricks import trick_outcome
from ..variants import VARIANTS
from . import envido_policy
from .fast import FastHand, encode
from .heuristic import NORMAL, ROLLOUT, Style, choose, equity
from .profile import BLUFF_PRIOR_SCALE, Profile, rivals
from .rollout import (CALLER_AFTER, FOLDER_AFTER, MODEL_FROM_FOLDS, TRUCO_MODEL, fast_playout, playout,
                      rollout_styles)
from .tanda import analyse_tanda
from .truco_game import BUCKETS, bucket, trick_state
from .truco_policy import answer_chances, bluff_cap, call_chance
from .view import View, from_obs
from .winprob import EDGE, chance
from .worlds import Knowledge, fast_worlds

__all__ = ["Analysis", "Facts", "analyse", "candidates", "playout", "think_dificil"]  # playout: now in rollout

#: Playouts per decision (every sampled world plays every legal action), and the bounds on worlds.
PLAYOUTS = 720
MIN_WORLDS, MAX_WORLDS = 24, 120
#: Worlds for a mão de onze decision: rare, worth 3 tentos or the match, and running needs no playout.
ONZE_WORLDS = 200
#: How often it bluffs on purpose when a bet is nearly as good as the best action, per variant (in
#: Mineiro, where nearly every hand sees a truco anyway, they did not pay in the arena: docs/ai.md).
BLUFF_RATES = {"argentino": 0.12, "mineiro": 0.0}
BLUFF_RATE = BLUFF_RATES["argentino"]
BLUFF_MARGIN = 0.03
#: Whether the bluffs' frequencies come from the ladder's equilibrium (:func:`bluff_chance`), and
#: per variant whether they wait for evidence (``BLUFF_EVIDENCE``): a weak hand's call capped at the
#: equilibrium's mean bluff rate (:func:`game.ai.truco_policy.bluff_cap`) and the profile's scale
#: starting at :data:`game.ai.profile.BLUFF_PRIOR_SCALE`. Not in Mineiro: it lost there (docs/ai.md).
BLUFF_MODEL = True
BLUFF_EVIDENCE = {"argentino": True, "mineiro": False}
#: The envido equilibrium's switches (:func:`_guarded`; measured in docs/ai.md): whether it decides
#: at all (``ENVIDO_EQ``), whether its opening calls below :data:`ENVIDO_FLOOR` are cut to the
#: fixed policy's bluff rate (``ENVIDO_GUARD``), whether its answers are played
#: (``ENVIDO_ANSWERS``; else the simulation answers, reading the call) and, without them, whether
#: its raises at the floor or above still are (``ENVIDO_RAISES``).
ENVIDO_EQ = True
ENVIDO_GUARD = True
ENVIDO_ANSWERS = False
ENVIDO_RAISES = False
#: Whether a value at :data:`ENVIDO_FLOOR` or above may still open the envido when the
#: equilibrium passes (its slow play): the simulation then decides, as in ``dificil-2026-12``.
ENVIDO_VALUE_CALLS = True
#: Whether the simulation chooses which envido call opens when the equilibrium opens with a value
#: at the floor (measured: did not help, docs/ai.md).
ENVIDO_CALL_CHOICE = False
#: Per table size, how often the equilibrium's envido bluffs (openings below :data:`ENVIDO_FLOOR`)
#: are kept (:func:`_guarded`): ``"equilibrium"``, at its own rate times the square of the
#: profile's scale (all of them at the prior, soon few against a rival seen to accept them); or
#: ``"fixed"``, at the fixed policy's rate times the scale. One against one the equilibrium's paid
#: (``PLAYERS_VERSION`` 5, docs/ai.md); in 2v2 it was not measured.
ENVIDO_BLUFFS = {2: "equilibrium", 4: "fixed"}
#: Bonus (in win probability) for the rule-of-thumb choice, to settle near ties sensibly.
PRIOR = 0.004

#: The edge (:func:`game.ai.winprob.win_probability`) the choice values scores with, as the stronger
#: team, where the match is at stake against a rival who does not play the envido as an
#: equilibrium player does (None: the variant's :data:`game.ai.winprob.EDGE` everywhere; see
#: :func:`valuing_edge`). Measured in docs/ai.md ("The value as the stronger team in Argentino").
STRONGER_EDGE = {"argentino": 0.6, "mineiro": None}
#: Against rivals who surely fold to our bets (:meth:`Profile.sure_folds`, a one-sided 95% bound of
#: their fold share, at least this), every bet we may make is made and their bets are raised
#: (:func:`against_folders`). By variant and table size (absent: never). Measured in Mineiro
#: (``PLAYERS_VERSION`` 6) and Argentino 2v2 (version 7), docs/ai.md; Argentino 1v1 already beat
#: a rival who always folds by more than the frozen version.
SURE_FOLDS: dict[tuple[str, int], float] = {("mineiro", 4): 0.65, ("argentino", 4): 0.65}
#: By table size, whether the envido is left to the simulation (as ``dificil-2026-12`` played it)
#: once the profile is sure a rival calls the Falta envido far more often than an equilibrium
#: player does (:func:`game.ai.envido_policy.deviations`); else the equilibrium's decision stands.
#: Measured in 2v2 against falta-happy (``PLAYERS_VERSION`` 7, docs/ai.md).
FALTA_SIMULATED = {2: False, 4: True}
#: By table size, the envido is left to the simulation too once the rivals, having refused none of
#: our envido calls, have answered this many of them, or this many of our bets without folding to
#: one (absent: never): the equilibrium's openings with middling values are refused by careful
#: players and lose to a rival who accepts them all. Measured one against one against never-folds
#: (``PLAYERS_VERSION`` 9, docs/ai.md).
ACCEPTER_SIMULATED: dict[int, tuple[int, int]] = {2: (1, 2)}
#: Slow play, per variant and table size (absent: never): a truco call the simulation prefers by
#: less than :data:`BLUFF_MARGIN` to the best card, with a strength (:func:`game.ai.heuristic.equity`)
#: of at least this, plays that card instead. A careful rival refuses a strong hand's early call for
#: one point where waiting plays the hand for two or more; the playouts' rivals hold on far more
#: often than real ones (docs/ai.md, "Slow play one against one", ``PLAYERS_VERSION`` 12).
SLOW_PLAY: dict[tuple[str, int], float] = {("argentino", 2): 0.85}
#: Slow play starts once the rivals have folded to this many of our bets (``Profile.folds``,
#: pooled): a rival never seen to fold pays a strong hand's call at once (against never-folds,
#: slow play from the first hand lost 13 matches of 400).
SLOW_PLAY_FOLDS = 1
#: Lowest envido value with which it calls (or raises to) each envido call, except when bluffing.
ENVIDO_FLOOR = {"envido": 26, "real-envido": 28, "falta-envido": 30}


@dataclass(frozen=True)
class Facts:
    """What an estimate rests on, all from the observation (for a reason sentence).

    :param scores: the scores, the observed seat's team first.
    :param win_now: the chance of winning the match from the scores alone (before this hand).
    :param envido: the seat's envido value (None: no envido in the variant, or cards unknown).
    :param envido_beaten: sampled worlds in which the other team's best envido beats it.
    :param best_card_beaten: sampled worlds in which the other team holds a card stronger than the
        seat's best card still in hand.
    :param seen: the strongest cards played face up so far in this hand, strongest first (up to 3).
    :param reads: the other seats' calls and answers read as evidence about their cards (``"1:envido"``).
    :param slow_play: the choice is a card a strong hand plays where a truco call was barely better
        (:data:`SLOW_PLAY`).
    """

    scores: tuple[int, int]
    target: int
    win_now: float
    envido: int | None
    envido_beaten: int
    best_card_beaten: int
    worlds: int
    seen: tuple[str, ...]
    reads: tuple[str, ...]
    slow_play: bool = False


@dataclass(frozen=True)
class Analysis:
    """``dificil``'s view of one decision.

    :param choice: the action it plays (exactly what :func:`think_dificil` returns).
    :param chances: every legal action's estimated chance that the seat's team wins the match
        (teams taken as even, :func:`game.ai.winprob.chance`: the choice weighs the
        outcomes with the variant's edge, which in Mineiro may rank them a little
        differently), averaged over the sampled deals (the actions it would not choose, over every other one);
        for a forced move (one legal action) or when nothing could be simulated, the chance from the
        scores alone.
    :param considered: the actions it chooses among (:func:`candidates`).
    :param worlds: sampled deals (Mineiro tanda: shuffled stocks) behind the estimates (0: none).
    """

    choice: str
    chances: dict[str, float]
    considered: tuple[str, ...]
    worlds: int
    facts: Facts


def candidates(obs: dict, rng: Rng | None = None, envido_table: bool = False) -> list[str]:
    """The legal actions it chooses among.

    No mazo (a refusal does the same), one face-down card (the lowest), and no dominated card:
    when the seat completes the trick, of the cards that give the same result (winning team and
    next leader) only the lowest, since keeping the higher one can only help later. Envido calls:
    all of them when the equilibrium decides the envido (``envido_table``); else (a rule set with
    no table) only with a value that justifies them, or as a deliberate bluff (half of
    :data:`BLUFF_RATE`): the simulated opponents answer by rule of thumb, and an envido bluff that
    works against them every time would be a bad habit against anyone else.
    """
    legal = list(obs["legal"])
    v = VARIANTS[obs["rules"]["variant"]]
    out = [a for a in legal if a != "mazo"] or legal
    if v.has_envido and not envido_table and any(a in ENVIDO_FLOOR for a in out):
        ev = from_obs(obs).envido()
        bluff = rng is not None and rng.random() < BLUFF_RATE / 2
        out = [a for a in out if a not in ENVIDO_FLOOR or ev >= ENVIDO_FLOOR[a]
               or (bluff and a == "envido")] or out
    st = v.strength
    downs = [a for a in out if a.startswith("down:")]
    if len(downs) > 1:
        keep = min(downs, key=lambda a: (st[a[5:]], a))
        out = [a for a in out if not a.startswith("down:") or a == keep]
    tricks = obs.get("tricks") or [[]]
    trick = [(e["seat"], e["card"], e["down"]) for e in (tricks[-1] if tricks else [])]
    if len(trick) == obs["rules"]["players"] - 1 and all(c is not None or d for _, c, d in trick):
        lowest: dict[tuple, str] = {}
        for a in sorted((a for a in out if a.startswith("play:")), key=lambda a: (st[a[5:]], a)):
            lowest.setdefault(trick_outcome(trick + [(obs["seat"], a[5:], False)], st), a)
        keep_plays = set(lowest.values())
        out = [a for a in out if not a.startswith("play:") or a in keep_plays]
    return out


def think_dificil(obs: dict, seed: int, profile: Profile | None = None,
                  playouts: int = PLAYOUTS) -> Generator[None, None, str]:
    """Choose by simulation: the :attr:`Analysis.choice` of :func:`analyse`, with only the work
    the choice needs (``estimate_all=False``)."""
    return (yield from analyse(obs, seed, profile, playouts, estimate_all=False)).choice


def analyse(obs: dict, seed: int, profile: Profile | None = None,
            playouts: int = PLAYOUTS, *, estimate_all: bool = True) -> Generator[None, None, Analysis]:
    """Estimate every legal action and choose (see the module docstring); yields after every world.

    Deterministic for the same observation, seed and profile counts, and blind to hidden cards.
    With ``estimate_all`` false (:func:`think_dificil`) only what the choice depends on is
    simulated, and the choice is the same: no playout of an action it does not choose among (its
    playouts draw their luck from each world's own seed, never from the search's), and no world
    at all when the envido's equilibrium or the bet against sure folders decides; the chances of
    the actions left out are then the scores' alone.
    """
    legal = list(obs["legal"])
    if not legal:
        raise ValueError("the observed seat has nothing to do")
    view = from_obs(obs)
    rules = obs["rules"]
    variant, target = rules["variant"], rules["target"]
    me = obs["seat"]
    team = me & 1
    scores = obs["scores"]
    players = rules["players"]
    now = chance(variant, players, target, scores[team], scores[1 - team])
    rng = Rng(derive("dificil", seed))

    sure: str | None = None  # the bet against rivals who surely fold (set once the search starts)

    def done(choice: str, chances: dict[str, float], considered, count: int, facts: Facts) -> Analysis:
        choice = sure or choice
        return Analysis(choice, chances, tuple(considered), count, facts)

    if view.phase == "tanda":
        choice, chances, count = yield from analyse_tanda(obs, seed, profile)
        return done(choice, chances, legal, count, _facts(obs, view, now, None, 0, 0, 0))
    if len(legal) == 1:
        return done(legal[0], {legal[0]: now}, legal, 0, _facts(obs, view, now, None, 0, 0, 0))
    sure = against_folders(view, legal, profile)
    blind = legal[0].startswith("blind:")
    eq = envido_policy.draw(obs, seed, profile) if VARIANTS[variant].has_envido and ENVIDO_EQ else None
    eq = _guarded(eq, seed, profile, team)
    if eq is not None and (FALTA_SIMULATED.get(view.n) and falta_habit(obs, profile)
                           or accepter(view, profile)):
        eq = None  # the envido decided by the simulation, as the frozen version did
    cands = legal if blind else candidates(obs, rng, eq is not None)
    if eq is not None and eq[0] == "pass":  # the equilibrium opens no envido here
        cands = envido_after_pass(cands, eq[1].value)
    if not estimate_all:  # playing: decided without the search when the equilibrium or sure folders decide
        decided = sure if sure is not None else (
            eq[0] if eq is not None and eq[0] != "pass" and not ENVIDO_CALL_CHOICE else None)
        if decided is not None:
            return done(decided, {a: now for a in legal}, cands, 0, _facts(obs, view, now, None, 0, 0, 0))
    know = Knowledge(obs, profile)
    yield
    styles = simulated_styles(view, obs["quiero_team"], profile)
    n_worlds = max(MIN_WORLDS, min(MAX_WORLDS, playouts // len(legal)))
    if view.phase == "onze":
        n_worlds = ONZE_WORLDS * playouts // PLAYOUTS
    edge = valuing_edge(obs, view, profile)
    totals = [0.0] * len(legal)  # the hard player's value (winprob.value, or the stronger team's)
    even = [0.0] * len(legal) if edge != 0.5 else totals  # the chance reported (even teams)
    seen = [0] * len(legal)  # worlds each action was played in
    count = 0
    env_beaten = card_beaten = 0
    mine = view.envido() if VARIANTS[variant].has_envido and view.dealt else None
    chosen = [act in cands for act in legal]
    codes: list[int] | None = None
    for base in fast_worlds(know, rng, n_worlds):
        if base is None:
            yield
            continue
        count += 1
        world_seed = rng.next64()
        env_beaten += mine is not None and _envido_beaten(base, me)
        card_beaten += _card_beaten(base, me)
        if codes is None:  # an action's code is the same in every world
            codes = [encode(base, act) for act in legal]
        for i, code in enumerate(codes):
            if not chosen[i] and (count % 2 == 0 or not estimate_all):
                continue  # estimated only for the analysis: every other world is enough
            sim = base.clone()
            sim.apply(me, code)
            fast_playout(sim, styles, Rng(world_seed))  # the same luck for every action
            ours, theirs = sim.scores[team], sim.scores[1 - team]
            totals[i] += chance(variant, players, target, ours, theirs, edge)
            if even is not totals:
                even[i] += chance(variant, players, target, ours, theirs)
            seen[i] += 1
        yield
    facts = _facts(obs, view, now, mine, env_beaten, card_beaten, count, know)
    chances = {a: even[i] / seen[i] if seen[i] else now for i, a in enumerate(legal)}
    if eq is not None and eq[0] != "pass":  # an envido bet or answer: the equilibrium's
        return done(_envido_call(eq, legal, totals, seen), chances, cands, count, facts)
    if count == 0:
        return done(choose(view, NORMAL, rng), chances, cands, 0, facts)
    if blind:  # nothing is known of one's own blind cards: any is as good
        return done(choose(view, NORMAL, rng), chances, cands, count, facts)
    prior = BLUFF_PRIOR_SCALE if BLUFF_EVIDENCE[variant] else 1.0  # no profile: no evidence yet
    scale = prior if profile is None else profile.bluff_scale(rivals(know.n, team), prior)
    ranked = [totals[legal.index(a)] for a in cands]
    choice = _choose(view, cands, ranked, count, variant, rng, scale)  # ranked now holds the prior's bonus
    card = slow_card(view, cands, ranked, count, choice, profile)
    if card is not None:
        choice, facts = card, replace(facts, slow_play=True)
    return done(choice, chances, cands, count, facts)


def valuing_edge(obs: dict, view, profile: Profile | None) -> float:
    """The edge the decision values a score with: the variant's :data:`~game.ai.winprob.EDGE`, or
    :data:`STRONGER_EDGE` (the stronger team's, if more) when answering a Falta envido (the match,
    or most of it, on one envido) and whenever the profile surely shows a rival playing the envido
    far from the equilibrium (:func:`game.ai.envido_policy.deviations`: a Falta or envido caller,
    a rival who accepts or refuses our calls far more often). Against a weaker player the stronger
    team turns down coin flips for the match and protects a lead; against an equilibrium-like rival
    the teams are taken as even (the stronger team's value everywhere lost to ``dificil-2026-12``:
    docs/ai.md)."""
    variant = obs["rules"]["variant"]
    base, stronger = EDGE[variant], STRONGER_EDGE.get(variant)
    if stronger is None or stronger <= base:
        return base
    if view.envido_pending and "falta-envido" in view.envido_calls:
        return stronger
    return stronger if envido_policy.deviations(obs, profile) else base


def simulated_styles(view: View, quiero_team: int | None, profile: Profile | None) -> list[Style]:
    """The styles of the seats in the search's playouts (:func:`game.ai.rollout.rollout_styles`) for
    the seat of ``view`` (``quiero_team``: the observation's). The rivals are simulated folding to
    every bet (:data:`FOLDER_AFTER`) only while they have not accepted or raised our bet in this
    hand, and after more folds once they have bet in it themselves: a bet of theirs waiting for our
    answer, or one we accepted."""
    after = FOLDER_AFTER.get((view.variant, view.n))
    folder_after = None
    if after is not None:
        holder = quiero_team if view.level else None
        if holder == view.team or view.pending_bet is not None:
            folder_after = after[1]
        elif holder is None:
            folder_after = after[0]
    return rollout_styles(view.n, view.seat, profile, TRUCO_MODEL[view.variant], MODEL_FROM_FOLDS[view.variant],
                          CALLER_AFTER.get(view.variant), folder_after)


def against_folders(view, legal: list[str], profile: Profile | None) -> str | None:
    """The bet to make, or the raise to answer a bet with, when the profile is sure the rivals fold
    to our bets (:data:`SURE_FOLDS`): the lowest legal call of the truco ladder; None otherwise (no
    such call, an envido waiting for an answer or one we may still call, or no such certainty): a
    truco they fold to ends the hand before our envido is played."""
    bound = SURE_FOLDS.get((view.variant, view.n))
    if bound is None or profile is None or view.envido_pending or any(a in ENVIDO_FLOOR for a in legal):
        return None
    if profile.sure_folds(rivals(view.n, view.team)) < bound:
        return None
    calls = VARIANTS[view.variant].bet_calls
    return next((a for a in legal if a in calls), None)


def accepter(view, profile: Profile | None) -> bool:
    """Whether the rivals have refused none of our envido calls and answered enough of them, or of
    our bets without folding to one (:data:`ACCEPTER_SIMULATED`): then the envido is the
    simulation's, which values a call by how these rivals answer, not the equilibrium's, which
    expects refusals."""
    need = ACCEPTER_SIMULATED.get(view.n)
    if need is None or profile is None:
        return False
    seen = profile.refused_nothing(rivals(view.n, view.team))
    return seen is not None and (seen[0] >= need[0] or seen[1] >= need[1])


def falta_habit(obs: dict, profile: Profile | None) -> bool:
    """Whether the profile surely shows a rival calling the Falta envido far more often than an
    equilibrium player (:func:`game.ai.envido_policy.deviations`)."""
    return any(d.falta > 0 for d in envido_policy.deviations(obs, profile).values())


def envido_after_pass(cands: list[str], held: int) -> list[str]:
    """The candidates left when the envido equilibrium opens no envido with the envido value
    ``held``: no envido call, except (with :data:`ENVIDO_VALUE_CALLS`) the calls whose
    :data:`ENVIDO_FLOOR` the value reaches, for the simulation to weigh (the equilibrium's slow
    play lost points to rivals who accept every envido: docs/ai.md)."""
    floor = held if ENVIDO_VALUE_CALLS else -1
    return [a for a in cands if a not in ENVIDO_FLOOR or floor >= ENVIDO_FLOOR[a]] or cands


def _envido_call(eq: tuple[str, envido_policy.EnvidoSpot], legal: list[str], totals: list[float],
                 seen: list[int]) -> str:
    """The equilibrium's envido action; with :data:`ENVIDO_CALL_CHOICE`, an opening call with a value
    at the floor is the simulation's best of the calls the value reaches (an experiment)."""
    act, spot = eq
    if not ENVIDO_CALL_CHOICE or spot.node.kind != "open" or act not in ENVIDO_FLOOR:
        return act
    calls = [i for i, a in enumerate(legal) if a in ENVIDO_FLOOR and spot.value >= ENVIDO_FLOOR[a] and seen[i]]
    if not calls:
        return act
    return legal[max(calls, key=lambda i: (totals[i] / seen[i], -i))]


def _guarded(eq: tuple[str, envido_policy.EnvidoSpot] | None, seed: int, profile: Profile | None,
             team: int) -> tuple[str, envido_policy.EnvidoSpot] | None:
    """The equilibrium's envido decision, kept where it pays against players who do not play the
    equilibrium (measured: docs/ai.md). An opening call below :data:`ENVIDO_FLOOR` is a bluff:
    kept as often as the profile's scale says (how often it has seen the rivals refuse our envidos:
    :meth:`Profile.envido_bluff_scale`): where :data:`ENVIDO_BLUFFS` says ``"fixed"``, the scale
    times the fixed policy's envido bluff rate (half of :data:`BLUFF_RATE`), else its square; else
    no call (``pass``). Without :data:`ENVIDO_ANSWERS` an answer to the rivals' call is the
    simulation's (None), which reads the call as the rivals' habits suggest: the equilibrium's
    answers assume a rival who bluffs as it does, and lost points to callers who do not."""
    if eq is None:
        return None
    act, spot = eq
    if spot.node.kind != "open":
        if ENVIDO_ANSWERS or (ENVIDO_RAISES and act in ENVIDO_FLOOR and spot.value >= ENVIDO_FLOOR[act]):
            return eq
        return None
    if not ENVIDO_GUARD or act not in ENVIDO_FLOOR or spot.value >= ENVIDO_FLOOR[act]:
        return eq
    scale = 1.0 if profile is None else profile.envido_bluff_scale(rivals(len(profile.answers), team))
    players = int(spot.setup.partition("-")[0])
    keep = scale * scale if ENVIDO_BLUFFS.get(players) == "equilibrium" else BLUFF_RATE / 2 * scale
    return eq if Rng(derive("envido-bluff", seed)).random() < keep else ("pass", spot)


def _choose(view, cands: list[str], totals: list[float], count: int, variant: str, rng: Rng,
            scale: float = 1.0) -> str:
    """The best candidate, with the rule of thumb settling near ties, and the bluffs: a weak hand
    bets (or raises) as often as the ladder's equilibrium does with its strength
    (:func:`bluff_chance`) times ``scale`` (:meth:`Profile.bluff_scale`: none against a rival seen
    never to fold, more against a folder), when betting is nearly as good as the best action, and a
    weak bet the simulation likes is kept only that often."""
    hint = choose(view, ROLLOUT, Rng(0))
    if hint in cands:  # close calls go the rule-of-thumb way
        totals[cands.index(hint)] += PRIOR * count
    best = max(range(len(cands)), key=lambda i: (totals[i], -i))
    choice = cands[best]
    bet_calls = VARIANTS[variant].bet_calls
    bets = [i for i, a in enumerate(cands) if a in bet_calls]
    if not bets:
        return choice
    e = equity(view)
    # the cap holds until the rivals are seen to fold at least at the prior's rate (scale 1)
    rate = bluff_chance(view, e, capped=scale < 1.0) if BLUFF_MODEL else None
    roll = rng.random()
    if rate is None:  # the fixed policy (no table)
        rate = BLUFF_RATES[variant]
        keep = 2 * rate
    else:
        keep = rate
    rate, keep = min(1.0, rate * scale), min(1.0, keep * scale)
    if choice not in bet_calls and roll < rate:
        i = bets[0]
        if totals[i] >= totals[best] - BLUFF_MARGIN * count and e < 0.5:
            choice = cands[i]
    elif choice in bet_calls and e < 0.3 + 0.05 * view.level and roll >= keep:
        # a weak bet the simulation likes: only a measured share of them is kept as bluffs
        rest = [i for i in range(len(cands)) if cands[i] not in bet_calls]
        if rest:
            choice = cands[max(rest, key=lambda i: (totals[i], -i))]
    return choice


def slow_card(view, cands: list[str], totals: list[float], count: int, choice: str,
              profile: Profile | None) -> str | None:
    """The card a strong hand slow-plays instead of ``choice``, the truco call :func:`_choose`
    made, or None (:data:`SLOW_PLAY`): its best card, when that card's total is within
    :data:`BLUFF_MARGIN` of the call's, the hand's strength is at least the setup's floor and the
    profile has seen the rivals fold to our bets (:data:`SLOW_PLAY_FOLDS`). ``totals`` as
    :func:`_choose` left them; a card is a candidate only when no bet waits for an answer."""
    floor = SLOW_PLAY.get((view.variant, view.n))
    if floor is None or profile is None or choice not in VARIANTS[view.variant].bet_calls:
        return None
    if sum(profile.folds[s] for s in rivals(view.n, view.team) if s < len(profile.folds)) < SLOW_PLAY_FOLDS:
        return None
    plays = [i for i, a in enumerate(cands) if a.startswith("play:")]
    if not plays or equity(view) < floor:
        return None
    card = max(plays, key=lambda i: (totals[i], -i))
    return cands[card] if totals[card] >= totals[cands.index(choice)] - BLUFF_MARGIN * count else None


def bluff_chance(view, e: float, capped: bool = True) -> float | None:
    """How often the ladder's equilibrium bets (or raises, when answering) with the seat's strength
    ``e`` here (None: no table for the table size); with ``capped`` (as long as the rivals have
    not been seen to fold at the prior's rate), a weak hand's call at most the equilibrium's mean
    bluff rate (:func:`game.ai.truco_policy.bluff_cap`)."""
    v = VARIANTS[view.variant]
    team = view.team
    need_us, need_them = view.target - view.scores[team], view.target - view.scores[1 - team]
    if view.pending_bet is None:
        state = trick_state(view.variant, view.results, team)
        chance = call_chance(view.variant, view.n, state, view.level + 1, need_us, need_them, bucket(e))
        if chance is None or not capped or not BLUFF_EVIDENCE[view.variant] or bucket(e) >= BUCKETS // 2:
            return chance
        cap = bluff_cap(view.variant, view.n, state, view.level + 1, need_us, need_them)
        return chance if cap is None else min(chance, cap)
    got = answer_chances(view.variant, view.n, trick_state(view.variant, view.results, 1 - team),
                         view.pending_bet, need_them, need_us, bucket(e))
    return None if got is None or view.pending_bet >= len(v.bet_calls) else got[1]


def _envido_beaten(h: FastHand, me: int) -> bool:
    """The other team's best envido beats ``me``'s in world ``h`` (equal values: the earlier seat
    from the mano wins)."""
    n, mano = h.n, h.mano
    mine = h.envido_of(me)
    pos = (me - mano) % n
    for s in range(n):
        if (s & 1) != (me & 1):
            theirs = h.envido_of(s)
            if theirs > mine or (theirs == mine and (s - mano) % n < pos):
                return True
    return False


def _card_beaten(h: FastHand, me: int) -> bool:
    """The other team holds a card stronger than ``me``'s best card in hand, in world ``h``."""
    st = h.t.st
    if h.mineiro.ferro or not h.cards[me]:
        return False
    best = max(st[c] for c in h.cards[me])
    for s in range(1 - (me & 1), h.n, 2):
        for c in h.cards[s]:
            if st[c] > best:
                return True
    return False


def _facts(obs: dict, view, now: float, mine: int | None, env_beaten: int, card_beaten: int, count: int,
           know: Knowledge | None = None) -> Facts:
    team = obs["seat"] & 1
    scores = obs["scores"]
    st = VARIANTS[obs["rules"]["variant"]].strength
    seen = sorted((e["card"] for row in obs.get("tricks") or [] for e in row if e["card"] and not e["down"]),
                  key=lambda c: (-st[c], c))
    return Facts(scores=(scores[team], scores[1 - team]), target=obs["rules"]["target"], win_now=now,
                 envido=mine, envido_beaten=env_beaten, best_card_beaten=card_beaten, worlds=count,
                 seen=tuple(seen[:3]), reads=tuple(know.reads()) if know is not None else ())
