"""A small modal message over any scene: a title, a paragraph and a row of buttons.

Used for what the player must be told once (a saved document that could not be read and where it
was kept, a save that failed: ``App.show_notices``) and for questions ("you have a saved match:
start a new one?"). The answer goes to ``on_answer(action)`` after the dialog closes.
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui.canvas import HEIGHT, WIDTH
from scenes.ui.dialogs import GOLD, common_event, dim, draw_buttons, draw_paragraph, panel, title
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, route_buttons

BOX_W = 760


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
        n = len(buttons)
        width = min(300, (BOX_W - 60 - 20 * (n - 1)) // max(1, n))
        x = WIDTH // 2 - (n * width + (n - 1) * 20) // 2
        self.box = pygame.Rect(0, 0, BOX_W, 330)
        self.box.center = (WIDTH // 2, HEIGHT // 2)
        y = self.box.bottom - 84
        self.buttons = [Button(pygame.Rect(x + i * (width + 20), y, width, 60), label, action, kind)
                        for i, (label, action, kind) in enumerate(buttons)]

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
        title(surface, self.heading, (self.box.centerx, self.box.y + 52), size=46, colour=GOLD)
        draw_paragraph(surface, self.text,
                       pygame.Rect(self.box.x + 35, self.box.y + 100, self.box.w - 70, 130), size=22)
        draw_buttons(surface, self.buttons, self.focus)
