"""Tu nombre: the player's name for share codes and friends' boards (optional, at most 16
characters, any script; :func:`game.daily.names.fit_name` keeps what may be typed).

A dialog over the screen that opened it: from Ajustes, and once, by itself, when a first Diario
ends (``settings["name_asked"]`` remembers it was asked; "Ahora no" never asks again). Typing goes
to the page's own text box in the browser (a phone's keyboard, any script by the system's input
methods), to pygame's text input on the desktop. The answer goes to ``on_done(name or None)``.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.daily.names import MAX_NAME_CHARS, fit_name
from scenes.host import device
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import (GOLD, PAPER, common_event, dim, draw_buttons, draw_paragraph, label, panel,
                               paragraph_height, title)
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.place import dialog_box, line_h, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, INK, ellipsize, handle_buttons

PAD = 36  #: inside the dialog
TITLE_PX = 46


class NameScene(Scene):
    """The name dialog.

    :param on_done: called after the dialog closes with the name kept (``""``: no name) or None
        when the player chose "Ahora no" (nothing changed).
    """

    overlay = True

    def __init__(self, app, on_done: Callable[[str | None], None] | None = None) -> None:
        super().__init__(app)
        self.on_done = on_done
        self.name = fit_name(app.settings.get("name", ""))
        self.box: device.TextBox | None = None
        self.box_text = self.name
        self.focus: int | None = None
        self.buttons: list[Button] = []
        self.build()

    def places(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """``(box, words, field)`` on the canvas now: the dialog as tall as its parts (the title,
        the question, the field and its count, the three buttons), centred."""
        w = min(820, self.size[0] - 2 * 36)
        words_h = paragraph_height(t("name.ask"), w - 2 * PAD, size=MIN_TEXT)
        h = PAD // 2 + line_h("display", TITLE_PX) + 8 + words_h + GAP + TAP + line_h() + 8 + TAP + PAD // 2
        box = dialog_box(self.size, w, h)
        words = pygame.Rect(box.x + PAD, box.y + PAD // 2 + line_h("display", TITLE_PX) + 8, box.w - 2 * PAD, words_h)
        field = pygame.Rect(box.x + PAD, words.bottom + GAP, box.w - 2 * PAD, TAP)
        return box, words, field

    def build(self) -> None:
        """Save, Clear and Later in a row at the dialog's foot."""
        box, _, field = self.places()
        row = pygame.Rect(box.x + PAD, field.bottom + line_h() + 8, box.w - 2 * PAD, TAP)
        self.buttons = [Button(r, t(f"name.{action}"), action, kind="primary" if action == "save" else "plain")
                        for r, action in zip(split(row, 3), ("save", "clear", "later"))]
        if self.box is not None:  # the page's text box follows the field (the window turned)
            self.box.close()
            self.box = device.text_box(field, self.name)
            self.box_text = self.name
        self.dirty = True

    def on_enter(self) -> None:
        field = self.places()[2]
        try:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(field)
        except pygame.error:
            pass
        if self.box is None:
            self.box = device.text_box(field, self.name)
            self.box_text = self.name
        self.dirty = True

    def set_name(self, text: str) -> None:
        """The field holds what of ``text`` a name may hold (the page's box too)."""
        self.name = fit_name(text) if text.strip() else ""
        if text.endswith(" ") and self.name and len(self.name) < MAX_NAME_CHARS:
            self.name += " "  # a space being typed between two words
        if self.box is not None and self.name != self.box_text:
            self.box.write(self.name)
            self.box_text = self.name
        self.dirty = True

    def update(self, dt: float) -> None:
        box = self.box
        if box is None:
            return
        text = box.read()
        if text != self.box_text:
            self.box_text = text
            self.set_name(text)
        if box.entered():
            self.finish("save")

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, lambda: self.finish("later")):
            return
        if event.type == pygame.TEXTINPUT:
            self.set_name(self.name + event.text)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.set_name(self.name[:-1])
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.focus is None:
            self.finish("save")
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.focus is None:
            return  # a space typed into the field arrives as TEXTINPUT
        before = self.focus
        self.focus = handle_buttons(event, self.buttons, self.focus, lambda b: self.finish(b.action))
        if self.focus != before:
            self.dirty = True

    def finish(self, action: str) -> None:
        """Save the name (or none), or leave it as it was; close; tell ``on_done``."""
        settings = self.app.settings
        kept: str | None = None
        if action in ("save", "clear"):
            kept = "" if action == "clear" else fit_name(self.name)
            settings["name"] = kept
        settings["name_asked"] = True
        self.app.save()
        if self.box is not None:
            self.box.close()
            self.box = None
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass
        if self.app.top is self:
            self.app.pop()
        if self.on_done is not None:
            self.on_done(kept)

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[2].rect.center

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        box, words, field = self.places()
        panel(surface, box)
        heading = t("name.title")
        title(surface, heading, (box.centerx, box.y + PAD // 2 + line_h("display", TITLE_PX) // 2),
              size=fit_size(heading, "display", TITLE_PX, box.w - 2 * PAD, MIN_TEXT), colour=GOLD)
        draw_paragraph(surface, t("name.ask"), words, size=MIN_TEXT)
        pygame.draw.rect(surface, PAPER, field, border_radius=10)
        pygame.draw.rect(surface, GOLD, field, width=2, border_radius=10)
        font = get_font("bold", 30)
        if self.name:
            img = font.render(self.name, True, INK)
            shown = img.get_rect(midleft=(field.x + 14, field.centery))
            room = field.w - 30
            surface.blit(img, shown, pygame.Rect(max(0, img.get_width() - room), 0, room, img.get_height()))
            caret = field.x + 16 + min(room, img.get_width())
        else:
            hint_font = get_font("text", MIN_TEXT + 1)
            hint = hint_font.render(ellipsize(t("name.hint"), hint_font, field.w - 28), True, (130, 120, 100))
            surface.blit(hint, hint.get_rect(midleft=(field.x + 14, field.centery)))
            caret = field.x + 12
        pygame.draw.line(surface, INK, (caret, field.y + 14), (caret, field.bottom - 14), 2)
        label(surface, t("name.count", n=len(self.name.rstrip())), (field.right, field.bottom + 4 + line_h() // 2),
              size=MIN_TEXT, kind="text", anchor="midright", colour=(200, 214, 200))
        draw_buttons(surface, self.buttons, self.focus)
