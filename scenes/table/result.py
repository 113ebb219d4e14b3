"""A finished hand's result on the table: its points in a few words, with the buttons that open
the full summary and the review; it goes by itself after a moment."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.table.layout import Layout
from scenes.table.words import key_letters
from scenes.ui.canvas import TAP
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


def result_layout(lines: list[str], layout: Layout) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, int]:
    """The result banner's panel, its summary and review buttons, and the text size, for
    ``lines``: over the middle of the table, the text left, the buttons right."""
    button_w = 190
    text_w = layout.result_w - 56 - 2 * button_w
    size = min(fit_size(line, "display", 36, text_w, minimum=22) for line in lines)
    line_h = get_font("display", size).get_linesize()
    height = max(TAP + 12, len(lines) * line_h + 20)
    panel = pygame.Rect(0, 0, layout.result_w, height)
    panel.midbottom = (layout.w // 2, layout.button_y + layout.button_h + 4)  # where the call buttons were
    button = pygame.Rect(0, 0, button_w, TAP)
    button.midright = (panel.right - 14, panel.centery)
    review = button.move(-(button_w + 10), 0)
    return panel, button, review, size


def result_banner(lines: list[str], seconds: float, layout: Layout) -> ResultBanner:
    """The banner for a hand's result ``lines``, on the table for ``seconds``."""
    panel, rect, review_rect, size = result_layout(lines, layout)
    word, review = t("table_summary"), t("review.button")
    letter, review_letter = key_letters([word, review])
    summary_button = Button(rect, word, "summary", "primary",
                            key=getattr(pygame, f"K_{letter.lower()}") if letter else None)
    summary_button.data["letter"] = letter
    review_button = Button(review_rect, review, "review", "envido",
                           key=getattr(pygame, f"K_{review_letter.lower()}") if review_letter else None)
    review_button.data["letter"] = review_letter
    return ResultBanner(lines, seconds, panel, size, summary_button, review_button)
