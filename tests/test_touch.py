"""Touch as people use it (issue 22): a card dragged up is played, a tap only lifts it and a
second tap plays it (the Confirmar jugada setting: on touch, always, never), a drag that does not
go up puts it back; the browser's back button reaches the game as the back key."""
from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.rules import Rules
from scenes.devtools.autoplay import MemoryStore
from scenes.table.scene import TableScene
from scenes.table.touch import DRAG_PLAY
from scenes.ui.sound import Sound
from scenes.ui.stack import App

HANDS = [["1e", "7o", "4c"], ["3b", "12c", "5o"]]


def table(size=(1280, 720), **settings) -> TableScene:
    """A 1-against-1 table where it is your turn (you are mano), on a canvas of ``size``."""
    base = {"speed": "fast", "sound": False, "difficulty": "facil"}
    base.update(settings)
    app = App(MemoryStore(base))
    app.sound = Sound(app.settings)
    app.resize(size)
    m = Match(Rules(players=2), 1, dealer=1)
    m.start_hand(hands=HANDS)
    scene = TableScene(app, Match.from_json(m.to_json()))
    app.push(scene)
    assert scene.human_acting()
    return scene


def finger(scene: TableScene, kind: int, pos: tuple[int, int], finger_id: int = 0) -> None:
    w, h = scene.layout.size
    scene.handle(pygame.event.Event(kind, x=pos[0] / w, y=pos[1] / h, touch_id=0, finger_id=finger_id,
                                    dx=0.0, dy=0.0))


def card_centre(scene: TableScene, i: int) -> tuple[int, int]:
    return scene.controls.card_rects()[i].center


def played(scene: TableScene) -> list[str]:
    return list(scene.match.hand.history)


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280)])
def test_a_card_dragged_up_is_played(canvas, size):
    scene = table(size)
    start = card_centre(scene, 0)
    finger(scene, pygame.FINGERDOWN, start)
    mid = (start[0] + 10, start[1] - DRAG_PLAY // 2)
    finger(scene, pygame.FINGERMOTION, mid)
    assert scene.controls.card_rects()[0].centery < start[1]  # the card follows the finger
    assert played(scene) == []
    finger(scene, pygame.FINGERUP, (start[0] + 20, start[1] - DRAG_PLAY - 40))
    assert played(scene) == ["0:play:1e"]


def test_a_drag_that_does_not_go_up_puts_the_card_back(canvas):
    scene = table()
    start = card_centre(scene, 1)
    finger(scene, pygame.FINGERDOWN, start)
    finger(scene, pygame.FINGERMOTION, (start[0] + 120, start[1]))
    finger(scene, pygame.FINGERUP, (start[0] + 120, start[1] + 10))
    assert played(scene) == [] and scene.controls.drag is None and scene.controls.selected is None
    assert scene.controls.card_rects()[1].center == start


@pytest.mark.parametrize("mode, taps, clicks", [("touch", 2, 1), ("always", 2, 2), ("never", 1, 1)])
def test_confirmar_jugada_decides_how_many_taps_and_clicks_play_a_card(canvas, mode, taps, clicks):
    for touch, needed in ((True, taps), (False, clicks)):
        scene = table(confirm_play=mode)
        for n in range(needed):
            assert played(scene) == []
            pos = card_centre(scene, 2)
            if touch:
                finger(scene, pygame.FINGERDOWN, pos)
                finger(scene, pygame.FINGERUP, pos)
            else:
                scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            if n < needed - 1:
                assert scene.controls.selected == 2
                assert scene.view().my_cards[2].selected and scene.view().confirm_hint
        assert played(scene) == ["0:play:4c"], (mode, touch)


def test_a_tap_elsewhere_lets_a_picked_card_down_and_a_key_still_plays_at_once(canvas):
    scene = table()
    pos = card_centre(scene, 0)
    finger(scene, pygame.FINGERDOWN, pos)
    finger(scene, pygame.FINGERUP, pos)
    assert scene.controls.selected == 0
    finger(scene, pygame.FINGERDOWN, (40, 300))
    assert scene.controls.selected is None and played(scene) == []
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
    assert played(scene) == ["0:play:7o"]


def test_a_second_finger_or_the_mouse_echo_does_not_play_the_dragged_card(canvas):
    scene = table()
    start = card_centre(scene, 0)
    finger(scene, pygame.FINGERDOWN, start, finger_id=0)
    finger(scene, pygame.FINGERUP, (start[0], start[1] - 400), finger_id=1)  # another finger
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=True))
    assert played(scene) == [] and scene.controls.drag is not None


def test_hostile_touch_coordinates_are_clamped(canvas):
    scene = table()
    for x, y in ((float("nan"), 0.5), (-5.0, 2.0), (1e300, -1e300), ("x", None)):
        scene.handle(pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, touch_id=0, finger_id=0))
        scene.handle(pygame.event.Event(pygame.FINGERUP, x=x, y=y, touch_id=0, finger_id=0))
    assert scene.match.hand is not None  # nothing broke; whatever was tapped was a place on the canvas
