"""A field for a Diario share code or link, checked over frames: what Estadísticas and the
friends' board share.

:class:`CodeEntry` is mixed into a scene that has ``self.app`` and ``self.dirty``: the field's
text (:attr:`~CodeEntry.code`), typing and pasting (the page's own text box in the browser,
:func:`scenes.host.device.text_box`), the check in slices (:func:`scenes.host.records.verify_steps`
within :data:`FRAME_BUDGET` a frame), and what is drawn of the answer: the friend's result in a
sentence ("Ana: ganó 30–21 el Diario del 1 de diciembre, sin ayuda") and how it was verified.
"""
from __future__ import annotations

import datetime as _dt
import time

import pygame

from game import daily as _daily
from scenes.host import device
from scenes.host.records import verify_steps
from scenes.ui.canvas import MIN_TEXT
from scenes.ui.dialogs import GOLD, PAPER, label
from scenes.ui.fonts import get_font
from scenes.ui.i18n import format_date, language, t
from scenes.ui.widgets import CREAM, INK, ellipsize

#: what the field keeps of typed text: a code's characters, and a link's
CODE_CHARS = set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz- :/.#=&%?_~+")
#: a code (at most 2000 characters) and the page's address before it
MAX_CODE = 2400
FRAME_BUDGET = 0.008  # seconds of checking per frame


def paste_text() -> str:
    """The clipboard's text ("" when there is none or no clipboard)."""
    try:
        import pygame.scrap as scrap
        if hasattr(scrap, "get_text"):
            return scrap.get_text() or ""
        if not scrap.get_init():
            scrap.init()
        raw = scrap.get(pygame.SCRAP_TEXT)
        return raw.decode("utf-8", "ignore").rstrip("\x00") if raw else ""
    except Exception:
        return ""


def friend_sentence(verified: dict) -> str:
    """A verified code's result in words: "Ana: ganó 30–21 el Diario del 1 de diciembre, sin
    ayuda" (a code without a name: "Alguien: …")."""
    res = verified.get("result") or {}
    us, them = (list(res.get("scores") or [0, 0]) + [0, 0])[:2]
    try:
        day = format_date(_dt.date.fromisoformat(str(verified.get("date"))))
    except ValueError:
        day = str(verified.get("date"))
    name = verified.get("name") or t("friend.someone")
    return t("friend.won" if res.get("won") else "friend.lost", name=name, us=us, them=them, date=day,
             help=t("friend.with_help" if verified.get("hints") else "friend.without_help"))


def check_line(verified: dict) -> str:
    """How a code was verified, and its rules: "verificado: repetición exacta · Argentino"."""
    words = _daily.check_words(str(verified.get("check")), language())
    try:
        rules = _daily.rules_label(verified["rules"], language())
    except Exception:
        rules = str(verified.get("rules_key", ""))
    return f"{words} · {rules}"


