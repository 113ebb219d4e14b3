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
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.card_art import art_for
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, draw_paragraph, label, panel, paragraph_height, title
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.place import back_rect, inner, line_h, portrait, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, ellipsize, felt, label_lines, route_buttons
from scenes.ui.words import action_label, card_name

if TYPE_CHECKING:
    from game.coach.lessons import Answer

SMALL = (64, 99)
BIG = (92, 142)
SOFT = (200, 214, 200)


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
        box = inner(self.size)
        back = Button(back_rect(self.size, t("common.back")), t("common.back"), "back", key=pygame.K_ESCAPE)
        self.buttons = [back]
        head = line_h("bold", 26) + 10
        top = back.rect.bottom + GAP + line_h() + 10
        self.headers: list[tuple[str, tuple[int, int]]] = []
        argentino, mineiro = lessons_of("argentino"), lessons_of("mineiro")
        if portrait(self.size):
            cols = split(pygame.Rect(box.x, 0, box.w, 0), 2)
            groups = [("argentino", argentino, cols, top + head),
                      ("mineiro", mineiro, cols, top + head + ((len(argentino) + 1) // 2) * (TAP + GAP) + head)]
        else:
            cols = split(pygame.Rect(box.x, 0, box.w, 0), 3)
            groups = [("argentino", argentino, cols[:2], top + head), ("mineiro", mineiro, cols[2:], top + head)]
        for variant, lessons, columns, y in groups:
            self.headers.append((variant, (columns[0].x, y - head // 2 - 2)))
            per = (len(lessons) + len(columns) - 1) // len(columns)
            for i, lesson in enumerate(lessons):
                col = columns[i // per]
                mark = "✓ " if lesson.id in done else ""
                self.buttons.append(Button(pygame.Rect(col.x, y + (i % per) * (TAP + GAP), col.w, TAP),
                                           f"{mark}{t(f'lesson.{lesson.id}.title')}", f"lesson:{lesson.id}",
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
        surface.blit(felt(self.size), (0, 0))
        back = self.buttons[0].rect
        box = inner(self.size)
        heading = t("lessons.title")
        title(surface, heading, ((back.right + box.right) // 2, back.centery),
              size=fit_size(heading, "display", 60, box.right - back.right - 2 * GAP, MIN_TEXT))
        label(surface, ellipsize(t("lessons.pick"), get_font("text", MIN_TEXT), box.w),
              (box.centerx, back.bottom + GAP + line_h() // 2), size=MIN_TEXT, kind="text", anchor="center")
        for variant, pos in self.headers:
            label(surface, t(f"variant.{variant}"), pos, size=26, colour=GOLD)
        draw_buttons(surface, self.buttons, self.focus)


# =========================================================================== one lesson
class LessonScene(Scene):
    """One lesson: ask, explain, go on; at the end the score and the next lesson."""

    def __init__(self, app, lesson: Lesson) -> None:
        super().__init__(app)
        self.lesson = lesson
        self.tutor = Tutor(lesson)
        self.deck = "spanish" if lesson.variant == "argentino" else "french"
        self.small = art_for(*SMALL, False, MIN_TEXT)
        self.big = art_for(*BIG, False, MIN_TEXT + 3)
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

    def places(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The board and the side panel (landscape: side by side; portrait: the panel under the
        board)."""
        box = inner(self.size)
        top = box.y + TAP + GAP
        if portrait(self.size):
            board = pygame.Rect(box.x, top, box.w, 600)
            return board, pygame.Rect(box.x, board.bottom + GAP, box.w, box.bottom - board.bottom - GAP)
        board = pygame.Rect(box.x, top, 740, box.bottom - top)
        return board, pygame.Rect(board.right + 20, top, box.right - board.right - 20, box.bottom - top)

    def build(self) -> None:
        """The buttons of the stage."""
        _, side = self.places()
        x, w = side.x + 16, side.w - 32
        bottom = side.bottom - 16
        self.buttons = []
        if self.stage == "ask":
            choices = self.tutor.choices()
            labels = [choice_label(a, self.lesson.variant) for a in choices]
            half = (w - GAP) // 2
            fits = all(label_lines(text, half - 16, TAP - 8, 28)[1][-1] == text.split(" ")[-1]
                       for text in labels)
            cols = 2 if fits else 1
            width = half if cols == 2 else w
            rows = (len(choices) + cols - 1) // cols
            y0 = bottom - rows * (TAP + GAP) + GAP
            for i, (action, text) in enumerate(zip(choices, labels)):
                rect = pygame.Rect(x + (i % cols) * (half + GAP), y0 + (i // cols) * (TAP + GAP), width, TAP)
                self.buttons.append(Button(rect, text, action, kind=button_kind(action)))
        elif self.stage == "explain":
            self.buttons.append(Button(pygame.Rect(x, bottom - TAP, w, TAP), t("lessons.on"), "on",
                                       kind="primary", key=pygame.K_RETURN))
        else:
            nxt = self.next_lesson()
            if nxt is not None:
                self.buttons.append(Button(pygame.Rect(x, bottom - 2 * TAP - GAP, w, TAP), t("lessons.next"),
                                           "next", kind="primary"))
            self.buttons.append(Button(pygame.Rect(x, bottom - TAP, w, TAP), t("lessons.list"),
                                       "list", kind="plain"))
        self.buttons.append(Button(back_rect(self.size, t("common.back")), t("common.back"), "back"))
        self.focus = 0
        self.dirty = True

    def next_lesson(self) -> Lesson | None:
        i = LESSONS.index(self.lesson)
        return LESSONS[i + 1] if i + 1 < len(LESSONS) else None

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.app.pop):
            return
        pos = event.pos if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 else None
        if event.type == pygame.FINGERDOWN:
            from scenes.ui.canvas import finger_pos
            pos = finger_pos(event, self.size)
        if pos is not None and self.stage == "ask":
            for rect, code in self.card_rects():
                if rect.collidepoint(pos) and f"play:{code}" in self.tutor.choices():
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
        board, _ = self.places()
        n = self.lesson.rules.players
        bottom = (board.centerx, board.bottom - BIG[1] // 2 - 16)
        top = (board.centerx, board.y + 2 * line_h() + 36 + SMALL[1] // 2)
        if n == 2:
            return {0: bottom, 1: top}
        side = 3 * (SMALL[0] + 6) // 2 + 12
        mid = (top[1] + bottom[1]) // 2 + 10
        return {0: bottom, 1: (board.right - side, mid), 2: top, 3: (board.x + side, mid)}

    def trick_places(self) -> dict[int, tuple[int, int]]:
        """Where each seat's card of the trick in play lies."""
        board, _ = self.places()
        places = self.seat_places()
        n = self.lesson.rules.players
        c = (board.centerx, (places[0][1] + places[2 if n == 4 else 1][1]) // 2)
        dy = SMALL[1] // 2 + 8
        if n == 2:
            return {0: (c[0], c[1] + dy), 1: (c[0], c[1] - dy)}
        dx = SMALL[0] + 14
        return {0: (c[0], c[1] + dy), 1: (c[0] + dx, c[1]), 2: (c[0], c[1] - dy), 3: (c[0] - dx, c[1])}

    def card_rects(self) -> list[tuple[pygame.Rect, str]]:
        """Your cards on the board (clickable when a card is a choice)."""
        hand = self.tutor.match.hand
        assert hand is not None  # a lesson deals its hand when it starts
        cards = hand.cards[0]
        cx, cy = self.seat_places()[0]
        step = BIG[0] + GAP
        x0 = cx - (len(cards) * step - GAP) // 2
        return [(pygame.Rect(x0 + i * step, cy - BIG[1] // 2, *BIG), code) for i, code in enumerate(cards)]

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        """The buttons, and your cards that are a choice."""
        out = [(b.action, b.rect) for b in self.buttons if b.enabled]
        if self.stage == "ask":
            out += [(f"play:{code}", r) for r, code in self.card_rects() if f"play:{code}" in self.tutor.choices()]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        m, h = self.tutor.match, self.tutor.match.hand
        box = inner(self.size)
        back = self.buttons[-1].rect
        points = label(surface, t("lessons.points", us=m.scores[0], them=m.scores[1]), (box.right, back.centery),
                       size=MIN_TEXT + 1, anchor="midright", colour=GOLD)
        heading = t(f"lesson.{self.lesson.id}.title")
        room = points.x - back.right - 2 * GAP
        title(surface, heading, ((back.right + points.x) // 2, back.centery),
              size=fit_size(heading, "display", 44, room, MIN_TEXT))
        self._draw_board(surface, h)
        self._draw_side(surface)
        draw_buttons(surface, self.buttons, self.focus)

    def _draw_board(self, surface: pygame.Surface, h) -> None:
        board, _ = self.places()
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
                rects = self.card_rects()
                first = rects[0][0] if rects else pygame.Rect(cx, cy, 0, 0)
                name = seat_name(n, seat)
                if first.x - 14 - board.x > get_font("bold", MIN_TEXT).size(name)[0]:
                    label(surface, name, (first.x - 14, cy), size=MIN_TEXT, anchor="midright",
                          colour=(170, 210, 250))
                continue
            cards = h.cards[seat]
            step = SMALL[0] + 6
            x0 = cx - (len(cards) * step - 6) // 2
            for i, code in enumerate(cards):
                surface.blit(self.small.face(code, self.deck), (x0 + i * step, cy - SMALL[1] // 2))
            label(surface, seat_name(n, seat), (cx, cy - SMALL[1] // 2 - line_h("bold") // 2 - 2), size=MIN_TEXT,
                  anchor="center", colour=(170, 210, 250) if seat % 2 == 0 else (250, 190, 170))
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
            font = get_font("text", MIN_TEXT)
            label(surface, ellipsize(" · ".join(words), font, board.w), (board.x, board.y + line_h() // 2),
                  size=MIN_TEXT, kind="text")
        said = [log_line(ev, n, variant=self.tutor.lesson.variant) for ev in self.tutor.events
                if ev.kind in LOGGED and ev.kind != "trick" and ev.visible_to(0)]
        if said:  # the last words said, under the bazas
            font = get_font("text", MIN_TEXT)
            label(surface, ellipsize(said[-1], font, board.w), (board.right, board.y + line_h() * 3 // 2 + 2),
                  size=MIN_TEXT, kind="text", anchor="midright", colour=(236, 226, 196))
        if h.mineiro.burned:
            cards = [c for batch in h.mineiro.burned for c in batch]
            y = board.bottom - SMALL[1] - line_h() - 8
            label(surface, t("lessons.burned"), (board.x, y), size=MIN_TEXT, kind="text")
            for i, code in enumerate(cards[:6]):
                surface.blit(self.small.face(code, self.deck), (board.x + i * 34, y + line_h() // 2 + 4))

    def _draw_side(self, surface: pygame.Surface) -> None:
        _, side = self.places()
        panel(surface, side)
        top = min([b.rect.y for b in self.buttons[:-1]] + [side.bottom])
        text_box = pygame.Rect(side.x + 18, side.y + 14, side.w - 36, top - GAP - side.y - 14)
        lesson = self.lesson.id
        if self.stage == "ask":
            step = self.tutor.step
            assert step is not None  # a question is asked
            question = t(f"lesson.{lesson}.{step.id}.q")
            room = text_box.h - paragraph_height(question, text_box.w, size=MIN_TEXT + 1, spacing=2) - 10
            intro = t(f"lesson.{lesson}.intro")
            y = text_box.y
            if paragraph_height(intro, text_box.w, spacing=0) <= room:
                y = draw_paragraph(surface, intro, text_box, size=MIN_TEXT, colour=SOFT, spacing=0) + 10
            draw_paragraph(surface, question, pygame.Rect(text_box.x, y, text_box.w, text_box.bottom - y),
                           size=MIN_TEXT + 1, spacing=2, clip=True)
        elif self.stage == "explain" and self.answer is not None:
            step = self.lesson.steps[self.tutor.index - 1]
            if self.answer.correct:
                head, colour = t("lessons.right"), (140, 220, 140)
            else:
                head = t("lessons.better", action=choice_label(self.answer.played, self.lesson.variant))
                colour = (250, 200, 120)
            y = draw_paragraph(surface, head, text_box, size=28, kind="bold", colour=colour, spacing=0)
            draw_paragraph(surface, t(f"lesson.{lesson}.{step.id}.why"),
                           pygame.Rect(text_box.x, y + 8, text_box.w, text_box.bottom - y - 8),
                           size=MIN_TEXT + 1, spacing=2, clip=True)
        else:
            right = sum(self.tutor.answers)
            y = draw_paragraph(surface, t("lessons.finished"), text_box, size=30, kind="bold", colour=GOLD, spacing=0)
            draw_paragraph(surface, t("lessons.score", n=right, total=len(self.tutor.answers)),
                           pygame.Rect(text_box.x, y + 8, text_box.w, text_box.bottom - y), size=26, kind="bold",
                           spacing=0)
