"""The table's words: button labels and colours, seat names, keyboard letters, what a pending
call is worth and who answers it, the rules in play, the hand's log. Pure functions of the engine's
state and the current language (no drawing)."""
from __future__ import annotations

import datetime as _dt
import unicodedata
from dataclasses import dataclass

from game import envido as env
from game.events import Event
from game.hand import Hand
from game.rules import Rules
from scenes.ui.faces import gesture_for
from scenes.ui.i18n import format_date, t
from scenes.ui.words import action_label

ENVIDO_FAMILY = ("envido", "real-envido", "falta-envido")
BET_FAMILY = ("truco", "retruco", "vale-cuatro", "seis", "nove", "doze")
ACCEPTS = ("quiero", "aceito", "keep", "play-onze")
REFUSALS = ("no-quiero", "corro", "run-onze")
TOGGLE_DOWN = "toggle-down"

#: small words a keyboard letter is not taken from ("Al mazo" is M, "Me quedo" is Q)
_MINOR_WORDS = {"al", "a", "o", "me", "el", "la", "de", "do", "da", "the", "to", "it", "com", "pro"}


def button_kind(action: str) -> str:
    """Colour family of a call button (ART.md): envido blue, truco gold, quiero green, no red, mazo grey."""
    if action in ENVIDO_FAMILY:
        return "envido"
    if action in BET_FAMILY:
        return "truco"
    if action in ACCEPTS:
        return "quiero"
    if action in REFUSALS:
        return "no"
    if action == "mazo":
        return "mazo"
    return "plain"


def seat_name(players: int, seat: int, names: dict[int, str] | None = None) -> str:
    """How the table calls a seat ("Vos", "Compañero", "Rival derecho" ...); ``names`` replaces it
    for some seats (the character sitting there by its short name, a watched match's player)."""
    if names and seat in names:
        return names[seat]
    if seat == 0:
        return t("seat_you")
    if players == 2:
        return t("seat_rival")
    return t(("seat_you", "seat_right", "seat_partner", "seat_left")[seat])


def _plain_letters(word: str) -> str:
    """The word's letters without accents, upper case, A-Z only."""
    base = unicodedata.normalize("NFD", word)
    return "".join(c for c in base.upper() if "A" <= c <= "Z")


def key_letters(labels: list[str], taken: set[str] | None = None) -> list[str | None]:
    """A keyboard letter for each label, taken from the words shown and distinct in the row.

    Preference: the first letter of each word (small words like "al" last), then the label's other
    letters. ``taken`` letters are never given. None when a label has no free letter.
    """
    used = set(taken or ())
    out: list[str | None] = []
    for label in labels:
        words = [w.strip("()¡!¿?.,:") for w in label.split()]
        major = [w for w in words if w.lower() not in _MINOR_WORDS] + \
                [w for w in words if w.lower() in _MINOR_WORDS]
        order = [_plain_letters(w)[:1] for w in major] + list(_plain_letters(label))
        letter = next((c for c in order if c and c not in used), None)
        if letter:
            used.add(letter)
        out.append(letter)
    return out


def bet_stakes(hand: Hand | None) -> tuple[int, int, int] | None:
    """A pending truco-family call: ``(caller seat, points if accepted, points to the caller's team
    if refused)``; None when no bet is pending."""
    if hand is None or hand.pending_bet is None:
        return None
    level, caller = hand.pending_bet
    values = hand.v.bet_values
    return caller, values[level], values[level - 1]


def envido_stakes(hand: Hand | None) -> tuple[int, int, int] | None:
    """A pending envido-family call: ``(caller seat, points if accepted, points to the caller's
    team if refused)``; None when no envido is pending."""
    if hand is None or hand.envido.caller is None:
        return None
    won, refused = env.points(hand.envido.calls, env.falta(hand.scores, hand.target))
    return hand.envido.caller, won, refused


def team_words(team: int) -> str:
    """"para nosotros" / "para ellos"."""
    return t(f"for_team_{team}")


@dataclass(frozen=True)
class CallBanner:
    """A pending call in words, while it waits for its answer."""

    who: str  #: who called ("Rival"), or the title of a mão de onze
    call: str | None  #: what was called ("¡Truco!"); None for a mão de onze
    accept: str  #: what accepting gives ("Quiero: vale 2")
    refuse: str  #: what refusing gives ("No quiero: +1 para ellos")
    answer: str  #: who answers ("Te toca responder")
    yours: bool  #: you are the one to answer


def short_label(action: str, variant: str) -> str:
    """A call's word without its English gloss ("Quiero", not "Quiero (accept)"): the banner's
    lines are short, the buttons carry the gloss."""
    return action_label(action, variant).split(" (")[0]


