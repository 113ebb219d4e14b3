"""The table's words: button labels and colours, seat names, keyboard letters, what a pending
call is worth. Shared by ``table.py`` and ``table_draw.py`` (so neither imports the other's module
for them)."""
from __future__ import annotations

import unicodedata

from scenes.i18n import language, t

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


def action_label(action: str, variant: str) -> str:
    """The button's text for an engine action."""
    if action == "truco" and variant == "mineiro":
        return t("act_truco_mineiro")
    return t(f"act_{action}")


def seat_name(players: int, seat: int) -> str:
    """How the table calls a seat ("Vos", "Compañero", "Rival derecho" ...)."""
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


def bet_stakes(hand) -> tuple[int, int, int] | None:
    """A pending truco-family call: ``(caller seat, points if accepted, points to the caller's team
    if refused)``; None when no bet is pending."""
    if hand is None or hand.pending_bet is None:
        return None
    level, caller = hand.pending_bet
    values = hand.v.bet_values
    return caller, values[level], values[level - 1]


def envido_stakes(hand) -> tuple[int, int, int] | None:
    """A pending envido-family call: ``(caller seat, points if accepted, points to the caller's
    team if refused)``; None when no envido is pending."""
    if hand is None or hand.envido.caller is None:
        return None
    from game import envido as env
    won, refused = env.points(hand.envido.calls, env.falta(hand.scores, hand.target))
    return hand.envido.caller, won, refused


def team_words(team: int) -> str:
    """"para nosotros" / "para ellos"."""
    return t(f"for_team_{team}")


__all__ = ["ENVIDO_FAMILY", "BET_FAMILY", "ACCEPTS", "REFUSALS", "TOGGLE_DOWN", "button_kind",
           "action_label", "seat_name", "key_letters", "bet_stakes", "envido_stakes", "team_words",
           "language"]


#: the events the hand's log keeps
LOGGED = ("call", "answer", "tanda", "onze", "flor", "envido-value", "son-buenas", "envido-withdrawn",
          "trick", "score", "hand-over")


def log_line(ev, players: int) -> str:
    """One event of the hand's log in words ("Rival: ¡Truco!", "Baza 1: Nosotros", "+2 Ellos
    (envido)"), in the current language."""
    k = ev.kind
    who = seat_name(players, ev.seat) if ev.seat is not None else ""
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
