"""The command-line tools: they drive the game (``game/``) from outside and never ship in the
web build.

- :mod:`tools.scenario`: play a scripted hand, print JSON (``python -m game.scenario``, stable);
- :mod:`tools.arena`: computer players against each other (``python -m game.arena``, stable);
- :mod:`tools.bot`: a computer player over a line protocol (``python -m game.bot``, stable);
- :mod:`tools.bench`: throughput, playouts per second, the differential test of the fast path;
- :mod:`tools.fuzz`: random legal play with every invariant checked;
- :mod:`tools.learn`: relearn ``game/ai/calls_table.py`` from self-play;
- :mod:`tools.scorings`: measure how hands score, in order, into ``game/ai/scorings_table.py``;
- :mod:`tools.cli`: what they share (one-line errors, output that may be closed).

The stable command lines of DESIGN.md (``python -m game.scenario``, ``game.arena``, ``game.bot``)
are thin files in ``game/`` that start the tool; ``python -m game.daily`` is the Diario's own
command line (``game/daily/__main__.py``). The scripts ``browser_ai.py`` and ``hint_bench.py`` run
as files (``python3 tools/hint_bench.py``).
"""
