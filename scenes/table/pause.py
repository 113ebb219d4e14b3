"""The table's pause menu (the menu button on the table, or Esc): resume, the rules of this match,
speed, sound, language, and leave to the menu with the match saved.
"""
from __future__ import annotations

import pygame

from scenes.table.words import daily_title, rules_line
from scenes.ui import registry
from scenes.ui.dialogs import GOLD, common_event, dim, draw_buttons, label, panel, title
from scenes.ui.canvas import HEIGHT, TAP, WIDTH
from scenes.ui.i18n import LANGUAGES, set_language, t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, route_buttons

SPEED_ORDER = ("slow", "normal", "fast")
PANEL = pygame.Rect(0, 0, 760, 520)
PANEL.center = (WIDTH // 2, HEIGHT // 2)


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
        w, gap = 340, 16
        x0 = PANEL.centerx - w - gap // 2
        y0 = PANEL.y + 170
        self.buttons = []
        for i, (text, action, kind) in enumerate(specs):
            rect = pygame.Rect(x0 + (i % 2) * (w + gap), y0 + (i // 2) * (TAP + 14), w, TAP)
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

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        panel(surface, PANEL)
        title(surface, t("pause_title"), (PANEL.centerx, PANEL.y + 48), size=54)
        y = PANEL.y + 100
        for line in self.rules_words():
            label(surface, line, (PANEL.centerx, y), size=22, colour=GOLD if y == PANEL.y + 100 else CREAM,
                  anchor="center", kind="bold")
            y += 28
        draw_buttons(surface, self.buttons, self.focus)
        label(surface, t("pause_keys"), (PANEL.centerx, PANEL.bottom - 22), size=18, kind="text",
              colour=(200, 214, 200), anchor="center")
