"""Your hand on your cards: where a press lands, the card under the pointer, a tap or click that
plays a card or only picks it (Confirmar jugada), a finger that drags a card up to play it, the
keys 1-3; and everything a person may tap on the table.

These read and set the pointer state of :class:`~scenes.table.controls.Controls` (the card under
the pointer, the picked one, the dragged one) and say which card to play; the table plays it.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.table.controls import Controls
from scenes.table.view import SenasView
from scenes.ui.canvas import finger_pos
from scenes.ui.widgets import Button

DRAG_PLAY = 70  # canvas px a card dragged up must rise to be played
TAP_SLOP = 24  # canvas px a finger may move and still tap
FINGER = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)


def press_pos(event: pygame.event.Event, size: tuple[int, int]) -> tuple[int, int] | None:
    """Where a press (a left click or a finger) lands on the canvas of ``size``, or None."""
    if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
        return event.pos
    if event.type in FINGER:
        return finger_pos(event, size)
    return None


def confirms(settings: dict, touch: bool) -> bool:
    """Whether a tap (``touch``) or a click on a card only picks it. Confirmar jugada
    (``settings["confirm_play"]``): "touch", taps on a touch screen; "always", mouse clicks too;
    "never". A drag up and the keys 1-3 always play at once."""
    mode = settings.get("confirm_play", "touch")
    return mode == "always" or (mode == "touch" and touch)


def tap(controls: Controls, settings: dict, i: int, touch: bool) -> bool:
    """A tap or click on your card ``i``: True when it plays the card now; False when it only
    picked it (Confirmar jugada: the second tap plays it)."""
    if confirms(settings, touch) and controls.selected != i:
        controls.selected = i
        return False
    return True


@dataclass
class Gesture:
    """What an event did to your cards."""

    taken: bool  #: the event was for your cards (nothing else should act on it)
    redraw: bool = False  #: the picture changed
    play: int | None = None  #: your card to play now


def hover(controls: Controls, pos: tuple[int, int], acting: bool) -> bool:
    """The pointer moved to ``pos``: the card under it (while you act) is lifted; True when that
    changed."""
    card = controls.card_at(pos) if acting else None
    changed = card != controls.hover
    controls.hover = card
    return changed


def cards(controls: Controls, settings: dict, event: pygame.event.Event, pos: tuple[int, int] | None,
          acting: bool, size: tuple[int, int]) -> Gesture:
    """A finger (:func:`finger`), a click on a card you may play (:func:`tap`) or a key 1-3 on
    your cards; ``pos``: where a press landed, if it is one."""
    if event.type in FINGER:
        drag = finger(controls, settings, event, acting, size)
        if drag.taken:
            return drag
    if acting and pos is not None and event.type == pygame.MOUSEBUTTONDOWN:
        i = controls.card_at(pos)
        if i is not None and controls.card_action(i) is not None:
            return Gesture(True, redraw=True, play=i if tap(controls, settings, i, touch=False) else None)
    if acting and event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_3:
        return Gesture(True, play=event.key - pygame.K_1)
    return Gesture(False)


def finger(controls: Controls, settings: dict, event: pygame.event.Event, acting: bool,
           size: tuple[int, int]) -> Gesture:
    """A finger dragging one of your cards: it follows the finger, and is played when it is let
    go well above your hand (or tapped, :func:`tap`)."""
    drag = controls.drag
    finger_id = getattr(event, "finger_id", 0)
    if event.type == pygame.FINGERDOWN:
        pos = press_pos(event, size)
        i = controls.card_at(pos) if acting and pos is not None else None
        if pos is not None and i is not None and controls.card_action(i) is not None:
            controls.drag = (i, finger_id, pos, pos)
            return Gesture(True, redraw=True)
        return Gesture(False)
    if drag is None or finger_id != drag[1]:
        return Gesture(event.type in (pygame.FINGERMOTION, pygame.FINGERUP))
    i, _, start, _ = drag
    pos = press_pos(event, size) or start
    if event.type == pygame.FINGERMOTION:
        controls.drag = (i, finger_id, start, pos)
        return Gesture(True, redraw=True)
    controls.drag = None  # FINGERUP
    if not acting or controls.card_action(i) is None:
        return Gesture(True, redraw=True)
    moved = max(abs(pos[0] - start[0]), abs(pos[1] - start[1]))
    if start[1] - pos[1] >= DRAG_PLAY or (moved <= TAP_SLOP and tap(controls, settings, i, touch=True)):
        return Gesture(True, redraw=True, play=i)
    return Gesture(True, redraw=True)  # only picked, or not dragged far enough up: the card goes back


def tap_targets(buttons: list[Button], senas: SenasView | None, controls: Controls, acting: bool,
                score_strip: pygame.Rect | None) -> list[tuple[str, pygame.Rect]]:
    """Everything a person may tap on the table now: the enabled ``buttons``, your playable cards
    (while you are ``acting``), the folded scoreboard (portrait); while the señas panel is open,
    its signs only (a tap elsewhere closes it)."""
    if senas is not None and senas.open:
        return [(b.action, b.rect) for b in senas.signs if b.enabled]
    out = [(b.action, b.rect) for b in buttons if b.enabled]
    if acting:
        for i, r in enumerate(controls.card_rects()):
            if controls.card_action(i) is not None:
                out.append((f"card:{i + 1}", r))
    if score_strip is not None:
        out.append(("board", score_strip))
    return out
