"""Ajustes, in two tabs. *Juego*: language, sound, speed, when the full hand summary opens by
itself (always / when the hand scored several ways / never), and Confirmar jugada (a tap on a
card only lifts it, a second tap plays it: on touch screens, always, never). *Vista*:
four-colour suits, the helps (my envido value, the top-card marks, the hint), the characters'
table talk, Texto grande (every text a quarter larger, on every screen) and your name (for share
codes and friends' boards: its button opens the name dialog). Saved at once.

Every button is a thumb's size on a phone (``scenes.ui.canvas.TAP``); Volver sits top left.
Landscape: each setting's words left, its choices right; portrait: the choices under the words.
"""
from __future__ import annotations

import pygame

from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.card_art import CardArt
from scenes.ui.dialogs import common_event, draw_buttons, draw_paragraph, label, panel, paragraph_height, title
from scenes.ui.fonts import fit_size
from scenes.ui import registry
from scenes.ui.i18n import set_language, t
from scenes.ui.place import back_rect, inner, line_h, portrait, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, felt, focused_button, route_buttons

TABS = {"game": ("language", "sound", "speed", "summary", "confirm_play"),
        "look": ("four_colour", "show_envido", "talk", "big_text")}
CHOICES = {
    "language": [("lang.es", "es"), ("lang.pt", "pt"), ("lang.en", "en")],
    "speed": [("speed.slow", "slow"), ("speed.normal", "normal"), ("speed.fast", "fast")],
    "summary": [("summary.always", "always"), ("summary.auto", "auto"), ("summary.never", "never")],
    "confirm_play": [("confirm.touch", "touch"), ("confirm.always", "always"), ("confirm.never", "never")],
}
DEFAULTS = {"language": "es", "speed": "normal", "summary": "auto", "confirm_play": "touch"}
ROWS = tuple(name for rows in TABS.values() for name in rows)
NAME_PX = MIN_TEXT + 3
_art: dict[bool, CardArt] = {}


