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
from scenes.ui.canvas import HEIGHT, LANDSCAPE, TAP, WIDTH
from scenes.ui.dialogs import GOLD, PAPER, common_event, draw_buttons, draw_paragraph, label, panel, title
from scenes.ui.fonts import get_font
from scenes.ui.i18n import t
from scenes.ui.stack import Scene
from scenes.ui.widgets import Button, CREAM, INK, ellipsize, felt, route_buttons

OK = (150, 230, 150)
BAD = (250, 190, 170)


def backup_layout(w: int, h: int) -> dict[str, pygame.Rect]:
    """Where the parts go on a ``w`` × ``h`` canvas: ``back``, the ``export`` and ``import``
    panels and their buttons (``file``, ``copy``; ``pick``, ``paste``, ``field``, ``go``)."""
    out = {"back": pygame.Rect(40, 30, 170, 54)}
    if w >= h:
        out["export"] = pygame.Rect(40, 176, (w - 100) // 2, h - 216)
        out["import"] = pygame.Rect(60 + (w - 100) // 2, 176, (w - 100) // 2, h - 216)
    else:
        out["export"] = pygame.Rect(24, 200, w - 48, (h - 260) // 2 - 10)
        out["import"] = pygame.Rect(24, 200 + (h - 260) // 2 + 10, w - 48, (h - 260) // 2 - 10)
    for part, names in (("export", ("file", "copy")), ("import", ("pick", "paste"))):
        box = out[part]
        for i, name in enumerate(names):
            out[name] = pygame.Rect(box.x + 24, box.y + 64 + i * (TAP + 16), box.w - 48, TAP)
    imp = out["import"]
    out["field"] = pygame.Rect(imp.x + 24, out["paste"].bottom + 16, imp.w - 48 - 196, 54)
    out["go"] = pygame.Rect(imp.right - 24 - 180, out["paste"].bottom + 16, 180, 54)
    return out


class BackupScene(Scene):
    """The backup screen (see the module docstring)."""

    #: laid out for the landscape canvas only so far: a phone held upright shows it fitted
    fixed_canvas = LANDSCAPE

    def __init__(self, app) -> None:
        super().__init__(app)
        self.place = backup_layout(WIDTH, HEIGHT)
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
        title(surface, t("backup.title"), (surface.get_width() // 2, 56), size=54)
        draw_paragraph(surface, t("backup.what"), pygame.Rect(40, 104, surface.get_width() - 80, 60), size=21)
        for part, head, note in (("export", "backup.export", self.export_note),
                                 ("import", "backup.import", self.import_note)):
            box = p[part]
            panel(surface, box)
            label(surface, t(head), (box.x + 24, box.y + 32), size=28, colour=GOLD)
            if note is not None:
                words, colour = note
                y = (p["copy"] if part == "export" else p["field"]).bottom + 18
                draw_paragraph(surface, words, pygame.Rect(box.x + 24, y, box.w - 48, box.bottom - y - 8),
                               size=19, colour=colour)
        field = p["field"]
        pygame.draw.rect(surface, PAPER, field, border_radius=10)
        pygame.draw.rect(surface, GOLD, field, width=2, border_radius=10)
        shown = f"{len(self.pasted)} · {self.pasted[:40]}" if self.pasted else t("backup.paste")
        font = get_font("text", 20)
        surface.blit(font.render(ellipsize(shown, font, field.w - 20), True, INK if self.pasted else (130, 120, 100)),
                     (field.x + 10, field.centery - font.get_height() // 2))
        if not device.is_browser():
            label(surface, t("backup.drop"), (p["pick"].centerx, p["pick"].centery), size=19, kind="text",
                  anchor="center", colour=CREAM)
        draw_buttons(surface, [b for b in self.buttons if b.enabled or b.action != "pick"], self.focus)
