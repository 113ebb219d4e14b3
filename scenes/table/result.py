"""A finished hand's result on the table: its points in a few words, with the buttons that open
the full summary and the review; it goes by itself after a moment."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.table.layout import Layout
from scenes.table.words import key_letters
from scenes.ui.canvas import GAP, MIN_KEY_TEXT, TAP
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.widgets import Button

RESULT_SECONDS = 2.6  # how long a hand's result stays on the table (times the speed factor)


@dataclass
class ResultBanner:
    """The result on the table: ``lines`` in the display face at ``size``, in ``panel``."""

    lines: list[str]
    left: float  #: seconds before it goes
    panel: pygame.Rect
    size: int
    summary: Button  #: opens the full summary (a tap anywhere else on the panel does too)
    review: Button  #: Repaso: your decisions against dificil's
    text: pygame.Rect  #: where the lines go, inside the panel
    shown: list[tuple[str, bool]] = field(default_factory=list)  #: the lines as drawn, wrapped: (text, ours)


def shown_lines(lines: list[str], size: int, width: int) -> list[tuple[str, bool]]:
    """The result's lines wrapped to ``width`` at ``size``, each marked when it tells our points."""
    from scenes.table.draw.paint import wrap
    out = []
    for line in lines:
        ours = line.startswith("+") and t("team.0") in line.split("·")[0]
        out += [(part, ours) for part in wrap(line, "display", size, width)]
    return out


def result_layout(lines: list[str], layout: Layout) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, int,
                                                             pygame.Rect]:
    """The result banner's panel, its summary and review buttons, the text size and the text's
    area, for ``lines``: where the call buttons were; landscape: the text left, the buttons right;
    portrait: the text over the two buttons."""
    area = layout.result_rect
    if layout.portrait:
        text_w = area.w - 48
        button_w = (area.w - 28 - GAP) // 2
    else:
        button_w = 200
        text_w = area.w - 48 - 2 * button_w - GAP - 14
    size = min(fit_size(line, "display", 36, text_w, minimum=MIN_KEY_TEXT) for line in lines)
    line_h = get_font("display", size).get_linesize()
    text_h = len(shown_lines(lines, size, text_w)) * line_h
    if layout.portrait:
        height = text_h + TAP + 20 + 14 + 10
    else:
        height = max(TAP + 16, text_h + 20)
    panel = pygame.Rect(area.x, 0, area.w, height)
    panel.bottom = area.bottom
    button = pygame.Rect(0, 0, button_w, TAP)
    if layout.portrait:
        button.bottomright = (panel.right - 14, panel.bottom - 10)
        text = pygame.Rect(panel.x + 24, panel.y + 10, text_w, text_h)
    else:
        button.midright = (panel.right - 14, panel.centery)
        text = pygame.Rect(panel.x + 24, panel.y, text_w, panel.h)
    review = button.move(-(button_w + GAP), 0)
    return panel, button, review, size, text


def result_banner(lines: list[str], seconds: float, layout: Layout) -> ResultBanner:
    """The banner for a hand's result ``lines``, on the table for ``seconds``."""
    panel, rect, review_rect, size, text = result_layout(lines, layout)
    word, review = t("table_summary"), t("review.button")
    letter, review_letter = key_letters([word, review])
    summary_button = Button(rect, word, "summary", "primary",
                            key=getattr(pygame, f"K_{letter.lower()}") if letter else None)
    summary_button.data["letter"] = letter
    review_button = Button(review_rect, review, "review", "envido",
                           key=getattr(pygame, f"K_{review_letter.lower()}") if review_letter else None)
    review_button.data["letter"] = review_letter
    return ResultBanner(lines, seconds, panel, size, summary_button, review_button, text,
                        shown_lines(lines, size, text.w))
