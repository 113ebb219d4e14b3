"""Tus rivales: who sits at the table in Nueva partida, seat by seat, or left to chance.

The seats of the chosen rules are tabs at the top (1 against 1: the rival; in pairs: the rival on
your right, your partner, the rival on your left); below them the cast, the variant's home first,
each with its level and style. Choosing a character seats it at the selected tab; Al azar leaves
that seat to chance (a character of your difficulty, drawn when the match starts). A character
already seated elsewhere cannot be chosen twice. The choice is kept in the settings
(``settings["rivals"]``, by seat) and saved at once.
"""
from __future__ import annotations

import pygame

from game.ai.cast import BY_ID, CAST, COMPUTER_SEATS, HOME, STRENGTHS
from scenes.screens.choices import chosen_rivals, rules_from_settings
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import common_event, draw_buttons, draw_paragraph, label, paragraph_height, title
from scenes.ui.fonts import fit_size
from scenes.ui.i18n import t
from scenes.ui.place import back_rect, button_width, inner, line_h, portrait, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, felt, focused_button, route_buttons

SOFT = (200, 214, 200)
TITLE_PX = 56


def cast_order(variant: str) -> list[str]:
    """The cast as the picker lists it: the variant's home first, each by strength."""
    home = HOME[variant]
    return [c.id for c in sorted(CAST, key=lambda c: (c.region != home, STRENGTHS.index(c.strength)))]


class RivalsScene(Scene):
    """The rivals picker (Esc, Volver or Listo go back, keeping the choice)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus: int | None = None
        self.rules = rules_from_settings(app.settings)
        self.seats = COMPUTER_SEATS[self.rules.players]
        self.seat = self.seats[0]
        self.buttons: list[Button] = []
        self.build()

    @property
    def chosen(self) -> dict[int, str]:
        """The characters chosen so far, by seat (for these rules)."""
        return chosen_rivals(self.app.settings, self.rules.players)

    def seat_words(self, seat: int) -> str:
        """A seat's name ("Rival derecho")."""
        return t(f"rivals.seat_{seat}_{self.rules.players}")

    def places(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect, int]:
        """``(back, done, hint, tabs, grid, columns)`` on the canvas now: Volver and Listo in the
        top corners with the title between them, the hint under them, the seats' tabs, then the
        cast in a grid of thumb-sized cells (landscape five across, portrait three)."""
        box = inner(self.size)
        back = back_rect(self.size, t("common.back"))
        done = pygame.Rect(0, box.y, max(back.w, min(button_width(t("rivals.done")), 260)), TAP)
        done.right = box.right
        hint_h = paragraph_height(t("rivals.hint"), box.w, size=MIN_TEXT, spacing=0)
        hint = pygame.Rect(box.x, back.bottom + GAP // 2, box.w, hint_h)
        tabs = pygame.Rect(box.x, hint.bottom + GAP // 2, box.w, TAP)
        cols = 3 if portrait(self.size) else 5
        grid = pygame.Rect(box.x, tabs.bottom + GAP + 4, box.w, box.bottom - tabs.bottom - GAP - 4)
        return back, done, hint, tabs, grid, cols

    def build(self) -> None:
        """The buttons: Volver, one tab per seat, Al azar, the cast, Listo."""
        chosen = self.chosen
        back, done, _, tabs, grid, cols = self.places()
        out = [Button(back, t("common.back"), "back", kind="primary")]
        width = min(300, (tabs.w - GAP * (len(self.seats) - 1)) // len(self.seats))
        row = tabs.copy()
        row.w = len(self.seats) * (width + GAP) - GAP
        row.centerx = tabs.centerx
        for r, seat in zip(split(row, len(self.seats)), self.seats):
            who = BY_ID[chosen[seat]].name if seat in chosen else t("rivals.chance")
            out.append(Button(r, self.seat_words(seat), f"seat:{seat}",
                              kind="primary" if seat == self.seat else "plain", sub=who))
        cells = [r.move(0, k * (TAP + GAP)) for k in range(-(-(len(CAST) + 1) // cols))
                 for r in split(pygame.Rect(grid.x, grid.y, grid.w, TAP), cols)]
        out.append(Button(cells[0], t("rivals.chance"), "pick:", kind="envido" if self.seat not in chosen else "plain"))
        taken = {name: seat for seat, name in chosen.items()}
        for rect, name in zip(cells[1:], cast_order(self.rules.variant)):
            c = BY_ID[name]
            elsewhere = name in taken and taken[name] != self.seat
            sub = t("rivals.taken") if elsewhere else \
                t("cast.level_style", level=t(f"level.{c.strength}"), style=t(f"style.{c.style}"))
            out.append(Button(rect, c.name, f"pick:{name}", kind="envido" if chosen.get(self.seat) == name else "plain",
                              enabled=not elsewhere, sub=sub))
        out.append(Button(done, t("rivals.done"), "done", kind="quiero", key=pygame.K_RETURN))
        self.buttons = out
        self.dirty = True

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[-1].rect.center

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Select a seat, seat a character (or chance) there, or go back."""
        kind, _, arg = button.action.partition(":")
        if kind in ("back", "done"):
            self.close()
            return
        keep = focused_button(self.buttons, self.focus)
        if kind == "seat":
            self.seat = int(arg)
        elif kind == "pick":
            rivals = {str(s): n for s, n in self.chosen.items() if s != self.seat}
            if arg:
                rivals[str(self.seat)] = arg
            self.app.settings["rivals"] = rivals
            self.app.save()
        self.build()
        if keep is not None:
            live = [b for b in self.buttons if b.enabled]
            self.focus = next((i for i, b in enumerate(live) if b.action == keep.action), None)

    def close(self) -> None:
        """Back to the menu (it rebuilds its rivals row when it comes back on top)."""
        if self.app.top is self:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        back, done, hint, _, _, _ = self.places()
        heading = t("rivals.title")
        room = done.x - back.right - 2 * GAP
        title(surface, heading, ((back.right + done.x) // 2, back.centery),
              size=fit_size(heading, "display", TITLE_PX, room, MIN_TEXT))
        draw_paragraph(surface, t("rivals.hint"), hint, size=MIN_TEXT, spacing=0, colour=SOFT, centre=True)
        draw_buttons(surface, self.buttons, self.focus)
