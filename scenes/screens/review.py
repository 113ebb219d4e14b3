"""Repaso de la mano: each of your decisions in the hand just played, what ``dificil`` would have
chosen from what you saw then, and what your choice cost in chances of winning the match; the
costliest first, with its reason (:func:`game.coach.review.review_steps`, worked out over frames).

Only what you saw at each decision goes in (your observation then), and the rows name only your
own moves and ``dificil``'s: nothing hidden during the hand is shown.
"""
from __future__ import annotations

import time

import pygame

from game.coach.review import review_steps
from scenes.ui.canvas import HEIGHT, TAP, WIDTH
from scenes.ui.dialogs import common_event, dim, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, handle_buttons
from scenes.ui.words import move_words, reason_words

FRAME_BUDGET = 0.008
PANEL = pygame.Rect(0, 0, 940, 600)
ROWS = 6


class ReviewScene(Scene):
    """The review dialog over the table (or the hand's summary)."""

    overlay = True

    def __init__(self, app, match, hand_index: int | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.variant = match.rules.variant
        self.steps = review_steps(match, hand_index)
        from game.coach.review import decision_points
        self.total = len(decision_points(match, hand_index))
        self.done: list | None = None
        self.progress = 0  # decisions reviewed so far
        self.panel = PANEL.copy()
        self.panel.center = (WIDTH // 2, HEIGHT // 2)
        rect = pygame.Rect(0, 0, 300, TAP)
        rect.midbottom = (self.panel.centerx, self.panel.bottom - 14)
        self.buttons = [Button(rect, t("review.close"), "close", kind="primary")]
        self.focus: int | None = 0

    def update(self, dt: float) -> None:
        """Work on the review a slice at a time."""
        if self.done is not None:
            return
        end = time.perf_counter() + FRAME_BUDGET
        try:
            while time.perf_counter() < end:
                step = next(self.steps)
                if isinstance(step, int):
                    self.progress = step
        except StopIteration as stop:
            self.done = stop.value
        self.dirty = True

    def animating(self) -> bool:
        return self.done is None

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close, confirm=True):
            return
        self.focus = handle_buttons(event, self.buttons, self.focus, lambda b: self.close()) or 0

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[0].rect.center

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, self.panel)
        title(surface, t("review.title"), (self.panel.centerx, self.panel.y + 42), size=46)
        x, y = self.panel.x + 36, self.panel.y + 92
        width = self.panel.w - 72
        if self.done is None:
            label(surface, t("review.working", n=min(self.total, self.progress + 1), total=self.total),
                  (self.panel.centerx, y + 40), size=24, anchor="center", kind="text")
        elif not self.done:
            label(surface, t("review.none"), (self.panel.centerx, y + 40), size=24, anchor="center",
                  kind="text")
        else:
            if all(d.cost == 0 and d.played == d.best for d in self.done):
                label(surface, t("review.all_good"), (x, y + 6), size=24, colour=(150, 220, 150))
                y += 40
            for i, d in enumerate(self.done[:ROWS]):
                played = move_words(d.played, self.variant)
                label(surface, t("review.row", trick=d.trick, played=played), (x, y + 14), size=22)
                if d.played == d.best:
                    right, colour = t("review.same"), (150, 220, 150)
                elif d.weighed and d.cost < 0.05:
                    right, colour = t("review.even", best=move_words(d.best, self.variant)), (214, 226, 210)
                elif d.weighed:
                    right = t("review.better", best=move_words(d.best, self.variant), cost=f"{d.cost:.1f}")
                    colour = (250, 200, 120)
                else:  # its estimate is not worth a number (game.coach.hint.Hint.others)
                    right = t("review.unweighed", best=move_words(d.best, self.variant))
                    colour = (250, 200, 120)
                label(surface, right, (x + width, y + 14), size=22, anchor="midright", colour=colour)
                y += 34
                if i == 0 and d.played != d.best:  # the costliest, with its reason
                    y = draw_paragraph(surface, reason_words(d.reason, self.variant),
                                       pygame.Rect(x + 20, y, width - 20, 60), size=20,
                                       colour=(214, 226, 210), spacing=0) + 8
            label(surface, t("review.cost_note"), (self.panel.centerx, self.buttons[0].rect.y - 24),
                  size=18, anchor="center", kind="text", colour=(190, 206, 190))
        draw_buttons(surface, self.buttons, self.focus)
