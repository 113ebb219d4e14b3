"""The end of a match: who won, the final score and chicos; for a Diario the share text (ending
with its link) and a Copiar button; for a stage of La Gira, the next stop (a win unlocks it).
Records the statistics (and the tour's progress) exactly once. Buttons: Menú, Otra partida (La
Gira after a tour match). The first Diario that ends asks, once, for the player's name
(optional): the code is made again with it.
"""
from __future__ import annotations

import datetime as _dt

import pygame

from game.tour import BY_STAGE, STAGES, current as tour_current, record_win as tour_record_win
from scenes.host import device, records, saves
from scenes.screens.choices import rules_from_settings, start_new_match
from scenes.ui import registry
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import GOLD, PAPER, common_event, dim, draw_buttons, label, panel, title, wrap
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import format_date, t
from scenes.ui.place import dialog_box, line_h, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, INK, ellipsize, route_buttons
from scenes.ui.words import chicos_words, fitted, rules_words

BOX_W = 840
TITLE_PX = 72
#: ask for the player's name when a first Diario ends (tests of other screens turn it off)
ASK_NAME = True


def share_lines(share: str, code: str, font, width: int) -> list[str]:
    """The share line cut into lines of ``width`` pixels: the words where they fit, and the code
    (one long word) cut between characters where it does not."""
    head, rest = share, ""
    if code and share.endswith(code):
        head, rest = share[:-len(code)].rstrip(), code
    lines = wrap(head, font, width) if head else []
    if rest and lines and font.size(f"{lines[-1]} {rest}")[0] <= width:
        lines[-1], rest = f"{lines[-1]} {rest}", ""
    while rest:
        n = len(rest)
        while n > 1 and font.size(rest[:n])[0] > width:
            n -= 1
        lines.append(rest[:n])
        rest = rest[n:]
    return lines


