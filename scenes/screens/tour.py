"""La Gira: the tour's map, where you are on it, and the next match.

The stages (:data:`game.tour.STAGES`) lie along a winding road, each a medallion with its number
and place: gold when won, bright when it is the one waiting for you, grey while locked; its ring
says where it is (sky blue: Argentina, green: Minas Gerais). The panel on the right tells the
chosen stage (at first the one waiting): the rules, the rivals and the partner with how each one
plays, and Jugar when it is unlocked. The progress lives in the saved document (``doc["tour"]``).
"""
from __future__ import annotations

import pygame

from game.ai.cast import BY_ID
from game.tour import STAGES, current, unlocked, won
from scenes.screens.choices import start_new_match
from scenes.ui.cast_faces import cast_face
from scenes.ui.canvas import HEIGHT, LANDSCAPE, TAP, WIDTH
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, label, panel, title, wrap
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import CREAM, FOCUS_RING, INK, Button, felt, focused_button, route_buttons
from scenes.ui.words import fitted, rules_words

#: the detail panel, right of the map
PANEL = pygame.Rect(846, 104, 400, 590)
NODE_R = 34
TURN = 76  #: how far the road swings out beyond a row's last stage
#: ring colours by region
RING = {"ar": (116, 172, 223), "mg": (74, 170, 96)}
SOFT = (200, 214, 200)
FACE = 72  #: a character's face in the panel


def node_centres() -> list[tuple[int, int]]:
    """Where each stage's medallion sits: rows of four along a winding road, left to right, then
    back."""
    xs = (126, 306, 486, 666)
    ys = (222, 412, 602)
    out = []
    for i in range(len(STAGES)):
        row, col = divmod(i, 4)
        x = xs[col] if row % 2 == 0 else xs[3 - col]
        out.append((x, ys[min(row, len(ys) - 1)]))
    return out


def region_of(stage) -> str:
    """Where a stage is played: the region of its first rival."""
    return BY_ID[stage.rivals[0]].region