class SettingsScene(Scene):
    """The settings screen (Esc or Volver goes back)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus: int | None = None
        self.buttons: list[Button] = []
        self.tab = "game"
        #: each row shown: ``(setting, words rect)``
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.build()

    def name_tab(self) -> str:
        """The tab with the name button (Juego is full)."""
        return "look"

    def tab_of(self, action: str) -> str | None:
        """The tab that holds the button ``action``."""
        if action == "name":
            return self.name_tab()
        name = action.partition(":")[0]
        return next((tab for tab, rows in TABS.items() if name in rows), None)

    def build(self) -> None:
        """(Re)build the buttons from the settings, for the tab shown and the canvas now."""
        s = self.app.settings
        box = inner(self.size)
        back = Button(back_rect(self.size, t("common.back")), t("common.back"), "back", kind="primary")
        tabs_w = min(box.w - back.rect.w - GAP, 2 * 240 + GAP)
        tabs = pygame.Rect(box.right - tabs_w, box.y, tabs_w, TAP)
        if portrait(self.size):  # the title gets its own line: the tabs under Volver
            tabs = pygame.Rect(box.x, back.rect.bottom + GAP + line_h("display", 56), box.w, TAP)
        out = [Button(r, t(f"settings.tab_{name}"), f"tab:{name}", kind="envido" if name == self.tab else "plain")
               for r, name in zip(split(tabs, len(TABS)), TABS)]
        area = pygame.Rect(box.x, tabs.bottom + GAP + 6, box.w, box.bottom - tabs.bottom - GAP - 6)
        self.rows = []
        y = area.y
        for name in TABS[self.tab]:
            choices = CHOICES.get(name, [("common.yes", "on"), ("common.no", "off")])
            if name in CHOICES:
                current = s.get(name, DEFAULTS[name])
            else:
                current = "on" if s.get(name) else "off"
            width = 3 * 190 + 2 * GAP if len(choices) == 3 else 2 * 150 + GAP
            if portrait(self.size):
                words_h = self.words_height(name, area.w)
                words = pygame.Rect(area.x, y, area.w, words_h)
                row = pygame.Rect(area.x, words.bottom + 6, area.w if len(choices) == 3 else width, TAP)
                y = row.bottom + GAP + 10
            else:
                row = pygame.Rect(area.right - width, y, width, TAP)
                words_h = self.words_height(name, row.x - area.x - GAP)
                words = pygame.Rect(area.x, y, row.x - area.x - GAP, max(TAP, words_h))
                row.y = words.centery - TAP // 2
                y = words.bottom + GAP + 8
            self.rows.append((name, words))
            for r, (word, value) in zip(split(row, len(choices)), choices):
                out.append(Button(r, t(word), f"{name}:{value}", kind="primary" if value == current else "plain"))
        if self.tab == self.name_tab():  # your name, for share codes and friends' boards
            name = s.get("name") or t("name.none")
            out.append(Button(pygame.Rect(area.x, y, min(area.w, 560), TAP), t("name.button", name=name), "name",
                              kind="envido"))
        self.buttons = out + [back]  # Volver last (draw() finds it there)
        self.dirty = True

    def words_height(self, name: str, width: int) -> int:
        """How tall a setting's name and its explanation are in ``width``."""
        return line_h("bold", NAME_PX) + paragraph_height(t(f"settings.{name}_hint"), width, spacing=0)

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Change one setting and save at once (or go back, or show a tab)."""
        if button.action == "back":
            self.close()
            return
        if button.action == "name":
            registry.push(self.app, "name", lambda _name: self.build())
            return
        name, _, value = button.action.partition(":")
        keep = focused_button(self.buttons, self.focus)
        if name == "tab":
            self.tab = value
            self.build()
        else:
            s = self.app.settings
            if name in CHOICES:
                s[name] = value
                if name == "language":
                    set_language(value)
            else:
                s[name] = value == "on"
            self.app.save()
            if name == "big_text":
                self.app.relayout()  # every screen of the stack, in the new size
            else:
                self.build()
        if keep is not None:
            live = [b for b in self.buttons if b.enabled]
            self.focus = next((i for i, b in enumerate(live) if b.action == keep.action), None)

    def close(self) -> None:
        """Back to the scene below."""
        if self.app.top is self:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        box = inner(self.size)
        back = self.buttons[-1].rect
        heading = t("menu.settings")
        tabs = next(b.rect for b in self.buttons if b.action.startswith("tab:"))
        if portrait(self.size):
            centre = (box.centerx, back.bottom + GAP // 2 + line_h("display", 56) // 2)
            room = box.w
        else:
            centre = ((back.right + tabs.x) // 2, back.centery)
            room = tabs.x - back.right - 2 * GAP
        title(surface, heading, centre, size=fit_size(heading, "display", 56, room, MIN_TEXT))
        top = tabs.bottom + 8
        panel(surface, pygame.Rect(box.x - 6, top, box.w + 12, box.bottom - top + 4))
        for name, words in self.rows:
            label(surface, t(f"settings.{name}"), (words.x + 6, words.y + line_h("bold", NAME_PX) // 2),
                  size=NAME_PX, colour=CREAM)
            hint = pygame.Rect(words.x + 6, words.y + line_h("bold", NAME_PX), words.w - 6,
                               words.h - line_h("bold", NAME_PX))
            draw_paragraph(surface, t(f"settings.{name}_hint"), hint, size=MIN_TEXT, colour=(190, 208, 192),
                           spacing=0)
            if name == "four_colour":  # the four aces, as they look now
                four = bool(self.app.settings.get("four_colour"))
                art = _art.get(four)
                if art is None:
                    art = _art[four] = CardArt(46, 71, four, MIN_TEXT)
                row = [b.rect for b in self.buttons if b.action.startswith("four_colour:")]
                x0 = row[-1].right + 24
                if x0 + 4 * 52 <= box.right:
                    for k, code in enumerate(("Ac", "Ad", "Ah", "As")):
                        surface.blit(art.face(code, deck="french"), (x0 + k * 52, row[-1].centery - 36))
        draw_buttons(surface, self.buttons, self.focus)