class MatchOverScene(Scene):
    """The last dialog of a match (pushed over the table, or replacing it)."""

    overlay = True

    def __init__(self, app, match, *, daily: dict | None = None, level: str | None = None,
                 hints: bool | None = None, tour: str | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.daily = daily
        #: the stage of La Gira this match was played for (None: not a tour match)
        self.tour = tour if tour in BY_STAGE else None
        self.copied: bool | device.Copy | None = None  # what device.copy_to_clipboard returned
        self.copy_seen: str | None = None
        #: a hint was asked for during it (the table says; else the saved Diario's record)
        slot = saves.saved(app.doc, saves.DIARIO)
        self.hints = bool(hints) if hints is not None else bool(
            daily and slot is not None and slot.get("daily") == daily and slot.get("hints"))
        #: the computer players' level (the table's); the saved slot's or the setting's otherwise
        self.level = level if level in saves.LEVELS else saves.level_of(
            saves.saved(app.doc, saves.slot_of(daily)), app.settings.get("difficulty", "normal"))
        self.recorded = self._record()
        self.code = ""
        self.share = ""
        self.daily_title = ""
        self.asked = False
        if daily:
            rec = records.daily_record(app.doc, daily.get("date", ""), daily.get("rules_key", ""))
            self.code = (rec or {}).get("code") or records.share_code(
                match, daily, self.level, self.hints, records.player_name(app.doc))
            self.share = records.share_line(match, daily, self.code, self.hints or bool((rec or {}).get("hints")))
            try:
                self.daily_title = t("menu.daily", date=format_date(
                    _dt.date.fromisoformat(daily.get("date", ""))))
            except (TypeError, ValueError):
                self.daily_title = ""
        self.focus: int | None = 0
        self.buttons: list[Button] = []
        self.build()

    def build(self) -> None:
        """The panel as tall as what it says (the share line takes as many lines as it needs)."""
        width = dialog_box(self.size, BOX_W, 10).w
        inner_w = width - 60
        font = get_font("text", MIN_TEXT)
        self.share_lines = share_lines(self.share, self.code, font, inner_w - 24)
        self.share_h = len(self.share_lines) * font.get_linesize() + 14 if self.daily else 0
        self.head_h = 20 + line_h("display", TITLE_PX) + line_h("bold", 40) + 2 * line_h() + 8
        if self.tour is not None:
            self.head_h += line_h("bold", MIN_TEXT + 1) + 4
        height = self.head_h + 20 + TAP + 20
        if self.daily:
            height += line_h("bold", 26) + 6 + self.share_h + GAP + TAP + line_h() + 10
        self.panel = dialog_box(self.size, BOX_W, height)
        self.buttons = self._buttons()
        self.dirty = True

    # ------------------------------------------------------------------ statistics
    def _record(self) -> bool:
        """Count the match once, forget the saved match in progress, save."""
        doc = self.app.doc
        recorded = records.record_match(doc, self.match, self.daily, self.level, self.hints)
        if self.tour is not None and self.match.winner == 0:
            doc["tour"] = tour_record_win(doc.get("tour"), self.tour)
        saves.clear(doc, saves.slot_of(self.daily), self.match.seed)
        self.app.save()
        return recorded

    # ------------------------------------------------------------------ buttons
    def _buttons(self) -> list[Button]:
        box = self.panel
        row = pygame.Rect(box.x + 30, box.bottom - 20 - TAP, box.w - 60, TAP)
        menu, again_rect = split(row, 2)
        again = (t("tour.title"), "tour", pygame.K_g) if self.tour else (t("over.again"), "again", pygame.K_n)
        out = [Button(menu, t("over.menu"), "menu", kind="primary", key=pygame.K_m),
               Button(again_rect, again[0], again[1], kind="quiero", key=again[2])]
        if self.daily:
            share = self.share_box()
            copy = pygame.Rect(0, share.bottom + GAP, max(200, min(260, box.w // 3)), TAP)
            copy.right = share.right
            out.append(Button(copy, t("over.copy"), "copy", kind="envido", key=pygame.K_c))
        return out

    def share_box(self) -> pygame.Rect:
        """Where the share line is written (a Diario)."""
        box = self.panel
        return pygame.Rect(box.x + 30, box.y + self.head_h + line_h("bold", 26) + 6, box.w - 60, self.share_h)

    def autoplay_click(self) -> tuple[int, int]:
        return self.buttons[0].rect.center

    def on_enter(self) -> None:
        self.dirty = True
        if ASK_NAME and self.daily and self.code and not self.asked \
                and not self.app.settings.get("name_asked") and self.app.top is self:
            self.asked = True
            registry.push(self.app, "name", self.named)

    def named(self, name: str | None) -> None:
        """The name dialog closed: with a name given (or none chosen), the code carries it."""
        if name is None or not self.daily:
            return
        code = records.share_code(self.match, self.daily, self.level, self.hints, name)
        if not code or code == self.code:
            return
        rec = records.daily_record(self.app.doc, self.daily.get("date", ""), self.daily.get("rules_key", ""))
        records.set_daily_code(self.app.doc, self.daily, code)
        self.app.save()
        self.code = code
        self.share = records.share_line(self.match, self.daily, code, self.hints or bool((rec or {}).get("hints")))
        self.build()  # the share line again, the panel as tall as it needs

    def update(self, dt: float) -> None:
        state = device.copy_state(self.copied)
        if state != self.copy_seen:  # the page's answer to a copy arrived: show it
            self.copy_seen = state
            self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, lambda: self.press(self.buttons[0])):
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Menú, Otra partida or Copiar."""
        if button.action == "copy":
            self.copied = device.copy_to_clipboard(self.share)
            self.dirty = True
            return
        if button.action == "menu":
            registry.replace(self.app, "menu")
            return
        if button.action == "tour":
            registry.replace(self.app, "tour")
            return
        rules = rules_from_settings(self.app.settings) if self.daily else self.match.rules
        start_new_match(self.app, rules)  # after a Diario, asks first over a saved match

    def tour_words(self) -> str:
        """La Gira after this match: the next stop, the tour complete, or try again."""
        stage = BY_STAGE[self.tour]
        if self.match.winner != 0:
            return t("tour.over_lost", place=stage.place)
        progress = self.app.doc.get("tour")
        nxt = tour_current(progress)
        if nxt >= len(STAGES):
            return t("tour.over_done")
        return t("tour.over_won", place=STAGES[nxt].place)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        box = self.panel
        panel(surface, box)
        m = self.match
        won = m.winner == 0
        inner_w = box.w - 60
        heading = t("over.won" if won else "over.lost")
        y = box.y + 20 + line_h("display", TITLE_PX) // 2
        title(surface, heading, (box.centerx, y), size=fit_size(heading, "display", TITLE_PX, inner_w, MIN_TEXT),
              colour=GOLD if won else (226, 214, 196))
        us, them = m.scores
        y = box.y + 20 + line_h("display", TITLE_PX) + line_h("bold", 40) // 2
        label(surface, f"{t('team.0')}  {us}", (box.centerx - 34, y), size=40, anchor="midright")
        label(surface, "·", (box.centerx, y), size=40, anchor="center", colour=GOLD)
        label(surface, f"{them}  {t('team.1')}", (box.centerx + 34, y), size=40, anchor="midleft")
        chicos = chicos_words(m)
        lines = [" · ".join([rules_words(m.rules, short)] + ([chicos] if chicos else []))
                 for short in (False, True)]
        font = get_font("text", MIN_TEXT)
        line = ellipsize(fitted(lines, font, inner_w), font, inner_w)
        y += line_h("bold", 40) // 2 + line_h() // 2 + 4
        label(surface, line, (box.centerx, y), size=MIN_TEXT, anchor="center", kind="text", colour=(214, 226, 210))
        hands = t("over.hands_one") if m.hand_no == 1 else t("over.hands", n=m.hand_no)
        if self.daily_title:
            hands = f"{self.daily_title} · {hands}"
        label(surface, ellipsize(hands, font, inner_w), (box.centerx, y + line_h()), size=MIN_TEXT,
              anchor="center", kind="text", colour=(190, 206, 190))
        if self.tour is not None:  # a line of its own under the hands (head_h counts it)
            tour_font = get_font("bold", MIN_TEXT + 1)
            label(surface, ellipsize(self.tour_words(), tour_font, inner_w), (box.centerx, y + 2 * line_h() + 4),
                  size=MIN_TEXT + 1, anchor="center", colour=GOLD if won else CREAM)
        if self.daily:
            share = self.share_box()
            label(surface, t("over.daily_share"), (share.x + 4, share.y - 6 - line_h("bold", 26) // 2), size=26,
                  colour=GOLD)
            pygame.draw.rect(surface, PAPER, share, border_radius=10)
            for i, text in enumerate(self.share_lines):
                surface.blit(font.render(text, True, INK), (share.x + 12, share.y + 7 + i * font.get_linesize()))
            state = device.copy_state(self.copied)
            if state in ("copied", "failed"):  # the browser answers a few frames later
                ok = state == "copied"
                msg = t("over.copied" if ok else "over.copy_failed")
                copy = self.buttons[-1].rect
                label(surface, ellipsize(msg, font, copy.x - share.x - 16), (share.x + 4, copy.centery),
                      size=MIN_TEXT, kind="text", colour=CREAM if ok else (250, 190, 170))
        draw_buttons(surface, self.buttons, self.focus)
