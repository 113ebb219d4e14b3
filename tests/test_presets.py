"""Named rule sets: each preset gives the rules it names, and at most one preset is ever in play."""
from __future__ import annotations

import pytest

from game import presets
from game.errors import BadRules
from game.rules import Rules

#: what each preset names (issue 17): the reglamento's Clásico is 2 v 2 to 30 with malas and
#: buenas, no flor, envido raised; a partido is the first to win two chicos of 30
EXPECTED = {
    "clasico": Rules(players=4, target=30, flor=False, envido_raises=True, chicos=1),
    "mano_a_mano": Rules(players=2, target=30, flor=False, envido_raises=True, chicos=1),
    "rapido": Rules(players=2, target=15, flor=False, envido_raises=True, chicos=1),
    "con_flor": Rules(players=4, target=30, flor=True, envido_raises=True, chicos=1),
    "sin_subir": Rules(players=2, target=30, flor=False, envido_raises=False, chicos=1),
    "partido": Rules(players=4, target=30, flor=False, envido_raises=True, chicos=3),
    "mineiro": Rules(variant="mineiro", players=4, target=12),
    # Clásico with señas (issue 24)
    "con_senas": Rules(players=4, target=30, flor=False, envido_raises=True, chicos=1, senas=True),
}

EVERY = [Rules(players=p, flor=f, target=t, envido_raises=e, chicos=c) for p in (2, 4)
         for f in (False, True) for t in (5, 10, 15, 20, 25, 30) for e in (True, False)
         for c in (1, 3)] + [Rules(variant="mineiro", players=4, target=12)] + [
    Rules(players=4, flor=f, target=t, envido_raises=e, chicos=c, senas=True) for f in (False, True)
    for t in (15, 30) for e in (True, False) for c in (1, 3)] + [Rules(variant="mineiro", senas=True)]


def test_the_presets_are_the_ones_expected():
    assert [p.name for p in presets.PRESETS] == list(EXPECTED)


@pytest.mark.parametrize("name", list(EXPECTED))
def test_each_preset_produces_the_rules_it_names(name):
    rules = presets.apply(name)
    assert rules == EXPECTED[name]
    assert presets.active(rules) == name
    # from any earlier choice, the options a preset fixes are the ones it names
    for before in EVERY[::7]:
        after = presets.apply(name, before)
        assert presets.active(after) == name
        for key, value in presets.preset(name).fixed.items():
            assert getattr(after, key) == value


def test_sin_subir_keeps_the_players_and_target_chosen():
    before = Rules(players=4, target=15, flor=True, chicos=3)
    assert presets.apply("sin_subir", before) == Rules(players=4, target=15, flor=False,
                                                        envido_raises=False, chicos=1)
    # changing a free option keeps the preset; changing a fixed one does not
    assert presets.active(Rules(players=4, target=20, envido_raises=False)) == "sin_subir"
    assert presets.active(Rules(players=4, target=20, envido_raises=False, flor=True)) is None
    # free options that do not fit the preset's variant take its defaults
    assert presets.apply("sin_subir", Rules(variant="mineiro")) == EXPECTED["sin_subir"]


def test_no_rule_set_is_two_presets():
    for rules in EVERY:
        names = [p.name for p in presets.PRESETS if presets.matches(p, rules)]
        assert len(names) <= 1, (rules, names)
        assert presets.active(rules) == (names[0] if names else None)


def test_changing_any_option_of_a_fixed_preset_leaves_it():
    """... for "Personalizado", or for the preset those rules are (Clásico with 1 v 1 is Mano a
    mano)."""
    for name in ("clasico", "mano_a_mano", "rapido", "con_flor", "partido"):
        rules = presets.apply(name)
        for changed in (Rules(**{**rules.to_dict(), "players": 6 - rules.players}),
                        Rules(**{**rules.to_dict(), "flor": not rules.flor}),
                        Rules(**{**rules.to_dict(), "envido_raises": not rules.envido_raises}),
                        Rules(**{**rules.to_dict(), "target": 25}),
                        Rules(**{**rules.to_dict(), "chicos": 4 - rules.chicos})):
            assert presets.active(changed) != name, (name, changed)
    assert presets.active(Rules(players=4, target=25)) is None


@pytest.mark.parametrize("bad", ["", "Clasico", "personalizado", None, 3, "x" * 1000])
def test_an_unknown_preset_is_refused_by_name(bad):
    with pytest.raises(BadRules, match="unknown preset"):
        presets.apply(bad)


def test_senas_turn_clasico_into_con_senas_and_mineiro_keeps_them():
    assert presets.active(Rules(players=4, target=30, senas=True)) == "con_senas"
    assert presets.active(Rules(players=4, target=30, flor=True, senas=True)) is None
    assert presets.active(Rules(variant="mineiro", senas=True)) == "mineiro"
    assert presets.apply("mineiro", Rules(players=4, senas=True)) == Rules(variant="mineiro", senas=True)
    assert presets.apply("clasico", Rules(players=4, senas=True)).senas is False
    assert presets.apply("sin_subir", Rules(players=4, senas=True)).senas is False
