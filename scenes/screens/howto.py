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
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.card_art import CardArt, art_for
from scenes.ui.dialogs import GOLD, common_event, draw_buttons, draw_paragraph, label, panel, paragraph_lines, title
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.place import back_rect, inner, line_h, portrait, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, felt, route_buttons

CARD = (70, 108)
TITLE_PX = 46
SPACING = 5  # between the body's lines


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
        #: which part of a page whose words need more than one screen (portrait, Texto grande)
        self.part = 0
        self.focus: int | None = None
        self.buttons: list[Button] = []
        self.text_box = pygame.Rect(0, 0, 0, 0)
        self.cards_top = 0
        self.build()

    def build(self) -> None:
        """The buttons and places for the current page on the canvas now."""
        last = len(PAGES) - 1
        variant = PAGES[self.page].variant
        box = inner(self.size)
        back = back_rect(self.size, t("common.back"))
        if portrait(self.size):
            tabs = pygame.Rect(back.right + GAP, box.y, box.right - back.right - GAP, TAP)
        else:
            tabs = pygame.Rect(box.right - 2 * 220 - GAP, box.y, 2 * 220 + GAP, TAP)
        arg, mineiro = split(tabs, 2)
        foot = pygame.Rect(box.x, box.bottom - TAP, box.w, TAP)
        turn_w = min(260, (foot.w - GAP) // 3)
        prev = pygame.Rect(foot.x, foot.y, turn_w, TAP)
        nxt = pygame.Rect(foot.right - turn_w, foot.y, turn_w, TAP)
        # the title: its own line in portrait, between Volver and the tabs in landscape
        self.cards_top = (back.bottom + GAP + line_h("display", TITLE_PX) + 6 if portrait(self.size)
                          else back.bottom + GAP)
        self.text_box = pygame.Rect(box.x, self.cards_top + self.cards_height() + 14, box.w,
                                    foot.y - GAP - (self.cards_top + self.cards_height() + 14))
        self.buttons = [
            Button(back, t("common.back"), "back"),
            Button(arg, t("variant.argentino"), f"tab:{FIRST['argentino']}", kind="primary" if variant == "argentino" else "plain"),
            Button(mineiro, t("variant.mineiro"), f"tab:{FIRST['mineiro']}", kind="primary" if variant == "mineiro" else "plain"),
            Button(prev, t("howto.prev"), "prev", enabled=self.page > 0 or self.part > 0),
            Button(nxt, t("howto.next"), "next", kind="quiero",
                   enabled=self.page < last or self.part < self.parts() - 1),
        ]
        self.dirty = True

    def card_rows(self) -> int:
        """The ranking's rows of cards: one in landscape, two in portrait."""
        return 2 if portrait(self.size) else 1

    def cards_height(self) -> int:
        """How tall the page's cards are (with the ranking's words under them)."""
        p = PAGES[self.page]
        if p.ranking:
            rows = self.card_rows()
            return rows * CARD[1] + (rows - 1) * 10 + line_h() + 14
        _, _, caption, cards = page_words(p, self.rules)
        if cards or p.backs:
            return CARD[1] + 12
        return line_h("display", 34) + 8 if caption else 0

    def body_lines(self) -> list[tuple[int, str, bool]]:
        """The page's words as the lines drawn in the text box."""
        _, body, _, _ = page_words(PAGES[self.page], self.rules)
        return paragraph_lines(body, get_font("text", MIN_TEXT + 1), self.text_box.w - 48)

    def lines_per_part(self) -> int:
        step = get_font("text", MIN_TEXT + 1).get_linesize() + SPACING
        return max(1, (self.text_box.h - 36) // step)

    def parts(self) -> int:
        """How many screens the page's words take (a señas' page: its signs first, on their own)."""
        n = len(self.body_lines())
        per = self.lines_per_part()
        return max(1, (n + per - 1) // per) + (1 if PAGES[self.page].senas else 0)

    def signs_box(self) -> pygame.Rect:
        """Where a señas' page draws its signs: from under the title down to the text box's end."""
        return pygame.Rect(self.text_box.x, self.cards_top, self.text_box.w, self.text_box.bottom - self.cards_top)

    def relayout(self) -> None:
        self.build()
        if self.part >= self.parts():
            self.part = self.parts() - 1
            self.build()

    def turn(self, page: int, part: int = 0) -> None:
        """Go to ``page`` (clamped), at its part ``part`` (-1: its last)."""
        page = max(0, min(len(PAGES) - 1, page))
        if page != self.page or part != self.part:
            self.page, self.part = page, 0
            self.build()
            self.part = self.parts() - 1 if part < 0 else min(part, self.parts() - 1)
            self.build()
            live = [b for b in self.buttons if b.enabled]
            if self.focus is not None and self.focus >= len(live):
                self.focus = len(live) - 1

    def forward(self) -> None:
        """Siguiente: the page's next part, or the next page."""
        if self.part < self.parts() - 1:
            self.turn(self.page, self.part + 1)
        elif self.page < len(PAGES) - 1:
            self.turn(self.page + 1)

    def backward(self) -> None:
        """Anterior: the page's part before, or the page before (at its last part)."""
        if self.part > 0:
            self.turn(self.page, self.part - 1)
        elif self.page > 0:
            self.turn(self.page - 1, -1)

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
            self.backward()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            self.forward()
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Volver, a tab, Anterior or Siguiente."""
        if button.action == "back":
            self.close()
        elif button.action == "prev":
            self.backward()
        elif button.action == "next":
            self.forward()
        else:
            self.turn(int(button.action.partition(":")[2]))

    def close(self) -> None:
        """Back to the scene below."""
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ drawing
    def _art(self) -> CardArt:
        return art_for(CARD[0], CARD[1], bool(self.app.settings.get("four_colour")), MIN_TEXT)

    def draw(self, surface: pygame.Surface) -> None:
        size = self.size
        surface.blit(felt(size), (0, 0))
        box = inner(size)
        p = PAGES[self.page]
        heading, body, caption, cards = page_words(p, self.rules)
        back, tab = self.buttons[0].rect, self.buttons[1].rect
        if portrait(size):
            top = back.bottom + GAP
            title(surface, heading, (box.centerx, top + line_h("display", TITLE_PX) // 2),
                  size=fit_size(heading, "display", TITLE_PX, box.w, MIN_TEXT))
        else:
            title(surface, heading, ((back.right + tab.x) // 2, back.centery),
                  size=fit_size(heading, "display", TITLE_PX, tab.x - back.right - 2 * GAP, MIN_TEXT))
        deck = "french" if p.variant == "mineiro" else "spanish"
        art = self._art()
        y = self.cards_top
        if p.ranking:
            rows = self.card_rows()
            per_row = (len(p.cards) + rows - 1) // rows
            step = min(CARD[0] + 8, (box.w - CARD[0]) // max(1, per_row - 1))
            x0 = box.centerx - ((per_row - 1) * step + CARD[0]) // 2
            for i, code in enumerate(p.cards):
                r, c = divmod(i, per_row)
                surface.blit(art.face(code, deck=deck), (x0 + c * step, y + r * (CARD[1] + 10)))
            top4 = pygame.Rect(x0 - 5, y - 5, 3 * step + CARD[0] + 10, CARD[1] + 10)
            pygame.draw.rect(surface, GOLD, top4, width=3, border_radius=10)
            words_y = y + rows * CARD[1] + (rows - 1) * 10 + 8 + line_h() // 2
            right = x0 + (per_row - 1) * step + CARD[0]
            strong = label(surface, t("howto.strong"), (x0, words_y), size=MIN_TEXT, kind="text", colour=GOLD)
            weak = label(surface, t("howto.weak"), (right, words_y), size=MIN_TEXT, kind="text", colour=GOLD,
                         anchor="midright")
            if weak.x - strong.right > 60:
                pygame.draw.line(surface, GOLD, (strong.right + 16, words_y), (weak.x - 26, words_y), 2)
                tip = weak.x - 26
                pygame.draw.polygon(surface, GOLD, [(tip, words_y - 6), (tip + 10, words_y), (tip, words_y + 6)])
        elif p.example:
            imgs = [art.face(c, deck=deck) for c in cards] + [art.back("french")] * p.backs
            size_px = fit_size(caption, "display", 34, box.w - len(imgs) * (CARD[0] + 8) - 24, MIN_TEXT)
            cap_w = get_font("display", size_px).size(caption)[0]
            total = len(imgs) * (CARD[0] + 8) + (24 if imgs else 0) + cap_w
            x = box.centerx - total // 2
            for img in imgs:
                surface.blit(img, (x, y + 4))
                x += CARD[0] + 8
            if imgs:
                x += 24
            label(surface, caption, (x, y + 4 + (CARD[1] // 2 if imgs else line_h("display", 34) // 2)),
                  size=size_px, kind="display", colour=CREAM)
        if p.senas and self.part == 0:  # the signs, each on a face, fill the page's first part
            draw_signs(surface, p.variant, self.rules.flor, self.signs_box(), portrait(size))
        else:
            self.draw_words(surface)
        where = t("howto.page", n=self.page + 1, total=len(PAGES))
        short = f"{self.page + 1}/{len(PAGES)}"
        if self.parts() > 1:
            where += f" · {self.part + 1}/{self.parts()}"
            short += f" · {self.part + 1}/{self.parts()}"
        prev, nxt = self.buttons[3].rect, self.buttons[4].rect
        room = nxt.x - prev.right - 2 * GAP
        if get_font("text", MIN_TEXT).size(where)[0] > room:  # Texto grande upright: numbers only
            where = short
        label(surface, where, ((prev.right + nxt.x) // 2, prev.centery),
              size=fit_size(where, "text", MIN_TEXT, room, MIN_TEXT), kind="text", anchor="center")
        draw_buttons(surface, self.buttons, self.focus)

    def draw_words(self, surface: pygame.Surface) -> None:
        """The text box with the lines of the current part."""
        panel(surface, self.text_box)
        lines = self.body_lines()
        per = self.lines_per_part()
        part = self.part - (1 if PAGES[self.page].senas else 0)
        font = get_font("text", MIN_TEXT + 1)
        ty = self.text_box.y + 18
        for indent, line, bullet in lines[part * per:(part + 1) * per]:
            if bullet:
                surface.blit(font.render("•", True, GOLD), (self.text_box.x + 24, ty))
            surface.blit(font.render(line, True, CREAM), (self.text_box.x + 24 + indent, ty))
            ty += font.get_linesize() + SPACING


def draw_signs(surface: pygame.Surface, variant: str, flor: bool, box: pygame.Rect, upright: bool = False) -> None:
    """Every seña of ``variant`` in rows across ``box`` (two rows; upright: three columns): the
    face making it, the sign's name, and the gesture in gold."""
    from game.senas import signs
    from scenes.table.draw.paint import wrap
    from scenes.table.words import sena_words
    from scenes.ui.faces import SEAT_APPEARANCES, Pose, face_art, gesture_for

    every = signs(variant, flor)
    cols = 3 if upright else -(-len(every) // 2)
    rows = -(-len(every) // cols)
    cell_w, cell_h = box.w // cols, box.h // rows
    words_h = 2 * line_h("bold", MIN_TEXT) + 2 * line_h("text", MIN_TEXT)
    size = max(40, min(84, cell_h - words_h - 6))
    art = face_art(size)
    for i, sign in enumerate(every):
        row, col = divmod(i, cols)
        in_row = min(cols, len(every) - row * cols)
        x = box.x + (box.w - in_row * cell_w) // 2 + col * cell_w  # a short row is centred
        y = box.y + row * cell_h
        gesture, name = sena_words(variant, sign)
        face = art.face(SEAT_APPEARANCES[1], Pose(gesture_for(variant, sign), 1.0))
        surface.blit(face, (x + (cell_w - size) // 2, y))
        ty = y + size + 2
        for line in wrap(name, "bold", MIN_TEXT, cell_w - 12)[:2]:
            ty = label(surface, line, (x + cell_w // 2, ty), size=MIN_TEXT, anchor="midtop").bottom
        for line in wrap(gesture, "text", MIN_TEXT, cell_w - 12)[:2]:
            ty = label(surface, line, (x + cell_w // 2, ty), size=MIN_TEXT, kind="text", colour=GOLD,
                       anchor="midtop").bottom
