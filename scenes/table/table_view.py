"""The table's view built for one frame from the table and its match (:class:`TableView`, which
the drawing code reads): it asks once whether you act and what is legal for you.
"""
from __future__ import annotations

from scenes.table.senas import faces
from scenes.table.view import (HeldCard, TableView, acting_now, declared, pointer, top_card, turn_owner,
                               your_envido, your_flor)
from scenes.table.words import call_banner, log_line, status_words
from scenes.ui.i18n import t
from scenes.ui.widgets import focused_button
from scenes.ui.words import chicos_words


def table_view(table) -> TableView:
    """What ``table`` (a :class:`~scenes.table.scene.TableScene`, which imports this module)
    shows now."""
    m, h, pic, controls, rules = table.match, table.match.hand, table.picture, table.controls, table.rules
    settings = table.app.settings
    idle = table.idle()
    acting_seats = acting_now(m, idle)
    turn = turn_owner(acting_seats)
    you_act = table.human_acting()
    legal = set(m.legal_actions(0)) if you_act else set()
    buttons = table.buttons_now(you_act)
    ferro = h is not None and h.mineiro.ferro
    slots = table.layout.hand_slots("bottom", pic.slot_count(0))
    held = [HeldCard(code, rect, angle, playable=controls.card_action(i, legal) is not None,
                     face_up=code is not None and not ferro,
                     marked=not ferro and top_card(rules, settings, code),
                     selected=i == controls.selected and you_act)
            for i, (code, rect, (_, angle)) in enumerate(zip(pic.hands[0], controls.card_rects(legal), slots))]
    banner = call_banner(h, rules.players, turn == ("seat", 0), table.names) \
        if h is not None and not h.over and idle else None
    senas = table.senas.view()
    focused = focused_button(buttons, controls.focus)
    if senas is not None and senas.open:
        focused = table.senas.focused(senas.signs)
    return TableView(
        layout=table.layout, rules=rules, deck=table.painter.deck, daily=table.daily, picture=pic,
        acting=acting_seats, turn=turn, banner=banner,
        status=status_words(h) if you_act and h is not None else None,
        stake=h.stake if h is not None else 1, mano=h.mano if h is not None else None,
        dealer=h.dealer if h is not None else None, declared=declared(h), chicos=chicos_words(m),
        log=[log_line(ev, rules.players, table.names, rules.variant) for ev in pic.log],
        names=table.names, cast=table.cast or None,
        envido=your_envido(m, pic, settings), flor=your_flor(m, pic, settings), my_cards=held,
        hover=controls.hover, calls=list(controls.calls) if you_act else [],
        focused=focused, menu=controls.menu,
        hint_button=controls.hint if controls.hint in buttons else None, hint_shown=table.hint.shown,
        hint=table.hint.hint, result=table.result, mouse=pointer(), board_open=table.board_open,
        confirm_hint=t("table_tap_again") if you_act and controls.selected is not None else None,
        faces=faces(m, pic, table.layout, table.cast), senas=senas)
