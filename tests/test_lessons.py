"""Lecciones: every lesson's deal and moves run through the engine and score as the lesson says,
with the right answers and with wrong ones; the texts exist in every language; the screens are
clicked through; the lessons are offered once, on the first start."""
from __future__ import annotations

import pygame
import pytest

from game.coach.lessons import BY_ID, LESSONS, Tutor, lessons_of
from scenes.ui.i18n import keys, set_language, t

WORDS = ("title", "intro")


def test_there_are_lessons_for_both_variants():
    assert len(lessons_of("argentino")) >= 9 and len(lessons_of("mineiro")) >= 4
    assert len(BY_ID) == len(LESSONS)  # ids are unique


def run(lesson, pick) -> Tutor:
    tutor = Tutor(lesson)
    tutor.only_best = []  # per step: whether every choice offered was a recommended one
    while tutor.step is not None:
        step, choices = tutor.step, tutor.choices()
        legal = tutor.match.legal_actions(0) + tutor.match.sena_actions(0)  # a lesson on señas offers them
        assert set(choices) <= set(legal), (lesson.id, step.id)
        assert set(step.best) <= set(choices), (lesson.id, step.id, choices)
        tutor.only_best.append(set(choices) <= set(step.best))
        tutor.answer(pick(step, choices))
    return tutor


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_lesson_scores_as_it_says_with_right_and_wrong_answers(lesson):
    right = run(lesson, lambda step, choices: step.best[-1])
    assert tuple(right.match.scores) == lesson.expect and all(right.answers)
    wrong = run(lesson, lambda step, choices: next((c for c in choices if c not in step.best),
                                                   step.best[0]))
    assert tuple(wrong.match.scores) == lesson.expect
    assert wrong.answers == wrong.only_best  # a wrong answer wherever there was one to give
    assert not all(wrong.only_best)
    # the same moves replay from the saved match: everything went through the engine
    from game.match import Match
    assert Match.from_json(right.match.to_json()).scores == right.match.scores


def test_a_choice_that_is_not_offered_is_refused():
    tutor = Tutor(BY_ID["cartas"])
    with pytest.raises(ValueError, match="not a choice"):
        tutor.answer("truco")  # legal for the engine, but not one of this question's choices
    with pytest.raises(ValueError):
        tutor.answer("play:7o")  # the rival's card


def kinds(tutor, kind):
    return [e for e in tutor.events if e.kind == kind]


def test_the_lessons_show_what_they_teach():
    best = lambda step, choices: step.best[0]  # noqa: E731
    pardas = run(BY_ID["pardas"], best)
    assert pardas.match.hand.results[0] is None and pardas.match.hand.winner == 0
    mano = run(BY_ID["mano"], best)
    values = [(e.seat, e.value) for e in kinds(mano, "envido-value")]
    assert values[0] == (0, 28) and all(v == 28 for _, v in values)  # a tie, won by the mano
    assert [(e.team, e.what) for e in kinds(mano, "score")] == [(0, "envido")]
    flor = run(BY_ID["flor"], best)
    assert kinds(flor, "flor") and kinds(flor, "envido-withdrawn")
    tandas = run(BY_ID["tandas"], best)
    assert tandas.match.hand.mineiro.burned == [["4d", "5s", "6h"]]
    assert tandas.match.hand.cards[0] == ["4c", "7h", "3s"]
    onze = run(BY_ID["onze"], best)
    assert onze.match.over and onze.match.winner == 0
    assert any(down for _, _, down in onze.match.hand.tricks[1])
    for lesson_id, yours, partners in (("senas", "ancho-espada", "ancho-basto"), ("sinais", "zap", "copas")):
        senas = run(BY_ID[lesson_id], best).match.hand.senas
        assert [(s, sign) for s, sign, _ in senas] == [(0, yours), (2, partners)]
        assert all({0, 2} <= set(seen) for _, _, seen in senas)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_every_lesson_text_exists_in_every_language(lang):
    known = keys()
    set_language(lang)
    try:
        for lesson in LESSONS:
            names = [f"lesson.{lesson.id}.{w}" for w in WORDS]
            names += [f"lesson.{lesson.id}.{s.id}.{w}" for s in lesson.steps for w in ("q", "why")]
            for name in names:
                assert name in known, name
                assert t(name) and t(name) != name
    finally:
        set_language("es")


