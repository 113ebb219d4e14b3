"""A small modal message over any scene: a title, a paragraph and a row of buttons.

Used for what the player must be told once (a saved document that could not be read and where it
was kept, a save that failed: ``App.show_notices``) and for questions ("you have a saved match:
start a new one?"). The answer goes to ``on_answer(action)`` after the dialog closes.
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import GOLD, common_event, dim, draw_buttons, draw_paragraph, panel, paragraph_height, title
from scenes.ui.fonts import fit_size
from scenes.ui.place import button_width, dialog_box, line_h
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, route_buttons

BOX_W = 760
TITLE_PX = 46


class MessageScene(Scene):
    """A modal message.

    :param buttons: ``(label, action, kind)`` left to right; Esc answers the last one.
    :param on_answer: called with the pressed button's action once the dialog is closed.
    :param focus: the button the keyboard focus starts on (make it the safe answer).
    """

    overlay = True

    def __init__(self, app, heading: str, text: str, buttons: list[tuple[str, str, str]],
                 on_answer: Callable[[str], None] | None = None, focus: int = 0) -> None:
        super().__init__(app)
        self.heading = heading
        self.text = text
        self.on_answer = on_answer
        self.focus: int | None = min(focus, len(buttons) - 1)
        self.specs = list(buttons)
        self.buttons: list[Button] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.build()

    def build(self) -> None:
        """The box as tall as its words, the buttons in a row (one under the other when a row
        would not hold them)."""
        n = len(self.specs)
        inner_w = dialog_box(self.size, BOX_W, 10).w - 60
        widths = [min(300, max(button_width(label), 200)) for label, _, _ in self.specs]
        in_row = sum(widths) + GAP * (n - 1) <= inner_w
        buttons_h = TAP if in_row else n * TAP + (n - 1) * GAP
        text_h = paragraph_height(self.text, inner_w)
        self.box = dialog_box(self.size, BOX_W, 30 + line_h("display", TITLE_PX) + 14 + text_h + 14 + buttons_h + 24)
        y = self.box.bottom - 24 - buttons_h
        if in_row:
            w = min(300, (inner_w - GAP * (n - 1)) // max(1, n))
            x = self.box.centerx - (n * w + (n - 1) * GAP) // 2
            rects = [pygame.Rect(x + i * (w + GAP), y, w, TAP) for i in range(n)]
        else:
            rects = [pygame.Rect(self.box.x + 30, y + i * (TAP + GAP), inner_w, TAP) for i in range(n)]
        self.buttons = [Button(r, label, action, kind) for r, (label, action, kind) in zip(rects, self.specs)]
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, lambda: self.press(self.buttons[-1])):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Close the dialog and pass the answer on."""
        if self.app.top is self:
            self.app.pop()
        if self.on_answer is not None:
            self.on_answer(button.action)

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[0].rect.center

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        panel(surface, self.box)
        head_h = line_h("display", TITLE_PX)
        size = fit_size(self.heading, "display", TITLE_PX, self.box.w - 40, MIN_TEXT)
        title(surface, self.heading, (self.box.centerx, self.box.y + 30 + head_h // 2), size=size, colour=GOLD)
        top = self.box.y + 30 + head_h + 14
        draw_paragraph(surface, self.text, pygame.Rect(self.box.x + 30, top, self.box.w - 60,
                                                       self.buttons[0].rect.y - 14 - top), size=MIN_TEXT, clip=True)
        draw_buttons(surface, self.buttons, self.focus)
