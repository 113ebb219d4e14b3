"""The player's rules choice (with the presets that set it), new match seeds and starting a new
match of your own, shared by the menu, the match-over screen and ``main.py`` (so none of them
imports another scene for it)."""
from __future__ import annotations

import os
import time

from game.errors import BadRules
from game.rules import Rules
from scenes.host import saves
from scenes.ui import registry
from scenes.ui.i18n import format_date, t

TARGETS = (5, 10, 15, 20, 25, 30)
#: the options a preset sets, as they are kept in the settings
RULE_SETTINGS = ("players", "flor", "target", "envido_raises", "chicos", "senas")

#: a fixed seed for every new match (``main.py --autoplay --seed S``), or None for fresh ones
FIXED_SEED: int | None = None


def rules_from_settings(settings: dict) -> Rules:
    """The engine's rules for the remembered choice (Mineiro: 4 players, 12, no flor, one chico);
    anything that does not fit falls back to its default."""
    if settings.get("variant") == "mineiro":
        return Rules(variant="mineiro", players=4, target=12, senas=settings.get("senas") is True)
    return argentine_rules(settings)


def argentine_rules(settings: dict) -> Rules:
    """The Argentine rules remembered in ``settings`` (whichever variant is picked now)."""
    target = settings.get("target", 30)
    if target not in TARGETS:
        target = 30
    players = settings.get("players", 2)
    raises = settings.get("envido_raises", True)
    chicos = settings.get("chicos", 1)
    try:
        return Rules(variant="argentino", players=players if players in (2, 4) else 2,
                     flor=bool(settings.get("flor", False)), target=target,
                     envido_raises=raises if isinstance(raises, bool) else True,
                     chicos=chicos if type(chicos) is int and chicos in (1, 3) else 1,
                     senas=settings.get("senas") is True and players == 4)
    except (BadRules, TypeError, ValueError):
        return Rules()


def apply_preset(settings: dict, name: str) -> None:
    """Set the options of preset ``name`` (:mod:`game.presets`) in ``settings``: Mineiro only
    picks the variant (the Argentine choices stay remembered); a preset's free options keep the
    player's choice."""
    from game import presets
    rules = presets.apply(name, argentine_rules(settings))
    settings["variant"] = rules.variant
    if rules.variant == "argentino":
        for key in RULE_SETTINGS:
            settings[key] = getattr(rules, key)


def fresh_seed() -> int:
    """A new match seed from the system's randomness (or the clock), unless one is fixed."""
    if FIXED_SEED is not None:
        return FIXED_SEED
    try:
        return int.from_bytes(os.urandom(6), "big")
    except (NotImplementedError, OSError):
        return time.time_ns() & 0xFFFFFFFFFFFF


def saved_words(app) -> str:
    """What Continuar resumes: "Argentino · Mano a mano · Sin flor · Partida a 30 · 12–8 · 30 de
    noviembre" (shorter forms when that does not fit the button)."""
    from scenes.ui.fonts import get_font
    from scenes.ui.words import rules_words
    about = saves.describe(saves.saved(app.doc, saves.OWN))
    if about is None:
        return ""
    us, them = about["scores"]
    score = f"{us}\u2013{them}"
    when = [format_date(about["saved_on"])] if about["saved_on"] is not None else []
    font = get_font("text", 18)
    words = rules_words(about["rules"])
    short = rules_words(about["rules"], short=True)
    for parts in ([words, score] + when, [short, score] + when, [short, score]):
        text = " · ".join(parts)
        if font.size(text)[0] <= 384:
            return text
    return text


def chosen_rivals(settings: dict, players: int) -> dict[int, str]:
    """The characters you chose for the computer seats of a ``players`` table (``settings["rivals"]``,
    by seat; the partner is seat 2): the seats left out are left to chance."""
    from game.ai.cast import BY_ID, COMPUTER_SEATS
    chosen = settings.get("rivals")
    if not isinstance(chosen, dict):
        return {}
    out = {int(seat): name for seat, name in chosen.items()
           if isinstance(seat, str) and seat.isdigit() and int(seat) in COMPUTER_SEATS[players] and name in BY_ID}
    names = list(out.values())
    return {seat: name for seat, name in out.items() if names.count(name) == 1}


def new_cast(settings: dict, rules: Rules, seed: int) -> dict[int, str]:
    """Who sits at a new match's computer seats: the characters you chose, the others drawn by
    chance (from the match's seed) among the variant's home characters at your difficulty."""
    from game.ai.cast import STRENGTHS, seat_cast
    strength = settings.get("difficulty", "normal")
    return seat_cast(rules.variant, rules.players, strength if strength in STRENGTHS else "normal", seed,
                     chosen_rivals(settings, rules.players))


def start_new_match(app, rules: Rules, confirmed: bool = False, resume=None, tour: str | None = None) -> None:
    """A new match of your own with ``rules`` and a fresh seed, with characters at the table (yours,
    or by chance; a stage of La Gira's, for ``tour``). Over a saved match of your own, ask first
    (start another / ``resume()`` it / cancel); the Diario has its own slot."""
    from game.match import Match
    from game.tour import BY_STAGE
    if saves.saved(app.doc, saves.OWN) is not None and not confirmed:
        def answer(action: str) -> None:
            if action == "new":
                start_new_match(app, rules, confirmed=True, tour=tour)
            elif action == "continue" and resume is not None:
                resume()
        buttons = [(t("menu.replace_yes"), "new", "no")]
        if resume is not None:
            buttons.append((t("menu.continue"), "continue", "envido"))
        buttons.append((t("common.cancel"), "cancel", "plain"))
        registry.push(app, "message", t("menu.replace_title"),
                      t("menu.replace_text", saved=saved_words(app)), buttons, answer,
                      focus=1)  # Enter keeps the saved match; discarding takes a choice
        return
    seed = fresh_seed()
    stage = BY_STAGE.get(tour) if tour else None
    if stage is not None:
        rules = stage.match_rules()
        registry.replace(app, "table", Match(rules, seed, catch=seat_catch(rules, app.settings, stage.seats())),
                         daily=None, cast=stage.seats(), tour=stage.id)
        return
    cast = new_cast(app.settings, rules, seed)
    registry.replace(app, "table", Match(rules, seed, catch=seat_catch(rules, app.settings, cast)), daily=None,
                     cast=cast)


def seat_catch(rules: Rules, settings: dict, cast: dict[int, str] | None = None) -> tuple[int, ...] | None:
    """With señas, how each seat catches a rival's: you (seat 0) as a person, the computer players
    as their character's strength or the level of the settings (RULES.md D3); None without señas."""
    from game.ai import seat_catch as catch_of
    if not rules.senas:
        return None
    level = settings.get("difficulty", "normal")
    cast = cast or {}
    try:
        return catch_of(["human" if s == 0 else cast.get(s, level) for s in range(rules.players)])
    except ValueError:  # a level this version does not know: as the table plays it, normal
        return catch_of(["human" if s == 0 else "normal" for s in range(rules.players)])
