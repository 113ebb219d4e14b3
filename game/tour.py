"""La Gira: a tour of matches against the cast, from Santiago del Estero to Córdoba by way of Minas
Gerais.

Each stage is one match in a place, against one rival (1 against 1) or two (in pairs, with a
partner of the cast), under its own rules; winning it unlocks the next. The order rises in
strength: the rivals' levels never fall from one stage to the next, and within a level the
measured win rates against ``normal`` rise (``docs/ai.md``, pinned by ``tests/test_tour.py``).

The progress is plain data (``{"won": [stage ids]}``), kept by the scenes in the saved document;
everything here reads it defensively, since a saved document may have been edited by hand.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ai.cast import BY_ID, STRENGTHS
from .rules import Rules


@dataclass(frozen=True)
class Stage:
    """One stage of the tour.

    :param id: stable name (kept in the saved progress).
    :param place: where it is played (a character's home).
    :param rules: the rules, as :meth:`game.rules.Rules.from_dict` reads them.
    :param rivals: one rival (1 against 1) or two (in pairs: seats 1 and 3).
    :param partner: your partner in pairs (seat 2), else None.
    """

    id: str
    place: str
    rules: dict
    rivals: tuple[str, ...]
    partner: str | None = None

    def match_rules(self) -> Rules:
        """The engine's rules of this stage."""
        return Rules.from_dict(self.rules)

    def seats(self) -> dict[int, str]:
        """Who sits where: ``{seat: character id}`` (seat 0 is you)."""
        if len(self.rivals) == 1:
            return {1: self.rivals[0]}
        assert self.partner is not None
        return {1: self.rivals[0], 2: self.partner, 3: self.rivals[1]}

    @property
    def level(self) -> str:
        """The strongest of its rivals' levels (the statistics count the match under it)."""
        return max((BY_ID[r].strength for r in self.rivals), key=STRENGTHS.index)


def _ar(players: int, target: int) -> dict:
    return {"variant": "argentino", "players": players, "target": target}


MINEIRO = {"variant": "mineiro", "players": 4, "target": 12}

STAGES: tuple[Stage, ...] = (
    Stage("santiago", "Santiago del Estero", _ar(2, 15), ("chola",)),
    Stage("la_boca", "La Boca", _ar(2, 15), ("rulo",)),
    Stage("serro", "Serro", MINEIRO, ("ze", "lurdinha"), partner="cida"),
    Stage("tandil", "Tandil", _ar(2, 15), ("nieves",)),
    Stage("tucuman", "Tucumán", _ar(4, 30), ("turco", "beba"), partner="cosme"),
    Stage("diamantina", "Diamantina", MINEIRO, ("tiao", "nina"), partner="juca"),
    Stage("areco", "San Antonio de Areco", _ar(2, 30), ("cosme",)),
    Stage("mendoza", "Mendoza", _ar(2, 30), ("mingo",)),
    Stage("bahia_blanca", "Bahía Blanca", _ar(4, 30), ("flaco", "pocho"), partner="beba"),
    Stage("sao_joao", "São João del-Rei", MINEIRO, ("geraldo", "zica"), partner="dirceu"),
    Stage("cordoba", "Córdoba", _ar(2, 30), ("rosa",)),
)
BY_STAGE: dict[str, Stage] = {s.id: s for s in STAGES}


def won(progress) -> list[str]:
    """The ids of the stages won, in tour order (anything else in ``progress`` is ignored)."""
    ids = progress.get("won") if isinstance(progress, dict) else None
    got = set(ids) if isinstance(ids, list) and all(isinstance(i, str) for i in ids) else set()
    return [s.id for s in STAGES if s.id in got]


def current(progress) -> int:
    """The index of the stage to play next: the first not yet won (``len(STAGES)`` when the tour
    is complete)."""
    done = set(won(progress))
    return next((i for i, s in enumerate(STAGES) if s.id not in done), len(STAGES))


def unlocked(progress, index: int) -> bool:
    """Whether stage ``index`` may be played: every stage before it was won (a won stage may be
    played again)."""
    return 0 <= index <= current(progress) and index < len(STAGES) or \
        0 <= index < len(STAGES) and STAGES[index].id in won(progress)


def record_win(progress, stage_id: str) -> dict:
    """The progress with ``stage_id`` won (a new dict; unknown stages change nothing).

    A stage counts only when it was unlocked: winning a stage that was not would be a document
    edited by hand or a bug, and the tour stays in order either way.
    """
    out = {"won": won(progress)}
    if stage_id in BY_STAGE and stage_id not in out["won"] and \
            unlocked(progress, [s.id for s in STAGES].index(stage_id)):
        out["won"] = won({"won": out["won"] + [stage_id]})
    return out
