"""Your controls on the table: the call buttons under your hand, your cards, and the table's own
buttons (Ayuda, Menú); the keyboard focus and the card under the pointer.

They only offer what the engine says is legal for you now (``legal``, empty while something is
being shown or it is not your decision).
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.match import Match
from scenes.table.layout import Layout
from scenes.table.picture import Picture
from scenes.table.words import TOGGLE_DOWN, button_kind, key_letters
from scenes.ui.canvas import GAP, MIN_TEXT, TAP
from scenes.ui.fonts import get_font
from scenes.ui.i18n import language, t
from scenes.ui.widgets import Button
from scenes.ui.words import action_label


def button_widths(text: str) -> tuple[int, int]:
    """A call button's ``(narrowest, natural)`` width for its label: the natural one holds it on
    one line at the buttons' size; the narrowest on two lines at the smallest size."""
    natural = max(TAP + 36, get_font("bold", 28).size(text)[0] + 40)
    words = text.split(" ")
    font = get_font("bold", MIN_TEXT)
    narrow = font.size(text)[0]
    for i in range(1, len(words)):
        narrow = min(narrow, max(font.size(" ".join(words[:i]))[0], font.size(" ".join(words[i:]))[0]))
    return max(TAP, narrow + 32), max(natural, max(TAP, narrow + 32))


def call_buttons(labels: list[tuple[str, str]], layout: Layout, taken: set[str] | None = None) -> list[Button]:
    """The call buttons under your hand (portrait: in up to two rows above it, the first ones in
    the lower row, nearer the thumb), centred, each a thumb's size (``TAP``) and carrying a
    keyboard letter taken from its own word (never one of ``taken``: S is the señas' key on a
    table with señas)."""
    lay = layout
    x0, x1 = lay.button_span
    # clear of a face beside the rows (the characters' side players' in landscape)
    for face in list(lay.cast_faces.values()) + list(lay.faces.values()):
        if any(face.top < y + lay.button_h and y < face.bottom for y in lay.button_rows):
            if face.centerx < lay.w // 2:
                x0 = max(x0, face.right + GAP)
            else:
                x1 = min(x1, face.x - GAP)
    room = x1 - x0
    sizes = [button_widths(text) for _, text in labels]
    rows_y = list(lay.button_rows)
    n = len(labels)
    groups: list[list[int]] = [list(range(n))]
    if len(rows_y) > 1 and n > 1:
        one_row = sum(s[0] for s in sizes) + GAP * (n - 1) <= room and n <= 3
        if not one_row:
            lower = (n + 1) // 2
            groups = [list(range(lower, n)), list(range(lower))]  # the upper row, then the lower
    rows = rows_y[-len(groups):]
    letters = key_letters([text for _, text in labels], taken)
    out: list[Button | None] = [None] * n
    for y, group in zip(rows, groups):
        narrow = [sizes[i][0] for i in group]
        natural = [sizes[i][1] for i in group]
        gaps = GAP * (len(group) - 1)
        if sum(natural) + gaps <= room:
            widths = natural
        else:  # between the narrowest and the natural widths, in proportion
            spare = room - gaps - sum(narrow)
            extra = sum(natural) - sum(narrow)
            k = max(0.0, min(1.0, spare / extra)) if extra else 0.0
            widths = [int(a + (b - a) * k) for a, b in zip(narrow, natural)]
        x = x0 + (room - sum(widths) - gaps) / 2
        for i, w in zip(group, widths):
            action, text = labels[i]
            letter = letters[i]
            b = Button(pygame.Rect(int(x), y, w, lay.button_h), text, action, button_kind(action),
                       key=getattr(pygame, f"K_{letter.lower()}") if letter else None)
            b.data["letter"] = letter
            out[i] = b
            x += w + GAP
    return [b for b in out if b is not None]


