"""Short texts several screens share: the rules in play and card names, in the player's language."""
from __future__ import annotations

from scenes.i18n import keys, t


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


def card_name(code: str, deck: str) -> str:
    """A card in words: "7 de espada", "sota de copa", "as de pica", "4 of clubs".

    :param deck: ``"spanish"`` or ``"french"`` ("4c" is the 4 of copas or the 4 of clubs).
    """
    rank, suit = code[:-1], code[-1]
    suit_key = f"card.suit.{suit}.spanish" if deck == "spanish" and suit == "c" else f"card.suit.{suit}"
    rank_key = f"card.rank.{rank}"
    if rank_key not in keys() or (deck == "french" and rank == "1"):
        return t("card.name", rank=rank, suit=t(suit_key))
    return t("card.name", rank=t(rank_key), suit=t(suit_key))
