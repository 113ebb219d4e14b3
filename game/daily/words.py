"""The Diario in words: the rules choice as a label and the line to share, in three languages."""
from __future__ import annotations

from datetime import date

from ..rules import Rules
from .deals import check_date, daily_rules

VARIANT_NAMES = {
    "es": {"argentino": "Argentino", "mineiro": "Mineiro"},
    "pt": {"argentino": "Argentino", "mineiro": "Mineiro"},
    "en": {"argentino": "Argentine", "mineiro": "Mineiro"},
}
_WORDS = {
    "es": {"title": "Truco Diario", "won": "Ganamos", "lost": "Perdimos", "flor": "con flor",
           "players": "{n} jugadores", "target": "a {t}", "noraises": "sin subir el envido",
           "chicos": "al mejor de {n} chicos", "chicos_won": "chicos {a}–{b}",
           "hints": "con ayuda", "exact": "verificado: repetición exacta",
           "legal": "verificado: jugadas legales; rivales de otra versión"},
    "pt": {"title": "Truco Diário", "won": "Ganhamos", "lost": "Perdemos", "flor": "com flor",
           "players": "{n} jogadores", "target": "a {t}", "noraises": "sem aumentar o envido",
           "chicos": "melhor de {n} chicos", "chicos_won": "chicos {a}–{b}",
           "hints": "com ajuda", "exact": "verificado: repetição exata",
           "legal": "verificado: jogadas legais; rivais de outra versão"},
    "en": {"title": "Truco Daily", "won": "We won", "lost": "We lost", "flor": "with flor",
           "players": "{n} players", "target": "to {t}", "noraises": "no envido raises",
           "chicos": "best of {n} chicos", "chicos_won": "chicos {a}–{b}",
           "hints": "with hints", "exact": "verified: exact replay",
           "legal": "verified: legal moves; rivals of another version"},
}


def rules_label(rules: Rules | dict, lang: str = "es") -> str:
    """The rules choice in words: ``"Argentino"``, ``"Argentino, 4 jugadores, con flor, a 15"``,
    ``"Argentino, sin subir el envido, al mejor de 3 chicos"`` (players, flor, target, envido raises and
    chicos are named only when they are not the usual choice)."""
    r = daily_rules(rules)
    w = _WORDS.get(lang, _WORDS["en"])
    parts = [VARIANT_NAMES.get(lang, VARIANT_NAMES["en"])[r.variant]]
    if r.variant == "argentino" and r.players == 4:
        parts.append(w["players"].format(n=r.players))
    if r.flor:
        parts.append(w["flor"])
    if not r.envido_raises:
        parts.append(w["noraises"])
    if r.target != r.v.default_target:
        parts.append(w["target"].format(t=r.target))
    if r.chicos > 1:
        parts.append(w["chicos"].format(n=r.chicos))
    return ", ".join(parts)


def check_words(check: str, lang: str = "es") -> str:
    """How a code was verified, in words: ``"exact"`` (replayed exactly, computer players
    included) or ``"legal"`` (the computer players were of another version: their moves were
    checked for legality)."""
    w = _WORDS.get(lang, _WORDS["en"])
    return w["exact" if check == "exact" else "legal"]


def share_text(day: date, rules: Rules | dict, result: dict, code: str, lang: str = "es",
               link: str | None = None) -> str:
    """The line to share: ``Truco Diario 2026-11-29 · Argentino · Ganamos 30–22 · <code>`` (a
    partido adds the chicos: ``Ganamos 30–22 (chicos 2–1)``); with ``link`` (the page's address
    with the code, ``https://…#d=<code>``) the link takes the code's place.

    :param result: as :func:`match_result` (``won`` and ``scores``: nosotros first; ``chicos``).
    :param lang: ``es``, ``pt`` or ``en`` (anything else gives English).
    """
    w = _WORDS.get(lang, _WORDS["en"])
    us, them = result["scores"]
    outcome = f"{w['won' if result['won'] else 'lost']} {us}\u2013{them}"
    if result.get("hints"):
        outcome += f" ({w['hints']})"
    chicos = result.get("chicos")
    if isinstance(chicos, (list, tuple)) and len(chicos) == 2:
        outcome += f" ({w['chicos_won'].format(a=chicos[0], b=chicos[1])})"
    return " \u00b7 ".join([f"{w['title']} {check_date(day).isoformat()}", rules_label(rules, lang),
                            outcome, link or code])


_BOARD = {
    "es": {"day": "Diario del {date}", "week": "Semana del {start} al {end}", "you": "(tú)",
           "won": "ganó {us}\u2013{them}", "lost": "perdió {us}\u2013{them}",
           "week_row": "{won} ganados de {played} · {margin:+d}", "hints": "con ayuda",
           "hint_days": "{n} con ayuda", "anonymous": "sin nombre"},
    "pt": {"day": "Diário de {date}", "week": "Semana de {start} a {end}", "you": "(você)",
           "won": "ganhou {us}\u2013{them}", "lost": "perdeu {us}\u2013{them}",
           "week_row": "{won} vitórias em {played} · {margin:+d}", "hints": "com ajuda",
           "hint_days": "{n} com ajuda", "anonymous": "sem nome"},
    "en": {"day": "Daily of {date}", "week": "Week of {start} to {end}", "you": "(you)",
           "won": "won {us}\u2013{them}", "lost": "lost {us}\u2013{them}",
           "week_row": "{won} won of {played} · {margin:+d}", "hints": "with hints",
           "hint_days": "{n} with hints", "anonymous": "no name"},
}


def board_words(lang: str = "es") -> dict[str, str]:
    """The friends' board's words for the command line (``python -m game.daily board``), in
    ``lang`` (anything else gives English)."""
    return dict(_BOARD.get(lang, _BOARD["en"]))
