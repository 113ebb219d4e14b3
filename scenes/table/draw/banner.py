"""The pending call's banner in words: its lines (who called, the call, what each answer gives, who
answers), wrapped and sized for a width, and how tall they are. The seats' plates (which sit over
the banner in landscape) and your corner (``talk``) both measure it here."""
from __future__ import annotations

from scenes.table.draw.paint import GOLD, SOFT, wrap
from scenes.table.view import TableView
from scenes.ui.canvas import MIN_KEY_TEXT, MIN_TEXT
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.widgets import CREAM

Line = tuple[str, str, int, tuple]  #: a line of the call's banner: (text, font kind, size, colour)


def corner_parts(view: TableView, width: int, call_px: int = 36) -> tuple[list[Line], list[Line], list[Line]]:
    """The pending call's banner as lines ``(text, font kind, size, colour)``, each wrapped to
    ``width``: who called and the call; what Quiero and No quiero give; who answers."""
    banner = view.banner
    assert banner is not None

    def lines(text: str, kind: str, size: int, colour: tuple, minimum: int = MIN_TEXT) -> list[Line]:
        size = fit_size(text, kind, size, width, minimum)
        return [(line, kind, size, colour) for line in wrap(text, kind, size, width)]
    if banner.call is None:
        head = lines(banner.who, "display", min(34, call_px), GOLD, MIN_KEY_TEXT)
    else:
        head = lines(banner.who + ":", "bold", MIN_TEXT, CREAM) + lines(banner.call, "display", call_px, GOLD,
                                                                      MIN_KEY_TEXT)
    stakes = [x for text in (banner.accept, banner.refuse) for x in lines(text, "bold", MIN_TEXT, CREAM)]
    answer = lines(banner.answer, "text", MIN_TEXT, GOLD if banner.yours else SOFT)
    return head, stakes, answer


def corner_lines(view: TableView, width: int) -> list[Line]:
    """The pending call's banner as lines, one column: who called, the call, what each answer
    gives, who answers."""
    head, stakes, answer = corner_parts(view, width)
    return head + stakes + answer


def lines_height(lines: list[Line]) -> int:
    return sum(get_font(kind, size).get_linesize() for _, kind, size, _ in lines)


def banner_height(view: TableView) -> int:
    """Landscape: how tall the pending call's banner is (0 without one)."""
    if view.banner is None:
        return 0
    lines = corner_lines(view, view.layout.your_corner.w - 20)
    return sum(get_font(kind, size).get_linesize() for _, kind, size, _ in lines) + 14
