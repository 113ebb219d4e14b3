"""The hand summary: a dialog over the table after each hand.

What each side scored and why ("Envido 28 contra 31", "Flor", "Truco querido", "Se fueron al
mazo"), the bazas, the envido cards shown, and the new score. Continuar (click, Enter, Space or
Esc) pops it; the table then deals the next hand.
"""
from __future__ import annotations

import pygame

from scenes.table.hand_result import envido_show, headline, score_lines, seat_name, trick_words
from scenes.ui import registry
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.card_art import CardArt, art_for
from scenes.ui.dialogs import GOLD, common_event, dim, draw_buttons, draw_paragraph, label, panel, paragraph_height, title
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.place import dialog_box, line_h, portrait, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import CREAM, Button, ellipsize, handle_buttons
from scenes.ui.words import chicos_words

BOX_W = 860
CARD = (64, 99)
SOFT = (214, 226, 210)


def small_art(four_colour: bool, size: tuple[int, int] = CARD) -> CardArt:
    """A shared CardArt for the small cards of the dialogs (their corner index read on a phone)."""
    return art_for(size[0], size[1], bool(four_colour), MIN_TEXT)


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
        self.buttons: list[Button] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.build()

    def column_height(self, team: int, width: int) -> int:
        """How tall one side's column is: its header, its lines, the envido cards it showed."""
        rows = max(1, sum(1 for ln in self.lines if ln["team"] == team))
        h = 44 + 10 + rows * (line_h() + 6)
        if self.show is not None and self.show[0] % 2 == team:
            h += line_h() + 8 + CARD[1] + 8
        return h

    def build(self) -> None:
        """The panel as tall as what it says; landscape: the two sides side by side; portrait:
        one over the other."""
        width = dialog_box(self.size, BOX_W, 10).w
        inner_w = width - 60
        stacked = portrait(self.size)
        col_w = inner_w if stacked else (inner_w - 20) // 2
        heights = [self.column_height(team, col_w) for team in (0, 1)]
        cols_h = sum(heights) + 14 if stacked else max(heights)
        tricks = t("sum.tricks", tricks=" · ".join(self.tricks)) if self.tricks else ""
        height = (24 + line_h("display", 46) + line_h("bold", 26) + 14 + cols_h + 14
                  + (paragraph_height(tricks, inner_w, spacing=0) if tricks else 0) + 16
                  + line_h("bold", 34) + line_h() + 16 + TAP + 20)
        self.panel = dialog_box(self.size, BOX_W, height)
        row = pygame.Rect(self.panel.x + 30, self.panel.bottom - 20 - TAP, inner_w, TAP)
        review, cont = split(row, 2)
        self.buttons = [Button(cont, t("common.continue"), "continue", kind="primary"),
                        Button(review, t("review.button"), "review", kind="envido")]
        self.dirty = True

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
        box = self.panel
        panel(surface, box)
        m = self.match
        inner_w = box.w - 60
        y = box.y + 24
        heading = t("sum.title", n=m.hand_no)
        title(surface, heading, (box.centerx, y + line_h("display", 46) // 2),
              size=fit_size(heading, "display", 46, inner_w, MIN_TEXT))
        y += line_h("display", 46)
        head = self.headline()
        label(surface, ellipsize(head, get_font("bold", 26), inner_w), (box.centerx, y + line_h("bold", 26) // 2),
              size=26, anchor="center", colour=CREAM)
        y += line_h("bold", 26) + 14
        stacked = portrait(self.size)
        col_w = inner_w if stacked else (inner_w - 20) // 2
        top = y
        for team in (0, 1):
            if stacked:
                x, y0 = box.x + 30, top + (self.column_height(0, col_w) + 14 if team else 0)
            else:
                x, y0 = box.x + 30 + team * (col_w + 20), top
            self._draw_side(surface, team, pygame.Rect(x, y0, col_w, self.column_height(team, col_w)))
        heights = [self.column_height(team, col_w) for team in (0, 1)]
        y = top + (sum(heights) + 14 if stacked else max(heights)) + 14
        if self.tricks:
            words = t("sum.tricks", tricks=" · ".join(self.tricks))
            y = draw_paragraph(surface, words, pygame.Rect(box.x + 30, y, inner_w, box.h), size=MIN_TEXT,
                               spacing=0, centre=True)
        pygame.draw.line(surface, (40, 120, 80), (box.x + 40, y + 6), (box.right - 40, y + 6), 2)
        self._draw_score(surface, y + 16 + line_h("bold", 34) // 2)
        draw_buttons(surface, self.buttons, self.focus)

    def _draw_side(self, surface: pygame.Surface, team: int, rect: pygame.Rect) -> None:
        """What one side scored (the envido cards under the winner's lines)."""
        m = self.match
        x = rect.x
        head = pygame.Rect(x, rect.y, rect.w, 44)
        pygame.draw.rect(surface, (8, 50, 32), head, border_radius=10)
        label(surface, t(f"team.{team}"), (x + 16, head.centery), size=26, colour=GOLD)
        total = sum(ln["points"] for ln in self.lines if ln["team"] == team)
        label(surface, f"+{total}", (head.right - 16, head.centery), size=26,
              colour=GOLD if total else (160, 170, 160), anchor="midright")
        y = head.bottom + 10 + line_h() // 2
        mine = [ln for ln in self.lines if ln["team"] == team]
        if not mine:
            label(surface, "—", (x + 16, y), size=MIN_TEXT, colour=(160, 170, 160), kind="text")
            y += line_h() + 6
        for ln in mine:
            points = label(surface, f"+{ln['points']}", (head.right - 16, y), size=MIN_TEXT, anchor="midright")
            words = ellipsize(ln["text"], get_font("text", MIN_TEXT), points.x - x - 28)
            label(surface, words, (x + 16, y), size=MIN_TEXT, kind="text")
            y += line_h() + 6
        if self.show is not None and self.show[0] % 2 == team:
            seat, cards, value = self.show
            art = small_art(self.app.settings.get("four_colour", False))
            caption = t("sum.envido_mine", n=value) if seat == 0 else \
                t("sum.envido_of", who=seat_name(seat, m.rules.players, self.names), n=value)
            label(surface, ellipsize(caption, get_font("text", MIN_TEXT), rect.w - 16), (x + 16, y), size=MIN_TEXT,
                  kind="text", colour=SOFT)
            for i, card in enumerate(cards):
                surface.blit(art.face(card), (x + 16 + i * (CARD[0] + 8), y + line_h() // 2 + 8))

    def _draw_score(self, surface: pygame.Surface, y: int) -> None:
        m = self.match
        box = self.panel
        left = t("team.0")
        right = t("team.1")
        us, them = m.scores
        label(surface, f"{left}  {us}", (box.centerx - 30, y), size=34, anchor="midright", colour=CREAM)
        label(surface, "·", (box.centerx, y), size=34, anchor="center", colour=GOLD)
        label(surface, f"{them}  {right}", (box.centerx + 30, y), size=34, anchor="midleft", colour=CREAM)
        extra = t("sum.target", n=m.rules.target)
        chicos = chicos_words(m)
        if chicos:
            extra += " · " + chicos
            if chico_won(m) is not None and not m.over:
                extra += " · " + t("sum.next_chico")
        label(surface, ellipsize(extra, get_font("text", MIN_TEXT), box.w - 60),
              (box.centerx, y + line_h("bold", 34) // 2 + 4 + line_h() // 2), size=MIN_TEXT, anchor="center",
              kind="text", colour=(200, 214, 200))
