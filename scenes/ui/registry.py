"""The one place that knows the scenes.

Scenes never import each other: to open another screen a scene asks here by name
(``registry.replace(app, "menu")``, ``registry.push(app, "summary", match)``). The modules are
imported on first use, so importing any scene never pulls in the others and no import cycle can
form between them (``tests/test_scene_graph.py`` checks that).
"""
from __future__ import annotations

import importlib

#: name -> (module, class) of every scene that another scene (or main.py) opens
SCENES: dict[str, tuple[str, str]] = {
    "menu": ("scenes.screens.menu", "MenuScene"),
    "table": ("scenes.table.scene", "TableScene"),
    "pause": ("scenes.table.pause", "PauseScene"),
    "scoreboard": ("scenes.table.board", "BoardScene"),  # portrait: the folded scoreboard opened
    "summary": ("scenes.screens.summary", "SummaryScene"),
    "match_over": ("scenes.screens.match_over", "MatchOverScene"),
    "howto": ("scenes.screens.howto", "HowToScene"),
    "stats": ("scenes.screens.stats", "StatsScene"),
    "settings": ("scenes.screens.settings", "SettingsScene"),
    "message": ("scenes.screens.notice", "MessageScene"),
    "lessons": ("scenes.screens.lessons", "LessonsScene"),
    "review": ("scenes.screens.review", "ReviewScene"),
    "name": ("scenes.screens.name", "NameScene"),
    "board": ("scenes.screens.board", "BoardScene"),
    "link": ("scenes.screens.link", "LinkScene"),
    "replay": ("scenes.screens.replay", "ReplayScene"),
    "charts": ("scenes.screens.charts", "ChartsScene"),
    "backup": ("scenes.screens.backup", "BackupScene"),
    "tour": ("scenes.screens.tour", "TourScene"),
    "rivals": ("scenes.screens.rivals", "RivalsScene"),
}


def scene_class(name: str) -> type:
    """The class of the scene called ``name``.

    :raises KeyError: for a name that is not in :data:`SCENES`.
    """
    try:
        module, cls = SCENES[name]
    except KeyError:
        raise KeyError(f"no scene called {name!r}; known: {', '.join(sorted(SCENES))}") from None
    return getattr(importlib.import_module(module), cls)


def make(name: str, app, *args, **kwargs):
    """A new scene ``name`` built with ``(app, *args, **kwargs)``."""
    return scene_class(name)(app, *args, **kwargs)


def push(app, name: str, *args, **kwargs):
    """Open ``name`` over the current scene (a dialog); returns it."""
    scene = make(name, app, *args, **kwargs)
    app.push(scene)
    return scene


def replace(app, name: str, *args, **kwargs):
    """Swap the whole stack for ``name``; returns it."""
    scene = make(name, app, *args, **kwargs)
    app.replace(scene)
    return scene


def is_scene(scene, name: str) -> bool:
    """Whether ``scene`` is a ``name`` scene (without importing its module when it is not loaded)."""
    module, cls = SCENES[name]
    return type(scene).__name__ == cls and type(scene).__module__ == module
