"""Lecciones: the list of lessons, and a lesson played one question at a time.

The rules and the script are ``game.coach.lessons``; this module only shows them. The board shows every
seat's cards face up (a lesson has no secrets), the trick in play, the bazas so far and the score;
the panel on the right asks the question, offers the choices (calls as buttons, cards both as
buttons and clickable in your hand), then explains the answer, right or wrong, and goes on.
Progress (lessons finished, and whether they were offered on the first start) is kept in
``doc["lessons"]``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.coach.lessons import BY_ID, LESSONS, Lesson, Tutor, lessons_of
from scenes.host.saves import lesson_progress as progress
from scenes.table.words import LOGGED, button_kind, log_line, seat_name
from scenes.ui import registry
from scenes.ui.canvas import HEIGHT, WIDTH
from scenes.ui.card_art import art_for
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, felt, route_buttons
from scenes.ui.words import action_label, card_name

if TYPE_CHECKING:
    from game.coach.lessons import Answer

BOARD = pygame.Rect(24, 96, 800, 600)
SIDE = pygame.Rect(852, 96, 404, 600)
HAND_Y = 612  # centre of your cards
SMALL = (64, 99)
BIG = (92, 142)


def choice_label(action: str, variant: str) -> str:
    """A choice's words: a call as on the table's buttons, a card by its name."""
    kind, _, card = action.partition(":")
    deck = "spanish" if variant == "argentino" else "french"
    if kind == "play" and card:
        return t("lessons.play", card=card_name(card, deck))
    if kind == "down" and card:
        return t("lessons.down", card=card_name(card, deck))
    if kind == "sena" and card:
        from scenes.table.words import sena_words
        gesture, sign = sena_words(variant, card)
        return t("lessons.sena", sign=sign, gesture=gesture)
    return action_label(action, variant)


# =========================================================================== the list
class LessonsScene(Scene):
    """Pick a lesson (Argentino on the left, Mineiro on the right; finished ones ticked)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus: int | None = None
        self.buttons: list[Button] = []
        self.build()

    def build(self) -> None:
        done = set(progress(self.app.doc)["done"])
        self.buttons = [Button(pygame.Rect(40, 28, 170, 60), t("common.back"), "back",
                               key=pygame.K_ESCAPE)]
        for col, variant in enumerate(("argentino", "mineiro")):
            x = 60 + col * 620
            every = lessons_of(variant)
            step = min(58, (708 - 170) // max(1, len(every)))  # the column fits the screen
            for i, lesson in enumerate(every):
                mark = "✓ " if lesson.id in done else ""
                self.buttons.append(Button(pygame.Rect(x, 170 + i * step, 560, step - 6),
                                           f"{mark}{t(f'lesson.{lesson.id}.title')}",
                                           f"lesson:{lesson.id}",
                                           kind="quiero" if lesson.id in done else "plain"))
        self.dirty = True

    def on_enter(self) -> None:
        self.build()

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, lambda: registry.replace(self.app, "menu")):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        if button.action == "back":
            registry.replace(self.app, "menu")
            return
        self.app.push(LessonScene(self.app, BY_ID[button.action.partition(":")[2]]))

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[0].rect.center

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        title(surface, t("lessons.title"), (WIDTH // 2, 58), size=60)
        label(surface, t("lessons.pick"), (WIDTH // 2, 116), size=22, kind="text", anchor="center")
        for col, variant in enumerate(("argentino", "mineiro")):
            label(surface, t(f"variant.{variant}"), (60 + col * 620, 148), size=26, colour=GOLD)
        draw_buttons(surface, self.buttons, self.focus)


# =========================================================================== one lesson
class LessonScene(Scene):
    """One lesson: ask, explain, go on; at the end the score and the next lesson."""

    def __init__(self, app, lesson: Lesson) -> None:
        super().__init__(app)
        self.lesson = lesson
        self.tutor = Tutor(lesson)
        self.deck = "spanish" if lesson.variant == "argentino" else "french"
        self.small = art_for(*SMALL)
        self.big = art_for(*BIG)
        self.answer: Answer | None = None  # the last answer while its explanation is shown
        self.focus: int | None = 0
        self.buttons: list[Button] = []
        self.build()

    # ------------------------------------------------------------------ state
    @property
    def stage(self) -> str:
        """``"ask"``, ``"explain"`` or ``"end"``."""
        if self.answer is not None:
            return "explain"
        return "end" if self.tutor.done else "ask"

    def build(self) -> None:
        """The buttons of the stage."""
        x, w = SIDE.x + 18, SIDE.w - 36
        bottom = SIDE.bottom - 18
        self.buttons = []
        if self.stage == "ask":
            choices = self.tutor.choices()
            labels = [choice_label(a, self.lesson.variant) for a in choices]
            half = (w - 12) // 2
            cols = 2 if all(get_font("bold", 24).size(text)[0] <= half - 16 for text in labels) else 1
            width = half if cols == 2 else w
            rows = (len(choices) + cols - 1) // cols
            y0 = bottom - rows * 70 + 6
            for i, (action, text) in enumerate(zip(choices, labels)):
                rect = pygame.Rect(x + (i % cols) * (half + 12), y0 + (i // cols) * 70, width, 62)
                self.buttons.append(Button(rect, text, action, kind=button_kind(action)))
        elif self.stage == "explain":
            self.buttons.append(Button(pygame.Rect(x, bottom - 70, w, 70), t("lessons.on"), "on",
                                       kind="primary", key=pygame.K_RETURN))
        else:
            nxt = self.next_lesson()
            if nxt is not None:
                self.buttons.append(Button(pygame.Rect(x, bottom - 152, w, 70), t("lessons.next"),
                                           "next", kind="primary"))
            self.buttons.append(Button(pygame.Rect(x, bottom - 70, w, 70), t("lessons.list"),
                                       "list", kind="plain"))
        self.buttons.append(Button(pygame.Rect(40, 24, 170, 60), t("common.back"), "back"))
        self.focus = 0
        self.dirty = True

    def next_lesson(self) -> Lesson | None:
        i = LESSONS.index(self.lesson)
        return LESSONS[i + 1] if i + 1 < len(LESSONS) else None

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.app.pop):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 \
                and self.stage == "ask":
            for rect, code in self.card_rects():
                if rect.collidepoint(event.pos) and f"play:{code}" in self.tutor.choices():
                    self.choose(f"play:{code}")
                    return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        action = button.action
        if action == "back":
            self.app.pop()
        elif action == "on":
            self.answer = None
            if self.tutor.done:
                self._finished()
            self.build()
        elif action == "next":
            nxt = self.next_lesson()
            self.app.pop()
            if nxt is not None:
                self.app.push(LessonScene(self.app, nxt))
        elif action == "list":
            self.app.pop()
        else:
            self.choose(action)

    def choose(self, action: str) -> None:
        """Answer the question with ``action`` and show why."""
        self.answer = self.tutor.answer(action)
        self.build()

    def _finished(self) -> None:
        data = progress(self.app.doc)
        if self.lesson.id not in data["done"]:
            data["done"].append(self.lesson.id)
        self.app.save()

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[0].rect.center

    # ------------------------------------------------------------------ drawing
    def seat_places(self) -> dict[int, tuple[int, int]]:
        """Centre of each seat's hand on the board."""
        n = self.lesson.rules.players
        if n == 2:
            return {0: (BOARD.centerx, HAND_Y), 1: (BOARD.centerx, 170)}
        return {0: (BOARD.centerx, HAND_Y), 1: (BOARD.right - 130, 390), 2: (BOARD.centerx, 170),
                3: (BOARD.x + 130, 390)}

    def trick_places(self) -> dict[int, tuple[int, int]]:
        """Where each seat's card of the trick in play lies."""
        n = self.lesson.rules.players
        c = (BOARD.centerx, 390)
        if n == 2:
            return {0: (c[0], c[1] + 62), 1: (c[0], c[1] - 62)}
        return {0: (c[0], c[1] + 66), 1: (c[0] + 118, c[1]), 2: (c[0], c[1] - 66),
                3: (c[0] - 118, c[1])}

    def card_rects(self) -> list[tuple[pygame.Rect, str]]:
        """Your cards on the board (clickable when a card is a choice)."""
        hand = self.tutor.match.hand
        assert hand is not None  # a lesson deals its hand when it starts
        cards = hand.cards[0]
        cx, cy = self.seat_places()[0]
        step = BIG[0] + 10
        x0 = cx - (len(cards) * step - 10) // 2
        return [(pygame.Rect(x0 + i * step, cy - BIG[1] // 2, *BIG), code) for i, code in enumerate(cards)]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        m, h = self.tutor.match, self.tutor.match.hand
        heading = t(f"lesson.{self.lesson.id}.title")
        size = 44
        while size > 28 and get_font("display", size).size(heading)[0] > 580:
            size -= 2
        title(surface, heading, (528, 52), size=size)
        label(surface, t("lessons.points", us=m.scores[0], them=m.scores[1]), (SIDE.right - 10, 52),
              size=24, anchor="midright", colour=GOLD)
        self._draw_board(surface, h)
        self._draw_side(surface)
        draw_buttons(surface, self.buttons, self.focus)

    def _draw_board(self, surface: pygame.Surface, h) -> None:
        choices = set(self.tutor.choices()) if self.stage == "ask" else set()
        places = self.seat_places()
        n = self.lesson.rules.players
        for seat, (cx, cy) in places.items():
            if seat == 0:
                for rect, code in self.card_rects():
                    lift = 14 if f"play:{code}" in choices else 0
                    surface.blit(self.big.face(code, self.deck), rect.move(0, -lift))
                    if lift:
                        pygame.draw.rect(surface, GOLD, rect.move(0, -lift).inflate(6, 6), width=3,
                                         border_radius=10)
                first = self.card_rects()[0][0] if self.card_rects() else pygame.Rect(cx, cy, 0, 0)
                label(surface, seat_name(n, seat), (first.x - 14, cy), size=20, anchor="midright",
                      colour=(170, 210, 250))
                continue
            else:
                cards = h.cards[seat]
                step = SMALL[0] + 6
                x0 = cx - (len(cards) * step - 6) // 2
                for i, code in enumerate(cards):
                    surface.blit(self.small.face(code, self.deck), (x0 + i * step, cy - SMALL[1] // 2))
                name_pos = (cx, cy - SMALL[1] // 2 - 16)
            label(surface, seat_name(n, seat), name_pos, size=20, anchor="center",
                  colour=(170, 210, 250) if seat % 2 == 0 else (250, 190, 170))
        trick = h.tricks[-1] if h.tricks and h.tricks[-1] else (h.tricks[-2] if len(h.tricks) > 1 else [])
        for seat, code, down in trick:
            x, y = self.trick_places()[seat]
            img = self.small.back(self.deck) if down else self.small.face(code, self.deck)
            surface.blit(img, img.get_rect(center=(x, y)))
        words = []
        for i, team in enumerate(h.results):
            who = t("team.0") if team == 0 else t("team.1") if team == 1 else t("lessons.parda")
            words.append(t("lessons.baza", n=i + 1, who=who))
        if words:
            label(surface, " · ".join(words), (BOARD.x + 10, BOARD.y + 6), size=20, kind="text")
        said = [log_line(ev, n, variant=self.tutor.lesson.variant) for ev in self.tutor.events
                if ev.kind in LOGGED and ev.kind != "trick" and ev.visible_to(0)]
        for i, line in enumerate(said[-5:]):
            label(surface, line, (BOARD.right - 10, BOARD.y + 150 + i * 26), size=20, kind="text",
                  anchor="midright", colour=(236, 226, 196))
        if h.mineiro.burned:
            label(surface, t("lessons.burned"), (BOARD.x + 10, BOARD.y + 40), size=20, kind="text")
            for i, code in enumerate(c for batch in h.mineiro.burned for c in batch):
                surface.blit(self.small.face(code, self.deck), (BOARD.x + 10 + i * 40, BOARD.y + 60))

    def _draw_side(self, surface: pygame.Surface) -> None:
        panel(surface, SIDE)
        text_box = pygame.Rect(SIDE.x + 20, SIDE.y + 16, SIDE.w - 40, 330)
        lesson = self.lesson.id
        if self.stage == "ask":
            step = self.tutor.step
            assert step is not None  # a question is asked
            y = draw_paragraph(surface, t(f"lesson.{lesson}.intro"), text_box, size=19,
                               colour=(200, 214, 200), spacing=0)
            draw_paragraph(surface, t(f"lesson.{lesson}.{step.id}.q"),
                           pygame.Rect(text_box.x, y + 12, text_box.w, text_box.bottom - y), size=22)
        elif self.stage == "explain" and self.answer is not None:
            step = self.lesson.steps[self.tutor.index - 1]
            if self.answer.correct:
                head, colour = t("lessons.right"), (140, 220, 140)
            else:
                head = t("lessons.better", action=choice_label(self.answer.played, self.lesson.variant))
                colour = (250, 200, 120)
            label(surface, head, (text_box.x, text_box.y + 18), size=30, colour=colour)
            draw_paragraph(surface, t(f"lesson.{lesson}.{step.id}.why"),
                           pygame.Rect(text_box.x, text_box.y + 52, text_box.w, 280), size=22)
        else:
            right = sum(self.tutor.answers)
            label(surface, t("lessons.finished"), (text_box.x, text_box.y + 18), size=30, colour=GOLD)
            label(surface, t("lessons.score", n=right, total=len(self.tutor.answers)),
                  (text_box.x, text_box.y + 60), size=24, colour=CREAM)
