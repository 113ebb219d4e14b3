"""The string catalogues, one module per part of the game, each defining ``STRINGS`` (read by
:mod:`scenes.ui.i18n`)."""
