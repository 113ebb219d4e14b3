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
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, label, panel, title, wrap
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.place import back_rect, inner, line_h, portrait
from scenes.ui.stack import Scene
from scenes.ui.widgets import CREAM, FOCUS_RING, INK, Button, ellipsize, felt, focused_button, route_buttons
from scenes.ui.words import fitted, rules_words

NODE_R = 36  #: a stage's medallion (its button is a thumb's size around it)
#: ring colours by region
RING = {"ar": (116, 172, 223), "mg": (74, 170, 96)}
SOFT = (200, 214, 200)
FACE = 72  #: a character's face in the panel
TITLE_PX = 60
PAD = 18  #: inside the panel


def places(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """``(back, map, panel)`` on a canvas of ``size``: landscape the map left and the chosen
    stage's panel right, portrait the map over the panel. The title and the subtitle go over the
    map, right of Volver."""
    box = inner(size)
    back = back_rect(size, t("common.back"))
    if portrait(size):
        top = back.bottom + GAP + 2 * line_h() + 4
        road = pygame.Rect(box.x, top, box.w, 3 * node_row_h())
        return back, road, pygame.Rect(box.x, road.bottom + GAP, box.w, box.bottom - road.bottom - GAP)
    side = pygame.Rect(box.right - 420, box.y, 420, box.h)
    top = back.bottom + GAP + 2 * line_h() + 4
    return back, pygame.Rect(box.x, top, side.x - GAP - box.x, box.bottom - top), side


def node_row_h() -> int:
    """A row of the map: a medallion's button and its place's name on two lines under it."""
    return TAP + 2 * line_h("bold", MIN_TEXT) + GAP


def node_centres(road: pygame.Rect) -> list[tuple[int, int]]:
    """Where each stage's medallion sits in ``road``: rows of four along a winding road, left to
    right, then back."""
    step = road.w // 4
    xs = [road.x + step // 2 + k * step for k in range(4)]
    rows = -(-len(STAGES) // 4)
    row_h = min(road.h // rows, node_row_h() + 40)
    y0 = road.y + (road.h - rows * row_h) // 2
    out = []
    for i in range(len(STAGES)):
        row, col = divmod(i, 4)
        x = xs[col] if row % 2 == 0 else xs[3 - col]
        out.append((x, y0 + row * row_h + TAP // 2))
    return out


def region_of(stage) -> str:
    """Where a stage is played: the region of its first rival."""
    return BY_ID[stage.rivals[0]].region


class TourScene(Scene):
    """The tour's map and the chosen stage (Esc or Volver goes back to the menu)."""

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
        back_rect_, road, side = places(self.size)
        back = Button(back_rect_, t("common.back"), "back", kind="primary")
        nodes = []
        for i, (x, y) in enumerate(node_centres(road)):
            rect = pygame.Rect(0, 0, TAP, TAP)
            rect.center = (x, y)
            nodes.append(Button(rect, str(i + 1), f"stage:{i}", data={"index": i}))
        can = unlocked(self.progress, self.selected)
        again = STAGES[self.selected].id in won(self.progress)
        play = Button(pygame.Rect(side.x + PAD, side.bottom - PAD - TAP, side.w - 2 * PAD, TAP),
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
        surface.blit(felt(self.size), (0, 0))
        back, road, side = places(self.size)
        right = side.x - GAP if not portrait(self.size) else inner(self.size).right
        heading = t("tour.title")
        title(surface, heading, ((back.right + right) // 2, back.centery),
              size=fit_size(heading, "display", TITLE_PX, right - back.right - 2 * GAP, MIN_TEXT))
        width = right - inner(self.size).x
        for i, line in enumerate(wrap(t("tour.subtitle"), get_font("text", MIN_TEXT), width)[:2]):
            label(surface, line, ((inner(self.size).x + right) // 2, back.bottom + GAP // 2 + line_h() * i + line_h() // 2),
                  size=MIN_TEXT, kind="text", anchor="center", colour=SOFT)
        self.draw_road(surface, road)
        focused = focused_button(self.buttons, self.focus)
        for b in self.buttons[1:-1]:
            self.draw_node(surface, b, focused is b)
        self.draw_panel(surface, side)
        draw_buttons(surface, [self.buttons[0], self.buttons[-1]],
                     None if focused not in (self.buttons[0], self.buttons[-1]) else
                     (0 if focused is self.buttons[0] else 1 if self.buttons[-1].enabled else None))

    def draw_road(self, surface: pygame.Surface, road: pygame.Rect) -> None:
        """The dusty road from stage to stage, solid as far as you have come; at the end of a row
        it turns outside the place names."""
        pts = node_centres(road)
        turn = road.w // 8 - 4
        reached = current(self.progress)
        for i in range(len(pts) - 1):
            a, b = pts[i], pts[i + 1]
            legs = [(a, b)]
            if a[0] == b[0]:  # a turn: out, down, back in
                out = a[0] + (turn if a[0] > road.centerx else -turn)
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
        num = get_font("display", 36).render(b.label, True, text_col)
        surface.blit(num, num.get_rect(center=(x, y - 2)))
        if done:  # a small tick
            pygame.draw.lines(surface, (30, 110, 50), False, [(x + 14, y + 18), (x + 20, y + 26), (x + 32, y + 8)], 5)
        if focused:
            pygame.draw.circle(surface, FOCUS_RING, (x, y), NODE_R + 10, width=4)
        name_col = GOLD if here else CREAM if can or done else (150, 160, 150)
        room = places(self.size)[1].w // 4 - GAP  # the column's width, less a gap to the next name
        lines = wrap(stage.place, get_font("bold", MIN_TEXT), room)[:2]
        ny = b.rect.bottom + 2
        for line in lines:
            ny = label(surface, line, (x, ny), size=MIN_TEXT, kind="bold", anchor="midtop", colour=name_col).bottom

    def draw_panel(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The chosen stage: place, rules, rivals and partner (each with how it plays, as many
        lines as the panel holds), its state; Jugar at the bottom."""
        panel(surface, box)
        i = self.selected
        stage = STAGES[i]
        x = box.x + PAD
        w = box.w - 2 * PAD
        line, bold = line_h(), line_h("bold")
        y = box.y + PAD // 2
        label(surface, t("tour.stage", n=i + 1), (x, y + bold // 2), size=MIN_TEXT, kind="bold", colour=SOFT)
        label(surface, t(f"region.{region_of(stage)}"), (box.right - PAD, y + bold // 2), size=MIN_TEXT,
              kind="text", anchor="midright", colour=RING[region_of(stage)])
        y += bold
        place_px = fit_size(stage.place, "display", 34, w, MIN_TEXT)
        y = label(surface, stage.place, (x, y + line_h("display", place_px) // 2), size=place_px,
                  kind="display", colour=GOLD).bottom
        rules = fitted([rules_words(stage.match_rules(), short) for short in (False, True)],
                       get_font("text", MIN_TEXT), w)
        label(surface, rules, (x, y + line // 2), size=MIN_TEXT, kind="text", colour=CREAM)
        y += line + 6
        who = [(t("tour.rival" if len(stage.rivals) == 1 else "tour.rivals"), stage.rivals)]
        if stage.partner:
            who.append((t("tour.partner"), (stage.partner,)))
        done = stage.id in won(self.progress)
        state = t("tour.won") if done else t("tour.next") if i == current(self.progress) else \
            t("tour.locked") if not unlocked(self.progress, i) else ""
        if current(self.progress) >= len(STAGES):
            state = t("tour.done")
        lines = wrap(state, get_font("text", MIN_TEXT), w)[:2] if state else []
        bottom = box.bottom - PAD - TAP - GAP - len(lines) * line  # over the state and Jugar
        people = sum(len(names) for _, names in who)
        about = 2
        while about > -1 and y + len(who) * bold + people * (self.character_h(about) + 6) > bottom:
            about -= 1  # how each one plays in fewer lines where the panel is short (-1: names only)
        for head, names in who:
            label(surface, head, (x, y + bold // 2), size=MIN_TEXT, kind="bold", colour=GOLD)
            y += bold
            for name in names:
                y = self.draw_character(surface, BY_ID[name], x, y, w, about) + 6
        for k, text in enumerate(lines):
            label(surface, text, (x, bottom + k * line + line // 2), size=MIN_TEXT, kind="text",
                  colour=GOLD if done or i == current(self.progress) else SOFT)

    @staticmethod
    def face_size(about: int) -> int:
        """A character's face in the panel, smaller with fewer lines beside it."""
        return FACE if about > 0 else FACE - 16 if about == 0 else line_h("bold")

    @classmethod
    def character_h(cls, about: int) -> int:
        """How tall :meth:`draw_character` draws one character with ``about`` lines on its play
        (-1: its name only)."""
        return max(cls.face_size(about), line_h("bold") + line_h() * (1 + about))

    def draw_character(self, surface: pygame.Surface, who, x: int, y: int, w: int, about: int = 2) -> int:
        """One character: its face, name and home, level and style, how it plays (in ``about``
        lines at most; -1: the name only); returns the bottom."""
        size = self.face_size(about)
        face = cast_face(who.id, size)
        pygame.draw.circle(surface, (32, 70, 52), (x + size // 2, y + size // 2), size // 2)
        surface.blit(face, (x, y))
        x, w = x + size + 12, w - size - 12
        top = y
        font = get_font("bold", MIN_TEXT)
        name = ellipsize(fitted([t("cast.from", name=who.name, home=who.home), who.name], font, w), font, w)
        y = label(surface, name, (x, y + line_h("bold") // 2), size=MIN_TEXT, kind="bold", colour=CREAM).bottom
        if about < 0:
            return max(y, top + size)
        words = t("cast.level_style", level=t(f"level.{who.strength}"), style=t(f"style.{who.style}"))
        y = label(surface, ellipsize(words, get_font("text", MIN_TEXT), w), (x, y + line_h() // 2), size=MIN_TEXT,
                  kind="text", colour=SOFT).bottom
        lines = wrap(t(f"style.{who.style}.about"), get_font("text", MIN_TEXT), w)
        if len(lines) > about:
            lines = lines[:about]
            if lines:
                lines[-1] = ellipsize(lines[-1] + "…", get_font("text", MIN_TEXT), w)
        for text in lines:
            y = label(surface, text, (x, y + line_h() // 2), size=MIN_TEXT, kind="text", colour=(176, 196, 180)).bottom
        return max(y, top + size)
