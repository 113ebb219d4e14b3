"""Ver la partida: a finished Diario watched on the table from its player's seat
(:class:`scenes.table.replay.ReplayTable`). Given a code (a board's row, a link), it checks the
code first, over frames; a refused one says why.
"""
from __future__ import annotations

import time

import pygame

from scenes.host import records
from scenes.table.replay import ReplayTable
from scenes.ui.canvas import MIN_TEXT
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, draw_paragraph, label
from scenes.ui.place import back_rect, inner, line_h
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, felt, handle_buttons

FRAME_BUDGET = 0.008  # seconds of checking a code a frame


class ReplayScene(Scene):
    """Ver la partida: checks a code when given one, then shows :class:`ReplayTable`.

    :param source: a verified code's answer (:func:`game.daily.sharecode.verify_code`), or a code
        (or link) to check first.
    """

    def __init__(self, app, source: dict | str) -> None:
        super().__init__(app)
        self.table: ReplayTable | None = None
        self.error: str | None = None
        self.checking = None
        if isinstance(source, dict) and source.get("ok") and source.get("moves"):
            self._open(source)
        else:
            self.checking = records.verify_steps(str(source.get("code", "")) if isinstance(source, dict)
                                                 else str(source))
        self.back = Button(back_rect(self.size, t("common.back")), t("common.back"), "back", key=pygame.K_ESCAPE)

    def relayout(self) -> None:
        """The window turned: the watched table in its new layout, where it was; Volver in its
        corner."""
        self.back.rect = back_rect(self.size, t("common.back"))
        if self.table is not None:
            self.table.relayout()
        self.dirty = True

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        """The watched table's buttons (and its folded scoreboard), or Volver."""
        if self.table is not None:
            return self.table.tap_targets()
        return [(self.back.action, self.back.rect)]

    def _open(self, verified: dict) -> None:
        try:
            self.table = ReplayTable(self.app, verified)
        except Exception as exc:  # a verified code always replays; never stop the game for it
            self.error = str(exc)

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update(dt)
            self.dirty = self.dirty or self.table.dirty
            return
        if self.checking is None:
            return
        end = time.perf_counter() + FRAME_BUDGET
        try:
            while time.perf_counter() < end:
                next(self.checking)
        except StopIteration as stop:
            self.checking = None
            out = stop.value
            if out.get("ok"):
                self._open(out)
            else:
                self.error = str(out.get("detail") or out.get("error"))
        self.dirty = True

    def animating(self) -> bool:
        return self.checking is not None or (self.table is not None and self.table.busy())

    def handle(self, event: pygame.event.Event) -> None:
        if self.table is not None:
            self.table.handle(event)
            self.dirty = True
            return
        if common_event(self, event, self.close):
            return
        handle_buttons(event, [self.back], None, lambda b: self.close())

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def on_enter(self) -> None:
        self.dirty = True
        if self.table is not None:
            self.table.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        if self.table is not None:
            self.table.draw(surface)
            self.table.dirty = False
            return
        surface.blit(felt(surface.get_size()), (0, 0))
        draw_buttons(surface, [self.back], None)
        w, h = surface.get_size()
        room = inner((w, h))
        top = self.back.rect.bottom + 40
        box = pygame.Rect(room.x + 20, top, room.w - 40, room.bottom - top - 20)
        if self.checking is not None:
            label(surface, t("link.checking"), (w // 2, h // 2), size=MIN_TEXT + 3, anchor="center", colour=CREAM)
        else:
            label(surface, t("link.refused"), (box.x, box.y), size=MIN_TEXT + 5, colour=(255, 170, 150))
            draw_paragraph(surface, self.error or "", box.move(0, line_h("bold", MIN_TEXT + 5) + 12),
                           size=MIN_TEXT, colour=GOLD)

