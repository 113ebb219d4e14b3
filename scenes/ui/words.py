"""Short texts several screens share: the rules in play and card names, in the player's language."""
from __future__ import annotations

from scenes.ui.i18n import keys, t


def rules_words(rules, short: bool = False) -> str:
    """The rules in play: "Argentino · Mano a mano · Sin flor · Partida a 30"; ``short`` leaves
    out what is usual (no flor) and the variant when it is Argentino: "Mano a mano · a 30".
    Envido without raises, señas and a partido of chicos are named only when they are on."""
    parts = [] if short and rules.variant == "argentino" else [t(f"variant.{rules.variant}")]
    if rules.variant == "argentino":
        parts.append(t("menu.p2" if rules.players == 2 else "menu.p4"))
        if rules.flor or not short:
            parts.append(t("menu.flor_on" if rules.flor else "menu.flor_off"))
        if not rules.envido_raises:
            parts.append(t("rules.noraises_short" if short else "rules.noraises"))
    if getattr(rules, "senas", False):
        parts.append(t("menu.senas_on"))
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


def action_label(action: str, variant: str) -> str:
    """A call's name on its button ("Truco", "Quiero"; Mineiro's "Truco (3)")."""
    if action == "truco" and variant == "mineiro":
        return t("act_truco_mineiro")
    return t(f"act_{action}")


def move_words(action: str, variant: str) -> str:
    """A move in words, for a sentence: "el 7 de espada", "el 4 de pica tapado", "Truco"."""
    kind, _, card = action.partition(":")
    deck = "spanish" if variant == "argentino" else "french"
    if kind == "play" and card:
        words = t("advice.play", card=card_name(card, deck))
    elif kind == "down" and card:
        words = t("advice.down", card=card_name(card, deck))
    else:
        words = action_label(action, variant)
    return words[:1].upper() + words[1:]


def reason_words(reason, variant: str) -> str:
    """A :class:`game.coach.hint.Reason` as a sentence in the player's language."""
    deck = "spanish" if variant == "argentino" else "french"
    values = {}
    for key, value in reason.values.items():
        if key == "card":
            values[key] = card_name(value, deck)
        elif key == "seen":
            values[key] = ", ".join(card_name(c, deck) for c in value)
        elif key in ("choice", "second"):
            values[key] = move_words(value, variant) if value else "–"
        else:
            values[key] = value
    return t(f"advice.{reason.key}", **values)
