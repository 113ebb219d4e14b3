"""Decks, card notation and card values for both variants.

Cards are plain strings in the notation of DESIGN.md: rank then suit letter (``"1e"``, ``"12c"``,
``"4c"``, ``"As"``). Strings keep saves, events and observations plain JSON.
"""
from __future__ import annotations

from typing import TypeVar

#: A card: its notation (``"1e"``) in the engine, its index in the deck on the fast path.
Card = TypeVar("Card", str, int)

SPANISH_RANKS = ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12")
SPANISH_SUITS = ("e", "b", "o", "c")
FRENCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
FRENCH_SUITS = ("c", "h", "s", "d")

SPANISH_DECK = tuple(r + s for s in SPANISH_SUITS for r in SPANISH_RANKS)
FRENCH_DECK = tuple(r + s for s in FRENCH_SUITS for r in FRENCH_RANKS)


def rank(card: str) -> str:
    """The rank part of a card (``"12c"`` → ``"12"``)."""
    return card[:-1]


def suit(card: str) -> str:
    """The suit letter of a card (``"12c"`` → ``"c"``)."""
    return card[-1]


def _spanish_strength(card: str) -> int:
    special = {"1e": 14, "1b": 13, "7e": 12, "7o": 11}
    if card in special:
        return special[card]
    return {"3": 10, "2": 9, "1": 8, "12": 7, "11": 6, "10": 5, "7": 4, "6": 3, "5": 2, "4": 1}[rank(card)]


def _french_strength(card: str) -> int:
    manilhas = {"4c": 14, "7h": 13, "As": 12, "7d": 11}
    if card in manilhas:
        return manilhas[card]
    return {"3": 10, "2": 9, "A": 8, "K": 7, "J": 6, "Q": 5, "7": 4, "6": 3, "5": 2, "4": 1}[rank(card)]


#: Trick strength of every Spanish card (RULES.md A1): 14 is the ancho de espada.
SPANISH_STRENGTH: dict[str, int] = {c: _spanish_strength(c) for c in SPANISH_DECK}
#: Trick strength of every French card (RULES.md B1): 14 is the zap.
FRENCH_STRENGTH: dict[str, int] = {c: _french_strength(c) for c in FRENCH_DECK}

#: Envido value of a Spanish card: figures count 0.
ENVIDO_CARD = {c: (0 if rank(c) in ("10", "11", "12") else int(rank(c))) for c in SPANISH_DECK}


def envido_cards(cards: list[str] | tuple[str, ...]) -> tuple[int, list[str]]:
    """Envido value of a hand and the cards that make it (RULES.md A4)."""
    best = -1
    best_cards: list[str] = []
    for i in range(len(cards)):
        for j in range(i + 1, len(cards)):
            a, b = cards[i], cards[j]
            if a[-1] == b[-1]:
                v = 20 + ENVIDO_CARD[a] + ENVIDO_CARD[b]
                if v > best:
                    best, best_cards = v, [a, b]
    if best >= 0:
        return best, best_cards
    for c in cards:
        if ENVIDO_CARD[c] > best:
            best, best_cards = ENVIDO_CARD[c], [c]
    return best, best_cards


def envido_value(cards: list[str] | tuple[str, ...]) -> int:
    """Envido value of a hand of up to three cards (flor counted as its best two)."""
    return envido_cards(cards)[0]


def has_flor(cards: list[str] | tuple[str, ...]) -> bool:
    """Three cards of one suit."""
    return len(cards) == 3 and cards[0][-1] == cards[1][-1] == cards[2][-1]


def flor_value(cards: list[str] | tuple[str, ...]) -> int:
    """Value of a flor: 20 + the three card values (RULES.md A7)."""
    return 20 + sum(ENVIDO_CARD[c] for c in cards)
