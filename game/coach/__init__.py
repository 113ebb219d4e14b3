"""The coach: what helps a person learn the game, all from the engine and ``dificil``'s own view.

- :mod:`~game.coach.hint`: the hint (Ayuda) for the decision at hand;
- :mod:`~game.coach.review`: the review of a hand (Repaso), each decision against ``dificil``'s;
- :mod:`~game.coach.lessons`: the lessons (Lecciones), scripted deals played through the engine.

The scenes put them in words (``scenes/strings_advice.py``, ``scenes/strings_lessons.py``).
"""
