"""Characters at the table: they play as themselves, the table calls them by name, their lines of
table talk show one at a time clear of your cards and the call buttons (and not at all with the
setting off), and a saved match keeps who sat where."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.cast import BY_ID  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules import Rules  # noqa: E402
from scenes.devtools.autoplay import Autoplayer  # noqa: E402
from scenes.host import saves  # noqa: E402
from scenes.table.draw.talk import talk_rect  # noqa: E402
from scenes.table.layout import LANDSCAPE  # noqa: E402
from scenes.table.scene import TableScene  # noqa: E402
from tests.test_table import frame, make_app  # noqa: E402

CAST4 = {1: "turco", 2: "cosme", 3: "beba"}


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.display.set_mode((1280, 720))


def cast_table(rules=Rules(players=4, target=30), cast=CAST4, seed=3, **settings):
    app = make_app(**settings)
    app.time_scale = 1.0
    table = TableScene(app, Match(rules, seed), cast=cast)
    app.push(table)
    return app, table


def play_frames(app, screen, table, frames, visit=None):
    auto = Autoplayer(app, level="normal", pause_frames=0)
    for _ in range(frames):
        auto.step()
        if auto.finished or app.top is None:
            break
        frame(app, screen)
        if visit is not None and app.top is table:
            visit()


def test_characters_play_as_themselves_and_are_called_by_name(screen):
    app, table = cast_table()
    assert table.computers.level_of(1) == "turco" and table.computers.level_of(2) == "cosme"
    assert table.names == {1: "Turco", 2: "Cosme", 3: "Beba"}
    seen_log: set[str] = set()
    play_frames(app, screen, table, 1500, visit=lambda: seen_log.update(table.view().log))
    view = table.view()
    assert view.names == table.names
    assert any(line.startswith(("Turco:", "Cosme:", "Beba:")) for line in seen_log), seen_log


def test_talk_shows_one_line_at_a_time_clear_of_your_cards_and_buttons(screen):
    app, table = cast_table()
    lines: list = []

    def visit():
        talk = table.picture.talk
        if talk is None:
            return
        assert talk.seat in CAST4
        if not lines or lines[-1] is not talk:
            lines.append(talk)
        view = table.view()
        placed = talk_rect(view, table.painter)
        assert placed is not None
        box, text = placed
        said = " ".join(text)  # whole, in as many lines as it takes; far from its speaker, named
        assert said in (talk.text, f"{table.names[talk.seat]}: {talk.text}") and "…" not in said
        lay = view.layout
        assert pygame.Rect(0, 0, *lay.size).contains(box)
        for held in view.my_cards:
            assert not box.colliderect(held.rect)
        for b in view.calls:
            assert not box.colliderect(b.rect)
        assert not box.colliderect(lay.your_corner) and not box.colliderect(lay.score_box)

    play_frames(app, screen, table, 6000, visit=visit)
    assert len(lines) >= 3
    assert all(line.text and not line.text.startswith("talk.") for line in lines)


def test_talk_boxes_keep_clear_of_every_fixed_place():
    lay = LANDSCAPE
    buttons = pygame.Rect(0, lay.button_y, lay.w, lay.button_h)
    slots = [r for r, _ in lay.hand_slots("bottom", 3)]
    your_hand = slots[0].unionall(slots[1:])
    for where, box in lay.talk_boxes.items():
        for other in (buttons, your_hand.inflate(0, 2 * lay.lift), lay.your_corner, lay.score_box, lay.log_rect,
                      lay.menu_rect):
            assert not box.colliderect(other), (where, box, other)
        for seat_place in ("left", "right", "top"):
            for trick in range(3):
                assert not box.colliderect(lay.played_rect(seat_place, trick)), (where, seat_place, trick)


def test_no_talk_with_the_setting_off(screen):
    app, table = cast_table(talk=False)
    said = []
    play_frames(app, screen, table, 4000, visit=lambda: said.append(table.picture.talk) if table.picture.talk else None)
    assert not said


def test_a_saved_match_keeps_its_characters_and_resumes_with_them(screen):
    app, table = cast_table(rules=Rules(players=2, target=15), cast={1: "rulo"})
    play_frames(app, screen, table, 300)
    slot = saves.saved(app.doc, saves.OWN)
    assert slot is not None and slot["cast"] == {"1": "rulo"}
    resumed = TableScene(app, Match.from_json(slot["save"]))
    assert resumed.cast == {1: "rulo"} and resumed.computers.level_of(1) == "rulo"
    # a slot naming a character that does not exist, or a seat that is yours, is not trusted
    for bad in ({"1": "nadie"}, {"0": "rulo"}, {"1": 5}, ["rulo"], {"1": "rulo", "3": "rulo"}):
        assert saves.cast_of(dict(slot, cast=bad), 4 if "3" in str(bad) else 2) == {}


def test_a_match_without_characters_plays_as_before(screen):
    app = make_app()
    table = TableScene(app, Match(Rules(players=2), 1))
    app.push(table)
    assert table.cast == {} and table.names == {} and table.computers.level_of(1) == "facil"
    assert "cast" not in (saves.saved(app.doc, saves.OWN) or {})


def test_every_character_short_name_fits_a_name_plate():
    from scenes.ui.fonts import get_font
    font = get_font("bold", 20)
    for c in BY_ID.values():
        assert font.size(c.short)[0] <= 120, c.short