def call_banner(hand: Hand, players: int, yours: bool, names: dict[int, str] | None = None) -> CallBanner | None:
    """The pending call of ``hand`` in words, or None when no call waits for an answer.

    :param yours: whether you are the one to answer now.
    :param names: the characters' short names by seat.
    """
    v = hand.v
    variant = v.name
    if hand.phase == "onze":
        team = hand.mineiro.onze_team
        assert team is not None
        return CallBanner(t("mao_de_onze_title"), None,
                          t("banner_accept_bet", word=short_label("play-onze", variant), n=hand.stake),
                          t("banner_refuse", word=short_label("run-onze", variant), n=1,
                            team=team_words(1 - team)),
                          answer_words(players, team, yours, names), yours)
    envido = envido_stakes(hand)
    if envido is not None:
        caller, won, refused = envido
        return CallBanner(seat_name(players, caller, names), t(f"say_{hand.envido.calls[-1]}"),
                          t("banner_accept_envido", word=short_label("quiero", variant), n=won),
                          t("banner_refuse", word=short_label("no-quiero", variant), n=refused,
                            team=team_words(caller & 1)),
                          answer_words(players, 1 - (caller & 1), yours, names), yours)
    bet = bet_stakes(hand)
    if bet is not None:
        caller, won, refused = bet
        assert hand.pending_bet is not None
        call = v.bet_calls[hand.pending_bet[0] - 1]
        return CallBanner(seat_name(players, caller, names), t(f"say_{call}"),
                          t("banner_accept_bet", word=short_label(v.accept, variant), n=won),
                          t("banner_refuse", word=short_label(v.refuse, variant), n=refused,
                            team=team_words(caller & 1)),
                          answer_words(players, 1 - (caller & 1), yours, names), yours)
    return None


def answer_words(players: int, team: int, yours: bool, names: dict[int, str] | None = None) -> str:
    """Who answers: "Te toca responder", "Responden ellos", "Responde el rival"; watching a
    friend's match (``names`` holds seat 0's name), "Responde Ana" where you would answer."""
    friend = (names or {}).get(0)
    if friend and (yours or (players == 2 and team == 0)):
        return t("answers_named", name=friend)
    if yours:
        return t("your_answer")
    if players == 2:
        return t("answers_rival") if team == 1 else t("answers_you")
    return t(f"answers_team_{team}")


def status_words(hand: Hand) -> str:
    """What you are to do now, when it is your decision and no call waits: choose a tanda, play
    blind (mão de ferro), or your turn."""
    if hand.phase == "tanda":
        return t("choose_tanda")
    if hand.mineiro.ferro:
        return t("mao_de_ferro")
    return t("your_turn")


def daily_title(daily: dict | None) -> str | None:
    """"Diario · 30 de noviembre" when the table plays the Diario (date in the current language)."""
    if not isinstance(daily, dict):
        return None
    try:
        day = _dt.date.fromisoformat(str(daily.get("date", "")))
    except ValueError:
        return t("table_daily_plain")
    return t("menu.daily", date=format_date(day))


def rules_line(rules: Rules, partido: bool = True) -> str:
    """"Argentino · Flor · Sin subir · a 30 · 3 chicos" (the rules in play, written small under
    the scoreboard; each part kept on one line when it wraps); ``partido=False`` leaves out the
    chicos (the scoreboard's chicos line says it already)."""
    parts = [t(f"rules_{rules.variant}")]
    if rules.players == 4 or rules.variant == "mineiro":
        parts.append(t("rules_players", n=rules.players))
    if rules.flor:
        parts.append(t("rules_flor"))
    if rules.senas:
        parts.append(t("rules_senas"))
    if not rules.envido_raises and rules.v.has_envido:
        parts.append(t("rules.noraises_short").replace(" ", "\u00a0"))
    parts.append(t("rules_target", target=rules.target))
    if rules.chicos > 1 and partido:
        parts.append(t("rules.partido_short").replace(" ", "\u00a0"))
    return " · ".join(parts)


#: the events the hand's log keeps
LOGGED = ("call", "answer", "tanda", "onze", "flor", "envido-value", "son-buenas", "envido-withdrawn",
          "trick", "score", "hand-over", "sena")


def sena_words(variant: str, sign: str) -> tuple[str, str]:
    """A seña in words: ``(gesture, sign)``, e.g. ``("guiño", "ancho de basto")``."""
    return t(f"gesture.{gesture_for(variant, sign)}"), t(f"sena.{variant}.{sign}")


def log_line(ev: Event, players: int, names: dict[int, str] | None = None, variant: str = "argentino") -> str:
    """One event of the hand's log in words ("Rival: ¡Truco!", "Baza 1: Nosotros", "+2 Ellos
    (envido)", "Compañero: guiño — ancho de basto"), in the current language; ``names``: the
    characters' short names by seat. A seña is told as you saw it: a rival's one you caught says so."""
    k = ev.kind
    who = seat_name(players, ev.seat, names) if ev.seat is not None else ""
    if k == "sena" and ev.what is not None:
        gesture, sign = sena_words(variant, ev.what)
        caught = ev.seat is not None and ev.seat & 1 == 1
        return t("log_sena_caught" if caught else "log_sena", who=who, gesture=gesture, sign=sign)
    if k in ("call", "answer", "tanda", "onze"):
        return t("log_call", who=who, what=t(f"say_{ev.what}"))
    if k == "flor":
        return t("log_call", who=who, what=t("say_flor"))
    if k == "envido-value":
        return t("log_call", who=who, what=str(ev.value))
    if k == "son-buenas":
        return t("log_call", who=who, what=t("say_son-buenas"))
    if k == "envido-withdrawn":
        return t("log_withdrawn")
    if k == "trick":
        if ev.team is None:
            return t("log_trick_parda", n=ev.value)
        return t("log_trick_won", n=ev.value, team=t(f"team_{ev.team}"))
    if k == "score":
        return t("log_score", points=ev.points, team=t(f"team_{ev.team}"), why=t(f"why_{ev.what}"))
    if ev.team is None:
        return t("log_nobody")
    return t("log_hand_over", team=t(f"team_{ev.team}"))
