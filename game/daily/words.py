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
           "hints": "con ayuda"},
    "pt": {"title": "Truco Diário", "won": "Ganhamos", "lost": "Perdemos", "flor": "com flor",
           "players": "{n} jogadores", "target": "a {t}", "noraises": "sem aumentar o envido",
           "chicos": "melhor de {n} chicos", "chicos_won": "chicos {a}–{b}",
           "hints": "com ajuda"},
    "en": {"title": "Truco Daily", "won": "We won", "lost": "We lost", "flor": "with flor",
           "players": "{n} players", "target": "to {t}", "noraises": "no envido raises",
           "chicos": "best of {n} chicos", "chicos_won": "chicos {a}–{b}",
           "hints": "with hints"},
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


def share_text(day: date, rules: Rules | dict, result: dict, code: str, lang: str = "es") -> str:
    """The line to share: ``Truco Diario 2026-11-29 · Argentino · Ganamos 30–22 · <code>`` (a
    partido adds the chicos: ``Ganamos 30–22 (chicos 2–1)``).

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
                            outcome, code])
