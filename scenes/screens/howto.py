"""Cómo jugar: ten short pages (five for Truco argentino, five for Mineiro) with card pictures;
the last page of each variant is on señas, every sign drawn as a face makes it, with its name and
its gesture (RULES.md Part D).

The Argentine pages follow the Argentine rules chosen in the menu and mention an option only when
it is on: flor, envido without raises, a partido of chicos, the malas and buenas of a game to 30
(:func:`page_words`). Left/Right arrows (or Anterior/Siguiente) turn the pages; the two tabs jump
to a variant; Esc or Volver goes back.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.screens.choices import argentine_rules
from scenes.ui.canvas import HEIGHT, WIDTH
from scenes.ui.card_art import CardArt
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, felt, route_buttons

CARD = (70, 108)
TEXT_BOX = pygame.Rect(70, 304, 1140, 310)
SENAS_TEXT_BOX = pygame.Rect(70, 474, 1140, 140)


@dataclass(frozen=True)
class Page:
    """One page: its strings, the cards it shows and how."""

    n: int
    variant: str
    cards: tuple[str, ...] = ()
    ranking: bool = False
    backs: int = 0
    example: bool = False
    senas: bool = False  #: the señas' page: the variant's signs, each on a face


PAGES = (
    Page(1, "argentino", ("1e", "1b", "7e", "7o", "3e", "2c", "1o", "12b", "11o", "10c", "7c", "6e",
                          "5b", "4o"), ranking=True),
    Page(2, "argentino", ("7o", "5o", "12c"), example=True),
    Page(3, "argentino", example=True),
    Page(4, "argentino", ("7c", "5c", "3c"), example=True),
    Page(9, "argentino", senas=True),
    Page(5, "mineiro", ("4c", "7h", "As", "7d", "3h", "2s", "Ac", "Kd", "Jh", "Qs", "7c", "6d", "5h",
                        "4s"), ranking=True),
    Page(6, "mineiro", ("Qd", "5s", "6h"), example=True),
    Page(7, "mineiro", example=True),
    Page(8, "mineiro", backs=3, example=True),
    Page(10, "mineiro", senas=True),
)
#: the first page of each variant (its tab)
FIRST = {v: next(i for i, p in enumerate(PAGES) if p.variant == v) for v in ("argentino", "mineiro")}

_art: dict[bool, CardArt] = {}


def page_words(page: Page, rules) -> tuple[str, str, str, tuple[str, ...]]:
    """``(title, body, example caption, example cards)`` of ``page`` under ``rules`` (the
    Argentine rules chosen; Mineiro's pages have no options)."""
    n = page.n
    title = t(f"howto.p{n}.title")
    body = t(f"howto.p{n}.body") if n != 4 else ""
    caption = t(f"howto.p{n}.example") if page.example else ""
    cards = page.cards
    if n == 2 and not rules.envido_raises:
        body = t("howto.p2.body_noraises")
    if n == 4:
        partido = rules.chicos > 1
        bullets = [t("howto.p4.flor")] if rules.flor else []
        bullets.append(t("howto.p4.points_flor" if rules.flor else "howto.p4.points"))
        bullets.append(t("howto.p4.target30") if rules.target == 30
                       else t("howto.p4.target", n=rules.target))
        bullets.append(t("howto.p4.partido" if partido else "howto.p4.one_chico", n=rules.target))
        body = "\n".join(bullets)
        if not rules.flor:
            title = t("howto.p4.title_noflor")
            caption = t("howto.p4.example_partido" if partido else "howto.p4.example_match",
                        n=rules.target)
            cards = ()
    return title, body, caption, cards


class HowToScene(Scene):
    """The rules, explained."""

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        self.rules = argentine_rules(app.settings)
        self.page = page
        self.focus: int | None = None
        self.buttons: list[Button] = []
        self.build()

    def build(self) -> None:
        """The buttons for the current page."""
        last = len(PAGES) - 1
        variant = PAGES[self.page].variant
        self.buttons = [
            Button(pygame.Rect(40, 30, 170, 50), t("common.back"), "back"),
            Button(pygame.Rect(WIDTH - 420, 30, 185, 50), t("variant.argentino"), f"tab:{FIRST['argentino']}",
                   kind="primary" if variant == "argentino" else "plain"),
            Button(pygame.Rect(WIDTH - 225, 30, 185, 50), t("variant.mineiro"), f"tab:{FIRST['mineiro']}",
                   kind="primary" if variant == "mineiro" else "plain"),
            Button(pygame.Rect(70, 636, 220, 54), t("howto.prev"), "prev", enabled=self.page > 0),
            Button(pygame.Rect(WIDTH - 290, 636, 220, 54), t("howto.next"), "next",
                   kind="quiero", enabled=self.page < last),
        ]
        self.dirty = True

    def turn(self, page: int) -> None:
        """Go to ``page`` (clamped)."""
        page = max(0, min(len(PAGES) - 1, page))
        if page != self.page:
            self.page = page
            self.build()
            live = [b for b in self.buttons if b.enabled]
            if self.focus is not None and self.focus >= len(live):
                self.focus = len(live) - 1

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
            self.turn(self.page - 1)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            self.turn(self.page + 1)
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Volver, a tab, Anterior or Siguiente."""
        if button.action == "back":
            self.close()
        elif button.action == "prev":
            self.turn(self.page - 1)
        elif button.action == "next":
            self.turn(self.page + 1)
        else:
            self.turn(int(button.action.partition(":")[2]))

    def close(self) -> None:
        """Back to the scene below."""
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ drawing
    def _art(self) -> CardArt:
        four = bool(self.app.settings.get("four_colour"))
        art = _art.get(four)
        if art is None:
            art = _art[four] = CardArt(CARD[0], CARD[1], four)
        return art

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        p = PAGES[self.page]
        heading, body, caption, cards = page_words(p, self.rules)
        title(surface, heading, (WIDTH // 2, 112), size=46)
        deck = "french" if p.variant == "mineiro" else "spanish"
        art = self._art()
        y = 150
        if p.ranking:
            step = CARD[0] + 8
            x0 = WIDTH // 2 - (len(p.cards) * step - 8) // 2
            top = pygame.Rect(x0 - 5, y - 5, 4 * step + 2, CARD[1] + 10)
            pygame.draw.rect(surface, GOLD, top, width=3, border_radius=10)
            for i, code in enumerate(p.cards):
                surface.blit(art.face(code, deck=deck), (x0 + i * step, y))
            label(surface, t("howto.strong"), (x0, y + CARD[1] + 22),
                  size=18, kind="text", colour=GOLD)
            label(surface, t("howto.weak"), (x0 + len(p.cards) * step - 8, y + CARD[1] + 22), size=18,
                  kind="text", colour=GOLD, anchor="midright")
            arrow_y = y + CARD[1] + 22
            pygame.draw.line(surface, GOLD, (x0 + 120, arrow_y), (x0 + len(p.cards) * step - 110, arrow_y), 2)
            tip = x0 + len(p.cards) * step - 110
            pygame.draw.polygon(surface, GOLD, [(tip, arrow_y - 6), (tip + 10, arrow_y), (tip, arrow_y + 6)])
        elif p.example:
            imgs = [art.face(c, deck=deck) for c in cards] + [art.back("french")] * p.backs
            cap_font_w = get_font("display", 34).size(caption)[0]
            total = len(imgs) * (CARD[0] + 8) + (24 if imgs else 0) + cap_font_w
            x = WIDTH // 2 - total // 2
            for img in imgs:
                surface.blit(img, (x, y + 6))
                x += CARD[0] + 8
            if imgs:
                x += 24
            label(surface, caption, (x, y + 6 + CARD[1] // 2), size=34, kind="display", colour=CREAM)
        box = TEXT_BOX
        if p.senas:  # two rows of faces, and the words in a shorter box under them
            box = SENAS_TEXT_BOX
            draw_signs(surface, p.variant, self.rules.flor, pygame.Rect(70, y - 8, WIDTH - 140, box.y - y))
        panel(surface, box)
        draw_paragraph(surface, body, box.inflate(-48, -28), size=24 if box is TEXT_BOX else 22,
                       spacing=5 if box is TEXT_BOX else 3)
        label(surface, t("howto.page", n=self.page + 1, total=len(PAGES)), (WIDTH // 2, 663), size=20,
              kind="text", anchor="center")
        draw_buttons(surface, self.buttons, self.focus)


def draw_signs(surface: pygame.Surface, variant: str, flor: bool, box: pygame.Rect) -> None:
    """Every seña of ``variant`` in two rows across ``box``: the face making it, the sign's name,
    and the gesture in gold."""
    from game.senas import signs
    from scenes.table.draw.paint import wrap
    from scenes.table.words import sena_words
    from scenes.ui.faces import SEAT_APPEARANCES, Pose, face_art, gesture_for

    every = signs(variant, flor)
    cols = -(-len(every) // 2)
    cell_w, cell_h = box.w // cols, box.h // 2
    size = 84
    art = face_art(size)
    for i, sign in enumerate(every):
        row, col = divmod(i, cols)
        in_row = cols if row == 0 else len(every) - cols
        x = box.x + (box.w - in_row * cell_w) // 2 + col * cell_w  # a short row is centred
        y = box.y + row * cell_h
        gesture, name = sena_words(variant, sign)
        face = art.face(SEAT_APPEARANCES[1], Pose(gesture_for(variant, sign), 1.0))
        surface.blit(face, (x + (cell_w - size) // 2, y))
        ty = y + size + 2
        for line in wrap(name, "bold", 18, cell_w - 10)[:2]:
            ty = label(surface, line, (x + cell_w // 2, ty), size=18, anchor="midtop").bottom - 2
        for line in wrap(gesture, "text", 16, cell_w - 10)[:2]:
            ty = label(surface, line, (x + cell_w // 2, ty), size=16, kind="text", colour=GOLD,
                       anchor="midtop").bottom - 2
