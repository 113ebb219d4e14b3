"""The table's Ayuda (hint): computed on request, in slices, for the decision in front of you.

``dificil``'s evaluation of your own observation (:func:`game.coach.hint.hint_steps`), with the seed
``dificil`` would use and the profile of the others you have built by watching the finished hands:
every legal action with its chance of winning the match, the best one first, and one reason. It is
for the decision it was asked at; any action (yours or not) clears it.
"""
from __future__ import annotations

import time

import pygame

from game.coach.hint import decision_seed, hint_steps
from game.ai.profile import learned_profiles
from scenes.dialogs import GOLD, draw_paragraph, wrap
from scenes.fonts import get_font
from scenes.i18n import t
from scenes.widgets import CREAM
from scenes.words import move_words, reason_words

PANEL = pygame.Rect(842, 116, 420, 250)


class HintHelper:
    """The hint of one table: ``toggle()`` asks (or hides it); ``step(budget)`` works on it."""

    def __init__(self, table) -> None:
        self.table = table
        self.shown = False
        self.for_point: tuple | None = None  # (hand_no, actions so far) the hint is for
        self.gen = None
        self.hint = None
        #: True once a hint was shown in this match (a Diario records it)
        self.used = False

    def point(self) -> tuple:
        m = self.table.match
        return (m.hand_no, len(m.hand.history) if m.hand is not None else 0)

    def enabled(self) -> bool:
        """The Ayudas setting (Ajustes) turns the hint off with the other helps."""
        return bool(self.table.app.settings.get("show_envido", True))

    def toggle(self) -> None:
        """Show the hint for the decision now (computing it over the next frames), or hide it."""
        if self.shown and self.for_point == self.point():
            self.shown = False
            self.table.dirty = True
            return
        if not self.enabled() or not self.table.human_acting():
            return
        self.shown = True
        self.used = True
        if self.for_point != self.point() or (self.hint is None and self.gen is None):
            m = self.table.match
            obs = m.observe(0)
            seed = decision_seed(m.seed, m.hand_no, len(obs["history"]), 0)
            profile = learned_profiles(m, [0])[0]
            self.for_point, self.hint = self.point(), None
            self.gen = hint_steps(obs, seed, profile)
        self.table.on_hint_used()
        self.table.dirty = True

    def clear(self) -> None:
        """An action was taken: the hint no longer applies."""
        self.shown, self.gen, self.hint, self.for_point = False, None, None, None

    def busy(self) -> bool:
        return self.gen is not None

    def step(self, budget: float) -> None:
        """Work on the hint for up to ``budget`` seconds."""
        if self.gen is None:
            return
        end = time.perf_counter() + budget
        try:
            while time.perf_counter() < end:
                next(self.gen)
        except StopIteration as stop:
            self.hint, self.gen = stop.value, None
            self.table.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """The panel (over the hand's log) while the hint is shown."""
        if not self.shown:
            return
        box = PANEL.copy()
        if self.hint is not None:  # as tall as its content
            lines = len(wrap(reason_words(self.hint.reason, self.table.variant), get_font("text", 19),
                             box.w - 28))
            rows = (min(6, len(self.hint.chances)) + 1) // 2
            box.h = min(PANEL.h, 46 + rows * 26 + (24 if self.hint.others else 0) + lines * 24 + 10)
        pygame.draw.rect(surface, (0, 0, 0), box.move(4, 6), border_radius=14)
        pygame.draw.rect(surface, (110, 66, 34), box.inflate(8, 8), border_radius=16)
        pygame.draw.rect(surface, (12, 60, 40), box, border_radius=12)
        title = get_font("bold", 22).render(t("hint.title"), True, GOLD)
        surface.blit(title, (box.x + 14, box.y + 8))
        if self.hint is None:
            img = get_font("text", 20).render(t("hint.thinking"), True, CREAM)
            surface.blit(img, (box.x + 14, box.y + 44))
            return
        variant = self.table.variant
        font, bold = get_font("text", 19), get_font("bold", 19)
        rows = self.hint.chances[:6]
        half = (box.w - 28) // 2
        for i, (action, chance) in enumerate(rows):
            x = box.x + 14 + (i % 2) * half
            y = box.y + 40 + (i // 2) * 26
            best = action == self.hint.best
            words = move_words(action, variant)
            pct = f"{round(100 * chance)}%"
            f = bold if best else font
            colour = GOLD if best else CREAM
            pct_img = f.render(pct, True, colour)
            room = half - pct_img.get_width() - 16
            text = words
            while text and f.size(text)[0] > room:
                text = text[:-1]
            if text != words:
                text = text.rstrip() + "…"
            surface.blit(f.render(text, True, colour), (x, y))
            surface.blit(pct_img, (x + half - pct_img.get_width() - 10, y))
        y = box.y + 40 + ((len(rows) + 1) // 2) * 26 + 2
        if self.hint.others:
            moves = ", ".join(move_words(a, variant) for a in self.hint.others)
            text = t("hint.others", moves=moves)
            f = get_font("text", 18)
            while text and f.size(text)[0] > box.w - 28:
                text = text[:-1]
            if text != t("hint.others", moves=moves):
                text = text.rstrip(" ,") + "…"
            surface.blit(f.render(text, True, (190, 206, 190)), (box.x + 14, y))
            y += 24
        draw_paragraph(surface, reason_words(self.hint.reason, variant),
                       pygame.Rect(box.x + 14, y, box.w - 28, box.bottom - y - 4), size=19, spacing=0)
