"""Señas on the table: each seat's face (the seña playing on it, the eye mark of a caught one) and
your señas control (its button; the panel of signs, each drawn as the face makes it)."""
from __future__ import annotations

import pygame

from scenes.table.draw.paint import GOLD, Painter, panel, wrap
from scenes.table.senas import PANEL_TITLE_PX, panel_head
from scenes.table.view import TableView
from scenes.ui.faces import Pose, draw_caught_mark, face_art
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.canvas import MIN_TEXT
from scenes.ui.widgets import CREAM, INK, KIND_COLOURS, ellipsize

#: the faces drawn in the signs' buttons
ICON = 56


def draw_faces(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Every seat's face: a soft disc behind it, the seña playing, the eye mark of a caught one."""
    for face in view.faces:
        rect = face.rect
        art = face_art(rect.w)
        disc = rect.inflate(8, 8)
        pygame.draw.ellipse(surface, (10, 64, 40), disc)
        pygame.draw.ellipse(surface, (40, 120, 80), disc, width=2)
        surface.blit(art.face(face.appearance, face.pose), rect)
        if face.marked and not face.pose.caught:
            r = max(8, rect.w // 9)
            draw_caught_mark(surface, (rect.right - r + 2, rect.y + r - 2), r)


def draw_senas(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Your señas control: the button (its key, S, underlined) with the señas you have left, and
    the open panel."""
    senas = view.senas
    if senas is None:
        return
    b = senas.button
    mouse = view.mouse
    b.data["letter"] = "S"
    b.draw(surface, focused=b is view.focused, hovered=mouse is not None and b.rect.collidepoint(mouse))
    if senas.left and b.enabled:  # how many you may still make, on a badge
        img = painter.text(str(senas.left), "bold", MIN_TEXT, INK)
        side = img.get_bounding_rect().h + 10
        badge = pygame.Rect(0, 0, side, side)
        badge.topright = (b.rect.right - 3, b.rect.y + 3)  # in the corner, over the label's line
        pygame.draw.ellipse(surface, GOLD, badge)
        surface.blit(img, img.get_rect(center=badge.center))
    if senas.note:  # over the button: under it lie your corner or your cards
        lines = wrap(senas.note, "text", MIN_TEXT, max(b.rect.w, 300))[:2]
        y = b.rect.y - 6 - len(lines) * painter.text("M", "text", MIN_TEXT).get_height()
        for line in lines:
            y = painter.blit_text(surface, line, (b.rect.x, y), "text", MIN_TEXT, GOLD).bottom
    if senas.open:
        draw_panel(surface, view, painter)


def draw_panel(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The panel of signs: a title, one line of help (where there is room), and each sign as a
    button with the face making it, its name and its gesture (its number key on a tab)."""
    senas = view.senas
    assert senas is not None
    box = view.layout.senas_panel
    cover = getattr(surface, "cover", None)  # the measuring tool's canvas: what lies under is hidden
    if cover is not None:
        cover(box.inflate(8, 12))
    shadow = box.move(4, 6)
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=18)
    panel(surface, box, fill=(24, 40, 30, 245), edge=(255, 214, 90, 230))
    painter.blit_text(surface, t("senas.title"), (box.x + 18, box.y + 6), "display", PANEL_TITLE_PX, GOLD)
    if panel_head(view.layout)[1]:
        y = box.y + 6 + get_font("display", PANEL_TITLE_PX).get_linesize()
        for line in fitted_lines(t("senas.help"), get_font("text", MIN_TEXT), box.w - 36, 2):
            y = painter.blit_text(surface, line, (box.x + 18, y), "text", MIN_TEXT, CREAM).bottom
    art = face_art(ICON)
    mouse = view.mouse
    appearance = next((f.appearance for f in view.faces if f.seat == 0), None)
    tab_side = painter.text("0", "bold", MIN_TEXT).get_height() + 2
    for b in senas.signs:
        r = b.rect
        focused = b is view.focused
        hovered = mouse is not None and r.collidepoint(mouse) and b.enabled
        base = KIND_COLOURS["plain"] if b.enabled else (44, 56, 50)
        if hovered:
            base = tuple(min(255, int(c * 1.15 + 12)) for c in base)
        pygame.draw.rect(surface, base, r, border_radius=12)
        pygame.draw.rect(surface, tuple(min(255, c + 40) for c in base), r, width=2, border_radius=12)
        if focused:
            pygame.draw.rect(surface, (24, 16, 6), r.inflate(12, 12), width=2, border_radius=17)
            pygame.draw.rect(surface, (255, 222, 80), r.inflate(8, 8), width=4, border_radius=15)
        icon = pygame.Rect(r.x + 6, r.y + 6, ICON, ICON)
        if appearance is not None:
            img = art.face(appearance, Pose(b.data["gesture"], 1.0))
            if not b.enabled:
                img = img.copy()
                img.set_alpha(110)
            surface.blit(img, icon)
        number = b.data.get("number")
        if number is not None and b.enabled:  # on the face's corner
            tab = pygame.Rect(r.x + 3, r.y + 3, tab_side, tab_side)
            pygame.draw.rect(surface, (250, 244, 220), tab, border_radius=6)
            img = painter.text(str(number), "bold", MIN_TEXT, INK)
            surface.blit(img, img.get_rect(center=tab.center))
        colour = CREAM if b.enabled else (150, 160, 150)
        bold, text = get_font("bold", MIN_TEXT), get_font("text", MIN_TEXT)
        # the sign's name beside the face, whole (in as many lines as it takes); the gesture under
        # both, or beside the face under the name when there is room
        x = icon.right + 6
        width = r.right - 6 - x
        names = name_lines(b.label, bold, width)
        y = r.y + 4
        last = pygame.Rect(x, y, 0, 0)  # the name's last line
        for line in names:
            last = painter.blit_text(surface, line, (x, y), "bold", MIN_TEXT, colour)
            y = last.bottom
        if b.sub:
            tone = GOLD if b.enabled else (130, 140, 130)
            for gx, gy, most, whole in gesture_places(text, r, icon, x, y, last,
                                                      len(names) * bold.get_linesize()):
                lines = fitted_lines(b.sub, text, r.right - 6 - gx, most)
                if whole and lines != name_lines(b.sub, text, r.right - 6 - gx):
                    continue  # it would be cut here: try the next place
                for line in lines:
                    gy = painter.blit_text(surface, line, (gx, gy), "text", MIN_TEXT, tone).bottom
                break


def gesture_places(font: pygame.font.Font, r: pygame.Rect, icon: pygame.Rect, x: int, y: int,
                   last: pygame.Rect, names_h: int) -> list[tuple[int, int, int, bool]]:
    """Where a sign's gesture may go, best first, as ``(x, y, most lines, only if whole)``: under
    its name beside the face, under both, after the name's last line; the last fallback cuts it."""
    step = font.get_linesize()
    beside = (r.bottom - 4 - y) // step
    below_y = max(y, icon.bottom) + 2
    below = (r.bottom - 4 - below_y) // step
    out = []
    if beside >= 1 and names_h + step <= icon.h + 6:
        out.append((x, y, beside, True))
    if below >= 1:
        out.append((r.x + 6, below_y, below, True))
    after = (last.right + 12, last.y, 1, True)
    out.append(after)
    if below >= 1:
        out.append((r.x + 6, below_y, below, False))
    elif beside >= 1:
        out.append((x, y, beside, False))
    else:
        out.append((after[0], after[1], 1, False))
    return out


def name_lines(words: str, font: pygame.font.Font, width: int) -> list[str]:
    """``words`` wrapped to ``width``, nothing left out (a word wider than ``width`` alone on its
    line)."""
    lines: list[str] = []
    for word in words.split(" "):
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and font.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines


def fitted_lines(words: str, font: pygame.font.Font, width: int, most: int) -> list[str]:
    """``words`` wrapped to ``width`` in at most ``most`` lines, the last ending with "…" when
    some are left out (a word too wide alone is cut with "…" too)."""
    lines = name_lines(words, font, width)
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = ellipsize(lines[-1] + "…", font, width)
    return [ellipsize(line, font, width) for line in lines]
