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
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import GOLD, common_event, dim, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.place import dialog_box, line_h, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, ellipsize, route_buttons

PAD = 36  #: inside the dialog
TITLE_PX = 46


class LinkScene(Scene):
    """The shared Diario of a link (see the module docstring)."""

    overlay = True

    def __init__(self, app, code: str) -> None:
        super().__init__(app)
        self.code = code
        self.checking = records.verify_steps(code)
        self.result: dict | None = None
        self.added: str | None = None
        self.focus: int | None = 0

    def box(self) -> pygame.Rect:
        """The dialog, centred on the canvas now."""
        return dialog_box(self.size, 980, 460)

    @property
    def buttons(self) -> list[Button]:
        box = self.box()
        add, watch, back = split(pygame.Rect(box.x + PAD, box.bottom - PAD // 2 - TAP, box.w - 2 * PAD, TAP), 3)
        menu = Button(back, t("link.menu"), "menu")
        if self.result is None or not self.result.get("ok"):
            return [menu]
        return [Button(add, t("board.add"), "add", kind="quiero", enabled=self.added is None),
                Button(watch, t("replay.watch"), "watch", kind="envido"), menu]

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
        box = self.box()
        panel(surface, box)
        heading = t("link.title")
        top = box.y + PAD // 2
        title(surface, heading, (box.centerx, top + line_h("display", TITLE_PX) // 2),
              size=fit_size(heading, "display", TITLE_PX, box.w - 2 * PAD, MIN_TEXT), colour=GOLD)
        x, width = box.x + PAD, box.w - 2 * PAD
        y = top + line_h("display", TITLE_PX) + 10
        bottom = box.bottom - PAD // 2 - TAP - GAP  # over the buttons
        r = self.result
        if self.checking is not None:
            label(surface, t("link.checking"), (x, y + line_h("bold") // 2), size=MIN_TEXT + 1, colour=CREAM)
        elif r is not None and r.get("ok"):
            y = draw_paragraph(surface, friend_sentence(r), pygame.Rect(x, y, width, bottom - y), size=28,
                               kind="bold", colour=(170, 236, 170), clip=True) + 6
            font = get_font("text", MIN_TEXT)
            label(surface, ellipsize(check_line(r), font, width), (x, y + line_h() // 2), size=MIN_TEXT,
                  kind="text", colour=(214, 226, 210))
            y += line_h() + 6
            if self.added is not None and y + line_h() <= bottom:
                colour = (150, 230, 150) if self.added == "added" else (250, 200, 160)
                label(surface, ellipsize(t(f"board.status.{self.added}"), font, width), (x, y + line_h() // 2),
                      size=MIN_TEXT, kind="text", colour=colour)
        elif r is not None:
            refused = t("link.refused")
            label(surface, refused, (x, y + line_h("bold", 26) // 2),
                  size=fit_size(refused, "bold", 26, width, MIN_TEXT), colour=(255, 170, 150))
            y += line_h("bold", 26) + 8
            detail = str(r.get("detail") or r.get("error") or "")
            draw_paragraph(surface, detail, pygame.Rect(x, y, width, bottom - y), size=MIN_TEXT,
                           colour=(210, 200, 190), clip=True)
        draw_buttons(surface, self.buttons, self.focus)
