"""The table where a match is played: the scene, what it shows, how it is drawn and laid out."""
