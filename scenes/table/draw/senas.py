"""Señas on the table: each seat's face (the seña playing on it, the eye mark of a caught one) and
your señas control (its button; the panel of signs, each drawn as the face makes it)."""
from __future__ import annotations

import pygame

from scenes.table.draw.paint import GOLD, Painter, panel, wrap
from scenes.table.draw.talk import draw_letter
from scenes.table.view import TableView
from scenes.ui.faces import Pose, draw_caught_mark, face_art
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.widgets import CREAM, INK, KIND_COLOURS

#: the faces drawn in the signs' buttons
ICON = 60


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
    """Your señas control: the button with the señas you have left, and the open panel."""
    senas = view.senas
    if senas is None:
        return
    b = senas.button
    mouse = view.mouse
    b.draw(surface, focused=b is view.focused, hovered=mouse is not None and b.rect.collidepoint(mouse))
    b.data["letter"] = "S"
    draw_letter(surface, painter, b)
    if senas.left and b.enabled:  # how many you may still make, on a badge
        badge = pygame.Rect(0, 0, 28, 28)
        badge.center = (b.rect.right - 6, b.rect.y + 6)
        pygame.draw.ellipse(surface, GOLD, badge)
        img = painter.text(str(senas.left), "bold", 20, INK)
        surface.blit(img, img.get_rect(center=badge.center))
    if senas.note:
        painter.blit_text(surface, senas.note, (b.rect.centerx, b.rect.bottom + 8), "text", 18, GOLD, "midtop")
    if senas.open:
        draw_panel(surface, view, painter)


def draw_panel(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """The panel of signs: a title, one line of help, and each sign as a button with the face
    making it, its name and its gesture (a number key on a tab)."""
    senas = view.senas
    assert senas is not None
    box = view.layout.senas_panel
    shadow = box.move(4, 6)
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=18)
    panel(surface, box, fill=(24, 40, 30, 245), edge=(255, 214, 90, 230))
    painter.blit_text(surface, t("senas.title"), (box.x + 18, box.y + 10), "display", 30, GOLD)
    help_lines = wrap(t("senas.help"), "text", 18, box.w - 36)
    painter.blit_text(surface, help_lines[0], (box.x + 18, box.y + 46), "text", 18, CREAM)
    art = face_art(ICON)
    mouse = view.mouse
    appearance = next((f.appearance for f in view.faces if f.seat == 0), None)
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
        icon = pygame.Rect(r.x + 6, r.centery - ICON // 2, ICON, ICON)
        if appearance is not None:
            img = art.face(appearance, Pose(b.data["gesture"], 1.0))
            if not b.enabled:
                img = img.copy()
                img.set_alpha(110)
            surface.blit(img, icon)
        colour = CREAM if b.enabled else (150, 160, 150)
        x = icon.right + 6
        width = r.right - 6 - x
        lines = wrap(b.label, "bold", 18, width - 26)[:3]  # clear of the number's tab
        y = r.y + 6
        for line in lines:
            y = painter.blit_text(surface, line, (x, y), "bold", 18, colour).bottom
        if b.sub:
            sub = b.sub
            size = 18 if get_font("text", 18).size(sub)[0] <= width else 16
            font = get_font("text", size)
            while font.size(sub)[0] > width and len(sub) > 3:
                sub = sub[:-2] + "…" if not sub.endswith("…") else sub[:-3] + "…"
            painter.blit_text(surface, sub, (x, max(y, r.bottom - 4 - font.get_linesize())), "text", size,
                              GOLD if b.enabled else (130, 140, 130))
        number = b.data.get("number")
        if number is not None and b.enabled:
            tab = pygame.Rect(0, 0, 24, 24)
            tab.topright = (r.right - 4, r.y + 4)
            pygame.draw.rect(surface, (250, 244, 220), tab, border_radius=6)
            img = painter.text(str(number), "bold", 18, INK)
            surface.blit(img, img.get_rect(center=tab.center))