class TourScene(Scene):
    """The tour's map and the chosen stage (Esc or Volver goes back to the menu)."""

    #: laid out for the landscape canvas only so far: a phone held upright shows it fitted
    fixed_canvas = LANDSCAPE

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus: int | None = None
        progress = self.progress
        self.selected = min(current(progress), len(STAGES) - 1)
        self.buttons: list[Button] = []
        self.build()

    @property
    def progress(self) -> dict:
        """The tour's progress in the document (read defensively by :mod:`game.tour`)."""
        data = self.app.doc.get("tour")
        return data if isinstance(data, dict) else {}

    def build(self) -> None:
        """The buttons: Volver, one per stage (its medallion), and Jugar."""
        back = Button(pygame.Rect(30, 24, 200, TAP), t("common.back"), "back", kind="primary")
        nodes = []
        for i, (x, y) in enumerate(node_centres()):
            rect = pygame.Rect(0, 0, 2 * NODE_R + 12, 2 * NODE_R + 12)
            rect.center = (x, y)
            nodes.append(Button(rect, str(i + 1), f"stage:{i}", data={"index": i}))
        can = unlocked(self.progress, self.selected)
        again = STAGES[self.selected].id in won(self.progress)
        play = Button(pygame.Rect(PANEL.x + 20, PANEL.bottom - 20 - 60, PANEL.w - 40, 60),
                      t("tour.replay" if again else "tour.play"), "play", kind="quiero", enabled=can,
                      key=pygame.K_j)
        self.buttons = [back] + nodes + [play]
        self.dirty = True

    def autoplay_click(self) -> tuple[int, int] | None:
        """``--autoplay``: play the stage that waits."""
        return self.buttons[-1].rect.center if self.buttons[-1].enabled else self.buttons[0].rect.center

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Select a stage, play the selected one, or go back."""
        if button.action == "back":
            self.close()
        elif button.action.startswith("stage:"):
            self.selected = button.data["index"]
            keep = button.action
            self.build()
            live = [b for b in self.buttons if b.enabled]
            if self.focus is not None:
                self.focus = next((i for i, b in enumerate(live) if b.action == keep), None)
        elif button.action == "play" and unlocked(self.progress, self.selected):
            stage = STAGES[self.selected]
            start_new_match(self.app, stage.match_rules(), tour=stage.id)

    def close(self) -> None:
        """Back to the menu."""
        from scenes.ui import registry
        registry.replace(self.app, "menu")

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        title(surface, t("tour.title"), (540, 48), size=60)
        for i, line in enumerate(wrap(t("tour.subtitle"), get_font("text", 18), 540)[:2]):
            label(surface, line, (540, 94 + 22 * i), size=18, kind="text", anchor="center", colour=SOFT)
        self.draw_road(surface)
        focused = focused_button(self.buttons, self.focus)
        for b in self.buttons[1:-1]:
            self.draw_node(surface, b, focused is b)
        self.draw_panel(surface)
        draw_buttons(surface, [self.buttons[0], self.buttons[-1]],
                     None if focused not in (self.buttons[0], self.buttons[-1]) else
                     (0 if focused is self.buttons[0] else 1 if self.buttons[-1].enabled else None))

    def draw_road(self, surface: pygame.Surface) -> None:
        """The dusty road from stage to stage, solid as far as you have come; at the end of a row
        it turns outside the place names."""
        pts = node_centres()
        reached = current(self.progress)
        for i in range(len(pts) - 1):
            a, b = pts[i], pts[i + 1]
            legs = [(a, b)]
            if a[0] == b[0]:  # a turn: out, down, back in
                out = a[0] + (TURN if a[0] > 400 else -TURN)
                legs = [(a, (out, a[1])), ((out, a[1]), (out, b[1])), ((out, b[1]), b)]
            done = i < reached
            colour = (214, 180, 110) if done else (84, 110, 92)
            for p, q in legs:
                pygame.draw.line(surface, (20, 40, 28), (p[0] + 2, p[1] + 3), (q[0] + 2, q[1] + 3), 12)
            for p, q in legs:
                pygame.draw.line(surface, colour, p, q, 10)
                pygame.draw.circle(surface, colour, q, 5)
                if not done:  # dashes on the road still to travel
                    steps = max(1, int(((q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2) ** 0.5 // 22))
                    for k in range(1, steps, 2):
                        x = p[0] + (q[0] - p[0]) * k / steps
                        y = p[1] + (q[1] - p[1]) * k / steps
                        pygame.draw.circle(surface, (120, 150, 126), (int(x), int(y)), 3)

    def draw_node(self, surface: pygame.Surface, b: Button, focused: bool) -> None:
        """A stage's medallion: number, place, state."""
        i = b.data["index"]
        stage = STAGES[i]
        x, y = b.rect.center
        done = stage.id in won(self.progress)
        here = i == current(self.progress)
        can = unlocked(self.progress, i)
        fill = (226, 182, 64) if done else (250, 240, 214) if here else (64, 90, 74) if can else (70, 78, 72)
        if i == self.selected:
            pygame.draw.circle(surface, (255, 244, 200), (x, y), NODE_R + 12, width=3)
        pygame.draw.circle(surface, (10, 30, 20), (x + 2, y + 4), NODE_R + 5)
        pygame.draw.circle(surface, RING[region_of(stage)] if can or done else (96, 110, 100), (x, y), NODE_R + 5)
        pygame.draw.circle(surface, fill, (x, y), NODE_R)
        text_col = INK if done or here else CREAM if can else (150, 160, 150)
        num = get_font("display", 34).render(b.label, True, text_col)
        surface.blit(num, num.get_rect(center=(x, y - 2)))
        if done:  # a small tick
            pygame.draw.lines(surface, (30, 110, 50), False, [(x + 14, y + 18), (x + 20, y + 26), (x + 32, y + 8)], 5)
        if focused:
            pygame.draw.circle(surface, FOCUS_RING, (x, y), NODE_R + 10, width=4)
        name_col = GOLD if here else CREAM if can or done else (150, 160, 150)
        label(surface, stage.place, (x, y + NODE_R + 20), size=18, kind="bold", anchor="center", colour=name_col)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The chosen stage: place, rules, rivals and partner (each with how it plays), its state."""
        panel(surface, PANEL)
        i = self.selected
        stage = STAGES[i]
        x = PANEL.x + 20
        w = PANEL.w - 40
        label(surface, t("tour.stage", n=i + 1), (x, PANEL.y + 22), size=20, kind="bold", colour=SOFT)
        label(surface, stage.place, (x, PANEL.y + 54), size=32, kind="display", colour=GOLD)
        label(surface, t(f"region.{region_of(stage)}"), (PANEL.right - 20, PANEL.y + 22), size=18,
              kind="text", anchor="midright", colour=RING[region_of(stage)])
        rules = fitted([rules_words(stage.match_rules(), short) for short in (False, True)],
                       get_font("text", 18), w)
        label(surface, rules, (x, PANEL.y + 90), size=18, kind="text", colour=CREAM)
        y = PANEL.y + 122
        who = [(t("tour.rival" if len(stage.rivals) == 1 else "tour.rivals"), stage.rivals)]
        if stage.partner:
            who.append((t("tour.partner"), (stage.partner,)))
        for head, names in who:
            label(surface, head, (x, y), size=20, kind="bold", colour=GOLD)
            y += 28
            for name in names:
                y = self.draw_character(surface, BY_ID[name], x, y, w) + 8
        done = stage.id in won(self.progress)
        state = t("tour.won") if done else t("tour.next") if i == current(self.progress) else \
            t("tour.locked") if not unlocked(self.progress, i) else ""
        if current(self.progress) >= len(STAGES):
            state = t("tour.done")
        lines = wrap(state, get_font("text", 18), w)
        for k, line in enumerate(lines[:2]):
            label(surface, line, (x, PANEL.bottom - 110 - 22 * (len(lines[:2]) - 1 - k)), size=18, kind="text",
                  colour=GOLD if done or i == current(self.progress) else SOFT)

    def draw_character(self, surface: pygame.Surface, who, x: int, y: int, w: int) -> int:
        """One character: its face, name and home, level and style, how it plays; returns the
        bottom."""
        face = cast_face(who.id, FACE)
        pygame.draw.circle(surface, (32, 70, 52), (x + FACE // 2, y + FACE // 2), FACE // 2)
        surface.blit(face, (x, y))
        x, w = x + FACE + 12, w - FACE - 12
        top = y
        name = fitted([t("cast.from", name=who.name, home=who.home), who.name], get_font("bold", 20), w)
        label(surface, name, (x, y), size=20, kind="bold", colour=CREAM)
        y += 24
        words = t("cast.level_style", level=t(f"level.{who.strength}"), style=t(f"style.{who.style}"))
        label(surface, words, (x, y), size=18, kind="text", colour=SOFT)
        y += 22
        for line in wrap(t(f"style.{who.style}.about"), get_font("text", 18), w)[:2]:
            label(surface, line, (x, y), size=18, kind="text", colour=(176, 196, 180))
            y += 22
        return max(y, top + FACE)