@pytest.fixture
def app(canvas):
    from scenes.host.storage import Store
    from scenes.ui.stack import App
    a = App(Store())
    a.settings["language"] = "es"
    return a


def press(app, action):
    for b in app.top.buttons:
        if b.action == action:
            app.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1))
            return
    raise AssertionError(f"no {action!r} in {[b.action for b in app.top.buttons]}")


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_lesson_is_clicked_through_from_the_menu(app, canvas, lesson):
    from scenes.host.storage import Store
    from scenes.screens.lessons import LessonScene, LessonsScene
    from scenes.screens.menu import MenuScene
    app.push(MenuScene(app))
    press(app, "lessons")
    assert isinstance(app.top, LessonsScene)
    press(app, f"lesson:{lesson.id}")
    scene = app.top
    assert isinstance(scene, LessonScene)
    wrong_once = False
    while scene.stage != "end":
        app.draw(canvas)
        if scene.stage == "ask":
            step = scene.tutor.step
            others = [b.action for b in scene.buttons if b.action not in step.best + ("back",)]
            if others and not wrong_once:  # one wrong answer: explained, and the lesson goes on
                press(app, others[0])
                wrong_once = True
                assert scene.stage == "explain" and not scene.answer.correct
            else:
                card = step.best[0].partition(":")[2]
                rect = dict((c, r) for r, c in scene.card_rects()).get(card)
                if step.best[0].startswith("play:") and rect is not None:  # click the card itself
                    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
                else:
                    press(app, step.best[0])
                assert scene.answer.correct
        else:
            press(app, "on")
    app.draw(canvas)
    assert tuple(scene.tutor.match.scores) == lesson.expect
    assert lesson.id in Store().load()["lessons"]["done"]  # saved
    press(app, "list")
    assert isinstance(app.top, LessonsScene)
    assert any(b.label.startswith("✓") for b in app.top.buttons if b.action == f"lesson:{lesson.id}")


def test_next_lesson_and_back(app, canvas):
    from scenes.screens.lessons import LessonScene, LessonsScene
    app.push(LessonsScene(app))
    app.push(LessonScene(app, LESSONS[0]))
    scene = app.top
    while scene.stage != "end":
        if scene.stage == "ask":
            scene.choose(scene.tutor.step.best[0])
        else:
            press(app, "on")
    press(app, "next")
    assert isinstance(app.top, LessonScene) and app.top.lesson is LESSONS[1]
    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(app.top, LessonsScene)


def test_the_lessons_are_offered_once_on_the_first_start(canvas, monkeypatch):
    from scenes.host.storage import Store
    from scenes.screens.lessons import LessonsScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.notice import MessageScene
    from scenes.ui.stack import App
    monkeypatch.setattr("scenes.screens.menu.OFFER_LESSONS", True)
    app = App(Store())
    app.push(MenuScene(app))
    assert isinstance(app.top, MessageScene) and app.top.heading == t("lessons.offer_title")
    app.draw(canvas)
    press(app, "later")
    assert isinstance(app.top, MenuScene)
    again = App(Store())  # the next start: not offered again
    again.push(MenuScene(again))
    assert isinstance(again.top, MenuScene)
    fresh_dir = App(Store())
    fresh_dir.doc["lessons"] = {}
    fresh_dir.push(MenuScene(fresh_dir))
    press(fresh_dir, "lessons")
    assert isinstance(fresh_dir.top, LessonsScene)
