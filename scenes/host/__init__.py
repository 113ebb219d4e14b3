"""The machine the game runs on: the desktop and browser differences (:mod:`device`), the saved
document (:mod:`storage`) and its slots (:mod:`saves`)."""
