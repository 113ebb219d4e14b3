"""Short texts several screens share: a date and the rules in play, in the player's language."""
from __future__ import annotations

import datetime as _dt

from scenes.i18n import t


def format_date(day: _dt.date) -> str:
    """The date as the player's language writes it ("30 de noviembre", "November 30")."""
    return t("date.format", d=day.day, m=day.month, y=day.year, month=t(f"month.{day.month}"))


def rules_words(rules, short: bool = False) -> str:
    """The rules in play: "Argentino · Mano a mano · Sin flor · a 30"; ``short`` leaves out
    what is usual (no flor) and the variant when it is Argentino: "Mano a mano · a 30"."""
    parts = [] if short and rules.variant == "argentino" else [t(f"variant.{rules.variant}")]
    if rules.variant == "argentino":
        parts.append(t("menu.p2" if rules.players == 2 else "menu.p4"))
        if rules.flor or not short:
            parts.append(t("menu.flor_on" if rules.flor else "menu.flor_off"))
    parts.append(t("rules.to" if short else "sum.target", n=rules.target))
    return " · ".join(parts)
