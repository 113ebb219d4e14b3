"""The hand summary: a dialog over the table after each hand.

What each side scored and why ("Envido 28 contra 31", "Flor", "Truco querido", "Se fueron al
mazo"), the bazas, the envido cards shown, and the new score. Continuar (click, Enter, Space or
Esc) pops it; the table then deals the next hand.
"""
from __future__ import annotations

import pygame

from scenes.table.hand_result import envido_show, headline, score_lines, seat_name, trick_words
from scenes.ui import registry
from scenes.ui.canvas import HEIGHT, TAP
from scenes.ui.card_art import CardArt
from scenes.ui.dialogs import GOLD, common_event, dim, draw_buttons, label, panel, title
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import CREAM, Button, handle_buttons
from scenes.ui.words import chicos_words

PANEL = pygame.Rect(250, 64, 780, 592)
_art_cache: dict[tuple[int, int, bool], CardArt] = {}


def small_art(four_colour: bool, size: tuple[int, int] = (64, 99)) -> CardArt:
    """A shared CardArt for the small cards of the dialogs."""
    key = (*size, bool(four_colour))
    art = _art_cache.get(key)
    if art is None:
        art = _art_cache[key] = CardArt(size[0], size[1], bool(four_colour))
    return art


def chico_won(match) -> int | None:
    """The team that won a chico with this hand, in a partido (the match's last chico too)."""
    if match.rules.chicos <= 1:
        return None
    for e in match.hand.events:
        if e.kind in ("chico-over", "match-over"):
            return e.team
    return None


class SummaryScene(Scene):
    """The dialog after a hand (see the module docstring)."""

    overlay = True

    def __init__(self, app, match, names: dict[int, str] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.names = dict(names or {})  #: the characters' short names by seat
        self.lines = score_lines(match)
        self.tricks = trick_words(match)
        self.show = envido_show(match)
        self.focus: int | None = 0
        rows = max([1] + [sum(1 for ln in self.lines if ln["team"] == team) for team in (0, 1)])
        height = 116 + 40 + 22 + 32 * rows + (130 if self.show else 0) + 224
        self.panel = pygame.Rect(PANEL.x, 0, PANEL.w, min(PANEL.h, height))
        self.panel.centery = HEIGHT // 2
        rect = pygame.Rect(0, 0, 300, TAP)  # a thumb's size on a phone (scenes/ui/canvas.py)
        rect.midbottom = (self.panel.centerx + 160, self.panel.bottom - 14)
        review = rect.move(-320, 0)
        self.buttons = [Button(rect, t("common.continue"), "continue", kind="primary"),
                        Button(review, t("review.button"), "review", kind="envido")]

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[0].rect.center

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close, confirm=True):
            return
        self.focus = handle_buttons(event, self.buttons, self.focus, self.press) or 0

    def press(self, button: Button) -> None:
        """Continuar closes the summary; Repaso opens the review of the hand over it."""
        if button.action == "review":
            registry.push(self.app, "review", self.match)
        else:
            self.close()

    def close(self) -> None:
        """Pop the dialog (once)."""
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ drawing
    def headline(self) -> str:
        """What the hand gave each side, in agreement with the points below it; in a partido,
        first who won the chico it ended."""
        chico = chico_won(self.match)
        if chico is not None:
            return t(f"sum.chico_{chico}")
        return headline(self.lines)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, self.panel)
        m = self.match
        title(surface, t("sum.title", n=m.hand_no), (self.panel.centerx, self.panel.y + 40), size=46)
        label(surface, self.headline(), (self.panel.centerx, self.panel.y + 86), size=26, anchor="center",
              colour=CREAM)
        # two columns: what each side scored (the envido cards under the winner's lines)
        col_w = (self.panel.w - 80) // 2
        top = self.panel.y + 116
        for team in (0, 1):
            x = self.panel.x + 30 + team * (col_w + 20)
            head = pygame.Rect(x, top, col_w, 40)
            pygame.draw.rect(surface, (8, 50, 32), head, border_radius=10)
            label(surface, t(f"team.{team}"), (x + 16, head.centery), size=24, colour=GOLD)
            total = sum(ln["points"] for ln in self.lines if ln["team"] == team)
            label(surface, f"+{total}", (head.right - 16, head.centery), size=26,
                  colour=GOLD if total else (160, 170, 160), anchor="midright")
            y = head.bottom + 22
            mine = [ln for ln in self.lines if ln["team"] == team]
            if not mine:
                label(surface, "—", (x + 16, y), size=22, colour=(160, 170, 160), kind="text")
                y += 32
            for ln in mine:
                label(surface, ln["text"], (x + 16, y), size=22, kind="text")
                label(surface, f"+{ln['points']}", (head.right - 16, y), size=22, anchor="midright")
                y += 32
            if self.show is not None and self.show[0] % 2 == team:
                seat, cards, value = self.show
                art = small_art(self.app.settings.get("four_colour", False))
                caption = t("sum.envido_mine", n=value) if seat == 0 else \
                    t("sum.envido_of", who=seat_name(seat, m.rules.players, self.names), n=value)
                label(surface, caption, (x + 16, y + 2), size=20, kind="text", colour=(214, 226, 210))
                for i, card in enumerate(cards):
                    surface.blit(art.face(card), (x + 16 + i * 72, y + 20))
        # the bazas
        if self.tricks:
            words = " · ".join(self.tricks)
            label(surface, t("sum.tricks", tricks=words), (self.panel.centerx, self.panel.bottom - 202),
                  size=22, anchor="center", kind="text")
        # the score now
        pygame.draw.line(surface, (40, 120, 80), (self.panel.x + 40, self.panel.bottom - 182),
                         (self.panel.right - 40, self.panel.bottom - 182), 2)
        self._draw_score(surface, self.panel.bottom - 152)
        draw_buttons(surface, self.buttons, self.focus)

    def _draw_score(self, surface: pygame.Surface, y: int) -> None:
        m = self.match
        left = t("team.0")
        right = t("team.1")
        us, them = m.scores
        label(surface, f"{left}  {us}", (self.panel.centerx - 40, y), size=34, anchor="midright",
              colour=CREAM)
        label(surface, "·", (self.panel.centerx, y), size=34, anchor="center", colour=GOLD)
        label(surface, f"{them}  {right}", (self.panel.centerx + 40, y), size=34, anchor="midleft",
              colour=CREAM)
        extra = t("sum.target", n=m.rules.target)
        chicos = chicos_words(m)
        if chicos:
            extra += " · " + chicos
            if chico_won(m) is not None and not m.over:
                extra += " · " + t("sum.next_chico")
        label(surface, extra, (self.panel.centerx, y + 32), size=20, anchor="center", kind="text",
              colour=(200, 214, 200))
