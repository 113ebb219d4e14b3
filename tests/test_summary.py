"""The hand summary: what each side scored and why, the bazas, the envido cards, closing."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.match import Match
from game.rules import Rules
from scenes.screens.summary import SummaryScene
from scenes.table.hand_result import envido_show, score_lines, trick_words
from scenes.ui.i18n import set_language
from scenes.ui.stack import App, Scene


@pytest.fixture()
def app(canvas):
    set_language("es")
    a = App(None)
    a.doc = {"settings": {"language": "es"}, "stats": {}, "daily": {}, "match": None}
    yield a
    set_language("es")


@pytest.fixture(autouse=True)
def spanish():
    set_language("es")  # other tests (main.py) may have left another language on
    yield
    set_language("es")


def argentino(hands, actions, **rules):
    """A 2-player hand where seat 0 is mano, played to its end with ``actions``."""
    m = Match(Rules(**rules), 1, dealer=1)
    m.start_hand(hands=hands)
    for a in actions:
        m.apply(a)
    assert m.hand.over
    return m


def test_envido_against_and_truco_refused():
    m = argentino([["7o", "5o", "12c"], ["7e", "6e", "1b"]], ["envido", "quiero", "truco", "no-quiero"])
    lines = score_lines(m)
    assert lines == [{"team": 1, "points": 2, "text": "Envido: 33 contra 32"},
                     {"team": 0, "points": 1, "text": "Truco no querido"}]
    assert envido_show(m) == (1, ["7e", "6e"], 33)


def test_son_buenas_and_the_cards_behind_the_winning_envido():
    m = argentino([["7o", "5o", "12c"], ["6e", "4e", "1b"]], ["real-envido", "quiero", "play:12c", "mazo"])
    lines = score_lines(m)
    assert lines[0] == {"team": 0, "points": 3, "text": "Real envido: 32, son buenas"}
    assert lines[1] == {"team": 0, "points": 1, "text": "Se fueron al mazo"}
    assert envido_show(m) == (0, ["7o", "5o"], 32)


def test_envido_refused_and_we_fold():
    m = argentino([["7o", "5o", "12c"], ["6e", "4e", "1b"]], ["envido", "no-quiero", "mazo"])
    assert score_lines(m) == [{"team": 0, "points": 1, "text": "Envido no querido"},
                              {"team": 1, "points": 1, "text": "Nos fuimos al mazo"}]
    assert envido_show(m) is None


def test_bazas_from_our_side_and_truco_wanted():
    # seat 0 (mano) wins trick 1 with the 1e, loses trick 2, the third is a parda of 4s... not
    # possible to tie with a lower card, so: 1e beats 3c, 4o loses to 1b, 7e beats 6c.
    m = argentino([["1e", "4o", "7e"], ["3c", "1b", "6c"]],
                  ["truco", "quiero", "play:1e", "play:3c", "play:4o", "play:1b", "play:6c", "play:7e"])
    assert trick_words(m) == ["ganada", "perdida", "ganada"]
    assert score_lines(m) == [{"team": 0, "points": 2, "text": "Truco querido"}]


def test_parda_is_named_and_english_words(app):
    m = argentino([["3e", "4o", "7e"], ["3c", "1b", "6c"]],
                  ["play:3e", "play:3c", "play:4o", "play:1b"])
    assert trick_words(m)[0] == "parda"
    set_language("en")
    assert trick_words(m) == ["parda (tie)", "lost"]
    assert score_lines(m) == [{"team": 1, "points": 1, "text": "The hand (tricks)"}]


def test_flor_line_with_two_flores():
    m = Match(Rules(flor=True), 1, dealer=1)
    m.start_hand(hands=[["7o", "5o", "12o"], ["6e", "4e", "1e"]])
    m.apply("play:12o")  # seat 0 sings at its first turn, seat 1 at its own, then folds
    m.apply("mazo")
    flor = [ln for ln in score_lines(m) if ln["text"].startswith("Flor")]
    assert flor == [{"team": 0, "points": 6, "text": "Flor (2 flores)"}]


def test_mineiro_ran_from_truco():
    m = Match(Rules(variant="mineiro", players=4, target=12), 1, dealer=3)
    m.start_hand()
    m.apply("keep")
    m.apply("truco")
    m.apply("corro")
    assert score_lines(m) == [{"team": 0, "points": 1, "text": "Corrieron del Truco"}]
    assert envido_show(m) is None


class Table(Scene):
    def draw(self, surface):
        surface.fill((14, 90, 58))


def test_dialog_draws_and_pops_itself_on_click(app):
    m = argentino([["7o", "5o", "12c"], ["7e", "6e", "1b"]], ["envido", "quiero", "truco", "no-quiero"])
    table = Table(app)
    app.push(table)
    dialog = SummaryScene(app, m)
    app.push(dialog)
    screen = pygame.display.get_surface()
    for lang in ("es", "pt", "en"):
        set_language(lang)
        app.draw(screen)
    point = dialog.autoplay_click()
    assert dialog.panel.collidepoint(point)
    dialog.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert app.top is dialog  # a click outside the button does nothing
    dialog.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
    assert app.top is table
    dialog.close()  # closing twice never pops the table
    assert app.top is table


def test_mao_de_onze_run_and_played():
    rules = Rules(variant="mineiro", players=4, target=12)
    ran = Match(rules, 2, dealer=3, scores=(11, 4))
    ran.start_hand()
    ran.apply("run-onze")
    assert score_lines(ran) == [{"team": 1, "points": 1, "text": "Corrimos de la mão de onze"}]
    played = Match(rules, 2, dealer=3, scores=(4, 11))
    played.start_hand()
    played.apply("play-onze")
    while not played.hand.over:
        played.apply(played.legal_actions()[0])
    assert score_lines(played) == [{"team": 0, "points": 3, "text": "Mão de onze"}]


def test_mineiro_an_accepted_truco_decides_on_its_trick_and_the_summary_says_so():
    from scenes.table.hand_result import bet_trick_decided
    seen = 0
    for seed in range(1, 30):
        m = Match(Rules(variant="mineiro", players=4, target=12), seed, dealer=3)
        m.start_hand()
        m.apply("keep")
        m.apply("truco")
        m.apply("aceito")
        while not m.hand.over:
            m.apply(next(a for a in m.legal_actions() if a.startswith("play:")))
        tricks = [e for e in m.hand.events if e.kind == "trick"]
        if m.hand.winner in (0, 1) and len(tricks) == 1:
            assert bet_trick_decided(m)
            assert trick_words(m)[-1] == "la baza del truco decide"
            seen += 1
    assert seen >= 3
    plain = Match(Rules(variant="mineiro", players=4, target=12), 2, dealer=3)
    plain.start_hand()
    plain.apply("keep")
    while not plain.hand.over:
        plain.apply(next(a for a in plain.legal_actions() if a.startswith("play:")))
    assert not bet_trick_decided(plain) and "la baza del truco decide" not in trick_words(plain)
    argentino = Match(Rules(players=2), 1)
    argentino.start_hand()
    while not argentino.hand.over:
        argentino.apply(argentino.legal_actions()[0])
    assert not bet_trick_decided(argentino)
