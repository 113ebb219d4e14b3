"""``--autoplay``: a computer player plays the human seat THROUGH THE REAL SCENES.

Each frame the :class:`Autoplayer` looks at the top scene and posts the pygame input a person would
make: a click on the card or call button of the action a computer player chose (``game.ai.decide``
on seat 0's observation), a click at a dialog's ``autoplay_click()``, a click on the menu's button
that starts a match. A hand's result banner is left to go by itself, except on odd hands, where it
taps the banner's summary button (so both ways are played). With a shots folder it saves a PNG of
every new screen and of each hand's table (first turn, second trick, a pending call, the result).
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pygame

from game.ai import decide, decision_seed

if TYPE_CHECKING:
    from scenes.table.scene import TableScene


class MemoryStore:
    """A storage stand-in that never touches the person's saved document."""

    def __init__(self, settings: dict | None = None) -> None:
        from scenes.host.storage import default_document
        self.doc = default_document("es")
        self.doc["lessons"] = {"offered": True}  # not a person's first start
        if settings:
            self.doc["settings"].update(settings)
        self.saves = 0

    def load(self) -> dict:
        import copy
        return copy.deepcopy(self.doc)

    def save(self, doc: dict) -> None:
        import copy
        self.doc = copy.deepcopy(doc)
        self.saves += 1


