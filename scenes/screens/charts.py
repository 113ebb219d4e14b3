"""Gráficos: the statistics as pictures (:mod:`scenes.ui.charts`), one at a time: results over the
last matches of a rules choice, a month of Diarios as a calendar, envido won by your envido
value, and how the hands with a truco ended. A tap on a chart (or *Números*) shows its numbers as
a table; another tap, the chart again.

The places come from :func:`charts_layout` for the canvas's size (landscape or portrait); each
chart draws itself into the rectangle it is given.
"""
from __future__ import annotations

import pygame

from game import daily as _daily
from scenes.host import records
from scenes.screens.choices import rules_from_settings
from scenes.ui import charts
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import common_event, draw_buttons, label, panel, title
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import language, t
from scenes.ui.place import RIM, back_rect, button_width, inner, split
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, ellipsize, felt, route_buttons

TABS = ("results", "calendar", "envido", "truco")
VARIANTS = ("argentino", "mineiro")


def charts_layout(w: int, h: int) -> dict[str, pygame.Rect]:
    """Where the parts go on a ``w`` × ``h`` canvas: ``back``, ``numbers``, a tab per chart
    (``tab:results`` …), the choice (``prev``, ``choice``, ``next``), the ``chart`` and the
    calendar's month buttons (``month_prev``, ``month_next``, in the chart's top corners).
    Landscape: the tabs and the choice in one row under Volver; portrait: the tabs two by two,
    the choice under them and the chart taking the rest, down to the bottom."""
    box = inner((w, h))
    out = {"back": back_rect((w, h), t("common.back"))}
    numbers_w = max(button_width(t("charts.numbers")), button_width(t("charts.picture")))
    out["numbers"] = pygame.Rect(box.right - numbers_w, box.y, numbers_w, TAP)
    top = out["back"].bottom + GAP
    tab_w = max(button_width(t(f"charts.{tab}")) for tab in TABS)
    if w >= h:
        tabs = pygame.Rect(box.x, top, min(4 * tab_w + 3 * GAP, box.w // 2 + 120), TAP)
        choice = pygame.Rect(tabs.right + 2 * GAP, top, box.right - tabs.right - 2 * GAP, TAP)
        for tab, rect in zip(TABS, split(tabs, len(TABS))):
            out[f"tab:{tab}"] = rect
        below = top + TAP + GAP
    else:
        rows = [pygame.Rect(box.x, top + i * (TAP + GAP), box.w, TAP) for i in range(2)]
        for i, tab in enumerate(TABS):
            out[f"tab:{tab}"] = split(rows[i // 2], 2)[i % 2]
        choice = pygame.Rect(box.x, rows[1].bottom + GAP, box.w, TAP)
        below = choice.bottom + GAP
    out["prev"] = pygame.Rect(choice.x, choice.y, TAP, TAP)
    out["next"] = pygame.Rect(choice.right - TAP, choice.y, TAP, TAP)
    out["choice"] = pygame.Rect(choice.x + TAP + GAP, choice.y, choice.w - 2 * (TAP + GAP), TAP)
    out["chart"] = chart = pygame.Rect(box.x, below + RIM, box.w, box.bottom - below - RIM)
    out["month_prev"] = pygame.Rect(chart.x + 14, chart.y + 12, TAP, TAP)
    out["month_next"] = pygame.Rect(chart.right - 14 - TAP, chart.y + 12, TAP, TAP)
    return out


class ChartsScene(Scene):
    """The charts screen (see the module docstring)."""

    def __init__(self, app, tab: str = "results") -> None:
        super().__init__(app)
        self.place = charts_layout(*self.size)
        self.tab = tab if tab in TABS else "results"
        self.numbers = False
        self.first_row = 0
        self.focus: int | None = None
        today = app.today()
        self.month = (today.year, today.month)
        self.data = records.chart_data(app.doc, today)
        mine = _daily.rules_key(rules_from_settings(app.settings))
        self.keys = list(dict.fromkeys([mine] + self.data["keys"]))
        self.key_index = 0
        self.variant_index = VARIANTS.index(app.settings.get("variant", "argentino")) \
            if app.settings.get("variant") in VARIANTS else 0

    def on_enter(self) -> None:
        self.data = records.chart_data(self.app.doc, self.app.today())
        self.dirty = True

    def relayout(self) -> None:
        """The window turned (or Texto grande): the parts move; the chart, the choice and the
        month shown stay."""
        self.place = charts_layout(*self.size)
        self.dirty = True

    # ------------------------------------------------------------------ what is shown
    @property
    def key(self) -> str:
        return self.keys[self.key_index % len(self.keys)]

    def choice_words(self) -> str | None:
        """The rules choice (results, calendar) or the variant (truco) the chart shows; None for
        the envido (Argentino only)."""
        if self.tab in ("results", "calendar"):
            try:
                return _daily.rules_label(_daily.rules_from_key(self.key), language())
            except Exception:
                return self.key
        if self.tab == "truco":
            return t(f"variant.{VARIANTS[self.variant_index]}")
        return None

    def states(self) -> dict[str, str]:
        """Each day's Diario of the rules choice shown: won, lost, unfinished, playing."""
        return {iso: entries[self.key] for iso, entries in self.data["days"].items() if self.key in entries}

    def table(self) -> tuple[list[str], list[list[str]]]:
        """The numbers of the chart shown."""
        d = self.data
        if self.tab == "results":
            return charts.results_table(d["recent"].get(self.key, []))
        if self.tab == "calendar":
            return charts.calendar_table(*self.month, self.states(), d["streak_days"], d["streak"], d["best_streak"])
        if self.tab == "envido":
            return charts.envido_table(d["envido"])
        return charts.bets_table(d["bets"][VARIANTS[self.variant_index]])

    # ------------------------------------------------------------------ buttons
    @property
    def buttons(self) -> list[Button]:
        p = self.place
        out = [Button(p["back"], t("common.back"), "back", key=pygame.K_ESCAPE),
               Button(p["numbers"], t("charts.picture" if self.numbers else "charts.numbers"), "numbers",
                      kind="envido")]
        for tab in TABS:
            out.append(Button(p[f"tab:{tab}"], t(f"charts.{tab}"), f"tab:{tab}",
                              kind="primary" if tab == self.tab else "plain"))
        many = len(self.keys) > 1 if self.tab in ("results", "calendar") else self.tab == "truco"
        if self.choice_words() is not None:
            out += [Button(p["prev"], "‹", "prev", enabled=many), Button(p["next"], "›", "next", enabled=many)]
        if self.tab == "calendar" and not self.numbers:
            out += [Button(p["month_prev"], "‹", "month:-1"), Button(p["month_next"], "›", "month:1")]
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        if event.type == pygame.MOUSEWHEEL and self.numbers:
            self.first_row = max(0, self.first_row - event.y)
            self.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 \
                and self.place["chart"].collidepoint(event.pos) \
                and not any(b.rect.collidepoint(event.pos) for b in self.buttons):
            self.toggle_numbers()
            return
        route_buttons(self, event)

    def toggle_numbers(self) -> None:
        """The chart's numbers, or the chart again."""
        self.numbers = not self.numbers
        self.first_row = 0
        self.dirty = True

    def press(self, button: Button) -> None:
        """Volver, Números, a tab, the choice, the month."""
        action = button.action
        if action == "back":
            self.close()
        elif action == "numbers":
            self.toggle_numbers()
        elif action.startswith("tab:"):
            self.tab = action[4:]
            self.first_row = 0
        elif action in ("prev", "next"):
            step = 1 if action == "next" else -1
            if self.tab == "truco":
                self.variant_index = (self.variant_index + step) % len(VARIANTS)
            else:
                self.key_index = (self.key_index + step) % len(self.keys)
            self.first_row = 0
        elif action.startswith("month:"):
            y, m = self.month
            m += int(action[6:])
            self.month = (y + (m - 1) // 12, (m - 1) % 12 + 1)
        self.dirty = True

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        p = self.place
        surface.blit(felt(surface.get_size()), (0, 0))
        back, numbers = p["back"], p["numbers"]
        heading = t("charts.title")
        title(surface, heading, ((back.right + numbers.x) // 2, back.centery),
              size=fit_size(heading, "display", 54, numbers.x - back.right - 2 * GAP, MIN_TEXT))
        words = self.choice_words()
        if words is not None:
            pygame.draw.rect(surface, (12, 70, 45), p["choice"], border_radius=12)
            px = fit_size(words, "bold", MIN_TEXT + 3, p["choice"].w - 20, MIN_TEXT)
            label(surface, ellipsize(words, get_font("bold", px), p["choice"].w - 20), p["choice"].center,
                  size=px, anchor="center")
        chart = p["chart"]
        panel(surface, chart)
        inner = chart.inflate(-24, -20)
        d = self.data
        if self.numbers:
            header, rows = self.table()
            charts.draw_numbers(surface, inner, header, rows, self.first_row)
        elif self.tab == "results":
            charts.draw_results(surface, inner, d["recent"].get(self.key, []))
        elif self.tab == "calendar":
            charts.draw_calendar(surface, inner, *self.month, self.states(), d["streak_days"], self.app.today(),
                                 d["streak"], d["best_streak"])
        elif self.tab == "envido":
            charts.draw_envido(surface, inner, d["envido"])
        else:
            charts.draw_bets(surface, inner, d["bets"][VARIANTS[self.variant_index]])
        draw_buttons(surface, self.buttons, self.focus)
