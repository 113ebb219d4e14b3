"""A shared Diario opened from its link (``<page>#d=CODE``): the code is verified by replay over
frames, then shown in a sentence ("Ana: ganó 30–21 el Diario del 1 de diciembre, sin ayuda") with
how it was verified; *Al tablero* keeps it on the friends' board, *Ver la partida* watches it. A
code that does not verify is refused with the reason, and nothing is kept.

A dialog over the menu, opened by ``main.py`` when the page handed over a link's code
(:func:`scenes.host.device.share_link_code`).
"""
from __future__ import annotations

import time

import pygame

from scenes.host import records
from scenes.screens.code_entry import FRAME_BUDGET, check_line, friend_sentence
from scenes.ui import registry
from scenes.ui.canvas import HEIGHT, LANDSCAPE, TAP, WIDTH
from scenes.ui.dialogs import GOLD, common_event, dim, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, ellipsize, route_buttons

BOX = pygame.Rect(0, 0, 980, 440)
BOX.center = (WIDTH // 2, HEIGHT // 2)


class LinkScene(Scene):
    """The shared Diario of a link (see the module docstring)."""

    #: laid out for the landscape canvas only so far: a phone held upright shows it fitted
    fixed_canvas = LANDSCAPE

    overlay = True

    def __init__(self, app, code: str) -> None:
        super().__init__(app)
        self.code = code
        self.checking = records.verify_steps(code)
        self.result: dict | None = None
        self.added: str | None = None
        self.focus: int | None = 0

    @property
    def buttons(self) -> list[Button]:
        w = (BOX.w - 80 - 2 * 20) // 3
        y = BOX.bottom - TAP - 24
        menu = Button(pygame.Rect(BOX.x + 40 + 2 * (w + 20), y, w, TAP), t("link.menu"), "menu")
        if self.result is None or not self.result.get("ok"):
            return [menu]
        return [Button(pygame.Rect(BOX.x + 40, y, w, TAP), t("board.add"), "add", kind="quiero",
                       enabled=self.added is None),
                Button(pygame.Rect(BOX.x + 60 + w, y, w, TAP), t("replay.watch"), "watch", kind="envido"),
                menu]

    def update(self, dt: float) -> None:
        if self.checking is None:
            return
        end = time.perf_counter() + FRAME_BUDGET
        try:
            while time.perf_counter() < end:
                next(self.checking)
        except StopIteration as stop:
            self.checking = None
            self.result = stop.value
            self.focus = 0
        except Exception as exc:  # never let a bad code break the screen
            self.checking = None
            self.result = {"ok": False, "error": t("verify.bad"), "detail": str(exc)}
        self.dirty = True

    def animating(self) -> bool:
        return self.checking is not None

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Al tablero, Ver la partida or Menú."""
        if button.action == "add" and self.result is not None:
            self.added = records.add_to_board(self.app.doc, self.result, self.app.today())
            if self.added == "added":
                self.app.save()
            self.focus = 0
            self.dirty = True
        elif button.action == "watch" and self.result is not None:
            self.close()
            registry.push(self.app, "replay", self.result)
        else:
            self.close()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[-1].rect.center

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        panel(surface, BOX)
        title(surface, t("link.title"), (BOX.centerx, BOX.y + 52), size=46, colour=GOLD)
        x, width = BOX.x + 40, BOX.w - 80
        r = self.result
        if self.checking is not None:
            label(surface, t("link.checking"), (x, BOX.y + 130), size=24, colour=CREAM)
        elif r is not None and r.get("ok"):
            draw_paragraph(surface, friend_sentence(r), pygame.Rect(x, BOX.y + 110, width, 80), size=28,
                           kind="bold", colour=(170, 236, 170))
            label(surface, ellipsize(check_line(r), get_font("text", 20), width), (x, BOX.y + 210), size=20,
                  kind="text", colour=(214, 226, 210))
            if self.added is not None:
                colour = (150, 230, 150) if self.added == "added" else (250, 200, 160)
                label(surface, t(f"board.status.{self.added}"), (x, BOX.y + 250), size=22, kind="text",
                      colour=colour)
        elif r is not None:
            label(surface, t("link.refused"), (x, BOX.y + 130), size=26, colour=(255, 170, 150))
            detail = str(r.get("detail") or r.get("error") or "")
            draw_paragraph(surface, detail, pygame.Rect(x, BOX.y + 170, width, 90), size=19,
                           colour=(210, 200, 190))
        draw_buttons(surface, self.buttons, self.focus)