def post_click(pos: tuple[int, int]) -> None:
    """Post a pointer move, press and release at ``pos`` (logical canvas coordinates)."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def table_targets(table: TableScene) -> dict[str, tuple[int, int]]:
    """Where a person taps for the table's own buttons now: ``menu``, ``senas`` while the señas
    button is live, ``hint`` while you act, and ``summary`` and ``review`` while a hand's result
    shows (the autoplayer and the tests click there)."""
    out = {"menu": table.controls.menu.rect.center}
    if table.senas.view() is not None and table.senas.button.enabled:
        out["senas"] = table.senas.button.rect.center
    if table.human_acting() and table.hint.enabled():
        out["hint"] = table.controls.hint.rect.center
    if table.result is not None:
        out["summary"] = table.result.summary.rect.center
        out["review"] = table.result.review.rect.center
    return out


class Autoplayer:
    """Plays seat 0 and clicks through dialogs and menus.

    :param level: the computer level that chooses seat 0's actions.
    :param max_hands: stop after this many hands (None: play the whole match).
    :param shots: folder for PNG screenshots, or None.
    """

    def __init__(self, app, *, level: str = "normal", max_hands: int | None = None,
                 shots: str | None = None, pause_frames: int = 6, window=None) -> None:
        self.app = app
        #: the ``scenes.host.window.Window``: the screenshots take its shape
        self.window = window
        self.level = level
        self.max_hands = max_hands
        self.shots = shots
        self.pause_frames = pause_frames
        self.wait = 0
        self.hands_done = 0
        self.table: TableScene | None = None
        self.finished = False
        self._last_top = None
        self._shot_n = 0
        self._shot_keys: set = set()
        self._counted: set = set()
        if shots:
            os.makedirs(shots, exist_ok=True)

    # -- screenshots
    def _shot(self, surface: pygame.Surface, name: str) -> None:
        if not self.shots or name in self._shot_keys:
            return
        self._shot_keys.add(name)
        self._shot_n += 1
        picture = self.window.picture(surface) if self.window is not None else surface
        pygame.image.save(picture, os.path.join(self.shots, f"{self._shot_n:03d}-{name}.png"))

    def after_draw(self, surface: pygame.Surface) -> None:
        """Call after each drawn frame: saves the screenshots."""
        if not self.shots:
            return
        top = self.app.top
        if top is None:
            return
        from scenes.table.scene import TableScene
        if top is not self._last_top:
            self._last_top = top
            self._shot(surface, f"scene-{self._shot_n:03d}-{type(top).__name__}")
        h = top.match.hand if isinstance(top, TableScene) else None
        if isinstance(top, TableScene) and h is not None:
            m = top.match
            if top.human_acting() and not h.results:
                self._shot(surface, f"hand{m.hand_no:02d}-first-turn")
            if len(h.results) == 1 and top.human_acting():
                self._shot(surface, f"hand{m.hand_no:02d}-second-trick")
            if top.idle() and (h.pending_bet is not None or h.envido.caller is not None):
                self._shot(surface, f"hand{m.hand_no:02d}-call")
            if h.over and not top.show.queue and not top.picture.flights:
                self._shot(surface, f"hand{m.hand_no:02d}-end")
            if top.result is not None:
                self._shot(surface, f"hand{m.hand_no:02d}-result")

    # -- playing
    def step(self) -> None:
        """Look at the top scene and post the next input (at most one click per call)."""
        from scenes.table.scene import TableScene
        top = self.app.top
        if top is None:
            self.finished = True
            return
        if isinstance(top, TableScene):
            if self.table is not top:
                self.table = top
        m = self.table.match if self.table is not None else None
        shown = not isinstance(top, TableScene) or top.result is not None  # the hand's result is up
        if m is not None and m.hand is not None and m.hand.over and m.hand_no not in self._counted \
                and shown:
            self._counted.add(m.hand_no)
            self.hands_done += 1
            if self.max_hands is not None and self.hands_done >= self.max_hands:
                self.finished = True
                return
        over = self._over_scene()
        if over is not None:
            self._seen_over = over
        elif getattr(self, "_seen_over", None) is not None and m is not None and m.over:
            self.finished = True  # the match-over screen was clicked away
            return
        if self.wait > 0:
            self.wait -= 1
            return
        if isinstance(top, TableScene):
            if top.result is not None:
                point = table_targets(top).get("summary")
                if point is not None and top.match.hand_no % 2 == 1:
                    post_click(point)
                    self.wait = self.pause_frames
                return
            self._play(top)
            return
        point = top.autoplay_click()
        if point is None:
            point = self._menu_point(top)
        if point is not None:
            post_click(self.app.to_canvas(top, point))
            self.wait = self.pause_frames

    def report(self, status: int = 0) -> str:
        """One line for the terminal: the rules, the hands played, the score, the screenshots."""
        m = self.table.match if self.table is not None else None
        if m is None:
            return f"autoplay: no match was played (status {status})"
        us, them = m.scores
        if m.over:
            end = "we won" if m.winner == 0 else "they won"
        elif status:
            end = "unfinished: ran out of frames"
        else:
            end = f"stopped after {self.hands_done} hand{'s' if self.hands_done != 1 else ''}"
        r = m.rules
        rules = f"{r.variant} {r.players} players{' with flor' if r.flor else ''} to {r.target}"
        line = (f"autoplay: {rules}, seed {m.seed}: {m.hand_no} hand"
                f"{'s' if m.hand_no != 1 else ''}, Nosotros {us} - Ellos {them} ({end})")
        if self.shots:
            line += f"; {self._shot_n} screenshots in {os.path.abspath(self.shots)}"
        return line

    def _over_scene(self):
        """The match-over scene, if it is on the stack."""
        for s in self.app.stack:
            if type(s).__name__ in ("MatchOverScene", "FallbackMatchOver"):
                return s
        return None

    def _play(self, table) -> None:
        if not table.human_acting():
            return
        table.refresh_buttons()
        controls = table.controls
        m = table.match
        obs = m.observe(0)
        action = decide(obs, self.level, decision_seed(m.seed, m.hand_no, len(obs["history"]), 0))
        if action.startswith("down:") and not controls.down_mode:
            point = controls.point_for("toggle-down")
        else:
            point = controls.point_for(action)
        if point is None:  # not offered as it stands: fall back to the first offered action
            offered = sorted(controls.offered())
            point = controls.point_for(offered[0]) if offered else None
        if point is not None:
            post_click(point)
            self.wait = self.pause_frames

    def _menu_point(self, scene) -> tuple[int, int] | None:
        """A menu without ``autoplay_click``: its button that starts a new match."""
        for b in getattr(scene, "buttons", []) or []:
            action = str(getattr(b, "action", ""))
            if action in ("new", "new-match", "new_match", "play", "nueva", "start"):
                return b.rect.center
        return None
