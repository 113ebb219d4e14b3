"""``python -m game.scenario``: a stable command line (DESIGN.md), kept where it always was. The tool is
:mod:`tools.scenario`; this file only starts it. It is no part of the engine: the web build leaves it out."""

if __name__ == "__main__":
    from tools.cli import run
    from tools.scenario import main

    run(main)
