"""Respaldo: the whole saved document exported and imported (:mod:`scenes.host.backup`).

Export: a file (the desktop writes it in the game's data folder and says where; the browser
downloads it) and a long text code to copy. Import: a file (the browser's file picker; on the
desktop a file dropped on the window) or the text code pasted (Pegar texto: the clipboard on the
desktop, the page's own text box in the browser). What arrives is validated as a load validates;
then the game asks before replacing anything, keeps what it replaces aside, and says where.
"""
from __future__ import annotations

import pygame

from scenes.host import backup, device
from scenes.ui import registry
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.dialogs import (GOLD, PAPER, common_event, draw_buttons, draw_paragraph, label, panel,
                               paragraph_lines, title)
from scenes.ui.fonts import fit_size, get_font
from scenes.ui.i18n import t
from scenes.ui.place import RIM, back_rect, button_width, inner, line_h, split, stack
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, INK, ellipsize, felt, route_buttons

OK = (150, 230, 150)
BAD = (250, 190, 170)


PAD = 16  #: inside the panels
PANEL_GAP = 2 * RIM + 4  #: between the two panels: their wooden rims apart
NOTE_LINES = 3  #: what a panel's note may take, in lines


def backup_layout(w: int, h: int) -> dict[str, pygame.Rect]:
    """Where the parts go on a ``w`` × ``h`` canvas: ``back``, ``what`` (the paragraph under the
    title), the ``export`` and ``import`` panels (side by side in landscape, one under the other
    in portrait, the buttons a thumb's size across each), their buttons (``file``, ``copy``;
    ``pick``, ``paste``, ``field``, ``go``) and where each panel's note goes (``export_note``,
    ``import_note``)."""
    box = inner((w, h))
    out = {"back": back_rect((w, h), t("common.back"))}
    what = paragraph_lines(t("backup.what"), get_font("text", MIN_TEXT), box.w)
    out["what"] = pygame.Rect(box.x, out["back"].bottom + GAP, box.w, len(what) * (line_h() + 4))
    top = out["what"].bottom + GAP
    head = line_h("bold", MIN_TEXT + 5) + 8
    note = NOTE_LINES * (line_h() + 4)
    export_h = PAD + head + 2 * TAP + GAP + GAP + note + PAD
    if w >= h:
        out["export"], out["import"] = split(pygame.Rect(box.x, top, box.w, box.bottom - top), 2, PANEL_GAP)
    else:
        out["export"] = pygame.Rect(box.x, top, box.w, export_h)
        out["import"] = pygame.Rect(box.x, out["export"].bottom + PANEL_GAP, box.w,
                                    box.bottom - out["export"].bottom - PANEL_GAP)
    for part, names in (("export", ("file", "copy")), ("import", ("pick", "paste"))):
        panel_ = out[part]
        for i, name in enumerate(stack(panel_.x + PAD, panel_.y + PAD + head, panel_.w - 2 * PAD, 2)):
            out[names[i]] = name
    imp = out["import"]
    go_w = max(160, button_width(t("backup.import")))
    out["field"] = pygame.Rect(imp.x + PAD, out["paste"].bottom + GAP, imp.w - 2 * PAD - go_w - GAP, TAP)
    out["go"] = pygame.Rect(out["field"].right + GAP, out["field"].y, go_w, TAP)
    for part, above in (("export", "copy"), ("import", "field")):
        y = out[above].bottom + GAP
        out[f"{part}_note"] = pygame.Rect(out[part].x + PAD, y, out[part].w - 2 * PAD, out[part].bottom - PAD - y)
    return out


