"""The engine's exceptions."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the state is left untouched.

    :param message: names the broken rule, e.g. ``"envido: only during the first trick"``.
    """


class BadRules(ValueError):
    """A rules choice that the game does not offer (unknown variant, target out of range ...)."""


def clip(text: str, limit: int = 60) -> str:
    """``text`` cut for an error message: at most ``limit`` characters, then how long it was."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\u2026 ({len(text)} characters)"
