"""The table's own small dialogs: the pause menu (Esc), and minimal stand-ins for the hand summary
and the match-over screen used only while ``scenes/summary.py`` / ``scenes/match_over.py`` are absent.
"""
from __future__ import annotations

import pygame

from scenes.base import Scene
from scenes.i18n import t
from scenes.widgets import Button, CREAM, draw_text, focused_button, route_buttons

W, H = 1280, 720


class _Dialog(Scene):
    """A centred panel with a title, some lines and a column of buttons."""

    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus: int | None = 0
        self.buttons: list[Button] = []

    def title(self) -> str:
        return ""

    def lines(self) -> list[str]:
        return []

    def layout(self, specs: list[tuple[str, str, str]]) -> None:
        """``specs``: (label, action, kind) top to bottom."""
        self.buttons = []
        y = H // 2 - 10 + 30 * len(self.lines())
        for label, action, kind in specs:
            self.buttons.append(Button(pygame.Rect(W // 2 - 170, y, 340, 54), label, action, kind))
            y += 66

    def panel_rect(self) -> pygame.Rect:
        top = H // 2 - 130
        bottom = (self.buttons[-1].rect.bottom + 30) if self.buttons else H // 2 + 100
        return pygame.Rect(W // 2 - 240, top, 480, bottom - top)

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 130))
        surface.blit(shade, (0, 0))
        r = self.panel_rect()
        pygame.draw.rect(surface, (12, 66, 42), r, border_radius=20)
        pygame.draw.rect(surface, (160, 104, 58), r, width=6, border_radius=20)
        draw_text(surface, self.title(), (W // 2, r.y + 20), kind="display", size=48, anchor="midtop")
        y = r.y + 90
        for line in self.lines():
            draw_text(surface, line, (W // 2, y), kind="bold", size=26, colour=CREAM, anchor="midtop")
            y += 34
        focus = focused_button(self.buttons, self.focus)
        for b in self.buttons:
            b.draw(surface, focused=b is focus)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(event, "touch", False):
            return  # SDL's mouse echo of a touch: the FINGERDOWN already acted
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
            return
        route_buttons(self, event)

    def on_escape(self) -> None:
        """Esc: the first button's action."""
        if self.buttons:
            self.press(self.buttons[0])

    def press(self, b: Button) -> None:
        """React to a button."""

    def autoplay_click(self) -> tuple[int, int] | None:
        return self.buttons[0].rect.center if self.buttons else None


class PauseScene(_Dialog):
    """Esc on the table: resume, sound on/off, speed, back to the menu (the match stays saved)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self._build()

    def _build(self) -> None:
        s = self.app.settings
        sound = t("pause_sound_on") if s.get("sound", True) else t("pause_sound_off")
        speed = t("pause_speed", speed=t(f"speed.{s.get('speed', 'normal')}"))
        self.layout([(t("pause_resume"), "resume", "primary"), (sound, "sound", "plain"),
                     (speed, "speed", "plain"), (t("pause_menu"), "menu", "plain")])
        self.dirty = True

    def title(self) -> str:
        return t("pause_title")

    def press(self, b: Button) -> None:
        s = self.app.settings
        if b.action == "resume":
            self.app.pop()
        elif b.action == "sound":
            sound = getattr(self.app, "sound", None)
            if sound is not None:
                sound.toggle()
            else:
                s["sound"] = not s.get("sound", True)
            self.app.save()
            self._build()
        elif b.action == "speed":
            order = ["slow", "normal", "fast"]
            cur = s.get("speed", "normal")
            s["speed"] = order[(order.index(cur) + 1) % 3 if cur in order else 1]
            self.app.save()
            self._build()
        elif b.action == "menu":
            go_to_menu(self.app)


def go_to_menu(app) -> None:
    """Back to the menu (or, until scenes/menu.py lands, quit the stack)."""
    try:
        from scenes.menu import MenuScene
    except ImportError:
        app.stack.clear()
        app.running = False
        return
    app.replace(MenuScene(app))


class FallbackSummary(_Dialog):
    """Minimal hand summary (stand-in until scenes/summary.py exists): who took the hand, the score."""

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.layout([(t("fb_continue"), "continue", "primary")])

    def title(self) -> str:
        return t("fb_hand_over")

    def lines(self) -> list[str]:
        s = self.match.scores
        return [f"{t('team_0')} {s[0]} · {t('team_1')} {s[1]}"]

    def press(self, b: Button) -> None:
        self.app.pop()


class FallbackMatchOver(_Dialog):
    """Minimal match-over screen (stand-in until scenes/match_over.py exists)."""

    def __init__(self, app, match, daily=None) -> None:
        super().__init__(app)
        self.match = match
        self.daily = daily
        self.layout([(t("pause_menu"), "menu", "primary")])

    def title(self) -> str:
        return t("fb_match_over")

    def lines(self) -> list[str]:
        s = self.match.scores
        return [t("fb_we_won") if self.match.winner == 0 else t("fb_they_won"),
                t("fb_score", a=s[0], b=s[1])]

    def press(self, b: Button) -> None:
        go_to_menu(self.app)
