"""Drawing the table: reads one :class:`scenes.table.view.TableView`, changes nothing.

Back to front: felt, the one turn glow, scoreboard (portrait: its strip; the opened panel comes
last), the table's buttons and the hand's log, the burned tandas, the seats and their faces, the
tricks (each seat's row in front of it), the cards shown for the envido, your hand, cards in
flight, your corner (name plate, the pending call's banner or what you are to do), your envido,
the call buttons, the hint, the hand's result, the speech bubbles, a character's line of table
talk, and your señas control on top (its panel covers neither your cards nor the call buttons);
when a finished match is watched, its title and Difícil's marks over all (the opened scoreboard
is a scene of its own over the table: ``scenes.table.board``). The caches and the card art belong
to the :class:`~scenes.table.draw.paint.Painter`.
"""
from __future__ import annotations

import pygame

from scenes.table.draw.board import draw_burned, draw_log, draw_scoreboard, draw_tools
from scenes.table.draw.hint import draw_hint
from scenes.table.draw.paint import Painter
from scenes.table.draw.replay import draw_replay
from scenes.table.draw.seats import draw_flights, draw_glow, draw_my_hand, draw_seat, draw_shown, draw_tricks
from scenes.table.draw.senas import draw_faces, draw_senas
from scenes.table.draw.talk import (draw_bubbles, draw_calls, draw_corner, draw_help, draw_result, draw_talk,
                                   placed_bubbles)
from scenes.table.view import TableView
from scenes.ui.widgets import felt


def draw_table(surface: pygame.Surface, view: TableView, painter: Painter) -> None:
    """Everything, back to front."""
    surface.blit(felt(surface.get_size()), (0, 0))
    draw_glow(surface, view, painter)
    draw_scoreboard(surface, view, painter)
    draw_tools(surface, view, painter)
    draw_log(surface, view, painter)
    draw_burned(surface, view, painter)
    for seat in range(view.players):
        draw_seat(surface, view, painter, seat)
    draw_faces(surface, view, painter)
    draw_tricks(surface, view, painter)
    draw_shown(surface, view, painter)
    draw_my_hand(surface, view, painter)
    draw_flights(surface, view, painter)
    bubbles = placed_bubbles(view, painter)  # placed once a frame: your corner and the talk keep off them
    draw_corner(surface, view, painter, bubbles)
    draw_help(surface, view, painter, bubbles)
    draw_calls(surface, view, painter)
    draw_hint(surface, view)
    draw_result(surface, view, painter)
    draw_bubbles(surface, view, painter, bubbles)
    draw_talk(surface, view, painter, bubbles)
    draw_senas(surface, view, painter)
    if view.replay is not None:
        draw_replay(surface, view, painter)
