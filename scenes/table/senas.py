"""Señas at the table (RULES.md Part D): your señas control, and the seats' faces.

The control is a thumb-sized *Señas* button (key S) while you may still make a seña; it opens a
panel with every sign of the variant (true or false, as you like), each drawn as the face makes
it, with its name and its gesture. A sign is pressed with a tap, a click, its number key, or the
focus (Tab, arrows) and Enter; S, Esc or a tap outside the panel closes it. The panel never covers
your cards or the call buttons (:attr:`scenes.table.layout.Layout.senas_panel`).

In the Diario a seña is made at your decisions only, so that the day's record replays: one chosen
while a computer player acts waits for your turn (the control says so).
"""
from __future__ import annotations

import pygame

from game.ai.cast import BY_ID
from game.daily import next_actor
from game.match import Match
from game.senas import MAX_PER_HAND, signs
from scenes.table.layout import Layout, place
from scenes.table.picture import Picture
from scenes.table.view import FaceView, SenasView
from scenes.table.words import sena_words
from scenes.ui.cast_faces import appearance
from scenes.ui.faces import REST, SEAT_APPEARANCES, gesture_for, pose_at
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.i18n import t
from scenes.ui.place import line_h
from scenes.ui.widgets import Button, handle_buttons

KEY = pygame.K_s
PANEL_TITLE_PX = 34  #: the panel's title
#: the number keys that press the signs, in order (0 is the tenth)
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
               pygame.K_8, pygame.K_9, pygame.K_0)


MOST_SIGNS = 10  #: the most signs a variant has (Argentino with flor)


