"""Short texts several screens share: the rules in play, in the player's language."""
from __future__ import annotations

from scenes.i18n import t


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
