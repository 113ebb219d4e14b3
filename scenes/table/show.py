"""Showing the engine's events on the table, one by one: cards fly, bubbles speak, points count up.

Every action's events wait in :attr:`Show.queue`; each one shown changes the picture
(:class:`scenes.table.picture.Picture`) and says how long to wait before the next. Nobody acts
while the queue is being shown (:meth:`Show.idle`), so the picture lags the engine by at most one
action.
"""
from __future__ import annotations

from collections import deque
from typing import Callable

from game.ai.cast import BY_ID
from game.events import Event
from game.match import Match
from game.talk import pick as pick_line
from scenes.table.layout import Layout, place
from scenes.table.motion import Flight
from scenes.table.picture import Picture, Played, Talk
from scenes.table.words import BET_FAMILY, ENVIDO_FAMILY
from scenes.ui.faces import gesture_for
from scenes.ui.i18n import t
from scenes.ui.sound import Sound

BUBBLE_SECONDS = 2.0
TALK_SECONDS = 3.2  # a line of table talk stays this long (times the speed factor)
#: the kind of the table's own event that says a line of table talk (``what``: its catalogue key)
TALK = "talk"
GATHER_SECONDS = 0.4  # the dealer gathers the last hand's cards before dealing


def with_talk(events: list[Event], match: Match, cast: dict[int, str], before: list[int]) -> list[Event]:
    """An action's ``events`` (the scores were ``before`` it), with a character's line of table
    talk (:func:`game.talk.pick`) as the table's own event beside the event it answers; as they
    were when no character has a line for them."""
    characters = {seat: BY_ID[name] for seat, name in cast.items()}
    line = pick_line(events, match.observe(0), characters, match.seed, before) if characters else None
    out = list(events)
    if line is not None:
        out.insert(line.after, Event(TALK, seat=line.seat, what=line.key))  # said as it happens
    return out


def visible_cards(match: Match, seat: int) -> list[str | None]:
    """What the person sees of ``seat``'s cards now: codes, or None for a back."""
    h = match.hand
    assert h is not None
    cards = h.cards[seat]
    if seat == 0 and not h.mineiro.ferro:
        return list(cards)
    if seat == 2 and match.rules.players == 4 and h.mineiro.onze_team == 0:
        return list(cards)
    return [None] * len(cards)


def picture_of(match: Match) -> Picture:
    """The picture of a match as it stands (a resumed one), with nothing left to show."""
    n = match.rules.players
    pic = Picture.empty(n, list(match.scores))
    h = match.hand
    if h is None:
        return pic
    for s in range(n):
        pic.hands[s] = visible_cards(match, s)
        pic.slots[s] = len(pic.hands[s])
    pic.tricks = [[Played(s, c if (not d or s == 0) else None, d) for s, c, d in trick] for trick in h.tricks]
    if not pic.tricks:
        pic.tricks = [[]]
    pic.results = list(h.results)
    pic.winners = [None] * len(h.results)
    for i, ev in enumerate(e for e in h.events if e.kind == "trick"):
        if i < len(pic.winners) and ev.team is not None:
            pic.winners[i] = ev.seat
    pic.burned = [list(b) for b in h.mineiro.burned]
    pic.shown = {s: list(c) for s, c in h.envido.shown.items()}
    pic.caught = {s for s, _, seen in h.senas if 0 in seen and s & 1}
    for ev in h.events:
        pic.log_event(ev)
    return pic


