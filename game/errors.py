"""The engine's exceptions."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the state is left untouched.

    :param message: names the broken rule, e.g. ``"envido: only during the first trick"``.
    """


class BadRules(ValueError):
    """A rules choice that the game does not offer (unknown variant, target out of range ...)."""