class Controls:
    """What you can press on one table.

    :param legal: your legal actions now (empty while you may not act).
    """

    def __init__(self, match: Match, picture: Picture, layout: Layout,
                 legal: Callable[[], list[str]]) -> None:
        self.match = match
        self.picture = picture
        self.layout = layout
        self.legal = legal
        self.variant = match.rules.variant
        self.calls: list[Button] = []  #: the call buttons under your hand
        self.focus: int | None = None  #: index of the focused button in the table's Tab order
        self.hover: int | None = None  #: index of your card under the pointer
        self.down_mode = False  #: Mineiro: your cards play face down
        #: your card picked by a first tap (Confirmar jugada): a second tap plays it
        self.selected: int | None = None
        #: your card being dragged by a finger: ``(card, finger, start, now)``
        self.drag: tuple[int, int, tuple[int, int], tuple[int, int]] | None = None
        self.built_for: tuple | None = None
        #: the menu (pause) button, always there; its bars and word are drawn over it
        self.menu = Button(layout.menu_rect.copy(), "", "menu", "plain")
        #: Ayuda: dificil's view of your decision, on request (scenes/table/hint.py)
        self.hint = Button(layout.spare_tool_rect.copy(), t("hint.button"), "hint", "plain", key=pygame.K_F1)

    def reset(self) -> None:
        """An action was taken: the calls are built again for the next decision."""
        self.calls = []
        self.built_for = None
        self.focus = None
        self.down_mode = False
        self.selected = None
        self.drag = None

    def set_layout(self, layout: Layout) -> None:
        """The canvas turned: the same buttons in their new places (the decision, the focus, a
        picked card and the face-down mode stay)."""
        self.layout = layout
        self.menu.rect = layout.menu_rect.copy()
        self.hint.rect = layout.spare_tool_rect.copy()
        self.drag = None
        if self.built_for is not None:
            actions, down = self.built_for[0], self.down_mode
            self.built_for = None
            self.down_mode = down
            self.refresh(actions)

    def refresh(self, actions_applied: int) -> bool:
        """Build the call buttons for your decision now (once per decision, mode and language);
        True when they were built again."""
        key = (actions_applied, self.down_mode, self.match.hand_no, language())
        if self.built_for == key:
            return False
        self.built_for = key
        legal = self.match.legal_actions(0)
        labels = [(a, action_label(a, self.variant)) for a in legal if ":" not in a]
        if any(a.startswith("down:") for a in legal):
            labels.append((TOGGLE_DOWN, t("act_down_on") if self.down_mode else t("act_down")))
        self.calls = call_buttons(labels, self.layout, {"S"} if self.match.rules.senas else None)
        return True

    def toggle_down(self, actions_applied: int) -> None:
        """Mineiro: your cards switch between face up and face down."""
        self.down_mode = not self.down_mode
        self.built_for = None
        self.refresh(actions_applied)

    def card_action(self, i: int, legal: set[str] | None = None) -> str | None:
        """The engine action of clicking your ``i``-th card now, or None."""
        legal = set(self.legal()) if legal is None else legal
        hand = self.picture.hands[0]
        h = self.match.hand
        if i >= len(hand) or h is None:
            return None
        if h.mineiro.ferro:
            act = f"blind:{i + 1}"
        else:
            act = f"{'down' if self.down_mode else 'play'}:{hand[i]}"
        return act if act in legal else None

    def card_rects(self, legal: set[str] | None = None) -> list[pygame.Rect]:
        """Screen rects of your cards as drawn now (raised when playable), left to right."""
        legal = set(self.legal()) if legal is None else legal
        out = []
        for i, (r, _) in enumerate(self.layout.hand_slots("bottom", self.picture.slot_count(0))):
            r = r.copy()
            if self.card_action(i, legal) is not None:
                r.y -= self.layout.lift
                if i == self.hover and i != self.selected:
                    r.y -= 10  # a picked card keeps its place: its gold ring says it is picked
                if self.drag is not None and self.drag[0] == i:
                    (sx, sy), (nx, ny) = self.drag[2], self.drag[3]
                    r.move_ip(nx - sx, min(0, ny - sy))
            out.append(r)
        return out

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """Your card under ``pos`` (the top one where they overlap), or None."""
        rects = self.card_rects()
        for i in reversed(range(len(rects))):
            if rects[i].collidepoint(pos):
                return i
        return None

    def offered(self) -> set[str]:
        """Every engine action you can take now through a card or a call button."""
        legal = set(self.legal())
        out = {a for i in range(len(self.picture.hands[0])) if (a := self.card_action(i, legal))}
        toggle = False
        for b in self.calls:
            if b.action == TOGGLE_DOWN:
                toggle = True
            elif b.action in legal:
                out.add(b.action)
        if toggle:  # the toggle switches the cards between face up and face down
            other = "play:" if self.down_mode else "down:"
            out |= {other + c for c in self.picture.hands[0] if c and other + c in legal}
        return out

    def point_for(self, action: str) -> tuple[int, int] | None:
        """Where a person clicks to take ``action`` now (None if it is not offered)."""
        for b in self.calls:
            if b.action == action:
                return b.rect.center
        verb = action.partition(":")[0]
        if verb in ("play", "down", "blind"):
            if (verb == "down") != self.down_mode:
                return None
            rects = self.card_rects()
            for i, r in enumerate(rects):
                if self.card_action(i) == action:
                    return (r.centerx, r.top + 30)
        return None