class Show:
    """Shows a match's events on its picture.

    :param speed: the seconds multiplier now (the speed setting).
    """

    def __init__(self, match: Match, picture: Picture, layout: Layout, sound: Sound,
                 speed: Callable[[], float]) -> None:
        self.match = match
        self.picture = picture
        self.layout = layout
        self.sound = sound
        self.speed = speed
        self.n = match.rules.players
        self.queue: deque[Event] = deque()
        self.hold = 0.0  # seconds before the next event is shown
        #: the place in your hand of the card you just played blind (mão de ferro)
        self.blind_index: int | None = None

    def set_layout(self, layout: Layout) -> None:
        """The canvas turned: the next events fly to the new places, and so do the cards in the air."""
        self.layout = layout
        for f in self.picture.flights:
            f.relayout(layout)

    def idle(self) -> bool:
        """Nothing left to show: the engine and the picture agree."""
        return not self.queue and not self.picture.flights and self.hold <= 0

    def advance(self, dt: float) -> bool:
        """Move the flights, count the points up, age the bubbles, show the next queued events;
        True when the picture changed beyond the moving cards."""
        changed = False
        pic = self.picture
        for f in list(pic.flights):
            was = f.started
            f.t += dt
            if f.started and not was and f.on_land is not None and f.sound:
                self.sound.play(f.sound)
            if f.done:
                pic.flights.remove(f)
                if f.on_land:
                    f.on_land()
                changed = True
        changed = pic.age(dt) or changed
        if self.hold > 0:
            self.hold -= dt
        while self.hold <= 0 and self.queue and not any(f.deal for f in pic.flights):
            self.hold += self.event(self.queue.popleft())
            changed = True
        return changed

    def event(self, ev: Event) -> float:
        """Start showing one event; returns how long to wait before the next one."""
        k = ev.kind
        sp = self.speed()
        pic = self.picture
        if not ev.visible_to(0):
            return 0.0  # a seña you did not see
        pic.log_event(ev)
        if k == "sena" and ev.seat is not None and ev.what is not None:
            # the seña plays on its maker's face while the game goes on
            pic.sign(ev.seat, gesture_for(self.match.rules.variant, ev.what), bool(ev.seat & 1))
            return 0.15 * sp
        if k == "deal":
            gather = self.gather()
            h = self.match.hand
            assert h is not None
            pic.clear_hand(list(h.start_scores))
            self.sound.play("shuffle")
            return self.deal_missing(delay=gather) + 0.1 * sp
        if k == "tanda":
            return self.tanda(ev)
        if k == "play":
            return self.play(ev)
        if k == "trick":
            pic.results.append(ev.team)
            pic.winners.append(ev.seat if ev.team is not None else None)
            return 0.9 * sp
        if k in ("call", "answer", "onze"):
            pic.say(ev.seat, t(f"say_{ev.what}"), BUBBLE_SECONDS)
            if ev.what in ENVIDO_FAMILY:
                self.sound.play("envido")
            elif ev.what in BET_FAMILY:
                self.sound.play("truco")
            return 1.0 * sp
        if k == "flor":
            pic.say(ev.seat, t("say_flor"), BUBBLE_SECONDS)
            self.sound.play("envido")
            return 1.0 * sp
        if k == "envido-value":
            pic.say(ev.seat, t("say_value", value=ev.value), BUBBLE_SECONDS)
            return 0.9 * sp
        if k == "son-buenas":
            pic.say(ev.seat, t("say_son-buenas"), BUBBLE_SECONDS)
            return 0.9 * sp
        if k == "score":
            assert ev.team is not None and ev.points is not None
            pic.scores[ev.team] += ev.points
            self.sound.play("points")
            return 0.5 * sp
        if k == "show":
            assert ev.seat is not None
            pic.shown[ev.seat] = list(ev.cards or ())
            return 0.6 * sp
        if k == "hand-over":
            if ev.team == 0:
                self.sound.play("win")
            return 1.0 * sp
        if k == "chico-over":
            return 0.5 * sp
        if k == TALK:
            assert ev.seat is not None and ev.what is not None
            pic.talk = Talk(ev.seat, t(ev.what), TALK_SECONDS * max(sp, 0.7))
            return 0.0
        return 0.0

    def tanda(self, ev: Event) -> float:
        """Mineiro: the mão keeps, passes or burns a batch; the next one is dealt."""
        sp = self.speed()
        pic = self.picture
        h = self.match.hand
        assert h is not None
        mano = h.mano
        pic.say(ev.seat, t(f"say_{ev.what}"), BUBBLE_SECONDS)
        if ev.what == "pass":
            self.move_hand(mano, (mano + 2) % self.n)
        elif ev.what == "burn":
            pic.burned.append(list(ev.cards or ()))
            pic.hands[mano] = []
            pic.slots[mano] = 0
        return 0.6 * sp + self.deal_missing(delay=0.4 * sp)

    def gather(self) -> float:
        """The new dealer gathers the last hand's cards (played, shown and still held) into the
        deck: each flies there with ease-out in ~0.4 s. Returns how long it takes (0 on the first
        deal)."""
        h = self.match.hand
        if h is None:
            return 0.0
        lay, pic, sp = self.layout, self.picture, self.speed()
        deck = place(self.n, h.dealer)
        per = GATHER_SECONDS * sp
        k = 0
        for trick_no, trick in enumerate(pic.tricks):
            for seat, code, down in trick:
                def route(lay: Layout, where: str = place(self.n, seat), trick_no: int = trick_no):
                    return lay.played_rect(where, trick_no).center, lay.decks[deck]
                start, end = route(lay)
                pic.flights.append(Flight(None if down else code, "played", start, end, per,
                                          delay=0.03 * k * sp, route=route))
                k += 1
        for seat in range(self.n):
            where = place(self.n, seat)
            count = pic.slot_count(seat)
            for i, ((rect, angle), _) in enumerate(zip(lay.hand_slots(where, count), pic.hands[seat])):
                def held(lay: Layout, where: str = where, count: int = count, i: int = i):
                    return lay.hand_slots(where, count)[i][0].center, lay.decks[deck]
                pic.flights.append(Flight(None, self.held_size(where), rect.center, lay.decks[deck], per,
                                          delay=0.03 * k * sp, angle=angle, route=held))
                k += 1
        if not k:
            return 0.0
        return per + 0.03 * (k - 1) * sp

    @staticmethod
    def held_size(where: str) -> str:
        """The card size of a hand held at ``where``: yours big, the others' small."""
        return "big" if where == "bottom" else "small"

    def deal_missing(self, delay: float = 0.0) -> float:
        """Deal (fly) the cards the engine holds but the picture does not show yet; returns the
        time it takes."""
        h = self.match.hand
        assert h is not None
        lay, pic = self.layout, self.picture
        per = 0.25 * self.speed()
        start = lay.decks[place(self.n, h.dealer)]
        order = [(h.mano + i) % self.n for i in range(self.n)]
        want = {s: visible_cards(self.match, s) for s in order}
        missing = {s: len(want[s]) - len(pic.hands[s]) for s in order}
        for s in order:
            pic.slots[s] = max(pic.slots[s], len(want[s]))
        k = 0
        for _ in range(3):
            for s in order:
                if missing[s] <= 0:
                    continue
                have = len(pic.hands[s]) + sum(1 for f in pic.flights if f.seat == s)
                if have >= len(want[s]):
                    continue
                code = want[s][have]
                where = place(self.n, s)
                rect, angle = lay.hand_slots(where, len(want[s]))[have]

                def land(s: int = s, code: str | None = code) -> None:
                    pic.hands[s].append(code)

                def route(lay: Layout, where: str = where, count: int = len(want[s]), i: int = have):
                    return lay.decks[place(self.n, h.dealer)], lay.hand_slots(where, count)[i][0].center
                pic.flights.append(Flight(code, self.held_size(where), start, rect.center, per * 1.4,
                                          delay=delay + k * per, angle=angle, deal=True, seat=s,
                                          sound="deal", on_land=land, route=route))
                missing[s] -= 1
                k += 1
        return delay + k * per + per * 0.4

    def move_hand(self, src: int, dst: int) -> None:
        """Mineiro: a passed batch flies from the mão to the partner."""
        lay, pic, sp = self.layout, self.picture, self.speed()
        cards = visible_cards(self.match, dst)
        pic.hands[src] = []
        pic.hands[dst] = []
        pic.slots[src] = 0
        pic.slots[dst] = len(cards)
        where = place(self.n, dst)
        for i, code in enumerate(cards):
            rect, angle = lay.hand_slots(where, len(cards))[i]

            def land(code: str | None = code) -> None:
                pic.hands[dst].append(code)

            def route(lay: Layout, where: str = where, count: int = len(cards), i: int = i):
                return lay.hand_centres[place(self.n, src)], lay.hand_slots(where, count)[i][0].center
            pic.flights.append(Flight(code, self.held_size(where), lay.hand_centres[place(self.n, src)],
                                      rect.center, 0.35 * sp, delay=0.1 * i * sp, angle=angle,
                                      deal=True, seat=dst, on_land=land, route=route))

    def play(self, ev: Event) -> float:
        """A card flies from its player's hand to its place in the trick."""
        seat = ev.seat
        assert seat is not None
        lay, pic = self.layout, self.picture
        pic.bubbles.clear()  # the talk is over when a card is played: no bubble hides the trick
        down = ev.what == "down"
        code = ev.card
        hand = pic.hands[seat]
        where = place(self.n, seat)
        slots = lay.hand_slots(where, pic.slot_count(seat))
        idx = None
        if code is not None and code in hand:
            idx = hand.index(code)
        elif seat == 0 and down:
            code = self.own_face_down() or code
            if code in hand:
                idx = hand.index(code)
        elif seat == 0 and self.blind_index is not None and self.blind_index < len(hand):
            idx = self.blind_index
        if idx is None:
            idx = len(hand) - 1 if hand else None
        count = len(slots)

        def route(lay: Layout, i: int | None = idx) -> tuple:
            start = lay.hand_slots(where, count)[i][0].center if i is not None and i < count \
                else lay.hand_centres[where]
            return start, lay.played_rect(where, trick_no).center
        start = slots[idx][0].center if idx is not None and idx < len(slots) else lay.hand_centres[where]
        if idx is not None and hand:
            hand.pop(idx)
        pic.slots[seat] = len(hand)
        if len(pic.tricks[-1]) >= self.n:
            pic.tricks.append([])
        trick_no = len(pic.tricks) - 1
        shown = code if (not down or seat == 0) else None
        end = lay.played_rect(where, trick_no).center
        pic.tricks[-1].append(Played(seat, shown, down))
        key = (trick_no, len(pic.tricks[-1]) - 1)
        pic.landing.add(key)
        pic.flights.append(Flight(None if down else code, "played", start, end, 0.3 * self.speed(),
                                  on_land=lambda: pic.landing.discard(key), route=route))
        self.sound.play("play")
        self.blind_index = None
        return 0.35 * self.speed()

    def own_face_down(self) -> str | None:
        """Your own card just played face down (the engine knows which)."""
        h = self.match.hand
        assert h is not None
        trick = h.tricks[-1] if h.tricks[-1] else next((tr for tr in reversed(h.tricks) if tr), [])
        code = None
        for s, c, _ in trick:
            if s == 0:
                code = c
        return code
