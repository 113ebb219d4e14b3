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
from scenes.ui.canvas import HEIGHT, LANDSCAPE, TAP, WIDTH
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, label, title
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, felt, focused_button, route_buttons

COLS = 4
CELL = (272, 58)
GRID = pygame.Rect(58, 236, COLS * (CELL[0] + 12) - 12, 5 * (CELL[1] + 10))
SOFT = (200, 214, 200)


def cast_order(variant: str) -> list[str]:
    """The cast as the picker lists it: the variant's home first, each by strength."""
    home = HOME[variant]
    return [c.id for c in sorted(CAST, key=lambda c: (c.region != home, STRENGTHS.index(c.strength)))]


class RivalsScene(Scene):
    """The rivals picker (Esc, Volver or Listo go back, keeping the choice)."""

    #: laid out for the landscape canvas only so far: a phone held upright shows it fitted
    fixed_canvas = LANDSCAPE

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

    def build(self) -> None:
        """The buttons: Volver, one tab per seat, Al azar, the cast, Listo."""
        chosen = self.chosen
        out = [Button(pygame.Rect(30, 24, 200, TAP), t("common.back"), "back", kind="primary")]
        w = 300
        x0 = WIDTH // 2 - (len(self.seats) * (w + 14) - 14) // 2
        for i, seat in enumerate(self.seats):
            who = BY_ID[chosen[seat]].name if seat in chosen else t("rivals.chance")
            out.append(Button(pygame.Rect(x0 + i * (w + 14), 132, w, 64), self.seat_words(seat), f"seat:{seat}",
                              kind="primary" if seat == self.seat else "plain", sub=who))
        out.append(Button(pygame.Rect(GRID.x, GRID.y - 0, CELL[0], CELL[1]), t("rivals.chance"), "pick:",
                          kind="envido" if self.seat not in chosen else "plain"))
        taken = {name: seat for seat, name in chosen.items()}
        for k, name in enumerate(cast_order(self.rules.variant)):
            c = BY_ID[name]
            row, col = divmod(k + 1, COLS)
            rect = pygame.Rect(GRID.x + col * (CELL[0] + 12), GRID.y + row * (CELL[1] + 10), *CELL)
            elsewhere = name in taken and taken[name] != self.seat
            sub = t("rivals.taken") if elsewhere else \
                t("cast.level_style", level=t(f"level.{c.strength}"), style=t(f"style.{c.style}"))
            out.append(Button(rect, c.name, f"pick:{name}", kind="envido" if chosen.get(self.seat) == name else "plain",
                              enabled=not elsewhere, sub=sub))
        out.append(Button(pygame.Rect(WIDTH - 30 - 220, HEIGHT - 30 - TAP - 4, 220, TAP + 4), t("rivals.done"),
                          "done", kind="quiero", key=pygame.K_RETURN))
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
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        title(surface, t("rivals.title"), (WIDTH // 2, 58), size=56)
        label(surface, t("rivals.hint"), (WIDTH // 2, 108), size=18, kind="text", anchor="center", colour=SOFT)
        label(surface, self.seat_words(self.seat), (GRID.x, GRID.y - 22), size=20, colour=GOLD)
        draw_buttons(surface, self.buttons, self.focus)