def panel_head(layout: Layout) -> tuple[int, bool]:
    """The panel's title and help: how tall they are, and whether the help (two lines) fits above
    the rows of signs, each a thumb tall (a short panel, landscape's, or Texto grande, leaves it
    out)."""
    title = 6 + line_h("display", PANEL_TITLE_PX) + 4
    helped = title + 2 * line_h("text", MIN_TEXT) + 6
    rows = -(-MOST_SIGNS // max(1, layout.senas_cols))
    with_help = layout.senas_panel.h - helped - 12 >= rows * TAP + (rows - 1) * GAP
    return (helped if with_help else title), with_help


def sign_rects(layout: Layout, count: int) -> list[pygame.Rect]:
    """The signs' buttons inside the panel: rows of :attr:`Layout.senas_cols`, under its title."""
    panel = layout.senas_panel
    cols = max(1, layout.senas_cols)
    gap = GAP
    top = panel.y + panel_head(layout)[0]
    rows = max(1, -(-count // cols))
    cols = max(1, -(-count // rows))  # as few columns as fill those rows: the widest buttons (Mineiro's seven)
    w = (panel.w - 24 - gap * (cols - 1)) // cols
    h = max(TAP, (panel.bottom - 12 - top - gap * (rows - 1)) // rows)
    out = []
    for i in range(count):
        r, c = divmod(i, cols)
        out.append(pygame.Rect(panel.x + 12 + c * (w + gap), top + r * (h + gap), w, h))
    return out


class SenasControl:
    """Your señas on one table.

    :param daily: the table plays the Diario (señas wait for your decisions).
    """

    def __init__(self, match: Match, layout: Layout, daily: bool) -> None:
        self.match = match
        self.layout = layout
        self.daily = daily
        self.open = False
        self.focus: int | None = None
        self.queued: list[str] = []  #: señas chosen that wait for your decision (the Diario)
        self.button = Button(layout.senas_button.copy(), t("senas.button"), "senas", "plain", key=KEY)

    def set_layout(self, layout: Layout) -> None:
        """The window turned: the button and the panel move to the new layout's places (the
        panel stays open or shut, the focus and the señas waiting are kept)."""
        self.layout = layout
        self.button.rect = layout.senas_button.copy()

    # ------------------------------------------------------------------ state
    @property
    def on(self) -> bool:
        """The rules have señas."""
        return self.match.rules.senas

    def available(self) -> list[str]:
        """The señas you may still choose now (the engine's, less those waiting)."""
        if not self.on or self.match.over:
            return []
        legal = self.match.sena_actions(0)
        room = MAX_PER_HAND - self._made() - len(self.queued)
        return legal if room > 0 and legal else []

    def _made(self) -> int:
        h = self.match.hand
        return 0 if h is None else sum(s == 0 for s, _, _ in h.senas)

    def shown(self) -> bool:
        """The control is on the table: you may still make a seña (or one waits)."""
        return bool(self.available()) or bool(self.queued)

    def new_hand(self) -> None:
        """A new deal: the panel closes, nothing waits."""
        self.open = False
        self.focus = None
        self.queued = []

    # ------------------------------------------------------------------ choosing
    def sign_buttons(self) -> list[Button]:
        """One button per sign of the variant, enabled while it may be made."""
        rules = self.match.rules
        variant = rules.variant
        allowed = set(self.available())
        every = signs(variant, rules.flor)
        out = []
        for i, (sign, rect) in enumerate(zip(every, sign_rects(self.layout, len(every)))):
            gesture, name = sena_words(variant, sign)
            b = Button(rect, name, f"sena:{sign}", "plain", key=NUMBER_KEYS[i] if i < len(NUMBER_KEYS) else None,
                       enabled=f"sena:{sign}" in allowed, sub=gesture)
            b.data.update(sign=sign, gesture=gesture_for(variant, sign), number=(i + 1) % 10)
            out.append(b)
        return out

    def choose(self, action: str) -> str | None:
        """You picked ``action`` (``sena:<sign>``): the engine action to apply now (with your seat),
        or None when it waits for your decision (the Diario) or is not allowed."""
        if action not in self.available():
            return None
        self.open = False
        self.focus = None
        if self.daily and next_actor(self.match) != 0:
            self.queued.append(action)
            return None
        return f"0:{action}"

    def due(self) -> list[str]:
        """The waiting señas to apply now (the Diario: at your decision), still allowed."""
        if not self.queued or (self.daily and next_actor(self.match) != 0):
            return []
        out = [f"0:{a}" for a in self.queued if a in self.match.sena_actions(0)]
        self.queued = []
        return out[:MAX_PER_HAND - self._made()]

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event, pos: tuple[int, int] | None) -> tuple[bool, str | None]:
        """Route an event while the control is on the table: ``(used, action to apply)``. While the
        panel is open it takes every key and tap."""
        if not self.shown():
            self.open = False
            return False, None
        if not self.open:
            if (pos is not None and self.button.rect.collidepoint(pos)) or (
                    event.type == pygame.KEYDOWN and event.key == KEY):
                if self.available():
                    self.open = True
                    self.focus = None
                return True, None
            return False, None
        if event.type == pygame.KEYDOWN and event.key in (KEY, pygame.K_ESCAPE, pygame.K_AC_BACK):
            self.open = False
            return True, None
        if pos is not None and not self.layout.senas_panel.collidepoint(pos):
            self.open = False  # a tap outside closes the panel, and does nothing else
            return True, None
        picked: list[str] = []
        self.focus = handle_buttons(event, self.sign_buttons(), self.focus, lambda b: picked.append(b.action))
        if picked:
            return True, self.choose(picked[0])
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN), None

    # ------------------------------------------------------------------ showing
    def view(self) -> SenasView | None:
        """The control as drawn now, or None when it is not on the table."""
        if not self.shown():
            return None
        left = max(0, MAX_PER_HAND - self._made() - len(self.queued)) if self.available() else 0
        self.button.label = t("senas.button")
        self.button.enabled = bool(self.available())
        return SenasView(self.button, left, self.open, self.sign_buttons() if self.open else [],
                         t("senas.waiting") if self.queued else None)

    def focused(self, buttons: list[Button]) -> Button | None:
        """The sign button with the keyboard focus (while the panel is open)."""
        live = [b for b in buttons if b.enabled]
        if self.focus is None or not 0 <= self.focus < len(live):
            return None
        return live[self.focus]


def faces(match: Match, picture: Picture, layout: Layout,
          cast: dict[int, str] | None = None) -> tuple[FaceView, ...]:
    """Every seat's face as drawn now: the seña playing on it, the eye mark of one you caught;
    a seat a character plays (``cast``: its id by seat) wears the character's looks."""
    if not layout.faces:
        return ()
    n = match.rules.players
    out = []
    for seat in range(n):
        rect = layout.faces.get(place(n, seat))
        if rect is None:
            continue
        queue = picture.signs.get(seat) or []
        playing = queue[0] if queue and queue[0].t >= 0 else None
        pose = pose_at(playing.gesture, playing.t, playing.caught) if playing is not None else REST
        look = SEAT_APPEARANCES[seat % len(SEAT_APPEARANCES)]
        if cast and seat in cast and cast[seat] in BY_ID:
            look = appearance(BY_ID[cast[seat]].look)
        out.append(FaceView(seat, rect, look, pose,
                            seat in picture.caught))
    return tuple(out)
