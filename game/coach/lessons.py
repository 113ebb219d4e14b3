"""Lecciones: short interactive lessons on scripted deals, played through the engine.

A lesson deals fixed cards (the other seats' cards are shown, so every question has a clear
answer), plays the other seats from a script, and stops at each decision of seat 0 to ask one
question. Whatever the player chooses, the lesson explains the answer (the scenes show the text
``lesson.<id>.<step>.why``) and goes on with the recommended action, so the script always stays
legal; a test plays every lesson with the right and with a wrong answer, and checks the score.

Typical use::

    tutor = Tutor(LESSONS[0])
    while (step := tutor.step) is not None:
        choices = tutor.choices()          # what the buttons offer
        answer = tutor.answer(choices[0])  # Answer(correct=..., played=..., events=[...])
    tutor.match.scores                     # == LESSONS[0].expect

Texts live in the scenes (``scenes/strings_lessons.py``): ``lesson.<id>.title``,
``lesson.<id>.intro``, ``lesson.<id>.<step>.q`` (the question) and ``lesson.<id>.<step>.why``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..events import Event
from ..match import Match
from ..rules import Rules

HUMAN = 0


@dataclass(frozen=True)
class Step:
    """One question to seat 0.

    :param id: names the texts of the step.
    :param best: the recommended action(s); the first is played when the answer is another.
    :param offer: the choices shown (empty: every legal action of seat 0).
    :param then: the scripted actions after the answer (with seat prefixes), up to the next step.
    """

    id: str
    best: tuple[str, ...]
    offer: tuple[str, ...] = ()
    then: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """A scripted deal and its questions.

    :param hands: each seat's three cards (or ``stock``, the deck in order, for Mineiro tandas).
    :param before: the scripted actions before the first question.
    :param expect: the scores once the last step's script has run (tested).
    """

    id: str
    rules: Rules
    dealer: int
    steps: tuple[Step, ...]
    expect: tuple[int, int]
    hands: tuple[tuple[str, ...], ...] = ()
    stock: tuple[str, ...] = ()
    scores: tuple[int, int] = (0, 0)
    before: tuple[str, ...] = ()

    @property
    def variant(self) -> str:
        return self.rules.variant


@dataclass
class Answer:
    """What happened to an answer: whether it was a recommended one, the action played (the
    player's, or the first recommended one), and the events of it and of the script after it."""

    correct: bool
    played: str
    events: list[Event] = field(default_factory=list)


class Tutor:
    """Runs one lesson: the match, the current step, the answers."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.match = Match(lesson.rules, f"lesson-{lesson.id}", dealer=lesson.dealer,
                           scores=lesson.scores)
        self.events: list[Event] = self.match.start_hand(
            hands=[list(h) for h in lesson.hands] if lesson.hands else None,
            stock=list(lesson.stock) if lesson.stock else None)
        for action in lesson.before:
            self.events += self.match.apply(action)
        self.index = 0
        self.answers: list[bool] = []

    @property
    def step(self) -> Step | None:
        """The question now, or None when the lesson is over."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    def choices(self) -> list[str]:
        """The actions the player may choose now (seat 0's, in the engine's order)."""
        step = self.step
        if step is None:
            return []
        legal = self.match.legal_actions(HUMAN) + self.match.sena_actions(HUMAN)  # señas: never legal_actions
        return [a for a in legal if a in step.offer] if step.offer else self.match.legal_actions(HUMAN)

    def answer(self, action: str) -> Answer:
        """Answer the current step with ``action`` (one of :meth:`choices`).

        :raises ValueError: for an action that is not offered now.
        """
        step = self.step
        if step is None:
            raise ValueError("the lesson is over")
        if action not in self.choices():
            raise ValueError(f"{action!r} is not a choice now: {', '.join(self.choices())}")
        correct = action in step.best
        played = action if correct else step.best[0]
        events = self.match.apply(f"{HUMAN}:{played}")
        for scripted in step.then:
            events += self.match.apply(scripted)
        self.events += events
        self.answers.append(correct)
        self.index += 1
        return Answer(correct, played, events)

    @property
    def done(self) -> bool:
        return self.step is None


# --------------------------------------------------------------------------- the lessons
AR2 = Rules(players=2, target=30)
AR2_FLOR = Rules(players=2, target=30, flor=True)
AR4_SENAS = Rules(players=4, target=30, senas=True)
MN = Rules(variant="mineiro", players=4, target=12)
MN_SENAS = Rules(variant="mineiro", players=4, target=12, senas=True)
PLAY = ("play:",)


def _plays(*cards: str) -> tuple[str, ...]:
    return tuple(f"play:{c}" for c in cards)


LESSONS: tuple[Lesson, ...] = (
    # Card ranking: the rival (mano) leads the 7 of oros; only the ancho de espada beats it.
    Lesson("cartas", AR2, dealer=0, hands=(("1e", "3c", "4b"), ("7o", "4e", "5b")),
           before=("1:play:7o",),
           steps=(Step("beat", best=("play:1e",), offer=_plays("1e", "3c", "4b")),
                  Step("lead", best=("play:3c",), offer=_plays("3c", "4b"), then=("1:play:5b",))),
           expect=(1, 0)),
    # Tricks and pardas: the first trick is parda; the next trick won decides the hand.
    Lesson("pardas", AR2, dealer=1, hands=(("3e", "1b", "4c"), ("3o", "6c", "5e")),
           before=("play:3e", "1:play:3o"),
           steps=(Step("after", best=("play:1b",), offer=_plays("1b", "4c"), then=("1:play:6c",)),),
           expect=(1, 0)),
    # Who is mano: equal envidos go to the mano.
    Lesson("mano", AR2, dealer=1, hands=(("7c", "1c", "4e"), ("6b", "2b", "5o")),
           steps=(Step("tie", best=("envido",), offer=("envido", "play:7c", "play:1c", "play:4e"),
                       then=("1:quiero",)),),
           expect=(2, 0)),
    # Envido: counting (two of a suit: 20 + both) and calling.
    Lesson("envido", AR2, dealer=1, hands=(("6e", "2e", "10c"), ("5o", "1o", "12b")),
           steps=(Step("count", best=("envido",), offer=("envido", "play:6e", "play:2e", "play:10c"),
                       then=("1:quiero",)),),
           expect=(2, 0)),
    # Answering and raising an envido.
    Lesson("subir", AR2, dealer=0, hands=(("7b", "4b", "12o"), ("5c", "2c", "10e")),
           before=("1:envido",),
           steps=(Step("raise", best=("real-envido",), then=("1:quiero",)),),
           expect=(5, 0)),
    # Truco, retruco, vale cuatro with the three best cards.
    Lesson("truco", AR2, dealer=0, hands=(("1e", "1b", "7e"), ("3c", "2o", "4b")),
           before=("1:truco",),
           steps=(Step("retruco", best=("retruco",), offer=("quiero", "no-quiero", "retruco", "mazo"),
                       then=("1:vale-cuatro",)),
                  Step("vale", best=("quiero",), offer=("quiero", "no-quiero", "mazo"),
                       then=("1:play:3c",)),
                  Step("cheap", best=("play:7e",), offer=_plays("1e", "1b", "7e"),
                       then=("0:play:1b", "1:play:2o"))),
           expect=(4, 0)),
    # El envido está primero: a truco in the first trick can be answered with an envido first.
    Lesson("primero", AR2, dealer=0, hands=(("7e", "6e", "3o"), ("4c", "5b", "12c")),
           before=("1:truco",),
           steps=(Step("envido", best=("envido",), then=("1:quiero",)),
                  Step("truco", best=("quiero",), offer=("quiero", "no-quiero", "mazo"),
                       then=("1:play:4c", "0:play:3o", "0:play:7e", "1:play:5b"))),
           expect=(4, 0)),
    # Flor: sung by itself; it cancels the envido and scores 3.
    Lesson("flor", AR2_FLOR, dealer=0, hands=(("1c", "5c", "7c"), ("4e", "6e", "12o")),
           before=("1:envido", "1:truco"),
           steps=(Step("truco", best=("quiero",), offer=("quiero", "no-quiero", "mazo"),
                       then=("1:play:12o", "0:play:1c", "0:play:7c", "1:play:6e")),),
           expect=(5, 0)),
    # Irse al mazo: with nothing, give 1 rather than risk 2.
    Lesson("mazo", AR2, dealer=0, hands=(("4c", "5e", "6o"), ("1e", "2o", "3b")),
           before=("1:truco",),
           steps=(Step("fold", best=("no-quiero", "mazo")),),
           expect=(0, 1)),
    # Señas (RULES.md Part D): tell your partner your best card; your partner's seña says the
    # team holds both anchos, and that is worth a truco. Señas score nothing: still 0 to 0.
    Lesson("senas", AR4_SENAS, dealer=3,
           hands=(("1e", "3c", "4b"), ("4e", "5c", "6b"), ("1b", "12c", "11e"), ("7o", "6o", "5b")),
           steps=(Step("tell", best=("sena:ancho-espada",), offer=("sena:ancho-espada", "sena:tres", "sena:nada"),
                       then=("2:sena:ancho-basto",)),
                  Step("read", best=("truco",), offer=("truco", "play:1e", "play:4b"), then=("1:quiero",))),
           expect=(0, 0)),
    # Mineiro: the four manilhas. The rival played the pica-fumo; the espadilha is enough.
    Lesson("manilhas", MN, dealer=0,
           hands=(("4c", "As", "5h"), ("Kd", "6s", "5c"), ("3c", "Qh", "6d"), ("7d", "Js", "2h")),
           before=("1:play:Kd", "2:play:3c", "3:play:7d"),
           steps=(Step("beat", best=("play:As",), offer=_plays("4c", "As", "5h")),),
           expect=(0, 0)),
    # Mineiro: tandas. Burn a batch nobody wants, keep a good one.
    Lesson("tandas", MN, dealer=3,
           stock=("4d", "5s", "6h", "4c", "7h", "3s", "Ks", "Jd", "2c", "5d", "Qc", "6c",
                  "Ah", "2s", "3d", "Kh", "Jh", "6s", "7c", "2d", "Ac", "5c", "Qs", "7s",
                  "3c", "Kd", "Jc", "2h", "Ad", "4h", "5h", "Qd", "4s", "6d", "Js", "As",
                  "Qh", "3h", "Kc", "7d"),
           steps=(Step("burn", best=("burn",)), Step("keep", best=("keep",))),
           expect=(0, 0)),
    # Mineiro: Truco! is a bet on the trick in progress: with the zap, that trick is yours.
    Lesson("trucomineiro", MN, dealer=3,
           hands=(("4c", "5d", "6s"), ("3h", "2c", "Kd"), ("Qs", "Jh", "5c"), ("2d", "As", "6h")),
           steps=(Step("bet", best=("truco",), offer=("truco", "play:4c", "play:5d", "play:6s"),
                       then=("1:aceito",)),
                  Step("zap", best=("play:4c",), offer=_plays("4c", "5d", "6s"),
                       then=("1:play:3h", "2:play:Qs", "3:play:As"))),
           expect=(3, 0)),
    # Mineiro: mão de onze (at 11 your team sees both hands and chooses) and face-down cards.
    Lesson("onze", MN, dealer=3, scores=(11, 7),
           hands=(("7h", "4s", "5d"), ("Kd", "6s", "5c"), ("4c", "3h", "2c"), ("Jh", "Qs", "6h")),
           steps=(Step("onze", best=("play-onze",),
                       then=("0:play:7h", "1:play:Kd", "2:play:3h", "3:play:Jh")),
                  Step("down", best=("down:4s",), offer=("play:4s", "play:5d", "down:4s", "down:5d"),
                       then=("1:play:6s", "2:play:4c", "3:play:Qs"))),
           expect=(14, 7)),
    # Mineiro señas: the zap is a wink; your partner's raised eyebrows say copas, so the first
    # trick is the team's: bet on it.
    Lesson("sinais", MN_SENAS, dealer=3,
           hands=(("4c", "5d", "6s"), ("3h", "2c", "Kd"), ("7h", "Jh", "5c"), ("2d", "Qs", "6h")),
           steps=(Step("tell", best=("sena:zap",), offer=("sena:zap", "sena:copas", "sena:nada"),
                       then=("2:sena:copas",)),
                  Step("read", best=("truco",), offer=("truco", "play:4c", "play:6s"), then=("1:aceito",))),
           expect=(0, 0)),
)

BY_ID = {lesson.id: lesson for lesson in LESSONS}


def lessons_of(variant: str) -> list[Lesson]:
    """The lessons of a variant, in teaching order."""
    return [lesson for lesson in LESSONS if lesson.variant == variant]