def breakable(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` with every word wider than ``width`` (a folder's path) cut into pieces that fit,
    so that it wraps like the rest."""
    out = []
    for word in text.split(" "):
        while font.size(word)[0] > width and len(word) > 1:
            n = len(word) - 1
            while n > 1 and font.size(word[:n])[0] > width:
                n -= 1
            out.append(word[:n])
            word = word[n:]
        out.append(word)
    return " ".join(out)


class BackupScene(Scene):
    """The backup screen (see the module docstring)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.place = backup_layout(*self.size)
        self.focus: int | None = None
        self.export_note: tuple[str, tuple] | None = None  # (words, colour)
        self.import_note: tuple[str, tuple] | None = None
        self.copied: object = None  # what copy_to_clipboard returned
        self.copy_seen: str | None = None
        self.picked: device.Picked | None = None  # the browser's file picker, while it is open
        self.pasted = ""  # the text pasted for an import
        self.box: device.TextBox | None = None
        self.box_text = ""

    @property
    def buttons(self) -> list[Button]:
        p, browser = self.place, device.is_browser()
        return [Button(p["back"], t("common.back"), "back", key=pygame.K_ESCAPE),
                Button(p["file"], t("backup.download" if browser else "backup.export_file"), "file",
                       kind="primary"),
                Button(p["copy"], t("backup.copy_text"), "copy", kind="envido"),
                Button(p["pick"], t("backup.pick_file"), "pick", kind="primary", enabled=browser),
                Button(p["paste"], t("backup.paste"), "paste", kind="envido"),
                Button(p["go"], t("backup.import"), "import", kind="quiero", enabled=bool(self.pasted))]

    def on_enter(self) -> None:
        if self.box is None:
            self.box = device.text_box(self.place["field"], self.pasted, "backup")
            self.box_text = self.pasted
        self.dirty = True

    def relayout(self) -> None:
        """The window turned (or Texto grande): the parts move; the text pasted and the notes
        stay, the page's text box follows the field."""
        field = self.place["field"]
        self.place = backup_layout(*self.size)
        if self.box is not None and self.place["field"] != field:
            self.box.close()
            self.box = device.text_box(self.place["field"], self.pasted, "backup")
            self.box_text = self.pasted
        self.dirty = True

    def close(self) -> None:
        if self.box is not None:
            self.box.close()
            self.box = None
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if common_event(self, event, self.close):
            return
        if event.type == pygame.DROPFILE:  # the desktop: a file dropped on the window
            self.take_file(getattr(event, "file", ""))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v and \
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.paste()
            return
        route_buttons(self, event)

    def press(self, button: Button) -> None:
        """Volver, export to a file, copy the text, pick a file, paste, import."""
        action = button.action
        if action == "back":
            self.close()
        elif action == "file":
            self.export_file()
        elif action == "copy":
            self.copied = device.copy_to_clipboard(backup.backup_text(self.app.doc))
            self.copy_seen = None
        elif action == "pick":
            self.picked = device.pick_file(backup.MAX_TEXT)
            self.import_note = (t("backup.waiting"), CREAM) if self.picked is not None else None
        elif action == "paste":
            self.paste()
        elif action == "import":
            self.offer(self.pasted)
        self.dirty = True

    def export_file(self) -> None:
        """The document as a file: a download in the browser, a file in the data folder here."""
        doc, today = self.app.doc, self.app.today()
        if device.is_browser():
            name = backup.file_name(today)
            ok = device.download(name, backup.storage.encode(doc))
            self.export_note = (t("backup.downloaded", where=name), OK) if ok else \
                (t("backup.file_failed", error="download"), BAD)
            return
        try:
            where = backup.write_file(doc, today)
            self.export_note = (t("backup.saved_file", where=where), OK)
        except OSError as exc:
            self.export_note = (t("backup.file_failed", error=exc.strerror or str(exc)), BAD)

    def paste(self) -> None:
        """Pegar texto: the page's paste into its text box in the browser, the clipboard here."""
        if self.box is not None:
            self.box.paste()
            return
        from scenes.screens.code_entry import paste_text
        self.set_pasted(paste_text())

    def set_pasted(self, text: str) -> None:
        self.pasted = text[:backup.MAX_TEXT]
        self.import_note = None
        self.dirty = True

    def take_file(self, path: str) -> None:
        """A dropped file: read it (bounded) and offer it."""
        try:
            self.offer(backup.read_file(path))
        except backup.BadBackup as exc:
            self.import_note = (t("backup.bad", why=str(exc)), BAD)
            self.dirty = True

    def offer(self, text: str) -> None:
        """Check a backup and ask before replacing the saved document with it."""
        try:
            found = backup.read_backup(text)
        except backup.BadBackup as exc:
            why = str(exc)
            self.import_note = (t("backup.newer") if why.startswith("newer") else t("backup.bad", why=why), BAD)
            self.dirty = True
            return
        if self.app.store is None or getattr(self.app.store, "read_only", False):
            self.import_note = (t("backup.read_only"), BAD)
            return
        about = found.summary()
        words = t("backup.ask", dailies=about["dailies"], matches=about["matches"], friends=about["friends"],
                  name=t("backup.ask_name", name=about["name"]) if about["name"] else "")
        if found.problems:
            words += t("backup.repaired")

        def answer(action: str) -> None:
            if action != "replace":
                return
            try:
                where = backup.replace_document(self.app, found)
            except OSError:
                self.import_note = (t("backup.not_kept"), BAD)
                return
            from scenes.ui.i18n import set_language
            set_language(self.app.settings.get("language", "es"))
            self.pasted = ""
            if self.box is not None:
                self.box.write("")
                self.box_text = ""
            self.import_note = (t("backup.done", where=where), OK)
            self.dirty = True
        registry.push(self.app, "message", t("backup.ask_title"), words,
                      [(t("backup.replace"), "replace", "no"), (t("backup.cancel"), "cancel", "plain")],
                      answer, focus=1)

    def update(self, dt: float) -> None:
        if self.box is not None:
            text = self.box.read()
            if text != self.box_text:
                self.box_text = text
                self.set_pasted(text)
        if self.copied is not None:
            state = device.copy_state(self.copied)
            if state != self.copy_seen:
                self.copy_seen = state
                if state == "copied":
                    n = len(backup.backup_text(self.app.doc))
                    self.export_note = (t("backup.copied", n=n), OK)
                elif state == "failed":
                    self.export_note = (t("backup.copy_failed"), BAD)
                self.dirty = True
        picked = self.picked
        if picked is not None and picked.state != "pending":
            self.picked = None
            if picked.state == "done":
                self.offer(picked.text)
            elif picked.state == "none":
                self.import_note = (t("backup.nothing"), CREAM)
            else:
                self.import_note = (t("backup.bad", why=picked.why or "?"), BAD)
            self.dirty = True

    def animating(self) -> bool:
        return self.picked is not None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        p = self.place
        surface.blit(felt(surface.get_size()), (0, 0))
        back, right = p["back"], inner(self.size).right
        heading = t("backup.title")
        title(surface, heading, ((back.right + right) // 2, back.centery),
              size=fit_size(heading, "display", 54, right - back.right - 2 * GAP, MIN_TEXT))
        draw_paragraph(surface, t("backup.what"), p["what"], size=MIN_TEXT)
        for part, head, note in (("export", "backup.export", self.export_note),
                                 ("import", "backup.import", self.import_note)):
            box = p[part]
            panel(surface, box)
            label(surface, t(head), (box.x + PAD, box.y + PAD + line_h("bold", MIN_TEXT + 5) // 2), size=MIN_TEXT + 5,
                  colour=GOLD)
            if note is not None:
                words, colour = note
                rect = p[f"{part}_note"]
                draw_paragraph(surface, breakable(words, get_font("text", MIN_TEXT), rect.w), rect, size=MIN_TEXT,
                               colour=colour, clip=True)
        field = p["field"]
        pygame.draw.rect(surface, PAPER, field, border_radius=10)
        pygame.draw.rect(surface, GOLD, field, width=2, border_radius=10)
        shown = f"{len(self.pasted)} · {self.pasted[:40]}" if self.pasted else t("backup.paste")
        font = get_font("text", MIN_TEXT)
        surface.blit(font.render(ellipsize(shown, font, field.w - 20), True, INK if self.pasted else (130, 120, 100)),
                     (field.x + 10, field.centery - font.get_height() // 2))
        if not device.is_browser():
            pick, font = p["pick"].inflate(-8, 0), get_font("text", MIN_TEXT)
            n = len(paragraph_lines(t("backup.drop"), font, pick.w))
            pick.y += max(0, (pick.h - n * (font.get_linesize() + 4)) // 2)
            draw_paragraph(surface, t("backup.drop"), pick, size=MIN_TEXT, colour=CREAM, centre=True, clip=True)
        draw_buttons(surface, [b for b in self.buttons if b.enabled or b.action != "pick"], self.focus)
