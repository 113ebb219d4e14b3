"""The cast: the characters who sit at the table, as plain data.

A character is a name the computer players accept wherever a level is (``think(obs, "cosme",
seed)``, ``python -m game.arena --a cosme``, ``python -m game.bot --level cosme``): a strength,
which is one of the levels ``facil``, ``normal`` and ``dificil``, with a style laid over it
(:data:`game.ai.styles.STYLES`). Each has a home in Argentina (they sit at Truco argentino's
tables) or in Minas Gerais (Truco Mineiro's), a look for the face the table draws (:class:`Look`)
and a voice for its table talk (:mod:`game.talk`).

Nothing here draws or speaks: the words (names of styles, the lines of table talk) are the
scenes' business.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass

from ..rng import Rng, derive
from .styles import STYLES

#: The levels a character may be built on, weakest first.
STRENGTHS = ("facil", "normal", "dificil")
#: Where a character comes from, and the variant it plays at home.
REGIONS = {"ar": "argentino", "mg": "mineiro"}
#: The region whose characters sit at each variant's tables.
HOME = {variant: region for region, variant in REGIONS.items()}
#: The computer seats of a table: your partner is seat 2.
COMPUTER_SEATS = {2: (1,), 4: (1, 2, 3)}
#: How a character talks at the table (the lines are chosen in :mod:`game.talk`).
VOICES = ("polite", "boastful", "teasing", "grumpy")


@dataclass(frozen=True)
class Look:
    """What a character's face looks like, as plain data (colours are ``"#rrggbb"``).

    :param hair_style: ``short``, ``long``, ``bun``, ``curly`` or ``bald``.
    :param hat: ``""`` (none), ``boina``, ``sombrero``, ``gorra``, ``panuelo`` (a headscarf),
        ``palha`` (a straw hat) or ``couro`` (the sertão's leather hat).
    :param moustache: ``""``, ``thin`` or ``big``.
    :param scarf: the colour of a scarf at the neck, or ``""``.
    :param age: ``young``, ``adult`` or ``old``.
    """

    skin: str
    hair: str
    hair_style: str
    shirt: str
    hat: str = ""
    hat_colour: str = ""
    moustache: str = ""
    beard: bool = False
    glasses: bool = False
    scarf: str = ""
    age: str = "adult"

    def to_dict(self) -> dict:
        """Plain data."""
        return asdict(self)


@dataclass(frozen=True)
class Character:
    """One character of the cast.

    :param id: the name the players accept (lowercase ASCII, never a level's name).
    :param name: in full, as the cast's screens write it ("Doña Rosa").
    :param short: as the table calls it on a name plate, a call or the hand's log ("Rosa").
    :param region: ``ar`` or ``mg`` (:data:`REGIONS`).
    :param strength: the level it is built on (:data:`STRENGTHS`).
    :param style: its style (:data:`game.ai.styles.STYLES`).
    :param voice: how it talks (:data:`VOICES`).
    :param chatty: how often it speaks when something happens that it could talk about (0 to 1).
    """

    id: str
    name: str
    short: str
    home: str
    region: str
    strength: str
    style: str
    look: Look
    voice: str
    chatty: float

    @property
    def variant(self) -> str:
        """The variant it plays at home."""
        return REGIONS[self.region]


CAST: tuple[Character, ...] = (
    # ---- Argentina
    Character("nieves", "Abuela Nieves", "Nieves", "Tandil", "ar", "facil", "prudente",
              Look(skin="#f1c9a5", hair="#d9d9d9", hair_style="bun", shirt="#7d5a8c", glasses=True,
                   scarf="#b48cc8", age="old"), "polite", 0.5),
    Character("rulo", "Rulo", "Rulo", "La Boca", "ar", "facil", "mentiroso",
              Look(skin="#d9a27a", hair="#1d1612", hair_style="curly", shirt="#1f4fa0", hat="gorra",
                   hat_colour="#f2c230", age="young"), "teasing", 0.9),
    Character("chola", "Doña Chola", "Chola", "Santiago del Estero", "ar", "facil", "aguantador",
              Look(skin="#b97e57", hair="#2a1a12", hair_style="long", shirt="#c0502e", hat="panuelo",
                   hat_colour="#d8342c", age="adult"), "polite", 0.8),
    Character("mingo", "Mingo", "Mingo", "Mendoza", "ar", "normal", "prudente",
              Look(skin="#e2b08a", hair="#5a4030", hair_style="short", shirt="#6b2737", hat="boina",
                   hat_colour="#5e1a2a", moustache="thin", age="adult"), "grumpy", 0.4),
    Character("cosme", "Don Cosme", "Cosme", "San Antonio de Areco", "ar", "normal", "parejo",
              Look(skin="#c98d64", hair="#8a8a8a", hair_style="short", shirt="#e8e0cc", hat="boina",
                   hat_colour="#1b1b1b", moustache="big", scarf="#f4f1ea", age="old"), "polite", 0.6),
    Character("beba", "Beba", "Beba", "Rosario", "ar", "normal", "faltero",
              Look(skin="#f0c4a0", hair="#b3421f", hair_style="long", shirt="#2f7fbf",
                   scarf="#f0d24a", age="adult"), "boastful", 0.8),
    Character("turco", "El Turco Abdala", "Turco", "Tucumán", "ar", "normal", "mentiroso",
              Look(skin="#c8936a", hair="#3a2a20", hair_style="bald", shirt="#3c6e47", moustache="big",
                   age="adult"), "teasing", 0.8),
    Character("rosa", "Doña Rosa", "Rosa", "Córdoba", "ar", "dificil", "parejo",
              Look(skin="#e9b996", hair="#9b9b9b", hair_style="short", shirt="#283a6b", glasses=True,
                   scarf="#a03030", age="old"), "polite", 0.5),
    Character("flaco", "El Flaco Ledesma", "Flaco", "Bahía Blanca", "ar", "dificil", "picante",
              Look(skin="#dca883", hair="#2b2b2b", hair_style="short", shirt="#404040", hat="sombrero",
                   hat_colour="#3b2b1e", moustache="thin", age="adult"), "boastful", 0.7),
    Character("pocho", "Pocho Aráoz", "Pocho", "Salta", "ar", "dificil", "prudente",
              Look(skin="#c48a5c", hair="#2a2420", hair_style="short", shirt="#8c1c1c", hat="sombrero",
                   hat_colour="#d8c8a8", moustache="big", scarf="#1b1b1b", age="old"), "grumpy", 0.4),
    # ---- Minas Gerais
    Character("ze", "Zé do Queijo", "Zé", "Serro", "mg", "facil", "aguantador",
              Look(skin="#c68b5e", hair="#4a3526", hair_style="short", shirt="#d9c27a", hat="palha",
                   hat_colour="#e3c77a", beard=True, age="adult"), "polite", 0.7),
    Character("lurdinha", "Dona Lurdinha", "Lurdinha", "Ouro Preto", "mg", "facil", "prudente",
              Look(skin="#f2cfae", hair="#cfcfcf", hair_style="bun", shirt="#3f7a6a",
                   scarf="#e7a0b5", age="old"), "polite", 0.5),
    Character("cida", "Dona Cida", "Cida", "Uberaba", "mg", "facil", "mentiroso",
              Look(skin="#9a6444", hair="#3b2417", hair_style="curly", shirt="#c2487a", scarf="#f2d14b",
                   age="adult"), "teasing", 0.9),
    Character("tiao", "Tião", "Tião", "Diamantina", "mg", "normal", "mentiroso",
              Look(skin="#8d5a3b", hair="#151515", hair_style="short", shirt="#b8322a", hat="gorra",
                   hat_colour="#2a5a9a", moustache="thin", age="young"), "teasing", 0.9),
    Character("nina", "Nina", "Nina", "Juiz de Fora", "mg", "normal", "guapo",
              Look(skin="#a8704c", hair="#20140e", hair_style="long", shirt="#e2a42b",
                   scarf="#1e6b4a", age="young"), "boastful", 0.8),
    Character("juca", "Juca", "Juca", "Itabira", "mg", "normal", "faltero",
              Look(skin="#e0ad88", hair="#6a5040", hair_style="short", shirt="#4a5a6a", hat="boina",
                   hat_colour="#3a3a3a", glasses=True, age="adult"), "grumpy", 0.4),
    Character("geraldo", "Seu Geraldo", "Geraldo", "São João del-Rei", "mg", "dificil", "parejo",
              Look(skin="#d6a27c", hair="#e6e6e6", hair_style="short", shirt="#5b4a3a", hat="sombrero",
                   hat_colour="#6b5a48", moustache="big", age="old"), "grumpy", 0.5),
    Character("dirceu", "Dirceu", "Dirceu", "Montes Claros", "mg", "dificil", "faltero",
              Look(skin="#b07850", hair="#2e2018", hair_style="short", shirt="#8a5a2b", hat="couro",
                   hat_colour="#7a4a22", beard=True, age="adult"), "boastful", 0.7),
    Character("zica", "Dona Zica", "Zica", "Belo Horizonte", "mg", "dificil", "picante",
              Look(skin="#7a4a30", hair="#101010", hair_style="bun", shirt="#2a8a6a", glasses=True,
                   scarf="#e24a3a", age="old"), "teasing", 0.8),
)

#: Characters by id.
BY_ID: dict[str, Character] = {c.id: c for c in CAST}
#: Every character's id, in the cast's order.
CHARACTERS: tuple[str, ...] = tuple(BY_ID)


def character(name: str) -> Character:
    """The character called ``name`` (its id).

    :raises ValueError: naming the known characters when there is none of that name.
    """
    try:
        return BY_ID[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown character {str(name)[:40]!r}; characters: {', '.join(CHARACTERS)}") from None


def of_region(region: str, strength: str | None = None) -> list[Character]:
    """The characters from ``region`` (of ``strength`` when given), in the cast's order."""
    return [c for c in CAST if c.region == region and (strength is None or c.strength == strength)]



def seat_cast(variant: str, players: int, strength: str, seed, chosen: dict[int, str] | None = None) -> dict[int, str]:
    """Who sits at each computer seat of a new match: ``{seat: character id}``.

    The ``chosen`` characters keep their seats; every other seat gets a character drawn from the
    match's ``seed`` among those of the variant's home with ``strength``, then (when too few are
    left) the home's others, then anyone's, never one already at the table.

    :raises ValueError: for a seat that is not a computer seat, or an unknown character.
    """
    seats = COMPUTER_SEATS[players]
    chosen = dict(chosen or {})
    for seat, name in chosen.items():
        if seat not in seats:
            raise ValueError(f"seat {seat} is not a computer seat of a {players}-player table")
        character(name)
    taken = set(chosen.values())
    rng = Rng(derive("cast", seed, variant, players, strength))
    home = HOME[variant]
    pools = ([c.id for c in of_region(home, strength)], [c.id for c in of_region(home)], list(CHARACTERS))
    out = {}
    for seat in seats:
        if seat in chosen:
            out[seat] = chosen[seat]
            continue
        for pool in pools:
            free = [n for n in pool if n not in taken]
            if free:
                out[seat] = free[rng.below(len(free))]
                taken.add(out[seat])
                break
    return out
