"""The table scene, headless: buttons equal the legal actions, input is ignored when it is not your
turn, keyboard plays cards, the summary and the next deal follow, the match is saved and resumed."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.match import Match  # noqa: E402
from game.rules import Rules  # noqa: E402
from scenes.devtools.autoplay import Autoplayer, MemoryStore  # noqa: E402
from scenes.table.layout import place  # noqa: E402
from scenes.table.picture import Bubble  # noqa: E402
from scenes.table.scene import TableScene  # noqa: E402
from scenes.ui.sound import Sound  # noqa: E402
from scenes.ui.stack import App  # noqa: E402

CONFIGS = {
    "ar2": Rules(players=2),
    "ar4": Rules(players=4, flor=True),
    "mn4": Rules(variant="mineiro", players=4, target=12),
}


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surf = pygame.display.set_mode((1280, 720))
    yield surf


def make_app(**settings) -> App:
    base = {"speed": "fast", "sound": False, "difficulty": "facil"}
    base.update(settings)
    app = App(MemoryStore(base))
    app.time_scale = 0.2
    app.sound = Sound(app.settings)
    return app


def frame(app: App, screen, dt: float = 1 / 30) -> None:
    """One frame of the real loop: route queued input to the top scene, update, draw."""
    for event in pygame.event.get():
        if app.top is not None:
            app.top.handle(event)
    if app.top is not None:
        app.top.update(dt)
    if app.stack and app.needs_draw():
        app.draw(screen)


def run_until(app, screen, cond, limit=3000):
    for _ in range(limit):
        if cond():
            return True
        frame(app, screen)
    return cond()


def table_app(key: str, seed: int = 1, **settings):
    app = make_app(**settings)
    table = TableScene(app, Match(CONFIGS[key], seed))
    app.push(table)
    return app, table


def human_turn(table):
    return lambda: table.app.top is table and table.human_acting()


@pytest.mark.parametrize("key", sorted(CONFIGS))
def test_buttons_and_cards_offer_exactly_the_legal_actions(screen, key):
    app, table = table_app(key, seed=11)
    auto = Autoplayer(app, level="facil", pause_frames=0)
    checked = 0
    for _ in range(20000):
        if app.top is table and table.human_acting():
            table.refresh_buttons()
            legal = set(table.match.legal_actions(0))
            assert table.controls.offered() == legal
            for action in legal:
                if table.controls.point_for(action) is None:  # a card in the other face-up/down mode
                    assert action.split(":")[0] in ("play", "down"), action
                    assert table.controls.point_for("toggle-down") is not None
            labels = [b.label for b in table.controls.calls]
            assert all(label and not label.startswith("act_") for label in labels)
            assert all(b.rect.height >= 48 for b in table.controls.calls)
            checked += 1
        if checked >= 12 or table.match.hand_no > 4:
            break
        auto.step()
        frame(app, screen)
    assert checked >= 6


def test_clicks_and_keys_on_others_turns_change_nothing(screen):
    app, table = table_app("ar4", seed=3)
    tried = 0
    for _ in range(4000):
        frame(app, screen)
        if app.top is not table or table.human_acting() or table.match.hand.over:
            if app.top is not table:
                app.pop()
            elif table.human_acting():
                table.apply("0:" + table.match.legal_actions(0)[0])
            continue
        before = (table.match.to_json(), table.actions_applied)
        points = [r.center for r in table.controls.card_rects()] + [(640, 680), (300, 680), (900, 680)]
        for p in points:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
        for k in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_t, pygame.K_e, pygame.K_q,
                  pygame.K_m, pygame.K_RETURN, pygame.K_SPACE):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        for event in pygame.event.get():
            table.handle(event)
        assert (table.match.to_json(), table.actions_applied) == before
        tried += 1
        if tried >= 25:
            break
    assert tried >= 25


def test_keyboard_digits_play_cards(screen):
    for seed in range(1, 30):
        app, table = table_app("ar2", seed=seed)
        assert run_until(app, screen, human_turn(table))
        if any(a.startswith("play:") for a in table.match.legal_actions(0)):
            break
    hand_before = list(table.picture.hands[0])
    second = hand_before[1]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
    frame(app, screen)
    assert table.match.hand.history[-1] == f"0:play:{second}" or second not in table.match.hand.cards[0]
    assert second not in table.match.hand.cards[0]


def test_a_click_on_a_card_plays_it_and_a_call_button_calls(screen):
    for seed in range(1, 40):
        app, table = table_app("ar2", seed=seed)
        assert run_until(app, screen, human_turn(table))
        if "truco" in table.match.legal_actions(0):
            break
    table.refresh_buttons()
    pos = table.controls.point_for("truco")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frame(app, screen)
    assert table.match.hand.history[-1] == "0:truco"
    assert table.picture.bubbles.get(0) or any(e.kind == "call" for e in table.match.hand.events)
    # the rival answers in time; then a card click plays that card
    assert run_until(app, screen, lambda: human_turn(table)() or table.match.hand.over)
    if not table.match.hand.over:
        plays = [a for a in table.match.legal_actions(0) if a.startswith("play:")]
        if plays:
            pos = table.controls.point_for(plays[0])
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            frame(app, screen)
            assert table.match.hand.history[-1] == "0:" + plays[0]


def test_a_tap_picks_a_card_and_a_second_tap_plays_it(screen):
    app, table = table_app("ar2", seed=2)
    assert run_until(app, screen, human_turn(table))
    plays = [a for a in table.match.legal_actions(0) if a.startswith("play:")]
    assert plays
    before = len(table.match.hand.history)
    for tap in range(2):
        x, y = table.controls.point_for(plays[0])
        for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
            pygame.event.post(pygame.event.Event(kind, x=x / 1280, y=y / 720, touch_id=0, finger_id=0))
        frame(app, screen)
        if tap == 0:  # Confirmar jugada (on touch, the default): the first tap only lifts it
            assert len(table.match.hand.history) == before and table.controls.selected is not None
    assert table.match.hand.history[-1] == "0:" + plays[0]


def test_mouse_hover_lifts_the_card_under_the_pointer(screen):
    app, table = table_app("ar2", seed=2)
    assert run_until(app, screen, human_turn(table))
    rects = table.controls.card_rects()
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rects[0].center, rel=(0, 0), buttons=(0, 0, 0)))
    assert table.controls.hover == 0
    assert table.controls.card_rects()[0].y < rects[0].y


def test_summary_after_each_hand_then_the_next_deal_and_the_match_is_saved(screen):
    app, table = table_app("ar2", seed=4)
    auto = Autoplayer(app, level="facil", pause_frames=0)
    saw_summary = False
    for _ in range(20000):
        if app.top is not table:
            saw_summary = True
            assert table.match.hand.over
            break
        auto.step()
        frame(app, screen)
    assert saw_summary
    saved = app.doc["match"]
    assert saved["save"] == table.match.to_json() and saved["daily"] is None
    assert Match.from_json(saved["save"]).scores == table.match.scores
    hand_no = table.match.hand_no
    # the autoplayer closes the dialog; the table deals the next hand
    for _ in range(4000):
        auto.step()
        frame(app, screen)
        if table.match.hand_no == hand_no + 1:
            break
    assert table.match.hand_no == hand_no + 1 or table.match.over


def test_resumed_match_shows_the_hand_in_progress(screen):
    m = Match(Rules(players=4), 9)
    m.start_hand()
    for _ in range(5):
        m.apply(m.legal_actions()[0])
    if m.hand.over:
        pytest.skip("hand ended early")
    app = make_app()
    table = TableScene(app, Match.from_json(m.to_json()))
    app.push(table)
    frame(app, screen)
    h = table.match.hand
    assert [len(x) for x in table.picture.hands] == [len(c) for c in h.cards]
    assert sum(len(t) for t in table.picture.tricks) == sum(len(t) for t in h.tricks)
    assert table.picture.hands[0] == h.cards[0]
    assert all(c is None for s in (1, 2, 3) for c in table.picture.hands[s])


def test_dealing_animates_card_by_card(screen):
    app, table = table_app("ar4", seed=5)
    app.time_scale = 1.0
    frame(app, screen, 0.01)
    assert table.picture.flights and not table.human_acting()
    counts = []
    for _ in range(40):
        frame(app, screen, 0.1)
        counts.append(sum(len(h) for h in table.picture.hands))
    assert counts[0] < 12 and max(counts) == 12
    dealt = counts[:counts.index(12) + 1]
    assert dealt == sorted(dealt) and len(dealt) >= 10  # one by one over about 3 s, never back


def test_mineiro_face_down_toggle_and_blind_play(screen):
    # find a Mineiro position where seat 0 may play face down
    for seed in range(1, 60):
        app, table = table_app("mn4", seed=seed)
        auto = Autoplayer(app, level="random", pause_frames=0)
        for _ in range(6000):
            if app.top is table and table.human_acting() and any(
                    a.startswith("down:") for a in table.match.legal_actions(0)):
                break
            if app.top is not table or table.match.hand_no > 2:
                break
            auto.step()
            frame(app, screen)
        if app.top is table and table.human_acting() and any(
                a.startswith("down:") for a in table.match.legal_actions(0)):
            break
    else:
        pytest.skip("no face-down chance found")
    table.refresh_buttons()
    toggle = table.controls.point_for("toggle-down")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=toggle, button=1))
    frame(app, screen)
    assert table.controls.down_mode
    card = table.picture.hands[0][0]
    assert table.controls.offered() >= {f"down:{card}"}
    pos = table.controls.point_for(f"down:{card}")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frame(app, screen)
    assert table.match.hand.history[-1] == "0:down"
    assert any(s == 0 and d and c == card for tr in table.picture.tricks for s, c, d in tr)


def test_mineiro_ferro_is_played_blind(screen):
    m = Match(Rules(variant="mineiro", players=4, target=12), 7, scores=(11, 11))
    app = make_app()
    table = TableScene(app, m)
    app.push(table)
    assert run_until(app, screen, human_turn(table))
    assert m.hand.mineiro.ferro
    legal = set(m.legal_actions(0))
    assert table.controls.offered() == legal
    assert all(a.startswith("blind:") for a in legal if ":" in a)
    pos = table.controls.point_for("blind:2")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frame(app, screen)
    assert m.hand.history[-1].startswith("0:play:")


def test_escape_opens_the_pause_dialog_and_sound_toggles(screen):
    app, table = table_app("ar2", seed=2, sound=True)
    frame(app, screen)
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    pause = app.top
    assert pause is not table and pause.overlay
    sound_button = next(b for b in pause.buttons if b.action == "sound")
    pause.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=sound_button.rect.center, button=1))
    assert app.settings["sound"] is False
    pause.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.top is table


def test_sound_mute_and_no_device():
    s = Sound({"sound": False})
    s.play("truco")
    assert s.played == []
    s.toggle()
    s.play("truco")  # no audio device under the dummy driver: must not fail
    assert s.played == ["truco"]


def test_pause_menu_then_continue_resumes_the_same_match(screen):
    pytest.importorskip("scenes.screens.menu")
    app, table = table_app("ar4", seed=6)
    auto = Autoplayer(app, level="facil", pause_frames=0)
    for _ in range(3000):
        if table.actions_applied >= 3 and app.top is table and table.idle():
            break
        auto.step()
        frame(app, screen)
    saved = table.match.to_json()
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    menu_button = next(b for b in app.top.buttons if b.action == "menu")
    app.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu_button.rect.center, button=1))
    assert type(app.top).__name__ == "MenuScene"
    assert app.doc["match"]["save"] == saved
    app.top.resume()
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.match.to_json() == saved
    frame(app, screen)
    assert [len(h) for h in resumed.picture.hands] == [len(c) for c in resumed.match.hand.cards]


def test_the_table_plays_its_sound_cues(screen):
    app, table = table_app("ar2", seed=8, sound=True)
    auto = Autoplayer(app, level="facil", pause_frames=0)
    for _ in range(20000):
        if table.match.hand_no >= 3 or table.match.over:
            break
        auto.step()
        frame(app, screen)
    played = set(app.sound.played)
    assert {"shuffle", "deal", "play"} <= played
    assert played & {"points", "win"}


def test_a_touch_and_its_mouse_echo_toggle_face_down_only_once(screen):
    app, table = table_app("mn4", seed=1)
    table.controls.down_mode = False
    # a stand-in position: press the toggle as a touch, then SDL's synthetic mouse click
    from scenes.ui.widgets import Button
    table.controls.calls = [Button(pygame.Rect(600, 654, 160, 50), "x", "toggle-down")]
    table.human_acting = lambda: True
    table.refresh_buttons = lambda: None
    table.handle(pygame.event.Event(pygame.FINGERDOWN, x=680 / 1280, y=680 / 720, touch_id=0, finger_id=0))
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(680, 680), button=1, touch=True))
    assert table.controls.down_mode is True


def test_a_resumed_match_keeps_the_level_it_was_started_with(screen):
    m = Match(Rules(players=2), 4)
    m.start_hand()
    app = make_app(difficulty="dificil")
    app.doc["match"] = {"save": m.to_json(), "daily": None, "level": "facil"}
    table = TableScene(app, Match.from_json(m.to_json()))
    assert table.level == "facil"
    other = TableScene(app, Match(Rules(players=2), 5))
    assert other.level == "dificil"


def test_computer_players_learn_the_human_within_a_match_but_not_in_a_daily(screen):
    from game.ai.profile import learned_profiles

    app, table = table_app("ar4", seed=9)
    assert sorted(table.profiles) == [1, 2, 3]
    auto = Autoplayer(app, level="facil", pause_frames=0)
    for _ in range(20000):
        if table.match.hand_no >= 3 or table.match.over:
            break
        auto.step()
        frame(app, screen)
    done = table.match.hand_no - (0 if table.match.hand.over else 1)
    assert done >= 2
    assert all(p.hands == done for p in table.profiles.values())
    # a resumed match rebuilds the same profiles from the match's record
    again = learned_profiles(Match.from_json(table.match.to_json()), [1, 2, 3])
    for seat, p in table.profiles.items():
        assert (again[seat].bets, again[seat].folds, again[seat].hands) == (p.bets, p.folds, p.hands)
    daily = TableScene(make_app(), Match(CONFIGS["ar2"], 5), daily={"date": "2026-11-29", "rules_key": "x"})
    assert daily.profiles == {}


# ---------------------------------------------------------------- the look (visual QA pass)
def _tri_area(p):
    (ax, ay), (bx, by), (cx, cy) = p
    return abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2


@pytest.mark.parametrize("key", ["ar2", "ar4"])
def test_speech_bubbles_have_a_real_tail_pointing_at_their_speaker(screen, key):
    from scenes.table.layout import LANDSCAPE as L
    from scenes.table.draw.talk import bubble_rect, bubble_tail, bubble_tip
    from scenes.ui.fonts import get_font
    app, table = table_app(key)
    run_until(app, screen, human_turn(table))
    canvas = pygame.Rect(0, 0, L.w, L.h)
    size = get_font("display", 34).size("¡Quiero vale cuatro!")
    boxes = {}
    for seat in range(table.rules.players):  # all speaking at once, as drawn: each clear of those before
        box = bubble_rect(table.view(), table.painter, seat, size, tuple(b.inflate(8, 8) for b in boxes.values()))
        tip = bubble_tip(table.view(), table.painter, seat)
        tail = bubble_tail(box, tip)
        assert canvas.contains(box)
        assert not box.collidepoint(tip), "the tail's point lies outside the bubble, at the speaker"
        assert _tri_area(tail) > 150, f"seat {seat}: the tail is a visible triangle, not a line"
        for x, y in tail[1:]:  # its base sits on the bubble's edge
            assert x in (box.left, box.right - 1) or y in (box.top, box.bottom - 1)
        boxes[seat] = box
    log = pygame.Rect(L.w - 18 - L.log_rect.w, 18, L.log_rect.w, 214)
    assert not boxes[table.rules.players // 2].colliderect(log)
    # with your hand empty your bubble speaks from beside your name plate
    from scenes.table.draw.seats import plate_rects
    held, slots = table.picture.hands[0], table.picture.slots[0]
    table.picture.hands[0], table.picture.slots[0] = [], 0
    plate, _ = plate_rects(table.view(), table.painter, 0)
    tip = bubble_tip(table.view(), table.painter, 0)
    box = bubble_rect(table.view(), table.painter, 0, size)
    assert abs(tip[1] - plate.centery) <= 2 and tip[0] > plate.right and box.left > tip[0]
    assert _tri_area(bubble_tail(box, tip)) > 150
    table.picture.hands[0], table.picture.slots[0] = held, slots  # the top player's bubble leaves the log readable
    # your bubble covers neither your cards nor the call buttons
    for r in table.controls.card_rects():
        assert not boxes[0].colliderect(r)
    assert boxes[0].bottom < L.button_y
    for a in boxes:
        for b in boxes:
            if a < b:
                assert not boxes[a].colliderect(boxes[b]), (a, b)


def test_name_plates_never_cover_held_cards(screen):
    from scenes.table.layout import LANDSCAPE as L
    from scenes.table.draw.seats import plate_rects
    for key in ("ar2", "ar4", "mn4"):
        app, table = table_app(key)
        run_until(app, screen, human_turn(table))
        for seat in range(1, table.rules.players):
            where = place(table.rules.players, seat)
            plate, chips = plate_rects(table.view(), table.painter, seat)
            for rect, _ in L.hand_slots(where, 3):
                if where in ("left", "right"):
                    rect = pygame.Rect(0, 0, rect.h, rect.w).move(0, 0)
                    rect.center = L.hand_slots(where, 3)[0][0].center
                assert not plate.colliderect(rect), (key, seat)
                for _, chip in chips:
                    assert not chip.colliderect(rect), (key, seat)


def test_the_four_top_cards_carry_a_mark_when_help_is_on(screen):
    from scenes.table.layout import LANDSCAPE as L
    from scenes.table.draw.paint import GOLD
    from scenes.table.draw.seats import top_mark_centre
    from scenes.table.view import top_card
    app, table = table_app("ar2")
    assert [c for c in ("1e", "1b", "7e", "7o", "3e", "12o") if top_card(table.rules, app.settings, c)] == \
        ["1e", "1b", "7e", "7o"]
    app.settings["show_envido"] = False
    assert not top_card(table.rules, app.settings, "1e")
    app.settings["show_envido"] = True
    _, mn = table_app("mn4")
    assert sorted(c for c in mn.rules.v.deck if top_card(mn.rules, app.settings, c)) == ["4c", "7d", "7h", "As"]
    # drawn: a gold badge on a held top card, none without help
    table.picture.hands[0] = ["1e", "4c", "5c"]
    table.picture.slots[0] = 3
    table.show.queue.clear()
    table.picture.flights.clear()
    rect, angle = L.hand_slots("bottom", 3)[0]
    for help_on in (True, False):
        app.settings["show_envido"] = help_on
        screen.fill((0, 0, 0))
        table.draw(screen)
        rects = table.controls.card_rects()
        cx, cy = top_mark_centre(rects[0], angle)
        pixel = tuple(screen.get_at((cx, cy - 11)))[:3]
        assert (pixel == GOLD) == help_on


def test_bubbles_of_a_finished_hand_do_not_outlive_it(screen):
    app, table = table_app("ar2", seed=4)
    for _ in range(6000):
        if table.match.hand.over:
            break
        if table.human_acting():
            table.apply("0:" + table.match.legal_actions(0)[-1])
        frame(app, screen)
    assert table.match.hand.over and app.top is table
    table.picture.bubbles[1] = Bubble("No quiero", 60.0)  # a long-lived last word
    assert run_until(app, screen, lambda: app.top is not table or table.result is not None, limit=3000)
    assert table.picture.bubbles == {}


def test_the_dealer_gathers_the_last_hands_cards_before_dealing(screen):
    from scenes.table.layout import LANDSCAPE as L
    from scenes.table.show import GATHER_SECONDS
    app, table = table_app("ar2", seed=6, summary="always")
    frame(app, screen, 0.01)
    first = [f for f in table.picture.flights]
    assert first and all(f.deal for f in first)  # nothing to gather at the start
    for _ in range(6000):
        if table.match.hand.over:
            break
        if table.human_acting():
            table.apply("0:" + table.match.legal_actions(0)[0])
        frame(app, screen)
    played = sum(len(t) for t in table.picture.tricks)
    held = sum(len(h) for h in table.picture.hands)
    assert played >= 2
    assert run_until(app, screen, lambda: app.top is not table, limit=3000)
    app.pop()  # the summary
    assert run_until(app, screen, lambda: table.match.hand_no == 2 and table.picture.flights, limit=200)
    gather = [f for f in table.picture.flights if not f.deal]
    deal = [f for f in table.picture.flights if f.deal]
    end = L.decks[place(2, table.match.hand.dealer)]
    assert len(gather) == played + held
    assert all(f.end == end for f in gather)
    assert all(abs(f.duration - GATHER_SECONDS * table.speed) < 1e-9 for f in gather)
    assert {f.start for f in gather} >= {L.played_rect(place(2, 0), 0).center}
    assert table.picture.tricks == [[]]  # the table itself is cleared: only the flights show the cards
    assert min(f.delay for f in deal) >= max(f.delay + f.duration for f in gather) - 1e-9


def test_with_flor_in_hand_the_help_shows_your_flor_not_your_envido(screen):
    from game.cards import flor_value, has_flor
    found = 0
    for seed in range(1, 200):
        app, table = table_app("ar4", seed=seed)
        dealt = table.match.hand.dealt[0]
        table.picture.hands[0] = list(dealt)
        if has_flor(dealt):
            assert table.view().flor == flor_value(dealt)
            app.settings["show_envido"] = False
            assert table.view().flor is None
            found += 1
        else:
            assert table.view().flor is None and table.view().envido is not None
        if found >= 2:
            break
    assert found >= 2
    _, plain = table_app("ar2", seed=1)  # without flor in the rules, never
    plain.picture.hands[0] = list(plain.match.hand.dealt[0])
    assert plain.view().flor is None


def test_keyboard_focus_on_a_call_button_is_a_thick_gold_ring(screen):
    from scenes.ui.widgets import FOCUS_RING
    app, table = table_app("ar2", seed=3)
    assert run_until(app, screen, human_turn(table))
    frame(app, screen)
    assert table.controls.calls

    def ring_pixels():
        screen.fill((0, 0, 0))
        table.draw(screen)
        b = table.buttons[table.controls.focus or 0]
        ring = b.rect.inflate(8, 8)
        return [tuple(screen.get_at((ring.centerx, ring.top + dy)))[:3] for dy in range(4)]

    assert FOCUS_RING not in ring_pixels()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    frame(app, screen)
    assert table.controls.focus is not None
    assert ring_pixels().count(FOCUS_RING) >= 3


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_name_plates_and_chips_stay_clear_of_the_log_in_every_language(screen, lang):
    from scenes.table.layout import LANDSCAPE as L
    from scenes.table.draw.seats import plate_rects
    from scenes.ui.i18n import set_language
    log = pygame.Rect(L.w - 18 - L.log_rect.w, 18, L.log_rect.w, 214)
    set_language(lang)
    try:
        for seed in range(1, 6):  # the dealer and mano chips move round the table
            app, table = table_app("ar4", seed=seed)
            for seat in range(table.rules.players):
                plate, chips = plate_rects(table.view(), table.painter, seat)
                assert not plate.colliderect(log)
                assert all(not r.colliderect(log) and L.w > r.right for _, r in chips)
    finally:
        set_language("es")


def test_your_envido_is_not_shown_once_the_hand_is_over(screen):
    for seed in range(1, 40):
        app, table = table_app("ar2", seed=seed)
        table.picture.hands[0] = list(table.match.hand.dealt[0])
        assert table.view().envido is not None
        if "mazo" in table.match.legal_actions(0) and table.match.to_act == 0:
            table.match.apply("0:mazo")
            assert table.match.hand.over and table.view().envido is None
            return
    pytest.fail("no seed where you may go to the mazo first")


def test_a_played_card_ends_the_bubbles_so_none_hides_the_trick(screen):
    from game.events import Event
    app, table = table_app("ar2", seed=2)
    assert run_until(app, screen, human_turn(table))
    table.picture.bubbles[1] = Bubble("¡Truco!", 2.0)
    table.picture.bubbles[0] = Bubble("¡Quiero!", 2.0)
    card = table.picture.hands[0][0]
    table.show.event(Event("play", seat=0, card=card))
    assert table.picture.bubbles == {}


def test_mineiro_bet_buttons_name_their_stake_like_each_other():
    from scenes.ui.words import action_label
    from scenes.ui.i18n import set_language
    set_language("es")
    labels = [action_label(a, "mineiro") for a in ("truco", "seis", "nove", "doze")]
    assert labels == ["Truco (3)", "Seis (6)", "Nove (9)", "Doze (12)"]
    assert action_label("truco", "argentino") == "Truco"


def test_cards_shown_at_the_end_lie_over_their_owner_and_clear_of_plates_and_other_cards(screen):
    from scenes.table.layout import LANDSCAPE as L
    from scenes.table.draw.seats import plate_rects, shown_label_rect, shown_rects
    canvas = pygame.Rect(0, 0, L.w, L.h)
    for key in ("ar2", "ar4"):
        for seed in range(1, 4):
            app, table = table_app(key, seed=seed)
            n = table.rules.players
            table.picture.hands = [[None] * 3 for _ in range(n)]
            table.picture.slots = [3] * n
            plates, held = [], {}
            for s in range(n):
                plate, chips = plate_rects(table.view(), table.painter, s)
                plates += [plate] + [r for _, r in chips]
                where = place(n, s)
                held[s] = [r for r, _ in L.hand_slots(where, 3)]  # sideways ones are already wide
            for seat in range(1, n):
                rects = shown_rects(table.view(), seat, 2)
                own = held[seat][0].unionall(held[seat])
                tag = shown_label_rect(table.view(), rects, (190, 24), place(n, seat) == "top")
                for r in rects + [tag]:
                    assert canvas.contains(r)
                    for o in plates + [x for s in range(n) if s != seat for x in held[s]]:
                        assert not r.inflate(4, 4).colliderect(o), (key, seed, seat, r, o)
                for r in rects:  # turned face up where the owner holds them
                    assert own.inflate(40, 40).contains(r), (key, seat, r, own)
