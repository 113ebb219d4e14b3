"""Every screen but the table; each opens the others through :mod:`scenes.ui.registry`."""
