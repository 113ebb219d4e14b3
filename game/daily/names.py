"""Player names: what a share code and the friends' board may hold as a name.

A name is optional (empty), at most :data:`MAX_NAME_CHARS` characters of any script, written in
Unicode's composed form (NFC), with single spaces and none at its ends. Characters that draw
nothing or change how the text around them is drawn (controls, format characters such as the
right-to-left override, surrogates, private use, unassigned code points, line separators) are
refused: a name is shown on the board beside other people's, and must not disturb their rows.
"""
from __future__ import annotations

import unicodedata

MAX_NAME_CHARS = 16
#: UTF-8 takes at most 4 bytes a character
MAX_NAME_BYTES = 4 * MAX_NAME_CHARS
_REFUSED = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


class BadName(ValueError):
    """A name that cannot be kept; the message says why."""


def clean_name(text: object) -> str:
    """``text`` as a player name: NFC, runs of white space as one space, trimmed.

    :raises BadName: for anything that is not text, is longer than :data:`MAX_NAME_CHARS`
        characters once cleaned, or holds a character that draws nothing (see the module).
    """
    if not isinstance(text, str):
        raise BadName("a name is text")
    if len(text) > 4 * MAX_NAME_BYTES:  # bounded work for a huge paste
        raise BadName(f"a name has at most {MAX_NAME_CHARS} characters")
    for ch in text:
        if unicodedata.category(ch) in _REFUSED and not ch.isspace():
            raise BadName(f"a name cannot hold the character U+{ord(ch):04X}")
    name = " ".join(unicodedata.normalize("NFC", text).split())
    if len(name) > MAX_NAME_CHARS:
        raise BadName(f"a name has at most {MAX_NAME_CHARS} characters ({len(name)} given)")
    return name


def fit_name(text: object) -> str:
    """``text`` cut to a name: refused characters dropped, white space folded, at most
    :data:`MAX_NAME_CHARS` characters (what a text field keeps as a person types). Never raises."""
    if not isinstance(text, str):
        return ""
    kept = "".join(ch for ch in text[:4 * MAX_NAME_BYTES]
                   if ch.isspace() or unicodedata.category(ch) not in _REFUSED)
    name = " ".join(unicodedata.normalize("NFC", kept).split())
    return name[:MAX_NAME_CHARS].rstrip()


def name_key(name: str) -> str:
    """The key two spellings of one name share on the board (case and width folded)."""
    return unicodedata.normalize("NFKC", name).casefold()
