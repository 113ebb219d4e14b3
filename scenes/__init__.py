"""The game's screens (pygame-ce): everything the player sees and touches.

- ``table/``: the table where a match is played, and its parts (drawing, layout, the pause
  dialog, the hint, the table's words);
- ``screens/``: every other screen (menu, summary, match over, how to play, statistics,
  settings, lessons, review, messages);
- ``ui/``: what the screens share: the scene stack, the registry (the one place that knows the
  screens), widgets, dialogs, fonts, sound, card art, words and translations;
- ``strings/``: the string catalogues, one per part of the game;
- ``host/``: the machine the game runs on (desktop or browser), the saved document and its slots;
- ``devtools/``: autoplay, the scene fuzzer and the table's benchmark.
"""
