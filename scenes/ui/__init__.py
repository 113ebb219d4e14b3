"""What the screens share: the scene stack, the registry, widgets, dialogs, fonts, sound, card
art, words and translations."""
