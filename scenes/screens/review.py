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
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import common_event, dim, draw_buttons, draw_paragraph, label, panel, paragraph_height, title
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.place import dialog_box, line_h, portrait
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, ellipsize, handle_buttons
from scenes.ui.words import move_words, reason_words

FRAME_BUDGET = 0.008
BOX = (960, 640)  # at most
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
        self.buttons: list[Button] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.focus: int | None = 0
        self.build()

    def build(self) -> None:
        """The panel (as big as the canvas allows) and its Cerrar button."""
        self.panel = dialog_box(self.size, *BOX)
        rect = pygame.Rect(0, 0, min(320, self.panel.w - 60), TAP)
        rect.midbottom = (self.panel.centerx, self.panel.bottom - 18)
        self.buttons = [Button(rect, t("review.close"), "close", kind="primary")]
        self.dirty = True

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

    def rows(self) -> list[tuple[str, str, tuple]]:
        """Each decision reviewed: ``(what you played, what dificil says, colour)``."""
        out = []
        for d in (self.done or [])[:ROWS]:
            played = t("review.row", trick=d.trick, played=move_words(d.played, self.variant))
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
            out.append((played, right, colour))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        box = self.panel
        panel(surface, box)
        heading = t("review.title")
        title(surface, heading, (box.centerx, box.y + 20 + line_h("display", 46) // 2),
              size=fit_size(heading, "display", 46, box.w - 40, MIN_TEXT))
        x, y = box.x + 30, box.y + 24 + line_h("display", 46)
        width = box.w - 60
        note_top = self.buttons[0].rect.y - 8 - paragraph_height(t("review.cost_note"), width, spacing=0)
        bottom = note_top - 8
        if self.done is None:
            draw_paragraph(surface, t("review.working", n=min(self.total, self.progress + 1), total=self.total),
                           pygame.Rect(x, y + 20, width, bottom - y), size=MIN_TEXT + 1, spacing=0, centre=True)
        elif not self.done:
            draw_paragraph(surface, t("review.none"), pygame.Rect(x, y + 20, width, bottom - y),
                           size=MIN_TEXT + 1, spacing=0, centre=True)
        else:
            font = get_font("bold", MIN_TEXT)
            if all(d.cost == 0 and d.played == d.best for d in self.done):
                y = draw_paragraph(surface, t("review.all_good"), pygame.Rect(x, y, width, bottom - y),
                                   size=MIN_TEXT + 1, kind="bold", colour=(150, 220, 150), spacing=0) + 6
            beside = not portrait(self.size)
            for i, (played, right, colour) in enumerate(self.rows()):
                need = line_h("bold") * (1 if beside else 2) + 8
                if y + need > bottom:
                    break
                if beside:
                    r = label(surface, ellipsize(right, font, width // 2), (x + width, y + line_h("bold") // 2),
                              size=MIN_TEXT, anchor="midright", colour=colour)
                    label(surface, ellipsize(played, font, r.x - x - 16), (x, y + line_h("bold") // 2), size=MIN_TEXT)
                else:
                    label(surface, ellipsize(played, font, width), (x, y + line_h("bold") // 2), size=MIN_TEXT)
                    label(surface, ellipsize(right, font, width - 20), (x + 20, y + line_h("bold") * 3 // 2),
                          size=MIN_TEXT, colour=colour)
                y += need
                d = self.done[i]
                if i == 0 and d.played != d.best:  # the costliest, with its reason
                    y = draw_paragraph(surface, reason_words(d.reason, self.variant),
                                       pygame.Rect(x + 20, y, width - 20, min(3 * line_h(), bottom - y)),
                                       size=MIN_TEXT, colour=(214, 226, 210), spacing=0, clip=True) + 8
            draw_paragraph(surface, t("review.cost_note"), pygame.Rect(x, note_top, width, box.h), size=MIN_TEXT,
                           colour=(190, 206, 190), spacing=0, centre=True)
        draw_buttons(surface, self.buttons, self.focus)
