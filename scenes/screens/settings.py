"""Ajustes: language, sound, speed, four-colour suits, help (my envido value), the characters' table
talk, and when the full hand summary opens by itself (always / when the hand scored several ways /
never). Saved at once.

Every button is a thumb's size on a phone (``scenes.ui.canvas.TAP``); Volver sits top left.
"""
from __future__ import annotations

import pygame

from scenes.ui.canvas import HEIGHT, TAP, WIDTH
from scenes.ui.card_art import CardArt
from scenes.ui.dialogs import common_event, draw_buttons, label, option_row, panel, title
from scenes.ui.i18n import set_language, t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, felt, focused_button, route_buttons

PANEL = pygame.Rect(110, 106, 1060, 594)
ROWS = ("language", "sound", "speed", "four_colour", "show_envido", "talk", "summary")
ROW_STEP = TAP
_art: dict[bool, CardArt] = {}


class SettingsScene(Scene):
    """The settings screen (Esc or Volver goes back)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus: int | None = None
        self.buttons: list[Button] = []
        self.build()

    def row_y(self, i: int) -> int:
        """The top of row ``i``."""
        return PANEL.y + 3 + i * ROW_STEP

    def build(self) -> None:
        """(Re)build the buttons from the settings."""
        s = self.app.settings
        ox = PANEL.x + 470
        b: list[Button] = []
        b += option_row(ox, self.row_y(0), [(t(f"lang.{lg}"), f"language:{lg}") for lg in ("es", "pt", "en")],
                        f"language:{s.get('language', 'es')}", width=180, height=TAP)
        onoff = [(t("common.yes"), "on"), (t("common.no"), "off")]
        for i, name in ((1, "sound"), (3, "four_colour"), (4, "show_envido"), (5, "talk")):
            b += option_row(ox, self.row_y(i), [(lbl, f"{name}:{v}") for lbl, v in onoff],
                            f"{name}:{'on' if s.get(name) else 'off'}", width=130, height=TAP)
        b += option_row(ox, self.row_y(2), [(t(f"speed.{sp}"), f"speed:{sp}")
                                            for sp in ("slow", "normal", "fast")],
                        f"speed:{s.get('speed', 'normal')}", width=180, height=TAP)
        b += option_row(ox, self.row_y(6), [(t(f"summary.{m}"), f"summary:{m}")
                                            for m in ("always", "auto", "never")],
                        f"summary:{s.get('summary', 'auto')}", width=180, height=TAP)
        back = Button(pygame.Rect(24, 16, 180, TAP), t("common.back"), "back", kind="primary")
        self.buttons = b + [back]
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Change one setting and save at once (or go back)."""
        if button.action == "back":
            self.close()
            return
        name, _, value = button.action.partition(":")
        s = self.app.settings
        if name in ("language", "speed", "summary"):
            s[name] = value
            if name == "language":
                set_language(value)
        else:
            s[name] = value == "on"  # sound, four_colour, show_envido, talk
        self.app.save()
        keep = focused_button(self.buttons, self.focus)
        self.build()
        if keep is not None:
            live = [b for b in self.buttons if b.enabled]
            self.focus = next((i for i, b in enumerate(live) if b.action == keep.action), None)

    def close(self) -> None:
        """Back to the scene below."""
        if self.app.top is self:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        title(surface, t("menu.settings"), (WIDTH // 2, 56), size=58)
        panel(surface, PANEL)
        for i, name in enumerate(ROWS):
            if i:  # a hairline between the rows
                pygame.draw.line(surface, (40, 120, 80), (PANEL.x + 24, self.row_y(i) - 1),
                                 (PANEL.right - 24, self.row_y(i) - 1), 1)
            y = self.row_y(i) + 26
            label(surface, t(f"settings.{name}"), (PANEL.x + 30, y), size=26, colour=CREAM)
            label(surface, t(f"settings.{name}_hint"), (PANEL.x + 30, y + 26), size=18, kind="text",
                  colour=(190, 208, 192))
        four = bool(self.app.settings.get("four_colour"))
        art = _art.get(four)
        if art is None:
            art = _art[four] = CardArt(46, 71, four)
        for k, code in enumerate(("Ac", "Ad", "Ah", "As")):
            surface.blit(art.face(code, deck="french"), (PANEL.x + 760 + k * 52, self.row_y(3) + 6))
        draw_buttons(surface, self.buttons, self.focus)
