"""The table's pause menu (the menu button on the table, or Esc): resume, the rules of this match,
speed, sound, language, and leave to the menu with the match saved.
"""
from __future__ import annotations

import pygame

from scenes.table.words import daily_title, rules_line
from scenes.ui import registry
from scenes.ui.dialogs import GOLD, common_event, dim, draw_buttons, draw_paragraph, panel, paragraph_height, title
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.i18n import LANGUAGES, set_language, t
from scenes.ui.place import dialog_box, line_h, portrait
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, route_buttons

SPEED_ORDER = ("slow", "normal", "fast")
BOX_W = 760


class PauseScene(Scene):
    """A dialog over the table; the table stays paused under it.

    :param table: the ``TableScene`` it pauses (its match is saved when leaving to the menu).
    """

    overlay = True

    def __init__(self, app, table=None) -> None:
        super().__init__(app)
        self.table = table
        self.focus: int | None = 0
        self.buttons: list[Button] = []
        self._build()

    def _build(self) -> None:
        s = self.app.settings
        sound = t("pause_sound_on") if s.get("sound", True) else t("pause_sound_off")
        speed = t("pause_speed", speed=t(f"speed.{s.get('speed', 'normal')}"))
        lang = t("pause_language", lang=t(f"lang.{s.get('language', 'es')}"))
        specs = [(t("pause_resume"), "resume", "primary"), (t("pause_rules"), "rules", "envido"),
                 (speed, "speed", "plain"), (sound, "sound", "plain"),
                 (lang, "language", "plain"), (t("pause_menu"), "menu", "mazo")]
        cols = 1 if portrait(self.size) else 2
        width = dialog_box(self.size, BOX_W, 10).w
        inner_w = width - 48
        words = self.rules_words()
        head = 78 + sum(paragraph_height(w, inner_w, kind="bold", spacing=0) for w in words) + GAP
        rows = (len(specs) + cols - 1) // cols
        keys = paragraph_height(t("pause_keys"), inner_w, spacing=0)
        self.box = dialog_box(self.size, BOX_W, head + rows * (TAP + GAP) + keys + 24)
        w = (inner_w - GAP * (cols - 1)) // cols
        x0, y0 = self.box.x + 24, self.box.y + head
        self.buttons = []
        for i, (text, action, kind) in enumerate(specs):
            rect = pygame.Rect(x0 + (i % cols) * (w + GAP), y0 + (i // cols) * (TAP + GAP), w, TAP)
            self.buttons.append(Button(rect, text, action, kind))
        self.dirty = True

    def rules_words(self) -> list[str]:
        """The rules in play (and the Diario's date when the table plays it)."""
        if self.table is None:
            return []
        out = [rules_line(self.table.rules)]
        daily = daily_title(self.table.daily)
        if daily:
            out.insert(0, daily)
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.resume):
            return
        route_buttons(self, event)

    def resume(self) -> None:
        """Back to the table (once)."""
        if self.app.top is self:
            self.app.pop()

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[0].rect.center

    def press(self, b: Button) -> None:
        s = self.app.settings
        if b.action == "resume":
            self.resume()
        elif b.action == "rules":
            variant = self.table.rules.variant if self.table is not None else s.get("variant", "argentino")
            registry.push(self.app, "howto", 0 if variant == "argentino" else 4)
        elif b.action == "sound":
            sound = self.app.sound
            if sound is not None:
                sound.toggle()
            else:
                s["sound"] = not s.get("sound", True)
            self.app.save()
        elif b.action == "speed":
            cur = s.get("speed", "normal")
            s["speed"] = SPEED_ORDER[(SPEED_ORDER.index(cur) + 1) % 3 if cur in SPEED_ORDER else 1]
            self.app.save()
        elif b.action == "language":
            cur = s.get("language", "es")
            s["language"] = LANGUAGES[(LANGUAGES.index(cur) + 1) % len(LANGUAGES) if cur in LANGUAGES else 0]
            set_language(s["language"])
            self.app.save()
            if self.table is not None:
                self.table.dirty = True
        elif b.action == "menu":
            self.leave()
            return
        keep = b.action
        self._build()
        self.focus = next((i for i, x in enumerate(self.buttons) if x.action == keep), self.focus)

    def leave(self) -> None:
        """To the menu, the match saved as it stands (Continuar resumes it)."""
        if self.table is not None and not self.table.match.over:
            self.table.save()
        registry.replace(self.app, "menu")

    def on_enter(self) -> None:
        self._build()  # the language or a setting may have changed under a pushed screen

    def relayout(self) -> None:
        self._build()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        box = self.box
        panel(surface, box)
        title(surface, t("pause_title"), (box.centerx, box.y + 40), size=54)
        y = box.y + 78
        for i, line in enumerate(self.rules_words()):
            y = draw_paragraph(surface, line, pygame.Rect(box.x + 24, y, box.w - 48, box.h), size=MIN_TEXT,
                               kind="bold", colour=GOLD if i == 0 else (246, 236, 208), spacing=0, centre=True)
        draw_buttons(surface, self.buttons, self.focus)
        top = self.buttons[-1].rect.bottom + GAP
        draw_paragraph(surface, t("pause_keys"), pygame.Rect(box.x + 24, top, box.w - 48, box.bottom - top),
                       size=MIN_TEXT, colour=(200, 214, 200), spacing=0, centre=True)