class CodeEntry:
    """The code field and its check (see the module docstring). Call :meth:`open_field` when the
    scene is entered, :meth:`close_field` when it leaves, :meth:`update_field` every frame."""

    code: str
    result: dict | None
    checking: object
    field: pygame.Rect
    box: device.TextBox | None
    box_text: str

    def init_field(self, rect: pygame.Rect) -> None:
        """An empty field at ``rect``."""
        self.code = ""
        self.result = None
        self.checking = None  # the verify_steps generator while a code is being checked
        self.field = rect
        self.box = None
        self.box_text = ""

    def clipboard(self) -> str:
        """The clipboard's text (a scene may read it its own way)."""
        return paste_text()

    def open_field(self) -> None:
        """Typing goes to the field (the page's text box in the browser)."""
        try:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.field)
        except pygame.error:
            pass
        if self.box is None:
            self.box = device.text_box(self.field, self.code)
            self.box_text = self.code

    def close_field(self) -> None:
        """Typing leaves the field; the page's text box is hidden."""
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass
        if self.box is not None:
            self.box.close()
            self.box = None

    def move_field(self, rect: pygame.Rect) -> None:
        """The field goes to ``rect`` (the window turned; an empty rect: not shown), the page's
        text box with it; the code typed stays."""
        if rect == self.field:
            return
        self.field = rect
        if self.box is not None:
            self.close_field()
        if rect.w and getattr(self, "app").top is self:
            self.open_field()

    # ------------------------------------------------------------------ input
    def type_text(self, text: str) -> None:
        """Add typed or pasted characters to the code (only those a code or a link may hold)."""
        kept = "".join(c for c in text if c in CODE_CHARS)
        self.set_code((self.code + kept)[:MAX_CODE])

    def set_code(self, code: str) -> None:
        """The field's text is ``code`` (the page's text box too, in the browser)."""
        self.code = code
        self.result = None
        self.dirty = True
        if self.box is not None and code != self.box_text:
            self.box.write(code)
            self.box_text = code

    def read_box(self) -> None:
        """Browser: take what was typed or pasted into the page's text box; Enter there verifies."""
        box = self.box
        if box is None:
            return
        text = box.read()
        if text != self.box_text:
            self.box_text = text
            kept = "".join(c for c in text if c in CODE_CHARS)[:MAX_CODE]
            self.set_code(kept)  # writes the filtered text back when it differs
        if box.entered():
            self.run_verify()

    def paste(self) -> None:
        """Pegar (or Ctrl+V): the page's paste in the browser, pygame's clipboard elsewhere."""
        if self.box is not None:
            self.box.paste()
        else:
            self.type_text(self.clipboard())

    def field_key(self, event: pygame.event.Event, typing: bool) -> bool:
        """Typing, Backspace, Ctrl+V and Enter (when ``typing``: no button has the focus);
        True when the field took ``event``."""
        if event.type == pygame.TEXTINPUT:
            self.type_text(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.paste()
            return True
        if event.key == pygame.K_BACKSPACE:
            self.set_code(self.code[:-1])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and typing:
            self.run_verify()
            return True
        return event.key == pygame.K_SPACE and typing  # a space typed arrives as TEXTINPUT

    def run_verify(self) -> None:
        """Start checking the typed code; :meth:`update_field` advances it a slice per frame."""
        self.checking = verify_steps(self.code)
        self.result = None
        self.dirty = True

    def update_field(self) -> None:
        """A frame: the page's text box, then a slice of the check."""
        if self.box is not None:
            self.read_box()
        if self.checking is None:
            return
        end = time.perf_counter() + FRAME_BUDGET
        try:
            while time.perf_counter() < end:
                next(self.checking)  # type: ignore[call-overload]
        except StopIteration as stop:
            self.checking = None
            self.result = stop.value
            self.verified()
        except Exception as exc:  # never let a bad code break the screen
            self.checking = None
            self.result = {"ok": False, "error": t("verify.bad"), "detail": str(exc)}
        self.dirty = True

    def verified(self) -> None:
        """Called once a check has finished (:attr:`result` holds its answer)."""

    # ------------------------------------------------------------------ drawing
    def draw_field(self, surface: pygame.Surface) -> None:
        """The field, its text (the end of it when long) and the caret."""
        pygame.draw.rect(surface, PAPER, self.field, border_radius=10)
        pygame.draw.rect(surface, GOLD, self.field, width=2, border_radius=10)
        font = get_font("bold", MIN_TEXT + 1)
        if self.code:
            img = font.render(self.code[-200:], True, INK)
            clip = self.field.inflate(-24, 0)
            src = pygame.Rect(max(0, img.get_width() - clip.w), 0, clip.w, img.get_height())
            surface.blit(img, img.get_rect(midleft=clip.midleft), src)
            caret_x = min(clip.right, clip.x + img.get_width()) + 2
        else:
            hint_font = get_font("text", MIN_TEXT)
            hint = hint_font.render(ellipsize(t("stats.code_hint"), hint_font, self.field.w - 24), True, (130, 120, 100))
            surface.blit(hint, hint.get_rect(midleft=(self.field.x + 12, self.field.centery)))
            caret_x = self.field.x + 10
        pygame.draw.line(surface, INK, (caret_x, self.field.y + 12), (caret_x, self.field.bottom - 12), 2)

    def draw_answer(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        """The check in progress, or its answer, in two lines from ``(x, y)`` (the middle of the
        first), at the phones' smallest size at least."""
        step = get_font("bold", MIN_TEXT).get_linesize()
        if self.checking is not None:
            label(surface, t("stats.checking"), (x, y), size=MIN_TEXT, colour=CREAM)
        r = self.result
        if r is None:
            return
        if r["ok"]:
            head = ellipsize(friend_sentence(r), get_font("bold", MIN_TEXT), width)
            label(surface, head, (x, y), size=MIN_TEXT, colour=(150, 230, 150))
            # the share line without its last part, the code (it is in the field above)
            text = str(r["text"]).rpartition(" \u00b7 ")[0] or str(r["text"])
            text = f"{text} \u00b7 {_daily.check_words(str(r.get('check')), language())}"
            font = get_font("text", MIN_TEXT)
            label(surface, ellipsize(text, font, width), (x, y + step), size=MIN_TEXT, kind="text")
        else:
            label(surface, ellipsize(str(r["error"]), get_font("bold", MIN_TEXT), width), (x, y), size=MIN_TEXT,
                  colour=(255, 170, 150))
            if r.get("detail"):
                detail = r["detail"] if len(r["detail"]) < 110 else r["detail"][:107] + "…"
                label(surface, ellipsize(detail, get_font("text", MIN_TEXT), width), (x, y + step), size=MIN_TEXT,
                      kind="text", colour=(210, 200, 190))
