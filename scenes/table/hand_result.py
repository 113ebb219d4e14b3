"""What a finished hand scored and why, in words: shared by the hand summary dialog and the table's
result banner (pure functions over a ``game.match.Match`` whose hand is over; no drawing).
"""
from __future__ import annotations

from scenes.ui.i18n import t


def seat_name(seat: int, players: int, names: dict[int, str] | None = None) -> str:
    """How the summary names a seat (the human is seat 0), or the character sitting there
    (``names``: short names by seat)."""
    if names and seat in names:
        return names[seat]
    if players == 2:
        return t("seat.0") if seat == 0 else t("seat.rival")
    return t(f"seat.{seat}")


def call_name(call: str) -> str:
    """A bet or envido call in words ("Vale cuatro", "Seis")."""
    return t(f"call.{call}")


def _envido_values(events) -> dict[int, int]:
    """The best declared envido value of each team."""
    best: dict[int, int] = {}
    for e in events:
        if e.kind == "envido-value" and e.value is not None:
            team = e.seat % 2
            best[team] = max(best.get(team, -1), e.value)
    return best


def score_lines(match) -> list[dict]:
    """Each score of the hand as ``{"team", "points", "text"}``, in the order they were scored."""
    hand = match.hand
    events = hand.events
    v = match.rules.v
    out = []
    last_bet = None
    last_envido = None
    for e in events:
        if e.kind == "call" and e.what in v.bet_calls:
            last_bet = e.what
        elif e.kind == "call" and e.what in ("envido", "real-envido", "falta-envido"):
            last_envido = e.what
        if e.kind != "score":
            continue
        why = e.what
        other = 1 - e.team
        if why == "envido":
            vals = _envido_values(events)
            mine, theirs = vals.get(e.team), vals.get(other)
            name = call_name(last_envido or "envido")
            if mine is not None and theirs is not None:
                text = t("sum.envido_vs", call=name, a=mine, b=theirs)
            elif mine is not None:
                text = t("sum.envido_buenas", call=name, a=mine)
            else:
                text = t("sum.envido_won", call=name)
        elif why == "envido-refused":
            text = t("sum.not_wanted", call=call_name(last_envido or "envido"))
        elif why == "flor":
            n = sum(1 for x in events if x.kind == "flor")
            text = t("sum.flor") if n <= 1 else t("sum.flores", n=n)
        elif why == "truco":
            level = max(1, hand.level)
            call = v.bet_calls[min(level, len(v.bet_calls)) - 1]
            text = t(f"sum.wanted_{match.rules.variant}", call=call_name(call))
        elif why == "truco-refused":
            text = t(f"sum.refused_{match.rules.variant}", call=call_name(last_bet or v.bet_calls[0]))
        elif why == "mazo":
            text = t(f"sum.mazo_{other}")
        elif why == "onze-run":
            text = t(f"sum.onze_run_{other}")
        elif why == "hand" and match.rules.variant == "mineiro" and hand.mineiro.onze_team is not None:
            text = t("sum.onze_hand")
        else:
            text = t("sum.hand")
        out.append({"team": e.team, "points": e.points or 0, "text": text})
    return out


def trick_words(match) -> list[str]:
    """The bazas from our side: "ganada", "perdida", "parda" (Mineiro: "empate")."""
    out = []
    for e in match.hand.events:
        if e.kind == "trick":
            if e.team is None:
                out.append(t(f"sum.trick_tie_{match.rules.variant}"))
            else:
                out.append(t("sum.trick_won" if e.team == 0 else "sum.trick_lost"))
    if bet_trick_decided(match):
        out.append(t("sum.bet_trick"))
    return out


def bet_trick_decided(match) -> bool:
    """Mineiro: an accepted truco gave the hand to the winner of the trick it was made on, before
    that team had won two tricks (the surprise worth a word in the summary)."""
    hand = match.hand
    if not match.rules.v.bet_on_trick or hand.winner not in (0, 1):
        return False
    if not any(e.kind == "score" and e.what == "truco" for e in hand.events):
        return False
    won = sum(1 for e in hand.events if e.kind == "trick" and e.team == hand.winner)
    return won < 2


def envido_show(match) -> tuple[int, list[str], int] | None:
    """``(seat, cards, value)`` behind the winning envido, when an envido was wanted."""
    hand = match.hand
    w = getattr(getattr(hand, "envido", None), "winner", None)
    if w is None or not any(e.kind == "score" and e.what == "envido" for e in hand.events):
        return None
    try:
        from game.cards import envido_cards
        value, cards = envido_cards(hand.dealt[w])
    except Exception:
        return None
    return w, list(cards), value


def team_totals(lines: list[dict]) -> list[int]:
    """Points scored by each team in the hand, ``[nosotros, ellos]``."""
    out = [0, 0]
    for ln in lines:
        out[ln["team"]] += ln["points"]
    return out


def headline(lines: list[dict]) -> str:
    """The summary's headline, from the points themselves (never "the hand is ours" while they
    scored more)."""
    us, them = team_totals(lines)
    if us and them:
        return t("sum.head_both", a=us, b=them)
    if us:
        return t("sum.head_us", n=us)
    if them:
        return t("sum.head_them", n=them)
    return t("sum.nobody")


def banner_lines(lines: list[dict]) -> list[str]:
    """The table's short result, one line per team that scored, in the order they first scored:
    "+1 Nosotros · Truco no querido"."""
    order: list[int] = []
    for ln in lines:
        if ln["team"] not in order:
            order.append(ln["team"])
    totals = team_totals(lines)
    out = []
    for team in order:
        why = ", ".join(ln["text"] for ln in lines if ln["team"] == team)
        out.append(t("sum.banner", n=totals[team], team=t(f"team.{team}"), why=why))
    return out or [t("sum.nobody")]


def several_parts(lines: list[dict]) -> bool:
    """True when the hand scored in more than one way (the summary is worth opening by itself)."""
    return len(lines) > 1
