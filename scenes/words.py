"""Short texts several screens share: a date and the rules in play, in the player's language."""
from __future__ import annotations

import datetime as _dt

from scenes.i18n import t


def format_date(day: _dt.date) -> str:
    """The date as the player's language writes it ("30 de noviembre", "November 30")."""
    return t("date.format", d=day.day, m=day.month, y=day.year, month=t(f"month.{day.month}"))


def rules_words(rules, short: bool = False) -> str:
    """The rules in play: "Argentino · Mano a mano · Sin flor · Partida a 30"; ``short`` leaves
    out what is usual (no flor) and the variant when it is Argentino: "Mano a mano · a 30".
    Envido without raises and a partido of chicos are named only when they are on."""
    parts = [] if short and rules.variant == "argentino" else [t(f"variant.{rules.variant}")]
    if rules.variant == "argentino":
        parts.append(t("menu.p2" if rules.players == 2 else "menu.p4"))
        if rules.flor or not short:
            parts.append(t("menu.flor_on" if rules.flor else "menu.flor_off"))
        if not rules.envido_raises:
            parts.append(t("rules.noraises_short" if short else "rules.noraises"))
    parts.append(t("rules.to" if short else "sum.target", n=rules.target))
    if rules.chicos > 1:
        parts.append(t("rules.partido_short" if short else "rules.partido"))
    return " · ".join(parts)


def fitted(texts: list[str], font, width: int) -> str:
    """The first of ``texts`` that fits in ``width`` pixels of ``font`` (else the last one)."""
    for text in texts:
        if font.size(text)[0] <= width:
            return text
    return texts[-1]


def chicos_words(match) -> str | None:
    """The chicos won so far, "Chicos 1–0" (nosotros first), when the match is a partido; None
    for a match of one chico (the scoreboard and the dialogs then say nothing of chicos)."""
    if match.rules.chicos <= 1:
        return None
    return t("sum.chicos", a=match.chicos[0], b=match.chicos[1])

