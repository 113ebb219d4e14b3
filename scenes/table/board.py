"""The opened scoreboard (portrait): the table's folded strip opened into a panel over the table,
with the fósforos, the rules in play and the hand's log. A tap anywhere (or Esc, or the back
button) folds it again; the table waits under it, like under any dialog."""
from __future__ import annotations

import pygame

from scenes.table.draw.board import draw_board_panel
from scenes.ui.dialogs import common_event, is_touch_echo
from scenes.ui.stack import Scene


class BoardScene(Scene):
    """The opened scoreboard over ``table`` (a ``TableScene``)."""

    overlay = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.buttons: list = []

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close, confirm=True):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN) and not is_touch_echo(event):
            self.close()

    def close(self) -> None:
        """Fold the scoreboard (once)."""
        if self.app.top is self:
            self.app.pop()

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        """All of the canvas: a tap anywhere folds the scoreboard."""
        return [("fold", pygame.Rect(0, 0, *self.size))]

    def autoplay_click(self) -> tuple[int, int]:
        return (self.size[0] // 2, self.size[1] // 2)

    def draw(self, surface: pygame.Surface) -> None:
        draw_board_panel(surface, self.table.view(), self.table.painter)
