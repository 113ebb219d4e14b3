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
from scenes.ui.canvas import HEIGHT, LANDSCAPE, TAP, WIDTH
from scenes.ui.dialogs import GOLD, PAPER, common_event, dim, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, INK, handle_buttons

BOX = pygame.Rect(0, 0, 820, 470)
BOX.center = (WIDTH // 2, HEIGHT // 2)
FIELD = pygame.Rect(BOX.x + 40, BOX.y + 220, BOX.w - 80, 64)


class NameScene(Scene):
    """The name dialog.

    :param on_done: called after the dialog closes with the name kept (``""``: no name) or None
        when the player chose "Ahora no" (nothing changed).
    """

    #: laid out for the landscape canvas only so far: a phone held upright shows it fitted
    fixed_canvas = LANDSCAPE

    overlay = True

    def __init__(self, app, on_done: Callable[[str | None], None] | None = None) -> None:
        super().__init__(app)
        self.on_done = on_done
        self.name = fit_name(app.settings.get("name", ""))
        self.box: device.TextBox | None = None
        self.box_text = self.name
        self.focus: int | None = None
        w = (BOX.w - 80 - 2 * 20) // 3
        y = BOX.bottom - TAP - 24
        self.buttons = [
            Button(pygame.Rect(BOX.x + 40, y, w, TAP), t("name.save"), "save", kind="primary"),
            Button(pygame.Rect(BOX.x + 40 + w + 20, y, w, TAP), t("name.clear"), "clear"),
            Button(pygame.Rect(BOX.x + 40 + 2 * (w + 20), y, w, TAP), t("name.later"), "later"),
        ]

    def on_enter(self) -> None:
        try:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(FIELD)
        except pygame.error:
            pass
        if self.box is None:
            self.box = device.text_box(FIELD, self.name)
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
        panel(surface, BOX)
        title(surface, t("name.title"), (BOX.centerx, BOX.y + 52), size=46, colour=GOLD)
        draw_paragraph(surface, t("name.ask"), pygame.Rect(BOX.x + 40, BOX.y + 96, BOX.w - 80, 110), size=21)
        pygame.draw.rect(surface, PAPER, FIELD, border_radius=10)
        pygame.draw.rect(surface, GOLD, FIELD, width=2, border_radius=10)
        font = get_font("bold", 30)
        if self.name:
            img = font.render(self.name, True, INK)
            surface.blit(img, img.get_rect(midleft=(FIELD.x + 14, FIELD.centery)))
            caret = FIELD.x + 16 + img.get_width()
        else:
            hint = get_font("text", 24).render(t("name.hint"), True, (130, 120, 100))
            surface.blit(hint, hint.get_rect(midleft=(FIELD.x + 14, FIELD.centery)))
            caret = FIELD.x + 12
        pygame.draw.line(surface, INK, (caret, FIELD.y + 14), (caret, FIELD.bottom - 14), 2)
        label(surface, t("name.count", n=len(self.name.rstrip())), (FIELD.right, FIELD.bottom + 18), size=18,
              kind="text", anchor="midright", colour=(200, 214, 200))
        draw_buttons(surface, self.buttons, self.focus)
